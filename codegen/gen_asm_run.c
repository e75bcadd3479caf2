/*
 * codegen/gen_asm_run.c - `isaproof gen`: the assembler's match steps as
 * code.  Each record of rt_asm_step (gen_asm_steps.c) whose matching is
 * common (a literal, the name, a column, a bool, an unsigned, signed or
 * enum field in one word of the scope, an operand, a piece matched by
 * what follows) gets a function doing it with its constants in the code:
 * the literal's bytes, the bool's display, the word, mask and shift of
 * the assignment, and the step after it called by its function
 * (rt_asm.inc's rt_a_on, out of line) where rt_a_match would find it in
 * the frame and dispatch on its op.  The others (several definitions, through the params, offsets,
 * floats, fields across words or derived) stay rt_a_step's.  Every step
 * counts and tests the budgets where rt_a_match does, and the frame is
 * what rt_a_match would leave, so the search is the same.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* Record i's function, as a name: rt_aS<canon[i]>, or 0 where rt_a_step
 * runs it (canon[i] < 0) */
static void fn_name(FILE *o, const int *canon, int i)
{
	if (canon[i] < 0)
		fputs("0", o);
	else
		fprintf(o, "rt_aS%d", canon[i]);
}

/* the step after record i at position pos (an expression): the next
 * record (by its function), or the end of the display where i ends it */
static void cont(FILE *o, const gen_asm_run_step *r, const int *canon, int i, const char *pos)
{
	if (r->last) {
		fprintf(o, "rt_a_end(c, si, %s)", pos);
		return;
	}
	fprintf(o, "rt_a_on(c, si, %s, ", pos);
	fn_name(o, canon, i + 1);
	fputs(")", o);
}

/* a record's body that goes on at pos: "return" the step after it */
static void return_cont(FILE *o, const gen_asm_run_step *r, const int *canon, int i, const char *pos)
{
	fputs("\treturn ", o);
	cont(o, r, canon, i, pos);
	fputs(";\n", o);
}

/* record i's field set to the value pv (its bits in place), then the
 * step after it */
static void put_on(FILE *o, const gen_asm_run_step *r, const int *canon, int i, const char *pv, const char *pos)
{
	const char *how = r->last ? "end" : "on";
	if (r->derived)
		fprintf(o, "rt_a_keep_%s(c, si, %d, %s, %s", how, r->f, pv, pos);
	else
		fprintf(o, "rt_a_put_%s(c, si, %d, UINT64_C(0x%llx), %s, %s", how, r->wi,
			(unsigned long long)(r->mask << r->shift), pv, pos);
	if (!r->last) {
		fputs(", ", o);
		fn_name(o, canon, i + 1);
	}
	fputs(")", o);
}

/* the bits of value v of record r's field, in place */
static unsigned long long bits_of(const gen_asm_run_step *r, uint64_t v)
{
	return (unsigned long long)((v & r->mask) << r->shift);
}

/* the bytes of t (n of them) at pos, as a test that they are there: the
 * text ends in its 0, which none of them is, so no length is tested
 * where they are compared one by one; past 4, the first one by one
 * (most texts differ there), the rest as a string */
static void bytes_at(FILE *o, const char *t, int n)
{
	if (n > 4) {
		fprintf(o, "c->full[pos] == %d && c->len - pos >= %d && !memcmp(c->full + pos + 1, ", (unsigned char)t[0],
			n);
		gen_c_string(o, t + 1, (size_t)n - 1);
		fprintf(o, ", %d)", n - 1);
		return;
	}
	for (int j = 0; j < n; j++)
		if (j)
			fprintf(o, " && c->full[pos + %d] == %d", j, (unsigned char)t[j]);
		else
			fprintf(o, "c->full[pos] == %d", (unsigned char)t[j]);
}

/* the column of record r reached first, where it has one */
static void pad(FILE *o, const gen_asm_run_step *r)
{
	if (r->align > 0)
		fprintf(o, "\tif ((pos = rt_a_pad(c, pos, %d)) < 0)\n\t\treturn 0;\n", r->align);
}

