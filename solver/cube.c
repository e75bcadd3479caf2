/*
 * solver/cube.c - ternary cubes over instruction words: intersection,
 * containment, the complement of a union as disjoint cubes, and exact
 * big-integer word counts.
 *
 * Plain C11 and libc; no solver library is involved.  The complement is
 * computed by recursive Shannon splitting (see pv_complement), then the
 * result is compacted by merging cubes that differ in one fixed bit and
 * sorted, so the listing is deterministic whatever the input order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cube.h"

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */
/* ------------------------------------------------------------------ */

static void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	return q;
}

static int ctz64(uint64_t x)
{
#if defined(__GNUC__)
	return __builtin_ctzll(x);
#else
	int n = 0;
	while (!(x & 1)) {
		x >>= 1;
		n++;
	}
	return n;
#endif
}

static int clz64(uint64_t x)
{
#if defined(__GNUC__)
	return __builtin_clzll(x);
#else
	int n = 0;
	while (!(x & ((uint64_t)1 << 63))) {
		x <<= 1;
		n++;
	}
	return n;
#endif
}

static bool bit_of(const isa_bits *b, int bit)
{
	return (b->w[bit / 64] >> (bit % 64)) & 1;
}

/* ------------------------------------------------------------------ */
/* Cube basics                                                          */
/* ------------------------------------------------------------------ */

void pv_cubes_push(pv_cubes *cs, const pv_cube *c)
{
	if (cs->n == cs->cap) {
		cs->cap = cs->cap ? cs->cap * 2 : 16;
		cs->v = xrealloc(cs->v, (size_t)cs->cap * sizeof(*cs->v));
	}
	cs->v[cs->n++] = *c;
}

void pv_cubes_free(pv_cubes *cs)
{
	free(cs->v);
	cs->v = NULL;
	cs->n = cs->cap = 0;
}

pv_cube pv_cube_of_leaf(const isa_bitset *leaf)
{
	int size = leaf->root ? leaf->root->size : leaf->size;
	if (size <= 0 || size > ISA_MAX_BITS)
		size = ISA_MAX_BITS;
	isa_bits width = isa_bits_range(0, size - 1);
	pv_cube c;
	isa_bits_andnot(&c.care, &leaf->lmask, &leaf->ldontcare);
	isa_bits_and(&c.care, &c.care, &width);
	isa_bits_and(&c.val, &leaf->lmatch, &c.care);
	return c;
}

bool pv_cube_intersect(const pv_cube *a, const pv_cube *b, pv_cube *out)
{
	pv_cube r;
	for (int i = 0; i < ISA_MAX_WORDS; i++) {
		if (a->care.w[i] & b->care.w[i] & (a->val.w[i] ^ b->val.w[i]))
			return false;
		r.care.w[i] = a->care.w[i] | b->care.w[i];
		r.val.w[i] = (a->val.w[i] & a->care.w[i]) | (b->val.w[i] & b->care.w[i]);
	}
	*out = r;
	return true;
}

bool pv_cube_contains(const pv_cube *outer, const pv_cube *inner)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++) {
		uint64_t oc = outer->care.w[i];
		if (oc & ~inner->care.w[i])
			return false; /* outer fixes a bit inner leaves free */
		if (oc & (outer->val.w[i] ^ inner->val.w[i]))
			return false;
	}
	return true;
}

bool pv_cube_has_word(const pv_cube *c, const isa_bits *w)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		if (c->care.w[i] & (c->val.w[i] ^ w->w[i]))
			return false;
	return true;
}

void pv_cube_format(const pv_cube *c, int width, char *buf)
{
	for (int k = 0; k < width; k++) {
		int bit = width - 1 - k;
		buf[k] = !bit_of(&c->care, bit) ? 'x' : bit_of(&c->val, bit) ? '1' : '0';
	}
	buf[width] = '\0';
}

/* ------------------------------------------------------------------ */
/* Orders                                                               */
/* ------------------------------------------------------------------ */

/*
 * The listing order: the cubes' MSB-first ternary strings compared as
 * strings with '0' < '1' < 'x'.  So "00x" < "01x" < "0x0" < "1xx" <
 * "x00".  Both cubes must have val clear outside care.
 */
