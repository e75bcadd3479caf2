/*
 * codegen/gen_show.c - `isaproof gen` (the default form): the
 * interpreter's lookups, expressions and displays as straight C, one leaf
 * at a time.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"

/* ---- straight code (the default; --compact writes programs instead) ---- */

/* The generated code runs the interpreter's lookups as straight code for
 * one leaf at a time (about 4 times the size of the programs below, and
 * fewer instructions per word): a cwalk over the cases Mesa's lookup visits (each
 * override's condition evaluated through the scope's memo), ending in
 * what to do with the field found, or with the name missing. */

typedef struct cwalk cwalk;
struct cwalk {
	void (*found)(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind);
	void (*miss)(emitter *e, const cwalk *w, int ind);
	const isa_bitset *leaf;
	const char *name;
	int piece;          /* display: the rt_pieces index */
	const isa_piece *p; /* display: the piece */
	int slot;           /* fetch: the v[] index */
};

/* the expression on top of the stack, known only at run time */
#define CUR_RUNTIME (-2)

/* The cwalk for w->name in a scope of w->leaf.  `cur` is the expression
 * being evaluated (its own override counts as true, so a condition can
 * read its own fields), -1 for none, CUR_RUNTIME for the variable cur. */
static void emit_cwalk(emitter *e, const cwalk *w, int cur, int ind)
{
	FILE *c = e->c;
	gen_tabs(c, ind);
	fputs("do {\n", c);
	unsigned char *first = NULL; /* as emit_walk: known on every path out */
	for (const isa_bitset *b = w->leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			int f = -1;
			for (int i = 0; i < cs->nfields && f < 0; i++)
				if (!strcmp(cs->fields[i].name, w->name))
					f = i;
			int gc = e->case_base[b->index] + k;
			if (cs->expr && cur == CUR_RUNTIME) {
				int x = cs->expr->id;
				gen_tabs(c, ind + 1);
				if (f < 0) {
					fprintf(c, "if (cur != %d)\n", x);
					gen_tabs(c, ind + 2);
					fprintf(c, "(void)RT_EVL(%d, " ELEAF ");\n", x, x);
					continue;
				}
				fprintf(c, "if (cur == %d || RT_EVL(%d, " ELEAF ")) {\n", x, x, x);
				w->found(e, w, &cs->fields[f], e->field_base[gc] + f, ind + 2);
				gen_tabs(c, ind + 2);
				fputs("break;\n", c);
				gen_tabs(c, ind + 1);
				fputs("}\n", c);
				continue;
			}
			bool always = !cs->expr || cs->expr->id == cur;
			if (always && f < 0)
				continue;
			if (always) {
				w->found(e, w, &cs->fields[f], e->field_base[gc] + f, ind + 1);
				goto done;
			}
			if (f < 0) {
				if (!e->seen[cs->expr->id]) { /* see emit_eval */
					gen_tabs(c, ind + 1);
					fprintf(c, "(void)RT_EVL(%d, " ELEAF ");\n", cs->expr->id, cs->expr->id);
				}
				e->seen[cs->expr->id] = 1;
				continue;
			}
			gen_tabs(c, ind + 1);
			fprintf(c, "if (RT_EVL(%d, " ELEAF ")) {\n", cs->expr->id, cs->expr->id);
			e->seen[cs->expr->id] = 1;
			unsigned char *before = gen_seen_save(e);
			if (!first)
				first = gen_seen_save(e);
			w->found(e, w, &cs->fields[f], e->field_base[gc] + f, ind + 2);
			gen_seen_restore(e, before);
			gen_tabs(c, ind + 2);
			fputs("break;\n", c);
			gen_tabs(c, ind + 1);
			fputs("}\n", c);
		}
	w->miss(e, w, ind + 1);
done:
	if (first)
		gen_seen_restore(e, first);
	gen_tabs(c, ind);
	fputs("} while (0);\n", c);
}

/* A field's value in the scope (sc) of a leaf, as a C expression: its
 * bits (constant positions), or its expression through the memo. */
static void emit_value(emitter *e, const isa_field *fd)
{
	FILE *c = e->c;
	if (fd->derived) {
		if (fd->expr)
			fprintf(c, "rt_narrow(RT_EVL(%d, " ELEAF "))", fd->expr->id, fd->expr->id);
		else
			fputs("UINT64_C(0)", c);
		return;
	}
	int width = fd->high - fd->low + 1, k = fd->low / 64, sh = fd->low % 64;
	if (fd->low / 64 != fd->high / 64) {
		fprintf(c, "rt_extract(&sc->val, %d, %d)", fd->low, fd->high);
		return;
	}
	if (width == 64)
		fprintf(c, "sc->val.w[%d]", k);
	else if (sh == 0)
		fprintf(c, "(sc->val.w[%d] & UINT64_C(0x%llx))", k,
			(unsigned long long)((UINT64_C(1) << width) - 1));
	else
		fprintf(c, "((sc->val.w[%d] >> %d) & UINT64_C(0x%llx))", k, sh,
			(unsigned long long)((UINT64_C(1) << width) - 1));
}

/* Printing the value v of field fd, as the runtime's rt_show_value does,
 * specialised to the field's kind; the rare kinds call it. */
