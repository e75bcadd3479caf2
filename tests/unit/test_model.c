/*
 * tests/unit/test_model.c - unit tests for the model module through its
 * public API (model/isa.h): the loader (model objects, Mesa's orders,
 * diagnostics), matching, decoding and encoding.
 *
 * Descriptions are loaded from memory strings (attributes in single
 * quotes to keep them readable) and, for the shipped examples, from
 * ISAPROOF_SOURCE_DIR/isa.  Expected outputs are derived by hand from
 * docs/isaspec-semantics.md (../shared/docs).
 *
 * Prints one line per failure and a final "N passed, M failed"; exits
 * non-zero when anything failed.  The bit-vector helpers are covered by
 * test_bits.c and are not tested again here.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

#include "check.h"

/* ------------------------------------------------------------------ */
/* helpers                                                              */
/* ------------------------------------------------------------------ */

static isa *load_mem(const char *name, const char *xml, isa_diags *d)
{
	isa_diags_init(d);
	isa_load_opts o = {.buffer = xml, .buffer_len = strlen(xml), .no_imports = true};
	return isa_load(name, &o, d);
}

static isa *load_file(const char *path, isa_diags *d)
{
	isa_diags_init(d);
	return isa_load(path, NULL, d);
}

/* the first diagnostic with this rule, or NULL */
static const isa_diag *find_diag(const isa_diags *d, const char *rule)
{
	for (int i = 0; i < d->n; i++)
		if (d->v[i].rule && !strcmp(d->v[i].rule, rule))
			return &d->v[i];
	return NULL;
}

static int count_diags(const isa_diags *d, const char *rule)
{
	int n = 0;
	for (int i = 0; i < d->n; i++)
		if (d->v[i].rule && !strcmp(d->v[i].rule, rule))
			n++;
	return n;
}

static void dump_diags(const isa_diags *d)
{
	for (int i = 0; i < d->n; i++)
		printf("    %s:%d:%d: [%s] %s\n", d->v[i].loc.file ? d->v[i].loc.file : "?",
		       d->v[i].loc.line, d->v[i].loc.col, d->v[i].rule, d->v[i].msg);
}

/* isa_bits from up to two 64-bit halves */
static isa_bits bits2(uint64_t hi, uint64_t lo)
{
	isa_bits b = isa_bits_from_u64(lo);
	b.w[1] = hi;
	return b;
}

static void custom_print(void *ctx, isa_buf *out, const char *field, uint64_t val)
{
	(*(int *)ctx)++;
	isa_buf_printf(out, "%s=%llu", field, (unsigned long long)val);
}

/* a callback writing a line break: Mesa's callbacks write past its line
 * tracking, so alignment after it still counts from the line before */
static void custom_newline(void *ctx, isa_buf *out, const char *field, uint64_t val)
{
	(void)ctx;
	(void)field;
	isa_buf_printf(out, "x\ny%llu", (unsigned long long)val);
}

/* Decode one word into a static string (previous result overwritten). */
static const char *dec_bits(const isa *m, const isa_bits *w, uint32_t gen, bool errs,
			    const isa_bitset **leaf)
{
	static char text[1024];
	isa_decode_opts o = {.gen = gen, .show_errors = errs};
	isa_buf b;
	isa_buf_init(&b);
	const isa_bitset *l = isa_decode(m, w, &o, &b);
	if (leaf)
		*leaf = l;
	snprintf(text, sizeof(text), "%s", b.s ? b.s : "");
	isa_buf_free(&b);
	return text;
}

static const char *dec(const isa *m, uint64_t w, uint32_t gen, bool errs)
{
	isa_bits b = isa_bits_from_u64(w);
	return dec_bits(m, &b, gen, errs, NULL);
}

static const char *disasm(const isa *m, const uint64_t *words, int n, bool labels)
{
	static char text[2048];
	isa_bits v[16];
	for (int i = 0; i < n && i < 16; i++)
		v[i] = isa_bits_from_u64(words[i]);
	isa_decode_opts o = {.gen = 0, .show_errors = true, .branch_labels = labels};
	isa_buf b;
	isa_buf_init(&b);
	isa_disasm(m, v, n, &o, &b);
	snprintf(text, sizeof(text), "%s", b.s ? b.s : "");
	isa_buf_free(&b);
	return text;
}

static const isa_bitset *leaf_at(const isa *m, const char *name, uint32_t gen)
{
	return isa_find_leaf(m, name, gen);
}

/* ------------------------------------------------------------------ */
/* L1: the loader's model objects and orders                            */
/* ------------------------------------------------------------------ */

#define Z8 "00000000"
#define Z32 Z8 Z8 Z8 Z8

static const char L1[] =
	"<isa>\n"
	"<template name='T'>[{A}]</template>\n"
	"<enum name='#e'>\n"
	"  <value val='1' display='one'/>\n"
	"  <value val='2' display='two'/>\n"
	"  <value val='0x2' display='hex-two'/>\n"
	"  <value val='1' display='uno'/>\n"
	"  <value val='3' display='three' name='THREE'/>\n"
	"</enum>\n"
	"<bitset name='#instruction' size='32'>\n"
	"  <pattern low='28' high='31'>1010</pattern>\n"
	"</bitset>\n"
	"<bitset name='#grp' extends='#instruction'>\n"
	"  <gen min='2' max='8'/>\n"
	"  <pattern low='24' high='27'>01x1</pattern>\n"
	"</bitset>\n"
	/* foo, first of two: gens 2..5 */
	"<bitset name='foo' extends='#grp'>\n"
	"  <gen max='5'/>\n"
	"  <display>foo {A}</display>\n"
	"  <pattern low='16' high='23'>0000xx11</pattern>\n"
	"  <field name='A' low='0' high='15' type='uint'/>\n"
	"</bitset>\n"
	/* cases and field order: default display first in the document */
	"<bitset name='cas' extends='#grp'>\n"
	"  <display>{T}={A} {T}</display>\n"
	"  <field name='A' low='0' high='7' type='uint'/>\n"
	"  <assert low='8' high='9'>10</assert>\n"
	"  <derived name='D' type='uint'><expr>{A} + 1</expr></derived>\n"
	"  <override expr='#is-one'>\n"
	"    <display>one {A}</display>\n"
	"    <field name='A' low='0' high='3' type='uint'/>\n"
	"  </override>\n"
	"  <field name='MODE' low='10' high='11' type='uint'/>\n"
	"  <assert low='12' high='13'>01</assert>\n"
	"  <derived name='E' type='int' width='4'><expr>{MODE}</expr></derived>\n"
	"  <override>\n"
	"    <expr>{MODE} == 2</expr>\n"
	"    <display>two {D}</display>\n"
	"  </override>\n"
	"  <pattern low='14' high='23'>0000010000</pattern>\n"
	"</bitset>\n"
	/* foo again, gens 6..8, after another leaf */
	"<bitset name='foo' extends='#grp'>\n"
	"  <gen min='6'/>\n"
	"  <display>foo2 {A}</display>\n"
	"  <pattern low='16' high='23'>00001111</pattern>\n"
	"  <field name='A' low='0' high='15' type='uint'/>\n"
	"</bitset>\n"
	"<bitset name='pcs' extends='#grp'>\n"
	"  <display>{NAME} {} {N}{:align=8}{X:align=12}lit</display>\n"
	"  <pattern low='16' high='23'>00001000</pattern>\n"
	"  <field name='X' low='0' high='15' type='uint'/>\n"
	"</bitset>\n"
	"<bitset name='#src' size='8'>\n"
	"</bitset>\n"
	"<bitset name='sreg' extends='#src'>\n"
	"  <pattern pos='7'>0</pattern>\n"
	"  <field name='N' low='0' high='6' type='uint'/>\n"
	"  <display>r{N}</display>\n"
	"</bitset>\n"
	/* a named expression after its first use */
	"<expr name='#is-one'>{MODE} == 1</expr>\n"
	"</isa>\n";

