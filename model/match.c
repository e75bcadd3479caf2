/*
 * model/match.c - which leaf of a root a word matches.
 *
 * The answer is defined by a scan of the root's leaves in table order
 * (Mesa's find_bitset; decodetree's first match), and that scan is what
 * isa_match does.  Testing all of ir3's hundreds of leaves for every
 * word is most of what a fuzzing oracle spends, so each root gets an
 * index built at load time: a few key bits that most leaves fix, and per
 * key value the leaves (in table order) whose fixed key bits agree with
 * it.  A leaf that does not fix a key bit sits in the buckets of both its
 * values, so a bucket holds every leaf that can match a word with that
 * key, and the scan over it gives the scan's answer.  The generated
 * decoders classify with model/dtree.c's trees; this index is kept
 * simple on purpose, so the interpreter stays an independent oracle.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

#define KEY_BITS_MAX 10
/* a bucket list no longer than this many times the leaves */
#define KEY_SPREAD 3

struct isa_match_index {
	int nwords; /* words any leaf's masks reach */
	int nkey;
	int key_bit[KEY_BITS_MAX]; /* key bit i is word bit key_bit[i], ascending */
	/* the key bits as runs of adjacent word bits: run r puts bits
	 * [shift, shift + width) of word `word` at key bit `at` (a few
	 * shifts per word instead of one per key bit) */
	int nruns;
	struct {
		unsigned char word, shift, at;
		uint64_t mask;
	} run[KEY_BITS_MAX];
	int *start;                /* bucket k: leaf[start[k] .. start[k+1]) */
	int *leaf;                 /* indices into the root's leaves */
};

static bool leaf_matches(const isa_bitset *b, const isa_bits *w, uint32_t gen, int nwords)
{
	if (gen > b->eff_gen_max || gen < b->eff_gen_min)
		return false;
	for (int i = 0; i < nwords; i++)
		if ((w->w[i] & b->lmask.w[i] & ~b->ldontcare.w[i]) != b->lmatch.w[i])
			return false;
	return true;
}

static unsigned key_of(const isa_match_index *x, const isa_bits *w)
{
	unsigned k = 0;
	for (int r = 0; r < x->nruns; r++)
		k |= (unsigned)((w->w[x->run[r].word] >> x->run[r].shift) & x->run[r].mask)
		     << x->run[r].at;
	return k;
}

/* Scan the candidates (all leaves, or one bucket) in table order. */
const isa_bitset *isa_match(const isa *m, const isa_root *r, const isa_bits *w,
			    uint32_t gen, const isa_bitset *conflict[2])
{
	(void)m;
	const isa_bitset *match = NULL;
	if (conflict)
		conflict[0] = conflict[1] = NULL;
	if (!r)
		return NULL;
	const isa_match_index *x = r->index;
	int n = r->nleaves, nwords = ISA_MAX_WORDS;
	const int *cand = NULL;
	if (x) {
		unsigned k = key_of(x, w);
		cand = &x->leaf[x->start[k]];
		n = x->start[k + 1] - x->start[k];
		nwords = x->nwords;
	}
	for (int j = 0; j < n; j++) {
		const isa_bitset *b = r->leaves[cand ? cand[j] : j];
		if (!leaf_matches(b, w, gen, nwords))
			continue;
		if (r->first_match) /* decodetree: the earliest leaf wins */
			return b;
		if (match) {
			if (conflict) {
				conflict[0] = match;
				conflict[1] = b;
			}
			return NULL;
		}
		match = b;
	}
	return match;
}

/* ---- building the index ----------------------------------------------- */

static bool fixes(const isa_bitset *b, int bit)
{
	return isa_bits_test(&b->lmask, bit) && !isa_bits_test(&b->ldontcare, bit);
}

/* Key bits, greedily: the bits most leaves fix, as long as the leaves
 * that do not fix them (copied into both halves) keep the bucket lists
 * within KEY_SPREAD times the leaves.  free_bits[l] counts leaf l's
 * unfixed key bits. */
