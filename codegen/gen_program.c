/*
 * codegen/gen_program.c - `isaproof gen --compact`: each leaf's display
 * and each expression's fetches as a program of 16-bit words that one
 * loop of the runtime runs.
 */
#include <stdlib.h>
#include <string.h>

#include "emitter.h"

/* ---- display programs ------------------------------------------------------ */

/* Each leaf's display, and each expression's field fetches in a leaf's
 * scope, are compiled to a short program of 16-bit words (rt_code) that
 * one loop in the runtime runs (rt_run).  The program is the interpreter's
 * walk with every decision the description fixes taken in advance: which
 * case's display a leaf shows unless an override holds, which cases a
 * field lookup visits (each override's condition evaluated through the
 * scope's memo, as the reference does), which definition it ends on.  What
 * is left for run time is what the word decides.  The straight C of the
 * default is 4 times larger (ir3 at gcc -O2: 194 KB of machine code
 * against 44 KB) and runs fewer instructions per word. */

/* opcodes, as rt_body.inc's RT_OP_* (operands follow the opcode) */
enum {
	OP_END,    /* return */
	OP_TEXT,   /* piece: its text (no '\n') */
	OP_TEXTN,  /* piece: its text, with '\n' */
	OP_ALIGN,  /* column */
	OP_NAME,   /* column: the leaf's display name */
	OP_EVAL,   /* lx: evaluate (errors, memo) */
	OP_JF,     /* lx, skip: skip words unless the expression holds */
	OP_JMP,    /* skip */
	OP_ASSERT, /* field, bitset: check an <assert> */
	OP_SHOW,   /* piece, field, lx: show the field (lx of a derived field's expression) */
	OP_SHOWP,  /* piece: show a name the leaf lacks, through params */
	OP_FETCH,  /* slot, field, lx: an expression's input */
	OP_FETCHP, /* slot, name: an input the leaf lacks, through params */
	OP_NODISP, /* the "no display template" error */
};

static int put(code *k, int x)
{
	if (x < 0 || x > 0xffff)
		k->bad = true;
	if (k->n == k->cap) {
		k->cap = k->cap ? 2 * k->cap : 4096;
		k->v = realloc(k->v, sizeof(*k->v) * (size_t)k->cap);
		if (!k->v)
			abort();
	}
	k->v[k->n++] = (uint16_t)x;
	return k->n - 1;
}

/* a forward skip at word `at`, landing here */
static void land(code *k, int at)
{
	int d = k->n - (at + 1);
	if (d > 0xffff)
		k->bad = true;
	k->v[at] = (uint16_t)d;
}

/* the rt_lx index of expression x in the scope of leaf b: its position in
 * the leaf's gen_chain_exprs list, after the leaf's first entry */
static int lx_of(emitter *e, const isa_bitset *leaf, int x)
{
	int *ids = e->lx_ids;
	int n = gen_chain_exprs(leaf, ids, e->m->nexprs);
	for (int i = 0; i < n; i++)
		if (ids[i] == x)
			return e->lx_at[leaf->index] + i;
	return -1; /* not reached: every expression a program uses is in the chain */
}

/* Evaluating expression x (OP_EVAL) or branching on it (OP_JF).  An
 * evaluation repeated in one program finds what the first one left, so it
 * is left out: the memo when the first one completed; when it could not
 * start (the expression is already being evaluated, or the stack is full)
 * the same stack refuses it again, with no error either way. */
static void emit_eval(emitter *e, code *k, const isa_bitset *leaf, int op, int x)
{
	if (op == OP_EVAL && e->seen[x])
		return;
	put(k, op);
	put(k, lx_of(e, leaf, x));
	e->seen[x] = 1;
}

typedef struct walk {
	const isa_bitset *leaf;
	const char *name;
	int cur;   /* the expression being evaluated (its override holds), or -1 */
	int piece; /* display: the rt_pieces index; fetch: -1 */
	int slot;  /* fetch: the v[] index */
} walk;

static void walk_found(emitter *e, code *k, const walk *w, const isa_field *fd, int fi)
{
	int lx = fd->derived && fd->expr ? lx_of(e, w->leaf, fd->expr->id) : 0xffff;
	put(k, w->piece >= 0 ? OP_SHOW : OP_FETCH);
	put(k, w->piece >= 0 ? w->piece : w->slot);
	put(k, fi);
	put(k, lx < 0 ? 0xffff : lx);
}

static void walk_miss(emitter *e, code *k, const walk *w)
{
	if (w->piece >= 0) {
		put(k, OP_SHOWP);
		put(k, w->piece);
	} else {
		put(k, OP_FETCHP);
		put(k, w->slot);
		put(k, gen_name_id(e, w->name));
	}
}

/* The lookup of w->name in a scope of w->leaf, as Mesa's: cases leaf
 * first, then ancestors; an override visited is evaluated, and taken when
 * it holds and has the name; a default case with the name ends the walk. */
