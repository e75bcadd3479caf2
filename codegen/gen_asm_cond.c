/*
 * codegen/gen_asm_cond.c - `isaproof gen`: the assembler's case
 * conditions and derived values as C (codegen/gen_asm.c writes the rest
 * of its tables).
 *
 * While a match settles, rt_a_case_picked_eval (rt_asm_settle.inc) walks
 * the conditions of a scope's chain for every candidate word, and
 * rt_a_derived_value_eval evaluates its derived values.  What they read
 * is known here per pair: the cases in order, each condition's
 * expression, its fields' bits relative to the scope's offset, which
 * names lead out of the scope through the params (their bits are known
 * only per match: the runtime resolves them once and passes them in pp,
 * {absolute low bit, width} each) and which are derived fields (their
 * expressions nested).  Each pair's walk is written out as a C function
 * (rt_asm_pair_pick; equal walks shared), and each derived field's
 * expression per pair (rt_asm_dfn): the fields read with constant shifts,
 * the decoder's expression functions called by name (so inlined), the
 * picked case a constant.  They answer as the runtime's walks do: the
 * walk -1 then 0 where a field lies past the word, -2 where it is cut at
 * case upto; where a name leads to no field (or past rt_a_expr_value's
 * depth) there is no function and the runtime walks as before.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* What a walk reads: the names it reaches through the params (slots of
 * pp at run time, in the order first read), the temporaries written. */
typedef struct walk {
	gen_asm_ints params;
	int ntmp;
} walk;

static int param_slot(walk *wk, int name)
{
	for (int i = 0; i < wk->params.n; i++)
		if (wk->params.v[i] == name)
			return i;
	gen_asm_ints_add(&wk->params, name);
	return wk->params.n - 1;
}

/* The highest bit (relative to the scope) of the fields of the scope
 * expression x reads at depth, through its derived fields (-1: none);
 * -2 where rt_a_expr_value would end otherwise than in a value or a
 * name is none. */
static int top_bit(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, const isa_expr *x, int depth)
{
	int top = -1;
	if (depth > 8)
		return -2;
	for (int i = 0; i < x->nfields; i++) {
		int defs[GEN_ASM_MAX_DEFS], name = gen_name_id(e, x->fields[i]);
		int n = name < 0 ? 0 : gen_asm_local_defs(e, b, cc->gc, cc->nfields, name, defs);
		const isa_field *f = n ? gen_asm_field_of(e, b, defs[0]) : NULL;
		if (name >= 0 && !n)
			continue;
		if (!f || (f->derived && !f->expr))
			return -2;
		int t = f->derived ? top_bit(e, b, cc, f->expr, depth + 1) : f->high;
		if (t == -2)
			return -2;
		top = t > top ? t : top;
	}
	return top;
}

/* Statements putting the value of expression x (read from the scope at
 * depth, as rt_a_expr_value does) in a temporary t<n>: n, the one
 * written (top_bit has vouched for every name). */
static int write_value(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, const isa_expr *x,
		       walk *wk, FILE *o)
{
	int nf = x->nfields, *sub = calloc((size_t)nf + 1, sizeof(int));
	/* the derived fields' values first, each in its own temporary */
	for (int i = 0; i < nf; i++) {
		int defs[GEN_ASM_MAX_DEFS], name = gen_name_id(e, x->fields[i]);
		int n = gen_asm_local_defs(e, b, cc->gc, cc->nfields, name, defs);
		const isa_field *f = n ? gen_asm_field_of(e, b, defs[0]) : NULL;
		sub[i] = f && f->derived ? write_value(e, b, cc, f->expr, wk, o) : -1;
	}
	int t = wk->ntmp++;
	/* (an expression of no field reads none: the row set all the same,
	 * as compilers cannot see that) */
	if (nf)
		fprintf(o, "\tint64_t v%d[%d];\n", t, nf);
	else
		fprintf(o, "\tint64_t v%d[1] = {0};\n", t);
	for (int i = 0; i < nf; i++) {
		int defs[GEN_ASM_MAX_DEFS], name = gen_name_id(e, x->fields[i]);
		int n = gen_asm_local_defs(e, b, cc->gc, cc->nfields, name, defs);
		const isa_field *f = n ? gen_asm_field_of(e, b, defs[0]) : NULL;
		if (sub[i] >= 0)
			fprintf(o, "\tv%d[%d] = (int64_t)t%d;\n", t, i, sub[i]);
		else if (!n)
			fprintf(o, "\tv%d[%d] = (int64_t)rt_ap_bits(w, pp[%d], pp[%d]);\n", t, i,
				2 * param_slot(wk, name), 2 * param_slot(wk, name) + 1);
		else
			fprintf(o, "\tv%d[%d] = (int64_t)rt_ap_bits(w, off + %d, %d);\n", t, i, f->low,
				f->high - f->low + 1);
	}
	fprintf(o, "\tuint64_t t%d = rt_x%d(v%d, gen) & RT_AP_MASK;\n", t, x->id, t);
	free(sub);
	return t;
}

