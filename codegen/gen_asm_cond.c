/*
 * codegen/gen_asm_cond.c - `isaproof gen`: the assembler's case
 * conditions as C (codegen/gen_asm.c writes the rest of its tables).
 *
 * While a match settles, rt_a_case_picked_eval (rt_asm_settle.inc) walks
 * the conditions of a scope's chain for every candidate word.  Where
 * every name of those conditions is a field of the scope (not derived),
 * what the walk reads is known here per pair: the cases in order, each
 * condition's expression and its fields' bits relative to the scope's
 * offset.  Such a pair's walk is written out as a C function
 * (rt_asm_pair_pick; equal walks shared): the fields read with constant
 * shifts, the expression functions called by name (so inlined), the
 * picked case a constant.  It answers as the walk does, *picked and the
 * return value both: -1 then 0 where a field lies past the word, -2
 * where the walk is cut at case upto.
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
	fprintf(o, "\tint64_t v%d[%d];\n", t, nf ? nf : 1);
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
}
