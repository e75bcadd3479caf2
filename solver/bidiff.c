/*
 * solver/bidiff.c - `isaproof diff` of two Bifrost ISA.xml files
 * (docs/bifrost.md, docs/diff.md).
 *
 * A slot has 2^23 (FMA) or 2^20 (ADD) words, few enough to go through
 * one by one: each word is selected in both files (Mesa's order) and,
 * when both select a state, printed by both under one operand context
 * in which every source value prints differently (unless the two states
 * have the same print tables: then every word prints alike).  The words are sorted into the classes of the other
 * languages' diff: only A selects a state (diff-only-a), only B
 * (diff-only-b), both do and the texts differ (diff-text when the two
 * states have one name, else diff-different).  The counts are exact; each
 * class is listed as disjoint cubes (the words cut along their bits, most
 * significant first, then neighbours that differ in one fixed bit joined
 * again until none do) with the state pairs it falls into and a witness
 * word decoded by both files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/internal.h"
#include "solver/prove.h"

enum { BD_SAME, BD_ONLY_A, BD_ONLY_B, BD_DIFFERENT, BD_TEXT, BD_NCLASS };

static const char *const bd_rule[BD_NCLASS] = {NULL, "diff-only-a", "diff-only-b", "diff-different",
					       "diff-text"};
static const char *const bd_what[BD_NCLASS] = {
	NULL, "select a state in A and none in B", "select a state in B and none in A",
	"select states of different names that print different text",
	"select states of one name that print different text"};

/* the cubes of the joining step: fixed bits and their values */
typedef struct bd_cube {
	uint32_t care, val;
} bd_cube;

typedef struct bd_cubes {
	bd_cube *v;
	long n, cap;
} bd_cubes;

static void cubes_push(bd_cubes *c, uint32_t care, uint32_t val)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->v = pv_xrealloc(c->v, (size_t)c->cap * sizeof(bd_cube));
	}
	c->v[c->n++] = (bd_cube){care, val};
}

/* The words of [lo, lo + 2^level) in the class, as aligned cubes; in[w]
 * counts the words of the class below w, so a block is full or empty at
 * a glance. */
static void cut(const uint32_t *in, int width, uint32_t lo, int level, bd_cubes *out)
{
	uint32_t n = (uint32_t)1 << level, k = in[lo + n] - in[lo];
	if (k == 0)
		return;
	if (k == n) {
		uint32_t care = ((uint32_t)1 << width) - 1 - (n - 1);
		cubes_push(out, care, lo & care);
		return;
	}
	cut(in, width, lo, level - 1, out);
	cut(in, width, lo + n / 2, level - 1, out);
}

static int cmp_cube(const void *a, const void *b)
{
	const bd_cube *x = a, *y = b;
	if (x->care != y->care)
		return x->care < y->care ? -1 : 1;
	return x->val < y->val ? -1 : x->val > y->val;
}

