/*
 * codegen/gen_tables.c - `isaproof gen`: the tables describing the model
 * in the generated source (names, expressions, fields, cases, bitsets,
 * roots) with every name resolved to an index and every lookup's walk
 * over cases precomputed, and the printers of the enums.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* ---- tables ------------------------------------------------------------------ */

static const char *const kind_names[] = {
	[TY_INT] = "RT_INT", [TY_UINT] = "RT_UINT", [TY_HEX] = "RT_HEX",
	[TY_OFFSET] = "RT_OFFSET", [TY_UOFFSET] = "RT_UOFFSET", [TY_FLOAT] = "RT_FLOAT",
	[TY_BOOL] = "RT_BOOL", [TY_BOOL_INV] = "RT_BOOL_INV", [TY_BRANCH] = "RT_BRANCH",
	[TY_ABSBRANCH] = "RT_ABSBRANCH", [TY_CUSTOM] = "RT_CUSTOM", [TY_ENUM] = "RT_ENUM",
	[TY_BITSET] = "RT_BITSET", [TY_ASSERT] = "RT_ASSERT",
};

/* The names as strings; but for decodetree's (whose words show no error
 * naming a field, and whose source stays small) held in one array, each
 * after its length in a byte (127: 127 or more) and with 32 bytes to
 * spare at the end: an error suffix's field name (rt_put_error_fast) is
 * then a copy of 32 bytes, with no strlen and no memcpy of a variable
 * length. */
void gen_emit_names(emitter *e)
{
	FILE *c = e->c;
	bool blob = e->m->dt == NULL;
	fprintf(c, "#define RT_NNAMES %d\n#define RT_NAMEBLOB %d\n", e->nm.n, blob);
	if (!blob) {
		fputs("static const char *const rt_names[] = {\n", c);
		for (int i = 0; i < e->nm.n; i++) {
			fputs("\t", c);
			gen_c_string(c, e->nm.v[i], strlen(e->nm.v[i]));
			fputs(",\n", c);
		}
		fputs("};\n\n", c);
		return;
	}
	fputs("static const char rt_nameblob[] = {", c);
	for (int i = 0; i < e->nm.n; i++) {
		const char *nm = e->nm.v[i];
		size_t n = strlen(nm);
		fprintf(c, "\n\t/* %s */ %zu, ", gen_cmt(nm), n < 127 ? n : 127);
		for (const char *p = nm; *p; p++) /* '\ooo': a byte over 127 as the char it is */
			fprintf(c, (unsigned char)*p < 128 ? "%d, " : "'\\%03o', ", (unsigned char)*p);
		fputs("0,", c);
	}
	fputs("\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,"
	      "\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0\n};\n\n", c);
	fputs("static const char *const rt_names[] = {", c);
	size_t at = 1; /* past the first length byte */
	for (int i = 0; i < e->nm.n; i++) {
		fprintf(c, "%srt_nameblob + %zu,", i % 6 ? " " : "\n\t", at);
		at += strlen(e->nm.v[i]) + 2;
	}
	fputs("\n};\n\n", c);
}

/* Decodetree's expressions concatenate a %field's segments, and formats
 * repeat: an expression whose function is the same text as an earlier
 * one's is that one (per expression, the one written; nothing but rt_exprs
 * names them there, gen_show.c's per-leaf code being isaspec's). */
static int *emit_expr_functions(emitter *e)
{
	const isa *m = e->m;
	int *fn_of = malloc(sizeof(int) * ((size_t)m->nexprs + 1));
	interner seen;
	gen_interner_init(&seen, m->nexprs);
	for (int x = 0; x < m->nexprs; x++) {
		char fn[32], *text;
		size_t len;
		fn_of[x] = x;
		if (!m->dt) {
			snprintf(fn, sizeof(fn), "rt_x%d", x);
			gen_expr_function(e->c, m->exprs[x], "static", fn);
			continue;
		}
		FILE *f = open_memstream(&text, &len);
		gen_expr_function(f, m->exprs[x], "static", "rt_x");
		fclose(f);
		fn_of[x] = gen_interner_add(&seen, text, x);
		if (fn_of[x] == x) {
			snprintf(fn, sizeof(fn), "rt_x%d", x);
			gen_expr_function(e->c, m->exprs[x], "static", fn);
		}
	}
	gen_interner_free(&seen);
	return fn_of;
}

void gen_emit_exprs(emitter *e)
{
	const isa *m = e->m;
	int *fn_of = emit_expr_functions(e);
	bool dt = m->dt != NULL; /* without comments, rows packed (short_rows) */
	fputs("static const int rt_expr_fields[] = {\n", e->c);
	int k = 0;
	for (int x = 0; x < m->nexprs; x++)
		for (int i = 0; i < m->exprs[x]->nfields; i++, k++)
			if (dt)
				fprintf(e->c, "%s%d,%s", k % 16 ? " " : "\t", gen_name_id(e, m->exprs[x]->fields[i]),
					k % 16 == 15 ? "\n" : "");
			else
				fprintf(e->c, "\t%d, /* %s */\n", gen_name_id(e, m->exprs[x]->fields[i]),
					gen_cmt(m->exprs[x]->fields[i]));
	fputs(dt && k % 16 ? "\n\t-1\n};\n\nstatic const rt_expr rt_exprs[] = {\n"
			   : "\t-1\n};\n\nstatic const rt_expr rt_exprs[] = {\n",
	      e->c);
	int at = 0;
	for (int x = 0; x < m->nexprs; x++) {
		if (dt)
			fprintf(e->c, "%s{rt_x%d,%d,%d},%s", x % 8 ? " " : "\t", fn_of[x], at,
				m->exprs[x]->nfields, x % 8 == 7 ? "\n" : "");
		else
			fprintf(e->c, "\t{rt_x%d, %d, %d},\n", fn_of[x], at, m->exprs[x]->nfields);
		at += m->exprs[x]->nfields;
	}
	free(fn_of);
	fputs(dt && m->nexprs % 8 ? "\n\t{NULL, 0, 0}\n};\n\n" : "\t{NULL, 0, 0}\n};\n\n", e->c);
}

