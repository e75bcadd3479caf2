/*
 * model/dtree.c - the decision tree generated decoders classify words by.
 *
 * Scanning every leaf of a root for every word (what Mesa's generated
 * decoder and isa_match do) costs hundreds of mask tests per ir3
 * instruction.  A tree switches on a few bits at a time until only the
 * leaves that can still match are left, so a word is classified in a few
 * table lookups and one or two full tests.
 *
 * A node has a candidate set S: the live leaves whose fixed bits agree
 * with the bits tested on the way there.  A bit tells candidates apart
 * when one fixes it to 0 and another to 1.  A node switches on such bits
 * that every candidate fixes when there are some (no candidate is
 * copied), else on those most candidates fix (a candidate that leaves a
 * key bit free goes to every child of its other bits: duplication).  The
 * tree stops where no bit tells candidates apart: every two candidates
 * left match a common word, so they differ only in gens or really
 * overlap, and generated code must test them all so that conflicts are
 * still reported.
 *
 * The subtree of a node depends on S alone (the bits tested on the way
 * cannot tell S apart any more), so nodes are memoized by S: equal
 * subtrees are built once and the result is a DAG.  Every child loses a
 * candidate, so depth is bounded by |S|; a node budget turns the rest
 * into tree leaves with more candidates (correct, only slower).
 *
 * Leaves of one name that split one encoding into cubes (MPACT's `!=`)
 * form a group (isa_dgroup): the tree sees each of them as the group's
 * hull, so it spends no switch on telling them apart, and generated code
 * tests the group once.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

/* Key sizes: jump tables stay at most 256 entries, 64 when candidates are
 * copied into several children (those tables also multiply candidates). */
#define DT_KEY_BITS 8
#define DT_KEY_BITS_DUP 6
#define DT_MAX_SEGS 4
/* the bits fixed by most candidates that duplicating keys choose from */
#define DT_DUP_POOL 16
/* Budget, per live leaf plus a base: past it, nodes become tree leaves.
 * Real descriptions need a fraction of it (ir3: 316 nodes, 510 table
 * entries for 248 leaves); it stops descriptions full of overlapping
 * patterns from making trees too big to compile or to prove. */
#define DT_BASE_NODES 1000
#define DT_LEAF_NODES 4
#define DT_BASE_SLOTS 4096
#define DT_LEAF_SLOTS 64

typedef struct memo_ent {
	uint64_t hash;
	int *set; /* candidate indices (into r->leaves), ascending */
	int n;
	int node;    /* -1: empty slot */
} memo_ent;

typedef struct builder {
	isa_arena *a;
	const isa_root *r;
	int width, nw;
	isa_bits wmask;       /* the root's bits */
	isa_bits *care, *val; /* per leaf of r: bits fixed, their values */
	isa_dnode *nodes;
	int *depth;
	int nnodes, cap;
	long slots; /* child table entries so far */
	int max_nodes;
	long max_slots;
	memo_ent *memo;
	int nmemo, memocap;
	const int *group; /* per leaf: its group, or -1 */
} builder;

/* What the candidates of a node do with each bit. */
typedef struct bitstats {
	isa_bits any0, any1; /* some candidate fixes the bit to 0 / to 1 */
	isa_bits allfix;     /* every candidate fixes it */
} bitstats;

static bool bit_of(const isa_bits *b, int bit)
{
	return (b->w[bit / 64] >> (bit % 64)) & 1;
}

static void get_stats(const builder *b, const int *s, int n, bitstats *st)
{
	memset(st, 0, sizeof(*st));
	st->allfix = b->wmask;
	for (int i = 0; i < n; i++) {
		const isa_bits *c = &b->care[s[i]], *v = &b->val[s[i]];
		for (int w = 0; w < b->nw; w++) {
			st->any0.w[w] |= c->w[w] & ~v->w[w];
			st->any1.w[w] |= c->w[w] & v->w[w];
			st->allfix.w[w] &= c->w[w];
		}
	}
}

/* ---- memo ------------------------------------------------------------------ */