static int cmp_ternary(const pv_cube *a, const pv_cube *b)
{
	for (int i = ISA_MAX_WORDS - 1; i >= 0; i--) {
		uint64_t d = (a->care.w[i] ^ b->care.w[i]) | (a->val.w[i] ^ b->val.w[i]);
		if (!d)
			continue;
		int bit = 63 - clz64(d);
		uint64_t m = (uint64_t)1 << bit;
		/* rank: 0 for '0', 1 for '1', 2 for 'x' */
		int ra = (a->care.w[i] & m) ? ((a->val.w[i] & m) ? 1 : 0) : 2;
		int rb = (b->care.w[i] & m) ? ((b->val.w[i] & m) ? 1 : 0) : 2;
		return ra < rb ? -1 : 1;
	}
	return 0;
}

static int qcmp_ternary(const void *a, const void *b)
{
	return cmp_ternary(a, b);
}

/* Input canonical order: fewer fixed bits first (so a cube comes before
 * every other cube it could contain), then the listing order. */
static int qcmp_input(const void *pa, const void *pb)
{
	const pv_cube *a = pa, *b = pb;
	int na = isa_bits_popcount(&a->care), nb = isa_bits_popcount(&b->care);
	if (na != nb)
		return na < nb ? -1 : 1;
	return cmp_ternary(a, b);
}

/* ------------------------------------------------------------------ */
/* Complement                                                           */
/* ------------------------------------------------------------------ */

typedef struct cx {
	const pv_cube *in; /* canonical input: masked, no cube inside another */
	int width, nw;     /* bits, and 64-bit words that hold them */
	int *stk;          /* index lists of the recursion, stacked */
	size_t nstk, capstk;
	int cnt[ISA_MAX_BITS]; /* scratch: per-bit fixed counts of one node */
	pv_cubes *out;
	int limit, emitted;
	bool over;
} cx;

static void stk_push(cx *x, int v)
{
	if (x->nstk == x->capstk) {
		x->capstk = x->capstk ? x->capstk * 2 : 1024;
		x->stk = xrealloc(x->stk, x->capstk * sizeof(*x->stk));
	}
	x->stk[x->nstk++] = v;
}

/*
 * c: the current cube; x->stk[lo .. lo+n): the input cubes that
 * intersect c.  Emits c minus their union as disjoint cubes.
 */
static void split(cx *x, const pv_cube *c, size_t lo, size_t n)
{
	if (x->over)
		return;
	if (n == 0) {
		if (x->limit > 0 && x->emitted >= x->limit) {
			x->over = true;
			return;
		}
		x->emitted++;
		pv_cubes_push(x->out, c);
		return;
	}

	/* Count, per bit free in c, the listed cubes that fix it; a listed
	 * cube fixing no bit free in c contains c (it intersects c). */
	int nw = x->nw;
	memset(x->cnt, 0, (size_t)nw * 64 * sizeof(x->cnt[0]));
	for (size_t k = 0; k < n; k++) {
		const pv_cube *q = &x->in[x->stk[lo + k]];
		bool inside = true;
		for (int i = 0; i < nw; i++) {
			uint64_t m = q->care.w[i] & ~c->care.w[i];
			if (m)
				inside = false;
			while (m) {
				x->cnt[i * 64 + ctz64(m)]++;
				m &= m - 1;
			}
		}
		if (inside)
			return; /* c is covered entirely */
	}

	/* the bit fixed in most listed cubes; ties go to the highest bit */
	int best = -1, bestn = 0;
	for (int b = x->width - 1; b >= 0; b--)
		if (x->cnt[b] > bestn) {
			bestn = x->cnt[b];
			best = b;
		}
	/* best >= 0: no listed cube contains c, so one fixes a free bit */

	int wi = best / 64;
	uint64_t m = (uint64_t)1 << (best % 64);
	for (int v = 0; v <= 1; v++) {
		pv_cube child = *c;
		child.care.w[wi] |= m;
		if (v)
			child.val.w[wi] |= m;
		size_t top = x->nstk;
		for (size_t k = 0; k < n; k++) {
			int idx = x->stk[lo + k];
			const pv_cube *q = &x->in[idx];
			if ((q->care.w[wi] & m) && !!(q->val.w[wi] & m) != v)
				continue; /* fixed to the other value: disjoint */
			stk_push(x, idx);
		}
		split(x, &child, top, x->nstk - top);
		x->nstk = top;
		if (x->over)
			return;
	}
}