/* The walk of bitset b's chain for pair cc as the body of a function
 * (rt_a_case_picked_eval's loop, straight) onto o; 0 where a condition
 * reads what the runtime must look up itself (a name that is none, a
 * derived field without an expression, past rt_a_expr_value's depth). */
static int write_walk(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, walk *wk, FILE *o)
{
	fputs("{\n\t(void)gen;\n\t(void)w;\n\t(void)off;\n\t(void)upto;\n\t(void)pp;\n\t*picked = -1;\n", o);
	for (const isa_bitset *y = b; y; y = y->parent)
		for (int k = 0; k < y->ncases; k++) {
			const isa_case *cs = &y->cases[k];
			int gc = e->case_base[y->index] + k;
			if (!cs->expr && cs->display) {
				fprintf(o, "\t*picked = %d;\n\treturn 1;\n}\n", gc);
				return 1;
			}
			if (cs->expr) {
				int top = top_bit(e, b, cc, cs->expr, 0);
				if (top == -2)
					return 0;
				/* a field past the word: the walk fails there */
				if (top >= 0)
					fprintf(o, "\tif (off >= RT_NWORDS * 64 - %d)\n\t\treturn 0;\n", top);
				fputs("\t{\n", o);
				int t = write_value(e, b, cc, cs->expr, wk, o);
				if (cs->display)
					fprintf(o, "\tif (t%d) {\n\t\t*picked = %d;\n\t\treturn 1;\n\t}\n", t, gc);
				else
					fprintf(o, "\t(void)t%d;\n", t);
				fputs("\t}\n", o);
			}
			fprintf(o, "\tif (upto == %d) {\n\t\t*picked = -2;\n\t\treturn 1;\n\t}\n", gc);
		}
	fputs("\treturn 1;\n}\n", o);
	return 1;
}

/* The walk of pair n (bitset b, chain case cc) as a function, shared
 * with an equal one written before (the key: its text, then the names of
 * its params): *fn its number, -1 where it has none; its params onto
 * names (-1 ended) with *pn where they start, -1 where none. */
static void emit_walk(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, interner *seen, int *nfn,
		      int *fn, gen_asm_ints *names, interner *seen_names, int *pn)
{
	walk wk = {{0}, 0};
	char *text;
	size_t len;
	FILE *o = open_memstream(&text, &len);
	int ok = write_walk(e, b, cc, &wk, o);
	fflush(o);
	size_t body = len;
	for (int i = 0; ok && i < wk.params.n; i++)
		fprintf(o, "|%d", wk.params.v[i]);
	fclose(o);
	*fn = *pn = -1;
	if (!ok) {
		free(text);
		free(wk.params.v);
		return;
	}
	if (wk.params.n) {
		gen_asm_ints_add(&wk.params, -1);
		*pn = gen_asm_ints_intern(seen_names, names, &wk.params);
	}
	free(wk.params.v);
	/* the interner keeps text (or frees it where it has an equal one) */
	*fn = gen_interner_add(seen, text, *nfn);
	if (*fn == *nfn)
		fprintf(e->c,
			"static int rt_apk%d(const rt_word *w, int off, uint32_t gen, int upto, int *picked, const int *pp)\n"
			"%.*s\n",
			(*nfn)++, (int)body, text);
}

/* rt_asm_case_asrt (per case of rt_cases, where its assert fields start
 * in rt_asm_asrt_f, -1 ended; -1: none) and rt_asm_asrt_f (their
 * rt_fields indexes): rt_a_case_asserts (rt_asm_settle.inc) reads the
 * matched cases' asserts there instead of going over all their fields */
