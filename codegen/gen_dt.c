/*
 * codegen/gen_dt.c - `isaproof gen` (the default form) of a decodetree
 * description: a leaf's display as rows, one per argument.
 *
 * Decodetree's display is always `name a=v b=func(v) ...` (read/
 * decodetree.c): the leaf's name, then per argument a text and its
 * field.  The texts repeat from leaf to leaf (` rs1=`, `) imm=ex_shift_1(`),
 * so each is written once, and a leaf's display is its name (rt_bsnames)
 * and a row per argument naming a text and the field shown after it.  Rows
 * of a few digits stand where rt_pieces had a row per text and per field.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"

enum { DT_TEXT_MAX = 63 }; /* the widest text a row's copy takes (RT_DT_TW <= 64 bytes a text) */

/* the index of the field named `name` in case cs, or -1 */
static int own_field(const isa_case *cs, const char *name)
{
	for (int i = 0; i < cs->nfields; i++)
		if (!strcmp(cs->fields[i].name, name))
			return i;
	return -1;
}

/* Can the leaf's display be written as rows?  Its only case (no override,
 * no assert: gen_flat_lookup) has a display that starts with the leaf's
 * name and holds texts without '\n' or alignment, and fields of its own
 * case that print as numbers (uint, int). */
static bool leaf_fits(const isa_bitset *b)
{
	if (b->ncases != 1 || !b->cases[0].display)
		return false;
	const isa_case *cs = &b->cases[0];
	const isa_display *d = cs->display;
	size_t nlen = strlen(b->displayname);
	if (d->npieces < 1 || d->pieces[0].kind != PC_TEXT || d->pieces[0].align ||
	    (size_t)d->pieces[0].len != nlen || memcmp(d->pieces[0].text, b->displayname, nlen))
		return false;
	int run = 0; /* the text before the next field */
	for (int p = 1; p < d->npieces; p++) {
		const isa_piece *pc = &d->pieces[p];
		if (pc->align)
			return false;
		if (pc->kind == PC_TEXT) {
			run += pc->len;
			if (gen_has_newline_n(pc->text, (size_t)pc->len) || run > DT_TEXT_MAX)
				return false;
			continue;
		}
		if (pc->kind != PC_FIELD)
			return false;
		int f = own_field(cs, pc->text);
		if (f < 0 || (cs->fields[f].kind != TY_UINT && cs->fields[f].kind != TY_INT))
			return false;
		run = 0;
	}
	return true;
}

bool gen_dt_rows(const emitter *e)
{
	const isa *m = e->m;
	if (!m->dt || e->o->compact || !gen_flat_lookup(m))
		return false;
	int leaves = 0; /* none: no rows to write (C has no empty arrays) */
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		if (bs->is_leaf ? !leaf_fits(bs) : bs->ncases > 1 || (bs->ncases && bs->cases[0].display))
			return false;
		leaves += bs->is_leaf;
	}
	return leaves > 0;
}

/* bits to hold 0 .. n */
static int bits_for(int n)
{
	int k = 0;
	while ((1 << k) <= n)
		k++;
	return k;
}

typedef struct dt_row {
	int text;  /* into the texts */
	int field; /* 1 + the field's index in its case, 0: none */
	int last;  /* the leaf's last row */
} dt_row;

typedef struct dt_rows {
	dt_row *v;
	int n, cap;
	char **texts; /* distinct, first seen first */
	int ntexts, tcap;
	interner seen;
	int *at; /* per bitset: its first row, -1: no display */
} dt_rows;

static void add_row(dt_rows *r, const char *text, size_t len, int field)
{
	char *key = malloc(len + 1);
	memcpy(key, text, len);
	key[len] = 0;
	int id = gen_interner_add(&r->seen, strdup(key), r->ntexts);
	if (id == r->ntexts) {
		if (r->ntexts == r->tcap) {
			r->tcap = r->tcap ? 2 * r->tcap : 64;
			r->texts = realloc(r->texts, sizeof(char *) * (size_t)r->tcap);
		}
		r->texts[r->ntexts++] = key;
	} else {
		free(key);
	}
	if (r->n == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 1024;
		r->v = realloc(r->v, sizeof(dt_row) * (size_t)r->cap);
	}
	r->v[r->n++] = (dt_row){id, field, 0};
}

/* the rows of every leaf: per field piece, the texts before it and the
 * field; the texts after the last field (or a leaf without fields) end
 * the leaf in a row of no field */
static void build_rows(const isa *m, dt_rows *r)
{
	int most = 1; /* texts: at most one a piece */
	for (int b = 0; b < m->nbitsets; b++)
		if (m->bitsets[b]->is_leaf)
			most += m->bitsets[b]->cases[0].display->npieces;
	gen_interner_init(&r->seen, most);
	r->at = malloc(sizeof(int) * ((size_t)m->nbitsets + 1));
	char text[DT_TEXT_MAX + 1];
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		r->at[b] = -1;
		if (!bs->is_leaf)
			continue;
		r->at[b] = r->n;
		const isa_case *cs = &bs->cases[0];
		const isa_display *d = cs->display;
		size_t len = 0;
		for (int p = 1; p < d->npieces; p++) {
			const isa_piece *pc = &d->pieces[p];
			if (pc->kind == PC_TEXT) {
				memcpy(text + len, pc->text, (size_t)pc->len);
				len += (size_t)pc->len;
				continue;
			}
			add_row(r, text, len, 1 + own_field(cs, pc->text));
			len = 0;
		}
		if (len || r->at[b] == r->n)
			add_row(r, text, len, 0);
		r->v[r->n - 1].last = 1;
	}
}