static void test_loader(void)
{
	isa_diags d;
	isa *m = load_mem("l1.xml", L1, &d);
	CHECK_INT(d.nerrors, 0);
	if (d.nerrors)
		dump_diags(&d);
	/* two duplicate enum values: "1" written twice, and 2 spelled "0x2" */
	CHECK_INT(count_diags(&d, "enum-duplicate"), 2);
	CHECK_INT(d.nwarnings, 2);

	CHECK_INT(m->nbitsets, 8);
	CHECK_INT(m->bitsize, 32);
	CHECK_INT(m->nroots, 2);
	CHECK(m->instruction && m->instruction->root == isa_find_bitset(m, "#instruction"));
	CHECK_INT(m->nfiles, 1);
	CHECK_STR(m->files[0], "l1.xml");

	isa_bitset *ins = m->bitsets[0], *grp = m->bitsets[1], *foo1 = m->bitsets[2],
		   *cas = m->bitsets[3], *foo2 = m->bitsets[4], *pcs = m->bitsets[5],
		   *src = m->bitsets[6], *sreg = m->bitsets[7];
	CHECK_STR(foo1->name, "foo");
	CHECK_STR(foo2->name, "foo");
	CHECK(foo1 != foo2);
	/* isa_find_bitset returns the latest of a name */
	CHECK(isa_find_bitset(m, "foo") == foo2);
	for (int i = 0; i < m->nbitsets; i++)
		CHECK_INT(m->bitsets[i]->index, i);

	/* hierarchy and leaf flags */
	CHECK(!ins->is_leaf && !grp->is_leaf && !src->is_leaf);
	CHECK(foo1->is_leaf && cas->is_leaf && foo2->is_leaf && pcs->is_leaf && sreg->is_leaf);
	CHECK(foo1->parent == grp && grp->parent == ins && ins->parent == NULL);
	CHECK(foo1->root == ins && sreg->root == src);
	CHECK_INT(foo1->depth, 2);
	CHECK_INT(ins->size, 32);
	CHECK_INT(foo1->size, 0);
	CHECK_INT(src->size, 8);

	/* match / mask / dontcare, own and along the chain */
	CHECK_U64(foo1->match.w[0], 0x00030000);
	CHECK_U64(foo1->mask.w[0], 0x00ff0000);
	CHECK_U64(foo1->dontcare.w[0], 0x000c0000);
	CHECK_U64(foo1->lmatch.w[0], 0xa5030000);
	CHECK_U64(foo1->lmask.w[0], 0xffff0000);
	CHECK_U64(foo1->ldontcare.w[0], 0x020c0000);
	CHECK_U64(foo2->lmatch.w[0], 0xa50f0000);
	CHECK_U64(foo2->ldontcare.w[0], 0x02000000);
	CHECK_U64(cas->lmask.w[0], 0xffffc000);
	CHECK_U64(cas->lmatch.w[0], 0xa5040000);
	CHECK_U64(cas->field_mask.w[0], 0x00003fff);

	/* effective gen ranges */
	CHECK(grp->eff_gen_min == 2 && grp->eff_gen_max == 8);
	CHECK(foo1->gen_min == 0 && foo1->gen_max == 5);
	CHECK(foo1->eff_gen_min == 2 && foo1->eff_gen_max == 5);
	CHECK(foo2->eff_gen_min == 6 && foo2->eff_gen_max == 8);
	CHECK(cas->eff_gen_min == 2 && cas->eff_gen_max == 8);
	CHECK(ins->eff_gen_min == 0 && ins->eff_gen_max == UINT32_MAX);

	/* Mesa's root-table order: the two foos together, before cas */
	isa_root *r = m->instruction;
	CHECK_INT(r->nleaves, 4);
	if (r->nleaves == 4) {
		CHECK(r->leaves[0] == foo1);
		CHECK(r->leaves[1] == foo2);
		CHECK(r->leaves[2] == cas);
		CHECK(r->leaves[3] == pcs);
	}
	isa_root *rs = isa_root_of(m, src);
	CHECK(rs && rs->nleaves == 1 && rs->leaves[0] == sreg);
	CHECK(isa_root_of(m, grp) == NULL);

	/* cases: overrides in document order, then the default */
	CHECK_INT(cas->ncases, 3);
	isa_case *c0 = &cas->cases[0], *c1 = &cas->cases[1], *c2 = &cas->cases[2];
	CHECK(c0->expr && c0->expr_ref && !strcmp(c0->expr_ref, "#is-one"));
	CHECK(c0->expr && c0->expr->name && !strcmp(c0->expr->name, "#is-one"));
	CHECK(c1->expr && c1->expr->name == NULL && !strcmp(c1->expr->text, "{MODE} == 2"));
	CHECK(c2->expr == NULL && c2->expr_ref == NULL);
	CHECK_STR(c0->display ? c0->display->text : NULL, "one {A}");
	CHECK_STR(c1->display ? c1->display->text : NULL, "two {D}");
	CHECK_INT(c0->nfields, 1);
	CHECK_INT(c1->nfields, 0);

	/* default-case field order: derived, then asserts, then fields; an
	 * assert is named after the number of fields before it */
	CHECK_INT(c2->nfields, 6);
	if (c2->nfields == 6) {
		CHECK_STR(c2->fields[0].name, "D");
		CHECK_STR(c2->fields[1].name, "E");
		CHECK_STR(c2->fields[2].name, "cas#assert2");
		CHECK_STR(c2->fields[3].name, "cas#assert3");
		CHECK_STR(c2->fields[4].name, "A");
		CHECK_STR(c2->fields[5].name, "MODE");
		CHECK(c2->fields[0].derived && c2->fields[0].kind == TY_UINT);
		CHECK(c2->fields[1].derived && c2->fields[1].kind == TY_INT &&
		      c2->fields[1].high == 3);
		CHECK(c2->fields[2].kind == TY_ASSERT && c2->fields[2].low == 8 &&
		      c2->fields[2].high == 9 && c2->fields[2].assert_val.w[0] == 2);
		CHECK(c2->fields[3].kind == TY_ASSERT && c2->fields[3].assert_val.w[0] == 1);
		CHECK(c2->fields[4].kind == TY_UINT && c2->fields[4].low == 0 &&
		      c2->fields[4].high == 7);
	}

	/* templates: {T} replaced at both places */
	CHECK_STR(c2->display ? c2->display->text : NULL, "[{A}]={A} [{A}]");
	CHECK_INT(m->ntemplates, 1);

	/* expressions: the named one resolved, ids dense and unique */
	CHECK_INT(m->nexprs, 4);
	int named = 0;
	for (int i = 0; i < m->nexprs; i++) {
		CHECK_INT(m->exprs[i]->id, i);
		if (m->exprs[i]->name) {
			named++;
			CHECK(m->exprs[i] == c0->expr);
		}
	}
	CHECK_INT(named, 1);
	CHECK(c0->expr && c0->expr->nfields == 1 && !strcmp(c0->expr->fields[0], "MODE"));
	CHECK(c0->expr && c0->expr->ast != NULL);
	CHECK(c0->expr != c1->expr && c2->fields[0].expr && c2->fields[0].expr != c1->expr);

	/* enum: the same text twice replaces the display in place; "2" and
	 * "0x2" are different texts and both stay */
	isa_enum *e = isa_find_enum(m, "#e");
	CHECK(e != NULL);
	if (e) {
		CHECK_INT(e->nvalues, 4);
		if (e->nvalues == 4) {
			CHECK(e->values[0].val == 1 && !strcmp(e->values[0].display, "uno"));
			CHECK(e->values[1].val == 2 && !strcmp(e->values[1].display, "two"));
			CHECK(e->values[2].val == 2 && !strcmp(e->values[2].display, "hex-two"));
			CHECK(e->values[3].val == 3 && !strcmp(e->values[3].display, "three"));
			CHECK_STR(e->values[3].name, "THREE");
			CHECK(e->values[0].name == NULL);
		}
	}
	CHECK(isa_find_enum(m, "#nope") == NULL);

	/* display pieces */
	isa_display *pd = pcs->cases[0].display;
	CHECK(pd != NULL);
	if (pd) {
		CHECK_INT(pd->npieces, 8);
		if (pd->npieces == 8) {
			const isa_piece *p = pd->pieces;
			CHECK(p[0].kind == PC_NAME && p[0].align == 0);
			CHECK(p[1].kind == PC_TEXT && p[1].len == 1 && p[1].text[0] == ' ');
			CHECK(p[2].kind == PC_NAME); /* {} */
			CHECK(p[3].kind == PC_TEXT && p[3].len == 1);
			CHECK(p[4].kind == PC_NAME); /* {N} */
			CHECK(p[5].kind == PC_ALIGN && p[5].align == 8);
			CHECK(p[6].kind == PC_FIELD && !strcmp(p[6].text, "X") && p[6].align == 12);
			CHECK(p[7].kind == PC_TEXT && p[7].len == 3 && !strncmp(p[7].text, "lit", 3));
		}
	}

	/* sreg's "r{N}": N is a prefix of NAME, so it is the bitset's name
	 * (Mesa compares with strncmp), not the field N */
	isa_display *sd = sreg->cases[0].display;
	CHECK(sd && sd->npieces == 2 && sd->pieces[0].kind == PC_TEXT && sd->pieces[1].kind == PC_NAME);

	/* decoding through the loaded model */
	CHECK_STR(dec(m, 0xa5030007, 2, true), "foo 7");
	CHECK_STR(dec(m, 0xa50f0007, 2, true), "foo 7\t; dontcare bits in foo: 000c0000");
	CHECK_STR(dec(m, 0xa50f0007, 6, true), "foo2 7");
	CHECK_STR(dec(m, 0xa5030007, 6, true), "no match: a5030007");
	CHECK_STR(dec(m, 0xa5030007, 1, true), "no match: a5030007");
	CHECK_STR(dec(m, 0xa5080005, 2, true), "pcs pcs pcs 5lit");
	/* cas: the default, override #is-one (its own 4-bit A), inline override */
	CHECK_STR(dec(m, 0xa5041205, 2, true), "[5]=5 [5]");
	CHECK_STR(dec(m, 0xa5041625, 2, true), "one 5");
	CHECK_STR(dec(m, 0xa5041a05, 2, true), "two 6");
	CHECK_STR(dec(m, 0xa5041105, 2, true),
		  "[5]=5 [5]\t; WARNING: unexpected bits[8:9] in cas: 00000001 vs 00000002");

	/* isa_field_value: through an override, and the default case */
	uint64_t v = 0;
	CHECK(isa_field_value(m, cas, &(isa_bits){{0xa5041625}}, 2, "A", &v) && v == 5);
	CHECK(isa_field_value(m, cas, &(isa_bits){{0xa5041225}}, 2, "A", &v) && v == 0x25);
	CHECK(isa_field_value(m, cas, &(isa_bits){{0xa5041225}}, 2, "D", &v) && v == 0x26);
	CHECK(isa_field_value(m, cas, &(isa_bits){{0xa5041a25}}, 2, "E", &v) && v == 2);
	CHECK(!isa_field_value(m, cas, &(isa_bits){{0xa5041225}}, 2, "NOPE", &v));

	/* isa_find_leaf picks the one active at the gen */
	CHECK(leaf_at(m, "foo", 3) == foo1);
	CHECK(leaf_at(m, "foo", 7) == foo2);
	CHECK(leaf_at(m, "#grp", 3) == NULL);
	CHECK(leaf_at(m, "nope", 3) == NULL);

	isa_free(m);
	isa_diags_free(&d);
}