/* fields, params and assert values of every case, bitsets in model order */
/* what the runtime reads of a field, as text: two fields with the same
 * key are the same to it (their params and assert values by content) */
static char *field_key(const emitter *e, const isa_field *fd)
{
	char *key;
	size_t n;
	FILE *f = open_memstream(&key, &n);
	fprintf(f, "%d %d %d %d %d %d %d %d %d ", gen_name_id(e, fd->name), fd->kind, fd->low, fd->high,
		fd->derived, fd->derived && fd->expr ? fd->expr->id : -1,
		fd->kind == TY_ENUM ? gen_enum_index(e->m, fd->enm) : -1,
		fd->kind == TY_BITSET ? gen_root_index(e->m, fd->root) : -1, fd->call);
	gen_str_or_null(f, fd->display);
	for (int p = 0; p < fd->nparams; p++)
		fprintf(f, " %d=%d", gen_name_id(e, fd->params[p].name), gen_name_id(e, fd->params[p].as));
	if (fd->kind == TY_ASSERT)
		fprintf(f, " assert %llx", (unsigned long long)fd->assert_val.w[0]);
	fclose(f);
	return key;
}

/* the fields of every case, bitsets in model order, in rt_fields' order
 * (by index: a case without fields has a null array, which takes no
 * pointer arithmetic) */
#define FOR_EACH_FIELD(m, fd)                                                     \
	for (int b_ = 0; b_ < (m)->nbitsets; b_++)                                \
		for (int k_ = 0; k_ < (m)->bitsets[b_]->ncases; k_++)            \
			for (int f_ = 0, o_ = 1; f_ < (m)->bitsets[b_]->cases[k_].nfields; \
			     f_++, o_ = 1)                                                \
				for (const isa_field *fd = &(m)->bitsets[b_]->cases[k_].fields[f_]; o_; o_ = 0)

/* Params by slot: each name a param is passed as (its "as") has a slot,
 * and a field with params a row of rt_pmap over its slots from the lowest
 * to the highest, each the name read in the scope that shows the field
 * (that of its first param passed as the name, which the reference's walk
 * finds) or -1.  rt_via_resolve finds a name a leaf lacks with a few
 * loads, where a walk over the params took a compare each.  Returns per
 * field its row, lowest slot and number of slots (-1, 0, 0: no params). */
static int *emit_param_slots(emitter *e, int total)
{
	FILE *c = e->c;
	int *slot = malloc(sizeof(int) * ((size_t)e->nm.n + 1)), nslots = 0;
	for (int i = 0; i < e->nm.n; i++)
		slot[i] = -1;
	FOR_EACH_FIELD(e->m, fd)
		for (int p = 0; p < fd->nparams; p++) {
			int as = gen_name_id(e, fd->params[p].as);
			if (slot[as] < 0)
				slot[as] = nslots++;
		}
	fputs("static RT_UNUSED const short rt_pslot[] = {", c);
	for (int i = 0; i < e->nm.n; i++)
		fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", slot[i]);
	fputs("\n\t-1\n};\n\nstatic RT_UNUSED const short rt_pmap[] = {", c);
	int *out = calloc(3 * (size_t)total + 1, sizeof(int)), *row = malloc(sizeof(int) * ((size_t)nslots + 1));
	int i = 0, n = 0;
	interner rows;
	gen_interner_init(&rows, total);
	FOR_EACH_FIELD(e->m, fd) {
		int lo = nslots, hi = -1;
		for (int p = 0; p < fd->nparams; p++) {
			int s = slot[gen_name_id(e, fd->params[p].as)];
			lo = s < lo ? s : lo;
			hi = s > hi ? s : hi;
		}
		out[3 * i] = -1;
		if (hi >= 0) {
			for (int s = lo; s <= hi; s++)
				row[s] = -1;
			for (int p = fd->nparams - 1; p >= 0; p--) /* the first param wins */
				row[slot[gen_name_id(e, fd->params[p].as)]] = gen_name_id(e, fd->params[p].name);
			char *key, *text;
			size_t klen, tlen;
			FILE *k = open_memstream(&key, &klen), *t = open_memstream(&text, &tlen);
			fprintf(k, "%d:", lo);
			for (int s = lo; s <= hi; s++) {
				fprintf(k, " %d", row[s]);
				fprintf(t, "%s%d,", (n + s - lo) % 16 ? " " : "\n\t", row[s]);
			}
			fclose(k);
			fclose(t);
			out[3 * i] = gen_interner_add(&rows, key, n);
			out[3 * i + 1] = lo;
			out[3 * i + 2] = hi - lo + 1;
			if (out[3 * i] == n) {
				fputs(text, c);
				n += hi - lo + 1;
			}
			free(text);
		}
		i++;
	}
	fputs("\n\t-1\n};\n\n", c);
	gen_interner_free(&rows);
	free(row);
	free(slot);
	return out;
}

/* the length of a bool field's display, negative when it holds a '\n' */
static int display_len(const char *s)
{
	size_t n = strlen(s);
	return gen_has_newline_n(s, n) ? -(int)n : (int)n;
}

/* The bool fields' displays in one array with 16 bytes to spare at its
 * end (rt_put_display copies 16 bytes of a short one at once), each once;
 * bytes, not a string, as rt_bsnames.  Returns per field its offset. */
