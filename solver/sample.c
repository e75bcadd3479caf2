/*
 * solver/sample.c - words that reach every case, for fuzzing seeds
 * (`isaproof corpus`).
 *
 * Random words rarely select a narrow override (a condition over three
 * fields) or an operand leaf with a long pattern, and coverage-guided
 * fuzzing only finds them if something close is in the corpus.  So Z3 is
 * asked for them directly: for every leaf of #instruction and every gen
 * interval in which it is active, a word that decodes as the leaf, one per
 * override case of its chain that the word selects, and one that selects
 * none; for every operand leaf, a word of some instruction whose operand
 * field holds it.  A question Z3 answers "no" is a case no word reaches.
 * Every word is checked again with the interpreter by the caller.
 */
#include <string.h>

#include <z3.h>

#include "solver/prove.h"
#include "solver/gens.h"
#include "solver/internal.h"
#include "solver/smt.h"

/* operand contexts tried (unsatisfiable ones) before giving up on one */
#define SAMPLE_OPERAND_TRIES 16

typedef struct sampler {
	pv_smt *s;
	pv_sample *v;
	int n, cap;
} sampler;

static pv_sample *push(sampler *sp, pv_sample_kind kind, const isa_bitset *leaf, uint32_t lo,
		       uint32_t hi)
{
	if (sp->n == sp->cap) {
		sp->cap = sp->cap ? sp->cap * 2 : 64;
		sp->v = realloc(sp->v, (size_t)sp->cap * sizeof(*sp->v));
		if (!sp->v)
			abort();
	}
	pv_sample *x = &sp->v[sp->n++];
	memset(x, 0, sizeof(*x));
	x->kind = kind;
	x->leaf = leaf;
	x->gen_lo = lo;
	x->gen_hi = hi;
	return x;
}

static Z3_ast gen_eq(pv_smt *s, Z3_ast gen, uint32_t v)
{
	return Z3_mk_eq(s->ctx, gen, Z3_mk_unsigned_int(s->ctx, v, Z3_mk_bv_sort(s->ctx, 32)));
}

static Z3_ast gen_within(pv_smt *s, Z3_ast gen, uint32_t lo, uint32_t hi)
{
	Z3_sort s32 = Z3_mk_bv_sort(s->ctx, 32);
	Z3_ast v[2] = {Z3_mk_bvuge(s->ctx, gen, Z3_mk_unsigned_int(s->ctx, lo, s32)),
		       Z3_mk_bvule(s->ctx, gen, Z3_mk_unsigned_int(s->ctx, hi, s32))};
	return Z3_mk_and(s->ctx, 2, v);
}

/* Solve facts (one spare slot) within the sample's gens, at the
 * interval's first gen when that works (the gen numbers users know). */
static void solve(sampler *sp, pv_scope *sc, Z3_ast *facts, int n, pv_sample *x)
{
	const char *why = NULL;
	facts[n] = gen_eq(sp->s, sc->gen, x->gen_lo);
	pv_sat r = pv_smt_solve(sp->s, facts, n + 1, sc, &x->word, &x->gen, &why);
	if (r != PV_SAT && x->gen_hi > x->gen_lo) {
		facts[n] = gen_within(sp->s, sc->gen, x->gen_lo, x->gen_hi);
		r = pv_smt_solve(sp->s, facts, n + 1, sc, &x->word, &x->gen, &why);
	}
	x->verdict = r == PV_SAT ? PV_PROVED : r == PV_UNSAT ? PV_REFUTED : PV_UNDECIDED;
}

static bool active(const isa_bitset *b, uint32_t gen)
{
	return gen >= b->eff_gen_min && gen <= b->eff_gen_max;
}

/* One leaf in one gen interval: the leaf, each override, no override. */
static void sample_leaf(sampler *sp, const isa_root *r, const isa_bitset *leaf, pv_interval iv)
{
	pv_smt *s = sp->s;
	pv_scope sc;
	pv_smt_scope(s, &sc, leaf);
	Z3_ast dec = pv_smt_decodes_as(s, &sc, r);
	Z3_ast facts[3] = {dec};
	solve(sp, &sc, facts, 1, push(sp, PV_SAMPLE_LEAF, leaf, iv.lo, iv.hi));
	int noverrides = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (!k->expr)
				continue;
			noverrides++;
			pv_sample *x = push(sp, PV_SAMPLE_CASE, leaf, iv.lo, iv.hi);
			x->c = k;
			x->owner = b;
			facts[1] = pv_smt_case_true(s, &sc, k);
			solve(sp, &sc, facts, 2, x);
		}
	if (!noverrides)
		return;
	Z3_ast *none = pv_xmalloc((size_t)noverrides * sizeof(Z3_ast));
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			if (b->cases[c].expr)
				none[n++] = Z3_mk_not(s->ctx, pv_smt_case_true(s, &sc, &b->cases[c]));
	facts[1] = Z3_mk_and(s->ctx, (unsigned)n, none);
	free(none);
	solve(sp, &sc, facts, 2, push(sp, PV_SAMPLE_DEFAULT, leaf, iv.lo, iv.hi));
}