static void emit_show_kind(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	FILE *c = e->c;
	int width = fd->high - fd->low + 1;
	if (w->p->align) {
		gen_tabs(c, ind);
		fprintf(c, "rt_pad_to(o, %d);\n", w->p->align);
	}
	gen_tabs(c, ind);
	switch (fd->kind) {
	case TY_INT:
		fprintf(c, "rt_put_i64(o, rt_sext(v, %d), 0);\n", width);
		break;
	case TY_UINT:
		fputs("rt_put_u64(o, v);\n", c);
		break;
	case TY_HEX:
		fputs("rt_put_hex(o, v);\n", c);
		break;
	case TY_OFFSET:
		fprintf(c, "if (v)\n");
		gen_tabs(c, ind + 1);
		fprintf(c, "rt_put_i64(o, rt_sext(v, %d), 1);\n", width);
		break;
	case TY_BOOL:
	case TY_BOOL_INV:
		if (!fd->display) {
			fprintf(c, "rt_put_u64(o, %s);\n", fd->kind == TY_BOOL ? "(unsigned)v" : "!v");
			break;
		}
		if (gen_has_newline_n(fd->display, strlen(fd->display))) {
			fprintf(c, "if (%sv)\n", fd->kind == TY_BOOL ? "" : "!");
			gen_emit_put_text(c, fd->display, ind + 1);
			break;
		}
		fprintf(c, "RT_SHOW_PUTC_IF(o, %sv, ", fd->kind == TY_BOOL ? "" : "!");
		gen_c_string(c, fd->display, strlen(fd->display));
		fprintf(c, ", %zu);\n", strlen(fd->display));
		break;
	case TY_ENUM:
		fprintf(c, "rt_enum_%d(o, v);\n", gen_enum_index(e->m, fd->enm));
		break;
	case TY_BITSET:
		if (fd->nparams)
			fprintf(c, "RT_SHOW_SUB(%d, %d, v, rt_pvs[sc->bitset]);\n", e->field_canon[fi],
				gen_root_index(e->m, fd->root));
		else
			fprintf(c, "RT_SHOW_SUB(%d, %d, v, NULL);\n", e->field_canon[fi],
				gen_root_index(e->m, fd->root));
		break;
	default: /* uoffset, float, branches, custom: the runtime's code */
		fprintf(c, "rt_show_value(s, sc, &rt_pieces[%d], &rt_fields[%d], v);\n",
			e->piece_canon[w->piece], e->field_canon[fi]);
		return;
	}
}

static void show_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	FILE *c = e->c;
	if (fd->kind == TY_ASSERT) { /* shown as the runtime does: nothing */
		gen_tabs(c, ind);
		fprintf(c, "rt_show_value(s, sc, &rt_pieces[%d], &rt_fields[%d], 0);\n",
			e->piece_canon[w->piece], e->field_canon[fi]);
		return;
	}
	gen_tabs(c, ind);
	fputs("{\n", c);
	gen_tabs(c, ind + 1);
	fputs("uint64_t v = ", c);
	emit_value(e, fd);
	fputs(";\n", c);
	emit_show_kind(e, w, fd, fi, ind + 1);
	gen_tabs(c, ind);
	fputs("}\n", c);
}

static void show_miss(emitter *e, const cwalk *w, int ind)
{
	gen_tabs(e->c, ind);
	fprintf(e->c, "rt_show_param(s, sc, &rt_pieces[%d]);\n", e->piece_canon[w->piece]);
}

static void fetch_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	(void)fi;
	gen_tabs(e->c, ind);
	fprintf(e->c, "v[%d] = (int64_t)", w->slot);
	emit_value(e, fd);
	fputs(";\n", e->c);
}

static void fetch_miss(emitter *e, const cwalk *w, int ind)
{
	gen_tabs(e->c, ind);
	fprintf(e->c, "v[%d] = (int64_t)rt_param_value(s, sc, %d);\n", w->slot, gen_name_id(e, w->name));
}

static void lookup_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	(void)w;
	gen_tabs(e->c, ind);
	fputs("*val = ", e->c);
	emit_value(e, fd);
	fputs(";\n", e->c);
	gen_tabs(e->c, ind);
	fprintf(e->c, "return &rt_fields[%d];\n", e->field_canon[fi]);
}

static void lookup_miss(emitter *e, const cwalk *w, int ind)
{
	gen_tabs(e->c, ind);
	fprintf(e->c, "return rt_via_resolve(s, sc, %d, val);\n", gen_name_id(e, w->name));
}

/* ---- runs of pieces (isaspec: codegen/rt_run.inc) ---- */

/* Pieces that print without a call that writes text are written as one
 * run through a cursor p_, the room for the most the run can write
 * tested once (rt_run_start).  A run is at most RUN_ROOM bytes: near the
 * end of the buffer it is written aside into as many on the stack. */
enum { RUN_ROOM = 256, RUN_TEXT_MAX = 64, RUN_NUMBER = 21 };

bool gen_show_runs(const emitter *e)
{
	return !e->m->dt && !e->m->mp && !e->m->va && !e->o->compact;
}

/* the rows of enum en's table (as gen_tables.c's emit_enum_table writes
 * rt_enum_t<k> and rt_enum_n<k>), 0 when it has none */
static int enum_rows(const isa_enum *en)
{
	enum { TABLE_MAX = 64, TEXT_MAX = 15 };
	int n = 0;
	for (int i = 0; i < en->nvalues; i++) {
		const char *d = en->values[i].display;
		size_t dl = strlen(d);
		if (en->values[i].val >= TABLE_MAX || dl > TEXT_MAX || gen_has_newline_n(d, dl))
			return 0;
		if ((int)en->values[i].val + 1 > n)
			n = (int)en->values[i].val + 1;
	}
	return n;
}