static int *emit_displays(emitter *e, int total)
{
	FILE *c = e->c;
	int *at = calloc((size_t)total + 1, sizeof(int)), i = 0, n = 0;
	interner seen;
	gen_interner_init(&seen, total);
	fputs("static RT_UNUSED const char rt_fdisp[] = {", c);
	FOR_EACH_FIELD(e->m, fd) {
		if (fd->display) {
			at[i] = gen_interner_add(&seen, strdup(fd->display), n);
			if (at[i] == n) {
				fprintf(c, "\n\t/* %s */", gen_cmt(fd->display));
				for (const char *p = fd->display; *p; p++)
					fprintf(c, (unsigned char)*p < 128 ? " %d," : " '\\%03o',", (unsigned char)*p);
				fputs(" 0,", c);
				n += (int)strlen(fd->display) + 1;
			}
		}
		i++;
	}
	fputs("\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0\n};\n\n", c);
	gen_interner_free(&seen);
	return at;
}

/* Decodetree's tables are long and plain (thousands of fields, most rows
 * the defaults but for their bits): without the comments naming each row,
 * and with the common rows by macro, they are a third of the source they
 * would be otherwise, and nothing reads the comments there. */
static bool short_rows(const emitter *e)
{
	return e->m->dt != NULL;
}

void gen_emit_fields(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static RT_UNUSED const rt_param rt_params[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			for (int f = 0; f < cs->nfields; f++)
				for (int p = 0; p < cs->fields[f].nparams; p++)
					fprintf(c, "\t{%d, %d},\n", gen_name_id(e, cs->fields[f].params[p].name),
						gen_name_id(e, cs->fields[f].params[p].as));
		}
	fputs("\t{0, 0}\n};\n\nstatic const uint64_t rt_assert_vals[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			for (int f = 0; f < cs->nfields; f++)
				if (cs->fields[f].kind == TY_ASSERT)
					fprintf(c, "\tUINT64_C(0x%llx),\n",
						(unsigned long long)cs->fields[f].assert_val.w[0]);
		}
	fputs("\t0\n};\n\n", c);
	int nparams = 0, nasserts = 0, nfields = 0, gcase = 0, total = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++)
			total += m->bitsets[b]->cases[k].nfields;
	int *pmap = emit_param_slots(e, total);
	int *disp = emit_displays(e, total);
	if (short_rows(e))
		fputs("/* a field with no params, display, enum or root */\n"
		      "#define RT_F(n, k, lo, hi, d, x) {n, k, lo, hi, d, x, -1, -1, 0, NULL, 0, 0, -1, -1, 0, 0, 0}\n"
		      "#define RT_U(n, lo, hi) RT_F(n, RT_UINT, lo, hi, 0, -1)\n"
		      "#define RT_I(n, lo, hi) RT_F(n, RT_INT, lo, hi, 0, -1)\n"
		      "/* a derived uint, int of bits 0..hi, expression x */\n"
		      "#define RT_DU(n, hi, x) RT_F(n, RT_UINT, 0, hi, 1, x)\n"
		      "#define RT_DI(n, hi, x) RT_F(n, RT_INT, 0, hi, 1, x)\n\n",
		      c);
	fputs("static const rt_field rt_fields[] = {\n", c);
	e->field_canon = calloc((size_t)total + 1, sizeof(int));
	interner seen;
	gen_interner_init(&seen, total);
	int inline_rows = 0; /* short rows on the line being written, eight a line */
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++, gcase++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			e->field_base[gcase] = nfields;
			for (int f = 0; f < cs->nfields; f++, nfields++) {
				const isa_field *fd = &cs->fields[f];
				e->field_canon[nfields] = gen_interner_add(&seen, field_key(e, fd), nfields);
				int xid = fd->derived && fd->expr ? fd->expr->id : -1;
				if (short_rows(e) && !nparams && !fd->nparams && fd->kind != TY_ASSERT &&
				    fd->kind != TY_ENUM && fd->kind != TY_BITSET && !fd->call && !fd->display &&
				    pmap[3 * nfields] == -1 && !pmap[3 * nfields + 1] && !pmap[3 * nfields + 2]) {
					fputs(inline_rows % 8 ? " " : "\t", c);
					if (!fd->derived && (fd->kind == TY_UINT || fd->kind == TY_INT))
						fprintf(c, "RT_%c(%d,%d,%d),", fd->kind == TY_UINT ? 'U' : 'I',
							gen_name_id(e, fd->name), fd->low, fd->high);
					else if (fd->low == 0 && (fd->kind == TY_UINT || fd->kind == TY_INT))
						fprintf(c, "RT_D%c(%d,%d,%d),", fd->kind == TY_UINT ? 'U' : 'I',
							gen_name_id(e, fd->name), fd->high, xid);
					else
						fprintf(c, "RT_F(%d,%s,%d,%d,%d,%d),", gen_name_id(e, fd->name),
							kind_names[fd->kind], fd->low, fd->high, fd->derived, xid);
					fputs(++inline_rows % 8 ? "" : "\n", c);
					continue;
				}
				if (inline_rows % 8)
					fputc('\n', c);
				inline_rows = 0;
				fprintf(c, "\t{%d, %s, %d, %d, %d, %d, %d, %d, %d, ", gen_name_id(e, fd->name),
					kind_names[fd->kind], fd->low, fd->high, fd->derived,
					fd->derived && fd->expr ? fd->expr->id : -1,
					fd->kind == TY_ENUM ? gen_enum_index(m, fd->enm) : -1,
					fd->kind == TY_BITSET ? gen_root_index(m, fd->root) : -1, fd->call);
				if (fd->display)
					fprintf(c, "rt_fdisp + %d", disp[nfields]);
				else
					fputs("NULL", c);
				fprintf(c, ", %d, %d, %d, %d, %d, %d, %d},", nparams, fd->nparams,
					fd->kind == TY_ASSERT ? nasserts : -1, pmap[3 * nfields],
					pmap[3 * nfields + 1], pmap[3 * nfields + 2],
					fd->display ? display_len(fd->display) : 0);
				if (!short_rows(e))
					fprintf(c, " /* %s.%s */", gen_cmt(m->bitsets[b]->name), gen_cmt(fd->name));
				fputc('\n', c);
				nparams += fd->nparams;
				nasserts += fd->kind == TY_ASSERT;
			}
		}
	if (inline_rows % 8)
		fputc('\n', c);
	fputs("\t{0, 0, 0, 0, 0, -1, -1, -1, 0, NULL, 0, 0, -1, -1, 0, 0, 0}\n};\n\n", c);
	gen_interner_free(&seen);
	free(pmap);
	free(disp);
}

