/*
 * tests/unit/test_dtree.c - unit tests for decision trees (model/dtree.c)
 * and their translation validation (solver/verify.c).
 *
 * For every root of isa/toy16.xml, isa/wide128.xml, every example in
 * isa/examples that loads cleanly and a few made-up corner cases:
 *   (a) the tree classifies words as isa_match does: walking to a tree
 *       leaf and scanning its candidates gives the same first and second
 *       match, at every gen breakpoint (all words of roots up to 16
 *       bits; random words and words aimed at each leaf's pattern for
 *       wider roots), and every leaf whose pattern matches a word is a
 *       candidate where the word lands (gens aside);
 *   (b) pv_verify_tree proves it;
 *   (c) broken copies (a candidate removed, two swapped, one repeated)
 *       are refuted, a removal with a word the broken tree really
 *       classifies differently.
 * With ../shared/corpus/mesa present it does (a) with 200000 words and
 * (b) for ir3, etnaviv and afuc, and prints tree statistics and proof
 * times; it skips them silently otherwise.
 *
 * Prints one line per failure and a final "N passed, M failed".
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "model/isa.h"
#include "read/read.h"
#include "solver/prove.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

#include "check.h"

#define TIMEOUT_MS 60000

/* ------------------------------------------------------------------ */
/* helpers                                                              */
/* ------------------------------------------------------------------ */

