/*
 * tests/unit/test_decodetree.c - the decodetree reader and checker from C:
 * the group tree, first-match order, the common-group query, widths, the
 * checker's figures, and every prefix and byte mutation of a valid file
 * loading without a crash (ASan/UBSan runs catch leaks and overflows).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "model/isa.h"
#include "read/read.h"
#include "solver/prove.h"

static const char good[] =
	"%imm12   20:s12\n"
	"&i       rd rs1 imm\n"
	"@i       ............ rs1:5 ... rd:5 ....... &i imm=%imm12\n"
	"addi     ............ ..... 000 ..... 0010011 @i\n"
	"{\n"
	"  nop    000000000000 00000 001 00000 0010011\n"
	"  [\n"
	"    li   ............ 00000 001 rd:5  0010011 imm=%imm12\n"
	"    mv   000000000000 rs1:5 001 rd:5  0010011\n"
	"  ]\n"
	"}\n";

static isa *load(const char *text, size_t len, int width, bool var, isa_diags *d)
{
	isa_load_opts o = {.buffer = text, .buffer_len = len, .insnwidth = width, .varinsnwidth = var};
	isa_diags_init(d);
	return isa_load("t.decode", &o, d);
}

static void test_model(void)
{
	isa_diags d;
	isa *m = load(good, strlen(good), 0, false, &d);
	CHECK_INT(d.nerrors, 0);
	CHECK(m->dt != NULL);
	CHECK_INT(m->bitsize, 32);
	CHECK_INT(m->instruction->nleaves, 4);
	CHECK(m->instruction->first_match);
	CHECK_INT(m->dt->ngroups, 3);
	CHECK(!m->dt->groups[0].overlap);
	CHECK(m->dt->groups[1].overlap);
	CHECK(!m->dt->groups[2].overlap);
	CHECK_INT(m->dt->groups[1].first, 1);
	CHECK_INT(m->dt->groups[1].last, 4);
	CHECK_INT(m->dt->groups[2].first, 2);
	/* nop and li meet in { }, li and mv in [ ], addi and nop at the top */
	CHECK(isa_dt_common_group(m->dt, 1, 2) == &m->dt->groups[1]);
	CHECK(isa_dt_common_group(m->dt, 2, 3) == &m->dt->groups[2]);
	CHECK(isa_dt_common_group(m->dt, 0, 1) == &m->dt->groups[0]);
	/* first match: 0x00001013 is nop (and li and mv), nop wins */
	isa_bits w = isa_bits_from_u64(0x00001013);
	const isa_bitset *b = isa_match(m, m->instruction, &w, 0, NULL);
	CHECK(b && !strcmp(b->name, "nop"));
	isa_buf out;
	isa_buf_init(&out);
	isa_decode_opts o = {0};
	w = isa_bits_from_u64(0xffd08093);
	isa_decode(m, &w, &o, &out);
	CHECK_STR(out.s, "addi rd=1 rs1=1 imm=-3");
	isa_buf_free(&out);

	pv_report r;
	pv_report_init(&r);
	pv_opts po = {.max_cubes = 4};
	pv_dt_figures fig;
	pv_dt_check(m, &po, &r, &fig);
	CHECK_INT(fig.patterns, 4);
	CHECK_INT(fig.groups, 2);
	CHECK_INT(fig.forbidden, 1); /* li vs mv inside [ ] */
	CHECK_INT(fig.shadowed, 0);
	CHECK(fig.unused > 0.99 && fig.unused < 1.0);
	CHECK_INT(r.nerrors, 1);
	pv_report_free(&r);
	isa_free(m);
	isa_diags_free(&d);
}

static void test_widths(void)
{
	isa_diags d;
	const char *t16 = "a 0000000000000000\n";
	isa *m = load(t16, strlen(t16), 16, false, &d);
	CHECK_INT(d.nerrors, 0);
	CHECK_INT(m->bitsize, 16);
	isa_free(m);
	isa_diags_free(&d);

	m = load(t16, strlen(t16), 24, false, &d);
	CHECK(d.nerrors > 0);
	CHECK(d.nerrors > 0 && !strcmp(d.v[0].rule, "dt-insnwidth"));
	isa_free(m);
	isa_diags_free(&d);

	const char *t64 = "a 00000000000000000000000000000000 x:32\n";
	m = load(t64, strlen(t64), 64, false, &d);
	CHECK_INT(d.nerrors, 0);
	isa_bits w = isa_bits_from_u64(0xfedcba98u);
	isa_buf out;
	isa_buf_init(&out);
	isa_decode_opts o = {0};
	isa_decode(m, &w, &o, &out);
	CHECK_STR(out.s, "a x=4275878552");
	isa_buf_free(&out);
	isa_free(m);
	isa_diags_free(&d);

	/* a 16-bit pattern under --varinsnwidth 32 ignores the low 16 bits */
	const char *var = "a 1111 x:4 00000000\n";
	m = load(var, strlen(var), 32, true, &d);
	CHECK_INT(d.nerrors, 0);
	CHECK_U64(m->dt->pats[0].undefmask, 0xffff);
	CHECK_U64(m->dt->pats[0].fixedmask, 0xf0ff0000);
	isa_free(m);
	isa_diags_free(&d);
}

/* Every prefix and many single-byte changes of a valid file load without
 * crashing; the sanitizers check the rest. */
static void test_mutations(void)
{
	size_t n = strlen(good);
	char *buf = malloc(n + 1);
	int loaded = 0;
	for (size_t len = 0; len <= n; len++) {
		isa_diags d;
		isa_free(load(good, len, 0, false, &d));
		isa_diags_free(&d);
		loaded++;
	}
	static const char subst[] = " \t\n\\#{}[]%&@.-01:s=!x\0";
	for (size_t i = 0; i < n; i++) {
		for (size_t k = 0; k < sizeof(subst) - 1; k++) {
			memcpy(buf, good, n + 1);
			buf[i] = subst[k];
			isa_diags d;
			isa_free(load(buf, n, 0, false, &d));
			isa_diags_free(&d);
			loaded++;
		}
	}
	CHECK(loaded > (int)n);
	free(buf);
}

int main(void)
{
	test_model();
	test_widths();
	test_mutations();
	return check_summary();
}
