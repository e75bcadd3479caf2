/*
 * tests/unit/test_match.c - the two load-time tables decoding relies on.
 *
 * model/match.c's index: isa_match through a root's index must give what
 * a scan of every leaf gives (the same leaf, the same "no match", the same
 * conflict pair), for every root of every description here: isa/ (toy16,
 * wide128, the RISC-V files, every example that loads cleanly), a
 * decodetree file, and with ../shared present ir3, etnaviv, afuc and some
 * of QEMU's files.  Words are uniform random ones and words built from a
 * leaf's fixed bits (so matches, conflicts and first-match ties happen),
 * at gens inside, at and outside the leaves' gen ranges.
 *
 * model/names.c's table: every field name of a loaded model is the one
 * copy isa_name() returns, and a name no field has gives NULL.
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/isa.h"
#include "read/read.h"
#include "tests/rng.h"

#include "check.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

static isa *load(const char *path)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	bool ok = m && d.nerrors == 0;
	isa_diags_free(&d);
	if (!ok && m) {
		isa_free(m);
		return NULL;
	}
	return m;
}

static isa_bits random_word(int bits)
{
	isa_bits w;
	isa_bits_zero(&w);
	for (int i = 0; i < ISA_MAX_WORDS && i * 64 < bits; i++)
		w.w[i] = rnd();
	if (bits % 64)
		w.w[(bits - 1) / 64] &= ~(uint64_t)0 >> (64 - bits % 64);
	return w;
}

/* A leaf's fixed bits over random others: it (or a rival) matches. */
static isa_bits leaf_word(const isa_bitset *b, int bits)
{
	isa_bits w = random_word(bits), fixed;
	isa_bits_andnot(&fixed, &b->lmask, &b->ldontcare);
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		w.w[i] = (w.w[i] & ~fixed.w[i]) | (b->lmatch.w[i] & fixed.w[i]);
	return w;
}

static uint32_t some_gen(const isa_root *r)
{
	const isa_bitset *b = r->leaves[rnd() % (uint64_t)r->nleaves];
	switch (rnd() % 6) {
	case 0: return b->eff_gen_min;
	case 1: return b->eff_gen_max;
	case 2: return b->eff_gen_min ? b->eff_gen_min - 1 : 0;
	case 3: return b->eff_gen_max + 1; /* wraps to 0 at the top: fine */
	case 4: return (uint32_t)rnd();
	default: return b->eff_gen_min + (uint32_t)(rnd() % ((uint64_t)b->eff_gen_max - b->eff_gen_min + 1));
	}
}

static void compare_root(const isa *m, const isa_root *r, int nwords, const char *what)
{
	isa_root scan = *r;
	scan.index = NULL; /* isa_match then tests every leaf */
	int bits = r->root->size > 0 ? r->root->size : m->bitsize;
	int bad = 0, matched = 0, conflicts = 0;
	for (int i = 0; i < nwords && r->nleaves; i++) {
		isa_bits w = i % 2 ? random_word(bits)
				   : leaf_word(r->leaves[rnd() % (uint64_t)r->nleaves], bits);
		uint32_t gen = some_gen(r);
		const isa_bitset *c1[2], *c2[2];
		const isa_bitset *a = isa_match(m, r, &w, gen, c1);
		const isa_bitset *b = isa_match(m, &scan, &w, gen, c2);
		matched += a != NULL;
		conflicts += c1[0] != NULL;
		if (a != b || c1[0] != c2[0] || c1[1] != c2[1]) {
			if (bad++ < 5)
				printf("%s: root %s, word 0x%016llx gen %u: index %s, scan %s\n", what,
				       r->root->name, (unsigned long long)w.w[0], gen, a ? a->name : "-",
				       b ? b->name : "-");
		}
	}
	CHECK(bad == 0);
	/* the words must exercise both answers, or the comparison says little */
	if (r->nleaves > 1)
		CHECK(matched > 0);
	(void)conflicts;
}