static uint64_t memo_hash(const int *s, int n)
{
	uint64_t h = 14695981039346656037u;
	h = (h ^ (uint64_t)n) * 1099511628211u;
	for (int i = 0; i < n; i++)
		h = (h ^ (uint64_t)s[i]) * 1099511628211u;
	return h ^ (h >> 29);
}

static memo_ent *memo_slot(builder *b, uint64_t h, const int *s, int n)
{
	size_t mask = (size_t)b->memocap - 1;
	for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
		memo_ent *e = &b->memo[i];
		if (e->node < 0)
			return e;
		if (e->hash == h && e->n == n && !memcmp(e->set, s, (size_t)n * sizeof(int)))
			return e;
	}
}

static void memo_grow(builder *b)
{
	memo_ent *old = b->memo;
	int oldcap = b->memocap;
	b->memocap = oldcap ? oldcap * 2 : 1024;
	b->memo = isa_xmalloc((size_t)b->memocap * sizeof(memo_ent));
	for (int i = 0; i < b->memocap; i++)
		b->memo[i].node = -1;
	for (int i = 0; i < oldcap; i++)
		if (old[i].node >= 0)
			*memo_slot(b, old[i].hash, old[i].set, old[i].n) = old[i];
	free(old);
}

/* ---- nodes ----------------------------------------------------------------- */

static int new_node(builder *b)
{
	if (b->nnodes == b->cap) {
		b->cap = b->cap ? b->cap * 2 : 256;
		b->nodes = isa_xrealloc(b->nodes, (size_t)b->cap * sizeof(isa_dnode));
		b->depth = isa_xrealloc(b->depth, (size_t)b->cap * sizeof(int));
	}
	memset(&b->nodes[b->nnodes], 0, sizeof(isa_dnode));
	b->depth[b->nnodes] = 0;
	return b->nnodes++;
}

static void make_leaf(builder *b, int id, const int *s, int n)
{
	const isa_bitset **cand = isa_arena_alloc(b->a, (size_t)(n ? n : 1) * sizeof(*cand));
	for (int i = 0; i < n; i++)
		cand[i] = b->r->leaves[s[i]];
	b->nodes[id].cand = cand;
	b->nodes[id].ncand = n;
}

/* ---- choosing key bits ----------------------------------------------------- */

/* Segments the key bits[0..k) plus `extra` (-1: none) need: runs of
 * adjacent bits, cut at 64-bit boundaries.  A bit starts a segment unless
 * the bit below it is in the key too, in the same 64-bit word. */
static int count_segs(const int *bits, int k, int extra)
{
	int v[DT_KEY_BITS + 1], nv = 0, n = 0;
	for (int i = 0; i < k; i++)
		v[nv++] = bits[i];
	if (extra >= 0)
		v[nv++] = extra;
	for (int i = 0; i < nv; i++) {
		bool below = false;
		for (int j = 0; j < nv && !below; j++)
			below = v[i] % 64 && v[j] == v[i] - 1;
		n += !below;
	}
	return n;
}

static bool adjacent(const int *bits, int k, int bit)
{
	for (int i = 0; i < k; i++)
		if ((bits[i] == bit - 1 && bit % 64) || (bits[i] == bit + 1 && bits[i] % 64))
			return true;
	return false;
}

/* Bits every candidate fixes (pool): no candidate is copied, so the key
 * partitions S.  Greedy: add the bit that leaves the smallest sum of
 * squared group sizes (the expected candidates left for a word of a
 * random candidate, times |S|), ties to a bit next to one already chosen
 * (fewer segments), then to the lowest.  Past 4 bits, a bit must still
 * separate an eighth of the pairs left, or the table doubles for little;
 * a sixteenth when it widens a segment of the key, which costs no shift:
 * riscv's compressed encodings then switch on bits 0-1 and 13-15 at once,
 * where a later switch on bit 0 alone missed half its predictions on
 * random words. */
