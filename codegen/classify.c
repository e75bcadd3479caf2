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

/* the test "candidate b matches (w, gen)" */
static void match_test(FILE *out, const isa *m, const isa_bitset *b)
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
	for (int i = 0; i < words_of(m); i++) {
		uint64_t mask = b->lmask.w[i] & ~b->ldontcare.w[i];
		if (!mask)
			continue;
		fprintf(out, "%s(w[%d] & UINT64_C(0x%llx)) == UINT64_C(0x%llx)", any ? " && " : "", i,
			(unsigned long long)mask, (unsigned long long)b->lmatch.w[i]);
		any = true;
	}
	if (!any)
		fputs("1", out);
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

static void tree_leaf(const answer *a, const isa *m, const isa_dtree *t, const isa_dnode *n)
{
	FILE *out = a->out;
	if (n->ncand == 0) {
		fputs("\t", out);
		ret_none(a);
		return;
	}
	if (n->ncand == 1 || t->root->first_match) {
		/* decodetree: the first candidate that matches wins */
		for (int i = 0; i < n->ncand; i++) {
			fputs("\tif (", out);
			match_test(out, m, n->cand[i]);
			fputs(")\n\t\t", out);
			ret_leaf(a, local_index(t->root, n->cand[i]));
		}
		fputs("\t", out);
		ret_none(a);
		return;
	}
	fputs("\tk = -1;\n", out);
	for (int i = 0; i < n->ncand; i++) {
		int li = local_index(t->root, n->cand[i]);
		fputs("\tif (", out);
		match_test(out, m, n->cand[i]);
		if (i == 0) {
			fprintf(out, ")\n\t\tk = %d;\n", li);
			continue;
		}
		fprintf(out, ") {\n\t\tif (k >= 0) {\n\t\t\tconf[0] = k;\n\t\t\tconf[1] = %d;\n", li);
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
	for (int i = 0; i < n->ncand; i++)
		a->used[local_index(t->root, n->cand[i])] = 1;
	a->used[a->nleaves] = 1; /* a_any's default */
	a->used[a->nleaves + 2] = 1;
	fputs("\tgoto a_any;\n", out);
}

static void inner(FILE *out, const isa_dnode *n)
{
	fputs("\tswitch (", out);
	int shift = 0;
	for (int s = 0; s < n->nsegs; s++) {
		const isa_dseg *g = &n->segs[s];
		uint64_t mask = g->width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << g->width) - 1);
		fprintf(out, "%s(unsigned)((w[%d] >> %d) & 0x%llxu)", s ? " | " : "", g->low / 64,
			g->low % 64, (unsigned long long)mask);
		if (shift)
			fprintf(out, " << %d", shift);
		shift += g->width;
	}
	if (!n->nsegs)
		fputs("0", out);
	fputs(") {\n", out);
	/* one group of case labels per distinct child, first key order */
	int nkeys = 1 << n->keybits;
	unsigned char *done = calloc((size_t)nkeys, 1);
	int dflt = n->child[0];
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
		uint64_t common = ~(uint64_t)0, value = 0;
		for (int j = 0; j < r->nleaves; j++) {
			const isa_bitset *b = r->leaves[j];
			uint64_t mask = b->lmask.w[i] & ~b->ldontcare.w[i];
			if (j == 0)
				value = b->lmatch.w[i] & mask;
			common &= mask & ~(value ^ b->lmatch.w[i]);
		}
		if (!common)
			continue;
		fprintf(out, "\tif ((w[%d] & UINT64_C(0x%llx)) != UINT64_C(0x%llx))\n\t\t", i,
			(unsigned long long)common, (unsigned long long)(value & common));
		ret_none(a);
	}
}

/* the tree as C statements, each answer as `a` says */
static void tree_body(const answer *a, const isa *m, const isa_dtree *t)
{
	FILE *out = a->out;
	early_reject(a, m, t);
	/* labels only where a goto lands (-Wunused-label) */
	unsigned char *target = calloc((size_t)t->nnodes + 1, 1);
	for (int i = 0; i < t->nnodes; i++)
		for (int j = 0; t->nodes[i].child && j < (1 << t->nodes[i].keybits); j++)
			target[t->nodes[i].child[j]] = 1;
	for (int i = 0; i < t->nnodes; i++) {
		const isa_dnode *n = &t->nodes[i];
		if (target[i])
			fprintf(out, "n%d:\n", i);
		if (n->child)
			inner(out, n);
		else
			tree_leaf(a, m, t, n);
	}
	free(target);
}

static bool has_multi(const isa_dtree *t)
{
	bool multi = false;
	for (int i = 0; i < t->nnodes; i++)
		multi |= !t->nodes[i].child && t->nodes[i].ncand > 1 && !t->root->first_match;
	return multi;
}

void gen_classifier(FILE *out, const isa *m, const isa_dtree *t, int k, const char *prefix)
{
	fprintf(out, "/* root %s: %d leaves, %d tree nodes, depth %d */\n", gen_cmt(t->root->root->name),
		t->root->nleaves, t->nnodes, t->depth);
	fprintf(out, "static int rt_cls_%d(const uint64_t *w, uint32_t gen, int *conf)\n{\n", k);
	if (has_multi(t))
		fputs("\tint k;\n", out);
	fputs("\t(void)w;\n\t(void)gen;\n\t(void)conf;\n", out);
	answer a = {out, prefix, NULL, t->root->nleaves};
	tree_body(&a, m, t);
	fputs("}\n\n", out);
}

void gen_classifier_args(FILE *out, const isa *m, const isa_dtree *t, const char *prefix,
			 unsigned char *used)
{
	fprintf(out, "/* root %s with the records: the tree of rt_cls, each answer a jump to\n"
		     " * the code filling its leaf's record */\n", gen_cmt(t->root->root->name));
	fprintf(out, "static int rt_args_cls(const uint64_t *w, uint32_t gen, int *conf, RT_PFX(args) *a)\n{\n");
	if (has_multi(t))
		fputs("\tint k = -1;\n", out);
	fputs("\tconst uint64_t *x = w;\n\tint r = 0;\n\t(void)x;\n\t(void)r;\n\t(void)gen;\n\t(void)conf;\n",
	      out);
	answer an = {out, prefix, used, t->root->nleaves};
	tree_body(&an, m, t);
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
	leaf_names(out, m->instruction);
	fprintf(out, "int %s_classify(const %s_insn *w, uint32_t gen, int conflict[2])\n{\n", pfx, pfx);
	if (root >= 0)
		fprintf(out, "\tint c[2];\n\t/* conflict[] is written only when the result is CONFLICT */\n"
			     "\treturn rt_cls_%d(w->w, gen, conflict ? conflict : c);\n}\n\n", root);
	else
		fprintf(out, "\t(void)w;\n\t(void)gen;\n\t(void)conflict;\n\treturn %s_NO_MATCH;\n}\n\n",
			upfx);
	fprintf(out, "const char *%s_leaf_name(int leaf)\n{\n\tif (leaf < 0 || leaf >= %s_NUM_LEAVES)\n"
		     "\t\treturn NULL;\n\treturn rt_leaf_names[leaf];\n}\n", pfx, upfx);
}