/* whether enum en has a text for every value of `width` bits (its table
 * then needs no test of the value) */
static bool enum_covers(const isa_enum *en, int width)
{
	if (width > 6 || !enum_rows(en))
		return false;
	for (uint64_t v = 0; v < (UINT64_C(1) << width); v++) {
		int i = 0;
		while (i < en->nvalues && en->values[i].val != v)
			i++;
		if (i == en->nvalues)
			return false;
	}
	return true;
}

/* the most field fd's value prints on the cursor, or -1 when it is
 * printed another way (a call that writes, a column to pad to) */
static int field_room(const isa_field *fd)
{
	switch (fd->kind) {
	case TY_INT:
	case TY_UINT:
		return RUN_NUMBER;
	case TY_BOOL:
	case TY_BOOL_INV:
		if (!fd->display)
			return RUN_NUMBER;
		if (gen_has_newline_n(fd->display, strlen(fd->display)) || strlen(fd->display) > RUN_TEXT_MAX)
			return -1;
		return (int)strlen(fd->display);
	case TY_ENUM:
		return enum_rows(fd->enm) ? RUN_NUMBER : -1;
	default:
		return -1;
	}
}

/* The most piece p of a display in a leaf's scope prints on the cursor,
 * or -1.  A field: every field its lookup (emit_cwalk's walk, no
 * expression on the stack) can end on prints on the cursor, and the name
 * is never missing (rt_show_param would print it). */
static int piece_room(const isa_bitset *leaf, const isa_piece *p)
{
	if (p->align)
		return -1;
	if (p->kind == PC_TEXT)
		return gen_has_newline(p->text, p->len) || p->len > RUN_TEXT_MAX ? -1 : p->len;
	if (p->kind == PC_NAME) {
		/* the name's 32 bytes from the table (RT_RUN_BSNAME) when the
		 * display is shared: every leaf sharing it has a short name
		 * too, its text would differ otherwise */
		size_t n = strlen(leaf->displayname);
		return n > 32 || gen_has_newline_n(leaf->displayname, n) ? -1 : 32;
	}
	if (p->kind != PC_FIELD)
		return -1;
	int most = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			for (int i = 0; i < cs->nfields; i++) {
				if (strcmp(cs->fields[i].name, p->text))
					continue;
				int r = field_room(&cs->fields[i]);
				if (r < 0)
					return -1;
				most = r > most ? r : most;
				if (!cs->expr)
					return most;
				break;
			}
		}
	return -1;
}

/* show_found on the cursor (piece_room allowed it) */
static void run_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	FILE *c = e->c;
	(void)w;
	(void)fi;
	gen_tabs(c, ind);
	fputs("{\n", c);
	gen_tabs(c, ind + 1);
	fputs("uint64_t v = ", c);
	emit_value(e, fd);
	fputs(";\n", c);
	gen_tabs(c, ind + 1);
	switch (fd->kind) {
	case TY_INT:
		fprintf(c, "p_ = rt_run_i64(p_, rt_sext(v, %d));\n", fd->high - fd->low + 1);
		break;
	case TY_BOOL:
	case TY_BOOL_INV:
		if (!fd->display) {
			fprintf(c, "p_ = rt_run_u64(p_, %s);\n", fd->kind == TY_BOOL ? "(unsigned)v" : "!v");
			break;
		}
		fprintf(c, "RT_RUNC_IF(p_, %sv, ", fd->kind == TY_BOOL ? "" : "!");
		gen_c_string(c, fd->display, strlen(fd->display));
		fprintf(c, ", %zu);\n", strlen(fd->display));
		break;
	case TY_ENUM:
		if (!fd->derived && enum_covers(fd->enm, fd->high - fd->low + 1))
			fprintf(c, "RT_RUN_ENUM_ALL(p_, %d, v);\n", gen_enum_index(e->m, fd->enm));
		else
			fprintf(c, "RT_RUN_ENUM(p_, %d, %d, v);\n", gen_enum_index(e->m, fd->enm),
				enum_rows(fd->enm));
		break;
	default: /* TY_UINT */
		fputs("p_ = rt_run_u64(p_, v);\n", c);
		break;
	}
	gen_tabs(c, ind);
	fputs("}\n", c);
}

static void run_miss(emitter *e, const cwalk *w, int ind)
{
	(void)e; /* piece_room: never reached */
	(void)w;
	(void)ind;
}

/* pieces [from, to) of the display as one run of at most room bytes */
static void emit_run(emitter *e, const isa_bitset *leaf, const isa_case *cs, int gc, int from, int to,
		     int room)
{
	FILE *c = e->c;
	fprintf(c, "\t\t{ /* %d pieces, one test of room */\n\t\t\tchar t_[%d];\n"
		   "\t\t\tchar *p_ = rt_run_start(o, t_, %d), *const p0_ = p_;\n",
		to - from, room, room);
	for (int i = from; i < to; i++) {
		const isa_piece *p = &cs->display->pieces[i];
		if (p->kind == PC_TEXT) {
			fputs("\t\t\tRT_RUNC(p_, ", c);
			gen_c_string(c, p->text, (size_t)p->len);
			fprintf(c, ", %d);\n", p->len);
			continue;
		}
		if (p->kind == PC_NAME) {
			fputs("\t\t\t" RUN_NAME "\n", c);
			continue;
		}
		fprintf(c, "\t\t\t/* {%s} */\n", gen_cmt(p->text));
		cwalk w = {run_found, run_miss, leaf, p->text, e->piece_base[gc] + i, p, 0};
		emit_cwalk(e, &w, -1, 3);
	}
	fputs("\t\t\tRT_RUN_END(o, t_, p0_, p_);\n\t\t}\n", c);
}

