/*
 * codegen/classify.c - a decision tree as C: nested switches on bits of
 * the word, one label per tree node (the tree is a DAG, so nodes are
 * reached by goto), and at each tree leaf a full check of its candidates
 * in root table order.  The candidates' full check is what keeps the
 * generated classifier equal to the model's scan even where the tree
 * stops early; `gen --verify` proves the tree never drops a leaf that can
 * match.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "internal.h"

static int words_of(const isa *m) { return (m->bitsize + 63) / 64; }

/* What every path to a tree node has decided about the word: for each
 * word i, the bits mask[i] fixed to val[i] (switch keys, the dispatch's
 * key and the test before it).  A leaf's check then tests only the bits
 * its pattern fixes that the path has not: the others are equal already. */
typedef struct known {
	uint64_t *mask;
	uint64_t *val;
} known;

/* candidate b's fixed bits of word i that path k leaves open (*mask) and
 * their value (*want); false when k contradicts b (b cannot match there) */
static bool open_bits(const isa_bitset *b, const known *k, int i, uint64_t *mask, uint64_t *want)
{
	uint64_t full = b->lmask.w[i] & ~b->ldontcare.w[i];
	*mask = full;
	*want = b->lmatch.w[i];
	/* a match value outside its mask never matches: keep the whole test */
	if (!k || (b->lmatch.w[i] & ~full))
		return true;
	if ((b->lmatch.w[i] ^ k->val[i]) & full & k->mask[i])
		return false;
	*mask = full & ~k->mask[i];
	*want = b->lmatch.w[i] & *mask;
	return true;
}

/* can candidate b match a word that took path k? */
static bool possible(const isa *m, const isa_bitset *b, const known *k)
{
	uint64_t mask, want;
	for (int i = 0; i < words_of(m); i++)
		if (!open_bits(b, k, i, &mask, &want))
			return false;
	return true;
}

/* the gen range of candidate b as a C test; false when it always holds */
static bool gen_test(FILE *out, const isa_bitset *b)
{
	bool any = false;
	if (b->eff_gen_min > 0) {
		fprintf(out, "gen >= %" PRIu32 "u", b->eff_gen_min);
		any = true;
	}
	if (b->eff_gen_max < UINT32_MAX) {
		fprintf(out, "%sgen <= %" PRIu32 "u", any ? " && " : "", b->eff_gen_max);
		any = true;
	}
	return any;
}

/* the test "candidate b matches (w, gen)" on a word that took path k
 * (NULL: nothing known); false when that test is always true */
static bool match_test(FILE *out, const isa *m, const isa_bitset *b, const known *k)
{
	bool any = gen_test(out, b);
	for (int i = 0; i < words_of(m); i++) {
		uint64_t mask, want;
		open_bits(b, k, i, &mask, &want);
		if (!mask)
			continue;
		fprintf(out, "%s(w[%d] & UINT64_C(0x%llx)) == UINT64_C(0x%llx)", any ? " && " : "", i,
			(unsigned long long)mask, (unsigned long long)want);
		any = true;
	}
	if (!any)
		fputs("1", out);
	return any;
}

static int local_index(const isa_root *r, const isa_bitset *b)
{
	for (int i = 0; i < r->nleaves; i++)
		if (r->leaves[i] == b)
			return i;
	return -1;
}

/* How a tree leaf answers: `return` for the classifier; for the argument
 * classifier of gen_args.c, a jump to the label that fills the leaf's
 * record (a_<leaf>, a_none, a_conf, a_any), marked in used[] so that only
 * labels jumped to are written. */
typedef struct answer {
	FILE *out;
	const char *prefix;
	unsigned char *used; /* NULL: return; else per leaf, then none, conf, any */
	int nleaves;
	int root; /* the root's index: rt_pick_<root> finds a group's leaf */
} answer;

static void ret_leaf(const answer *a, int li)
{
	if (!a->used) {
		fprintf(a->out, "return %d;\n", li);
		return;
	}
	a->used[li] = 1;
	fprintf(a->out, "goto a_%d;\n", li);
}

static void ret_none(const answer *a)
{
	if (!a->used) {
		fprintf(a->out, "return %s_NO_MATCH;\n", a->prefix);
		return;
	}
	a->used[a->nleaves] = 1;
	fputs("goto a_none;\n", a->out);
}

/* does every word that took path k pass candidate b's test? */
static bool always(const isa *m, const isa_bitset *b, const known *k)
{
	if (b->eff_gen_min > 0 || b->eff_gen_max < UINT32_MAX)
		return false;
	for (int i = 0; i < words_of(m); i++) {
		uint64_t mask, want;
		if (!open_bits(b, k, i, &mask, &want) || mask)
			return false;
	}
	return true;
}

/* ---- groups (isa_dgroup): one test for the leaves of one encoding ---- */

/* the group of a candidate, or NULL when it stands alone */
static const isa_dgroup *group_of(const isa_dtree *t, const isa_bitset *b)
{
	if (!t->ngroups)
		return NULL;
	int li = local_index(t->root, b);
	if (li < 0 || t->group[li] < 0)
		return NULL;
	return &t->groups[t->group[li]];
}

/* candidates [i, *end) of tree leaf n are one unit: a group's leaves (the
 * tree keeps them together) or one leaf alone */
static const isa_dgroup *unit_at(const isa_dtree *t, const isa_dnode *n, int i, int *end)
{
	const isa_dgroup *g = group_of(t, n->cand[i]);
	int j = i + 1;
	while (g && j < n->ncand && group_of(t, n->cand[j]) == g)
		j++;
	*end = j;
	return g;
}

static int unit_count(const isa_dtree *t, const isa_dnode *n)
{
	int units = 0;
	for (int i = 0, end; i < n->ncand; i = end, units++)
		unit_at(t, n, i, &end);
	return units;
}

/* can a word that took path k be in group g?  Not when the path leaves
 * the hull, or decides every bit of an excluded cube outside the hull
 * its way: a word in the hull is then in that cube (it lies in the hull). */
static bool group_possible(const isa_dgroup *g, const known *k)
{
	if (!k)
		return true;
	if ((g->hval ^ k->val[0]) & g->hmask & k->mask[0])
		return false;
	for (int x = 0; x < g->nx; x++)
		if (!(g->xmask[x] & ~g->hmask & ~k->mask[0]) && !((g->xval[x] ^ k->val[0]) & g->xmask[x] & k->mask[0]))
			return false;
	return true;
}

/* excluded cube x of g, as far as path k and the hull test leave it
 * open (an excluded cube lies in the hull: its bits there are the hull's);
 * *mask 0: the path keeps the word out of it (group_possible has refused
 * the other way to get 0, the path putting every word in it) */
static void group_excluded(const isa_dgroup *g, int x, const known *k, uint64_t *mask, uint64_t *want)
{
	*mask = g->xmask[x] & ~g->hmask; /* the hull test has the rest */
	if (k && ((g->xval[x] ^ k->val[0]) & g->xmask[x] & k->mask[0]))
		*mask = 0;
	else if (k)
		*mask &= ~k->mask[0];
	*want = g->xval[x] & *mask;
}

/* the test "the word is in a leaf of g": in the hull, out of every
 * excluded cube, the gen in range (the leaves share it); false when it
 * always holds */
static bool group_test(FILE *out, const isa_dgroup *g, const isa_bitset *b, const known *k)
{
	bool any = gen_test(out, b);
	uint64_t mask = g->hmask & ~(k ? k->mask[0] : 0);
	if (mask) {
		fprintf(out, "%s(w[0] & UINT64_C(0x%llx)) == UINT64_C(0x%llx)", any ? " && " : "",
			(unsigned long long)mask, (unsigned long long)(g->hval & mask));
		any = true;
	}
	for (int x = 0; x < g->nx; x++) {
		uint64_t want;
		group_excluded(g, x, k, &mask, &want);
		if (!mask)
			continue;
		fprintf(out, "%s(w[0] & UINT64_C(0x%llx)) != UINT64_C(0x%llx)", any ? " && " : "",
			(unsigned long long)mask, (unsigned long long)want);
		any = true;
	}
	if (!any)
		fputs("1", out);
	return any;
}

/* The bits that tell the leaves of g apart (its key): what the cubes of
 * all but its last fix outside the hull.  In the hull, a word's leaf
 * depends on them alone: the first of those cubes that holds the word,
 * else the last leaf (every word of the group none of them takes). */