/*
 * Merging.  Cubes are kept packed here: nw care words then nw val
 * words, so a 64-bit space costs 16 bytes a cube instead of 128.
 */
typedef struct mg {
	int nw, stride;   /* stride = 2 * nw words */
	uint64_t *pool;   /* cube i at pool + i * stride */
	bool *live;
	int n, cap;
	int *tab;         /* open addressing, -1 = empty; never deleted */
	size_t tabmask;
} mg;

static uint64_t *mg_at(const mg *g, int i) { return g->pool + (size_t)i * g->stride; }

static size_t mg_hash(const mg *g, const uint64_t *k)
{
	uint64_t h = 0x243f6a8885a308d3u;
	for (int i = 0; i < g->stride; i++) {
		h ^= k[i];
		h *= 0x9e3779b97f4a7c15u;
		h ^= h >> 29;
	}
	return (size_t)h;
}

static int mg_find(const mg *g, const uint64_t *k)
{
	size_t bytes = (size_t)g->stride * sizeof(*k);
	for (size_t h = mg_hash(g, k) & g->tabmask;; h = (h + 1) & g->tabmask) {
		int i = g->tab[h];
		if (i < 0 || memcmp(mg_at(g, i), k, bytes) == 0)
			return i;
	}
}

static int mg_add(mg *g, const uint64_t *k)
{
	int i = g->n++;
	memcpy(mg_at(g, i), k, (size_t)g->stride * sizeof(*k));
	g->live[i] = true;
	size_t h = mg_hash(g, k) & g->tabmask;
	while (g->tab[h] >= 0)
		h = (h + 1) & g->tabmask;
	g->tab[h] = i;
	return i;
}

/*
 * Merge pairs of cubes with the same care that differ in exactly one
 * value bit into one cube with that bit free, until no pair does.  The
 * words covered are unchanged and disjoint cubes stay disjoint (which
 * also means a cube once merged away never comes back, so the table
 * needs no deletion).  A worklist: each cube, original or merged, looks
 * for a partner among the live cubes once, flipping its fixed bits from
 * the most significant down; a pair is found by whichever of the two
 * comes later.  The input order (deterministic) fixes the result.
 * Rewrites v[0..n) and returns the new count.
 */
static int merge_cubes(pv_cube *v, int n, int nw)
{
	if (n < 2)
		return n;
	mg g;
	memset(&g, 0, sizeof(g));
	g.nw = nw;
	g.stride = 2 * nw;
	g.cap = 2 * n; /* n originals + at most n - 1 merges */
	g.pool = xrealloc(NULL, (size_t)g.cap * (size_t)g.stride * sizeof(uint64_t));
	g.live = xrealloc(NULL, (size_t)g.cap * sizeof(bool));
	size_t tabsize = 16;
	while (tabsize < (size_t)g.cap * 2)
		tabsize *= 2;
	g.tab = xrealloc(NULL, tabsize * sizeof(int));
	memset(g.tab, 0xff, tabsize * sizeof(int)); /* all -1 */
	g.tabmask = tabsize - 1;

	uint64_t key[2 * ISA_MAX_WORDS];
	for (int i = 0; i < n; i++) {
		memcpy(key, v[i].care.w, (size_t)nw * sizeof(uint64_t));
		memcpy(key + nw, v[i].val.w, (size_t)nw * sizeof(uint64_t));
		mg_add(&g, key);
	}

	/* a stack, loaded so that the first cube is looked at first */
	int *work = xrealloc(NULL, (size_t)g.cap * sizeof(int));
	int nwork = 0;
	for (int i = n - 1; i >= 0; i--)
		work[nwork++] = i;
	while (nwork > 0) {
		int x = work[--nwork];
		if (!g.live[x])
			continue;
		memcpy(key, mg_at(&g, x), (size_t)g.stride * sizeof(uint64_t));
		bool done = false;
		for (int w = nw - 1; w >= 0 && !done; w--) {
			uint64_t cand = key[w];
			while (cand && !done) {
				uint64_t m = (uint64_t)1 << (63 - clz64(cand));
				cand &= ~m;
				key[nw + w] ^= m;
				int y = mg_find(&g, key);
				key[nw + w] ^= m;
				if (y < 0 || !g.live[y])
					continue;
				g.live[x] = g.live[y] = false;
				key[w] &= ~m;
				key[nw + w] &= ~m;
				work[nwork++] = mg_add(&g, key);
				done = true;
			}
		}
	}

	int k = 0;
	for (int i = 0; i < g.n; i++) {
		if (!g.live[i])
			continue;
		pv_cube c;
		memset(&c, 0, sizeof(c));
		memcpy(c.care.w, mg_at(&g, i), (size_t)nw * sizeof(uint64_t));
		memcpy(c.val.w, mg_at(&g, i) + nw, (size_t)nw * sizeof(uint64_t));
		v[k++] = c;
	}
	free(work);
	free(g.tab);
	free(g.live);
	free(g.pool);
	return k;
}