/* ------------------------------------------------------------------ */
/* widths                                                               */
/* ------------------------------------------------------------------ */

static const char D64[] =
	"<isa>\n"
	"<bitset name='#r' size='4'>\n"
	"  <field name='NUM' low='0' high='3' type='uint'/>\n"
	"  <display>r{NUM}</display>\n"
	"</bitset>\n"
	"<bitset name='#instruction' size='64'>\n"
	"  <field name='LO' low='0' high='31' type='hex'/>\n"
	"  <field name='HI' low='32' high='59' type='hex'/>\n"
	"  <field name='R' low='60' high='63' type='#r'/>\n"
	"  <display>{HI}:{LO} {R}</display>\n"
	"</bitset>\n"
	"</isa>\n";

static void test_widths(void)
{
	isa_diags d;
	/* 64 bits, and a clean description: no errors, no warnings */
	isa *m = load_mem("d64.xml", D64, &d);
	CHECK_INT(d.nerrors, 0);
	CHECK_INT(d.nwarnings, 0);
	if (d.n)
		dump_diags(&d);
	CHECK_INT(m->bitsize, 64);
	CHECK_INT(m->nroots, 2);
	/* a root nobody extends is a leaf of its own table */
	CHECK(m->instruction && m->instruction->nleaves == 1 &&
	      m->instruction->leaves[0] == m->instruction->root);
	CHECK_STR(dec(m, 0x3abcdef012345678ull, 0, true), "abcdef0:12345678 r3");
	isa_free(m);
	isa_diags_free(&d);

	/* 128 bits: wide128.xml from disk */
	m = load_file(ISAPROOF_SOURCE_DIR "/isa/wide128.xml", &d);
	CHECK_INT(d.nerrors, 0);
	CHECK_INT(d.nwarnings, 0);
	if (d.n)
		dump_diags(&d);
	CHECK_INT(m->bitsize, 128);
	CHECK_INT(m->nroots, 2);
	CHECK(m->nfiles == 1 && strstr(m->files[0], "wide128.xml"));
	/* a 32-bit float in the top word */
	isa_bits w = bits2(0x40490fdbull << 32, 0x2003);
	CHECK_STR(dec_bits(m, &w, 0, true, NULL), "mov.f32     t2, 3.141593");
	/* dontcare bits in the top word, printed as 32 digits */
	w = bits2(1ull << 36, 0);
	CHECK_STR(dec_bits(m, &w, 0, true, NULL),
		  "nop\t; dontcare bits in nop: 00000010000000000000000000000000");
	/* a 64-bit hex field straddling bit 64, encoded then decoded */
	const isa_bitset *b64 = isa_find_leaf(m, "mov.b64", 0);
	CHECK(b64 != NULL);
	if (b64) {
		isa_fieldval fv[] = {{"VAL", "0x123456789abcdef0"}, {"DST", "7"}};
		char err[256] = "";
		isa_bits out;
		isa_bits_zero(&out);
		bool ok = isa_encode(m, b64, fv, 2, 0, &out, err, sizeof(err));
		CHECK(ok);
		if (!ok)
			printf("    err: %s\n", err);
		CHECK_U64(out.w[0], 0x9abcdef000007005ull);
		CHECK_U64(out.w[1], 0x12345678);
		const isa_bitset *got;
		CHECK_STR(dec_bits(m, &out, 0, true, &got), "mov.b64     t7, 0x123456789abcdef0");
		CHECK(got == b64);
	}
	isa_free(m);
	isa_diags_free(&d);

	/* 16 bits: toy16.xml, with the isa-width warning */
	m = load_file(ISAPROOF_SOURCE_DIR "/isa/toy16.xml", &d);
	CHECK_INT(d.nerrors, 0);
	CHECK_INT(m->bitsize, 16);
	const isa_diag *wd = find_diag(&d, "isa-width");
	CHECK(wd && wd->severity == ISA_WARNING && wd->loc.line > 0);
	CHECK_INT(d.nwarnings, 1);
	CHECK_STR(dec(m, 0x2021, 0, true), "add   r1, r2");
	CHECK_STR(dec(m, 0xa000, 0, true), "no match: a000");
	/* the two "mul" leaves sit together in the table */
	const isa_root *r = m->instruction;
	int first = -1;
	for (int i = 0; r && i < r->nleaves; i++)
		if (!strcmp(r->leaves[i]->name, "mul")) {
			first = i;
			break;
		}
	CHECK(first >= 0 && first + 1 < r->nleaves && !strcmp(r->leaves[first + 1]->name, "mul"));
	/* find by displayname, and by name at a gen */
	const isa_bitset *ret = isa_find_leaf(m, "ret", 0);
	CHECK(ret && !strcmp(ret->name, "ret-chk"));
	const isa_bitset *mulw = isa_find_leaf(m, "mul", 3);
	CHECK(mulw && !strcmp(mulw->displayname, "mul.wide"));
	/* encode toy16: DST r1, SRC r2 of add */
	const isa_bitset *add = isa_find_leaf(m, "add", 0);
	if (add) {
		isa_fieldval fv[] = {{"DST", "1"}, {"SRC", "2"}};
		char err[256] = "";
		isa_bits out;
		CHECK(isa_encode(m, add, fv, 2, 0, &out, err, sizeof(err)));
		CHECK_U64(out.w[0], 0x2021);
	} else {
		CHECK(add != NULL);
	}
	isa_free(m);
	isa_diags_free(&d);
}

