/*
 * model/lookup.c - where a field name leads, per bitset, computed once.
 *
 * Mesa looks a name up by walking every case of the bitset and of each
 * ancestor in turn, evaluating each case's condition on the way (even a
 * case that does not define the name: the evaluation fills the memo and
 * may add errors, which the output shows).  For a given bitset and name
 * that walk only ever stops at the same few places, so after loading we
 * keep, per bitset and name, the cases the walk must visit: those with a
 * condition and those defining the name, up to the first unconditional
 * definition (which always ends the walk).  The interpreter follows
 * these steps with the same effects in the same order; a name without a
 * plan takes the full walk.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

typedef struct nameset {
	const char **v;
	int n, cap;
} nameset;

static void add_name(nameset *s, const char *name)
{
	if (!name)
		return;
	for (int i = 0; i < s->n; i++)
		if (s->v[i] == name)
			return;
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->v = isa_xrealloc(s->v, (size_t)s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = name;
}

static void add_expr_names(nameset *s, const isa_expr *e)
{
	if (e)
		for (int i = 0; i < e->nfields; i++)
			add_name(s, e->fields[i]);
}

/* Every name a lookup in a scope of bitset b can plausibly ask for: what
 * its chain defines, and what the chain's conditions, derived fields,
 * displays and params refer to.  Any other name takes the full walk. */
static void chain_names(const isa_bitset *b, nameset *s)
{
	for (; b; b = b->parent)
		for (int i = 0; i < b->ncases; i++) {
			const isa_case *c = &b->cases[i];
			add_expr_names(s, c->expr);
			for (int f = 0; f < c->nfields; f++) {
				add_name(s, c->fields[f].name);
				add_expr_names(s, c->fields[f].expr);
				for (int p = 0; p < c->fields[f].nparams; p++)
					add_name(s, c->fields[f].params[p].name);
			}
			if (c->display)
				for (int p = 0; p < c->display->npieces; p++)
					if (c->display->pieces[p].kind == PC_FIELD)
						add_name(s, c->display->pieces[p].text);
		}
}

static const isa_field *case_field(const isa_case *c, const char *name)
{
	if (!(c->name_bits & isa_name_bit(name)))
		return NULL;
	for (int f = 0; f < c->nfields; f++)
		if (c->fields[f].name == name)
			return &c->fields[f];
	return NULL;
}

/* The walk of find_field in model/decode.c, written down as steps. */
static void plan(isa_arena *a, const isa_bitset *b, const char *name, isa_lplan *p,
		 isa_lstep *tmp)
{
	int n = 0;
	for (; b; b = b->parent)
		for (int i = 0; i < b->ncases; i++) {
			const isa_case *c = &b->cases[i];
			const isa_field *f = case_field(c, name);
			if (!c->expr && !f)
				continue;
			tmp[n].cond = c->expr;
			tmp[n++].field = f;
			if (!c->expr)
				goto done; /* an unconditional definition ends every walk */
		}
done:
	p->name = name;
	p->nsteps = n;
	isa_lstep *steps = isa_arena_alloc(a, (size_t)(n ? n : 1) * sizeof(*steps));
	memcpy(steps, tmp, (size_t)n * sizeof(*steps));
	p->steps = steps;
}

/* a bitset field's root, found once instead of at every nested decode */
static void index_root(const isa *m, isa_field *f)
{
	f->root_index = 0;
	for (int i = 0; f->root && i < m->nroots && !f->root_index; i++)
		if (m->roots[i].root == f->root)
			f->root_index = i + 1; /* the first, as isa_root_of */
}

/* Per display of b's chain, the plan of each field piece, found in the
 * table just built. */
static void index_displays(isa_arena *a, const isa_bitset *b, isa_lookup *l)
{
	int n = 0;
	for (const isa_bitset *p = b; p; p = p->parent)
		for (int i = 0; i < p->ncases; i++)
			n += p->cases[i].display != NULL;
	isa_dplan *dp = isa_arena_alloc(a, (size_t)(n ? n : 1) * sizeof(*dp));
	n = 0;
	for (const isa_bitset *p = b; p; p = p->parent)
		for (int i = 0; i < p->ncases; i++) {
			const isa_display *d = p->cases[i].display;
			if (!d)
				continue;
			const isa_lplan **plans =
				isa_arena_alloc(a, (size_t)(d->npieces ? d->npieces : 1) * sizeof(*plans));
			for (int k = 0; k < d->npieces; k++)
				if (d->pieces[k].kind == PC_FIELD)
					plans[k] = isa__lookup_plan(b, d->pieces[k].text);
			dp[n].display = d;
			dp[n++].plans = plans;
		}
	l->dplans = dp;
	l->ndplans = n;
}

/* the span of a case's fields that holds its asserts */
static void index_asserts(isa_case *c)
{
	c->asserts_from = c->asserts_to = 0;
	for (int f = 0; f < c->nfields; f++)
		if (c->fields[f].kind == TY_ASSERT) {
			if (c->asserts_from == c->asserts_to)
				c->asserts_from = f;
			c->asserts_to = f + 1;
		}
}

void isa__index_lookups(isa *m)
{
	for (int k = 0; k < m->nbitsets; k++)
		for (int c = 0; c < m->bitsets[k]->ncases; c++) {
			isa_case *cs = &m->bitsets[k]->cases[c];
			for (int f = 0; f < cs->nfields; f++)
				index_root(m, &cs->fields[f]);
			index_asserts(cs);
		}

	nameset s = {0};
	isa_lstep *tmp = NULL;
	int tmpcap = 0;
	for (int k = 0; k < m->nbitsets; k++) {
		isa_bitset *b = m->bitsets[k];
		b->lookup = NULL;
		s.n = 0;
		chain_names(b, &s);
		if (!s.n)
			continue;
		int ncases = 0;
		for (const isa_bitset *p = b; p; p = p->parent)
			ncases += p->ncases;
		if (ncases > tmpcap) {
			tmpcap = ncases;
			tmp = isa_xrealloc(tmp, (size_t)tmpcap * sizeof(*tmp));
		}
		unsigned cap = 4, bits = 2;
		while (cap < 2u * (unsigned)s.n) {
			cap *= 2;
			bits++;
		}
		isa_lookup *l = isa_arena_alloc(m->arena, sizeof(*l));
		isa_lplan *slot = isa_arena_alloc(m->arena, cap * sizeof(*slot)); /* zeroed */
		l->mask = cap - 1;
		l->shift = 64 - bits;
		for (int i = 0; i < s.n; i++) {
			size_t j = isa__lookup_slot(l, s.v[i]);
			while (slot[j].name)
				j = (j + 1) & l->mask;
			plan(m->arena, b, s.v[i], &slot[j], tmp);
		}
		l->slot = slot;
		b->lookup = l;
		index_displays(m->arena, b, l);
	}
	free(s.v);
	free(tmp);
}