/*
 * Shannon splitting from the all-free cube: a cube no input meets is
 * emitted, a cube inside an input is dropped, any other is split on the
 * bit free in it and fixed in most of the inputs meeting it (ties: the
 * highest bit), 0 half first.  The emitted cubes are disjoint by
 * construction.  `limit` bounds the cubes the splitting emits (before
 * merging); limit <= 0 means no bound.  Input bits at or above `width`
 * are ignored.  The result depends only on the set of input cubes, not
 * on their order or repetition.  On false, out->v[base..] holds the
 * cubes emitted so far, unsorted.
 */
bool pv_complement(const pv_cube *in, int nin, int width, int limit, pv_cubes *out)
{
	if (width < 1 || width > ISA_MAX_BITS)
		return false;
	isa_bits wmask = isa_bits_range(0, width - 1);

	/* Canonical input: restricted to the width, val within care,
	 * sorted, and without cubes inside another kept cube (duplicates
	 * included).  The union is unchanged. */
	pv_cube *cin = xrealloc(NULL, (size_t)(nin > 0 ? nin : 1) * sizeof(*cin));
	for (int i = 0; i < nin; i++) {
		isa_bits_and(&cin[i].care, &in[i].care, &wmask);
		isa_bits_and(&cin[i].val, &in[i].val, &cin[i].care);
	}
	if (nin > 0)
		qsort(cin, (size_t)nin, sizeof(*cin), qcmp_input);
	int nk = 0;
	for (int i = 0; i < nin; i++) {
		bool inside = false;
		for (int j = 0; j < nk && !inside; j++)
			inside = pv_cube_contains(&cin[j], &cin[i]);
		if (!inside)
			cin[nk++] = cin[i];
	}

	cx x;
	memset(&x, 0, sizeof(x));
	x.in = cin;
	x.width = width;
	x.nw = (width + 63) / 64;
	x.out = out;
	x.limit = limit;

	int base = out->n;
	for (int i = 0; i < nk; i++)
		stk_push(&x, i);
	pv_cube all;
	memset(&all, 0, sizeof(all));
	split(&x, &all, 0, (size_t)nk);
	free(x.stk);
	free(cin);
	if (x.over)
		return false;

	/* compact, then list in ternary order */
	int m = out->n - base;
	if (m > 0) {
		m = merge_cubes(out->v + base, m, x.nw);
		qsort(out->v + base, (size_t)m, sizeof(pv_cube), qcmp_ternary);
		out->n = base + m;
	}
	return true;
}

/* ------------------------------------------------------------------ */
/* Exact counts                                                         */
/* ------------------------------------------------------------------ */

#define PV_COUNT_WORDS ((int)(sizeof(((pv_count *)0)->w) / sizeof(uint32_t)))

void pv_count_zero(pv_count *c) { memset(c, 0, sizeof(*c)); }

void pv_count_add_pow2(pv_count *c, int k)
{
	if (k < 0)
		return;
	int i = k / 32;
	uint64_t carry = (uint64_t)1 << (k % 32);
	for (; i < PV_COUNT_WORDS && carry; i++) {
		uint64_t s = (uint64_t)c->w[i] + carry;
		c->w[i] = (uint32_t)s;
		carry = s >> 32;
	}
}