static uint64_t pick_key(const isa_dtree *t, const isa_dgroup *g)
{
	uint64_t key = 0;
	for (int i = g->first; i < g->first + g->n - 1; i++) {
		const isa_bitset *b = t->root->leaves[i];
		key |= b->lmask.w[0] & ~b->ldontcare.w[0];
	}
	return key & ~g->hmask;
}

/* where g's rows start in rt_pick_<root>_tab: a row per key value of
 * each group before it */
static long pick_offset(const isa_dtree *t, const isa_dgroup *g)
{
	long off = 0;
	for (const isa_dgroup *h = t->groups; h < g; h++)
		off += 1L << __builtin_popcountll(pick_key(t, h));
	return off;
}

/* the key of g as C, bits packed low to high, from the word `w` */
static void pick_key_expr(FILE *out, uint64_t key, const char *w)
{
	int placed = 0;
	bool first = true;
	while (key) {
		int low = __builtin_ctzll(key), width = 0;
		while (low + width < 64 && ((key >> (low + width)) & 1))
			width++;
		uint64_t run = width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
		fprintf(out, "%s(unsigned)((%s >> %d) & 0x%llxu)", first ? "" : " | ", w, low - placed,
			(unsigned long long)(run << placed));
		key &= ~(run << low);
		placed += width;
		first = false;
	}
	if (first)
		fputs("0u", out);
}

/* the leaf of g a word in g is in, as C: a table row read by g's key (a
 * row per key value; the scan of g's cubes it replaces took a branch the
 * word decides per cube, mispredicted about once a word on random words) */
static void pick_expr(FILE *out, const isa_dtree *t, int root, const isa_dgroup *g, const char *w)
{
	fprintf(out, "%d + rt_pick_%d_tab[%ld + (", g->first, root, pick_offset(t, g));
	pick_key_expr(out, pick_key(t, g), w);
	fputs(")]", out);
}

static void group_leaf(FILE *out, const answer *a, const isa_dtree *t, const isa_dgroup *g)
{
	pick_expr(out, t, a->root, g, "w[0]");
}

/* the answer "the word is in a leaf of g" (the classifier returns it, the
 * argument classifier jumps to its record through a_any) */
static void ret_group(const answer *a, const isa_dtree *t, const isa_dgroup *g)
{
	FILE *out = a->out;
	if (!a->used) {
		fputs("return ", out);
		group_leaf(out, a, t, g);
		fputs(";\n", out);
		return;
	}
	for (int i = 0; i < g->n; i++)
		a->used[g->first + i] = 1;
	a->used[a->nleaves] = 1; /* a_any's default */
	a->used[a->nleaves + 2] = 1;
	fputs("{\n\t\t\tk = ", out);
	group_leaf(out, a, t, g);
	fputs(";\n\t\t\tgoto a_any;\n\t\t}\n", out);
}

/* The table and function that find a group's leaf.  A group's rows,
 * one per value of its key (pick_key), each the leaf of the words of the
 * hull with that key, less the group's first (leaves of one group share
 * no word, and a group holds at most 256, so a byte holds it).  Words the
 * hull holds with no leaf are never looked up (the group's test or the
 * path refuses them); their rows hold the last leaf, as the scan of cubes
 * this replaced gave them.  rt_pick_<root> finds the leaf from a group's
 * first only known at run time (rt_end_<root>); the tree reads the table
 * itself. */
static void pick_function(FILE *out, const isa_dtree *t, int k)
{
	if (!t->ngroups)
		return;
	fprintf(out, "/* root %s: the leaf of each of its %d groups per key value, less the group's first */\n",
		gen_cmt(t->root->root->name), t->ngroups);
	fprintf(out, "static const uint8_t rt_pick_%d_tab[] = {\n", k);
	for (int gi = 0; gi < t->ngroups; gi++) {
		const isa_dgroup *g = &t->groups[gi];
		uint64_t key = pick_key(t, g);
		int nk = __builtin_popcountll(key);
		fprintf(out, "\t/* leaves %d..%d, key 0x%llx */\n", g->first, g->first + g->n - 1,
			(unsigned long long)key);
		for (uint64_t v = 0; v < (uint64_t)1 << nk; v++) {
			/* the word of the hull with key value v */
			uint64_t w = g->hval, rest = key, src = v;
			for (; rest; rest &= rest - 1, src >>= 1)
				if (src & 1)
					w |= rest & (~rest + 1);
			int i = g->first;
			for (; i < g->first + g->n - 1; i++) {
				const isa_bitset *b = t->root->leaves[i];
				uint64_t mask = b->lmask.w[0] & ~b->ldontcare.w[0];
				if ((w & mask) == (b->lmatch.w[0] & mask))
					break;
			}
			fprintf(out, "%s%d,", v % 16 ? " " : v ? "\n\t" : "\t", i - g->first);
		}
		fputs("\n", out);
	}
	fputs("};\n\n", out);
	fputs("#ifndef RT_PICK_ATTR\n#if defined(__GNUC__)\n#define RT_PICK_ATTR __attribute__((noinline, unused))\n"
	      "#else\n#define RT_PICK_ATTR\n#endif\n#endif\n",
	      out);
	/* run time only in rt_end_<root>, on words of several candidates: a
	 * row per group and a loop kept it small (a switch of every group's
	 * key was 1.1 KB on riscv64g) */
	const char *type = t->root->root->size <= 32 ? "uint32_t" : "uint64_t";
	fprintf(out, "/* per group: its first leaf, its rows in rt_pick_%d_tab, its key */\n"
		     "static const %s rt_pick_%d_grp[][3] = {\n",
		k, type, k);
	for (int gi = 0; gi < t->ngroups; gi++)
		fprintf(out, "\t{%d, %ld, 0x%llx%s},\n", t->groups[gi].first, pick_offset(t, &t->groups[gi]),
			(unsigned long long)pick_key(t, &t->groups[gi]), t->root->root->size <= 32 ? "u" : "ull");
	fputs("};\n\n", out);
	fprintf(out, "/* the leaf of a group a word is in, from the group's first leaf i */\n"
		     "RT_PICK_ATTR static int rt_pick_%d(uint64_t w, int i)\n{\n"
		     "\tint g = 0;\n\twhile ((int)rt_pick_%d_grp[g][0] != i)\n\t\tg++;\n"
		     "\tunsigned key = 0, bit = 1;\n"
		     "\tfor (uint64_t m = rt_pick_%d_grp[g][2]; m; m &= m - 1, bit <<= 1)\n"
		     "\t\tif (w & m & (~m + 1))\n\t\t\tkey |= bit;\n"
		     "\treturn i + rt_pick_%d_tab[rt_pick_%d_grp[g][1] + key];\n}\n\n",
		k, k, k, k, k);
}

/* does every word that took path k fall in a leaf of group g? */
static bool group_always(const isa_dgroup *g, const isa_bitset *b, const known *k)
{
	if (b->eff_gen_min > 0 || b->eff_gen_max < UINT32_MAX || (g->hmask & ~(k ? k->mask[0] : 0)))
		return false;
	for (int x = 0; x < g->nx; x++) {
		uint64_t mask, want;
		group_excluded(g, x, k, &mask, &want);
		if (mask)
			return false;
	}
	return true;
}

/* A tree leaf of several candidates in a tree with groups (MPACT's):
 * the candidates from the last to the first, each that matches taking
 * over k and handing the one before to j, so that k ends with the first
 * match in table order and j with the second; then one shared exit
 * (tail_label) reports them.  The code per candidate is a test and two
 * moves, where a conflict check and report per candidate cost several
 * times that. */