/* ------------------------------------------------------------------ */
/* D32: decoding, matching and encoding                                  */
/* ------------------------------------------------------------------ */

static const char D32[] =
	"<isa>\n"
	"<enum name='#cc'>\n"
	"  <value val='0' name='always' display=''/>\n"
	"  <value val='1' display='.z'/>\n"
	"  <value val='0x3' display='.nz'/>\n"
	"</enum>\n"
	"<expr name='#m2'>{MODE} == 2</expr>\n"
	/* an 8-bit operand root: 0nnnnnnn register, 10vvvvvv immediate */
	"<bitset name='#src' size='8'>\n"
	"</bitset>\n"
	"<bitset name='sreg' extends='#src'>\n"
	"  <pattern pos='7'>0</pattern>\n"
	"  <field name='NUM' low='0' high='6' type='uint'/>\n"
	"  <display>{HALF}r{NUM}</display>\n"
	"</bitset>\n"
	"<bitset name='simm' extends='#src'>\n"
	"  <pattern low='6' high='7'>10</pattern>\n"
	"  <field name='V' low='0' high='5' type='uint'/>\n"
	"  <display>#{V}</display>\n"
	"</bitset>\n"
	"<bitset name='#instruction' size='32'>\n"
	"</bitset>\n"
	"<bitset name='nop' extends='#instruction'>\n"
	"  <display>nop</display>\n"
	"  <pattern low='24' high='31'>00000000</pattern>\n"
	"  <pattern low='8' high='23'>0000000000000000</pattern>\n"
	"  <pattern low='0' high='7'>xxxxxxxx</pattern>\n"
	"</bitset>\n"
	"<bitset name='types' extends='#instruction'>\n"
	"  <display>t {I} {U} {H} [{O}] [{UO}] {B}|{BN}|{BI}|{BIN}</display>\n"
	"  <pattern low='24' high='31'>00000001</pattern>\n"
	"  <field name='I' low='0' high='3' type='int'/>\n"
	"  <field name='U' low='4' high='7' type='uint'/>\n"
	"  <field name='H' low='8' high='11' type='hex'/>\n"
	"  <field name='O' low='12' high='15' type='offset'/>\n"
	"  <field name='UO' low='16' high='19' type='uoffset'/>\n"
	"  <field name='B' pos='20' type='bool' display='.b'/>\n"
	"  <field name='BN' pos='21' type='bool'/>\n"
	"  <field name='BI' pos='22' type='bool_inv' display='.i'/>\n"
	"  <field name='BIN' pos='23' type='bool_inv'/>\n"
	"</bitset>\n"
	"<bitset name='types2' extends='#instruction'>\n"
	"  <display>t2{E} &lt;{C}&gt; {BR} {AB}</display>\n"
	"  <pattern low='24' high='31'>00000010</pattern>\n"
	"  <field name='E' low='0' high='2' type='#cc'/>\n"
	"  <field name='C' low='3' high='6' type='custom'/>\n"
	"  <field name='BR' low='7' high='14' type='branch'/>\n"
	"  <field name='AB' low='15' high='22' type='absbranch'/>\n"
	"  <pattern pos='23'>0</pattern>\n"
	"</bitset>\n"
	"<bitset name='f16' extends='#instruction'>\n"
	"  <display>f16 {F}</display>\n"
	"  <pattern low='24' high='31'>00000011</pattern>\n"
	"  <pattern low='16' high='23'>00000000</pattern>\n"
	"  <field name='F' low='0' high='15' type='float'/>\n"
	"</bitset>\n"
	"<bitset name='cal' extends='#instruction'>\n"
	"  <display>cu{C}{:align=12}|</display>\n"
	"  <pattern low='24' high='31'>00000111</pattern>\n"
	"  <pattern low='4' high='23'>00000000000000000000</pattern>\n"
	"  <field name='C' low='0' high='3' type='custom'/>\n"
	"</bitset>\n"
