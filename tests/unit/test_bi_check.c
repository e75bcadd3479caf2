/*
 * tests/unit/test_bi_check.c - Bifrost check findings against every word.
 *
 * check (solver/bicheck.c) counts with cubes; here every word of a slot
 * is decoded instead: the words selecting no state must be as many as
 * unused-encoding says, a state no word selects must be bi-shadowed (and
 * only those), each bi-overlap's count must be the words both states
 * match, and a witness of bi-mod-unnamed or bi-derived-unreached must
 * print ".reserved".  On tests/bifrost/overlap.xml and mini.xml (both
 * slots) and, when ../shared is there, on Mesa's ISA.xml (the ADD slot:
 * 2^20 words).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/isa.h"
#include "read/read.h"
#include "solver/prove.h"

#include "check.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

static isa *load_clean(const char *path)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	if (d.nerrors) {
		isa_diags_print(&d, stdout);
		isa_free(m);
		m = NULL;
	}
	isa_diags_free(&d);
	return m;
}

static int state_named(const isa *m, const char *name, int len)
{
	for (int k = 0; k < m->bi->nst; k++)
		if ((int)strlen(m->bi->st[k].name) == len && !strncmp(m->bi->st[k].name, name, len))
			return k;
	return -1;
}

/* Does word w match state k's pattern (any of its leaves)? */
static bool matches(const isa *m, int k, bool add, uint32_t w)
{
	const isa_root *r = &m->roots[add ? 1 : 0];
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *b = r->leaves[i];
		if (!strcmp(b->name, m->bi->st[k].name) && (w & b->lmask.w[0]) == b->lmatch.w[0])
			return true;
	}
	return false;
}

static bool prints_reserved(const isa *m, bool add, const char *hex)
{
	isa_bi_ctx c = {0};
	c.add = add;
	isa_buf b;
	isa_buf_init(&b);
	isa_bi_decode(m, (uint32_t)strtoul(hex, NULL, 16), &c, false, &b);
	bool r = b.s && strstr(b.s, ".reserved");
	isa_buf_free(&b);
	return r;
}

static void slot(const isa *m, const pv_report *rep, bool add, bool pairs)
{
	int width = add ? 20 : 23;
	long *selected = calloc((size_t)m->bi->nst + 1, sizeof(long));
	long unused = 0;
	for (uint32_t w = 0; w < (uint32_t)1 << width; w++) {
		int k = isa_bi_select(m->bi, add, w);
		if (k < 0)
			unused++;
		else
			selected[k]++;
	}
	const char *sname = add ? "#add" : "#fma";
	bool saw_unused = false;
	for (int i = 0; i < rep->n; i++) {
		const pv_finding *f = rep->v[i];
		if (!strcmp(f->rule, "unused-encoding") && !strncmp(f->message, sname, 4)) {
			saw_unused = true;
			CHECK_INT(atol(f->message + 6), unused);
			/* its witness selects nothing */
			uint32_t w = (uint32_t)strtoul(f->witness ? f->witness : "0", NULL, 16);
			isa_bi_ctx c = {0};
			c.add = add;
			isa_buf b;
			isa_buf_init(&b);
			isa_bi_decode(m, w, &c, false, &b);
			char want[64];
			snprintf(want, sizeof(want), "INSTR_INVALID_ENC %s %X", add ? "add" : "fma", w);
			CHECK_STR(b.s, want);
			isa_buf_free(&b);
		}
		if (!strcmp(f->rule, "bi-shadowed")) {
			int k = state_named(m, f->message, (int)strcspn(f->message, " "));
			CHECK(k >= 0);
			if (k >= 0 && m->bi->st[k].fma == !add)
				CHECK_INT(selected[k], 0);
		}
		if ((!strcmp(f->rule, "bi-mod-unnamed") || !strcmp(f->rule, "bi-derived-unreached")) &&
		    (f->message[0] == '+') == add) {
			CHECK(f->witness && prints_reserved(m, add, f->witness));
		}
		if (pairs && !strcmp(f->rule, "bi-overlap") && (f->message[0] == '+') == add) {
			/* "A and B both match N words" */
			const char *a = f->message, *and = strstr(a, " and "), *both = strstr(a, " both match ");
			int ka = state_named(m, a, (int)(and - a));
			int kb = state_named(m, and + 5, (int)(both - and - 5));
			CHECK(ka >= 0 && kb >= 0);
			long n = 0;
			for (uint32_t w = 0; ka >= 0 && kb >= 0 && w < (uint32_t)1 << width; w++)
				n += matches(m, ka, add, w) && matches(m, kb, add, w);
			CHECK_INT(n, atol(both + 12));
		}
	}
	CHECK(saw_unused || unused == 0);
	/* every state no word selects is reported */
	for (int u = add ? 1 : 0, i = 0; i < m->bi->norder[u]; i++) {
		int k = m->bi->order[u][i];
		if (selected[k] || !m->bi->st[k].nleaves)
			continue;
		bool reported = false;
		for (int j = 0; j < rep->n; j++)
			reported |= !strcmp(rep->v[j]->rule, "bi-shadowed") &&
				    state_named(m, rep->v[j]->message,
						(int)strcspn(rep->v[j]->message, " ")) == k;
		CHECK(reported);
		if (!reported)
			printf("%s selects no word but is not reported\n", m->bi->st[k].name);
	}
	free(selected);
}

static void one(const char *path, bool fma, bool pairs)
{
	isa *m = load_clean(path);
	CHECK(m && m->bi);
	if (!m || !m->bi) {
		isa_free(m);
		return;
	}
	pv_report r;
	pv_report_init(&r);
	r.max_per_rule = -1;
	pv_opts o = {.max_cubes = 4};
	pv_check(m, &o, &r);
	if (fma)
		slot(m, &r, false, pairs);
	slot(m, &r, true, pairs);
	pv_report_free(&r);
	isa_free(m);
}

int main(void)
{
	one(ISAPROOF_SOURCE_DIR "/tests/bifrost/overlap.xml", true, true);
	one(ISAPROOF_SOURCE_DIR "/tests/bifrost/mini.xml", true, true);
	const char *real = ISAPROOF_SOURCE_DIR "/../shared/corpus/mesa/bifrost/ISA.xml";
	struct stat st;
	if (stat(real, &st) == 0)
		one(real, false, false);
	else
		printf("no %s: Mesa's ISA.xml part skipped\n", real);
	return check_summary();
}
