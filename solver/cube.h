/*
 * solver/cube.h - private to solver/: ternary cubes over instruction words.
 *
 * A cube is a set of words written as a ternary string: some bits fixed
 * (care), the rest free.  A leaf's pattern is exactly one cube, so the
 * encoding space of a root is a union of cubes and its unused part is
 * that union's complement, which we list as disjoint cubes with an exact
 * word count (counts of 128- or 512-bit spaces need more than 64 bits).
 */
#ifndef ISAPROOF_SOLVER_CUBE_H
#define ISAPROOF_SOLVER_CUBE_H

#include <stdbool.h>
#include <stdint.h>

#include "model/isa.h"

typedef struct pv_cube {
	isa_bits care; /* 1 = bit fixed */
	isa_bits val;  /* the fixed bits' values (0 where care is 0) */
} pv_cube;

typedef struct pv_cubes {
	pv_cube *v;
	int n, cap;
} pv_cubes;

void pv_cubes_push(pv_cubes *cs, const pv_cube *c);
void pv_cubes_free(pv_cubes *cs);

/* The words a leaf matches (ignoring gens): care = lmask & ~ldontcare. */
pv_cube pv_cube_of_leaf(const isa_bitset *leaf);
/* a ∩ b into *out; false when empty. */
bool pv_cube_intersect(const pv_cube *a, const pv_cube *b, pv_cube *out);
bool pv_cube_contains(const pv_cube *outer, const pv_cube *inner);
bool pv_cube_has_word(const pv_cube *c, const isa_bits *w);

/* The complement of the union of `in` within a `width`-bit space, as
 * disjoint cubes appended to *out, in ascending order of their MSB-first
 * ternary strings.  Returns false (out left partial, caller frees) when
 * more than `limit` cubes would be produced. */
bool pv_complement(const pv_cube *in, int nin, int width, int limit, pv_cubes *out);

/* Exact counts: unsigned integers of up to ISA_MAX_BITS + 32 bits. */
typedef struct pv_count {
	uint32_t w[ISA_MAX_BITS / 32 + 2]; /* w[0] least significant */
} pv_count;

void pv_count_zero(pv_count *c);
/* c += 2^k (the number of words in a cube with k free bits) */
void pv_count_add_pow2(pv_count *c, int k);
/* decimal string into buf (needs 160 bytes for 512-bit values) */
void pv_count_format(const pv_count *c, char *buf, size_t len);
/* c / 2^width as a double (for percentages) */
double pv_count_fraction(const pv_count *c, int width);
/* total words of disjoint cubes */
void pv_cubes_count(const pv_cubes *cs, int width, pv_count *out);

/* A word of cube t in none of the cubes avoid[0..n) into *w: false only
 * when the avoided cubes cover t (or the search is deeper than width). */
bool pv_cube_find_word(const pv_cube *t, const pv_cube *avoid, int n, int width, isa_bits *w);

/* MSB-first ternary string "01x…" of `width` characters into buf
 * (width + 1 bytes). */
void pv_cube_format(const pv_cube *c, int width, char *buf);

#endif