/* A field piece of a decodetree leaf's only case, which has no override:
 * the name's lookup in a scope of that leaf always ends on this case's
 * first field of that name (lookup_steps, below), and only that leaf's
 * scopes show this case, so the walk's display (rt_display_walk) reads
 * the field without a lookup.  1 + its rt_fields index, or 0 (looked up). */
static int piece_field(const emitter *e, const isa_bitset *b, int k, int gc, const char *name)
{
	const isa_case *cs = &b->cases[k];
	if (!e->m->dt || !b->is_leaf || k != 0 || cs->expr)
		return 0;
	for (int i = 0; i < cs->nfields; i++)
		if (!strcmp(cs->fields[i].name, name))
			return 1 + e->field_base[gc] + i;
	return 0;
}

/* A text piece's name: 0 when the walk may copy it without looking for a
 * '\n' (decodetree), else -1 */
static int text_name(const emitter *e, const isa_piece *pc)
{
	return e->m->dt && !gen_has_newline_n(pc->text, (size_t)pc->len) ? 0 : -1;
}

/* Is the field piece resolved (piece_field) to a field that is not
 * `custom`?  Then nothing reads its text: only a lookup that finds nothing
 * and a custom field's callback do. */
static bool piece_plain(const emitter *e, const isa_bitset *b, int k, int gc, const char *name)
{
	int f = piece_field(e, b, k, gc, name);
	return f && b->cases[k].fields[f - 1 - e->field_base[gc]].kind != TY_CUSTOM;
}

/* a piece's row in full */
static void piece_row(const emitter *e, FILE *f, const isa_bitset *b, int k, int gc, const isa_piece *pc)
{
	static const char *const pk[] = {"RT_TEXT", "RT_FIELD", "RT_NAME", "RT_ALIGN"};
	fprintf(f, "\t{%s, ", pk[pc->kind]);
	if (pc->kind == PC_TEXT)
		gen_c_string(f, pc->text, (size_t)pc->len);
	else
		gen_str_or_null(f, pc->kind == PC_FIELD ? pc->text : NULL);
	fprintf(f, ", %d, %d, %d},\n",
		pc->kind == PC_TEXT    ? pc->len
		: pc->kind == PC_FIELD ? piece_field(e, b, k, gc, pc->text)
				       : 0,
		pc->kind == PC_FIELD  ? gen_name_id(e, pc->text)
		: pc->kind == PC_TEXT ? text_name(e, pc)
				      : -1,
		pc->align);
}

/* Decodetree's walked displays (no display programs, no per-leaf code
 * naming pieces by number): a run of texts, as `beq` ` imm=`
 * `ex_shift_1(`, is one row, printed the same by one copy.  The number of
 * text pieces from p that are one row (1: p alone). */
static int texts_joined(const emitter *e, const isa_display *d, int p)
{
	if (!e->m->dt || e->o->compact)
		return 1;
	int n = 0;
	while (p + n < d->npieces && d->pieces[p + n].kind == PC_TEXT && !d->pieces[p + n].align)
		n++;
	return n ? n : 1;
}

/* the row of run texts from p, as one */
static void write_joined(FILE *f, const isa_display *d, int p, int run)
{
	char *t;
	size_t len;
	FILE *j = open_memstream(&t, &len);
	for (int i = p; i < p + run; i++)
		fwrite(d->pieces[i].text, 1, (size_t)d->pieces[i].len, j);
	fclose(j);
	fputs(gen_has_newline_n(t, len) ? "\t{RT_TEXT, " : "\tRT_PT(", f);
	gen_c_string(f, t, len);
	if (gen_has_newline_n(t, len))
		fprintf(f, ", %zu, -1, 0},\n", len);
	else
		fputs("),\n", f);
	free(t);
}