"<bitset name='al' extends='#instruction'>\n"
	"  <display>al{:align=8}{A:align=12}|{NAME:align=2}|{B:align=20}.</display>\n"
	"  <pattern low='24' high='31'>00000100</pattern>\n"
	"  <field name='A' low='0' high='11' type='uint'/>\n"
	"  <field name='B' low='12' high='23' type='uint'/>\n"
	"</bitset>\n"
	"<bitset name='nest' extends='#instruction' displayname='mov'>\n"
	"  <display>{NAME} {SRC}, {SRC2}</display>\n"
	"  <pattern low='24' high='31'>00000101</pattern>\n"
	"  <pattern low='10' high='15'>000000</pattern>\n"
	"  <field name='SRC' low='0' high='7' type='#src'>\n"
	"    <param name='H' as='HALF'/>\n"
	"  </field>\n"
	"  <field name='H' pos='8' type='bool' display='h'/>\n"
	"  <field name='HALF' pos='9' type='bool' display='x'/>\n"
	"  <field name='SRC2' low='16' high='23' type='#src'>\n"
	"    <param name='HALF'/>\n"
	"  </field>\n"
	"</bitset>\n"
	"<bitset name='ovr' extends='#instruction'>\n"
	"  <override>\n"
	"    <expr>{MODE} == 1</expr>\n"
	"    <display>ovr1 {X}</display>\n"
	"    <field name='X' low='0' high='7' type='int'/>\n"
	"  </override>\n"
	"  <override expr='#m2'>\n"
	"    <display>ovr2 {X}</display>\n"
	"  </override>\n"
	"  <display>ovr {X}</display>\n"
	"  <pattern low='24' high='31'>00000110</pattern>\n"
	"  <pattern low='16' high='21'>000000</pattern>\n"
	"  <field name='X' low='0' high='15' type='uint'/>\n"
	"  <field name='MODE' low='22' high='23' type='uint'/>\n"
	"</bitset>\n"
	/* pa twice, split by gen, with pb defined between the two */
	"<bitset name='pa' extends='#instruction'>\n"
	"  <gen max='3'/>\n"
	"  <display>pa.old {V}</display>\n"
	"  <pattern low='24' high='31'>00001000</pattern>\n"
	"  <field name='V' low='0' high='23' type='hex'/>\n"
	"</bitset>\n"
	"<bitset name='pb' extends='#instruction'>\n"
	"  <display>pb</display>\n"
	"  <pattern low='24' high='31'>00001000</pattern>\n"
	"  <pattern pos='0'>1</pattern>\n"
	"  <field name='W' low='1' high='23' type='hex'/>\n"
	"</bitset>\n"
	"<bitset name='pa' extends='#instruction'>\n"
	"  <gen min='4'/>\n"
	"  <display>pa.new {V}</display>\n"
	"  <pattern low='24' high='31'>00001000</pattern>\n"
	"  <field name='V' low='0' high='23' type='hex'/>\n"
	"</bitset>\n"
	"<bitset name='g3' extends='#instruction'>\n"
	"  <gen min='3'/>\n"
	"  <display>g3</display>\n"
	"  <pattern low='24' high='31'>00001001</pattern>\n"
	"  <pattern low='0' high='23'>000000000000000000000000</pattern>\n"
	"</bitset>\n"
	"<bitset name='asrt' extends='#instruction'>\n"
	"  <display>asrt</display>\n"
	"  <pattern low='24' high='31'>00001010</pattern>\n"
	"  <pattern low='4' high='23'>00000000000000000000</pattern>\n"
	"  <assert low='0' high='3'>0101</assert>\n"
	"</bitset>\n"
	"<bitset name='nofld' extends='#instruction'>\n"
	"  <override>\n"
	"    <expr>{MODE} == 1</expr>\n"
	"    <field name='Y' low='0' high='7' type='uint'/>\n"
	"  </override>\n"
	"  <display>nf {Y}</display>\n"
	"  <pattern low='24' high='31'>00001011</pattern>\n"
	"  <field name='Z' low='0' high='22' type='hex'/>\n"
	"  <field name='MODE' pos='23' type='uint'/>\n"
	"</bitset>\n"
	"<bitset name='nodisp' extends='#instruction'>\n"
	"  <pattern low='24' high='31'>00001100</pattern>\n"
	"  <pattern low='0' high='23'>000000000000000000000000</pattern>\n"
	"</bitset>\n"
	"<bitset name='br' extends='#instruction'>\n"
	"  <display>br {OFF}</display>\n"
	"  <pattern low='24' high='31'>00001101</pattern>\n"
	"  <pattern low='8' high='23'>0000000000000000</pattern>\n"
	"  <field name='OFF' low='0' high='7' type='branch'/>\n"
	"</bitset>\n"
	"<bitset name='call' extends='#instruction'>\n"
	"  <display>call {T}</display>\n"
	"  <pattern low='24' high='31'>00001110</pattern>\n"
	"  <pattern low='8' high='23'>0000000000000000</pattern>\n"
	"  <field name='T' low='0' high='7' type='absbranch' call='true'/>\n"
	"</bitset>\n"
	"<bitset name='dfl' extends='#instruction'>\n"
	"  <display>dfl {F}</display>\n"
	"  <pattern low='24' high='31'>00001111</pattern>\n"
	"  <pattern pos='23'>0</pattern>\n"
	"  <field name='V' low='0' high='22' type='uint'/>\n"
	"  <derived name='F' type='float' width='32'>\n"
	"    <expr>{V} + 0x3fc00000</expr>\n"
	"  </derived>\n"
	"</bitset>\n"
	"<bitset name='jmp' extends='#instruction'>\n"
	"  <display>jmp {T}</display>\n"
	"  <pattern low='24' high='31'>00010000</pattern>\n"
	"  <pattern low='8' high='23'>0000000000000000</pattern>\n"
	"  <field name='T' low='0' high='7' type='absbranch'/>\n"
	"</bitset>\n"
	"</isa>\n";

static void test_decode(isa *m)
{
	/* dontcare */
	CHECK_STR(dec(m, 0x00000000, 0, true), "nop");
	CHECK_STR(dec(m, 0x00000005, 0, true), "nop\t; dontcare bits in nop: 00000005");
	CHECK_STR(dec(m, 0x00000005, 0, false), "nop");
	/* no match */
	CHECK_STR(dec(m, 0xff000000, 0, true), "no match: ff000000");
	CHECK_STR(dec(m, 0x00000100, 0, true), "no match: 00000100");

	/* every scalar type */
	CHECK_STR(dec(m, 0x0133cafd, 0, true), "t -3 15 a [-4] [+3] .b|1|.i|1");
	CHECK_STR(dec(m, 0x01c00000, 0, true), "t 0 0 0 [] [] |0||0");
	CHECK_STR(dec(m, 0x01c94007, 0, true), "t 7 0 0 [+4] [+9] |0||0");
	/* enum, custom (nothing by default), branch and absbranch as int */
	CHECK_STR(dec(m, 0x027fff4b, 0, true), "t2.nz <> -2 -1");
	CHECK_STR(dec(m, 0x02000002, 0, true), "t22 <> 0 0"); /* 2 is no enum value */
	CHECK_STR(dec(m, 0x02000000, 0, true), "t2 <> 0 0");
	CHECK_STR(dec(m, 0x02000001, 0, true), "t2.z <> 0 0");
	{
		int calls = 0;
		isa_decode_opts o = {.show_errors = true, .custom_cb = custom_print,
				     .custom_ctx = &calls};
		isa_buf b;
		isa_buf_init(&b);
		isa_bits w = isa_bits_from_u64(0x027fff4b);
		isa_decode(m, &w, &o, &b);
		CHECK_STR(b.s, "t2.nz <C=9> -2 -1");
		CHECK_INT(calls, 1);
		isa_buf_free(&b);
	}
	{
		isa_decode_opts o = {.show_errors = true, .custom_cb = custom_newline};
		isa_buf b;
		isa_buf_init(&b);
		isa_bits w = isa_bits_from_u64(0x07000005);
		isa_decode(m, &w, &o, &b);
		/* "cu" + "x\ny5" is 6 columns by Mesa's count: padded to 12 */
		CHECK_STR(b.s, "cux\ny5      |");
		isa_buf_free(&b);
	}

	/* half floats */
	CHECK_STR(dec(m, 0x03003c00, 0, true), "f16 1.000000");
	CHECK_STR(dec(m, 0x0300c000, 0, true), "f16 -2.000000");
	CHECK_STR(dec(m, 0x03003555, 0, true), "f16 0.333252");
	CHECK_STR(dec(m, 0x03007c00, 0, true), "f16 inf");
	CHECK_STR(dec(m, 0x0300fc00, 0, true), "f16 -inf");
	CHECK_STR(dec(m, 0x03000001, 0, true), "f16 0.000000");
	CHECK_STR(dec(m, 0x03007bff, 0, true), "f16 65504.000000");
	/* a derived float of width 32 (single) */
	CHECK_STR(dec(m, 0x0f000000, 0, true), "dfl 1.500000");
	CHECK_STR(dec(m, 0x0f200000, 0, true), "dfl 1.750000");

	/* alignment */
	CHECK_STR(dec(m, 0x04007005, 0, true), "al          5|al|   7.");
	CHECK_STR(dec(m, 0x04007fff, 0, true), "al          4095|al|7.");

	/* a bitset-typed field with params (as= and without) */
	CHECK_STR(dec(m, 0x05020203, 0, true), "mov r3, xr2");
	CHECK_STR(dec(m, 0x05020103, 0, true), "mov hr3, r2");
	CHECK_STR(dec(m, 0x05000085, 0, true), "mov #5, r0");
	CHECK_STR(dec(m, 0x050200c1, 0, true), "mov , r2\t; no match: FIELD: 'mov.SRC': 000000c1");
	CHECK_STR(dec(m, 0x05c10000, 0, true), "mov r0, \t; no match: FIELD: 'mov.SRC2': 000000c1");

	/* overrides: the default, one redefining X, one redefining only display */
	CHECK_STR(dec(m, 0x060012ff, 0, true), "ovr 4863");
	CHECK_STR(dec(m, 0x064012ff, 0, true), "ovr1 -1");
	CHECK_STR(dec(m, 0x068012ff, 0, true), "ovr2 4863");
	CHECK_STR(dec(m, 0x06c012ff, 0, true), "ovr 4863");

	/* asserts */
	CHECK_STR(dec(m, 0x0a000005, 0, true), "asrt");
	CHECK_STR(dec(m, 0x0a000006, 0, true),
		  "asrt\t; WARNING: unexpected bits[0:3] in asrt: 00000006 vs 00000005");
	CHECK_STR(dec(m, 0x0a000006, 0, false), "asrt");

	/* no field, no display template */
	CHECK_STR(dec(m, 0x0b000000, 0, true), "nf \t; no field 'Y'");
	CHECK_STR(dec(m, 0x0b800007, 0, true), "nf 7");
	CHECK_STR(dec(m, 0x0c000000, 0, true), "\t; nodisp: no display template");
	CHECK_STR(dec(m, 0x0c000000, 0, false), "");

	/* conflicts (table order, not document order) and gens */
	CHECK_STR(dec(m, 0x08000002, 2, true), "pa.old 2");
	CHECK_STR(dec(m, 0x08000002, 5, true), "pa.new 2");
	CHECK_STR(dec(m, 0x08000001, 2, true), "no match: 08000001\t; bitset conflict: pa vs pb");
	CHECK_STR(dec(m, 0x08000001, 5, true), "no match: 08000001\t; bitset conflict: pa vs pb");
	CHECK_STR(dec(m, 0x08000001, 5, false), "no match: 08000001");
	CHECK_STR(dec(m, 0x09000000, 2, true), "no match: 09000000");
	CHECK_STR(dec(m, 0x09000000, 3, true), "g3");

	/* the leaf returned */
	const isa_bitset *l = NULL;
	isa_bits w = isa_bits_from_u64(0x0133cafd);
	dec_bits(m, &w, 0, true, &l);
	CHECK(l && !strcmp(l->name, "types"));
	w = isa_bits_from_u64(0xff000000);
	dec_bits(m, &w, 0, true, &l);
	CHECK(l == NULL);
}

