/*
 * model/internal.h - private to model/: helpers shared by its files.
 * Nothing outside model/ includes this.
 */
#ifndef ISAPROOF_MODEL_INTERNAL_H
#define ISAPROOF_MODEL_INTERNAL_H

#include <stddef.h>

#include "isa.h"

#include "build.h" /* isa_xmalloc, isa_xrealloc */

extern void *(*isa_malloc_hook)(size_t);

/* names.c: FNV-1a of a string; after loading, point every field name
 * of the model to one copy (isa_name finds it) */
size_t isa__hash(const char *s);
void isa__intern_names(isa *m);

/* match.c: after loading, index every root's leaves for isa_match (the
 * masks must not change afterwards) */
typedef struct isa_match_index isa_match_index;
void isa__index_roots(isa *m);

/* lookup.c: per bitset and field name, the cases a lookup visits, in
 * order: those with a condition (evaluated even when they do not define
 * the name, as in Mesa) and those defining it (field != NULL), up to the
 * first unconditional definition.  Built after loading (the model does
 * not change afterwards); isa__lookup_plan returns NULL for a name
 * without a plan (the caller walks every case). */
typedef struct isa_lstep {
	const isa_expr *cond; /* NULL: unconditional */
	const isa_field *field; /* NULL: only the condition is evaluated */
} isa_lstep;
typedef struct isa_lplan {
	const char *name; /* NULL: an empty slot */
	const isa_lstep *steps;
	int nsteps;
} isa_lplan;
/* A display the bitset can print (its own or an ancestor's), with the
 * plan of each of its pieces in the bitset (NULL for a piece that is not
 * a field): a display's fields need no search per word.  In the order of
 * the walk for a display: leaf first, then ancestors, cases in order. */
typedef struct isa_dplan {
	const isa_display *display;
	const isa_lplan *const *plans; /* per piece */
} isa_dplan;
typedef struct isa_lookup {
	const isa_lplan *slot; /* open addressing by name pointer */
	unsigned mask, shift; /* capacity - 1, 64 - log2(capacity) */
	const isa_dplan *dplans; /* every display of the chain */
	int ndplans;
} isa_lookup;
void isa__index_lookups(isa *m);

/* Fibonacci hashing of the name pointer: the top bits of the product */
static inline size_t isa__lookup_slot(const isa_lookup *l, const char *name)
{
	return (size_t)(((uintptr_t)name * UINT64_C(0x9e3779b97f4a7c15)) >> l->shift);
}

static inline const isa_lplan *isa__lookup_plan(const isa_bitset *b, const char *name)
{
	const isa_lookup *l = b->lookup;
	if (!l)
		return NULL;
	for (size_t i = isa__lookup_slot(l, name);; i = (i + 1) & l->mask) {
		if (l->slot[i].name == name)
			return &l->slot[i];
		if (!l->slot[i].name)
			return NULL;
	}
}

/* asm_cut.c: the pieces of a display case's line (pads and the error
 * list too) and which of them the whole printed text gives back, joined
 * over every leaf that shares the display; built on first use. */
typedef struct isa_cut {
	const isa *m;
	const isa_bitset *leaf;
	const isa_case *dc;
	bool built;
	int n;       /* slots of the line */
	int *piece;  /* each slot's display piece, -1 for a pad or the errors */
	bool *known; /* each slot cut out of the text */
} isa_cut;
/* Is a piece printing name (directly) cut out? */
bool isa__cut_known(isa_cut *cut, const char *name);
/* The first slot printing name, or -1. */
int isa__cut_slot(isa_cut *cut, const char *name);
void isa__cut_free(isa_cut *cut);
/* The cut of a display case from the store (built into it when new),
 * copied: isa__cut_free frees it as any other. */
void isa__cut_shared(isa_tf_cuts *c, isa_cut *cut);

/* display.c: parse a display string (templates already substituted)
 * into pieces.  Returns false with a message on an unterminated '{'. */
bool isa_display_parse(isa_arena *a, isa_display *d, char *err, size_t errlen);

/* decode.c, for the encoder: the field a name (the model's copy, from
 * isa_name) resolves to for a word (cases, ancestors), with its value;
 * and whether a case is selected. */
const isa_field *isa__resolve(const isa *m, const isa_bitset *leaf, const isa_bits *word,
			      uint32_t gen, const char *field, uint64_t *val);
bool isa__case_true(const isa *m, const isa_bitset *leaf, const isa_bits *word, uint32_t gen,
		    const isa_case *c);

#endif
