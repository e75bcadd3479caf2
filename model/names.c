/*
 * model/names.c - one copy of every field name.
 *
 * Decoding looks field names up all the time: every field an expression
 * references, every {FIELD} of a display, every param of a nested
 * operand, through every case of every bitset of a chain.  After loading,
 * each of those places points to one shared copy of its name, so the
 * interpreter compares pointers instead of strings.  A name that comes
 * from outside (an API caller, a command line) goes through isa_name()
 * once; a name the table does not hold is no field anywhere.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

typedef struct isa_names {
	isa_arena *arena;
	const char **slot; /* open addressing, NULL = empty */
	size_t cap;        /* a power of two, at least twice n */
	size_t n;
} isa_names;

size_t isa__hash(const char *s)
{
	size_t h = (size_t)1469598103934665603u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * (size_t)1099511628211u;
	return h;
}

static const char **find_slot(const char **slot, size_t cap, const char *s)
{
	size_t i = isa__hash(s) & (cap - 1);
	while (slot[i] && strcmp(slot[i], s))
		i = (i + 1) & (cap - 1);
	return &slot[i];
}

/* A table twice as large; the old one stays in the arena (loading only). */
static void grow(isa_names *t)
{
	size_t cap = t->cap ? t->cap * 2 : 64;
	const char **slot = isa_arena_alloc(t->arena, cap * sizeof(*slot));
	for (size_t i = 0; i < t->cap; i++)
		if (t->slot[i])
			*find_slot(slot, cap, t->slot[i]) = t->slot[i];
	t->slot = slot;
	t->cap = cap;
}

/* The table's copy of s, added when absent. */
static const char *intern(isa_names *t, const char *s)
{
	if (2 * (t->n + 1) > t->cap)
		grow(t);
	const char **p = find_slot(t->slot, t->cap, s);
	if (!*p) {
		*p = s;
		t->n++;
	}
	return *p;
}

static void intern_at(isa_names *t, const char **p)
{
	if (*p)
		*p = intern(t, *p);
}

/* the parser bounds an AST's height (EXPR_MAX_HEIGHT), so recursion is
 * safe.  A field node also learns its place in e's field list, where the
 * interpreter keeps the fetched values (isa_eval_env.vals). */
static void intern_ast(isa_names *t, const isa_expr *e, isa_node *n)
{
	if (!n)
		return;
	if (n->kind == ND_FIELD) {
		intern_at(t, &n->name);
		n->field = 0;
		for (int i = 0; i < e->nfields && !n->field; i++)
			if (e->fields[i] == n->name)
				n->field = i + 1;
	}
	intern_ast(t, e, n->cond);
	intern_ast(t, e, n->lhs);
	intern_ast(t, e, n->rhs);
}

static void intern_expr(isa_names *t, isa_expr *e)
{
	if (!e)
		return;
	for (int i = 0; i < e->nfields; i++)
		intern_at(t, &e->fields[i]);
	intern_ast(t, e, e->ast);
}

static void intern_field(isa_names *t, isa_field *f)
{
	intern_at(t, &f->name);
	for (int i = 0; i < f->nparams; i++) {
		intern_at(t, &f->params[i].name);
		intern_at(t, &f->params[i].as);
	}
	intern_expr(t, f->expr);
}

static void intern_case(isa_names *t, isa_case *c)
{
	c->name_bits = 0;
	for (int i = 0; i < c->nfields; i++) {
		intern_field(t, &c->fields[i]);
		c->name_bits |= isa_name_bit(c->fields[i].name);
	}
	for (int i = 0; i < c->nshadowed; i++)
		intern_field(t, &c->shadowed[i]);
	intern_expr(t, c->expr);
	if (c->display)
		for (int i = 0; i < c->display->npieces; i++)
			if (c->display->pieces[i].kind == PC_FIELD)
				intern_at(t, &c->display->pieces[i].text);
}

void isa__intern_names(isa *m)
{
	isa_names *t = isa_arena_alloc(m->arena, sizeof(*t));
	t->arena = m->arena;
	grow(t);
	for (int i = 0; i < m->nexprs; i++)
		intern_expr(t, m->exprs[i]);
	for (int b = 0; b < m->nbitsets; b++)
		for (int c = 0; c < m->bitsets[b]->ncases; c++)
			intern_case(t, &m->bitsets[b]->cases[c]);
	m->names = t;
}

const char *isa_name(const isa *m, const char *s)
{
	isa_names *t = m->names;
	if (!t || !s)
		return NULL;
	return *find_slot(t->slot, t->cap, s);
}