static int choose_exclusive(const builder *b, const int *s, int n, const isa_bits *pool, int *out)
{
	int *g = isa_xmalloc((size_t)n * sizeof(int));
	int *cnt = isa_xmalloc((size_t)n * 2 * sizeof(int));
	memset(g, 0, (size_t)n * sizeof(int));
	int ng = 1, k = 0;
	long ss = (long)n * n;
	while (k < DT_KEY_BITS && ss > n) {
		int best = -1;
		long bestss = 0;
		bool bestadj = false;
		for (int bit = 0; bit < b->width; bit++) {
			if (!bit_of(pool, bit) || count_segs(out, k, bit) > DT_MAX_SEGS)
				continue;
			bool chosen = false;
			for (int i = 0; i < k; i++)
				chosen |= out[i] == bit;
			if (chosen)
				continue;
			memset(cnt, 0, (size_t)ng * 2 * sizeof(int));
			for (int i = 0; i < n; i++)
				cnt[2 * g[i] + bit_of(&b->val[s[i]], bit)]++;
			long t = 0;
			for (int j = 0; j < 2 * ng; j++)
				t += (long)cnt[j] * cnt[j];
			if (t >= ss)
				continue;
			bool adj = adjacent(out, k, bit);
			if (best < 0 || t < bestss || (t == bestss && adj && !bestadj)) {
				best = bit;
				bestss = t;
				bestadj = adj;
			}
		}
		if (best < 0 || (k >= 4 && (ss - bestss) * (bestadj ? 16 : 8) < ss - n))
			break;
		out[k++] = best;
		/* regroup: (group, value of best) renumbered densely */
		for (int j = 0; j < 2 * ng; j++)
			cnt[j] = -1;
		int ng2 = 0;
		for (int i = 0; i < n; i++) {
			int x = 2 * g[i] + bit_of(&b->val[s[i]], best);
			if (cnt[x] < 0)
				cnt[x] = ng2++;
			g[i] = cnt[x];
		}
		ng = ng2;
		ss = bestss;
	}
	free(g);
	free(cnt);
	return k;
}

/* Each candidate's view of a key made of bits[0..k-1]: kc[i] the key bits
 * it fixes, kv[i] their values. */
static void key_views(const builder *b, const int *s, int n, const int *bits, int k,
		      unsigned *kc, unsigned *kv)
{
	for (int i = 0; i < n; i++) {
		kc[i] = kv[i] = 0;
		for (int j = 0; j < k; j++) {
			if (!bit_of(&b->care[s[i]], bits[j]))
				continue;
			kc[i] |= 1u << j;
			kv[i] |= (unsigned)bit_of(&b->val[s[i]], bits[j]) << j;
		}
	}
}

/* Sum over key values v of |S_v| * (sum over i in S_v of 2^(f_i - k)),
 * where f_i counts the key bits candidate i fixes: |S| times the expected
 * number of candidates left for a word of a random candidate.  Exact in a
 * double (dyadic rationals of modest size). */
static double dup_cost(const builder *b, const int *s, int n, const int *bits, int k,
		       unsigned *kc, unsigned *kv)
{
	key_views(b, s, n, bits, k, kc, kv);
	double total = 0;
	for (unsigned v = 0; v < 1u << k; v++) {
		long size = 0, weight = 0;
		for (int i = 0; i < n; i++) {
			if ((v & kc[i]) != kv[i])
				continue;
			size++;
			weight += 1L << __builtin_popcount(kc[i]);
		}
		total += (double)size * (double)weight;
	}
	return total / (double)(1L << k);
}

typedef struct poolbit {
	int bit, fixed, minority;
} poolbit;

static int cmp_poolbit(const void *x, const void *y)
{
	const poolbit *a = x, *b = y;
	if (a->fixed != b->fixed)
		return b->fixed - a->fixed;
	if (a->minority != b->minority)
		return b->minority - a->minority;
	return a->bit - b->bit;
}

/* No bit is fixed by every candidate: take from the bits most candidates
 * fix, greedily by dup_cost: the best one always (the node must split),
 * more while each cuts the cost by a tenth (with duplication, small gains
 * are not worth a bigger table). */
