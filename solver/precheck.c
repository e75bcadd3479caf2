/*
 * solver/precheck.c - questions answered before Z3 (solver/precheck.h).
 *
 * Z3 takes about a million instructions per question however simple, and
 * on Mesa's ir3 most questions about display references and the
 * decode->encode round trip are unsatisfiable for a reason the description
 * states outright, and whether a leaf's dontcare bits can be set is a
 * question about cubes alone.  Each predicate proves that reason and nothing more, so
 * every "true" is an exact unsat; anything else goes to Z3 as before.
 */
#include <string.h>

#include "solver/precheck.h"
#include "solver/cube.h"
#include "solver/gens.h"
#include "solver/internal.h"

/* Case k holds whenever display case dc is picked: picking dc needs dc's
 * condition, and the same expression has the same value in one scope. */
static bool holds_with(const isa_case *k, const isa_case *dc)
{
	return !k->expr || k == dc || k->expr == dc->expr;
}

/* The definition of `name` in case k, or NULL. */
static const isa_field *defined_in(const isa_case *k, const char *name)
{
	for (int i = 0; i < k->nfields; i++)
		if (!strcmp(k->fields[i].name, name))
			return &k->fields[i];
	return NULL;
}

bool pv_pre_resolves(const isa_bitset *leaf, const isa_case *dc, const char *name)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (holds_with(k, dc) && defined_in(k, name))
				return true;
		}
	return false;
}

bool pv_pre_bit_held(const isa_bitset *leaf, const isa_case *dc, const char *name, int p)
{
	/* lookup order: the leaf's cases, then its ancestors' */
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			const isa_field *f = defined_in(k, name);
			if (!f)
				continue;
			if (f->derived || f->low > p || p > f->high)
				return false; /* lookup may pick a definition without p */
			if (holds_with(k, dc))
				return true;
		}
	return false;
}

/* The one definition of `name` in the leaf's chain when lookup always
 * finds it at the same bits: an unconditional case's, not derived. */
static const isa_field *plain_field(const isa_bitset *leaf, const char *name)
{
	const isa_field *only = NULL;
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_field *f = defined_in(&b->cases[c], name);
			if (!f)
				continue;
			n++;
			only = b->cases[c].expr ? NULL : f;
		}
	if (n != 1 || !only || only->derived || only->kind == TY_ASSERT ||
	    only->high - only->low >= 64)
		return NULL;
	return only;
}

/* The bits of the word an expression's truth fixes, from its terms
 * {F} == N joined by &&, into mask and val; false when a term can never
 * hold (N does not fit F), which makes the whole condition false. */
static bool fixed_by(const isa_bitset *leaf, const isa_node *e, isa_bits *mask, isa_bits *val)
{
	if (e->kind == ND_LOGAND)
		return fixed_by(leaf, e->lhs, mask, val) && fixed_by(leaf, e->rhs, mask, val);
	if (e->kind != ND_EQ || (e->optype != ISA_CT_LONG && e->optype != ISA_CT_ULONG))
		return true; /* says nothing we read */
	const isa_node *fl = e->lhs->kind == ND_FIELD ? e->lhs : e->rhs;
	const isa_node *num = fl == e->lhs ? e->rhs : e->lhs;
	if (fl->kind != ND_FIELD || num->kind != ND_NUM)
		return true;
	const isa_field *f = plain_field(leaf, fl->name);
	if (!f)
		return true;
	int width = f->high - f->low + 1;
	if (width < 64 && num->num >> width)
		return false; /* {F} is less than 2^width: never equal */
	for (int p = f->low; p <= f->high; p++) {
		isa_bits_set(mask, p, true);
		isa_bits_set(val, p, (num->num >> (p - f->low)) & 1);
	}
	return true;
}

bool pv_pre_assert_implied(const isa_bitset *leaf, const isa_case *k, const isa_field *a)
{
	if (!k->expr || !k->expr->ast)
		return false;
	isa_bits mask, val;
	isa_bits_zero(&mask);
	isa_bits_zero(&val);
	if (!fixed_by(leaf, k->expr->ast, &mask, &val))
		return true; /* the case never holds */
	for (int p = a->low; p <= a->high; p++) {
		int at = p - a->low;
		bool want = at < 64 && ((a->assert_val.w[0] >> at) & 1);
		if (!isa_bits_test(&mask, p) || isa_bits_test(&val, p) != want)
			return false;
	}
	return true;
}

bool pv_pre_never_picked(const isa_bitset *leaf, const isa_case *dc)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (k == dc)
				return false;
			if (k->display && holds_with(k, dc))
				return true;
		}
	return false;
}

isa_bits pv_pre_asserted_zero(const isa_bitset *leaf, const isa_case *dc)
{
	isa_bits zero;
	isa_bits_zero(&zero);
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (!holds_with(k, dc))
				continue;
			for (int i = 0; i < k->nfields; i++) {
				const isa_field *a = &k->fields[i];
				if (a->kind != TY_ASSERT)
					continue;
				for (int p = a->low; p <= a->high; p++) {
					int at = p - a->low;
					if (at >= 64 || !((a->assert_val.w[0] >> at) & 1))
						isa_bits_set(&zero, p, true);
				}
			}
		}
	return zero;
}

bool pv_pre_dontcare_word(const isa_root *r, const isa_bitset *leaf, const isa_bits *dc,
			  const pv_interval *iv, int niv, const uint32_t *only_gen, isa_bits *w,
			  uint32_t *gen)
{
	int width = leaf->root->size;
	pv_cube mine = pv_cube_of_leaf(leaf), both;
	pv_cube *avoid = pv_xmalloc(((size_t)r->nleaves + 1) * sizeof(*avoid));
	bool found = false;
	for (int k = 0; k < niv && !found; k++) {
		/* one set of active leaves per interval: its first gen stands
		 * for all of it */
		uint32_t at = iv[k].lo;
		if (only_gen) {
			if (*only_gen < iv[k].lo || *only_gen > iv[k].hi)
				continue;
			at = *only_gen;
		}
		if (!pv_gen_active(leaf, at))
			continue;
		int n = 0;
		for (int i = 0; i < r->nleaves; i++) {
			const isa_bitset *o = r->leaves[i];
			pv_cube c = pv_cube_of_leaf(o);
			if (o != leaf && pv_gen_active(o, at) && pv_cube_intersect(&mine, &c, &both))
				avoid[n++] = c;
		}
		for (int d = 0; d < width && !found; d++) {
			if (!isa_bits_test(dc, d) ||
			    (isa_bits_test(&mine.care, d) && !isa_bits_test(&mine.val, d)))
				continue;
			pv_cube t = mine;
			isa_bits_set(&t.care, d, true);
			isa_bits_set(&t.val, d, true);
			found = pv_cube_find_word(&t, avoid, n, width, w);
			*gen = at;
		}
	}
	free(avoid);
	return found;
}