void gen_emit_cases(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	bool dt_rows = gen_dt_rows(e); /* the displays are gen_dt.c's rows */
	if (short_rows(e) && !dt_rows)
		fputs("/* a text with no '\\n', a field piece (with its field: rt_piece) */\n"
		      "#define RT_PT(t) {RT_TEXT, t, (int)sizeof(t) - 1, 0, 0}\n"
		      "#define RT_PF(t, f, nm) {RT_FIELD, t, f, nm, 0}\n"
		      "#define RT_PR(f, nm) RT_PF(NULL, f, nm)\n\n",
		      c);
	fputs("static const rt_piece rt_pieces[] = {\n", c);
	int total = 0, at = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++)
			total += m->bitsets[b]->cases[k].display ? m->bitsets[b]->cases[k].display->npieces : 0;
	e->piece_canon = calloc((size_t)total + 1, sizeof(int));
	interner seen;
	gen_interner_init(&seen, total);
	int ncs = 0;
	for (int b = 0; b < m->nbitsets; b++)
		ncs += m->bitsets[b]->ncases;
	int *rows = calloc((size_t)ncs + 1, sizeof(int)); /* per case, the rows written */
	for (int b = 0, gc = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++, gc++) {
			const isa_display *d = dt_rows ? NULL : m->bitsets[b]->cases[k].display;
			for (int p = 0; d && p < d->npieces; p++, at++) {
				const isa_piece *pc = &d->pieces[p];
				char *entry;
				size_t n;
				FILE *f = open_memstream(&entry, &n);
				int tn = pc->kind == PC_TEXT ? text_name(e, pc) : -1;
				rows[gc]++;
				int run = texts_joined(e, d, p);
				if (run > 1) {
					write_joined(f, d, p, run);
					for (int i = 1; i < run; i++)
						e->piece_canon[at + i] = at + i; /* read by no one here */
					p += run - 1;
					at += run - 1;
				} else if (short_rows(e) && pc->kind == PC_TEXT && !tn && !pc->align) {
					fputs("\tRT_PT(", f);
					gen_c_string(f, pc->text, (size_t)pc->len);
					fputs("),\n", f);
				} else if (short_rows(e) && pc->kind == PC_FIELD && !pc->align &&
					   piece_plain(e, m->bitsets[b], k, gc, pc->text)) {
					fprintf(f, "\tRT_PR(%d, %d),\n", piece_field(e, m->bitsets[b], k, gc, pc->text),
						gen_name_id(e, pc->text));
				} else if (short_rows(e) && pc->kind == PC_FIELD && !pc->align) {
					fputs("\tRT_PF(", f);
					gen_str_or_null(f, pc->text);
					fprintf(f, ", %d, %d),\n", piece_field(e, m->bitsets[b], k, gc, pc->text),
						gen_name_id(e, pc->text));
				} else {
					piece_row(e, f, m->bitsets[b], k, gc, pc);
				}
				fclose(f);
				fputs(entry, c);
				e->piece_canon[at] = gen_interner_add(&seen, entry, at);
			}
		}
	gen_interner_free(&seen);
	fputs("\t{RT_TEXT, NULL, 0, -1, 0}\n};\n\n", c);
	if (dt_rows)
		fputs("/* a case of a decodetree leaf: its fields; its display is its rows */\n"
		      "#define RT_C(f, nf) {-1, f, nf, -1, 0}\n\n",
		      c);
	fputs("static const rt_case rt_cases[] = {\n", c);
	int npieces = 0, gcase = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		e->case_base[b] = gcase;
		for (int k = 0; k < m->bitsets[b]->ncases; k++, gcase++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			int np = cs->display ? rows[gcase] : 0;
			e->piece_base[gcase] = npieces;
			if (dt_rows) { /* eight a line */
				fprintf(c, "%sRT_C(%d,%d),%s", gcase % 8 ? " " : "\t", e->field_base[gcase],
					cs->nfields, gcase % 8 == 7 ? "\n" : "");
				continue;
			}
			fprintf(c, "\t{%d, %d, %d, %d, %d},", cs->expr ? cs->expr->id : -1, e->field_base[gcase],
				cs->nfields, cs->display ? npieces : -1, np);
			if (!short_rows(e))
				fprintf(c, " /* %s case %d */", gen_cmt(m->bitsets[b]->name), k);
			fputc('\n', c);
			npieces += np;
		}
	}
	e->ncases = gcase;
	free(rows);
	fputs(dt_rows && gcase % 8 ? "\n\t{-1, 0, 0, -1, 0}\n};\n\n" : "\t{-1, 0, 0, -1, 0}\n};\n\n", c);
}

/* The walk Mesa's field lookup makes for `name` in a scope of leaf b
 * (NULL name: a name the chain lacks).  Every override visited is
 * evaluated, so each is a step; a default case matters only when it has
 * the name, and then the walk ends there. */
static int lookup_steps(emitter *e, const isa_bitset *leaf, const char *name, bool emit)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			int f = -1;
			for (int i = 0; name && i < cs->nfields && f < 0; i++)
				if (!strcmp(cs->fields[i].name, name))
					f = i;
			if (!cs->expr && f < 0)
				continue;
			int gc = e->case_base[b->index] + k;
			if (emit)
				fprintf(e->c, "\t{%d, %d},\n", gc, f < 0 ? -1 : e->field_base[gc] + f);
			n++;
			if (!cs->expr)
				return n;
		}
	return n;
}

/* the distinct field names of a chain, sorted by name id */
static int chain_names(emitter *e, const isa_bitset *leaf, int *ids)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++) {
				int id = gen_name_id(e, b->cases[k].fields[i].name), j = 0;
				while (j < n && ids[j] != id)
					j++;
				if (j == n)
					ids[n++] = id;
			}
	for (int i = 1; i < n; i++) /* insertion sort: chains are short */
		for (int j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
			int t = ids[j];
			ids[j] = ids[j - 1];
			ids[j - 1] = t;
		}
	return n;
}

/* rt_steps, rt_lookups and rt_hash: per bitset, the walks of its names
 * (hash_at .. miss_n: where each bitset's are) */
static void emit_lookups(emitter *e, int *hash_at, int *hash_n, int *miss_at, int *miss_n)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int *lk_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *lk_n = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *lk_name = NULL; /* per rt_lookups entry, its name */
	int lk_cap = 0;
	/* steps: per bitset, the miss walk, then one walk per chain name */
	fputs("static const rt_step rt_steps[] = {\n", c);
	int nsteps = 0;
	int *ids = malloc(sizeof(int) * (size_t)(1 + 0));
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		miss_at[b] = nsteps;
		miss_n[b] = lookup_steps(e, bs, NULL, true);
		nsteps += miss_n[b];
		free(ids);
		ids = malloc(sizeof(int) * (size_t)(gen_chain_field_count(bs) + 1));
		int n = chain_names(e, bs, ids);
		for (int i = 0; i < n; i++)
			nsteps += lookup_steps(e, bs, e->nm.v[ids[i]], true);
	}
	fputs("\t{0, -1}\n};\n\nstatic const rt_lookup rt_lookups[] = {\n", c);
	int nlk = 0, at = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		at += miss_n[b];
		free(ids);
		ids = malloc(sizeof(int) * (size_t)(gen_chain_field_count(bs) + 1));
		int n = chain_names(e, bs, ids);
		lk_at[b] = nlk;
		lk_n[b] = n;
		for (int i = 0; i < n; i++) {
			int k = lookup_steps(e, bs, e->nm.v[ids[i]], false);
			fprintf(c, "\t{%d, %d, %d},", ids[i], at, k);
			if (!short_rows(e))
				fprintf(c, " /* %s: %s */", gen_cmt(bs->name), gen_cmt(e->nm.v[ids[i]]));
			fputc('\n', c);
			if (nlk == lk_cap) {
				lk_cap = lk_cap ? 2 * lk_cap : 1024;
				lk_name = realloc(lk_name, sizeof(int) * (size_t)lk_cap);
			}
			lk_name[nlk] = ids[i];
			at += k;
			nlk++;
		}
	}
	free(ids);
	fputs("\t{-1, 0, 0}\n};\n\n", c);
	/* per bitset, an open-addressing table name -> rt_lookups index (the
	 * runtime probes from (name * 40503) & (size - 1)) */
	fputs("static const int rt_hash[] = {\n", c);
	int nh = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		int size = lk_n[b] ? 4 : 0;
		while (size && size < 2 * lk_n[b])
			size *= 2;
		int *slot = malloc(sizeof(int) * (size_t)(size + 1));
		for (int i = 0; i < size; i++)
			slot[i] = -1;
		for (int i = 0; i < lk_n[b]; i++) {
			int k = lk_at[b] + i, name = lk_name[k];
			unsigned h = ((unsigned)name * 40503u) & (unsigned)(size - 1);
			while (slot[h] >= 0)
				h = (h + 1) & (unsigned)(size - 1);
			slot[h] = k;
		}
		for (int i = 0; i < size; i++)
			fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", slot[i]);
		free(slot);
		hash_at[b] = nh;
		hash_n[b] = size;
		nh += size;
	}
	fputs("\n\t-1\n};\n\n", c);
	free(lk_at);
	free(lk_n);
	free(lk_name);
}

