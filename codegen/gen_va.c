/*
 * codegen/gen_va.c - the tables a decoder generated from a Panfrost
 * Valhall ISA.xml prints its text from (the runtime that reads them is
 * codegen/rt_va.inc).
 *
 * Classification, field access and the encoder are the ones every
 * generated decoder has (the model's leaves and fields, the proved
 * decision tree); only the text differs: Mesa prints it from the
 * instruction table, so that table (the model's isa_va) is written out
 * as a few flat arrays, one row per instruction, modifier, source,
 * staging operand and immediate.
 */
#include <string.h>

#include "emit.h"
#include "internal.h"

static const char va_types[] =
	"/* Valhall: the instruction table Mesa prints from (model/isa.h, isa_va) */\n"
	"enum { RT_VA_ABSNEG = 1, RT_VA_FLOAT = 2, RT_VA_SWIZZLE = 4, RT_VA_WIDE = 8,\n"
	"       RT_VA_COMBINE = 16, RT_VA_NOT = 32 };\n"
	"enum { RT_VA_COUNT_CONST, RT_VA_COUNT_WRITE, RT_VA_COUNT_READ };\n"
	"typedef struct rt_va_enum {\n"
	"\tconst char *safe;   /* Mesa's table name */\n"
	"\tint text, n, deflt; /* entries rt_va_texts[text..text+n); default, -1: none */\n"
	"} rt_va_enum;\n"
	"typedef struct rt_va_mod {\n"
	"\tconst char *name;\n"
	"\tint start, size, hidden, table; /* table: rt_va_enums index, -1: a flag */\n"
	"} rt_va_mod;\n"
	"typedef struct rt_va_src {\n"
	"\tint slot, flags, lane;  /* flags: RT_VA_*; lane bit, -1: none */\n"
	"\tint swz, wide, lanet;   /* rt_va_enums indices, -1: none */\n"
	"} rt_va_src;\n"
	"typedef struct rt_va_sr {\n"
	"\tint start, kind, count;\n"
	"} rt_va_sr;\n"
	"typedef struct rt_va_imm {\n"
	"\tconst char *name;\n"
	"\tint start, size, is_signed, constant; /* constant: printed \", #\" */\n"
	"} rt_va_imm;\n"
	"typedef struct rt_va_ins {\n"
	"\tconst char *name;\n"
	"\tint mods, nmods, srcs, nsrcs, srs, nsrs, imms, nimms; /* rows of the tables */\n"
	"\tint has_dest;\n"
	"} rt_va_ins;\n\n";

static int enum_id(const isa_va *va, const isa_va_enum *e)
{
	return e ? (int)(e - va->enums) : -1;
}