static int choose_shared(const builder *b, const int *s, int n, const isa_bits *useful, int *out)
{
	poolbit *pool = isa_xmalloc((size_t)b->width * sizeof(poolbit));
	int np = 0;
	for (int bit = 0; bit < b->width; bit++) {
		if (!bit_of(useful, bit))
			continue;
		int n0 = 0, n1 = 0;
		for (int i = 0; i < n; i++)
			if (bit_of(&b->care[s[i]], bit)) {
				if (bit_of(&b->val[s[i]], bit))
					n1++;
				else
					n0++;
			}
		pool[np++] = (poolbit){bit, n0 + n1, n0 < n1 ? n0 : n1};
	}
	qsort(pool, (size_t)np, sizeof(poolbit), cmp_poolbit);
	if (np > DT_DUP_POOL)
		np = DT_DUP_POOL;
	unsigned *kc = isa_xmalloc((size_t)n * sizeof(unsigned));
	unsigned *kv = isa_xmalloc((size_t)n * sizeof(unsigned));
	double cost = (double)n * n;
	int k = 0;
	while (k < DT_KEY_BITS_DUP) {
		int best = -1;
		double bestcost = 0;
		bool bestadj = false;
		for (int p = 0; p < np; p++) {
			int bit = pool[p].bit;
			bool chosen = false;
			for (int i = 0; i < k; i++)
				chosen |= out[i] == bit;
			if (chosen || count_segs(out, k, bit) > DT_MAX_SEGS)
				continue;
			out[k] = bit;
			double c = dup_cost(b, s, n, out, k + 1, kc, kv);
			bool adj = adjacent(out, k, bit);
			if (best < 0 || c < bestcost || (c == bestcost && adj && !bestadj)) {
				best = bit;
				bestcost = c;
				bestadj = adj;
			}
		}
		if (best < 0 || bestcost >= cost || (k && bestcost > cost * 0.9))
			break;
		out[k++] = best;
		cost = bestcost;
	}
	free(kc);
	free(kv);
	free(pool);
	return k;
}

static int cmp_int(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;
	return (a > b) - (a < b);
}

/* ---- groups --------------------------------------------------------------- */

/* Leaves a group holds at most, and cubes its hull's remainder may take
 * on the way (past either, its leaves stay alone). */
#define DT_GROUP_MAX_LEAVES 256
#define DT_GROUP_MAX_REST 64

typedef struct cube64 {
	uint64_t m, v;
} cube64;

static bool cubes_meet(cube64 a, cube64 b) { return !(a.m & b.m & (a.v ^ b.v)); }

/* the disjoint cubes of a - b appended to out[*n] (at most max): false
 * when they do not fit */
static bool cube_minus(cube64 a, cube64 b, cube64 *out, int *n, int max)
{
	if (!cubes_meet(a, b)) {
		if (*n >= max)
			return false;
		out[(*n)++] = a;
		return true;
	}
	for (uint64_t extra = b.m & ~a.m; extra; extra &= extra - 1) {
		uint64_t bit = extra & (~extra + 1);
		if (*n >= max)
			return false;
		out[(*n)++] = (cube64){a.m | bit, a.v | (~b.v & bit)};
		a.m |= bit;
		a.v |= b.v & bit;
	}
	return true;
}

/* set[*n] minus c, in place (tmp: room for max cubes) */
static bool cubes_minus(cube64 *set, int *n, cube64 c, cube64 *tmp, int max)
{
	int k = 0;
	for (int i = 0; i < *n; i++)
		if (!cube_minus(set[i], c, tmp, &k, max))
			return false;
	memcpy(set, tmp, (size_t)k * sizeof(cube64));
	*n = k;
	return true;
}

/* Leaves lv[0..n): their hull, and the hull's words none of them takes
 * as at most ISA_DGROUP_MAX_X cubes, into g; false when they need more.
 * The remainder (hull minus each leaf) is widened cube by cube as far as
 * it stays clear of every leaf, so `rd != 0` leaves one cube rd == 0, and
 * `rd != 0 && rs1 != 0` two; then the result is checked: the hull minus
 * the excluded cubes and the leaves must be empty. */