/* the piece as RT_PUTC and its likes write it, in a leaf's scope */
static void emit_piece(emitter *e, const isa_bitset *leaf, const isa_piece *p, int piece)
{
	FILE *c = e->c;
	switch (p->kind) {
	case PC_TEXT:
		fprintf(c, "\t\t%s(o, ", gen_has_newline(p->text, p->len) ? "rt_putn" : "RT_SHOW_PUTC");
		gen_c_string(c, p->text, (size_t)p->len);
		fprintf(c, ", %d);\n", p->len);
		break;
	case PC_ALIGN:
		fprintf(c, "\t\trt_pad_to(o, %d);\n", p->align);
		break;
	case PC_NAME:
		if (p->align)
			fprintf(c, "\t\trt_pad_to(o, %d);\n", p->align);
		fputs("\t\t" LEAF_NAME "\n", c);
		break;
	case PC_FIELD: {
		fprintf(c, "\t\t/* {%s} */\n", gen_cmt(p->text));
		cwalk w = {show_found, show_miss, leaf, p->text, piece, p, 0};
		emit_cwalk(e, &w, -1, 2);
		break;
	}
	}
}

/* the pieces of one display, in a leaf's scope: two or more in a row
 * that print on the cursor as a run (gen_show_runs), the others one by
 * one */
static void emit_pieces(emitter *e, const isa_bitset *leaf, const isa_case *cs, int gc)
{
	const isa_display *d = cs->display;
	bool runs = gen_show_runs(e);
	for (int i = 0; i < d->npieces;) {
		int j = i, room = 0;
		while (runs && j < d->npieces) {
			int r = piece_room(leaf, &d->pieces[j]);
			if (r < 0 || room + r > RUN_ROOM)
				break;
			room += r;
			j++;
		}
		if (j - i >= 2 && room > 0) {
			emit_run(e, leaf, cs, gc, i, j, room);
			i = j;
			continue;
		}
		emit_piece(e, leaf, &d->pieces[i], e->piece_base[gc] + i);
		i++;
	}
}

/* the field named `name` that case cs defines, or NULL */
static const isa_field *case_field(const isa_case *cs, const char *name)
{
	for (int i = 0; i < cs->nfields; i++)
		if (!strcmp(cs->fields[i].name, name))
			return &cs->fields[i];
	return NULL;
}

/* A flat expression, in a leaf's scope: every field it reads is plain
 * bits of the scope, found in a case entered without a condition (or on
 * its own), and the conditions of the cases its lookups visit on the way
 * (evaluated for their memo only, their value unused) are flat too.  Its
 * value and theirs are then the same whatever the order of evaluation and
 * whatever the recursion guard cut short, and no error can arise: the
 * whole closure is computed at once and memoized, where the reference
 * evaluates, in ir3's #reg-gpr, a0's condition inside p0's inside a0's.
 *
 * flat_walk: the lookup of `name` for expression `cur` (as emit_cwalk
 * walks it), adding the conditions it visits to ids; false when not flat.
 * *out: the field found. */
static bool flat_walk(const isa_bitset *leaf, int cur, const char *name, const isa_field **out,
		      int *ids, int *n)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			const isa_field *fd = case_field(cs, name);
			bool always = !cs->expr || cs->expr->id == cur;
			if (always && fd) {
				*out = fd;
				return !fd->derived || !fd->expr;
			}
			if (always)
				continue;
			if (fd) /* which field depends on a value */
				return false;
			int j = 0;
			while (j < *n && ids[j] != cs->expr->id)
				j++;
			if (j == *n)
				ids[(*n)++] = cs->expr->id;
		}
	return false; /* a param, or missing: read from elsewhere */
}

/* the closure of x in ids (x first) and its size, or 0 when not flat */
static int flat_closure(const isa *m, const isa_bitset *leaf, int x, int *ids)
{
	int n = 1;
	ids[0] = x;
	for (int i = 0; i < n; i++) {
		const isa_expr *y = m->exprs[ids[i]];
		for (int k = 0; k < y->nfields; k++) {
			const isa_field *fd;
			if (!flat_walk(leaf, y->id, y->fields[k], &fd, ids, &n))
				return 0;
		}
	}
	return n;
}

/* every expression of the closure ids[0..n) from the scope's bits, into
 * the memo, last first (at ind tabs) */