static void check_names(const isa *m, const char *what)
{
	int bad = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int c = 0; c < m->bitsets[b]->ncases; c++) {
			const isa_case *cs = &m->bitsets[b]->cases[c];
			for (int i = 0; i < cs->nfields; i++) {
				const isa_field *f = &cs->fields[i];
				char copy[256];
				snprintf(copy, sizeof(copy), "%s", f->name);
				bad += isa_name(m, copy) != f->name;
				for (int p = 0; p < f->nparams; p++)
					bad += isa_name(m, f->params[p].as) != f->params[p].as ||
					       isa_name(m, f->params[p].name) != f->params[p].name;
			}
			if (cs->display)
				for (int i = 0; i < cs->display->npieces; i++)
					if (cs->display->pieces[i].kind == PC_FIELD)
						bad += isa_name(m, cs->display->pieces[i].text) !=
						       cs->display->pieces[i].text;
		}
	for (int e = 0; e < m->nexprs; e++)
		for (int i = 0; i < m->exprs[e]->nfields; i++)
			bad += isa_name(m, m->exprs[e]->fields[i]) != m->exprs[e]->fields[i];
	if (m->nbitsets && m->bitsets[0]->ncases && m->bitsets[0]->cases[0].nfields) {
		const char *name = m->bitsets[0]->cases[0].fields[0].name;
		CHECK_STR(isa_name(m, name), name);
	}
	if (bad)
		printf("%s: %d names not the model's copy\n", what, bad);
	CHECK(bad == 0);
	CHECK(isa_name(m, "no field is called this") == NULL);
}

static void check_file(const char *path, int nwords)
{
	isa *m = load(path);
	if (!m)
		return;
	for (int i = 0; i < m->nroots; i++) {
		CHECK(m->roots[i].nleaves == 0 || m->roots[i].index != NULL);
		compare_root(m, &m->roots[i], nwords, path);
	}
	check_names(m, path);
	isa_free(m);
}

static void check_source(const char *rel, int nwords)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", ISAPROOF_SOURCE_DIR, rel);
	struct stat st;
	if (stat(path, &st) != 0) {
		printf("skip %s (absent)\n", rel);
		return;
	}
	check_file(path, nwords);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void check_examples(void)
{
	DIR *dir = opendir(ISAPROOF_SOURCE_DIR "/isa/examples");
	if (!dir)
		return;
	char *names[256];
	int n = 0;
	struct dirent *e;
	while ((e = readdir(dir)) && n < 256) {
		size_t len = strlen(e->d_name);
		if (len > 4 && !strcmp(e->d_name + len - 4, ".xml"))
			names[n++] = strdup(e->d_name);
	}
	closedir(dir);
	qsort(names, (size_t)n, sizeof(*names), by_name);
	for (int i = 0; i < n; i++) {
		char rel[512];
		snprintf(rel, sizeof(rel), "isa/examples/%s", names[i]);
		check_source(rel, 4000);
		free(names[i]);
	}
}

/* A hand-made root (no index) scans, and an index built over leaves that
 * fix no common bit still answers as the scan does (toy16's roots cover
 * that; this covers a root with one leaf and none). */
static void check_no_index(void)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/isa/toy16.xml", ISAPROOF_SOURCE_DIR);
	isa *m = load(path);
	CHECK(m != NULL);
	if (!m)
		return;
	isa_root none = {.root = m->instruction->root};
	isa_bits w = isa_bits_from_u64(0);
	const isa_bitset *c[2] = {m->bitsets[0], m->bitsets[0]};
	CHECK(isa_match(m, &none, &w, 0, c) == NULL && c[0] == NULL && c[1] == NULL);
	CHECK(isa_match(m, NULL, &w, 0, NULL) == NULL);
	isa_free(m);
}

int main(void)
{
	rng_state = 20261121;
	check_no_index();
	check_source("isa/toy16.xml", 50000);
	check_source("isa/wide128.xml", 50000);
	check_source("isa/riscv/rv.xml", 50000);
	check_source("isa/riscv/rvc.xml", 50000);
	check_source("tests/decodetree/gen/small.decode", 50000);
	check_examples();
	static const char *const shared[] = {
		"../shared/corpus/mesa/ir3/ir3.xml",
		"../shared/corpus/mesa/etnaviv/etnaviv.xml",
		"../shared/corpus/mesa/afuc/afuc.xml",
		"../shared/corpus/qemu/target/loongarch/insns.decode",
		"../shared/corpus/qemu/target/riscv/insn32.decode",
		"../shared/corpus/qemu/target/arm/tcg/a32.decode",
		"../shared/corpus/qemu/target/ppc/insn32.decode",
	};
	for (size_t i = 0; i < sizeof(shared) / sizeof(shared[0]); i++)
		check_source(shared[i], 100000);
	return check_summary();
}