/* RT_FLAT: the rt_fields row a name's lookup ends on in a scope of bitset
 * b (rt_find_field's scan, done here), or -1 */
static int flat_row(const emitter *e, const isa_bitset *b, const char *name)
{
	for (; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			for (int i = 0; i < cs->nfields; i++)
				if (!strcmp(cs->fields[i].name, name))
					return e->field_base[e->case_base[b->index] + k] + i;
		}
	return -1;
}

/* RT_FLAT: rt_expr_rows, per name of rt_expr_fields, the row its lookup
 * ends on in every scope that can evaluate that expression (its chain has
 * it), so that rt_eval reads it without a lookup; -1 where scopes differ
 * or none has it (then looked up) */
static void emit_expr_rows(emitter *e)
{
	const isa *m = e->m;
	int *at = calloc((size_t)m->nexprs + 1, sizeof(int)), n = 0;
	for (int x = 0; x < m->nexprs; x++) {
		at[x] = n;
		n += m->exprs[x]->nfields;
	}
	int *rows = malloc(((size_t)n + 1) * sizeof(int));
	for (int i = 0; i < n; i++)
		rows[i] = -2; /* no scope seen */
	int *xs = calloc((size_t)m->nexprs + 1, sizeof(int));
	for (int b = 0; b < m->nbitsets; b++) {
		int nx = gen_chain_exprs(m->bitsets[b], xs, m->nexprs);
		for (int j = 0; j < nx; j++)
			for (int i = 0; i < m->exprs[xs[j]]->nfields; i++) {
				int r = flat_row(e, m->bitsets[b], m->exprs[xs[j]]->fields[i]);
				int *slot = &rows[at[xs[j]] + i];
				*slot = *slot == -2 || *slot == r ? r : -1;
			}
	}
	fputs("static const int rt_expr_rows[] = {", e->c);
	for (int x = 0; x < m->nexprs; x++) {
		fputs("\n\t", e->c);
		for (int i = 0; i < m->exprs[x]->nfields; i++)
			fprintf(e->c, "%d, ", rows[at[x] + i] < 0 ? -1 : rows[at[x] + i]);
	}
	fputs("\n\t-1\n};\n\n", e->c);
	free(at);
	free(rows);
	free(xs);
}

/* The display names in one array with 32 bytes to spare at its end:
 * rt_put_bsname copies 32 bytes of a short name at once.  Bytes, not a
 * string (C99 compilers need not take strings over 4095); decodetree's,
 * a string a row of RT_BSW bytes (bitset b's at b * RT_BSW) in a union
 * that reads the rows as one array, a third of the source.  Sets each
 * bitset's offset; returns how the tables name the array. */
static const char *emit_bsnames(emitter *e, size_t *name_at)
{
	const isa *m = e->m;
	FILE *c = e->c;
	if (short_rows(e)) {
		size_t w = 1;
		for (int b = 0; b < m->nbitsets; b++)
			w = strlen(m->bitsets[b]->displayname) + 1 > w ? strlen(m->bitsets[b]->displayname) + 1 : w;
		size_t rows = (size_t)m->nbitsets + (32 + w - 1) / w; /* 32 bytes past the last row's start */
		fprintf(c, "#define RT_BSW %zu\n\nstatic const union {\n\tchar row[%zu][RT_BSW];\n"
			   "\tchar all[%zu * RT_BSW];\n} rt_bsn = {{", w, rows, rows);
		for (int b = 0; b < m->nbitsets; b++) {
			const char *dn = m->bitsets[b]->displayname;
			name_at[b] = (size_t)b * w;
			fputs(b % 8 ? " " : "\n\t", c);
			gen_c_string(c, dn, strlen(dn));
			fputc(',', c);
		}
		fputs("\n}};\n\n", c);
		return "rt_bsn.all";
	}
	fputs("static const char rt_bsnames[] = {", c);
	size_t name_len = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		const char *dn = m->bitsets[b]->displayname;
		name_at[b] = name_len;
		name_len += strlen(dn) + 1;
		fprintf(c, "\n\t/* %s */ ", gen_cmt(dn));
		for (const char *p = dn; *p; p++) /* '\ooo': a byte over 127 as the char it is */
			fprintf(c, (unsigned char)*p < 128 ? "%d, " : "'\\%03o', ", (unsigned char)*p);
		fputs("0,", c);
	}
	fputs("\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,"
	      "\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0\n};\n\n", c);
	return "rt_bsnames";
}