static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 2685821657736338717u;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* the full test generated code makes (as model/decode.c's) */
static bool matches(const isa_bitset *b, const isa_bits *w, uint32_t gen)
{
	if (gen < b->eff_gen_min || gen > b->eff_gen_max)
		return false;
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		if ((w->w[i] & b->lmask.w[i] & ~b->ldontcare.w[i]) != b->lmatch.w[i])
			return false;
	return true;
}

/* the pattern matches, at whatever gen */
static bool pattern_matches(const isa_bitset *b, const isa_bits *w)
{
	return b->eff_gen_min <= b->eff_gen_max && matches(b, w, b->eff_gen_min);
}

/* the first two candidates that match, as generated code scans them */
static void scan(const isa_bitset *const *v, int n, const isa_bits *w, uint32_t gen,
		 const isa_bitset *out[2])
{
	out[0] = out[1] = NULL;
	for (int i = 0, k = 0; i < n && k < 2; i++)
		if (matches(v[i], w, gen))
			out[k++] = v[i];
}

/* the model's answer as the same pair: (leaf, NULL), the conflict, or none */
static void model_pair(const isa *m, const isa_root *r, const isa_bits *w, uint32_t gen,
		       const isa_bitset *out[2])
{
	const isa_bitset *c[2];
	const isa_bitset *b = isa_match(m, r, w, gen, c);
	out[0] = b ? b : c[0];
	out[1] = b ? NULL : c[1];
}

static int cmp_u32(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
	return (a > b) - (a < b);
}

/* 0, max, every leaf's gen bounds and the gens just outside them */
static int gen_points(const isa_root *r, uint32_t **out)
{
	uint32_t *g = malloc(((size_t)r->nleaves * 4 + 2) * sizeof(uint32_t));
	int n = 0;
	g[n++] = 0;
	g[n++] = UINT32_MAX;
	for (int i = 0; i < r->nleaves; i++) {
		uint32_t lo = r->leaves[i]->eff_gen_min, hi = r->leaves[i]->eff_gen_max;
		g[n++] = lo;
		g[n++] = hi;
		if (lo > 0)
			g[n++] = lo - 1;
		if (hi < UINT32_MAX)
			g[n++] = hi + 1;
	}
	qsort(g, (size_t)n, sizeof(uint32_t), cmp_u32);
	int k = 0;
	for (int i = 0; i < n; i++)
		if (!k || g[i] != g[k - 1])
			g[k++] = g[i];
	*out = g;
	return k;
}

static int root_width(const isa_root *r)
{
	return r->root->size;
}

static isa_bits width_mask(int width)
{
	return isa_bits_range(0, width - 1);
}

/* the tree leaf a word reaches, counting the switches on the way */
static const isa_dnode *walk_count(const isa_dtree *t, const isa_bits *w, int *steps)
{
	const isa_dnode *n = isa_dtree_walk(t, w);
	const isa_dnode *p = &t->nodes[0];
	*steps = 0;
	while (p->child) {
		unsigned key = 0;
		int shift = 0;
		for (int i = 0; i < p->nsegs; i++) {
			for (int j = 0; j < p->segs[i].width; j++)
				key |= (unsigned)isa_bits_test(w, p->segs[i].low + j) << (shift + j);
			shift += p->segs[i].width;
		}
		p = &t->nodes[p->child[key]];
		(*steps)++;
	}
	return p == n ? n : NULL;
}

typedef struct wstats {
	long words, cands, steps;       /* all words checked */
	long mwords, mcands, msteps;    /* words aimed at a leaf's pattern */
	long bad;
} wstats;

/* One word: the reached leaf lists every leaf whose pattern matches, and
 * scanning it gives isa_match's pair at each of gens[0..ng). */
static void check_word(const isa *m, const isa_root *r, const isa_dtree *t, const isa_bits *w,
		       const uint32_t *gens, int ng, bool aimed, wstats *ws)
{
	int steps;
	const isa_dnode *n = walk_count(t, w, &steps);
	char hex[ISA_MAX_BITS / 4 + 1];
	if (!n) {
		if (!ws->bad++)
			printf("  walk disagrees with the tree's own keys\n");
		return;
	}
	ws->words++;
	ws->cands += n->ncand;
	ws->steps += steps;
	if (aimed) {
		ws->mwords++;
		ws->mcands += n->ncand;
		ws->msteps += steps;
	}
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *l = r->leaves[i];
		if (!pattern_matches(l, w))
			continue;
		bool found = false;
		for (int j = 0; j < n->ncand && !found; j++)
			found = n->cand[j] == l;
		if (!found && !ws->bad++) {
			isa_bits_format(w, root_width(r), hex);
			printf("  %s: word %s matches '%s', not a candidate of its tree leaf\n",
			       r->root->name, hex, l->name);
		}
	}
	for (int g = 0; g < ng; g++) {
		const isa_bitset *a[2], *b[2];
		model_pair(m, r, w, gens[g], a);
		scan(n->cand, n->ncand, w, gens[g], b);
		if ((a[0] != b[0] || a[1] != b[1]) && !ws->bad++) {
			isa_bits_format(w, root_width(r), hex);
			printf("  %s: word %s gen %u: model %s/%s, tree %s/%s\n", r->root->name, hex,
			       gens[g], a[0] ? a[0]->name : "-", a[1] ? a[1]->name : "-",
			       b[0] ? b[0]->name : "-", b[1] ? b[1]->name : "-");
		}
	}
}

/* A word aimed at leaf l: its pattern with random free bits, and now and
 * then one fixed bit flipped (a near miss). */
static isa_bits aimed_word(const isa_bitset *l, int width)
{
	isa_bits wm = width_mask(width), care, w;
	isa_bits_andnot(&care, &l->lmask, &l->ldontcare);
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		w.w[i] = ((rnd() & ~care.w[i]) | (l->lmatch.w[i] & care.w[i])) & wm.w[i];
	if (rnd() % 4 == 0) {
		int bit = (int)(rnd() % (uint64_t)width);
		if (isa_bits_test(&care, bit))
			isa_bits_set(&w, bit, !isa_bits_test(&w, bit));
	}
	return w;
}

/* (a) for one root: every word of a root up to 16 bits, otherwise nrand
 * random words and nrand aimed ones (spread over the leaves); at every
 * gen point when all_gens, else one gen point per word in turn (the tree
 * does not depend on gens, and the candidate check covers all of them). */