/* the operand bits of field f, at the operand root's width */
static Z3_ast operand_bits(pv_smt *s, Z3_ast word, const isa_field *f, unsigned size)
{
	unsigned w = (unsigned)(f->high - f->low + 1);
	Z3_ast bits = Z3_mk_extract(s->ctx, (unsigned)f->high, (unsigned)f->low, word);
	if (w < size)
		return Z3_mk_zero_ext(s->ctx, size - w, bits);
	if (w > size)
		return Z3_mk_extract(s->ctx, size - 1, 0, bits);
	return bits;
}

/* One operand leaf k: the first instruction field that can hold it. */
static void sample_operand(sampler *sp, const isa_root *ir, const isa_root *opr, const isa_bitset *k)
{
	pv_smt *s = sp->s;
	pv_sample *x = push(sp, PV_SAMPLE_OPERAND, NULL, 0, UINT32_MAX);
	x->operand = k;
	x->verdict = PV_REFUTED;
	int tries = 0;
	for (int i = 0; i < ir->nleaves; i++) {
		const isa_bitset *leaf = ir->leaves[i];
		if (leaf->eff_gen_min > leaf->eff_gen_max || leaf->root->size > ISA_MAX_BITS)
			continue;
		for (const isa_bitset *b = leaf; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				for (int fi = 0; fi < b->cases[c].nfields; fi++) {
					const isa_field *f = &b->cases[c].fields[fi];
					if (f->kind != TY_BITSET || f->derived || f->root != opr->root ||
					    f->high >= leaf->root->size)
						continue;
					x->tries = ++tries;
					if (tries > SAMPLE_OPERAND_TRIES) {
						x->verdict = PV_UNDECIDED;
						return;
					}
					/* the interval is filled in from the answer */
					pv_sample *y = &sp->v[sp->n - 1];
					pv_scope sc;
					pv_smt_scope(s, &sc, leaf);
					Z3_ast facts[4] = {pv_smt_decodes_as(s, &sc, ir),
							   pv_smt_matches(s, operand_bits(s, sc.word, f,
											  (unsigned)opr->root->size),
									  (unsigned)opr->root->size, k, sc.gen),
							   pv_smt_case_true(s, &sc, &b->cases[c])};
					y->gen_lo = 0;
					y->gen_hi = UINT32_MAX;
					const char *why = NULL;
					facts[3] = gen_within(s, sc.gen, k->eff_gen_min, k->eff_gen_max);
					pv_sat r = pv_smt_solve(s, facts, 4, &sc, &y->word, &y->gen, &why);
					if (r == PV_SAT) {
						y->verdict = PV_PROVED;
						y->leaf = leaf;
						y->via = f;
						y->gen_lo = y->gen_hi = y->gen;
						return;
					}
					if (r == PV_UNDEF)
						y->verdict = PV_UNDECIDED;
				}
	}
}

int pv_sample_seeds(const isa *m, unsigned timeout_ms, pv_sample **out)
{
	*out = NULL;
	const isa_root *r = m->instruction;
	if (!r)
		return 0;
	pv_smt s;
	if (!pv_smt_open(&s, m, timeout_ms))
		return -1;
	sampler sp = {.s = &s};
	pv_interval *iv;
	int niv = pv_gen_intervals(r, &iv);
	for (int i = 0; i < r->nleaves; i++)
		for (int k = 0; k < niv; k++)
			if (active(r->leaves[i], iv[k].lo))
				sample_leaf(&sp, r, r->leaves[i], iv[k]);
	free(iv);
	for (int q = 0; q < m->nroots; q++) {
		const isa_root *opr = &m->roots[q];
		if (opr == r || opr->root->size > ISA_MAX_BITS)
			continue;
		for (int i = 0; i < opr->nleaves; i++)
			sample_operand(&sp, r, opr, opr->leaves[i]);
	}
	pv_smt_close(&s);
	*out = sp.v;
	return sp.n;
}