static void test_match(isa *m)
{
	const isa_root *r = m->instruction;
	CHECK(r != NULL);
	if (!r)
		return;
	/* table order: pa, pa, pb although pb sits between them */
	int ipa = -1;
	for (int i = 0; i < r->nleaves; i++)
		if (!strcmp(r->leaves[i]->name, "pa")) {
			ipa = i;
			break;
		}
	CHECK(ipa >= 0 && ipa + 2 < r->nleaves);
	if (ipa < 0 || ipa + 2 >= r->nleaves)
		return;
	const isa_bitset *pa1 = r->leaves[ipa], *pa2 = r->leaves[ipa + 1], *pb = r->leaves[ipa + 2];
	CHECK_STR(pa2->name, "pa");
	CHECK_STR(pb->name, "pb");
	CHECK(pa1->index < pb->index && pb->index < pa2->index);
	CHECK(pa1->eff_gen_max == 3 && pa2->eff_gen_min == 4);

	const isa_bitset *c[2] = {(void *)1, (void *)1};
	isa_bits w = isa_bits_from_u64(0x08000002);
	CHECK(isa_match(m, r, &w, 2, c) == pa1 && c[0] == NULL && c[1] == NULL);
	CHECK(isa_match(m, r, &w, 4, c) == pa2);
	w = isa_bits_from_u64(0x08000001);
	CHECK(isa_match(m, r, &w, 2, c) == NULL && c[0] == pa1 && c[1] == pb);
	CHECK(isa_match(m, r, &w, 9, c) == NULL && c[0] == pa2 && c[1] == pb);
	/* no match at all */
	w = isa_bits_from_u64(0xff000000);
	c[0] = c[1] = (void *)1;
	CHECK(isa_match(m, r, &w, 0, c) == NULL && c[0] == NULL && c[1] == NULL);
	/* gen filtering */
	w = isa_bits_from_u64(0x09000000);
	CHECK(isa_match(m, r, &w, 2, c) == NULL && c[0] == NULL);
	const isa_bitset *g3 = isa_match(m, r, &w, 3, c);
	CHECK(g3 && !strcmp(g3->name, "g3"));
	CHECK(isa_match(m, r, &w, UINT32_MAX, NULL) == g3);
	/* dontcare bits do not prevent a match */
	w = isa_bits_from_u64(0x000000ff);
	const isa_bitset *nop = isa_match(m, r, &w, 0, NULL);
	CHECK(nop && !strcmp(nop->name, "nop"));
	/* the operand root */
	const isa_root *rs = isa_root_of(m, isa_find_bitset(m, "#src"));
	CHECK(rs && rs->nleaves == 2);
	w = isa_bits_from_u64(0x85);
	const isa_bitset *simm = rs ? isa_match(m, rs, &w, 0, NULL) : NULL;
	CHECK(simm && !strcmp(simm->name, "simm"));
	w = isa_bits_from_u64(0xc1);
	CHECK(rs && isa_match(m, rs, &w, 0, c) == NULL && c[0] == NULL);
}

static void test_disasm(isa *m)
{
	static const uint64_t prog[] = {
		0x0e000003, /* call 3 */
		0x0d0000ff, /* br -1 -> 0 */
		0x10000001, /* jmp 1 */
		0x00000000, /* nop */
		0x0d000064, /* br +100: outside */
		0x0d0000f0, /* br -16: outside */
	};
	CHECK_STR(disasm(m, prog, 6, false), "call 3\nbr -1\njmp 1\nnop\nbr 100\nbr -16\n");
	CHECK_STR(disasm(m, prog, 6, true),
		  "l0:\n"
		  "call fxn3\n"
		  "l1:\n"
		  "br l0\n"
		  "jmp l1\n"
		  "\n"
		  "fxn3:\n"
		  "nop\n"
		  "br 100\n"
		  "br -16\n");
	/* a call to instruction 0: no empty line before fxn0 */
	static const uint64_t prog2[] = {0x00000000, 0x0e000000, 0x0d000000};
	CHECK_STR(disasm(m, prog2, 3, true), "fxn0:\nnop\ncall fxn0\nl2:\nbr l2\n");
	/* error suffixes per line */
	static const uint64_t prog3[] = {0x00000001, 0xff000000};
	CHECK_STR(disasm(m, prog3, 2, true),
		  "nop\t; dontcare bits in nop: 00000001\nno match: ff000000\n");
	/* alignment counts from the start of each line */
	static const uint64_t prog4[] = {0x04007005, 0x04007005};
	CHECK_STR(disasm(m, prog4, 2, false), "al          5|al|   7.\nal          5|al|   7.\n");
}

static void test_field_value(isa *m)
{
	const isa_bitset *ovr = isa_find_leaf(m, "ovr", 0);
	const isa_bitset *nest = isa_find_leaf(m, "nest", 0);
	const isa_bitset *sreg = isa_find_leaf(m, "sreg", 0);
	CHECK(ovr && nest && sreg);
	if (!ovr || !nest || !sreg)
		return;
	uint64_t v = 0;
	isa_bits w = isa_bits_from_u64(0x064012ff);
	CHECK(isa_field_value(m, ovr, &w, 0, "X", &v) && v == 0xff); /* override's 8-bit X */
	CHECK(isa_field_value(m, ovr, &w, 0, "MODE", &v) && v == 1);
	w = isa_bits_from_u64(0x068012ff);
	CHECK(isa_field_value(m, ovr, &w, 0, "X", &v) && v == 0x12ff); /* default's X */
	/* the field a param comes from, and the bitset-typed field's raw bits */
	w = isa_bits_from_u64(0x05020183);
	CHECK(isa_field_value(m, nest, &w, 0, "H", &v) && v == 1);
	CHECK(isa_field_value(m, nest, &w, 0, "SRC", &v) && v == 0x83);
	CHECK(isa_field_value(m, nest, &w, 0, "SRC2", &v) && v == 2);
	/* a param's `as` name is not a field of the leaf itself */
	CHECK(!isa_field_value(m, nest, &w, 0, "HALF_NOPE", &v));
	/* resolved on its own (no enclosing scope), a param does not resolve */
	w = isa_bits_from_u64(0x03);
	CHECK(isa_field_value(m, sreg, &w, 0, "NUM", &v) && v == 3);
	CHECK(!isa_field_value(m, sreg, &w, 0, "HALF", &v));
	/* a derived value */
	const isa_bitset *dfl = isa_find_leaf(m, "dfl", 0);
	w = isa_bits_from_u64(0x0f000001);
	CHECK(dfl && isa_field_value(m, dfl, &w, 0, "F", &v) && v == 0x3fc00001);
}