static void check_words(const isa *m, const isa_root *r, const isa_dtree *t, long nrand,
			bool all_gens, wstats *ws)
{
	uint32_t *gens;
	int ng = gen_points(r, &gens);
	int width = root_width(r);
	memset(ws, 0, sizeof(*ws));
	if (width <= 16) {
		for (uint32_t v = 0; v < 1u << width; v++) {
			isa_bits w = isa_bits_from_u64(v);
			const uint32_t *g = all_gens ? gens : &gens[v % (uint32_t)ng];
			check_word(m, r, t, &w, g, all_gens ? ng : 1, false, ws);
		}
	} else {
		isa_bits wm = width_mask(width);
		for (long k = 0; k < nrand; k++) {
			isa_bits w;
			for (int i = 0; i < ISA_MAX_WORDS; i++)
				w.w[i] = rnd() & wm.w[i];
			const uint32_t *g = all_gens ? gens : &gens[k % ng];
			check_word(m, r, t, &w, g, all_gens ? ng : 1, false, ws);
		}
		for (long k = 0; r->nleaves && k < nrand; k++) {
			const isa_bitset *l = r->leaves[k % r->nleaves];
			isa_bits w = aimed_word(l, width);
			const uint32_t *g = all_gens ? gens : &gens[k % ng];
			check_word(m, r, t, &w, g, all_gens ? ng : 1, true, ws);
		}
	}
	free(gens);
}

/* a copy of the tree whose nodes can be changed (cand arrays stay shared
 * until replaced) */
static isa_dtree copy_tree(const isa_dtree *t)
{
	isa_dtree c = *t;
	c.nodes = malloc((size_t)t->nnodes * sizeof(isa_dnode));
	memcpy(c.nodes, t->nodes, (size_t)t->nnodes * sizeof(isa_dnode));
	return c;
}

static int nremoved, nswapped;

/* (c) break the tree three ways; each must be refuted. */
static void check_broken(const isa *m, const isa_root *r, const isa_dtree *t)
{
	int leaf1 = -1, leaf2 = -1;
	for (int i = 0; i < t->nnodes; i++) {
		if (t->nodes[i].child)
			continue;
		if (leaf1 < 0 && t->nodes[i].ncand >= 1)
			leaf1 = i;
		if (leaf2 < 0 && t->nodes[i].ncand >= 2)
			leaf2 = i;
	}
	pv_tree_result res;
	char hex[ISA_MAX_BITS / 4 + 1];
	if (leaf1 >= 0) {
		/* drop the first candidate: the model's first match there */
		isa_dtree b = copy_tree(t);
		isa_dnode *n = &b.nodes[leaf1];
		const isa_bitset **v = malloc((size_t)n->ncand * sizeof(*v));
		memcpy(v, n->cand + 1, (size_t)(n->ncand - 1) * sizeof(*v));
		const isa_bitset *gone = n->cand[0];
		n->cand = v;
		n->ncand--;
		pv_verify_tree(m, &b, TIMEOUT_MS, &res);
		CHECK_INT(res.verdict, PV_REFUTED);
		if (res.verdict == PV_REFUTED) {
			const isa_bitset *a[2], *c[2];
			const isa_dnode *d = isa_dtree_walk(&b, &res.word);
			model_pair(m, r, &res.word, res.gen, a);
			scan(d->cand, d->ncand, &res.word, res.gen, c);
			isa_bits_format(&res.word, root_width(r), hex);
			CHECK(matches(gone, &res.word, res.gen));
			CHECK(a[0] != c[0] || a[1] != c[1]);
			CHECK(strstr(res.detail, hex) && strstr(res.detail, gone->name));
			nremoved++;
		}
		free(v);
		free(b.nodes);

		/* the first candidate twice */
		b = copy_tree(t);
		n = &b.nodes[leaf1];
		v = malloc((size_t)(n->ncand + 1) * sizeof(*v));
		v[0] = n->cand[0];
		memcpy(v + 1, n->cand, (size_t)n->ncand * sizeof(*v));
		n->cand = v;
		n->ncand++;
		pv_verify_tree(m, &b, TIMEOUT_MS, &res);
		CHECK_INT(res.verdict, PV_REFUTED);
		CHECK(strstr(res.detail, "twice") != NULL);
		free(v);
		free(b.nodes);
	}
	if (leaf2 >= 0) {
		/* two candidates out of table order */
		isa_dtree b = copy_tree(t);
		isa_dnode *n = &b.nodes[leaf2];
		const isa_bitset **v = malloc((size_t)n->ncand * sizeof(*v));
		memcpy(v, n->cand, (size_t)n->ncand * sizeof(*v));
		v[0] = n->cand[1];
		v[1] = n->cand[0];
		n->cand = v;
		pv_verify_tree(m, &b, TIMEOUT_MS, &res);
		CHECK_INT(res.verdict, PV_REFUTED);
		CHECK(strstr(res.detail, "table") != NULL);
		/* when both match one word at one gen, the conflict really
		 * reads "B vs A" instead of "A vs B" */
		int width = root_width(r);
		uint32_t *gens;
		int ng = gen_points(r, &gens);
		for (uint32_t x = 0; width <= 16 && x < 1u << width; x++) {
			isa_bits w = isa_bits_from_u64(x);
			if (isa_dtree_walk(&b, &w) != n)
				continue;
			for (int g = 0; g < ng; g++) {
				if (!matches(v[0], &w, gens[g]) || !matches(v[1], &w, gens[g]))
					continue;
				const isa_bitset *a[2], *c[2];
				model_pair(m, r, &w, gens[g], a);
				scan(n->cand, n->ncand, &w, gens[g], c);
				CHECK(a[0] != c[0] || a[1] != c[1]);
				x = 1u << width; /* one is enough */
				break;
			}
		}
		free(gens);
		free(v);
		free(b.nodes);
		nswapped++;
	}
}

