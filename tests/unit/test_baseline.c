/*
 * tests/unit/test_baseline.c - fingerprints (recipe 3, docs/baselines.md),
 * baseline files written and read, the policy (rules, fail-on), and
 * handles that stay valid while findings are added.
 *
 * The fingerprint is recomputed here from the recipe's description (FNV-1a
 * over the identity), so a change of the recipe without a new number
 * fails this test.
 */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "solver/prove.h"

static isa_loc L(const char *file, int line)
{
	return (isa_loc){.file = file, .line = line, .col = 1};
}

/* the recipe, from its documentation: FNV-1a 64 of the identity, then of
 * "\n#N" for the N-th finding of one identity */
static uint64_t fnv(uint64_t h, const char *s)
{
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return h;
}

static void expect_fp(const pv_finding *f, const char *identity, int nth)
{
	uint64_t h = fnv(0xcbf29ce484222325ull, identity);
	if (nth > 1) {
		char num[24];
		snprintf(num, sizeof(num), "\n#%d", nth);
		h = fnv(h, num);
	}
	char want[17];
	snprintf(want, sizeof(want), "%016llx", (unsigned long long)h);
	CHECK_STR(f->fp, want);
}

static void test_identity(void)
{
	pv_report r;
	pv_report_init(&r);
	pv_finding *a = pv_add(&r, PV_ERROR, "ambiguous-encoding", L("/x/y/a.xml", 12),
			       "'add.f32' and 'sub2' both match some #instruction words at gens 0..max");
	pv_set_gens(a, "#instruction", 600, 699);
	pv_finding *b = pv_add(&r, PV_NOTE, "unused-encoding", L("a.xml", 3),
			       "#cat3-src @ gen 0..max: 1536 of 2^13 words match no leaf (18.75%%), in 2 cubes");
	pv_finding *c = pv_add(&r, PV_ERROR, "mp-duplicate", L("a.xml", 9),
			       "slot 'x' is already defined (at /home/u/src/riscv.isa:40)");
	/* two findings of one identity, told apart by their order */
	pv_finding *d1 = pv_add(&r, PV_WARNING, "roundtrip-text", L("a.xml", 1),
				"in this case of 'stg.a', bits 0000010000000000 (1) change nothing");
	pv_finding *d2 = pv_add(&r, PV_WARNING, "roundtrip-text", L("a.xml", 2),
				"in this case of 'stg.a', bits 0000010000000800 (2) change nothing");
	pv_report_finish(&r);
	char *id = pv_identity(a);
	CHECK_STR(id, "ambiguous-encoding\n#instruction\n600..699\n"
		      "'add.f32' and 'sub2' both match some #instruction words at gens #");
	free(id);
	id = pv_identity(b);
	CHECK_STR(id, "unused-encoding\n\n\n#cat3-src @ gen #: # of # words match no leaf (#%), in # cubes");
	free(id);
	id = pv_identity(c);
	CHECK_STR(id, "mp-duplicate\n\n\nslot 'x' is already defined (at riscv.isa:#)");
	free(id);
	expect_fp(a, "ambiguous-encoding\n#instruction\n600..699\n"
		     "'add.f32' and 'sub2' both match some #instruction words at gens #", 1);
	expect_fp(d1, "roundtrip-text\n\n\nin this case of 'stg.a', bits # (#) change nothing", 1);
	expect_fp(d2, "roundtrip-text\n\n\nin this case of 'stg.a', bits # (#) change nothing", 2);
	CHECK(strcmp(d1->fp, d2->fp) != 0);
	pv_report_free(&r);
}

/* A finding's fingerprint does not move when lines, paths or unrelated
 * findings change; a renamed name changes it. */
static void one_fp(const char *file, int line, const char *name, bool other, char out[17])
{
	pv_report r;
	pv_report_init(&r);
	if (other)
		pv_add(&r, PV_ERROR, "ambiguous-encoding", L(file, 1), "'p' and 'q' overlap");
	pv_finding *f = pv_add(&r, PV_ERROR, "ambiguous-encoding", L(file, line), "'%s' and 'b' overlap", name);
	pv_set_related(f, L(file, line + 7));
	pv_set_witness(f, line % 2 ? "0x1" : "0x2");
	pv_report_finish(&r);
	memcpy(out, f->fp, 17);
	pv_report_free(&r);
}