void pv_count_format(const pv_count *c, char *buf, size_t len)
{
	if (!len)
		return;
	pv_count t = *c;
	/* base 10^9 chunks, least significant first */
	uint32_t chunk[PV_COUNT_WORDS * 32 / 29 + 2];
	int nchunk = 0, top = PV_COUNT_WORDS - 1;
	while (top >= 0 && !t.w[top])
		top--;
	while (top >= 0) {
		uint64_t rem = 0;
		for (int i = top; i >= 0; i--) {
			uint64_t cur = (rem << 32) | t.w[i];
			t.w[i] = (uint32_t)(cur / 1000000000u);
			rem = cur % 1000000000u;
		}
		chunk[nchunk++] = (uint32_t)rem;
		while (top >= 0 && !t.w[top])
			top--;
	}
	if (!nchunk) {
		snprintf(buf, len, "0");
		return;
	}
	size_t pos = 0;
	for (int i = nchunk - 1; i >= 0; i--) {
		int r = snprintf(buf + pos, len - pos, i == nchunk - 1 ? "%u" : "%09u",
				 (unsigned)chunk[i]);
		if (r < 0 || (size_t)r >= len - pos)
			return; /* truncated (snprintf terminated it) */
		pos += (size_t)r;
	}
}

/* 2^e as a double, without libm (exact for the exponents used here) */
static double pow2(int e)
{
	double r = 1;
	for (; e > 0; e--)
		r *= 2;
	for (; e < 0; e++)
		r *= 0.5;
	return r;
}

double pv_count_fraction(const pv_count *c, int width)
{
	/* sum of w[i] * 2^(32 i - width), most significant first; every
	 * term is in double range for width <= ISA_MAX_BITS */
	double r = 0;
	for (int i = PV_COUNT_WORDS - 1; i >= 0; i--)
		if (c->w[i])
			r += (double)c->w[i] * pow2(32 * i - width);
	return r;
}

void pv_cubes_count(const pv_cubes *cs, int width, pv_count *out)
{
	pv_count_zero(out);
	if (width < 1 || width > ISA_MAX_BITS)
		return;
	isa_bits wmask = isa_bits_range(0, width - 1);
	for (int i = 0; i < cs->n; i++) {
		isa_bits care;
		isa_bits_and(&care, &cs->v[i].care, &wmask);
		pv_count_add_pow2(out, width - isa_bits_popcount(&care));
	}
}

/* ------------------------------------------------------------------ */
/* Witnesses                                                            */
/* ------------------------------------------------------------------ */

/* Free bits are split until no avoided cube meets the current cube. */
static bool find_word_at(const pv_cube *t, const pv_cube *avoid, int n, int width, isa_bits *w,
			 int depth)
{
	const pv_cube *meets[64];
	int nm = 0, split = -1;
	pv_cube tmp;
	for (int i = 0; i < n; i++) {
		if (!pv_cube_intersect(t, &avoid[i], &tmp))
			continue;
		if (pv_cube_contains(&avoid[i], t))
			return false;
		if (nm < 64)
			meets[nm] = &avoid[i];
		nm++;
	}
	if (!nm) {
		*w = t->val;
		return true;
	}
	/* split on a bit free in t that the first meeting cube fixes */
	const pv_cube *c = meets[0];
	for (int b = width - 1; b >= 0 && split < 0; b--)
		if (isa_bits_test(&c->care, b) && !isa_bits_test(&t->care, b))
			split = b;
	if (split < 0 || depth > width)
		return false;
	/* the half that escapes c first: it needs fewer splits */
	bool first = !isa_bits_test(&c->val, split);
	for (int k = 0; k < 2; k++) {
		bool v = k == 0 ? first : !first;
		pv_cube half = *t;
		isa_bits_set(&half.care, split, true);
		isa_bits_set(&half.val, split, v);
		if (find_word_at(&half, avoid, n, width, w, depth + 1))
			return true;
	}
	return false;
}

bool pv_cube_find_word(const pv_cube *t, const pv_cube *avoid, int n, int width, isa_bits *w)
{
	return find_word_at(t, avoid, n, width, w, 0);
}