/* Tree invariants any correct build has: root first, candidate lists in
 * table order, depth and max_cand as stated. */
static void check_shape(const isa_root *r, const isa_dtree *t)
{
	CHECK(t->nnodes >= 1);
	CHECK(t->root == r);
	int maxc = 0;
	bool ordered = true, keys_ok = true;
	for (int i = 0; i < t->nnodes; i++) {
		const isa_dnode *n = &t->nodes[i];
		if (!n->child) {
			if (n->ncand > maxc)
				maxc = n->ncand;
			for (int j = 1; j < n->ncand; j++) {
				int a = -1, b = -1;
				for (int k = 0; k < r->nleaves; k++) {
					if (r->leaves[k] == n->cand[j - 1])
						a = k;
					if (r->leaves[k] == n->cand[j])
						b = k;
				}
				ordered &= a >= 0 && a < b;
			}
			continue;
		}
		int sum = 0;
		for (int j = 0; j < n->nsegs; j++) {
			sum += n->segs[j].width;
			keys_ok &= n->segs[j].low / 64 ==
				   (n->segs[j].low + n->segs[j].width - 1) / 64;
		}
		keys_ok &= sum == n->keybits && n->keybits <= 10 && n->nsegs <= 4;
	}
	CHECK(ordered);
	CHECK(keys_ok);
	CHECK_INT(t->max_cand, maxc);
}

/* Everything for one root; returns the proof's time in seconds. */
static double check_root(const isa *m, const isa_root *r, long nrand, bool all_gens,
			 bool broken, wstats *ws, const isa_dtree **out)
{
	const isa_dtree *t = isa_dtree_build(m, r);
	if (out)
		*out = t;
	check_shape(r, t);
	check_words(m, r, t, nrand, all_gens, ws);
	if (ws->bad)
		printf("  %s: %ld bad words\n", r->root->name, ws->bad);
	CHECK_INT(ws->bad, 0);
	pv_tree_result res;
	double t0 = now();
	pv_verify_tree(m, t, TIMEOUT_MS, &res);
	double dt = now() - t0;
	if (res.verdict != PV_PROVED)
		printf("  %s: %s\n", r->root->name, res.detail);
	CHECK_INT(res.verdict, PV_PROVED);
	if (broken)
		check_broken(m, r, t);
	return dt;
}