static void bool_body(FILE *o, const gen_asm_run_step *r, const int *canon, int i)
{
	char pv[64];
	if (!r->text) {
		/* 0 or 1: rt_a_bool's reading with no display */
		snprintf(pv, sizeof(pv), "(c->full[pos] == '1') != %d ? UINT64_C(0x%llx) : 0", r->inv,
			 bits_of(r, 1));
		fputs("\tif (c->full[pos] != '0' && c->full[pos] != '1')\n\t\treturn 0;\n\treturn ", o);
		put_on(o, r, canon, i, pv, "pos + 1");
		fputs(";\n", o);
		return;
	}
	int dl = (int)strlen(r->text);
	if (dl) {
		/* the display there: the field set, first */
		fputs("\tif (", o);
		bytes_at(o, r->text, dl);
		fputs(") {\n\t\tif (", o);
		snprintf(pv, sizeof(pv), "UINT64_C(0x%llx)", bits_of(r, r->inv ? 0 : 1));
		char at[32];
		snprintf(at, sizeof(at), "pos + %d", dl);
		put_on(o, r, canon, i, pv, at);
		fputs(")\n\t\t\treturn 1;\n\t\tif (c->stop)\n\t\t\treturn 0;\n\t}\n", o);
	}
	snprintf(pv, sizeof(pv), "UINT64_C(0x%llx)", bits_of(r, r->inv ? 1 : 0));
	fputs("\treturn ", o);
	put_on(o, r, canon, i, pv, "pos");
	fputs(";\n", o);
}

/* Record i's function after its name (r what it does, st the first
 * record like it, for the parsers), '@' standing for its own number:
 * records whose texts are the same share one */
static void step_fn(FILE *o, const gen_asm_run_step *r, const int *canon, int i, int st)
{
	if (r->op == GEN_ASM_R_UINT || r->op == GEN_ASM_R_INT || r->op == GEN_ASM_R_ENUM) {
		/* its assignment of the value the parser reads */
		fputs("A@(rt_actx *c, int si, uint64_t v, int pos)\n{\n\treturn ", o);
		char pv[80];
		snprintf(pv, sizeof(pv), "(v & UINT64_C(0x%llx)) << %d", (unsigned long long)r->mask, r->shift);
		put_on(o, r, canon, i, pv, "pos");
		fputs(";\n}\n\nstatic int rt_aS@", o);
	} else {
		fputs("S@", o);
	}
	fputs("(rt_actx *c, int si, int pos)\n{\n", o);
	if (r->op != GEN_ASM_R_TEXT)
		pad(o, r);
	switch (r->op) {
	case GEN_ASM_R_TEXT:
		if (r->len) {
			fputs("\tif (!(", o);
			bytes_at(o, r->text, r->len);
			fputs("))\n\t\treturn 0;\n", o);
		}
		char at[32];
		snprintf(at, sizeof(at), "pos + %d", r->len);
		return_cont(o, r, canon, i, at);
		break;
	case GEN_ASM_R_NAME:
		fputs("\tint n = rt_a_name_len(c, si, pos);\n\tif (n < 0)\n\t\treturn 0;\n", o);
		return_cont(o, r, canon, i, "pos + n");
		break;
	case GEN_ASM_R_ALIGN:
	case GEN_ASM_R_PASS:
		return_cont(o, r, canon, i, "pos");
		break;
	case GEN_ASM_R_BITSET:
		fprintf(o, "\treturn rt_a_operand(c, si, %d, pos);\n", r->f);
		break;
	case GEN_ASM_R_BOOL:
		bool_body(o, r, canon, i);
		break;
	case GEN_ASM_R_UINT:
		fprintf(o, "\treturn rt_a_unsigned(c, si, &rt_asm_step[%d], pos, %d, 0, rt_aA@);\n", st, r->hex);
		break;
	case GEN_ASM_R_INT:
		fprintf(o, "\treturn rt_a_signed(c, si, &rt_asm_step[%d], pos, 0, rt_aA@);\n", st);
		break;
	case GEN_ASM_R_ENUM:
		fprintf(o, "\treturn rt_a_enum(c, si, &rt_asm_step[%d], pos, rt_aA@);\n", st);
		break;
	}
	fputs("}\n", o);
}

