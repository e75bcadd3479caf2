/*
 * tests/unit/test_param_refute.c - a question inside an operand that the
 * constant params of its context rule out (pv_smt_refuted_by_params) is
 * one Z3 answers unsat in that context.
 *
 * For every instruction leaf, every operand field it decodes and every
 * leaf of the operand's root, each assert of the operand leaf's chain is
 * asked as check asks it (the case holds, the bits differ from the
 * asserted value); wherever the params rule it out, Z3 is asked the whole
 * question -- the operand decodes as its leaf, the context passes the
 * params and the bits, the instruction decodes as its leaf -- and must
 * answer unsat.  A description written here has an assert that holds
 * unless a param is set, passed as 1 by one instruction (ruled out), as
 * 0 by another (Z3 finds a word, and the params do not rule it out) and
 * as 1 through an operand that passes it on (ruled out two levels deep);
 * toy16 and Mesa's ir3, when ../shared holds the corpus, are asked too.
 * Prints "N passed, M failed".
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <z3.h>

#include "model/isa.h"
#include "read/read.h"
#include "solver/smt.h"

#include "check.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

static const char gated_xml[] =
	"<isa>\n"
	"<bitset name=\"#src\" size=\"4\">\n"
	"	<override>\n"
	"		<expr>{HAS_X}</expr>\n"
	"		<display>r{NUM}</display>\n"
	"		<field name=\"NUM\" low=\"0\" high=\"3\" type=\"uint\"/>\n"
	"	</override>\n"
	"	<display>-</display>\n"
	"	<assert low=\"0\" high=\"3\">0000</assert>\n"
	"</bitset>\n"
	"<bitset name=\"src\" extends=\"#src\"/>\n"
	"<bitset name=\"#wrap\" size=\"4\">\n"
	"	<display>{S}</display>\n"
	"	<field name=\"S\" low=\"0\" high=\"3\" type=\"#src\">\n"
	"		<param name=\"HAS_X\"/>\n"
	"	</field>\n"
	"</bitset>\n"
	"<bitset name=\"wrap\" extends=\"#wrap\"/>\n"
	"<bitset name=\"#instruction\" size=\"8\">\n"
	"	<derived name=\"ONE\" type=\"bool\" display=\"\"><expr>1</expr></derived>\n"
	"	<derived name=\"NONE\" type=\"bool\" display=\"\"><expr>0</expr></derived>\n"
	"</bitset>\n"
	"<bitset name=\"with\" extends=\"#instruction\">\n"
	"	<display>with {S}</display>\n"
	"	<pattern low=\"4\" high=\"7\">0001</pattern>\n"
	"	<field name=\"S\" low=\"0\" high=\"3\" type=\"#src\">\n"
	"		<param name=\"ONE\" as=\"HAS_X\"/>\n"
	"	</field>\n"
	"</bitset>\n"
	"<bitset name=\"without\" extends=\"#instruction\">\n"
	"	<display>without {S}</display>\n"
	"	<pattern low=\"4\" high=\"7\">0010</pattern>\n"
	"	<field name=\"S\" low=\"0\" high=\"3\" type=\"#src\">\n"
	"		<param name=\"NONE\" as=\"HAS_X\"/>\n"
	"	</field>\n"
	"</bitset>\n"
	"<bitset name=\"deep\" extends=\"#instruction\">\n"
	"	<display>deep {W}</display>\n"
	"	<pattern low=\"4\" high=\"7\">0011</pattern>\n"
	"	<field name=\"W\" low=\"0\" high=\"3\" type=\"#wrap\">\n"
	"		<param name=\"ONE\" as=\"HAS_X\"/>\n"
	"	</field>\n"
	"</bitset>\n"
	"</isa>\n";

/* Questions ruled out by params (each then asked of Z3), those of them
 * inside an operand inside an operand, and questions not ruled out that
 * Z3 answered sat. */
static int n_refuted, n_deep, n_open_sat;

static Z3_ast shown_any(void *ctx, pv_scope *sc, const char *name)
{
	(void)sc;
	(void)name;
	return Z3_mk_true(((pv_smt *)ctx)->ctx);
}

/* One assert inside operand scope sc: where the params rule it out, Z3
 * must find no word in the context either. */