static isa *load(const char *path, const char *buf, bool quiet)
{
	isa_diags d;
	isa_diags_init(&d);
	isa_load_opts o = {.buffer = buf, .buffer_len = buf ? strlen(buf) : 0, .no_imports = buf != NULL};
	isa *m = isa_load(path, buf ? &o : NULL, &d);
	if (d.nerrors) {
		if (!quiet)
			isa_diags_print(&d, stdout);
		isa_free(m);
		m = NULL;
	}
	isa_diags_free(&d);
	return m;
}

static void check_isa(const isa *m)
{
	for (int i = 0; i < m->nroots; i++) {
		wstats ws;
		check_root(m, &m->roots[i], 20000, true, true, &ws, NULL);
	}
}

/* ------------------------------------------------------------------ */
/* the shipped descriptions                                             */
/* ------------------------------------------------------------------ */

static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

static void test_files(void)
{
	static const char *const files[] = {"isa/toy16.xml", "isa/wide128.xml"};
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		char path[512];
		snprintf(path, sizeof(path), "%s/%s", ISAPROOF_SOURCE_DIR, files[i]);
		isa *m = load(path, NULL, false);
		CHECK(m != NULL);
		if (m)
			check_isa(m);
		isa_free(m);
	}

	DIR *dir = opendir(ISAPROOF_SOURCE_DIR "/isa/examples");
	CHECK(dir != NULL);
	if (!dir)
		return;
	char *names[256];
	int n = 0;
	for (struct dirent *e; (e = readdir(dir)) && n < 256;) {
		size_t len = strlen(e->d_name);
		if (len > 4 && !strcmp(e->d_name + len - 4, ".xml"))
			names[n++] = strdup(e->d_name);
	}
	closedir(dir);
	qsort(names, (size_t)n, sizeof(char *), cmp_str);
	int loaded = 0;
	for (int i = 0; i < n; i++) {
		char path[512];
		snprintf(path, sizeof(path), "%s/isa/examples/%s", ISAPROOF_SOURCE_DIR, names[i]);
		isa *m = load(path, NULL, true);
		if (m) {
			loaded++;
			check_isa(m);
		}
		isa_free(m);
		free(names[i]);
	}
	CHECK(loaded >= 10);
	CHECK(nremoved > 0);
	CHECK(nswapped > 0);
}

/* ------------------------------------------------------------------ */
/* corner cases                                                         */
/* ------------------------------------------------------------------ */

/* Leaves with no fixed bit at all, two leaves with one pattern split by
 * gen, a pattern inside another (a conflict the tree must keep), dontcare
 * bits, a 3-bit operand root with one leaf and one with none fixed. */