static void emit_case_asserts(const emitter *e)
{
	const isa *m = e->m;
	gen_asm_ints at = {0}, list = {0};
	for (int i = 0; i < e->ncases; i++)
		gen_asm_ints_add(&at, -1);
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *y = m->bitsets[b];
		for (int k = 0; k < y->ncases; k++) {
			int gc = e->case_base[y->index] + k, first = list.n;
			for (int f = 0; f < y->cases[k].nfields; f++)
				if (y->cases[k].fields[f].kind == TY_ASSERT)
					gen_asm_ints_add(&list, e->field_base[gc] + f);
			if (list.n > first) {
				gen_asm_ints_add(&list, -1);
				at.v[gc] = first;
			}
		}
	}
	gen_asm_list_emit(e->c, "static const int rt_asm_case_asrt[]", &at);
	gen_asm_list_emit(e->c, "static const int rt_asm_asrt_f[]", &list);
	free(at.v);
	free(list.v);
}

/* rt_asm_pair_pick (per pair, its walk's function or NULL), rt_asm_pair_pn
 * and rt_asm_pnames (per pair, where the names of its params start, -1
 * ended; -1: none) and what they call */
void gen_asm_cond(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int npairs = gen_asm_pair_count(m), n = 0, nfn = 0;
	int *fn = malloc(((size_t)npairs + 1) * sizeof(int));
	gen_asm_ints names = {0}, pn = {0};
	interner seen, seen_names;
	gen_interner_init(&seen, npairs);
	gen_interner_init(&seen_names, npairs);
	fputs("/* per pair: its conditions' walk (rt_a_case_picked_eval's) as C, the\n"
	      " * fields at off on, those reached through the params at pp (absolute\n"
	      " * low bit, width; gen_asm_cond.c) */\n"
	      "typedef int (*rt_apick_fn)(const rt_word *w, int off, uint32_t gen, int upto, int *picked,\n"
	      "\t\t\t   const int *pp);\n\n"
	      "#define RT_AP_MASK (RT_BITS <= 32 ? (uint64_t)0xffffffffu : ~(uint64_t)0)\n\n"
	      "/* n bits of w from low on, the value's mask applied */\n"
	      "static RT_UNUSED inline uint64_t rt_ap_bits(const rt_word *w, int low, int n)\n{\n"
	      "\tuint64_t m = n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);\n"
	      "\tif (RT_NWORDS == 1)\n\t\treturn (w->w[0] >> low) & m & RT_AP_MASK;\n"
	      "\tint i = low / 64, s = low % 64;\n\tuint64_t v = w->w[i] >> s;\n"
	      "\tif (s && i + 1 < RT_NWORDS)\n\t\tv |= w->w[i + 1] << (64 - s);\n"
	      "\treturn v & m & RT_AP_MASK;\n}\n\n",
	      c);
	for (int b = 0; b < m->nbitsets; b++) {
		gen_asm_case *cc;
		int ncc = gen_asm_chain_cases(e, m->bitsets[b], &cc);
		for (int j = 0; j < ncc; j++, n++) {
			int at;
			emit_walk(e, m->bitsets[b], &cc[j], &seen, &nfn, &fn[n], &names, &seen_names, &at);
			gen_asm_ints_add(&pn, at);
		}
		free(cc);
	}
	gen_interner_free(&seen);
	gen_interner_free(&seen_names);
	fputs("static const rt_apick_fn rt_asm_pair_pick[] = {", c);
	for (int i = 0; i < n; i++) {
		if (fn[i] < 0)
			fprintf(c, "%sNULL,", i % 8 ? " " : "\n\t");
		else
			fprintf(c, "%srt_apk%d,", i % 8 ? " " : "\n\t", fn[i]);
	}
	fputs("\n\tNULL\n};\n\n", c);
	gen_asm_list_emit(c, "static const short rt_asm_pnames[]", &names);
	gen_asm_list_emit(c, "static const int rt_asm_pair_pn[]", &pn);
	free(fn);
	free(names.v);
	free(pn.v);
	emit_case_asserts(e);
}

/* ---- per (pair, derived field's expression): its value as C ---- */

/* Expression x read from a scope of pair (b, cc) as a function
 * returning its value, shared with an equal one written before: its
 * number (*fn) and its params (names, -1 ended, from *pn on; -1: none)
 * (top_bit has vouched for every name). */