static bool make_group(const cube64 *lv, int n, isa_dgroup *g)
{
	uint64_t hm = ~(uint64_t)0;
	for (int i = 0; i < n; i++)
		hm &= lv[i].m & ~(lv[i].v ^ lv[0].v);
	cube64 hull = {hm, lv[0].v & hm};
	/* the bits generated code reads a group's leaf by (a table row per
	 * value): what all but its last leaf fix outside the hull */
	uint64_t key = 0;
	for (int i = 0; i < n - 1; i++)
		key |= lv[i].m;
	if (__builtin_popcountll(key & ~hm) > ISA_DGROUP_MAX_KEY)
		return false;
	cube64 rest[DT_GROUP_MAX_REST], tmp[DT_GROUP_MAX_REST];
	int nr = 1;
	rest[0] = hull;
	for (int i = 0; i < n; i++)
		if (!cubes_minus(rest, &nr, lv[i], tmp, DT_GROUP_MAX_REST))
			return false;
	int nx = 0;
	cube64 x[DT_GROUP_MAX_REST];
	for (int r = 0; r < nr; r++) {
		cube64 c = rest[r];
		for (uint64_t bits = c.m & ~hm; bits; bits &= bits - 1) {
			uint64_t bit = bits & (~bits + 1);
			cube64 wide = {c.m & ~bit, c.v & ~bit};
			bool clear = true;
			for (int i = 0; i < n && clear; i++)
				clear = !cubes_meet(wide, lv[i]);
			if (clear)
				c = wide;
		}
		/* keep it unless a cube kept already holds it */
		bool held = false;
		for (int j = 0; j < nx && !held; j++)
			held = (x[j].m & ~c.m) == 0 && ((c.v ^ x[j].v) & x[j].m) == 0;
		if (!held)
			x[nx++] = c;
	}
	/* drop the cubes a later, wider one holds */
	int kept = 0;
	for (int j = 0; j < nx; j++) {
		bool held = false;
		for (int i = 0; i < nx && !held; i++)
			held = i != j && (x[i].m & ~x[j].m) == 0 && ((x[j].v ^ x[i].v) & x[i].m) == 0 &&
			       (x[i].m != x[j].m || i < j);
		if (!held)
			x[kept++] = x[j];
	}
	if (kept > ISA_DGROUP_MAX_X)
		return false;
	/* exact: hull = the leaves + the excluded cubes, and no excluded
	 * cube meets a leaf */
	nr = 1;
	rest[0] = hull;
	for (int j = 0; j < kept; j++) {
		for (int i = 0; i < n; i++)
			if (cubes_meet(x[j], lv[i]))
				return false;
		if (!cubes_minus(rest, &nr, x[j], tmp, DT_GROUP_MAX_REST))
			return false;
	}
	for (int i = 0; i < n && nr; i++)
		if (!cubes_minus(rest, &nr, lv[i], tmp, DT_GROUP_MAX_REST))
			return false;
	if (nr)
		return false;
	g->n = n;
	g->hmask = hull.m;
	g->hval = hull.v;
	g->nx = kept;
	for (int j = 0; j < kept; j++) {
		g->xmask[j] = x[j].m;
		g->xval[j] = x[j].v;
	}
	return true;
}

/* may leaf j join the group of leaves [i, j)? */
static bool joins(const builder *b, const bool *live, int i, int j)
{
	const isa_bitset *x = b->r->leaves[i], *y = b->r->leaves[j];
	if (!live[j] || j - i >= DT_GROUP_MAX_LEAVES || strcmp(x->name, y->name) ||
	    x->eff_gen_min != y->eff_gen_min || x->eff_gen_max != y->eff_gen_max)
		return false;
	cube64 c = {b->care[j].w[0], b->val[j].w[0]};
	for (int k = i; k < j; k++)
		if (cubes_meet(c, (cube64){b->care[k].w[0], b->val[k].w[0]}))
			return false;
	return true;
}

/* The groups of a root of at most 64 bits (live: the leaves that can
 * match); each group's leaves then show the tree their hull. */