static void free_rows(dt_rows *r)
{
	for (int i = 0; i < r->ntexts; i++)
		free(r->texts[i]);
	free(r->texts);
	free(r->v);
	free(r->at);
	gen_interner_free(&r->seen);
}

/* the tables: the texts (RT_DT_TW bytes each, 16, 32 or 64 for the
 * longest, copied whole), their lengths, the
 * rows (text << RT_DT_TSHIFT | field << 1 | last) and each bitset's first */
static void write_tables(FILE *c, const isa *m, const dt_rows *r)
{
	int fbits = 0;
	for (int i = 0; i < r->n; i++)
		fbits = bits_for(r->v[i].field) > fbits ? bits_for(r->v[i].field) : fbits;
	int total = 1 + fbits + bits_for(r->ntexts - 1);
	size_t longest = 0;
	for (int i = 0; i < r->ntexts; i++)
		longest = strlen(r->texts[i]) > longest ? strlen(r->texts[i]) : longest;
	fprintf(c, "#define RT_DT_TSHIFT %d\n#define RT_DT_FMASK %du\n#define RT_DT_TW %d\n\n", 1 + fbits,
		(1 << fbits) - 1, longest < 16 ? 16 : longest < 32 ? 32 : 64);
	fprintf(c, "static const char rt_dt_texts[%d][RT_DT_TW] = {", r->ntexts);
	for (int i = 0; i < r->ntexts; i++) {
		fputs(i % 4 ? " " : "\n\t", c);
		gen_c_string(c, r->texts[i], strlen(r->texts[i]));
		fputc(',', c);
	}
	fprintf(c, "\n};\n\nstatic const unsigned char rt_dt_tlen[%d] = {", r->ntexts);
	for (int i = 0; i < r->ntexts; i++)
		fprintf(c, "%s%zu,", i % 16 ? " " : "\n\t", strlen(r->texts[i]));
	fprintf(c, "\n};\n\nstatic const %s rt_dt_rows[] = {", total <= 16 ? "uint16_t" : "uint32_t");
	for (int i = 0; i < r->n; i++)
		fprintf(c, "%s%lu,", i % 16 ? " " : "\n\t",
			((unsigned long)r->v[i].text << (1 + fbits)) | ((unsigned long)r->v[i].field << 1) |
				(unsigned long)r->v[i].last);
	fputs("\n};\n\nstatic const int rt_dt_at[] = {", c);
	for (int b = 0; b < m->nbitsets; b++)
		fprintf(c, "%s%d,", b % 16 ? " " : "\n\t", r->at[b]);
	fputs("\n\t-1\n};\n\n", c);
}

/* The display of a leaf: its name, then per row the text and its field
 * (rt_display_flat_field, as rt_display_flat prints it).  A text is copied
 * RT_DT_TW bytes at once where the buffer has room (bytes past it are written
 * over or lie past the end of the text).  The piece handed on is read only
 * for a kind other than uint and int, which the rows do not hold. */
static void write_show(FILE *c)
{
	fputs("/* decodetree: a leaf's display, its name and its rows (codegen/gen_dt.c) */\n"
	      "static RT_NOINLINE void rt_dt_show(rt_state *s, rt_scope *sc, int at)\n{\n"
	      "\tconst rt_field *fs = &rt_fields[rt_cases[rt_bitsets[sc->bitset].cases].fields];\n"
	      "\trt_put_bsname(s->out, sc->bitset);\n"
	      "\tfor (;; at++) {\n"
	      "\t\tunsigned r = rt_dt_rows[at], t = r >> RT_DT_TSHIFT, f = (r >> 1) & RT_DT_FMASK;\n"
	      "\t\trt_out *o = s->out;\n"
	      "\t\tsize_t n = rt_dt_tlen[t], len = o->len;\n"
	      "\t\tif (RT_LIKELY(len + RT_DT_TW < o->size)) {\n"
	      "\t\t\tmemcpy(o->buf + len, rt_dt_texts[t], RT_DT_TW);\n"
	      "\t\t\to->len = len + n;\n"
	      "\t\t} else {\n"
	      "\t\t\trt_putt(o, rt_dt_texts[t], n);\n"
	      "\t\t}\n"
	      "\t\tif (f)\n"
	      "\t\t\trt_display_flat_field(s, sc, &rt_pieces[0], &fs[f - 1]);\n"
	      "\t\tif (r & 1)\n"
	      "\t\t\treturn;\n"
	      "\t}\n}\n\n"
	      "static RT_FORCE_INLINE int rt_show_leaf(rt_state *s, rt_scope *sc)\n{\n"
	      "\tint at = rt_dt_at[sc->bitset];\n"
	      "\tif (at < 0)\n\t\treturn 0;\n"
	      "\trt_dt_show(s, sc, at);\n"
	      "\treturn 1;\n}\n",
	      c);
}

void gen_dt_emit_shows(emitter *e)
{
	dt_rows r = {0};
	build_rows(e->m, &r);
	write_tables(e->c, e->m, &r);
	write_show(e->c);
	free_rows(&r);
}