static void emit_flat_values(emitter *e, const isa_bitset *leaf, int *ids, int n, int ind)
{
	const isa *m = e->m;
	FILE *c = e->c;
	for (int i = n - 1; i >= 0; i--) {
		const isa_expr *y = m->exprs[ids[i]];
		gen_tabs(c, ind);
		fprintf(c, "{ /* %s */\n", gen_cmt(y->name ? y->name : "inline"));
		gen_tabs(c, ind + 1);
		fprintf(c, "int64_t v[%d] = {0};\n", y->nfields + 1);
		for (int k = 0; k < y->nfields; k++) {
			const isa_field *fd;
			int all = n;
			flat_walk(leaf, y->id, y->fields[k], &fd, ids, &all);
			gen_tabs(c, ind + 1);
			fprintf(c, "v[%d] = (int64_t)", k);
			emit_value(e, fd);
			fputs(";\n", c);
		}
		gen_tabs(c, ind + 1);
		fprintf(c, "sc->memo_val[%d] = rt_x%d(v, s->gen);\n", y->id, y->id);
		gen_tabs(c, ind + 1);
		fprintf(c, "sc->known[%d] = 1;\n", y->id);
		gen_tabs(c, ind);
		fputs("}\n", c);
	}
}

/* The start of rt_e_<leaf>_<x> for a flat x: the guard as rt_push_expr's,
 * then every expression of the closure from the scope's bits.  Only where
 * the reference's stack cannot fill on the way (each expression on it at
 * most once, x twice: slot 0 is never checked): a full stack leaves some
 * unevaluated, and they may be read later. */
static void emit_flat_eval(emitter *e, const isa_bitset *leaf, int x, int *ids, int n)
{
	FILE *c = e->c;
	fprintf(c, "\tif (s->sp + %d <= RT_EXPR_STACK) { /* flat */\n"
		   "\t\tif (!rt_can_push(s, %d))\n\t\t\treturn 0;\n", n + 1, x);
	emit_flat_values(e, leaf, ids, n, 2);
	fprintf(c, "\t\treturn sc->memo_val[%d];\n\t}\n", x);
}

/* rt_f_<leaf>_<expr>: an expression's field fetches in a leaf's scope
 * (the expression itself is on top of the stack, so its own override
 * counts as true); rt_e_<leaf>_<expr>: its whole evaluation, what the
 * runtime's rt_eval does; rt_fetch: the fetches for the generic rt_eval */
void gen_emit_expr_unit(emitter *e, const isa_bitset *leaf, int xid, int *flat)
{
	const isa *m = e->m;
	FILE *c = e->c;
	const isa_expr *x = m->exprs[xid];
	memset(e->seen, 0, (size_t)m->nexprs + 1);
	fprintf(c, "\nstatic void rt_f_" ELEAF "_%d(rt_state *s, rt_scope *sc, int64_t *v)\n{\n"
		   "\t(void)s;\n\t(void)sc;\n\t(void)v;\n",
		x->id, x->id);
	for (int k = 0; k < x->nfields; k++) {
		fprintf(c, "\t/* {%s} */\n", gen_cmt(x->fields[k]));
		cwalk w = {fetch_found, fetch_miss, leaf, x->fields[k], -1, NULL, k};
		emit_cwalk(e, &w, x->id, 1);
	}
	fputs("}\n\n", c);
	fprintf(c, "static RT_UNUSED uint64_t rt_e_" ELEAF "_%d(rt_state *s, rt_scope *sc)\n{\n",
		x->id, x->id);
	int nflat = flat_closure(m, leaf, x->id, flat);
	if (nflat)
		emit_flat_eval(e, leaf, x->id, flat, nflat);
	fprintf(c, "\tif (!rt_push_expr(s, %d))\n\t\treturn 0;\n"
		   "\tint64_t v[%d] = {0};\n\trt_f_" ELEAF "_%d(s, sc, v);\n"
		   "\tuint64_t r = rt_x%d(v, s->gen);\n\ts->sp--;\n"
		   "\tsc->memo_val[%d] = r;\n\tsc->known[%d] = 1;\n\treturn r;\n}\n",
		x->id, x->nfields + 1, x->id, x->id, x->id, x->id, x->id);
}

/* rt_fetch: the generic rt_eval's way to the compiled fetches, per leaf
 * (erep: the leaf whose copy of each expression's code each leaf uses);
 * leaves with the same cases share them */
void gen_emit_fetch_switch(emitter *e, const int *erep)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int ne = m->nexprs;
	char **body = calloc((size_t)m->nbitsets + 1, sizeof(char *));
	interner same;
	gen_interner_init(&same, m->nbitsets);
	int *first = calloc((size_t)m->nbitsets + 1, sizeof(int));
	for (int b = 0; b < m->nbitsets; b++) {
		first[b] = -1;
		int n = m->bitsets[b]->is_leaf ? gen_chain_exprs(m->bitsets[b], e->lx_ids, ne) : 0;
		if (!n)
			continue;
		size_t len;
		FILE *f = open_memstream(&body[b], &len);
		for (int i = 0; i < n; i++)
			fprintf(f, "\t\tcase %d:\n\t\t\trt_f_%d_%d(s, sc, v);\n\t\t\treturn 1;\n",
				e->lx_ids[i], erep[b * ne + e->lx_ids[i]], e->lx_ids[i]);
		fclose(f);
		first[b] = gen_interner_add(&same, strdup(body[b]), b);
	}
	fputs("static int rt_fetch(rt_state *s, rt_scope *sc, int e, int64_t *v)\n{\n"
	      "\tswitch (sc->bitset) {\n", c);
	for (int r = 0; r < m->nbitsets; r++) {
		if (first[r] != r)
			continue;
		for (int b = r; b < m->nbitsets; b++)
			if (first[b] == r)
				fprintf(c, "\tcase %d:\n", b);
		fprintf(c, "\t\tswitch (e) {\n%s\t\tdefault:\n\t\t\treturn 0;\n\t\t}\n", body[r]);
	}
	fputs("\tdefault:\n\t\t(void)s;\n\t\t(void)e;\n\t\t(void)v;\n\t\treturn 0;\n\t}\n}\n\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		free(body[b]);
	free(body);
	free(first);
	gen_interner_free(&same);
}