void gen_asm_run_pair(gen_asm_steps *s, int first)
{
	if (first + s->npend > s->capall) {
		int cap = s->capall ? s->capall : 256;
		while (cap < first + s->npend)
			cap *= 2;
		s->all = realloc(s->all, (size_t)cap * sizeof(*s->all));
		s->capall = cap;
	}
	for (int j = 0; j < s->npend; j++) {
		s->all[first + j] = s->pend[j];
		s->all[first + j].last = j + 1 == s->npend;
	}
}

/* the first record doing what record i does (for a parser's st) */
static int like(interner *seen, const gen_asm_run_step *r, int i)
{
	char *key;
	size_t len;
	FILE *k = open_memstream(&key, &len);
	fprintf(k, "%d/%d/%d/%d/%d/%llx/%d/%d", r->op, r->align, r->f, r->wi, r->shift, (unsigned long long)r->mask,
		r->hex, r->derived);
	fclose(k);
	return gen_interner_add(seen, key, i);
}

/* the text of fn with '@' as n */
static void put_numbered(FILE *c, const char *fn, int n)
{
	for (; *fn; fn++)
		if (*fn == '@')
			fprintf(c, "%d", n);
		else
			fputc(*fn, c);
}

void gen_asm_run_emit(gen_asm_steps *s, FILE *c)
{
	int n = s->n;
	int *canon = malloc(((size_t)n + 1) * sizeof(int));
	char **text = calloc((size_t)n + 1, sizeof(char *));
	interner fns, recs;
	gen_interner_init(&fns, n);
	gen_interner_init(&recs, n);
	/* from the last: a function names the next record's, which is after it */
	for (int i = n - 1; i >= 0; i--) {
		const gen_asm_run_step *r = &s->all[i];
		canon[i] = -1;
		if (r->op == GEN_ASM_R_GENERIC)
			continue;
		size_t len;
		FILE *o = open_memstream(&text[i], &len);
		step_fn(o, r, canon, i, like(&recs, r, i));
		fclose(o);
		canon[i] = gen_interner_add(&fns, strdup(text[i]), i);
		if (canon[i] != i) {
			free(text[i]);
			text[i] = NULL;
		}
	}
	fputs("\n/* ---- the match steps as code (gen_asm_run.c): record i's function\n"
	      " * in rt_asm_step_fn[i] (rt_aA*: its field set to a value read), 0\n"
	      " * where rt_a_step runs it; records doing the same share one ---- */\n\n",
	      c);
	for (int i = 0; i < n; i++)
		if (text[i])
			fprintf(c, "static int rt_aS%d(rt_actx *, int, int);\n", i);
	for (int i = 0; i < n; i++)
		if (text[i]) {
			fputs("\nstatic int rt_a", c);
			put_numbered(c, text[i], i);
			free(text[i]);
		}
	fputs("\nstatic const rt_a_stepfn rt_asm_step_fn[] = {", c);
	for (int i = 0; i < n; i++) {
		fputs(i % 8 ? " " : "\n\t", c);
		fn_name(c, canon, i);
		fputs(",", c);
	}
	fputs("\n\t0\n};\n\n"
	      "static int rt_a_run(rt_actx *c, int si, int idx, int pos)\n{\n"
	      "\trt_a_stepfn fn = rt_asm_step_fn[idx];\n"
	      "\treturn fn ? fn(c, si, pos) : rt_a_step(c, si, &rt_asm_step[idx], pos);\n}\n",
	      c);
	gen_interner_free(&fns);
	gen_interner_free(&recs);
	free(text);
	free(canon);
	free(s->all);
	free(s->pend);
}