static void tree_leaf_back(const answer *a, const isa *m, const isa_dtree *t, const isa_dnode *n,
			   const known *k)
{
	FILE *out = a->out;
	int *start = malloc(sizeof(int) * (size_t)(n->ncand + 1)), nu = 0, end;
	for (int i = 0; i < n->ncand; i = end)
		start[nu++] = i, unit_at(t, n, i, &end);
	fprintf(out, "\tk = %s_NO_MATCH;\n\tj = %s_NO_MATCH;\n", a->prefix, a->prefix);
	for (int u = nu - 1; u >= 0; u--) {
		const isa_bitset *b = n->cand[start[u]];
		const isa_dgroup *g = unit_at(t, n, start[u], &end);
		if (g ? !group_possible(g, k) : !possible(m, b, k))
			continue;
		for (int i = start[u]; a->used && i < end; i++)
			a->used[local_index(t->root, n->cand[i])] = 1;
		if (g ? group_always(g, b, k) : always(m, b, k)) {
			fputs("\tj = k;\n\tk = ", out);
		} else {
			fputs("\tif (", out);
			if (g)
				group_test(out, g, b, k);
			else
				match_test(out, m, b, k);
			fputs(") {\n\t\tj = k;\n\t\tk = ", out);
		}
		/* a group as -3 - its first leaf: tail_label finds the leaf */
		fprintf(out, "%d", g ? -3 - g->first : local_index(t->root, b));
		fputs(g ? (group_always(g, b, k) ? ";\n" : ";\n\t}\n") : (always(m, b, k) ? ";\n" : ";\n\t}\n"),
		      out);
	}
	if (a->used)
		fputs("\tgoto t_end;\n", out);
	else
		fprintf(out, "\treturn rt_end_%d(w[0], k, j, conf);\n", a->root);
	free(start);
}

/* The exit of tree_leaf_back: a conflict when j holds a second match
 * (leaves are >= 0, NO_MATCH -1 and a group -3 - its first leaf), else
 * k's leaf or no match.  A group's leaf is found here, not in the scan: a
 * call in the scan kept k and j in registers a call preserves, which
 * every word paid for on entry and exit (riscv64g: 1.5 to 6 instructions
 * a word).  The classifier calls it as rt_end_<root> (one copy: as a label
 * the compiler copied it into every tree leaf, riscv64g's 32-bit tree a
 * third larger); the argument classifier jumps to t_end. */
static void end_text(FILE *out, const answer *a)
{
	int r = a->root;
	fprintf(out, "\tif (j != %s_NO_MATCH) {\n\t\tif (k < -2)\n\t\t\tk = rt_pick_%d(w[0], -3 - k);\n"
		     "\t\tif (j < -2)\n\t\t\tj = rt_pick_%d(w[0], -3 - j);\n"
		     "\t\tif (conf) {\n\t\t\tconf[0] = k;\n\t\t\tconf[1] = j;\n\t\t}\n",
		a->prefix, r, r);
	if (!a->used) {
		/* k is a leaf or NO_MATCH already */
		fprintf(out, "\t\treturn %s_CONFLICT;\n\t}\n\tif (k < -2)\n\t\treturn rt_pick_%d(w[0], -3 - k);\n"
			     "\treturn k;\n",
			a->prefix, r);
		return;
	}
	a->used[a->nleaves] = 1;
	a->used[a->nleaves + 1] = 1;
	a->used[a->nleaves + 2] = 1;
	fprintf(out, "\t\tgoto a_conf;\n\t}\n\tif (k < -2)\n\t\tk = rt_pick_%d(w[0], -3 - k);\n\tgoto a_any;\n", r);
}

static void end_function(FILE *out, const answer *a)
{
	fprintf(out, "/* the end of a tree leaf of several candidates: the leaves of k and j */\n"
		     "RT_PICK_ATTR static int rt_end_%d(uint64_t w0, int k, int j, int *conf)\n{\n"
		     "\tconst uint64_t w[1] = {w0};\n",
		a->root);
	end_text(out, a);
	fputs("}\n\n", out);
}

/* can no word match two of tree leaf n's units?  (then the first that
 * matches is the answer, as for decodetree, and no pair is tracked) */
static bool units_disjoint(const isa_dtree *t, const isa_dnode *n)
{
	int nw = t->root->root->size > 0 ? (t->root->root->size + 63) / 64 : 1;
	for (int i = 0, ei; i < n->ncand; i = ei) {
		unit_at(t, n, i, &ei);
		for (int j = ei; j < n->ncand; j++)
			for (int x = i; x < ei; x++) {
				const isa_bitset *a = n->cand[x], *b = n->cand[j];
				bool apart = false;
				for (int w = 0; w < nw && w < ISA_MAX_WORDS && !apart; w++)
					apart = (a->lmask.w[w] & ~a->ldontcare.w[w] & b->lmask.w[w] & ~b->ldontcare.w[w] &
						 (a->lmatch.w[w] ^ b->lmatch.w[w])) != 0;
				if (!apart)
					return false;
			}
	}
	return true;
}

/* A tree leaf's checks, candidates in root table order; k: what the path
 * to it decided.  A candidate the path contradicts is left out: its test
 * could only fail.  A group's leaves are one candidate (unit_at): at most
 * one of them matches, and where the scan of each would take the first
 * two matching leaves, the scan of units takes the same two. */
static void tree_leaf(const answer *a, const isa *m, const isa_dtree *t, const isa_dnode *n, const known *k)
{
	FILE *out = a->out;
	int end;
	if (t->root->first_match || unit_count(t, n) <= 1 || (t->ngroups && units_disjoint(t, n))) {
		/* decodetree: the first candidate that matches wins */
		for (int i = 0; i < n->ncand; i = end) {
			const isa_dgroup *g = unit_at(t, n, i, &end);
			if (g ? !group_possible(g, k) : !possible(m, n->cand[i], k))
				continue;
			if (g ? group_always(g, n->cand[i], k) : always(m, n->cand[i], k)) {
				fputs("\t", out);
				if (g)
					ret_group(a, t, g);
				else
					ret_leaf(a, local_index(t->root, n->cand[i]));
				return;
			}
			fputs("\tif (", out);
			if (g) {
				group_test(out, g, n->cand[i], k);
				fputs(")\n\t\t", out);
				ret_group(a, t, g);
				continue;
			}
			match_test(out, m, n->cand[i], k);
			fputs(")\n\t\t", out);
			ret_leaf(a, local_index(t->root, n->cand[i]));
		}
		fputs("\t", out);
		ret_none(a);
		return;
	}
	/* a tree with groups: only tree_leaf_back sees them here */
	if (t->ngroups) {
		tree_leaf_back(a, m, t, n, k);
		return;
	}
	fputs("\tk = -1;\n", out);
	bool first = true;
	for (int i = 0; i < n->ncand; i++) {
		if (!possible(m, n->cand[i], k))
			continue;
		int li = local_index(t->root, n->cand[i]);
		if (a->used)
			a->used[li] = 1;
		fputs("\tif (", out);
		match_test(out, m, n->cand[i], k);
		if (first) {
			fprintf(out, ")\n\t\tk = %d;\n", li);
			first = false;
			continue;
		}
		/* conf may be NULL: the public functions pass the caller's
		 * pointer through, which keeps their call a tail jump */
		fprintf(out, ") {\n\t\tif (k >= 0) {\n\t\t\tif (conf) {\n\t\t\t\tconf[0] = k;\n"
			     "\t\t\t\tconf[1] = %d;\n\t\t\t}\n", li);
		if (a->used) {
			a->used[a->nleaves + 1] = 1;
			fputs("\t\t\tgoto a_conf;\n", out);
		} else {
			fprintf(out, "\t\t\treturn %s_CONFLICT;\n", a->prefix);
		}
		fprintf(out, "\t\t}\n\t\tk = %d;\n\t}\n", li);
	}
	if (!a->used) {
		fprintf(out, "\treturn k >= 0 ? k : %s_NO_MATCH;\n", a->prefix);
		return;
	}
	a->used[a->nleaves] = 1; /* a_any's default */
	a->used[a->nleaves + 2] = 1;
	fputs("\tgoto a_any;\n", out);
}

/* Would gcc test the keys at one end (from, step +1 or -1) with bit tests
 * rather than read them in the jump table?  It can for up to 64 keys of
 * few targets written as enough case ranges (1 target: 3, 2: 5), and then
 * bounds the table by the rest, as with a default at that end: sparc's
 * keys 0-15 (5 ranges of 2 targets) cost its argument classifier 2
 * instructions a word more with a default of the middle than with key
 * 0's.  An estimate of gcc's choice (3 targets are left out: riscv insn32's
 * keys would count, and gcc keeps them in the table); dflt's keys are
 * holes, as gcc sees them. */
static bool edge_bit_tests(const int *target, int nkeys, int from, int step, int dflt)
{
	int uniq[2], nu = 0, ranges = 0, prev = -3;
	for (int i = 0, k = from; i < 64 && i < nkeys; i++, k += step) {
		int t = target[k], u = 0;
		if (t == dflt) {
			prev = -3;
			continue;
		}
		while (u < nu && uniq[u] != t)
			u++;
		if (u == nu) {
			if (nu == 2)
				break;
			uniq[nu++] = t;
		}
		ranges += t != prev;
		prev = t;
	}
	return (nu == 1 && ranges >= 3) || (nu == 2 && ranges >= 5);
}