static void find_groups(builder *b, const bool *live, bool wanted, isa_dtree *t)
{
	int nl = b->r->nleaves;
	t->group = isa_arena_alloc(b->a, (size_t)(nl ? nl : 1) * sizeof(int));
	for (int i = 0; i < nl; i++)
		t->group[i] = -1;
	if (!wanted || b->width > 64)
		return;
	LD_VEC(isa_dgroup) gs = {0};
	cube64 *lv = isa_xmalloc((size_t)(nl ? nl : 1) * sizeof(cube64));
	for (int i = 0; i < nl;) {
		int j = i + 1;
		while (live[i] && j < nl && joins(b, live, i, j))
			j++;
		isa_dgroup g = {.first = i};
		for (int k = i; k < j; k++)
			lv[k - i] = (cube64){b->care[k].w[0], b->val[k].w[0]};
		if (j - i >= 2 && make_group(lv, j - i, &g)) {
			for (int k = i; k < j; k++) {
				t->group[k] = gs.n;
				b->care[k].w[0] = g.hmask;
				b->val[k].w[0] = g.hval;
			}
			LD_PUSH(gs, g);
		}
		i = j;
	}
	free(lv);
	t->ngroups = gs.n;
	t->groups = isa_arena_alloc(b->a, (size_t)(gs.n ? gs.n : 1) * sizeof(isa_dgroup));
	if (gs.n)
		memcpy(t->groups, gs.v, (size_t)gs.n * sizeof(isa_dgroup));
	free(gs.v);
}

/* ---- building ------------------------------------------------------------- */

static int build(builder *b, const int *s, int n)
{
	uint64_t h = memo_hash(s, n);
	if (2 * (b->nmemo + 1) > b->memocap)
		memo_grow(b);
	memo_ent *e = memo_slot(b, h, s, n);
	if (e->node >= 0)
		return e->node;
	int id = new_node(b);
	e->hash = h;
	e->n = n;
	e->set = isa_xmalloc((size_t)(n ? n : 1) * sizeof(int));
	memcpy(e->set, s, (size_t)n * sizeof(int));
	e->node = id;
	b->nmemo++;

	/* Only a bit some candidates fix to 0 and others to 1 tells them
	 * apart.  A bit fixed by some and free in the rest would only drop
	 * the fixers for words that match none of them; chains of such
	 * switches make trees deep for little, so the scan does that. */
	bitstats st;
	get_stats(b, s, n, &st);
	isa_bits split, pool;
	isa_bits_and(&split, &st.any0, &st.any1);
	isa_bits_and(&pool, &split, &st.allfix);
	int bits[DT_KEY_BITS], k = 0;
	int units = 0;
	for (int i = 0; i < n; i++)
		units += i == 0 || b->group[s[i]] < 0 || b->group[s[i]] != b->group[s[i - 1]];
	/* a group's leaves alone are a tree leaf (measured on riscv64g:
	 * stopping at 2-6 groups or leaves made its classifier larger) */
	if (units > 1 && b->nnodes < b->max_nodes) {
		if (!isa_bits_is_zero(&pool))
			k = choose_exclusive(b, s, n, &pool, bits);
		else if (!isa_bits_is_zero(&split))
			k = choose_shared(b, s, n, &split, bits);
	}
	if (k == 0 || b->slots + (1L << k) > b->max_slots) {
		make_leaf(b, id, s, n);
		return id;
	}
	b->slots += 1L << k;
	qsort(bits, (size_t)k, sizeof(int), cmp_int);

	/* segments: runs of adjacent key bits, cut at 64-bit boundaries */
	int nsegs = count_segs(bits, k, -1);
	isa_dseg *segs = isa_arena_alloc(b->a, (size_t)nsegs * sizeof(isa_dseg));
	for (int i = 0, j = -1; i < k; i++) {
		if (i == 0 || bits[i] != bits[i - 1] + 1 || bits[i] % 64 == 0)
			segs[++j] = (isa_dseg){bits[i], 0};
		segs[j].width++;
	}

	/* key bit j is the j-th lowest chosen bit */
	unsigned *kc = isa_xmalloc((size_t)(n ? n : 1) * sizeof(unsigned));
	unsigned *kv = isa_xmalloc((size_t)(n ? n : 1) * sizeof(unsigned));
	key_views(b, s, n, bits, k, kc, kv);
	int *child = isa_arena_alloc(b->a, ((size_t)1 << k) * sizeof(int));
	int *sub = isa_xmalloc((size_t)(n ? n : 1) * sizeof(int));
	int maxd = 0;
	for (unsigned v = 0; v < 1u << k; v++) {
		int m = 0;
		for (int i = 0; i < n; i++)
			if ((v & kc[i]) == kv[i])
				sub[m++] = s[i];
		int c = build(b, sub, m);
		child[v] = c;
		if (b->depth[c] > maxd)
			maxd = b->depth[c];
	}
	free(sub);
	free(kc);
	free(kv);
	isa_dnode *nd = &b->nodes[id]; /* build() may have moved nodes */
	nd->segs = segs;
	nd->nsegs = nsegs;
	nd->keybits = k;
	nd->child = child;
	b->depth[id] = maxd + 1;
	return id;
}