static void ask_assert(const isa *m, pv_smt *s, pv_scope *sc, pv_scope *top, Z3_ast visited,
		       const isa_field *a)
{
	unsigned w = (unsigned)(a->high - a->low + 1);
	Z3_ast bits = Z3_mk_extract(s->ctx, (unsigned)a->high, (unsigned)a->low, sc->word);
	Z3_ast want = Z3_mk_unsigned_int64(s->ctx, a->assert_val.w[0], Z3_mk_bv_sort(s->ctx, w));
	Z3_ast q[64];
	int n = 0;
	q[n++] = visited;
	q[n++] = Z3_mk_not(s->ctx, Z3_mk_eq(s->ctx, bits, want));
	bool out = pv_smt_refuted_by_params(s, sc, q, n);
	q[n++] = pv_smt_decodes_as(s, sc, isa_root_of(m, sc->leaf->root));
	int nb = pv_smt_bind(s, sc, shown_any, s, q + n, 60 - n);
	CHECK(nb >= 0);
	if (nb < 0)
		return;
	n += nb;
	q[n++] = pv_smt_decodes_as(s, top, m->instruction);
	pv_sat r = pv_smt_solve(s, q, n, NULL, NULL, NULL, NULL);
	if (out) {
		if (r != PV_UNSAT)
			printf("  ruled out but not unsat: '%s' in '%s'\n", sc->leaf->name,
			       top->leaf->name);
		CHECK_STR(r == PV_UNSAT ? "unsat" : r == PV_SAT ? "sat" : "unknown", "unsat");
		n_refuted++;
		n_deep += sc->depth >= 2;
	} else if (r == PV_SAT) {
		n_open_sat++;
	}
}

/* Every assert of the operand leaf's chain, asked inside operand scope
 * sc as check asks it: the case is visited (it holds and no earlier
 * case with a display was) and the bits differ from the asserted value. */
static void operand_asserts(const isa *m, pv_smt *s, pv_scope *sc, pv_scope *top)
{
	Z3_ast stopped = Z3_mk_false(s->ctx);
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			Z3_ast t = pv_smt_case_true(s, sc, &b->cases[c]);
			Z3_ast v[2] = {Z3_mk_not(s->ctx, stopped), t};
			Z3_ast visited = Z3_mk_and(s->ctx, 2, v);
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *a = &b->cases[c].fields[i];
				if (a->kind == TY_ASSERT)
					ask_assert(m, s, sc, top, visited, a);
			}
			if (b->cases[c].display) {
				Z3_ast either[2] = {stopped, t};
				stopped = Z3_mk_or(s->ctx, 2, either);
			}
		}
}

/* Every operand scope inside p (two levels deep), its asserts asked. */
static void operands_of(const isa *m, pv_smt *s, pv_scope *p, pv_scope *top)
{
	for (const isa_bitset *b = p->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int fi = 0; fi < b->cases[c].nfields; fi++) {
				const isa_field *f = &b->cases[c].fields[fi];
				const isa_root *opr =
					f->kind == TY_BITSET && !f->derived ? isa_root_of(m, f->root) : NULL;
				if (!opr)
					continue;
				pv_def *defs;
				int nd = pv_smt_defs(s, p, f->name, &defs);
				for (int k = 0; k < nd; k++) {
					if (defs[k].f != f)
						continue;
					for (int j = 0; j < opr->nleaves; j++) {
						pv_scope sc;
						pv_smt_operand(s, &sc, p, f, defs[k].when, opr->leaves[j]);
						operand_asserts(m, s, &sc, top);
						if (sc.depth < 2)
							operands_of(m, s, &sc, top);
					}
				}
				free(defs);
			}
}

static int check_file(const char *path)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	CHECK(m != NULL && m->instruction != NULL);
	if (!m || !m->instruction) {
		printf("  cannot load %s\n", path);
		isa_free(m);
		isa_diags_free(&d);
		return 0;
	}
	int before = n_refuted;
	const isa_root *r = m->instruction;
	pv_smt s;
	CHECK(pv_smt_open(&s, m, 0));
	for (int i = 0; i < r->nleaves; i++) {
		pv_scope top;
		pv_smt_scope(&s, &top, r->leaves[i]);
		operands_of(m, &s, &top, &top);
	}
	pv_smt_close(&s);
	isa_free(m);
	isa_diags_free(&d);
	return n_refuted - before;
}

int main(void)
{
	char path[512] = "/tmp/isaproof-param-refute-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	if (fd >= 0) {
		CHECK(write(fd, gated_xml, sizeof(gated_xml) - 1) == (ssize_t)(sizeof(gated_xml) - 1));
		close(fd);
		/* 'with' passes HAS_X = 1: ruled out; 'without' passes 0: a
		 * word; 'deep' passes 1 to #wrap, which passes it on: ruled out */
		CHECK_INT(check_file(path), 2);
		CHECK_INT(n_deep, 1);
		CHECK_INT(n_open_sat, 1);
		unlink(path);
	}
	snprintf(path, sizeof(path), "%s/isa/toy16.xml", ISAPROOF_SOURCE_DIR);
	check_file(path);
	struct stat st;
	snprintf(path, sizeof(path), "%s/../shared/corpus/mesa/ir3/ir3.xml", ISAPROOF_SOURCE_DIR);
	if (stat(path, &st) == 0)
		CHECK(check_file(path) > 0);
	else
		printf("  skipping ir3: %s not found\n", path);
	printf("  ruled out by params and unsat: %d (%d two operands deep); not ruled out and "
	       "sat: %d\n",
	       n_refuted, n_deep, n_open_sat);
	return check_summary();
}