void gen_emit_bitsets(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int *miss_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *miss_n = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *hash_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *hash_n = calloc((size_t)m->nbitsets + 1, sizeof(int));
	/* without overrides the runtime scans the chain's fields (RT_FLAT) */
	if (!gen_flat_lookup(m))
		emit_lookups(e, hash_at, hash_n, miss_at, miss_n);
	else
		emit_expr_rows(e);
	size_t *name_at = calloc((size_t)m->nbitsets + 1, sizeof(size_t));
	const char *names = emit_bsnames(e, name_at);
	if (short_rows(e))
		fprintf(c, "/* a bitset named as displayed, at every gen, without a display program\n"
			   " * or lookup tables (RT_FLAT) */\n"
			   "#define RT_B(at, len, par, cs, ncs, pub) \\\n"
			   "\t{%s + at, %s + at, len, par, cs, ncs, 0u, 4294967295u, 0, 0, 0, 0, pub, -1, 0, 0}\n"
			   "/* ... a leaf b of root 0 whose only case is case b, leaf b - 1 of #instruction */\n"
			   "#define RT_L(len, b) RT_B((b) * RT_BSW, len, 0, b, 1, b - 1)\n\n",
			names, names);
	fputs("static const rt_bitset rt_bitsets[] = {\n", c);
	int inline_rows = 0; /* short rows on the line being written, eight a line */
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		int pub = -1;
		for (int i = 0; m->instruction && i < m->instruction->nleaves && pub < 0; i++)
			if (m->instruction->leaves[i] == bs)
				pub = i;
		size_t nlen = strlen(bs->displayname);
		if (short_rows(e) && !e->o->compact && !strcmp(bs->name, bs->displayname) &&
		    !gen_has_newline_n(bs->displayname, nlen) && bs->eff_gen_min == 0 &&
		    bs->eff_gen_max == UINT32_MAX && !hash_at[b] && !hash_n[b] && !miss_at[b] && !miss_n[b]) {
			fputs(inline_rows % 8 ? " " : "\t", c);
			if (bs->parent && bs->parent->index == 0 && e->case_base[b] == b && bs->ncases == 1 &&
			    pub == b - 1)
				fprintf(c, "RT_L(%zu,%d),", nlen, b);
			else
				fprintf(c, "RT_B(%zu,%zu,%d,%d,%d,%d),", name_at[b], nlen,
					bs->parent ? bs->parent->index : -1, e->case_base[b], bs->ncases, pub);
			fputs(++inline_rows % 8 ? "" : "\n", c);
			continue;
		}
		if (inline_rows % 8)
			fputc('\n', c);
		inline_rows = 0;
		fputs("\t{", c);
		gen_c_string(c, bs->name, strlen(bs->name));
		fprintf(c, ", %s + %zu, %s%zu", names, name_at[b],
			gen_has_newline_n(bs->displayname, nlen) ? "-" : "", nlen);
		fprintf(c, ", %d, %d, %d, %" PRIu32 "u, %" PRIu32 "u", bs->parent ? bs->parent->index : -1,
			e->case_base[b], bs->ncases, bs->eff_gen_min, bs->eff_gen_max);
		fprintf(c, ", %d, %d, %d, %d, %d, %d, %d, %d},\n", hash_at[b], hash_n[b], miss_at[b],
			miss_n[b], pub, e->o->compact ? e->disp[b] : -1, e->o->compact ? e->lx_at[b] : 0,
			e->o->compact && bs->is_leaf ? gen_chain_exprs(bs, e->lx_ids, m->nexprs) : 0);
	}
	/* match and mask of every bitset: the encoder starts from the match,
	 * and on a first-match root frees a word from earlier leaves with both;
	 * the dontcare bits, read for every word decoded, apart and dense */
	if (inline_rows % 8)
		fputc('\n', c);
	static const char *const table[] = {"match", "mask", "dontcare"};
	for (int t = 0; t < 3; t++) {
		fprintf(c, "};\n\nstatic RT_UNUSED const uint64_t rt_leaf_%s[][RT_NWORDS] = {\n",
			table[t]);
		for (int b = 0; b < m->nbitsets; b++) {
			const isa_bitset *bs = m->bitsets[b];
			const isa_bits *v = t == 2 ? &bs->ldontcare : t ? &bs->lmask : &bs->lmatch;
			/* decodetree: eight rows a line, 0 for 0x0 */
			fputs(!short_rows(e) || b % 8 == 0 ? "\t{" : " {", c);
			for (int w = 0; w < gen_words_of(m); w++) /* a hex constant takes any width's type */
				fprintf(c, !short_rows(e) ? "%sUINT64_C(0x%llx)" : v->w[w] ? "%s0x%llx" : "%s0",
					w ? ", " : "", (unsigned long long)v->w[w]);
			fputs(!short_rows(e) || b % 8 == 7 || b == m->nbitsets - 1 ? "},\n" : "},", c);
		}
	}
	fputs("};\n\n", c);
	free(name_at);
	free(hash_at);
	free(hash_n);
	free(miss_at);
	free(miss_n);
}

void gen_emit_roots(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	for (int r = 0; r < m->nroots; r++) {
		fprintf(c, "static const int rt_leaves_%d[] = {", r);
		for (int i = 0; i < m->roots[r].nleaves; i++)
			fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", m->roots[r].leaves[i]->index);
		fputs("\n\t-1\n};\n", c);
	}
	fputs("\nstatic const rt_root rt_roots[] = {\n", c);
	for (int r = 0; r < m->nroots; r++)
		fprintf(c, "\t{rt_leaves_%d, %d}, /* %s */\n", r, m->roots[r].nleaves,
			gen_cmt(m->roots[r].root->name));
	fputs("\t{NULL, 0}\n};\n\n", c);
	for (int r = 0; r < m->nroots; r++)
		gen_classifier(c, m, e->trees[r], r, e->upfx);
	fputs("static int rt_classify(int root, const uint64_t *w, uint32_t gen, int *conf)\n{\n"
	      "\tswitch (root) {\n", c);
	for (int r = 0; r < m->nroots; r++)
		fprintf(c, "\tcase %d:\n\t\treturn rt_cls_%d(w, gen, conf);\n", r, r);
	fprintf(c, "\tdefault:\n\t\treturn %s_NO_MATCH;\n\t}\n}\n\n", e->upfx);
}