static bool enc(const isa *m, const char *leaf, uint32_t gen, const isa_fieldval *fv, int n,
		isa_bits *out, char *err, size_t errlen)
{
	const isa_bitset *b = isa_find_leaf(m, leaf, gen);
	if (!b) {
		snprintf(err, errlen, "no leaf %s", leaf);
		return false;
	}
	isa_bits_zero(out);
	err[0] = '\0';
	return isa_encode(m, b, fv, n, gen, out, err, errlen);
}

/* encode, then check the word, the decoded text and the matched leaf */
static void round_trip(const isa *m, const char *leaf, uint32_t gen, const isa_fieldval *fv,
		       int n, uint64_t want, const char *text, int line)
{
	char err[256];
	isa_bits out;
	bool ok = enc(m, leaf, gen, fv, n, &out, err, sizeof(err));
	if (!ok)
		printf("%s:%d: encode %s: %s\n", __FILE__, line, leaf, err);
	CHECK(ok);
	CHECK_U64(out.w[0], want);
	const isa_bitset *got = NULL;
	CHECK_STR(dec_bits(m, &out, gen, true, &got), text);
	CHECK(got && !strcmp(got->name, leaf));
	const isa_bitset *matched = isa_match(m, m->instruction, &out, gen, NULL);
	CHECK(matched && matched == isa_find_leaf(m, leaf, gen));
}

static void test_encode(isa *m)
{
	char err[256];
	isa_bits out;

	{
		isa_fieldval fv[] = {{"I", "-3"}, {"U", "15"}, {"H", "0xa"}, {"O", "-4"},
				     {"UO", "3"}, {"B", "1"}, {"BN", "1"}};
		round_trip(m, "types", 0, fv, 7, 0x0133cafd, "t -3 15 a [-4] [+3] .b|1|.i|1", __LINE__);
	}
	{
		/* enum values by display text and by name= */
		isa_fieldval fv[] = {{"E", ".nz"}, {"BR", "-2"}, {"AB", "0xff"}, {"C", "9"}};
		round_trip(m, "types2", 0, fv, 4, 0x027fff4b, "t2.nz <> -2 -1", __LINE__);
		isa_fieldval fv2[] = {{"E", ".z"}};
		round_trip(m, "types2", 0, fv2, 1, 0x02000001, "t2.z <> 0 0", __LINE__);
		isa_fieldval fv3[] = {{"E", "always"}, {"BR", "1"}};
		round_trip(m, "types2", 0, fv3, 2, 0x02000080, "t2 <> 1 0", __LINE__);
		isa_fieldval fv4[] = {{"E", ".bogus"}};
		CHECK(!enc(m, "types2", 0, fv4, 1, &out, err, sizeof(err)) && err[0]);
	}
	{
		/* the most negative value that fits, and one that does not */
		isa_fieldval fv[] = {{"I", "-8"}};
		round_trip(m, "types", 0, fv, 1, 0x01000008, "t -8 0 0 [] [] |0|.i|1", __LINE__);
		isa_fieldval fv2[] = {{"I", "-9"}};
		CHECK(!enc(m, "types", 0, fv2, 1, &out, err, sizeof(err)));
		CHECK(strstr(err, "does not fit") != NULL);
	}
	{
		/* too wide, unknown field, not a number */
		isa_fieldval fv[] = {{"U", "16"}};
		CHECK(!enc(m, "types", 0, fv, 1, &out, err, sizeof(err)));
		CHECK(strstr(err, "does not fit") != NULL);
		isa_fieldval fv2[] = {{"NOPE", "1"}};
		CHECK(!enc(m, "types", 0, fv2, 1, &out, err, sizeof(err)));
		CHECK(strstr(err, "NOPE") != NULL);
		isa_fieldval fv3[] = {{"U", "zz"}};
		CHECK(!enc(m, "types", 0, fv3, 1, &out, err, sizeof(err)) && err[0]);
	}
	{
		/* a field whose bits depend on the override selected */
		isa_fieldval fv[] = {{"MODE", "1"}, {"X", "5"}};
		round_trip(m, "ovr", 0, fv, 2, 0x06400005, "ovr1 5", __LINE__);
		isa_fieldval fv2[] = {{"MODE", "0"}, {"X", "0x1234"}};
		round_trip(m, "ovr", 0, fv2, 2, 0x06001234, "ovr 4660", __LINE__);
		isa_fieldval fv3[] = {{"X", "0x1234"}, {"MODE", "2"}};
		round_trip(m, "ovr", 0, fv3, 2, 0x06801234, "ovr2 4660", __LINE__);
		/* X=0x1234 cannot read back through the 8-bit X of MODE 1 */
		isa_fieldval fv4[] = {{"MODE", "1"}, {"X", "0x1234"}};
		CHECK(!enc(m, "ovr", 0, fv4, 2, &out, err, sizeof(err)) && err[0]);
		/* a negative value is checked against the override's 8-bit int X,
		 * not the default case's 16-bit uint X */
		isa_fieldval fv5[] = {{"MODE", "1"}, {"X", "-1"}};
		round_trip(m, "ovr", 0, fv5, 2, 0x064000ff, "ovr1 -1", __LINE__);
		isa_fieldval fv6[] = {{"MODE", "1"}, {"X", "-128"}};
		round_trip(m, "ovr", 0, fv6, 2, 0x06400080, "ovr1 -128", __LINE__);
	}
	{
		/* a bitset-typed field takes its raw bits */
		isa_fieldval fv[] = {{"SRC", "0x85"}, {"H", "1"}, {"SRC2", "3"}};
		round_trip(m, "nest", 0, fv, 3, 0x05030185, "mov #5, r3", __LINE__);
	}
	{
		/* gens: each pa at its own gen */
		isa_fieldval fv[] = {{"V", "0x10"}};
		round_trip(m, "pa", 2, fv, 1, 0x08000010, "pa.old 10", __LINE__);
		round_trip(m, "pa", 7, fv, 1, 0x08000010, "pa.new 10", __LINE__);
		/* an odd V matches pb as well: refused */
		isa_fieldval fv2[] = {{"V", "0x11"}};
		CHECK(!enc(m, "pa", 2, fv2, 1, &out, err, sizeof(err)) && err[0]);
		/* g3 does not exist at gen 2 */
		const isa_bitset *g3 = isa_find_bitset(m, "g3");
		CHECK(g3 && !isa_encode(m, g3, NULL, 0, 2, &out, err, sizeof(err)));
		round_trip(m, "g3", 3, NULL, 0, 0x09000000, "g3", __LINE__);
	}
	{
		/* asserts are written by the encoder */
		round_trip(m, "asrt", 0, NULL, 0, 0x0a000005, "asrt", __LINE__);
		/* a derived field cannot be set */
		isa_fieldval fv[] = {{"F", "1"}};
		CHECK(!enc(m, "dfl", 0, fv, 1, &out, err, sizeof(err)) && err[0]);
		/* not a leaf */
		const isa_bitset *src = isa_find_bitset(m, "#src");
		CHECK(src && !isa_encode(m, src, NULL, 0, 0, &out, err, sizeof(err)));
	}
}