static void test_stability(void)
{
	char base[17], x[17];
	one_fp("a.xml", 10, "a", false, base);
	one_fp("/elsewhere/tree/a.xml", 20, "a", false, x);
	CHECK_STR(x, base);
	one_fp("a.xml", 11, "a", true, x);
	CHECK_STR(x, base);
	one_fp("a.xml", 10, "a-renamed", false, x);
	CHECK(strcmp(x, base) != 0);
}

/* Two descriptions in one report: the scope keeps equal findings apart
 * and leaves a description's fingerprints as they are alone otherwise. */
static void test_scope(void)
{
	pv_report r;
	pv_report_init(&r);
	r.scope = "ir3";
	pv_finding *a = pv_add(&r, PV_ERROR, "ambiguous-encoding", L("a.xml", 1), "'x' and 'y' overlap");
	r.scope = "afuc";
	pv_finding *b = pv_add(&r, PV_ERROR, "ambiguous-encoding", L("b.xml", 1), "'x' and 'y' overlap");
	r.scope = NULL;
	pv_finding *c = pv_add(&r, PV_ERROR, "ambiguous-encoding", L("c.xml", 1), "'x' and 'y' overlap");
	pv_report_finish(&r);
	expect_fp(a, "ir3\nambiguous-encoding\n\n\n'x' and 'y' overlap", 1);
	expect_fp(b, "afuc\nambiguous-encoding\n\n\n'x' and 'y' overlap", 1);
	expect_fp(c, "ambiguous-encoding\n\n\n'x' and 'y' overlap", 1);
	pv_report_free(&r);
}

/* Handles stay valid: a checker holding findings while it adds many
 * more (past the listing limit) writes to them safely. */
static void test_handles(void)
{
	pv_report r;
	pv_report_init(&r);
	r.max_per_rule = 2;
	pv_finding *held[50];
	for (int i = 0; i < 50; i++)
		held[i] = pv_add(&r, PV_ERROR, "ambiguous-encoding", L("a.xml", i + 1), "'l%d' and 'm' overlap", i);
	for (int i = 0; i < 50; i++) {
		pv_add_line(held[i], "word", "%d", i);
		pv_set_witness(held[i], "0x5");
		pv_set_related(held[i], L("b.xml", i));
	}
	CHECK_INT(r.n, 50);
	CHECK_INT(held[0]->nlines, 1);  /* listed: evidence kept */
	CHECK_INT(held[49]->nlines, 0); /* past the limit: named, no evidence */
	CHECK_STR(held[49]->witness, "0x5");
	pv_report_finish(&r);
	CHECK_INT(r.nerrors, 50);
	CHECK_INT(pv_report_status(&r), 1);
	pv_report_free(&r);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	rewind(f);
	char *s = malloc((size_t)n + 1);
	size_t got = fread(s, 1, (size_t)n, f);
	s[got] = '\0';
	fclose(f);
	return s;
}

static void fill(pv_report *r, bool with_b)
{
	pv_add(r, PV_ERROR, "ambiguous-encoding", L("a.xml", 4), "'a' and 'b' overlap");
	if (with_b)
		pv_add(r, PV_WARNING, "no-display", L("a.xml", 9), "leaf 'b' has no display");
	pv_add(r, PV_NOTE, "disjoint", L("a.xml", 1), "#instruction @ gen 0..max: 3 leaves pairwise disjoint");
}