/* whether field i of case c of bitset x repeats a name met before it on
 * the walk from leaf b up (the encodable-fields list names each once) */
void gen_emit_chain_helper(FILE *c)
{
	fputs("static int rt_chain_name_seen(int b, int x, int c, int i)\n{\n"
	      "\tint name = rt_fields[rt_cases[rt_bitsets[x].cases + c].fields + i].name;\n"
	      "\tfor (int y = b;; y = rt_bitsets[y].parent)\n"
	      "\t\tfor (int k = 0; k < rt_bitsets[y].ncases; k++) {\n"
	      "\t\t\tconst rt_case *cs = &rt_cases[rt_bitsets[y].cases + k];\n"
	      "\t\t\tfor (int j = 0; j < cs->nfields; j++) {\n"
	      "\t\t\t\tif (y == x && k == c && j == i)\n"
	      "\t\t\t\t\treturn 0;\n"
	      "\t\t\t\tif (rt_fields[cs->fields + j].kind != RT_ASSERT &&\n"
	      "\t\t\t\t    rt_fields[cs->fields + j].name == name)\n"
	      "\t\t\t\t\treturn 1;\n"
	      "\t\t\t}\n"
	      "\t\t}\n}\n\n",
	      c);
}

/* The enums of small values with short texts, as most are (ir3's
 * swizzles, types, modes), print from a table of texts padded to 16 bytes
 * (copied whole, counted to their length): a value chosen by the word
 * makes a switch's jump mispredict about every time.  rt_enum_n<k>[v] is
 * the text's length, -1 for a value the enum lacks (printed as a
 * number); the first value that equals v wins. */
enum { ENUM_TABLE_MAX = 64, ENUM_TEXT_MAX = 15 };

static bool emit_enum_table(FILE *c, const isa_enum *en, int k)
{
	int len[ENUM_TABLE_MAX], n = 0;
	const char *text[ENUM_TABLE_MAX];
	for (int i = 0; i < ENUM_TABLE_MAX; i++)
		len[i] = -1;
	for (int i = 0; i < en->nvalues; i++) {
		const char *d = en->values[i].display;
		size_t dl = strlen(d);
		if (en->values[i].val >= ENUM_TABLE_MAX || dl > ENUM_TEXT_MAX || gen_has_newline_n(d, dl))
			return false;
		int v = (int)en->values[i].val;
		if (len[v] >= 0)
			continue;
		len[v] = (int)dl;
		text[v] = d;
		n = v + 1 > n ? v + 1 : n;
	}
	if (!n)
		return false;
	fprintf(c, "static const char rt_enum_t%d[%d][16] = {\n", k, n);
	for (int v = 0; v < n; v++) {
		fputc('\t', c);
		gen_c_string(c, len[v] >= 0 ? text[v] : "", len[v] >= 0 ? (size_t)len[v] : 0);
		fputs(",\n", c);
	}
	fprintf(c, "};\nstatic const signed char rt_enum_n%d[%d] = {", k, n);
	for (int v = 0; v < n; v++)
		fprintf(c, "%s%d", v ? ", " : "", len[v]);
	/* inline: a few instructions where it is called, and the caller keeps
	 * the text's length in a register (worth 5% of the time per word) */
	fprintf(c, "};\n\nstatic inline void rt_enum_%d(rt_out *o, uint64_t v)\n{\n"
		   "\tint n = v < %d ? rt_enum_n%d[v] : -1;\n"
		   "\tsize_t at = o->len;\n"
		   "\tif (RT_LIKELY(n >= 0 && at + 16 < o->size)) {\n"
		   "\t\tmemcpy(o->buf + at, rt_enum_t%d[v], 16);\n"
		   "\t\to->len = at + (size_t)n;\n"
		   "\t} else if (n >= 0) {\n"
		   "\t\trt_putt(o, rt_enum_t%d[v], (size_t)n);\n"
		   "\t} else {\n"
		   "\t\trt_put_u64(o, (unsigned)v);\n"
		   "\t}\n}\n\n",
		k, n, k, k, k);
	return true;
}

/* rt_enum_<k>: an enum's value as text (the first value that equals it),
 * or the number; rt_show_enum: the one for enum k */
void gen_emit_enum_printers(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	for (int k = 0; k < m->nenums; k++) {
		const isa_enum *en = m->enums[k];
		if (emit_enum_table(c, en, k))
			continue;
		fprintf(c, "static void rt_enum_%d(rt_out *o, uint64_t v)\n{\n\tswitch (v) {\n", k);
		for (int i = 0; i < en->nvalues; i++) {
			int j = 0;
			while (j < i && en->values[j].val != en->values[i].val)
				j++;
			if (j < i)
				continue; /* the first one wins */
			fprintf(c, "\tcase UINT64_C(0x%llx):\n", (unsigned long long)en->values[i].val);
			gen_emit_put_text(c, en->values[i].display, 2);
			fputs("\t\treturn;\n", c);
		}
		fputs("\tdefault:\n\t\trt_put_u64(o, (unsigned)v);\n\t}\n}\n\n", c);
	}
	fputs("static void rt_show_enum(rt_out *o, int k, uint64_t v)\n{\n\tswitch (k) {\n", c);
	for (int k = 0; k < m->nenums; k++)
		fprintf(c, "\tcase %d:\n\t\trt_enum_%d(o, v);\n\t\treturn;\n", k, k);
	fputs("\tdefault:\n\t\t(void)o;\n\t\t(void)v;\n\t\treturn;\n\t}\n}\n\n", c);
}
