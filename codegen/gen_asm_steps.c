/*
 * codegen/gen_asm_steps.c - `isaproof gen`: the assembler's match steps.
 * Per (bitset, case of its chain) pair with a display, a record per
 * piece saying what matching it does (rt_asm_step, read by rt_asm.inc's
 * rt_a_step): a literal, the name, a column, or a field piece; for a
 * field piece whose scope has one definition decoding can read, that
 * definition, its parser (by its kind) and where its bits go (their word
 * and shift, and the values an unsigned reading fits), so that a match
 * step reads one record instead of the piece, its definitions and the
 * field's row, and re-deriving masks at every assignment.  Pairs whose
 * records are the same share them.  rt_asm.inc's rt_a_step_of derives
 * the same record from a field's row for the definitions read through
 * the general paths (several definitions, or through the params).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

void gen_asm_steps_init(gen_asm_steps *s, int npairs)
{
	memset(s, 0, sizeof(*s));
	s->out = open_memstream(&s->buf, &s->len);
	s->at = calloc((size_t)npairs + 1, sizeof(int));
	gen_interner_init(&s->seen, npairs);
	s->key = open_memstream(&s->kbuf, &s->klen);
}

/* the op of a field of kind k read by a step (rt_asm.inc's RT_S_*) */
static const char *step_op(int kind)
{
	switch (kind) {
	case TY_INT:
	case TY_BRANCH:
	case TY_ABSBRANCH:
		return "RT_S_INT";
	case TY_UINT:
		return "RT_S_UINT";
	case TY_HEX:
		return "RT_S_HEX";
	case TY_OFFSET:
		return "RT_S_OFFSET";
	case TY_UOFFSET:
		return "RT_S_UOFFSET";
	case TY_FLOAT:
		return "RT_S_FLOAT";
	case TY_BOOL:
		return "RT_S_BOOL";
	case TY_BOOL_INV:
		return "RT_S_BOOL_INV";
	case TY_ENUM:
		return "RT_S_ENUM";
	case TY_BITSET:
		return "RT_S_BITSET";
	default: /* custom, assert: matched by what follows */
		return "RT_S_PASS";
	}
}

static void def_record(FILE *k, const isa_field *def, int id, int align);

/* the pair's next record does what r says (its function, gen_asm_run.c) */
static void pend(gen_asm_steps *s, gen_asm_run_step r)
{
	if (s->npend == s->cappend) {
		s->cappend = s->cappend ? 2 * s->cappend : 16;
		s->pend = realloc(s->pend, (size_t)s->cappend * sizeof(*s->pend));
	}
	s->pend[s->npend++] = r;
}

/* what the function of a record reading def (at column align) does */
static gen_asm_run_step def_run(const isa_field *def, int id, int align)
{
	gen_asm_run_step r = {GEN_ASM_R_GENERIC, align, id, -1, 0, 0, NULL, 0, 0, 0, 0, 0};
	int width = def->high - def->low + 1;
	if (!def->derived && def->low / 64 == def->high / 64) {
		r.wi = def->low / 64;
		r.shift = def->low % 64;
		r.mask = width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
	}
	if (def->derived) {
		/* its value kept aside (rt_a_assign's), every value fitting */
		r.derived = 1;
		r.mask = ~(uint64_t)0;
	}
	int set = r.wi >= 0 || r.derived; /* set by its function */
	switch (def->kind) {
	case TY_INT:
	case TY_BRANCH:
	case TY_ABSBRANCH:
		r.op = set ? GEN_ASM_R_INT : GEN_ASM_R_GENERIC;
		break;
	case TY_UINT:
	case TY_HEX:
		r.op = set ? GEN_ASM_R_UINT : GEN_ASM_R_GENERIC;
		r.hex = def->kind == TY_HEX;
		break;
	case TY_BOOL:
	case TY_BOOL_INV:
		r.op = set ? GEN_ASM_R_BOOL : GEN_ASM_R_GENERIC;
		r.inv = def->kind == TY_BOOL_INV;
		r.text = def->display;
		break;
	case TY_ENUM:
		r.op = set ? GEN_ASM_R_ENUM : GEN_ASM_R_GENERIC;
		break;
	case TY_BITSET:
		r.op = GEN_ASM_R_BITSET;
		break;
	case TY_OFFSET:
	case TY_UOFFSET:
	case TY_FLOAT:
		break; /* rare: rt_a_step's */
	default:
		r.op = GEN_ASM_R_PASS;
		break;
	}
	return r;
}