/* whether a leaf's chain has a bitset field with params */
bool gen_has_params(const isa_bitset *leaf)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++)
				if (b->cases[k].fields[i].nparams)
					return true;
	return false;
}

/* the names the params of a leaf's bitset fields read in its scope,
 * sorted by name id */
int gen_param_names(emitter *e, const isa_bitset *leaf, int *ids, int max)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++) {
				const isa_field *fd = &b->cases[k].fields[i];
				for (int p = 0; p < fd->nparams; p++) {
					int id = gen_name_id(e, fd->params[p].name), j = 0;
					while (j < n && ids[j] != id)
						j++;
					if (j == n && n < max)
						ids[n++] = id;
				}
			}
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
			int t = ids[j];
			ids[j] = ids[j - 1];
			ids[j - 1] = t;
		}
	return n;
}

int gen_param_count(const isa_bitset *leaf)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++)
				n += b->cases[k].fields[i].nparams;
	return n;
}

/* rt_plk_<leaf>_<name>: the lookup of a name an operand's params read,
 * in the scope of the leaf that shows the operand (what rt_resolve does) */
void gen_emit_param_lookup(emitter *e, const isa_bitset *leaf, int name)
{
	FILE *c = e->c;
	memset(e->seen, 0, (size_t)e->m->nexprs + 1);
	fprintf(c, "\nstatic const rt_field *rt_plk_" PLEAF "_%d(rt_state *s, rt_scope *sc, "
		   "uint64_t *val)\n{\n"
		   "\tint cur = s->sp ? s->stack[s->sp - 1] : -1;\n\t(void)cur;\n",
		name, name);
	cwalk w = {lookup_found, lookup_miss, leaf, e->nm.v[name], -1, NULL, 0};
	emit_cwalk(e, &w, CUR_RUNTIME, 1);
	fputs("\treturn NULL;\n}\n", c);
}

/* rt_pv_<leaf>: those lookups by name; the operand's scope gets it as its pr */
void gen_emit_param_resolver(emitter *e, const int *names, int n)
{
	FILE *c = e->c;
	fputs("\nstatic RT_UNUSED const rt_field *rt_pv_" VLEAF "(rt_state *s, rt_scope *sc, int name, "
	      "uint64_t *val)\n{\n\tswitch (name) {\n", c);
	for (int i = 0; i < n; i++)
		fprintf(c, "\tcase %d:\n\t\treturn rt_plk_" PLEAF "_%d(s, sc, val);\n", names[i], names[i],
			names[i]);
	fputs("\tdefault:\n\t\treturn rt_resolve(s, sc, name, val);\n\t}\n}\n", c);
}

/* A display starts in a fresh scope (rt_display right after
 * rt_scope_init: no value in the memo) with no expression being
 * evaluated (sp 0: displays never run inside an evaluation).  So the
 * first expression it evaluates, when flat (emit_flat_eval's guard then
 * holds), is computed here with its closure, without the call, the
 * memo's test and the guard; what follows finds them in the memo.  The
 * first is the condition of the first case that has one, leaf first then
 * ancestors as rt_find_display visits them, when no case before it shows
 * or asserts anything. */
enum { EXPR_STACK = 8 }; /* rt_body.inc's RT_EXPR_STACK */

/* A first evaluation that is not flat (a field read through the params)
 * is written out straight when its course does not depend on a value:
 * the reference's recursion (rt_e_* through RT_EVL, each expression
 * evaluating the conditions of the cases its lookups pass, its stack
 * checked at every push but for slot 0) is run here, at generation,
 * on the memo's known flags and the stack, which decide it alone from a
 * fresh scope and sp 0; what is left for run time is, in the same order,
 * each evaluation's fields, its rt_x call and its memo entry.  A param's
 * lookup in the parent may read s->stack (its expression on top, its
 * pushes checked against all of it), so the stack is written as the
 * reference's holds it before each.  Not written where a lookup passes
 * a case holding the name (its condition's value decides), nor where an
 * expression with a flat closure is reached (rt_e_* takes its flat path
 * by the depth). */
typedef struct straight {
	emitter *e;
	const isa_bitset *leaf;
	FILE *c;
	int stack[EXPR_STACK], sp;   /* the reference's stack */
	int rstack[EXPR_STACK], rsp; /* s->stack and s->sp as the code so far leaves them */
	unsigned char *known;        /* the memo's known flags */
	int *ids;                    /* room for flat_closure */
	int nv;                      /* v arrays declared */
	bool ok;
} straight;

static bool straight_eval(straight *t, int x);

/* s->stack and s->sp as the reference's, before a call that reads them */
static void straight_sync(straight *t)
{
	for (int i = 0; i < t->sp; i++)
		if (t->rstack[i] != t->stack[i]) {
			fprintf(t->c, "\ts->stack[%d] = %d;\n", i, t->stack[i]);
			t->rstack[i] = t->stack[i];
		}
	if (t->rsp != t->sp)
		fprintf(t->c, "\ts->sp = %d;\n", t->sp);
	t->rsp = t->sp;
}

