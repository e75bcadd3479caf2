/*
 * solver/precheck.h - private to solver/: questions answered before Z3.
 *
 * Some questions check asks have no answer for reasons read off the
 * description alone: the case that prints a field defines it too, or
 * every definition lookup can pick holds the bit in question.  Each
 * predicate says true only when the question Z3 would be asked is
 * unsatisfiable, so skipping it changes no finding; false: ask Z3.
 */
#ifndef ISAPROOF_SOLVER_PRECHECK_H
#define ISAPROOF_SOLVER_PRECHECK_H

#include <stdbool.h>

#include "model/isa.h"

struct pv_interval;

/* Lookup of `name` finds a definition whenever display case dc of the
 * leaf's chain is the one picked: an unconditional case, dc, or a case
 * with dc's very condition (the same expression in the same scope)
 * defines it. */
bool pv_pre_resolves(const isa_bitset *leaf, const isa_case *dc, const char *name);

/* Whenever dc is printed, lookup of `name` picks a definition that holds
 * bit p of the word: every definition it may pick, up to the first whose
 * case surely holds (unconditional, dc itself, or dc's condition), is a
 * field of the word over p. */
bool pv_pre_bit_held(const isa_bitset *leaf, const isa_case *dc, const char *name, int p);

/* Display case dc of the leaf's chain is never the one picked: a case
 * visited before it (the leaf's cases first, then its ancestors') has a
 * display and holds whenever dc does (unconditional, or dc's very
 * condition), so find_display stops there. */
bool pv_pre_never_picked(const isa_bitset *leaf, const isa_case *dc);

/* Assert a of case k (of the leaf's chain) holds whenever k's condition
 * does: the condition is a conjunction (&&) whose terms include
 * {F} == N for fields F that lookup always finds at the same bits of the
 * word (one definition in the chain, unconditional, not derived), and
 * those fix every bit of the assert to its value (or one of them can
 * never hold).  Then no word of the leaf violates the assert in k. */
bool pv_pre_assert_implied(const isa_bitset *leaf, const isa_case *k, const isa_field *a);

/* Bits of the leaf's word that are 0 whenever display case dc is picked
 * and the asserts of every case that holds are met: those an assert
 * holds at 0 in a case that holds whenever dc does (unconditional, dc,
 * or dc's condition).  An assert is read as roundtrip's case facts
 * write it: its bits past the 64th are 0. */
isa_bits pv_pre_asserted_zero(const isa_bitset *leaf, const isa_case *dc);

/* A word that decodes as the leaf (of first-match-free root r) with some
 * bit of dc set, and its gen, by cube algebra: the leaf's cube with one
 * such bit fixed to 1, outside every other leaf active at the gen.  iv
 * are r's gen intervals (pv_gen_intervals); only_gen, when not NULL, is
 * the one gen asked about.  Bits and intervals are tried in ascending
 * order.  Exact: false only when no such word exists. */
bool pv_pre_dontcare_word(const isa_root *r, const isa_bitset *leaf, const isa_bits *dc,
			  const struct pv_interval *iv, int niv, const uint32_t *only_gen,
			  isa_bits *w, uint32_t *gen);

#endif