isa_dtree *isa_dtree_build(const isa *m, const isa_root *r)
{
	builder b;
	memset(&b, 0, sizeof(b));
	b.a = m->arena;
	b.r = r;
	b.width = r->root ? r->root->size : 0;
	if (b.width < 0)
		b.width = 0;
	if (b.width > ISA_MAX_BITS)
		b.width = ISA_MAX_BITS;
	b.nw = (b.width + 63) / 64;
	if (b.width)
		b.wmask = isa_bits_range(0, b.width - 1);
	int nl = r->nleaves;
	b.care = isa_xmalloc((size_t)(nl ? nl : 1) * sizeof(isa_bits));
	b.val = isa_xmalloc((size_t)(nl ? nl : 1) * sizeof(isa_bits));
	int *live = isa_xmalloc((size_t)(nl ? nl : 1) * sizeof(int));
	bool *is_live = isa_xmalloc((size_t)(nl ? nl : 1) * sizeof(bool));
	int nlive = 0;
	for (int i = 0; i < nl; i++) {
		const isa_bitset *l = r->leaves[i];
		isa_bits_andnot(&b.care[i], &l->lmask, &l->ldontcare);
		isa_bits_and(&b.care[i], &b.care[i], &b.wmask);
		b.val[i] = l->lmatch;
		/* A leaf whose match has a bit it does not test (or a bit past
		 * the root) matches no word, one with an empty gen range
		 * matches at no gen: neither is a candidate anywhere. */
		isa_bits stray;
		isa_bits_andnot(&stray, &l->lmatch, &b.care[i]);
		is_live[i] = isa_bits_is_zero(&stray) && l->eff_gen_min <= l->eff_gen_max;
		if (is_live[i])
			live[nlive++] = i;
	}
	isa_dtree *t = isa_arena_alloc(m->arena, sizeof(*t));
	/* MPACT's only: decodetree's repeated names would group too, but
	 * what that does to its trees is not measured yet */
	find_groups(&b, is_live, m->mp != NULL, t);
	b.group = t->group;
	b.max_nodes = DT_BASE_NODES + DT_LEAF_NODES * nlive;
	b.max_slots = DT_BASE_SLOTS + DT_LEAF_SLOTS * (long)nlive;
	build(&b, live, nlive);

	t->root = r;
	t->nnodes = b.nnodes;
	t->nodes = isa_arena_alloc(m->arena, (size_t)b.nnodes * sizeof(isa_dnode));
	memcpy(t->nodes, b.nodes, (size_t)b.nnodes * sizeof(isa_dnode));
	t->depth = b.depth[0];
	for (int i = 0; i < b.nnodes; i++)
		if (!t->nodes[i].child && t->nodes[i].ncand > t->max_cand)
			t->max_cand = t->nodes[i].ncand;

	for (int i = 0; i < b.memocap; i++)
		if (b.memo[i].node >= 0)
			free(b.memo[i].set);
	free(b.memo);
	free(b.nodes);
	free(b.depth);
	free(b.care);
	free(b.val);
	free(live);
	free(is_live);
	return t;
}

const isa_dnode *isa_dtree_walk(const isa_dtree *t, const isa_bits *w)
{
	const isa_dnode *n = &t->nodes[0];
	while (n->child) {
		unsigned key = 0;
		int shift = 0;
		for (int i = 0; i < n->nsegs; i++) {
			const isa_dseg *sg = &n->segs[i];
			uint64_t v = w->w[sg->low / 64] >> (sg->low % 64);
			key |= (unsigned)(v & (((uint64_t)1 << sg->width) - 1)) << shift;
			shift += sg->width;
		}
		n = &t->nodes[n->child[key]];
	}
	return n;
}