static const char corner_xml[] =
	"<isa>\n"
	"<bitset name='#op3' size='3'><display>o{V}</display>\n"
	"  <field name='V' low='0' high='2' type='uint'/></bitset>\n"
	"<bitset name='op3' extends='#op3'/>\n"
	"<bitset name='#one' size='4'><display>k</display></bitset>\n"
	"<bitset name='one' extends='#one'><pattern low='0' high='3'>1010</pattern></bitset>\n"
	"<bitset name='#instruction' size='16'></bitset>\n"
	"<bitset name='free' extends='#instruction'><display>free {X}</display>\n"
	"  <gen min='7' max='7'/>\n"
	"  <field name='X' low='0' high='15' type='hex'/></bitset>\n"
	"<bitset name='old' extends='#instruction'><display>old {X}</display>\n"
	"  <gen max='3'/>\n"
	"  <pattern low='12' high='15'>0001</pattern>\n"
	"  <field name='X' low='0' high='11' type='hex'/></bitset>\n"
	"<bitset name='new' extends='#instruction'><display>new {X}</display>\n"
	"  <gen min='4'/>\n"
	"  <pattern low='12' high='15'>0001</pattern>\n"
	"  <field name='X' low='0' high='11' type='hex'/></bitset>\n"
	"<bitset name='wide' extends='#instruction'><display>wide {X}</display>\n"
	"  <pattern low='13' high='15'>001</pattern>\n"
	"  <field name='X' low='0' high='12' type='hex'/></bitset>\n"
	"<bitset name='narrow' extends='#instruction'><display>narrow {X}</display>\n"
	"  <pattern low='8' high='15'>00110011</pattern>\n"
	"  <field name='X' low='0' high='7' type='hex'/></bitset>\n"
	"<bitset name='dc' extends='#instruction'><display>dc</display>\n"
	"  <pattern low='0' high='15'>0100xxxx00000000</pattern></bitset>\n"
	"<bitset name='many' extends='#instruction'><display>many {X}</display>\n"
	"  <pattern low='14' high='15'>11</pattern>\n"
	"  <pattern low='0' high='3'>0101</pattern>\n"
	"  <field name='X' low='4' high='13' type='hex'/></bitset>\n"
	"</isa>\n";

/* a tree leaf's candidates as "a b c" (static buffer) */
static const char *cand_names(const isa_dnode *n)
{
	static char buf[512];
	size_t pos = 0;
	buf[0] = '\0';
	for (int i = 0; i < n->ncand && pos < sizeof(buf); i++)
		pos += (size_t)snprintf(buf + pos, sizeof(buf) - pos, "%s%s", i ? " " : "",
					n->cand[i]->name);
	return buf;
}

static void test_corners(void)
{
	isa *m = load("corner.xml", corner_xml, false);
	CHECK(m != NULL);
	if (!m)
		return;
	check_isa(m);

	/* a root without leaves: one tree leaf, nothing to scan */
	isa_root none = {.root = m->roots[0].root};
	const isa_dtree *t = isa_dtree_build(m, &none);
	CHECK_INT(t->nnodes, 1);
	CHECK(t->nodes[0].child == NULL);
	CHECK_INT(t->nodes[0].ncand, 0);
	CHECK_INT(t->depth, 0);
	isa_bits w = isa_bits_from_u64(5);
	CHECK(isa_dtree_walk(t, &w) == &t->nodes[0]);
	pv_tree_result res;
	pv_verify_tree(m, t, TIMEOUT_MS, &res);
	CHECK_INT(res.verdict, PV_PROVED);

	/* the gen split and the nested patterns end in one tree leaf each */
	const isa_root *r = m->instruction;
	CHECK(r != NULL);
	if (r) {
		t = isa_dtree_build(m, r);
		const isa_dnode *n = isa_dtree_walk(t, &(isa_bits){{0x1234}});
		CHECK_STR(cand_names(n), "free old new");
		n = isa_dtree_walk(t, &(isa_bits){{0x33aa}});
		CHECK_STR(cand_names(n), "free wide narrow");
		CHECK_INT(t->max_cand, 3);
	}
	isa_free(m);
}

/* Random patterns that overlap a lot: 200 leaves of a 16-bit root, each
 * fixing 6 random bits, some limited to random gens.  Candidates are
 * copied at nearly every node and the tree runs into the node budget, so
 * this covers duplication, tree leaves left big by the budget and the
 * verifier on a big DAG. */