/* field `name` of expression x into v<me>[k], as rt_f_<leaf>_<x>'s cwalk
 * fetches it (seen: the conditions that function evaluated already) */
static void straight_field(straight *t, int x, const char *name, int me, int k, unsigned char *seen)
{
	for (const isa_bitset *b = t->leaf; b; b = b->parent)
		for (int j = 0; j < b->ncases; j++) {
			const isa_case *cs = &b->cases[j];
			const isa_field *fd = case_field(cs, name);
			bool always = !cs->expr || cs->expr->id == x;
			if (always && !fd)
				continue;
			if (!always && fd) { /* a value decides */
				t->ok = false;
				return;
			}
			if (!always) {
				if (!seen[cs->expr->id])
					straight_eval(t, cs->expr->id);
				seen[cs->expr->id] = 1;
				if (!t->ok)
					return;
				continue;
			}
			if (fd->derived) {
				/* no expression, or a push refused: 0, as v holds */
				if (fd->expr && straight_eval(t, fd->expr->id) && t->ok)
					fprintf(t->c, "\tv%d[%d] = (int64_t)rt_narrow(sc->memo_val[%d]);\n", me,
						k, fd->expr->id);
				return;
			}
			FILE *keep = t->e->c;
			t->e->c = t->c;
			fprintf(t->c, "\tv%d[%d] = (int64_t)", me, k);
			emit_value(t->e, fd);
			fputs(";\n", t->c);
			t->e->c = keep;
			return;
		}
	straight_sync(t);
	fprintf(t->c, "\tv%d[%d] = (int64_t)rt_param_value(s, sc, %d);\n", me, k, gen_name_id(t->e, name));
}

/* RT_EVL(x): true when its value is then in the memo, false for 0 */
static bool straight_eval(straight *t, int x)
{
	const isa *m = t->e->m;
	if (t->known[x])
		return true;
	if (flat_closure(m, t->leaf, x, t->ids)) {
		t->ok = false;
		return false;
	}
	for (int i = t->sp - 1; i > 0; i--) /* rt_can_push */
		if (t->stack[i] == x)
			return false;
	if (t->sp >= EXPR_STACK)
		return false;
	t->stack[t->sp++] = x;
	const isa_expr *y = m->exprs[x];
	int me = t->nv++;
	unsigned char *seen = calloc((size_t)m->nexprs + 1, 1);
	if (!seen) {
		t->ok = false;
		return false;
	}
	fprintf(t->c, "\tint64_t v%d[%d] = {0}; /* %s */\n", me, y->nfields + 1,
		gen_cmt(y->name ? y->name : "inline"));
	for (int k = 0; k < y->nfields && t->ok; k++)
		straight_field(t, x, y->fields[k], me, k, seen);
	free(seen);
	t->sp--;
	fprintf(t->c, "\tsc->memo_val[%d] = rt_x%d(v%d, s->gen);\n\tsc->known[%d] = 1;\n", x, x, me, x);
	t->known[x] = 1;
	return true;
}

/* the first evaluation, x from a fresh scope at sp 0, straight when it
 * can be (straight above); its expressions then seen */
static void emit_straight_eval(emitter *e, const isa_bitset *leaf, int x)
{
	const isa *m = e->m;
	straight t = {e, leaf, NULL, {0}, 0, {0}, 0, NULL, NULL, 0, true};
	char *text = NULL;
	size_t len = 0;
	t.known = calloc((size_t)m->nexprs + 1, 1);
	t.ids = malloc(sizeof(int) * ((size_t)m->nexprs + 1));
	t.c = open_memstream(&text, &len);
	if (!t.known || !t.ids || !t.c)
		t.ok = false;
	for (int i = 0; i < EXPR_STACK; i++)
		t.rstack[i] = -1; /* unknown: whatever the last evaluation left */
	if (t.ok)
		straight_eval(&t, x);
	if (t.ok && t.rsp != 0)
		fputs("\ts->sp = 0;\n", t.c);
	if (t.c)
		fclose(t.c);
	/* a single evaluation gains nothing over the call */
	if (t.ok && t.nv > 1) {
		fputs("\t/* the first evaluation, in a fresh scope, straight */\n\t{\n", e->c);
		for (const char *p = text; *p;) {
			const char *nl = strchr(p, '\n');
			size_t n = nl ? (size_t)(nl - p + 1) : strlen(p);
			fprintf(e->c, "\t%.*s", (int)n, p);
			p += n;
		}
		fputs("\t}\n", e->c);
		for (int i = 0; i <= m->nexprs; i++)
			if (t.known[i])
				e->seen[i] = 1;
	}
	free(text);
	free(t.known);
	free(t.ids);
}

static void emit_fresh_eval(emitter *e, const isa_bitset *leaf)
{
	const isa_case *cs = NULL;
	for (const isa_bitset *x = leaf; x && !cs; x = x->parent)
		for (int k = 0; k < x->ncases && !cs; k++) {
			if (x->cases[k].expr)
				cs = &x->cases[k];
			else if (x->cases[k].display || gen_case_asserts(&x->cases[k]))
				return;
		}
	if (!cs)
		return;
	int *ids = malloc(sizeof(int) * (size_t)(e->m->nexprs + 1));
	if (!ids)
		return;
	int n = flat_closure(e->m, leaf, cs->expr->id, ids);
	if (n > 0 && n + 1 <= EXPR_STACK) {
		fputs("\t/* the first evaluation, in a fresh scope */\n", e->c);
		emit_flat_values(e, leaf, ids, n, 1);
		for (int i = 0; i < n; i++)
			e->seen[ids[i]] = 1;
	} else if (n == 0) {
		emit_straight_eval(e, leaf, cs->expr->id);
	}
	free(ids);
}