static int choose_key(const isa_root *r, int width, int *key_bit, int *free_bits)
{
	int *count = calloc((size_t)width, sizeof(int));
	if (!count)
		abort();
	for (int l = 0; l < r->nleaves; l++)
		for (int bit = 0; bit < width; bit++)
			count[bit] += fixes(r->leaves[l], bit);
	int nkey = 0;
	memset(free_bits, 0, (size_t)r->nleaves * sizeof(int));
	while (nkey < KEY_BITS_MAX) {
		int best = -1;
		for (int bit = 0; bit < width; bit++)
			if (count[bit] > 0 && (best < 0 || count[bit] > count[best]))
				best = bit;
		if (best < 0)
			break;
		count[best] = 0; /* considered */
		long long total = 0;
		for (int l = 0; l < r->nleaves; l++)
			total += 1LL << (free_bits[l] + !fixes(r->leaves[l], best));
		if (total > (long long)KEY_SPREAD * r->nleaves)
			continue;
		for (int l = 0; l < r->nleaves; l++)
			free_bits[l] += !fixes(r->leaves[l], best);
		key_bit[nkey++] = best;
	}
	free(count);
	return nkey;
}

/* Every key k a leaf's fixed key bits allow: fill[k] counts it, and when
 * start is given the leaf is written into bucket k as well. */
static void leaf_keys(const isa_match_index *x, const isa_bitset *b, int *fill, int li,
		      const int *start)
{
	unsigned base = 0, vary = 0;
	for (int i = 0; i < x->nkey; i++) {
		if (fixes(b, x->key_bit[i]))
			base |= (unsigned)isa_bits_test(&b->lmatch, x->key_bit[i]) << i;
		else
			vary |= 1u << i;
	}
	/* every subset of `vary`, added to base */
	unsigned sub = 0;
	do {
		unsigned k = base | sub;
		if (start)
			x->leaf[start[k] + fill[k]] = li;
		fill[k]++;
		sub = (sub - vary) & vary;
	} while (sub);
}

/* The key bits in ascending order (which bit is which in a bucket number
 * does not change what a bucket holds), then grouped into runs. */
static void sort_key(isa_match_index *x)
{
	for (int i = 1; i < x->nkey; i++)
		for (int j = i; j > 0 && x->key_bit[j - 1] > x->key_bit[j]; j--) {
			int t = x->key_bit[j];
			x->key_bit[j] = x->key_bit[j - 1];
			x->key_bit[j - 1] = t;
		}
	x->nruns = 0;
	for (int i = 0; i < x->nkey;) {
		int j = i + 1;
		while (j < x->nkey && x->key_bit[j] == x->key_bit[j - 1] + 1 &&
		       x->key_bit[j] / 64 == x->key_bit[i] / 64)
			j++;
		int r = x->nruns++;
		x->run[r].word = (unsigned char)(x->key_bit[i] / 64);
		x->run[r].shift = (unsigned char)(x->key_bit[i] % 64);
		x->run[r].at = (unsigned char)i;
		x->run[r].mask = ((uint64_t)1 << (j - i)) - 1;
		i = j;
	}
}

static void index_root(isa *m, isa_root *r)
{
	if (r->nleaves == 0)
		return;
	isa_match_index *x = isa_arena_alloc(m->arena, sizeof(*x));
	for (int l = 0; l < r->nleaves; l++)
		for (int i = ISA_MAX_WORDS; i > x->nwords; i--)
			if (r->leaves[l]->lmask.w[i - 1] | r->leaves[l]->lmatch.w[i - 1]) {
				x->nwords = i;
				break;
			}
	int width = x->nwords * 64;
	int *free_bits = isa_xmalloc((size_t)r->nleaves * sizeof(int));
	x->nkey = width ? choose_key(r, width, x->key_bit, free_bits) : 0;
	free(free_bits);
	sort_key(x);
	size_t nb = (size_t)1 << x->nkey;
	int *fill = calloc(nb, sizeof(int));
	if (!fill)
		abort();
	for (int l = 0; l < r->nleaves; l++)
		leaf_keys(x, r->leaves[l], fill, l, NULL);
	x->start = isa_arena_alloc(m->arena, (nb + 1) * sizeof(int));
	x->start[0] = 0;
	for (size_t k = 0; k < nb; k++)
		x->start[k + 1] = x->start[k] + fill[k];
	x->leaf = isa_arena_alloc(m->arena, ((size_t)x->start[nb] + 1) * sizeof(int));
	memset(fill, 0, nb * sizeof(int));
	for (int l = 0; l < r->nleaves; l++) /* in table order: buckets stay sorted */
		leaf_keys(x, r->leaves[l], fill, l, x->start);
	free(fill);
	r->index = x;
}

void isa__index_roots(isa *m)
{
	for (int i = 0; i < m->nroots; i++)
		index_root(m, &m->roots[i]);
}