static long find(const bd_cube *v, long n, uint32_t care, uint32_t val)
{
	long lo = 0, hi = n;
	while (lo < hi) {
		long mid = (lo + hi) / 2;
		bd_cube k = {care, val};
		int c = cmp_cube(&v[mid], &k);
		if (!c)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* Two disjoint cubes with the same fixed bits whose values differ in one
 * of them are one cube with that bit free: join such pairs until none
 * is left.  The cubes stay disjoint and cover the same words. */
static void join(bd_cubes *c, int width)
{
	bool changed = true;
	while (changed) {
		changed = false;
		qsort(c->v, (size_t)c->n, sizeof(bd_cube), cmp_cube);
		unsigned char *gone = calloc((size_t)c->n + 1, 1);
		bd_cubes next = {0};
		for (long i = 0; i < c->n; i++) {
			if (gone[i])
				continue;
			bd_cube a = c->v[i];
			for (int b = width - 1; b >= 0; b--) {
				uint32_t bit = (uint32_t)1 << b;
				if (!(a.care & bit) || (a.val & bit))
					continue;
				long j = find(c->v, c->n, a.care, a.val | bit);
				if (j >= 0 && !gone[j]) {
					gone[j] = 1;
					a.care &= ~bit;
					changed = true;
					break;
				}
			}
			gone[i] = 1;
			cubes_push(&next, a.care, a.val & a.care);
		}
		free(gone);
		free(c->v);
		*c = next;
	}
	qsort(c->v, (size_t)c->n, sizeof(bd_cube), cmp_cube);
}

static void cube_text(const bd_cube *q, int width, char *buf)
{
	for (int b = width - 1; b >= 0; b--)
		*buf++ = !((q->care >> b) & 1) ? 'x' : ((q->val >> b) & 1) ? '1' : '0';
	*buf = '\0';
}

/* ---- one slot ------------------------------------------------------------------ */

typedef struct bd_pair {
	int a, b, cls;
	long count;
	uint32_t first;
} bd_pair;

typedef struct bd_slot {
	const isa *A, *B;
	bool add;
	int width;
	unsigned char *cls;  /* per word: its class */
	int32_t *sel[2];     /* per word: the state A and B select (-1: none) */
	unsigned char *same; /* per (state of A, state of B): same_print */
	bd_pair *pairs;      /* per (state of A + 1, state of B + 1) */
	long count[BD_NCLASS];
} bd_slot;

static bd_pair *pair_of(bd_slot *s, int a, int b)
{
	return &s->pairs[(long)(a + 1) * (s->B->bi->nst + 1) + (b + 1)];
}

/* The context the texts are compared under: every source value prints
 * something else (r3, r10, r17, #0 or t, u5.w0, u5.w1, t0, t1), so a
 * source that moves or reads other values shows in the text. */
static void text(const isa *m, bool add, uint32_t w, isa_buf *out)
{
	isa_bi_ctx ctx = {0};
	ctx.add = add;
	ctx.srcs = (isa_bi_regs){.fau_idx = 0x85, .reg0 = 3, .reg1 = 10, .reg2 = 17, .reg3 = 40, .ctrl = 5};
	out->len = 0;
	if (out->s)
		out->s[0] = '\0';
	isa_bi_decode(m, w, &ctx, false, out);
}

/* Do two states print every word alike?  The text is a function of the
 * word through the state's name, modifiers (positions, derived fields and
 * their tables), sources, immediates and staging: when all of those are
 * the same, so is every text, and no word needs printing. */
static bool texts_table_same(const char **a, const char **b, long n)
{
	for (long i = 0; i < n; i++)
		if (strcmp(a[i], b[i]))
			return false;
	return true;
}

static bool same_print(const isa_bi_state *a, const isa_bi_state *b)
{
	if (strcmp(a->mnemonic, b->mnemonic) || a->nmods != b->nmods || a->nsrcs != b->nsrcs ||
	    a->nimms != b->nimms || a->nderived != b->nderived || a->ordered != b->ordered ||
	    a->value_bits != b->value_bits || !a->staging[0] != !b->staging[0])
		return false;
	for (int i = 0; i < a->nsrcs; i++)
		if (a->srcs[i].start != b->srcs[i].start || (a->srcs[i].mask & 0xff) != (b->srcs[i].mask & 0xff))
			return false;
	for (int i = 0; i < a->nimms; i++)
		if (strcmp(a->imms[i].name, b->imms[i].name) || a->imms[i].start != b->imms[i].start ||
		    a->imms[i].size != b->imms[i].size)
			return false;
	for (int d = 0; d < a->nderived; d++)
		if (a->derived[d].start != b->derived[d].start || a->derived[d].size != b->derived[d].size)
			return false;
	for (int i = 0; i < a->nmods; i++) {
		const isa_bi_mod *x = &a->mods[i], *y = &b->mods[i];
		if (strcmp(x->name, y->name) || x->start != y->start || (x->start >= 0 && x->size != y->size))
			return false;
		if (x->start >= 0 ? !texts_table_same(x->text[0], y->text[0], 1L << x->size)
				  : !texts_table_same(x->text[0], y->text[0], 1L << a->value_bits) ||
					    (a->ordered &&
					     !texts_table_same(x->text[1], y->text[1], 1L << a->value_bits)))
			return false;
	}
	return true;
}

static void classify(bd_slot *s)
{
	isa_buf ta, tb;
	isa_buf_init(&ta);
	isa_buf_init(&tb);
	uint32_t n = (uint32_t)1 << s->width;
	for (uint32_t w = 0; w < n; w++) {
		int a = s->sel[0][w], b = s->sel[1][w];
		int c = BD_SAME;
		if (a >= 0 && b < 0) {
			c = BD_ONLY_A;
		} else if (a < 0 && b >= 0) {
			c = BD_ONLY_B;
		} else if (a >= 0 && !s->same[(long)a * s->B->bi->nst + b]) {
			text(s->A, s->add, w, &ta);
			text(s->B, s->add, w, &tb);
			if (ta.len != tb.len || memcmp(ta.s, tb.s, ta.len))
				c = strcmp(s->A->bi->st[a].name, s->B->bi->st[b].name) ? BD_DIFFERENT : BD_TEXT;
		}
		s->cls[w] = (unsigned char)c;
		s->count[c]++;
		if (c != BD_SAME) {
			bd_pair *p = pair_of(s, a, b);
			if (!p->count++)
				p->first = w;
			p->a = a;
			p->b = b;
			p->cls = c;
		}
	}
	isa_buf_free(&ta);
	isa_buf_free(&tb);
}

static int cmp_pair(const void *x, const void *y)
{
	const bd_pair *a = x, *b = y;
	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	return a->first < b->first ? -1 : a->first > b->first;
}

static const char *state_name(const isa *m, int k)
{
	return k < 0 ? "(none)" : m->bi->st[k].name;
}

static isa_loc state_loc(const isa *m, int k)
{
	return k < 0 ? (isa_loc){m->path, 1, 1} : m->bi->st[k].loc;
}

static void report_class(bd_slot *s, int c, const pv_diff_opts *o, pv_report *rep)
{
	const char *slot = s->add ? "#add" : "#fma";
	long np = (long)(s->A->bi->nst + 1) * (s->B->bi->nst + 1), n = 0;
	bd_pair *v = pv_xmalloc((size_t)np * sizeof(bd_pair));
	for (long i = 0; i < np; i++)
		if (s->pairs[i].count && s->pairs[i].cls == c)
			v[n++] = s->pairs[i];
	qsort(v, (size_t)n, sizeof(bd_pair), cmp_pair);
	bd_cubes cubes = {0};
	uint32_t nw = (uint32_t)1 << s->width;
	uint32_t *in = pv_xmalloc(((size_t)nw + 1) * sizeof(uint32_t));
	in[0] = 0;
	for (uint32_t w = 0; w < nw; w++)
		in[w + 1] = in[w] + (s->cls[w] == c);
	cut(in, s->width, 0, s->width, &cubes);
	free(in);
	join(&cubes, s->width);
	char hex[16], cb[32];
	/* where: A's state, else (only B selects) B's */
	isa_loc loc = v[0].a >= 0 ? state_loc(s->A, v[0].a) : state_loc(s->B, v[0].b);
	pv_finding *f = pv_add(rep, PV_ERROR, bd_rule[c], loc,
			       "%s: %ld words %s (%.3g%% of 2^%d), in %ld cubes", slot, s->count[c],
			       bd_what[c], 100.0 * (double)s->count[c] / (double)((uint32_t)1 << s->width),
			       s->width, cubes.n);
	/* the witness: the lowest word of the largest state pair */
	uint32_t w = v[0].first;
	snprintf(hex, sizeof(hex), "%0*x", s->add ? 5 : 6, w);
	pv_set_witness(f, hex);
	isa_buf t;
	isa_buf_init(&t);
	text(s->A, s->add, w, &t);
	pv_add_line(f, "A decodes as", "%s", t.s ? t.s : "");
	text(s->B, s->add, w, &t);
	pv_add_line(f, "B decodes as", "%s", t.s ? t.s : "");
	isa_buf_free(&t);
	int maxc = o->max_cubes > 0 ? o->max_cubes : (int)cubes.n;
	for (long i = 0; i < cubes.n && i < maxc; i++) {
		cube_text(&cubes.v[i], s->width, cb);
		int free_bits = s->width;
		for (uint32_t m = cubes.v[i].care; m; m &= m - 1)
			free_bits--;
		pv_add_line(f, "cube", "0b%s (%lu words)", cb, 1ul << free_bits);
	}
	if (cubes.n > maxc)
		pv_add_line(f, "cubes", "%ld more not listed (--max-cubes)", cubes.n - maxc);
	int maxp = o->max_pairs > 0 ? o->max_pairs : (int)n;
	for (long i = 0; i < n && i < maxp; i++) {
		snprintf(hex, sizeof(hex), "%0*x", s->add ? 5 : 6, v[i].first);
		pv_add_line(f, "pair", "A %s / B %s: %ld words, e.g. %s", state_name(s->A, v[i].a),
			    state_name(s->B, v[i].b), v[i].count, hex);
	}
	if (n > maxp)
		pv_add_line(f, "pairs", "%ld more combinations not listed (--max-pairs)", n - maxp);
	pv_set_gens(f, slot, 0, UINT32_MAX);
	if (v[0].a >= 0 && v[0].b >= 0)
		pv_set_related(f, state_loc(s->B, v[0].b));
	free(cubes.v);
	free(v);
}

static void add_count(char *dst, size_t len, long add)
{
	long have = strtol(dst[0] ? dst : "0", NULL, 10);
	snprintf(dst, len, "%ld", have + add);
}

bool pv_bi_diff(const isa *a, const isa *b, const pv_diff_opts *o, pv_report *rep,
		pv_diff_result *res, char *err, size_t errlen)
{
	memset(res, 0, sizeof(*res));
	for (int c = 0; c < 6; c++)
		snprintf(res->count[c], sizeof(res->count[c]), "0");
	if (!a->bi || !b->bi) {
		snprintf(err, errlen, "%s is a Bifrost ISA.xml and %s is not: their words cannot be "
				      "compared", a->bi ? a->path : b->path, a->bi ? b->path : a->path);
		return false;
	}
	if (o->has_gen || o->has_gen_a || o->nmap || o->nfmap) {
		snprintf(err, errlen, "--gen, --gen-a/--gen-b and --map do not apply to Bifrost "
				      "(no gens; states are compared by the words they print)");
		return false;
	}
	for (int add = 0; add < 2; add++) {
		const char *slot = add ? "#add" : "#fma";
		if (o->root && strcmp(o->root, slot) && strcmp(o->root, slot + 1))
			continue;
		bd_slot s = {.A = a, .B = b, .add = add != 0, .width = add ? 20 : 23};
		s.cls = pv_xmalloc((size_t)1 << s.width);
		s.pairs = calloc((size_t)(a->bi->nst + 1) * (size_t)(b->bi->nst + 1), sizeof(bd_pair));
		for (int f = 0; f < 2; f++) {
			s.sel[f] = pv_xmalloc(((size_t)1 << s.width) * sizeof(int32_t));
			isa_bi_select_all(f ? b->bi : a->bi, s.add, s.sel[f]);
		}
		s.same = pv_xmalloc((size_t)a->bi->nst * (size_t)b->bi->nst + 1);
		for (int i = 0; i < a->bi->nst; i++)
			for (int j = 0; j < b->bi->nst; j++)
				s.same[(long)i * b->bi->nst + j] = a->bi->st[i].fma == !add &&
								   b->bi->st[j].fma == !add &&
								   same_print(&a->bi->st[i], &b->bi->st[j]);
		classify(&s);
		free(s.same);
		free(s.sel[0]);
		free(s.sel[1]);
		res->roots++;
		res->intervals++;
		bool same = true;
		for (int c = BD_ONLY_A; c < BD_NCLASS; c++) {
			if (!s.count[c])
				continue;
			same = false;
			report_class(&s, c, o, rep);
			res->differences++;
			/* [3] "different": both select, the texts differ */
			int k = c == BD_TEXT ? BD_DIFFERENT : c;
			add_count(res->count[k], sizeof(res->count[k]), s.count[c]);
		}
		if (same) {
			pv_finding *f = pv_add(rep, PV_NOTE, "diff-identical", (isa_loc){a->path, 1, 1},
					       "%s: every one of the 2^%d words selects the same "
					       "way and prints the same text (proved: every word compared, "
					       "through the print tables where two states share them)",
					       slot, s.width);
			pv_set_gens(f, slot, 0, UINT32_MAX);
			res->identical++;
		}
		free(s.cls);
		free(s.pairs);
	}
	if (o->root && !res->roots) {
		snprintf(err, errlen, "no slot '%s' (a Bifrost file has #fma and #add)", o->root);
		return false;
	}
	return true;
}