static void emit_der(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, const isa_expr *x,
		    interner *seen, int *nfn, int *fn, gen_asm_ints *names, interner *seen_names, int *pn)
{
	walk wk = {{0}, 0};
	char *text;
	size_t len;
	FILE *o = open_memstream(&text, &len);
	fputs("{\n\t(void)gen;\n\t(void)w;\n\t(void)off;\n\t(void)pp;\n", o);
	int t = write_value(e, b, cc, x, &wk, o);
	fprintf(o, "\treturn t%d;\n}\n", t);
	fflush(o);
	size_t body = len;
	for (int i = 0; i < wk.params.n; i++)
		fprintf(o, "|%d", wk.params.v[i]);
	fclose(o);
	*pn = -1;
	if (wk.params.n) {
		gen_asm_ints_add(&wk.params, -1);
		*pn = gen_asm_ints_intern(seen_names, names, &wk.params);
	}
	free(wk.params.v);
	*fn = gen_interner_add(seen, text, *nfn);
	if (*fn == *nfn)
		fprintf(e->c, "static uint64_t rt_apd%d(const rt_word *w, int off, uint32_t gen, const int *pp)\n%.*s\n",
			(*nfn)++, (int)body, text);
}

/* rt_asm_dfn (the functions), rt_asm_dx (rows {expression, function,
 * where its params start in rt_asm_pnames or -1, the highest bit of the
 * scope it reads or -1}) and rt_asm_pair_dx (per pair, where its rows
 * start and their count, by expression): the derived fields' expressions
 * of each pair's chain that read only fields (rt_a_derived_value_eval's
 * values) */
void gen_asm_cond_ders(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int npairs = gen_asm_pair_count(m), nfn = 0, nrows = 0;
	gen_asm_ints names = {0}, rows = {0}, at = {0};
	interner seen, seen_names;
	unsigned char *mark = malloc((size_t)m->nexprs + 1);
	gen_interner_init(&seen, npairs + m->nexprs);
	gen_interner_init(&seen_names, npairs + m->nexprs);
	fputs("/* per (pair, derived field's expression): its value as C, the fields at\n"
	      " * off on, those reached through the params at pp (gen_asm_cond.c) */\n"
	      "typedef uint64_t (*rt_ader_fn)(const rt_word *w, int off, uint32_t gen, const int *pp);\n\n",
	      c);
	for (int bi = 0; bi < m->nbitsets; bi++) {
		const isa_bitset *b = m->bitsets[bi];
		gen_asm_case *cc;
		int ncc = gen_asm_chain_cases(e, b, &cc);
		memset(mark, 0, (size_t)m->nexprs + 1);
		for (const isa_bitset *y = b; y; y = y->parent)
			for (int k = 0; k < y->ncases; k++)
				for (int f = 0; f < y->cases[k].nfields; f++)
					if (y->cases[k].fields[f].derived && y->cases[k].fields[f].expr)
						mark[y->cases[k].fields[f].expr->id] = 1;
		for (int j = 0; j < ncc; j++) {
			int first = nrows;
			for (int x = 0; x < m->nexprs; x++) {
				int top, fn, pn;
				if (!mark[x] || (top = top_bit(e, b, &cc[j], m->exprs[x], 0)) == -2)
					continue;
				emit_der(e, b, &cc[j], m->exprs[x], &seen, &nfn, &fn, &names, &seen_names, &pn);
				gen_asm_ints_add(&rows, x);
				gen_asm_ints_add(&rows, fn);
				gen_asm_ints_add(&rows, pn);
				gen_asm_ints_add(&rows, top);
				nrows++;
			}
			gen_asm_ints_add(&at, first);
			gen_asm_ints_add(&at, nrows - first);
		}
		free(cc);
	}
	gen_interner_free(&seen);
	gen_interner_free(&seen_names);
	fputs("static const rt_ader_fn rt_asm_dfn[] = {", c);
	for (int i = 0; i < nfn; i++)
		fprintf(c, "%srt_apd%d,", i % 8 ? " " : "\n\t", i);
	fputs("\n\tNULL\n};\n\n", c);
	gen_asm_list_emit(c, "static const short rt_asm_dnames[]", &names);
	fputs("static const int rt_asm_dx[][4] = {", c);
	gen_asm_rows4_emit(c, &rows, 4);
	fputs("static const int rt_asm_pair_dx[][2] = {", c);
	gen_asm_rows2_emit(c, &at);
	free(names.v);
	free(rows.v);
	free(at.v);
	free(mark);
}