static void emit_walk(emitter *e, code *k, const walk *w)
{
	int *ends = malloc(sizeof(int) * (size_t)(gen_chain_field_count(w->leaf) + 64));
	int nends = 0;
	unsigned char *first = NULL; /* known on every path: the one at the first branch */
	for (const isa_bitset *b = w->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *cs = &b->cases[c];
			int f = -1;
			for (int i = 0; i < cs->nfields && f < 0; i++)
				if (!strcmp(cs->fields[i].name, w->name))
					f = i;
			int gc = e->case_base[b->index] + c;
			bool always = !cs->expr || cs->expr->id == w->cur;
			if (always && f < 0)
				continue;
			if (always) {
				walk_found(e, k, w, &cs->fields[f], e->field_base[gc] + f);
				goto done;
			}
			if (f < 0) {
				emit_eval(e, k, w->leaf, OP_EVAL, cs->expr->id);
				continue;
			}
			emit_eval(e, k, w->leaf, OP_JF, cs->expr->id);
			int skip = put(k, 0);
			unsigned char *before = gen_seen_save(e);
			if (!first)
				first = gen_seen_save(e);
			walk_found(e, k, w, &cs->fields[f], e->field_base[gc] + f);
			put(k, OP_JMP);
			ends[nends++] = put(k, 0);
			land(k, skip);
			gen_seen_restore(e, before);
		}
	walk_miss(e, k, w);
done:
	for (int i = 0; i < nends; i++)
		land(k, ends[i]);
	if (first)
		gen_seen_restore(e, first);
	free(ends);
}

/* A leaf's display: the first true case with a display, leaf first, the
 * asserts of every true case checked on the way (the runtime's
 * rt_find_display), then its pieces. */
static void emit_display(emitter *e, code *k, const isa_bitset *leaf)
{
	for (const isa_bitset *x = leaf; x; x = x->parent)
		for (int c = 0; c < x->ncases; c++) {
			const isa_case *cs = &x->cases[c];
			int gc = e->case_base[x->index] + c;
			if (!cs->display && !gen_case_asserts(cs)) {
				if (cs->expr) /* evaluated all the same: errors, memo */
					emit_eval(e, k, leaf, OP_EVAL, cs->expr->id);
				continue;
			}
			int skip = -1;
			unsigned char *before = NULL;
			if (cs->expr) {
				emit_eval(e, k, leaf, OP_JF, cs->expr->id);
				skip = put(k, 0);
				before = gen_seen_save(e);
			}
			for (int i = 0; i < cs->nfields; i++)
				if (cs->fields[i].kind == TY_ASSERT) {
					put(k, OP_ASSERT);
					put(k, e->field_base[gc] + i);
					put(k, x->index);
				}
			if (cs->display) {
				const isa_display *d = cs->display;
				for (int i = 0; i < d->npieces; i++) {
					const isa_piece *p = &d->pieces[i];
					int pi = e->piece_base[gc] + i;
					switch (p->kind) {
					case PC_TEXT:
						put(k, gen_has_newline_n(p->text, (size_t)p->len) ? OP_TEXTN : OP_TEXT);
						put(k, pi);
						break;
					case PC_ALIGN:
						put(k, OP_ALIGN);
						put(k, p->align);
						break;
					case PC_NAME:
						put(k, OP_NAME);
						put(k, p->align);
						break;
					case PC_FIELD: {
						walk w = {leaf, p->text, -1, pi, 0};
						emit_walk(e, k, &w);
						break;
					}
					}
				}
				put(k, OP_END);
			}
			if (skip >= 0) {
				land(k, skip);
				gen_seen_restore(e, before);
			}
			if (cs->display && !cs->expr)
				return; /* nothing after an unconditional display runs */
		}
	put(k, OP_NODISP);
	put(k, OP_END);
}

/* Every leaf's programs: per expression its chain can evaluate, the
 * fetches of the expression's fields (the expression on top of the
 * stack, so its own override counts as true); then its display. */
void gen_build_code(emitter *e)
{
	const isa *m = e->m;
	code *k = &e->code;
	int nlx = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		e->lx_at[b] = nlx;
		e->disp[b] = -1;
		if (m->bitsets[b]->is_leaf)
			nlx += gen_chain_exprs(m->bitsets[b], e->lx_ids, m->nexprs);
	}
	e->lx_code = calloc((size_t)nlx + 1, sizeof(int));
	e->lx_expr = calloc((size_t)nlx + 1, sizeof(int));
	e->nlx = nlx;
	put(k, OP_END); /* offset 0: the empty program */
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *leaf = m->bitsets[b];
		if (!leaf->is_leaf)
			continue;
		int n = gen_chain_exprs(leaf, e->lx_ids, m->nexprs);
		int *ids = malloc(sizeof(int) * (size_t)(n + 1));
		memcpy(ids, e->lx_ids, sizeof(int) * (size_t)n);
		for (int i = 0; i < n; i++) {
			const isa_expr *x = m->exprs[ids[i]];
			e->lx_expr[e->lx_at[b] + i] = x->id;
			e->lx_code[e->lx_at[b] + i] = k->n;
			memset(e->seen, 0, (size_t)m->nexprs + 1);
			for (int f = 0; f < x->nfields; f++) {
				walk w = {leaf, x->fields[f], x->id, -1, f};
				emit_walk(e, k, &w);
			}
			put(k, OP_END);
		}
		free(ids);
		/* Valhall text is printed from the instruction table
		 * (rt_va.inc): no display program */
		e->disp[b] = m->va ? -1 : k->n;
		memset(e->seen, 0, (size_t)m->nexprs + 1);
		if (!m->va)
			emit_display(e, k, leaf);
	}
}

void gen_emit_code(emitter *e)
{
	FILE *c = e->c;
	fprintf(c, "/* display and fetch programs (%d words) */\nstatic const uint16_t rt_code[] = {", e->code.n);
	for (int i = 0; i < e->code.n; i++)
		fprintf(c, "%s%u,", i % 16 ? " " : "\n\t", e->code.v[i]);
	fputs("\n\t0\n};\n\n/* per leaf and expression of its chain: the expression, its fetch program */\n"
	      "static const rt_lexpr rt_lx[] = {\n", c);
	for (int i = 0; i < e->nlx; i++)
		fprintf(c, "\t{%d, %d},\n", e->lx_expr[i], e->lx_code[i]);
	fputs("\t{-1, 0}\n};\n\n", c);
}
