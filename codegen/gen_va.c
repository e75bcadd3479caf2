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
	"typedef struct rt_va_text {\n"
	"\tint off, n; /* rt_va_str[off..off+n) */\n"
	"} rt_va_text;\n"
	"typedef struct rt_va_mod {\n"
	"\tconst char *name;\n"
	"\tint start, size, hidden, table; /* table: rt_va_enums index, -1: a flag */\n"
	"\trt_va_text dot; /* a flag's \".name\" */\n"
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
	"\trt_va_text text; /* its name */\n"
	"} rt_va_ins;\n\n";

static int enum_id(const isa_va *va, const isa_va_enum *e)
{
	return e ? (int)(e - va->enums) : -1;
}

/* The texts the runtime copies (each enum entry as printed, ".text"; each
 * instruction's name; each flag's ".name") in one byte array, so that it
 * may read 32 bytes from any of them at once and copy them with a few
 * moves: the array ends in 32 zero bytes.  Written in one walk
 * (blob_walk); the rows that point into it count their offsets again in
 * the same order (gen_va_entry_texts, va_names_off, gen_va_tables). */
typedef struct va_blob {
	FILE *c;   /* NULL: count only */
	int off;   /* bytes so far */
} va_blob;

static void blob_put(va_blob *b, const char *prefix, const char *s)
{
	size_t np = strlen(prefix), ns = strlen(s);
	for (size_t i = 0; i < np + ns; i++, b->off++)
		if (b->c)
			fprintf(b->c, "%s%u,", b->off % 20 ? " " : "\n\t",
				(unsigned)(unsigned char)(i < np ? prefix[i] : s[i - np]));
}

static bool va_flag_shown(const isa_va_mod *md)
{
	return !md->hidden && !md->is_enum;
}

/* the walk: enum entries, then names, then shown flags */
static void blob_walk(va_blob *b, const isa_va *va)
{
	for (int e = 0; e < va->nenums; e++)
		for (int i = 0; i < va->enums[e].n; i++)
			blob_put(b, ".", va->enums[e].text[i]);
	for (int k = 0; k < va->nins; k++)
		blob_put(b, "", va->ins[k].name);
	for (int k = 0; k < va->nins; k++)
		for (int i = 0; i < va->ins[k].nmods; i++)
			if (va_flag_shown(&va->ins[k].mods[i]))
				blob_put(b, ".", va->ins[k].mods[i].name);
}

static void gen_va_blob(FILE *c, const isa_va *va)
{
	va_blob b = {c, 0};
	fputs("static const unsigned char rt_va_str[] = {", c);
	blob_walk(&b, va);
	for (int i = 0; i < 32; i++, b.off++)
		fprintf(c, "%s0,", b.off % 20 ? " " : "\n\t");
	fputs("\n};\n\n", c);
}

/* each enum entry's printed text: "" for the default, else ".text" */
static void gen_va_entry_texts(FILE *c, const isa_va *va)
{
	fputs("static const rt_va_text rt_va_etext[] = {", c);
	int off = 0, nt = 0;
	for (int e = 0; e < va->nenums; e++)
		for (int i = 0; i < va->enums[e].n; i++, nt++) {
			int len = 1 + (int)strlen(va->enums[e].text[i]);
			fprintf(c, "%s{%d, %d},", nt % 6 ? " " : "\n\t", off,
				i == va->enums[e].deflt ? 0 : len);
			off += len;
		}
	fputs("\n\t{0, 0}\n};\n\n", c);
}

/* where the walk puts the names (after the entries) and the flags */
static int va_names_off(const isa_va *va)
{
	va_blob b = {NULL, 0};
	for (int e = 0; e < va->nenums; e++)
		for (int i = 0; i < va->enums[e].n; i++)
			blob_put(&b, ".", va->enums[e].text[i]);
	return b.off;
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
	gen_va_blob(c, va);
	gen_va_entry_texts(c, va);
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
	int names = va_names_off(va), flags = names;
	for (int k = 0; k < va->nins; k++)
		flags += (int)strlen(va->ins[k].name);
	fputs("static const rt_va_mod rt_va_mods[] = {\n", c);
	for (int k = 0; k < va->nins; k++)
		for (int i = 0; i < va->ins[k].nmods; i++) {
			const isa_va_mod *md = &va->ins[k].mods[i];
			int len = va_flag_shown(md) ? 1 + (int)strlen(md->name) : 0;
			fputs("\t{", c);
			gen_c_string(c, md->name, strlen(md->name));
			fprintf(c, ", %d, %d, %d, %d, {%d, %d}},\n", md->start, md->size, md->hidden,
				md->is_enum ? enum_id(va, md->table) : -1, len ? flags : 0, len);
			flags += len;
		}
	fputs("\t{NULL, 0, 0, 0, -1, {0, 0}}\n};\n", c);
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
		fprintf(c, ", %d, %d, %d, %d, %d, %d, %d, %d, %d, {%d, %d}},\n", nm, I->nmods, ns,
			I->nsrcs, nr, I->nsrs, ni, I->nimms, I->has_dest, names, (int)strlen(I->name));
		names += (int)strlen(I->name);
		nm += I->nmods;
		ns += I->nsrcs;
		nr += I->nsrs;
		ni += I->nimms;
	}
	fputs("\t{NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, {0, 0}}\n};\n\n", c);
}