/* rt_show_<leaf>: choosing the display case (the runtime's
 * rt_find_display: the first true case with a display, leaf first, the
 * asserts of every true case checked on the way) and printing it, as
 * code for one leaf */
void gen_emit_leaf_show(emitter *e, const isa_bitset *leaf)
{
	const isa *m = e->m;
	FILE *c = e->c;
	memset(e->seen, 0, (size_t)m->nexprs + 1);
	fputs("\nstatic void rt_show_" LEAF_SELF "(rt_state *s, rt_scope *sc)\n{\n", c);
	fputs("\trt_out *o = s->out;\n\t(void)o;\n\t(void)sc;\n", c);
	if (gen_show_runs(e))
		emit_fresh_eval(e, leaf);
	for (const isa_bitset *x = leaf; x; x = x->parent)
		for (int k = 0; k < x->ncases; k++) {
			const isa_case *cs = &x->cases[k];
			int gc = e->case_base[x->index] + k;
			if (!cs->display && !gen_case_asserts(cs)) {
				/* evaluated all the same: errors, memo */
				if (cs->expr && !e->seen[cs->expr->id])
					fprintf(c, "\t(void)RT_EVL(%d, " ELEAF ");\n", cs->expr->id, cs->expr->id);
				if (cs->expr)
					e->seen[cs->expr->id] = 1;
				continue;
			}
			/* the leaf's own cases are not named: leaves that differ
			 * only in their names share the code */
			if (x == leaf)
				fprintf(c, "\t/* the leaf's case %d */\n", k);
			else
				fprintf(c, "\t/* %s case %d */\n", gen_cmt(x->name), k);
			unsigned char *before = NULL;
			if (cs->expr) {
				fprintf(c, "\tif (RT_EVL(%d, " ELEAF ")) {\n", cs->expr->id, cs->expr->id);
				e->seen[cs->expr->id] = 1;
				before = gen_seen_save(e);
			} else {
				fputs("\t{\n", c);
			}
			for (int i = 0; i < cs->nfields; i++) {
				if (cs->fields[i].kind != TY_ASSERT)
					continue;
				int fi = e->field_canon[e->field_base[gc] + i];
				if (x == leaf) /* the scope's own: shared code reads it */
					fprintf(c, "\t\trt_check_assert(s, sc, &rt_fields[%d], sc->bitset);\n", fi);
				else
					fprintf(c, "\t\trt_check_assert(s, sc, &rt_fields[%d], %d);\n", fi, x->index);
			}
			if (cs->display) {
				emit_pieces(e, leaf, cs, gc);
				fputs("\t\treturn;\n", c);
			}
			fputs("\t}\n", c);
			if (before)
				gen_seen_restore(e, before);
			if (cs->display && !cs->expr) {
				fputs("}\n", c); /* nothing after an unconditional display runs */
				return;
			}
		}
	fputs("\trt_no_display(s, sc);\n}\n", c);
}

/* The memo entries a scope of leaf b can read are those of the
 * expressions evaluated in it: the conditions of the cases of b and its
 * ancestors and the expressions of their derived fields (a param is read
 * in the parent's scope, through its own memo).  A nested scope
 * (RT_SHOW_SUB) clears only these, over the leaves of its root: most
 * operands' roots have a few or none, and clearing all RT_NEXPR + 1
 * bytes costs more than the display of a register.  A root whose leaves
 * read many clears them all. */
enum { CLEAR_MAX = 8 };

/* x into ids[0..n) once; returns the new n */
static int clear_add(unsigned char *in, int *ids, int n, int x)
{
	if (!in[x]) {
		in[x] = 1;
		ids[n++] = x;
	}
	return n;
}

void gen_emit_scope_clears(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	unsigned char *in = calloc((size_t)m->nexprs + 1, 1);
	int *ids = malloc(sizeof(int) * ((size_t)m->nexprs + 1));
	for (int r = 0; r < m->nroots; r++) {
		int n = 0;
		memset(in, 0, (size_t)m->nexprs + 1);
		for (int l = 0; l < m->roots[r].nleaves; l++)
			for (const isa_bitset *b = m->roots[r].leaves[l]; b; b = b->parent)
				for (int k = 0; k < b->ncases; k++) {
					const isa_case *cs = &b->cases[k];
					if (cs->expr)
						n = clear_add(in, ids, n, cs->expr->id);
					for (int i = 0; i < cs->nfields; i++)
						if (cs->fields[i].expr)
							n = clear_add(in, ids, n, cs->fields[i].expr->id);
				}
		fprintf(c, "#define RT_CLR_%d(sc) ", r);
		if (n > CLEAR_MAX) {
			fputs("memset((sc)->known, 0, sizeof((sc)->known))\n", c);
			continue;
		}
		fputs("do {", c);
		for (int i = 0; i < n; i++)
			fprintf(c, " (sc)->known[%d] = 0;", ids[i]);
		fputs(" } while (0)\n", c);
	}
	fputs("\n", c);
	free(in);
	free(ids);
}