void gen_va_tables(FILE *c, const isa *m)
{
	const isa_va *va = m->va;
	fputs(va_types, c);
	fputs("static const uint32_t rt_va_lut[32] = {", c);
	for (int i = 0; i < 32; i++)
		fprintf(c, "%s0x%08xu,", i % 8 ? " " : "\n\t", (unsigned)va->lut[i]);
	fputs("\n};\n\n", c);

	fputs("static const char *const rt_va_texts[] = {", c);
	int ntext = 0;
	for (int e = 0; e < va->nenums; e++)
		for (int i = 0; i < va->enums[e].n; i++, ntext++) {
			fputs(ntext % 6 ? " " : "\n\t", c);
			gen_c_string(c, va->enums[e].text[i], strlen(va->enums[e].text[i]));
			fputc(',', c);
		}
	fputs("\n\tNULL\n};\n\n", c);
	fputs("static const rt_va_enum rt_va_enums[] = {\n", c);
	for (int e = 0, at = 0; e < va->nenums; e++) {
		const isa_va_enum *en = &va->enums[e];
		fputs("\t{", c);
		gen_c_string(c, en->safe, strlen(en->safe));
		fprintf(c, ", %d, %d, %d},\n", at, en->n, en->deflt);
		at += en->n;
	}
	fputs("\t{NULL, 0, 0, -1}\n};\n", c);
	fprintf(c, "#define RT_VA_FLOW %d\n", enum_id(va, va->flow));
	fprintf(c, "static const int rt_va_fau[4] = {%d, %d, %d, %d};\n\n", enum_id(va, va->fau_page[0]),
		enum_id(va, va->fau_page[1]), enum_id(va, va->fau_page[2]), enum_id(va, va->fau_page[3]));

	/* the operand rows, instruction after instruction */
	fputs("static const rt_va_mod rt_va_mods[] = {\n", c);
	for (int k = 0; k < va->nins; k++)
		for (int i = 0; i < va->ins[k].nmods; i++) {
			const isa_va_mod *md = &va->ins[k].mods[i];
			fputs("\t{", c);
			gen_c_string(c, md->name, strlen(md->name));
			fprintf(c, ", %d, %d, %d, %d},\n", md->start, md->size, md->hidden,
				md->is_enum ? enum_id(va, md->table) : -1);
		}
	fputs("\t{NULL, 0, 0, 0, -1}\n};\n", c);
	fputs("static const rt_va_src rt_va_srcs[] = {\n", c);
	for (int k = 0; k < va->nins; k++)
		for (int i = 0; i < va->ins[k].nsrcs; i++) {
			const isa_va_src *s = &va->ins[k].srcs[i];
			int flags = (s->absneg ? 1 : 0) | (s->is_float ? 2 : 0) | (s->swizzle ? 4 : 0) |
				    (s->lanes || s->halfswizzle || s->widen ? 8 : 0) | (s->combine ? 16 : 0) |
				    (s->not_ ? 32 : 0);
			fprintf(c, "\t{%d, %d, %d, %d, %d, %d},\n", s->slot, flags, s->lane,
				enum_id(va, s->swz_table), enum_id(va, s->wide_table),
				enum_id(va, s->lane_table));
		}
	fputs("\t{0, 0, -1, -1, -1, -1}\n};\n", c);
	fputs("static const rt_va_sr rt_va_srs[] = {\n", c);
	for (int k = 0; k < va->nins; k++)
		for (int i = 0; i < va->ins[k].nsrs; i++) {
			const isa_va_sr *s = &va->ins[k].srs[i];
			fprintf(c, "\t{%d, %s, %d},\n", s->start,
				s->kind == VA_COUNT_WRITE  ? "RT_VA_COUNT_WRITE"
				: s->kind == VA_COUNT_READ ? "RT_VA_COUNT_READ"
							   : "RT_VA_COUNT_CONST",
				s->count);
		}
	fputs("\t{0, 0, 0}\n};\n", c);
	fputs("static const rt_va_imm rt_va_imms[] = {\n", c);
	for (int k = 0; k < va->nins; k++)
		for (int i = 0; i < va->ins[k].nimms; i++) {
			const isa_va_imm *im = &va->ins[k].imms[i];
			fputs("\t{", c);
			gen_c_string(c, im->name, strlen(im->name));
			fprintf(c, ", %d, %d, %d, %d},\n", im->start, im->size, im->is_signed,
				!strcmp(im->name, "constant"));
		}
	fputs("\t{NULL, 0, 0, 0, 0}\n};\n\n", c);

	/* one row per instruction, in leaf order */
	fputs("static const rt_va_ins rt_va_ins_table[] = {\n", c);
	int nm = 0, ns = 0, nr = 0, ni = 0;
	for (int k = 0; k < va->nins; k++) {
		const isa_va_ins *I = &va->ins[k];
		fputs("\t{", c);
		gen_c_string(c, I->name, strlen(I->name));
		fprintf(c, ", %d, %d, %d, %d, %d, %d, %d, %d, %d},\n", nm, I->nmods, ns, I->nsrcs, nr,
			I->nsrs, ni, I->nimms, I->has_dest);
		nm += I->nmods;
		ns += I->nsrcs;
		nr += I->nsrs;
		ni += I->nimms;
	}
	fputs("\t{NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0}\n};\n\n", c);
}
