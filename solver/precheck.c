/*
 * solver/precheck.c - questions answered before Z3 (solver/precheck.h).
 *
 * Z3 takes about a million instructions per question however simple, and
 * on Mesa's ir3 most questions about display references and the
 * decode->encode round trip are unsatisfiable for a reason the description
 * states outright.  Each predicate proves that reason and nothing more, so
 * every "true" is an exact unsat; anything else goes to Z3 as before.
 */
#include <string.h>

#include "solver/precheck.h"

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