static void test_random(void)
{
	isa_buf x;
	isa_buf_init(&x);
	isa_buf_printf(&x, "<isa>\n<bitset name='#instruction' size='16'></bitset>\n");
	for (int i = 0; i < 200; i++) {
		isa_buf_printf(&x, "<bitset name='l%d' extends='#instruction'><display>l%d</display>\n",
			       i, i);
		if (rnd() % 4 == 0) {
			unsigned lo = (unsigned)(rnd() % 8), hi = lo + (unsigned)(rnd() % 8);
			isa_buf_printf(&x, "  <gen min='%u' max='%u'/>\n", lo, hi);
		}
		unsigned fixed = 0;
		while (__builtin_popcount(fixed) < 6)
			fixed |= 1u << (rnd() % 16);
		for (int bit = 0, f = 0; bit < 16;) {
			if (fixed >> bit & 1) {
				isa_buf_printf(&x, "  <pattern low='%d' high='%d'>%d</pattern>\n", bit,
					       bit, (int)(rnd() & 1));
				bit++;
				continue;
			}
			int end = bit;
			while (end + 1 < 16 && !(fixed >> (end + 1) & 1))
				end++;
			isa_buf_printf(&x, "  <field name='F%d' low='%d' high='%d' type='uint'/>\n",
				       f++, bit, end);
			bit = end + 1;
		}
		isa_buf_printf(&x, "</bitset>\n");
	}
	isa_buf_printf(&x, "</isa>\n");
	isa *m = load("random.xml", x.s, false);
	isa_buf_free(&x);
	CHECK(m != NULL);
	if (!m)
		return;
	wstats ws;
	const isa_dtree *t;
	check_root(m, m->instruction, 0, false, true, &ws, &t);
	CHECK(t->nnodes > 1000); /* big enough to meet the budget */
	/* a timeout may leave it undecided, never refuted or proved wrongly */
	pv_tree_result res;
	pv_verify_tree(m, t, 1, &res);
	CHECK(res.verdict != PV_REFUTED);
	CHECK(res.verdict == PV_PROVED || res.detail[0]);
	isa_free(m);
}

/* ------------------------------------------------------------------ */
/* the Mesa corpus, when it is there                                    */
/* ------------------------------------------------------------------ */

static void test_corpus(void)
{
	struct stat st;
	if (stat(ISAPROOF_SOURCE_DIR "/../shared/corpus/mesa", &st) != 0)
		return;
	static const char *const files[] = {"ir3/ir3.xml", "etnaviv/etnaviv.xml", "afuc/afuc.xml"};
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		char path[512];
		snprintf(path, sizeof(path), "%s/../shared/corpus/mesa/%s", ISAPROOF_SOURCE_DIR,
			 files[i]);
		if (stat(path, &st) != 0)
			continue;
		isa *m = load(path, NULL, false);
		CHECK(m != NULL);
		if (!m)
			continue;
		double total = 0, t0 = now();
		printf("%s: %d roots\n", files[i], m->nroots);
		for (int k = 0; k < m->nroots; k++) {
			const isa_root *r = &m->roots[k];
			const isa_dtree *t;
			wstats ws;
			bool top = r == m->instruction;
			double dt = check_root(m, r, top ? 100000 : 10000, false, top, &ws, &t);
			total += dt;
			if (r != m->instruction && r->nleaves < 8)
				continue;
			printf("  %-24s %4d leaves %5d nodes depth %d max_cand %2d | random words: "
			       "%.2f cand %.2f switches | aimed: %.2f cand %.2f switches | proof %.3f s\n",
			       r->root->name, r->nleaves, t->nnodes, t->depth, t->max_cand,
			       ws.words - ws.mwords ? (double)(ws.cands - ws.mcands) / (double)(ws.words - ws.mwords) : (double)ws.cands / (double)ws.words,
			       ws.words - ws.mwords ? (double)(ws.steps - ws.msteps) / (double)(ws.words - ws.mwords) : (double)ws.steps / (double)ws.words,
			       ws.mwords ? (double)ws.mcands / (double)ws.mwords : 0.0,
			       ws.mwords ? (double)ws.msteps / (double)ws.mwords : 0.0, dt);
		}
		printf("  all %d roots proved in %.3f s (%.3f s with building and word checks)\n",
		       m->nroots, total, now() - t0);
		isa_free(m);
	}
}

int main(void)
{
	test_corners();
	test_random();
	test_files();
	test_corpus();
	return check_summary();
}