static void test_d32(void)
{
	isa_diags d;
	isa *m = load_mem("d32.xml", D32, &d);
	CHECK_INT(d.nerrors, 0);
	CHECK_INT(d.nwarnings, 0);
	if (d.n)
		dump_diags(&d);
	CHECK_INT(m->bitsize, 32);
	if (!d.nerrors) {
		test_decode(m);
		test_match(m);
		test_disasm(m);
		test_field_value(m);
		test_encode(m);
	}
	isa_free(m);
	isa_diags_free(&d);
}

/* ------------------------------------------------------------------ */
/* diagnostics                                                          */
/* ------------------------------------------------------------------ */

#define ROOT32 "<bitset name='#instruction' size='32'>\n"

static const struct bad {
	const char *rule;
	int line;
	const char *xml;
} bad[] = {
	{"xml-syntax", 3,
	 "<isa>\n" ROOT32
	 "</isa>\n"},
	{"xml-root", 1, "<foo/>\n"},
	{"pattern-length", 3,
	 "<isa>\n" ROOT32
	 "<pattern low='0' high='31'>0000</pattern>\n"
	 "</bitset>\n</isa>\n"},
	{"pattern-char", 3,
	 "<isa>\n" ROOT32
	 "<pattern low='0' high='3'>01z1</pattern>\n"
	 "<field name='A' low='4' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"extends-unknown", 5,
	 "<isa>\n" ROOT32
	 "<pattern low='0' high='31'>" Z32 "</pattern>\n"
	 "</bitset>\n"
	 "<bitset name='a' extends='#nope'>\n"
	 "</bitset>\n</isa>\n"},
	{"extends-cycle", 5,
	 "<isa>\n" ROOT32
	 "<pattern low='0' high='31'>" Z32 "</pattern>\n"
	 "</bitset>\n"
	 "<bitset name='a' extends='b'>\n"
	 "</bitset>\n"
	 "<bitset name='b' extends='a'>\n"
	 "</bitset>\n</isa>\n"},
	{"bits-redefined", 4,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='15' type='uint'/>\n"
	 "<field name='B' low='8' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"leaf-undefined-bits", 2,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='15' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"type-unknown", 3,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='31' type='widget'/>\n"
	 "</bitset>\n</isa>\n"},
	{"float-width", 3,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='7' type='float'/>\n"
	 "<field name='B' low='8' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"expr-undefined", 3,
	 "<isa>\n" ROOT32
	 "<override expr='#nope'>\n"
	 "<display>x</display>\n"
	 "</override>\n"
	 "<field name='A' low='0' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"expr-syntax", 4,
	 "<isa>\n" ROOT32
	 "<derived name='D' type='uint'>\n"
	 "<expr>{A} +</expr>\n"
	 "</derived>\n"
	 "<field name='A' low='0' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"gen-range", 6,
	 "<isa>\n" ROOT32
	 "<gen min='2' max='5'/>\n"
	 "</bitset>\n"
	 "<bitset name='a' extends='#instruction'>\n"
	 "<gen max='9'/>\n"
	 "<field name='A' low='0' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"bitset-duplicate", 8,
	 "<isa>\n" ROOT32
	 "</bitset>\n"
	 "<bitset name='a' extends='#instruction'>\n"
	 "<gen max='5'/>\n"
	 "<pattern low='0' high='31'>" Z32 "</pattern>\n"
	 "</bitset>\n"
	 "<bitset name='a' extends='#instruction'>\n"
	 "<gen min='5'/>\n"
	 "<pattern low='0' high='31'>" Z32 "</pattern>\n"
	 "</bitset>\n</isa>\n"},
	{"display-syntax", 4,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='31' type='uint'/>\n"
	 "<display>x {A</display>\n"
	 "</bitset>\n</isa>\n"},
	{"type-size", 6,
	 "<isa>\n"
	 "<bitset name='#r' size='4'>\n"
	 "<field name='N' low='0' high='3' type='uint'/>\n"
	 "</bitset>\n"
	 ROOT32
	 "<field name='R' low='0' high='7' type='#r'/>\n"
	 "<field name='A' low='8' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"type-recursive", 3,
	 "<isa>\n" ROOT32
	 "<field name='S' low='0' high='31' type='#instruction'/>\n"
	 "</bitset>\n</isa>\n"},
	{"parent-overlap", 6,
	 "<isa>\n" ROOT32
	 "<pattern low='0' high='7'>00000000</pattern>\n"
	 "</bitset>\n"
	 "<bitset name='a' extends='#instruction'>\n"
	 "<pattern low='4' high='31'>0000000000000000000000000000</pattern>\n"
	 "</bitset>\n</isa>\n"},
	{"attr-conflict", 2,
	 "<isa>\n"
	 "<bitset name='#instruction' size='32' extends='x'>\n"
	 "<field name='A' low='0' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"bit-range", 3,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='32' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"attr-missing", 3,
	 "<isa>\n" ROOT32
	 "<field name='A' low='0' high='31'/>\n"
	 "</bitset>\n</isa>\n"},
	{"bad-number", 3,
	 "<isa>\n" ROOT32
	 "<field name='A' low='zero' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
	{"import-disabled", 2,
	 "<isa>\n"
	 "<import file='other.xml'/>\n"
	 ROOT32
	 "<field name='A' low='0' high='31' type='uint'/>\n"
	 "</bitset>\n</isa>\n"},
};

static void test_diags(void)
{
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		isa_diags d;
		isa *m = load_mem("bad.xml", bad[i].xml, &d);
		const isa_diag *g = find_diag(&d, bad[i].rule);
		bool ok = d.nerrors > 0 && g && g->severity == ISA_ERROR && g->loc.line == bad[i].line &&
			  g->loc.file && !strcmp(g->loc.file, "bad.xml") && g->msg && g->msg[0];
		if (!ok) {
			printf("%s:%d: FAIL: bad input #%zu: expected [%s] at line %d, got %d diagnostics:\n",
			       __FILE__, __LINE__, i, bad[i].rule, bad[i].line, d.n);
			dump_diags(&d);
		}
		CHECK(ok);
		isa_free(m);
		isa_diags_free(&d);
	}

	/* a warning, not an error: a display naming no field */
	isa_diags d;
	isa *m = load_mem("w.xml",
			  "<isa>\n" ROOT32
			  "<field name='A' low='0' high='31' type='uint'/>\n"
			  "<display>{B}</display>\n"
			  "</bitset>\n</isa>\n",
			  &d);
	const isa_diag *g = find_diag(&d, "display-unresolved");
	CHECK(d.nerrors == 0 && g && g->severity == ISA_WARNING && g->loc.line == 4);
	isa_free(m);
	isa_diags_free(&d);

	/* no root named #instruction: a warning, and nothing decodes */
	m = load_mem("w.xml",
		     "<isa>\n"
		     "<bitset name='#other' size='32'>\n"
		     "<field name='A' low='0' high='31' type='uint'/>\n"
		     "<display>{A}</display>\n"
		     "</bitset>\n</isa>\n",
		     &d);
	CHECK(d.nerrors == 0 && find_diag(&d, "no-instruction") && m->instruction == NULL);
	CHECK_STR(dec(m, 0x1234, 0, true), "no match: 00001234");
	isa_free(m);
	isa_diags_free(&d);

	/* a missing file */
	m = load_file(ISAPROOF_SOURCE_DIR "/isa/does-not-exist.xml", &d);
	CHECK(d.nerrors > 0 && find_diag(&d, "import-missing"));
	isa_free(m);
	isa_diags_free(&d);
}

int main(void)
{
	test_loader();
	test_widths();
	test_d32();
	test_diags();
	return check_summary();
}