/* The target a decodetree switch sends to its default: the one with the
 * most keys among those taking neither the first key nor the last (-2:
 * none; a target may be -1, no match).  gcc proves a masked key's range,
 * and when the cases cover all of it (or the default takes key 0 or the
 * last key), it bounds the jump table by the other cases, so a run of keys
 * at either end costs a subtraction on the way to the jump and a compare
 * and branch before it.  On loongarch (bits 24-31, keys 0-3 alike; the
 * inner switches' key 0) NAME_decode_args took 31.0 instructions a valid
 * word with them, 28.0 without, and its valid branch words, whose one
 * jump the processor mispredicts, 10.3 ns against 9.6 (QEMU 9.2): the
 * subtraction lengthens the path from the word to the jump's target.  A
 * default that takes keys in the middle only leaves the table the whole
 * key range, reached by the key alone.  None (-2) either when gcc would
 * take an end's keys as bit tests. */
static int middle_default(const int *target, int nkeys)
{
	int top = -1, best = -2;
	for (int k = 0; k < nkeys; k++)
		top = target[k] > top ? target[k] : top;
	/* count[t + 1]: the keys of target t */
	int *count = calloc((size_t)top + 2, sizeof(int));
	for (int k = 0; k < nkeys; k++)
		count[target[k] + 1]++;
	for (int k = 0; k < nkeys; k++) {
		int t = target[k];
		if (t != target[0] && t != target[nkeys - 1] && (best < -1 || count[t + 1] > count[best + 1]))
			best = t;
	}
	free(count);
	if (best > -2 &&
	    (edge_bit_tests(target, nkeys, 0, 1, best) || edge_bit_tests(target, nkeys, nkeys - 1, -1, best)))
		return -2;
	return best;
}

/* an inner node's switch; dt: a decodetree root's (middle_default) */
static void inner(FILE *out, const isa_dnode *n, bool dt)
{
	fputs("\tswitch (", out);
	int shift = 0;
	for (int s = 0; s < n->nsegs; s++) {
		const isa_dseg *g = &n->segs[s];
		uint64_t mask = g->width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << g->width) - 1);
		int low = g->low % 64;
		/* one shift puts the segment at its key position and one mask
		 * keeps it: shifting first and then again costs an instruction */
		if (low >= shift)
			fprintf(out, "%s(unsigned)((w[%d] >> %d) & 0x%llxu)", s ? " | " : "", g->low / 64,
				low - shift, (unsigned long long)(mask << shift));
		else
			fprintf(out, "%s(unsigned)((w[%d] << %d) & 0x%llxu)", s ? " | " : "", g->low / 64,
				shift - low, (unsigned long long)(mask << shift));
		shift += g->width;
	}
	if (!n->nsegs)
		fputs("0", out);
	fputs(") {\n", out);
	/* one group of case labels per distinct child, first key order */
	int nkeys = 1 << n->keybits;
	unsigned char *done = calloc((size_t)nkeys, 1);
	int dflt = n->child[0];
	if (dt) {
		int mid = middle_default(n->child, nkeys);
		dflt = mid >= 0 ? mid : dflt;
	}
	for (int k = 0; k < nkeys; k++) {
		if (done[k] || n->child[k] == dflt)
			continue;
		int col = 0;
		for (int j = k; j < nkeys; j++) {
			if (done[j] || n->child[j] != n->child[k])
				continue;
			done[j] = 1;
			fprintf(out, "%scase %d:", col % 8 ? " " : "\t", j);
			if (++col % 8 == 0)
				fputs("\n", out);
		}
		fprintf(out, "%s\t\tgoto n%d;\n", col % 8 ? "\n" : "", n->child[k]);
	}
	fprintf(out, "\tdefault:\n\t\tgoto n%d;\n\t}\n", dflt);
	free(done);
}

/* the bits of word i every leaf of r fixes to the same value (*value) */
static uint64_t fixed_alike(const isa_root *r, int i, uint64_t *value)
{
	uint64_t common = ~(uint64_t)0;
	*value = 0;
	for (int j = 0; j < r->nleaves; j++) {
		const isa_bitset *b = r->leaves[j];
		uint64_t mask = b->lmask.w[i] & ~b->ldontcare.w[i];
		if (j == 0)
			*value = b->lmatch.w[i] & mask;
		common &= mask & ~(*value ^ b->lmatch.w[i]);
	}
	return common;
}

/* QEMU's and MPACT's descriptions fix some bits the same way in every
 * encoding (riscv's 32-bit patterns all end in 11): one test of those bits
 * first sends most uniform random words away before the first switch.  It
 * only repeats what every candidate's full check tests, so the result is
 * the same.  isaspec roots are left as they are. */
static void early_reject(const answer *a, const isa *m, const isa_dtree *t)
{
	FILE *out = a->out;
	const isa_root *r = t->root;
	if ((!m->dt && !m->mp) || r->nleaves == 0)
		return;
	for (int i = 0; i < words_of(m); i++) {
		uint64_t value, common = fixed_alike(r, i, &value);
		if (!common)
			continue;
		fprintf(out, "\tif ((w[%d] & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\t", i,
			(unsigned long long)common, (unsigned long long)(value & common));
		ret_none(a);
	}
}

/* First-level dispatch (decodetree and MPACT roots).  One switch on a key
 * of at most DISPATCH_BITS bits of the word replaces the first levels of
 * the tree: for each key value, the tree is walked as far as the key's
 * bits decide it, and a value that no leaf of the root can take (a fixed
 * bit of every leaf disagrees) rejects at once.  The compiler turns the
 * switch into one jump table.  Two shapes compete, by the instructions
 * they are estimated to take on uniform random words:
 *   - a window of adjacent bits holding the bits every leaf fixes alike,
 *     which the jump table then rejects with the rest;
 *   - MPACT's shape: a test of the bits fixed alike first (riscv's 11
 *     ends three words in four in two instructions), then a key gathered
 *     from several segments: the bits of the tree's first switch without
 *     those, and with the bits of one of its children when they fit, so
 *     that one jump also takes the second level for most words;
 *   - decodetree's shape: MPACT's key with the bits fixed alike in it and
 *     no test before, up to DISPATCH_WIDE bits.  On uniform random words
 *     the test's branch goes either way at random, and a word that passes
 *     it meets the jump table's indirect jump as well: two unpredictable
 *     branches, where the key with those bits has one (the table's default
 *     rejects).  Measured on riscv insn32 (bench/qemu_gen.sh, uniform
 *     words), the test then a switch on bits 2-6 and 12-14 took 5.7 ns a
 *     word, one switch on bits 0-6 and 12-14 4.1 ns, for 7 more
 *     instructions.  Decodetree roots therefore have no test before the
 *     switch, and their windows compete with this shape.
 * The result is the tree's: a word reaches the node the tree would reach
 * from it, and a rejected word is one every candidate's full check would
 * refuse. */
#define DISPATCH_BITS 8
#define DISPATCH_WIDE 10
/* What a switch's jump below the dispatch costs a decodetree root beyond
 * its instructions, in instructions: a uniform random word takes it to a
 * target the predictor can seldom guess.  Without it, a window of bits
 * 0-7 (one jump, then the funct3 switch for most valid words) looked
 * cheaper on riscv insn32 than the key of bits 0-6 and 12-14, which
 * measured 5.1 against 4.1 ns a uniform word. */
#define DISPATCH_JUMP 20

typedef struct dispatch {
	int word;        /* every bit below is in w[word] */
	uint64_t key;    /* the bits the switch reads; the lowest is key bit 0 */
	uint64_t early;  /* the bits tested before the switch (0: no test) */
	uint64_t evalue; /* the value the test wants */
	int *target;     /* per key value: a node, or -1 for no match */
	double jump;     /* DISPATCH_JUMP for decodetree, else 0 (MPACT) */
} dispatch;