static void test_baseline_io(void)
{
	char path[] = "/tmp/isaproof-test-baseline-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	char err[512];
	pv_report w;
	pv_report_init(&w);
	fill(&w, true);
	pv_report_finish(&w);
	CHECK(pv_baseline_write(&w, path, err, sizeof(err)));
	char *text = slurp(path);
	CHECK(text && strstr(text, "\"isaproof-baseline\": 3,") != NULL);
	CHECK(text && strstr(text, "\"rule\": \"no-display\"") != NULL);
	/* sorted by fingerprint, so the bytes do not depend on the order */
	pv_report w2;
	pv_report_init(&w2);
	pv_add(&w2, PV_NOTE, "disjoint", L("a.xml", 2), "#instruction @ gen 0..max: 3 leaves pairwise disjoint");
	pv_add(&w2, PV_WARNING, "no-display", L("a.xml", 19), "leaf 'b' has no display");
	pv_add(&w2, PV_ERROR, "ambiguous-encoding", L("a.xml", 40), "'a' and 'b' overlap");
	pv_report_finish(&w2);
	char path2[] = "/tmp/isaproof-test-baseline2-XXXXXX";
	fd = mkstemp(path2);
	close(fd);
	CHECK(pv_baseline_write(&w2, path2, err, sizeof(err)));
	char *text2 = slurp(path2);
	CHECK(text && text2 && !strcmp(text, text2));
	free(text2);
	unlink(path2);
	pv_report_free(&w2);

	/* read back: everything accepted, nothing fixed */
	pv_report r;
	pv_report_init(&r);
	CHECK(pv_baseline_read(&r, path, err, sizeof(err)));
	CHECK_INT(r.policy.nbase, 3);
	fill(&r, true);
	pv_report_finish(&r);
	CHECK_INT(r.nbaselined, 3);
	CHECK_INT(r.nerrors + r.nwarnings + r.nnotes, 0);
	CHECK_INT(r.nfixed, 0);
	CHECK_INT(pv_report_status(&r), 0);
	pv_report_free(&r);

	/* the no-display cause removed: one fixed note; with fail_on_fixed an error */
	for (int strict = 0; strict < 2; strict++) {
		pv_report_init(&r);
		r.policy.fail_on_fixed = strict;
		CHECK(pv_baseline_read(&r, path, err, sizeof(err)));
		fill(&r, false);
		pv_report_finish(&r);
		CHECK_INT(r.nfixed, 1);
		CHECK_STR(r.v[r.n - 1]->rule, "baseline-fixed");
		CHECK(strstr(r.v[r.n - 1]->message, "[no-display] no longer found: leaf 'b' has no display") != NULL);
		CHECK_INT(pv_report_status(&r), strict);
		pv_report_free(&r);
	}

	/* another recipe is refused, naming both */
	char *old = text ? strdup(text) : NULL;
	char *p = old ? strstr(old, "\"isaproof-baseline\": 3") : NULL;
	CHECK(p != NULL);
	if (p) {
		p[strlen("\"isaproof-baseline\": ")] = '2';
		FILE *f = fopen(path, "w");
		fputs(old, f);
		fclose(f);
		pv_report_init(&r);
		CHECK(!pv_baseline_read(&r, path, err, sizeof(err)));
		CHECK(strstr(err, "recipe 2, this isaproof uses recipe 3") != NULL);
		CHECK(!r.policy.has_base);
		pv_report_free(&r);
	}
	free(old);
	free(text);
	pv_report_free(&w);
	unlink(path);
}

static void test_policy(void)
{
	char err[256];
	pv_policy p = {0};
	CHECK(pv_policy_switch(&p, "mpact,ambiguous-encoding", false, err, sizeof(err)));
	CHECK(pv_policy_switch(&p, "mp-overlap", true, err, sizeof(err)));
	CHECK(!pv_rule_enabled(&p, "mp-name-hazard"));
	CHECK(pv_rule_enabled(&p, "mp-overlap"));
	CHECK(!pv_rule_enabled(&p, "ambiguous-encoding"));
	CHECK(pv_rule_enabled(&p, "dt-overlap"));
	CHECK(!pv_policy_switch(&p, "mpact,no-such-rule", false, err, sizeof(err)));
	CHECK(strstr(err, "'no-such-rule'") != NULL);
	CHECK(!pv_policy_switch(&p, "", false, err, sizeof(err)));
	pv_policy_free(&p);

	pv_report r;
	pv_report_init(&r);
	pv_add(&r, PV_WARNING, "no-display", L("a.xml", 1), "leaf 'x' has no display");
	r.policy.fail_on = PV_FAIL_WARNING;
	pv_report_finish(&r);
	CHECK_INT(pv_report_status(&r), 1);
	r.policy.fail_on = PV_FAIL_ERROR;
	CHECK_INT(pv_report_status(&r), 0);
	CHECK(pv_policy_switch(&r.policy, "lint", false, err, sizeof(err)));
	r.policy.fail_on = PV_FAIL_WARNING;
	pv_report_finish(&r);
	CHECK_INT(r.nwarnings, 0);
	CHECK_INT(r.ndisabled, 1);
	CHECK_INT(pv_report_status(&r), 0);
	pv_report_free(&r);
}

int main(void)
{
	test_identity();
	test_stability();
	test_scope();
	test_handles();
	test_baseline_io();
	test_policy();
	return check_summary();
}