void gen_asm_steps_piece(gen_asm_steps *s, const isa_piece *pc, int name, int piece, int pd, int ndefs, int readable,
			 const isa_field *def, int def_id)
{
	FILE *k = s->key;
	gen_asm_run_step r = {GEN_ASM_R_GENERIC, pc->align, 0, -1, 0, 0, NULL, 0, 0, 0, 0, 0};
	if (pc->kind == PC_TEXT) {
		fprintf(k, "\tRT_ST(RT_S_TEXT, 0, %d),\n", piece);
		/* compared byte by byte up to the text's 0: none in it */
		if (!memchr(pc->text, 0, (size_t)pc->len)) {
			r.op = GEN_ASM_R_TEXT;
			r.text = pc->text;
			r.len = pc->len;
		}
		pend(s, r);
		return;
	}
	if (pc->kind == PC_NAME || pc->kind == PC_ALIGN) {
		fprintf(k, "\tRT_ST(%s, %d, 0),\n", pc->kind == PC_NAME ? "RT_S_NAME" : "RT_S_ALIGN", pc->align);
		r.op = pc->kind == PC_NAME ? GEN_ASM_R_NAME : GEN_ASM_R_ALIGN;
		pend(s, r);
		return;
	}
	readable &= ndefs >= 31 ? -1 : (1 << ndefs) - 1;
	if (!ndefs) {
		/* none in the scope's chain: through the params */
		fprintf(k, "\tRT_ST(RT_S_OUTER, %d, %d),\n", pc->align, name);
		pend(s, r);
		return;
	}
	if (!readable) {
		fprintf(k, "\tRT_ST(RT_S_NONE, %d, %d),\n", pc->align, pd);
		pend(s, r);
		return;
	}
	if (readable & (readable - 1)) {
		/* several decoding can read: tried in order (rt_a_defs_field) */
		fprintf(k, "\tRT_ST(RT_S_DEFS, %d, %d),\n", pc->align, pd);
		pend(s, r);
		return;
	}
	/* one: the others are never tried */
	def_record(k, def, def_id, pc->align);
	pend(s, def_run(def, def_id, pc->align));
}

/* the record reading definition def (rt_fields index id) at column align */
static void def_record(FILE *k, const isa_field *def, int id, int align)
{
	int width = def->high - def->low + 1;
	int one_word = !def->derived && def->low / 64 == def->high / 64;
	uint64_t mask = def->derived || width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
	fprintf(k, "\t{%s, %d, %d, %d, %d, UINT64_C(0x%llx)},\n", step_op(def->kind), one_word ? def->low % 64 : 0,
		align, one_word ? def->low / 64 : -1, id, (unsigned long long)mask);
}

void gen_asm_field_steps_emit(const emitter *e)
{
	const isa *m = e->m;
	fputs("/* per field (rt_fields index), the step reading it: the definitions\n"
	      " * of pieces with several, or reached through the params */\n"
	      "static const rt_astep rt_asm_field_step[] = {\n",
	      e->c);
	for (int b = 0, gc = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++, gc++)
			for (int f = 0; f < m->bitsets[b]->cases[k].nfields; f++)
				def_record(e->c, &m->bitsets[b]->cases[k].fields[f], e->field_base[gc] + f, 0);
	fputs("\tRT_ST(RT_S_NONE, 0, 0)\n};\n\n", e->c);
}

int gen_asm_steps_pair(gen_asm_steps *s, int pair)
{
	fclose(s->key);
	int first = 0; /* a pair with no display has no step */
	if (!s->kbuf[0])
		free(s->kbuf);
	else if ((first = gen_interner_add(&s->seen, s->kbuf, s->n)) == s->n) {
		/* new: its records (the key is them) and their code */
		fputs(s->kbuf, s->out);
		gen_asm_run_pair(s, first);
		for (const char *q = s->kbuf; (q = strchr(q, '\n')); q++)
			s->n++;
	}
	s->at[pair] = first;
	s->npend = 0;
	s->kbuf = NULL;
	s->key = open_memstream(&s->kbuf, &s->klen);
	return first;
}

void gen_asm_steps_emit(gen_asm_steps *s, FILE *c, int npairs)
{
	fclose(s->key);
	free(s->kbuf);
	fclose(s->out);
	fputs("/* A match step: what matching a piece of a pair's display does\n"
	      " * (rt_a_step).  op: RT_S_*; shift, wi: where the one definition's\n"
	      " * bits go in the scope's word (wi < 0: derived or across words,\n"
	      " * rt_a_assign); align: the piece's column; f: TEXT the piece, NONE\n"
	      " * and DEFS the piece's rt_asm_piece_defs entry, OUTER the name, else\n"
	      " * the one definition; mask: the values an unsigned reading of it\n"
	      " * fits (where wi >= 0, its bits shifted down). */\n"
	      "typedef struct rt_astep {\n"
	      "\tunsigned char op, shift;\n"
	      "\tshort align, wi;\n"
	      "\tint f;\n"
	      "\tuint64_t mask;\n"
	      "} rt_astep;\n\n"
	      "enum {\n"
	      "\tRT_S_TEXT, RT_S_NAME, RT_S_ALIGN, RT_S_NONE, RT_S_DEFS, RT_S_OUTER,\n"
	      "\tRT_S_INT, RT_S_UINT, RT_S_HEX, RT_S_OFFSET, RT_S_UOFFSET, RT_S_FLOAT,\n"
	      "\tRT_S_BOOL, RT_S_BOOL_INV, RT_S_ENUM, RT_S_PASS, RT_S_BITSET\n"
	      "};\n\n"
	      "#define RT_ST(op, align, f) {op, 0, align, -1, f, 0}\n\n"
	      "static const rt_astep rt_asm_step[] = {\n",
	      c);
	fputs(s->buf, c);
	fputs("\tRT_ST(RT_S_NONE, 0, 0)\n};\n\nstatic const int rt_asm_pair_steps[] = {", c);
	for (int i = 0; i < npairs; i++)
		fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", s->at[i]);
	fputs("\n\t0\n};\n\n", c);
	free(s->buf);
	free(s->at);
	gen_interner_free(&s->seen);
}