static int bit_count(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* runs of adjacent bits in x: each costs a shift and a mask in the key */
static int run_count(uint64_t x) { return bit_count(x & ~(x << 1)); }

static uint64_t low_bits(int width) { return width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1; }

/* the word's bits the dispatch knows for key value v: v's bits at the
 * key's positions, the early test's value at its own */
static uint64_t scatter(const dispatch *d, unsigned v)
{
	uint64_t u = d->evalue, k = d->key;
	for (int i = 0; k; k &= k - 1, i++)
		if ((v >> i) & 1)
			u |= k & (~k + 1);
	return u;
}

/* does leaf b fix the known bits in a way the word u can meet? */
static bool fits(const isa_bitset *b, const dispatch *d, uint64_t u)
{
	uint64_t care = b->lmask.w[d->word] & ~b->ldontcare.w[d->word] & (d->key | d->early);
	return ((b->lmatch.w[d->word] ^ u) & care) == 0;
}

/* the bits of w[word] node n switches on in *bits; false when some lie
 * in another word */
static bool node_bits(const isa_dnode *n, int word, uint64_t *bits)
{
	*bits = 0;
	for (int s = 0; s < n->nsegs; s++) {
		const isa_dseg *g = &n->segs[s];
		if (g->low / 64 != word || g->low % 64 + g->width > 64)
			return false;
		*bits |= low_bits(g->width) << (g->low % 64);
	}
	return true;
}

/* the dispatch knows every bit node n switches on */
static bool decided(const isa_dnode *n, const dispatch *d)
{
	uint64_t bits;
	return node_bits(n, d->word, &bits) && (bits & ~(d->key | d->early)) == 0;
}

/* where the tree goes for key value v, as far as the dispatch decides it
 * (-1: no leaf of the root can match) */
static int resolve(const isa_dtree *t, const dispatch *d, unsigned v)
{
	uint64_t u = scatter(d, v);
	bool any = false;
	for (int j = 0; j < t->root->nleaves && !any; j++)
		any = fits(t->root->leaves[j], d, u);
	if (!any)
		return -1;
	int id = 0;
	while (t->nodes[id].child && decided(&t->nodes[id], d)) {
		const isa_dnode *n = &t->nodes[id];
		unsigned key = 0;
		int shift = 0;
		for (int s = 0; s < n->nsegs; s++) {
			const isa_dseg *g = &n->segs[s];
			key |= (unsigned)((u >> (g->low % 64)) & low_bits(g->width)) << shift;
			shift += g->width;
		}
		id = n->child[key];
	}
	const isa_dnode *n = &t->nodes[id];
	if (!n->child) {
		any = false;
		for (int i = 0; i < n->ncand && !any; i++)
			any = fits(n->cand[i], d, u);
		if (!any)
			return -1;
	}
	return id;
}

/* Instructions a uniform random word is estimated to take from node id
 * on (memo[] < 0: not yet known): a switch costs a few plus one per
 * segment, plus jump for its indirect jump, then its children's average;
 * a tree leaf one test per candidate.  Only a scale to compare dispatches
 * by. */
static double node_cost(const isa_dtree *t, int id, double jump, double *memo)
{
	if (memo[id] >= 0)
		return memo[id];
	const isa_dnode *n = &t->nodes[id];
	double c = 2 + 4 * unit_count(t, n);
	if (n->child) {
		double sum = 0;
		int nkeys = 1 << n->keybits;
		for (int k = 0; k < nkeys; k++)
			sum += node_cost(t, n->child[k], jump, memo);
		c = 4 + 3 * n->nsegs + jump + sum / nkeys;
	}
	memo[id] = c;
	return c;
}

/* Fill d->target; returns the estimate of node_cost for the whole
 * dispatch: the early test, then the switch for the words it lets pass
 * (a rejected key value costs the return) */
static double dispatch_cost(const isa_dtree *t, dispatch *d, double *memo)
{
	int nkeys = 1 << bit_count(d->key);
	double sum = 0;
	for (int v = 0; v < nkeys; v++) {
		d->target[v] = resolve(t, d, (unsigned)v);
		sum += d->target[v] < 0 ? 2 : node_cost(t, d->target[v], d->jump, memo);
	}
	double pass = d->early ? 1.0 / (double)((uint64_t)1 << bit_count(d->early)) : 1;
	return (d->early ? 3 : 0) + pass * (4 + 3 * run_count(d->key) + sum / nkeys);
}

/* keep cur in *d when it is cheaper than what *d holds (best < 0: none);
 * a key of more than DISPATCH_BITS bits only when wide */
static void consider(const isa_dtree *t, dispatch *cur, dispatch *d, double *best, double *memo, bool wide)
{
	if (!cur->key || bit_count(cur->key) > (wide ? DISPATCH_WIDE : DISPATCH_BITS))
		return;
	/* a dispatch that leaves the first switch to do would add a jump */
	if (t->nodes[0].child && !decided(&t->nodes[0], cur))
		return;
	double c = dispatch_cost(t, cur, memo);
	if (*best >= 0 && c >= *best)
		return;
	*best = c;
	int *keep = d->target;
	*d = *cur;
	d->target = keep;
	memcpy(d->target, cur->target, sizeof(int) << DISPATCH_WIDE);
}

/* the widest first switch of a root with no bit fixed alike that the
 * argument classifier still gathers with a child's bits (see below) */
#define DISPATCH_NARROW 3

/* The cheapest dispatch of the first word for the root (for windows the
 * lowest position on a tie).  False for isaspec roots, which keep their
 * tree as it is.  Roots whose leaves fix no bit alike (a32, a64, SPARC)
 * keep their tree in the classifier: measured there, a window costs more
 * than the tree's own first switch.  Decodetree's argument classifier
 * (not early) takes decodetree's shape for them, windows left out: the
 * first switch's bits with one child's in one jump table, where the tree
 * took two jumps, each mispredicted about once a uniform random word.
 * Measured (bench/qemu_gen.sh's words, ns a word, args, before -> after):
 * a64 19.1 -> 16.2 uniform, 20.2 -> 17.4 valid; SPARC 14.5 -> 11.5 and
 * 13.7 -> 11.1; a32 15.5 -> 14.5 and 14.0 -> 13.2.  A window (a32's bits
 * 20-27, a64's 24-31) looked cheaper still to node_cost, but on a32 it
 * left compare chains below that took 16.7 ns a uniform word.  Only for a
 * first switch of at most DISPATCH_NARROW bits (those three: 2 and 3):
 * riscv insn16's reads 5 bits already, and with a child's it took 11.3
 * ns a valid word, not 10.8.  Without early, windows only, and
 * decodetree's shape, which has no test. */
static bool choose_dispatch(const isa *m, const isa_dtree *t, bool early, dispatch *d)
{
	if ((!m->dt && !m->mp) || t->root->nleaves == 0 || t->nnodes == 0)
		return false;
	int bits = m->bitsize < 64 ? m->bitsize : 64;
	int width = bits < DISPATCH_BITS ? bits : DISPATCH_BITS;
	uint64_t value, alike = fixed_alike(t->root, 0, &value);
	if (width <= 0 || (!alike && (early || !m->dt || t->nodes[0].keybits > DISPATCH_NARROW)))
		return false;
	double *memo = malloc(sizeof(double) * (size_t)t->nnodes);
	for (int i = 0; i < t->nnodes; i++)
		memo[i] = -1;
	dispatch cur = {0, 0, 0, 0, malloc(sizeof(int) << DISPATCH_WIDE), m->dt ? DISPATCH_JUMP : 0};
	d->target = malloc(sizeof(int) << DISPATCH_WIDE);
	double best = -1;
	/* windows of adjacent bits that hold the bits fixed alike (none
	 * without such bits: see above) */
	for (int low = 0; alike && low + width <= bits; low++) {
		cur.key = low_bits(width) << low;
		if ((alike & ~cur.key) == 0)
			consider(t, &cur, d, &best, memo, false);
	}
	/* the test of those bits (decodetree: those bits in the key), then
	 * the first switch's other bits, alone or with those of one of its
	 * children */
	const isa_dnode *n = &t->nodes[0];
	uint64_t root, more, in = m->dt ? alike : 0;
	cur.early = m->dt ? 0 : alike;
	cur.evalue = m->dt ? 0 : value & alike;
	if ((early || m->dt) && n->child && node_bits(n, 0, &root)) {
		cur.key = (root & ~alike) | in;
		consider(t, &cur, d, &best, memo, m->dt);
		for (int k = 0; k < (1 << n->keybits); k++) {
			const isa_dnode *c = &t->nodes[n->child[k]];
			if (!c->child || !node_bits(c, 0, &more) || !(more & ~root & ~alike))
				continue;
			cur.key = ((root | more) & ~alike) | in;
			consider(t, &cur, d, &best, memo, m->dt);
		}
	}
	free(cur.target);
	free(memo);
	if (best < 0)
		free(d->target);
	return best >= 0;
}

/* the key as C: each run of adjacent key bits shifted to its place */
static void key_expr(FILE *out, const dispatch *d)
{
	uint64_t k = d->key;
	int placed = 0;
	bool first = true;
	while (k) {
		int low = 0;
		while (!((k >> low) & 1))
			low++;
		int width = 0;
		while (low + width < 64 && ((k >> (low + width)) & 1))
			width++;
		fprintf(out, "%s(unsigned)((w[%d] >> %d) & 0x%llxu)", first ? "" : " | ", d->word, low - placed,
			(unsigned long long)(low_bits(width) << placed));
		k &= ~(low_bits(width) << low);
		placed += width;
		first = false;
	}
}

/* The dispatch's switch.  With full (decodetree), every key value no leaf
 * can take has its case too, jumping to d_none, so that the jump table
 * covers the key's whole range: gcc otherwise bounds the table by the
 * lowest and highest case and sends the values outside it to the default
 * with a compare and branch before the jump.  On loongarch (bits 24-31,
 * values 0x78-0xff rejecting) that branch went either way at random for
 * uniform words, then the jump as well: measured 9.8 ns a uniform word
 * with it, 7.1 without (bench/qemu_gen.sh, classify).  The default is
 * then a target of the middle of the range (middle_default; d_none if it
 * is the one), whose keys need no case. */
static void dispatch_switch(const answer *a, const dispatch *d, bool full)
{
	FILE *out = a->out;
	int nkeys = 1 << bit_count(d->key);
	/* decodetree's default: a target of the middle (middle_default) */
	int dflt = full ? middle_default(d->target, nkeys) : -2;
	if (d->early) {
		fprintf(out, "\tif ((w[%d] & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\t", d->word,
			(unsigned long long)d->early, (unsigned long long)d->evalue);
		ret_none(a);
	}
	fputs("\tswitch (", out);
	key_expr(out, d);
	fputs(") {\n", out);
	/* one group of case labels per distinct node, first key order */
	unsigned char *done = calloc((size_t)nkeys, 1);
	bool none = false;
	for (int k = 0; k < nkeys; k++) {
		if (done[k] || (d->target[k] < 0 && !full) || d->target[k] == dflt)
			continue;
		int col = 0;
		for (int j = k; j < nkeys; j++) {
			if (done[j] || d->target[j] != d->target[k])
				continue;
			done[j] = 1;
			fprintf(out, "%scase %d:", col % 8 ? " " : "\t", j);
			if (++col % 8 == 0)
				fputs("\n", out);
		}
		if (d->target[k] < 0)
			fprintf(out, "%s\t\tgoto d_none;\n", col % 8 ? "\n" : "");
		else
			fprintf(out, "%s\t\tgoto n%d;\n", col % 8 ? "\n" : "", d->target[k]);
		none |= d->target[k] < 0;
	}
	fputs("\tdefault:\n\t\t", out);
	if (dflt >= 0)
		fprintf(out, "goto n%d;\n", dflt);
	else if (dflt == -1)
		fputs("goto d_none;\n", out);
	else
		ret_none(a);
	none |= dflt == -1;
	fputs("\t}\n", out);
	/* a label of its own: one shared with the default would let the
	 * compiler bound the table again */
	if (none)
		fprintf(out, "d_none:\n\treturn %s_NO_MATCH;\n", a->prefix);
	free(done);
}

/* mark the nodes reachable from those already in reach[] */
static void reach_from(const isa_dtree *t, unsigned char *reach)
{
	int *stack = malloc(sizeof(int) * (size_t)t->nnodes), sp = 0;
	for (int i = 0; i < t->nnodes; i++)
		if (reach[i])
			stack[sp++] = i;
	while (sp > 0) {
		const isa_dnode *n = &t->nodes[stack[--sp]];
		for (int j = 0; n->child && j < (1 << n->keybits); j++)
			if (!reach[n->child[j]]) {
				reach[n->child[j]] = 1;
				stack[sp++] = n->child[j];
			}
	}
	free(stack);
}

/* ---- what each path decided ------------------------------------------------ */

/* Facts of every path to a node, for the nodes tree_body writes: one
 * (mask, val) pair of arrays over all nodes, words_of(m) entries each. */
typedef struct facts {
	int nw;
	uint64_t *mask, *val;
	unsigned char *seen;
} facts;

static known facts_at(const facts *f, int id)
{
	return (known){f->mask + (size_t)id * (size_t)f->nw, f->val + (size_t)id * (size_t)f->nw};
}

/* one more path reaches node id knowing (mask, val): the node keeps the
 * bits every path fixed to the same value */
static void meet(facts *f, int id, const uint64_t *mask, const uint64_t *val)
{
	known k = facts_at(f, id);
	for (int i = 0; i < f->nw; i++) {
		if (!f->seen[id]) {
			k.mask[i] = mask[i];
		} else {
			k.mask[i] &= mask[i] & ~(k.val[i] ^ val[i]);
		}
		k.val[i] = val[i] & k.mask[i];
	}
	f->seen[id] = 1;
}

/* add to (mask, val) the bits inner node n's switch fixes for key */
static void key_fixes(const isa_dnode *n, unsigned key, uint64_t *mask, uint64_t *val)
{
	int shift = 0;
	for (int s = 0; s < n->nsegs; s++) {
		const isa_dseg *g = &n->segs[s];
		uint64_t part = (key >> shift) & low_bits(g->width);
		shift += g->width;
		/* the switch reads one word; bits past its end are not the word's */
		if (g->low % 64 + g->width > 64)
			continue;
		mask[g->low / 64] |= low_bits(g->width) << (g->low % 64);
		val[g->low / 64] |= part << (g->low % 64);
	}
}

/* Walk the written nodes (reach[]) parents first, from the facts the
 * entry already met, passing each switch's key bits to its children. */
static void propagate(const isa_dtree *t, facts *f, const unsigned char *reach, const uint64_t *guard)
{
	int *indeg = calloc((size_t)t->nnodes + 1, sizeof(int));
	int *queue = malloc(sizeof(int) * ((size_t)t->nnodes + 1)), head = 0, tail = 0;
	uint64_t *mask = malloc(sizeof(uint64_t) * (size_t)f->nw * 2), *val = mask + f->nw;
	for (int i = 0; i < t->nnodes; i++)
		for (int j = 0; reach[i] && t->nodes[i].child && j < (1 << t->nodes[i].keybits); j++)
			indeg[t->nodes[i].child[j]]++;
	for (int i = 0; i < t->nnodes; i++)
		if (reach[i] && indeg[i] == 0)
			queue[tail++] = i;
	while (head < tail) {
		int id = queue[head++];
		const isa_dnode *n = &t->nodes[id];
		known k = facts_at(f, id);
		for (int j = 0; n->child && j < (1 << n->keybits); j++) {
			memcpy(mask, k.mask, sizeof(uint64_t) * (size_t)f->nw);
			memcpy(val, k.val, sizeof(uint64_t) * (size_t)f->nw);
			for (int i = 0; guard && i < f->nw; i++) {
				const uint64_t *g = guard + (size_t)id * 2 * (size_t)f->nw;
				mask[i] |= g[i];
				val[i] |= g[f->nw + i];
			}
			key_fixes(n, (unsigned)j, mask, val);
			meet(f, n->child[j], mask, val);
			if (--indeg[n->child[j]] == 0)
				queue[tail++] = n->child[j];
		}
	}
	free(mask);
	free(indeg);
	free(queue);
}

/* The entry's facts: the dispatch's key value and the test before it
 * (d->early: also when the caller makes that test), else early_reject's
 * test at node 0. */
static void entry_facts(const isa *m, const isa_dtree *t, const dispatch *d, facts *f)
{
	uint64_t *mask = calloc((size_t)f->nw * 2, sizeof(uint64_t)), *val = mask + f->nw;
	if (d) {
		for (int v = 0; v < (1 << bit_count(d->key)); v++) {
			if (d->target[v] < 0)
				continue;
			mask[d->word] = d->key | d->early;
			val[d->word] = scatter(d, (unsigned)v);
			meet(f, d->target[v], mask, val);
		}
	} else {
		for (int i = 0; (m->dt || m->mp) && t->root->nleaves > 0 && i < f->nw; i++)
			mask[i] = fixed_alike(t->root, i, &val[i]);
		meet(f, 0, mask, val);
	}
	free(mask);
}

static void facts_init(facts *f, const isa *m, const isa_dtree *t)
{
	f->nw = words_of(m);
	size_t n = ((size_t)t->nnodes + 1) * (size_t)f->nw;
	f->mask = calloc(n, sizeof(uint64_t));
	f->val = calloc(n, sizeof(uint64_t));
	f->seen = calloc((size_t)t->nnodes + 1, 1);
}

static void facts_free(facts *f)
{
	free(f->mask);
	free(f->val);
	free(f->seen);
}

/* ---- node guards (decodetree's argument classifier) ----------------------- */

/* (mask, val) pairs of nw words each: the bits every one of a set of
 * candidates fixes to the same value; *any false while the set is empty */
static void alike_meet(int nw, uint64_t *mask, uint64_t *val, bool *any, const uint64_t *m2, const uint64_t *v2)
{
	for (int i = 0; i < nw; i++) {
		if (!*any) {
			mask[i] = m2[i];
		} else {
			mask[i] &= m2[i] & ~(val[i] ^ v2[i]);
		}
		val[i] = v2[i] & mask[i];
	}
	*any = true;
}

/* the bits every candidate that can match below node id fixes alike, in
 * al[id] (nw masks, then nw values); state[id]: 0 not yet, 1 some
 * candidate, 2 none */
static void below_alike(const isa *m, const isa_dtree *t, const facts *f, int id, uint64_t *al,
			unsigned char *state)
{
	if (state[id])
		return;
	int nw = f->nw;
	uint64_t *mask = al + (size_t)id * 2 * (size_t)nw, *val = mask + nw;
	uint64_t cm[8], cv[8];
	bool any = false;
	const isa_dnode *n = &t->nodes[id];
	if (n->child) {
		for (int j = 0; j < (1 << n->keybits); j++) {
			int c = n->child[j];
			below_alike(m, t, f, c, al, state);
			if (state[c] == 1)
				alike_meet(nw, mask, val, &any, al + (size_t)c * 2 * (size_t)nw,
					   al + (size_t)c * 2 * (size_t)nw + nw);
		}
	} else {
		known k = facts_at(f, id);
		for (int i = 0; i < n->ncand; i++) {
			const isa_bitset *b = n->cand[i];
			if (!possible(m, b, &k))
				continue;
			for (int w = 0; w < nw; w++) {
				cm[w] = b->lmask.w[w] & ~b->ldontcare.w[w];
				cv[w] = b->lmatch.w[w] & cm[w];
			}
			alike_meet(nw, mask, val, &any, cm, cv);
		}
	}
	state[id] = any ? 1 : 2;
}

/* A guard at inner node id: the bits every candidate below it fixes alike
 * that no path to it has decided.  A test of them before the node's switch
 * sends away at once the words no candidate below can take; without it a
 * uniform random word spends a jump (a mispredicted one, mostly) on bits
 * that cannot save it.  NULL unless some node has one. */
#define GUARD_MIN_BITS 2

static uint64_t *node_guards(const isa *m, const isa_dtree *t, const facts *f, const unsigned char *reach)
{
	int nw = f->nw;
	if (nw > 8) /* below_alike's candidate buffer; decodetree words are one */
		return NULL;
	size_t per = 2 * (size_t)nw;
	uint64_t *al = calloc(((size_t)t->nnodes + 1) * per, sizeof(uint64_t));
	uint64_t *guard = calloc(((size_t)t->nnodes + 1) * per, sizeof(uint64_t));
	unsigned char *state = calloc((size_t)t->nnodes + 1, 1);
	bool some = false;
	for (int id = 0; id < t->nnodes; id++) {
		if (!reach[id] || !t->nodes[id].child)
			continue;
		below_alike(m, t, f, id, al, state);
		if (state[id] != 1)
			continue;
		known k = facts_at(f, id);
		int bits = 0;
		for (int i = 0; i < nw; i++)
			bits += bit_count(al[id * per + i] & ~k.mask[i]);
		if (bits < GUARD_MIN_BITS)
			continue;
		for (int i = 0; i < nw; i++) {
			guard[id * per + i] = al[id * per + i] & ~k.mask[i];
			guard[id * per + nw + i] = al[id * per + nw + i] & guard[id * per + i];
		}
		some = true;
	}
	free(al);
	free(state);
	if (!some) {
		free(guard);
		return NULL;
	}
	return guard;
}

/* the guard's test: a word that fails it leaves as no match */
static void put_guard(const answer *a, const uint64_t *g, int nw)
{
	for (int i = 0; i < nw; i++) {
		if (!g[i])
			continue;
		fprintf(a->out, "\tif ((w[%d] & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\t", i,
			(unsigned long long)g[i], (unsigned long long)g[nw + i]);
		ret_none(a);
	}
}

/* the tree as C statements, each answer as `a` says; with tested, the
 * dispatch's early test is the caller's (gen_classifier), and every
 * caller makes it.  The argument classifier (a->used) has no test before
 * the switch (MPACT's: windows only; decodetree's shape has none):
 * measured on riscv insn32, the test before the switch cost
 * NAME_decode_args 6 instructions per valid word for 1.6 saved per
 * uniform one, its rejected words being few.  A decodetree argument
 * classifier gets the node guards (node_guards) instead. */
static void tree_body(const answer *a, const isa *m, const isa_dtree *t, bool tested)
{
	FILE *out = a->out;
	dispatch d;
	bool disp = choose_dispatch(m, t, !a->used, &d);
	facts f;
	facts_init(&f, m, t);
	/* nodes written: all of them, or those the dispatch leads to */
	unsigned char *reach = calloc((size_t)t->nnodes + 1, 1);
	/* labels only where a goto lands (-Wunused-label) */
	unsigned char *target = calloc((size_t)t->nnodes + 1, 1);
	uint64_t *guard = NULL;
	if (disp) {
		for (int v = 0; v < (1 << bit_count(d.key)); v++)
			if (d.target[v] >= 0)
				reach[d.target[v]] = target[d.target[v]] = 1;
		reach_from(t, reach);
	} else {
		memset(reach, 1, (size_t)t->nnodes);
	}
	entry_facts(m, t, disp ? &d : NULL, &f);
	if (a->used && m->dt) {
		/* the guards from the tree's own facts, then the facts again with
		 * what each guard decides for the nodes below it */
		propagate(t, &f, reach, NULL);
		guard = node_guards(m, t, &f, reach);
		facts_free(&f);
		facts_init(&f, m, t);
		entry_facts(m, t, disp ? &d : NULL, &f);
	}
	if (disp) {
		if (tested)
			d.early = 0;
		dispatch_switch(a, &d, m->dt);
		free(d.target);
	} else {
		early_reject(a, m, t);
	}
	propagate(t, &f, reach, guard);
	bool tail = false;
	for (int i = 0; i < t->nnodes; i++)
		for (int j = 0; reach[i] && t->nodes[i].child && j < (1 << t->nodes[i].keybits); j++)
			target[t->nodes[i].child[j]] = 1;
	for (int i = 0; i < t->nnodes; i++) {
		const isa_dnode *n = &t->nodes[i];
		if (!reach[i])
			continue;
		if (target[i])
			fprintf(out, "n%d:\n", i);
		known k = facts_at(&f, i);
		if (n->child && guard)
			put_guard(a, guard + (size_t)i * 2 * (size_t)f.nw, f.nw);
		if (n->child)
			inner(out, n, m->dt);
		else
			tree_leaf(a, m, t, n, &k);
		tail |= a->used && !n->child && t->ngroups && !t->root->first_match && unit_count(t, n) > 1 &&
			!units_disjoint(t, n);
	}
	if (tail) {
		fputs("t_end:\n", out);
		end_text(out, a);
	}
	facts_free(&f);
	free(guard);
	free(reach);
	free(target);
}

static bool has_multi(const isa_dtree *t)
{
	bool multi = false;
	for (int i = 0; i < t->nnodes; i++)
		multi |= !t->nodes[i].child && !t->root->first_match && unit_count(t, &t->nodes[i]) > 1 &&
			 !(t->ngroups && units_disjoint(t, &t->nodes[i]));
	return multi;
}

/* does some leaf of r take part in some gens only?  (then the tree
 * tests the gen) */
static bool root_has_gens(const isa_root *r)
{
	for (int j = 0; r && j < r->nleaves; j++)
		if (r->leaves[j]->eff_gen_min > 0 || r->leaves[j]->eff_gen_max < UINT32_MAX)
			return true;
	return false;
}

/* The tree function takes the word by value when it is one 64-bit word,
 * the gen only when a leaf depends on it, and conf only when a tree leaf
 * can find a conflict: NAME_opcode then passes the word alone, as
 * MPACT's and QEMU's decoders take it. */
static void tree_params(FILE *out, const isa *m, const isa_dtree *t)
{
	fputs(words_of(m) == 1 ? "uint64_t w0" : "const uint64_t *w", out);
	if (root_has_gens(t->root))
		fputs(", uint32_t gen", out);
	if (has_multi(t))
		fputs(", int *conf", out);
}

/* the call of rt_tree_<k> with the word as `word`, and gen and conf */
static void tree_call(FILE *out, const isa_dtree *t, int k, const char *word, const char *gen,
		      const char *conf)
{
	fprintf(out, "\treturn rt_tree_%d(%s", k, word);
	if (root_has_gens(t->root))
		fprintf(out, ", %s", gen);
	if (has_multi(t))
		fprintf(out, ", %s", conf);
	fputs(");\n", out);
}

/* the dispatch's early test, if it has one (*d is left without target) */
static bool early_test(const isa *m, const isa_dtree *t, dispatch *d)
{
	bool chosen = choose_dispatch(m, t, true, d);
	if (chosen)
		free(d->target);
	d->target = NULL;
	return chosen && d->early;
}

/* The tree is rt_tree_<k>; rt_cls_<k> in front of it is small enough to
 * be inlined where the classifier is called, and holds the test of the
 * bits every encoding fixes alike when the dispatch has one: a rejected
 * word then costs the caller a test and a return, not the tree's entry
 * and exit as well (most uniform random words are rejected there). */
void gen_classifier(FILE *out, const isa *m, const isa_dtree *t, int k, const char *prefix)
{
	dispatch d;
	bool tested = early_test(m, t, &d);
	fprintf(out, "/* root %s: %d leaves, %d tree nodes, depth %d */\n", gen_cmt(t->root->root->name),
		t->root->nleaves, t->nnodes, t->depth);
	pick_function(out, t, k);
	answer a = {out, prefix, NULL, t->root->nleaves, k};
	if (t->ngroups && has_multi(t))
		end_function(out, &a);
	fprintf(out, "static int rt_tree_%d(", k);
	tree_params(out, m, t);
	fputs(")\n{\n", out);
	if (words_of(m) == 1)
		fputs("\tconst uint64_t w[1] = {w0};\n", out);
	if (has_multi(t))
		fputs(t->ngroups ? "\tint k, j;\n" : "\tint k;\n", out);
	fputs("\t(void)w;\n", out);
	if (root_has_gens(t->root))
		fputs("\t(void)gen;\n", out);
	tree_body(&a, m, t, tested);
	fputs("}\n\n", out);
	fprintf(out, "static inline int rt_cls_%d(const uint64_t *w, uint32_t gen, int *conf)\n{\n", k);
	fputs("\t(void)gen;\n\t(void)conf;\n", out);
	if (tested)
		fprintf(out, "\tif ((w[%d] & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\treturn %s_NO_MATCH;\n",
			d.word, (unsigned long long)d.early, (unsigned long long)d.evalue, prefix);
	tree_call(out, t, k, words_of(m) == 1 ? "w[0]" : "w", "gen", "conf");
	fputs("}\n\n", out);
}

/* NAME_opcode's word: the word itself up to 64 bits, else a pointer */
static const char *opcode_word(const isa *m)
{
	if (m->bitsize <= 32)
		return "uint32_t";
	return m->bitsize <= 64 ? "uint64_t" : NULL;
}

void gen_opcode_decl(FILE *h, const isa *m, const char *pfx, const char *upfx)
{
	const char *word = opcode_word(m);
	bool gens = root_has_gens(m->instruction);
	if (word)
		fprintf(h, "typedef %s %s_word;\n", word, pfx);
	else
		fprintf(h, "typedef const %s_insn *%s_word;\n", pfx, pfx);
	fprintf(h, "#define %s_OPCODE_GEN %d\n", upfx, gens);
	fprintf(h, "int %s_opcode(%s_word w%s);\n", pfx, pfx, gens ? ", uint32_t gen" : "");
}

void gen_opcode(FILE *out, const isa *m, const isa_dtree *t, int root, const char *pfx, const char *upfx)
{
	bool gens = root_has_gens(m->instruction);
	fprintf(out, "/* the classifier as MPACT's and QEMU's decoders are called: the word\n"
		     " * in, the leaf out (a conflict's pair is %s_classify's to give) */\n", pfx);
	fprintf(out, "int %s_opcode(%s_word w%s)\n{\n", pfx, pfx, gens ? ", uint32_t gen" : "");
	if (root < 0) {
		fprintf(out, "\t(void)w;\n%s\treturn %s_NO_MATCH;\n}\n\n", gens ? "\t(void)gen;\n" : "", upfx);
		return;
	}
	dispatch d;
	bool value = opcode_word(m) != NULL;
	bool tested = early_test(m, t, &d);
	if (tested && value)
		fprintf(out, "\tif ((w & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\treturn %s_NO_MATCH;\n",
			(unsigned long long)d.early, (unsigned long long)d.evalue, upfx);
	else if (tested)
		fprintf(out, "\tif ((w->w[%d] & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\treturn %s_NO_MATCH;\n",
			d.word, (unsigned long long)d.early, (unsigned long long)d.evalue, upfx);
	tree_call(out, t, root, value ? "w" : "w->w", "gen", "NULL");
	fputs("}\n\n", out);
}

void gen_classifier_args(FILE *out, const isa *m, const isa_dtree *t, const char *prefix,
			 unsigned char *used)
{
	fprintf(out, "/* root %s with the records: the tree of rt_cls, each answer a jump to\n"
		     " * the code filling its leaf's record */\n", gen_cmt(t->root->root->name));
	fprintf(out, "static int rt_args_cls(const uint64_t *w, uint32_t gen, int *conf, RT_PFX(args) *a)\n{\n");
	if (t->ngroups)
		fputs("\tint k = -1, j = -1;\n\t(void)k;\n\t(void)j;\n", out);
	else if (has_multi(t))
		fputs("\tint k = -1;\n", out);
	fputs("\tconst uint64_t *x = w;\n\tint r = 0;\n\t(void)x;\n\t(void)r;\n\t(void)gen;\n\t(void)conf;\n"
	      "\t(void)a;\n",
	      out);
	int root = 0;
	while (root < m->nroots && &m->roots[root] != t->root)
		root++;
	answer an = {out, prefix, used, t->root->nleaves, root};
	tree_body(&an, m, t, false);
}

static void leaf_names(FILE *out, const isa_root *r)
{
	fputs("static const char *const rt_leaf_names[] = {\n", out);
	for (int i = 0; r && i < r->nleaves; i++) {
		fputs("\t", out);
		gen_c_string(out, r->leaves[i]->name, strlen(r->leaves[i]->name));
		fputs(",\n", out);
	}
	fputs("\t0\n};\n\n", out);
}

void gen_classify_only(FILE *out, const isa *m, const isa_dtree *t, int root, const char *pfx,
		       const char *upfx, const char *option)
{
	fprintf(out, "/* %s.c - generated by isaproof gen %s.  Do not edit: regenerate. */\n", pfx,
		option);
	fprintf(out, "#include \"%s.h\"\n\n", pfx);
	if (root >= 0)
		gen_classifier(out, m, t, root, upfx);
	gen_opcode(out, m, t, root, pfx, upfx);
	leaf_names(out, m->instruction);
	fprintf(out, "int %s_classify(const %s_insn *w, uint32_t gen, int conflict[2])\n{\n", pfx, pfx);
	if (root >= 0)
		fprintf(out, "\t/* conflict[] is written only when the result is CONFLICT */\n"
			     "\treturn rt_cls_%d(w->w, gen, conflict);\n}\n\n", root);
	else
		fprintf(out, "\t(void)w;\n\t(void)gen;\n\t(void)conflict;\n\treturn %s_NO_MATCH;\n}\n\n",
			upfx);
	fprintf(out, "const char *%s_leaf_name(int leaf)\n{\n\tif (leaf < 0 || leaf >= %s_NUM_LEAVES)\n"
		     "\t\treturn NULL;\n\treturn rt_leaf_names[leaf];\n}\n", pfx, upfx);
}
