/*
 * solver/verify.c - translation validation of decision trees: prove with
 * Z3 that a tree classifies every word as the model does.
 *
 * Every word reaches exactly one tree leaf (a switch covers all values of
 * its key), and generated code scans that leaf's candidates in order with
 * the same full test (mask, match, gen range) as the model's scan of the
 * whole root.  So the two agree on the first and second match (the leaf,
 * or no match, or the conflict pair) as soon as
 *   - every candidate list is in root table order without duplicates
 *     (checked here by looking), and
 *   - every model leaf that matches a word at a gen is among the
 *     candidates of the tree leaf the word reaches (one Z3 query per
 *     model leaf): the scan then skips only leaves that do not match.
 *
 * reach(n) is a formula over the word: true at nodes[0], and for a child
 * the disjunction over its incoming edges of reach(parent) and
 * key(parent) == value, a DAG of shared terms.  The query for leaf L is
 * match_L(word, gen) and no tree leaf listing L is reached; it leaves out
 * the edges L's fixed bits rule out (see missed()), which keeps queries
 * small on trees that copy candidates, without trusting that pruning.
 */
#include <stdarg.h>
#include <string.h>

#include <z3.h>

#include "solver/internal.h"
#include "solver/prove.h"
#include "solver/smt.h"

/* Past this a key's table (1 << keybits ints) is no tree we generate. */
#define VT_MAX_KEYBITS 24

typedef struct vctx {
	const isa *m;
	const isa_dtree *t;
	int width;
	pv_tree_result *res;
} vctx;

static void verdict(vctx *v, pv_verdict vd, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static void verdict(vctx *v, pv_verdict vd, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	v->res->verdict = vd;
	vsnprintf(v->res->detail, sizeof(v->res->detail), fmt, ap);
	va_end(ap);
}

/* ---- structure -------------------------------------------------------------- */

/* Nodes are well formed: segments inside the root and inside one 64-bit
 * word, child indices valid, candidates leaves of the root in table
 * order without duplicates.  pos maps bitset->index to the position in
 * r->leaves (-1: not a leaf of this root). */
static bool check_nodes(vctx *v, const int *pos)
{
	const isa_dtree *t = v->t;
	const isa_root *r = t->root;
	const char *rn = r->root->name;
	for (int i = 0; i < t->nnodes; i++) {
		const isa_dnode *n = &t->nodes[i];
		if (!n->child) {
			int last = -1;
			for (int j = 0; j < n->ncand; j++) {
				const isa_bitset *c = n->cand[j];
				int p = c && c->index >= 0 && c->index < v->m->nbitsets &&
						v->m->bitsets[c->index] == c
					? pos[c->index] : -1;
				if (p < 0) {
					verdict(v, PV_REFUTED, "tree leaf %d lists '%s', no leaf of %s", i,
						c ? c->name : "(null)", rn);
					return false;
				}
				if (p == last) {
					verdict(v, PV_REFUTED, "tree leaf %d lists '%s' twice", i, c->name);
					return false;
				}
				if (p < last) {
					verdict(v, PV_REFUTED,
						"tree leaf %d lists '%s' after '%s', unlike the root table",
						i, c->name, r->leaves[last]->name);
					return false;
				}
				last = p;
			}
			continue;
		}
		int sum = 0;
		bool ok = n->nsegs > 0 && n->segs && n->keybits > 0 && n->keybits <= VT_MAX_KEYBITS;
		for (int j = 0; ok && j < n->nsegs; j++) {
			const isa_dseg *s = &n->segs[j];
			ok = s->low >= 0 && s->width > 0 && s->width < 64 &&
			     s->low + s->width <= v->width && s->low / 64 == (s->low + s->width - 1) / 64;
			sum += s->width;
		}
		ok = ok && sum == n->keybits;
		for (int k = 0; ok && k < 1 << n->keybits; k++)
			ok = n->child[k] >= 0 && n->child[k] < t->nnodes;
		if (!ok) {
			verdict(v, PV_REFUTED, "node %d of %s has a bad key or child", i, rn);
			return false;
		}
	}
	return true;
}

/* Nodes reachable from nodes[0], parents before children, into order[];
 * false on a cycle (a walk that never ends). */
static bool topo_order(vctx *v, int *order, int *norder)
{
	const isa_dtree *t = v->t;
	int nn = t->nnodes;
	/* 0 unseen, 1 on the stack, 2 done */
	unsigned char *color = pv_xmalloc((size_t)nn);
	memset(color, 0, (size_t)nn);
	int *stk = pv_xmalloc((size_t)nn * sizeof(int)), *next = pv_xmalloc((size_t)nn * sizeof(int));
	int sp = 0, npost = 0;
	bool ok = true;
	stk[sp++] = 0;
	color[0] = 1;
	next[0] = 0;
	while (sp && ok) {
		int n = stk[sp - 1];
		const isa_dnode *d = &t->nodes[n];
		int nk = d->child ? 1 << d->keybits : 0;
		if (next[n] == nk) {
			color[n] = 2;
			order[npost++] = n;
			sp--;
			continue;
		}
		int c = d->child[next[n]++];
		if (color[c] == 1) {
			ok = false;
		} else if (color[c] == 0) {
			color[c] = 1;
			next[c] = 0;
			stk[sp++] = c;
		}
	}
	/* reverse postorder: parents first */
	for (int i = 0; i < npost / 2; i++) {
		int x = order[i];
		order[i] = order[npost - 1 - i];
		order[npost - 1 - i] = x;
	}
	*norder = npost;
	free(color);
	free(stk);
	free(next);
	if (!ok)
		verdict(v, PV_REFUTED, "the tree of %s has a cycle", t->root->root->name);
	return ok;
}

/* ---- the proof -------------------------------------------------------------- */

/* The leaf can match some word of the root at some gen: its match has no
 * bit it does not test and its gen range is not empty.  Others make the
 * obligation vacuous (the scan never picks them). */
static bool leaf_live(const isa_bitset *l, int width)
{
	isa_bits care, stray, wm = isa_bits_range(0, width - 1);
	isa_bits_andnot(&care, &l->lmask, &l->ldontcare);
	isa_bits_and(&care, &care, &wm);
	isa_bits_andnot(&stray, &l->lmatch, &care);
	return isa_bits_is_zero(&stray) && l->eff_gen_min <= l->eff_gen_max;
}

static bool lists(const isa_dnode *n, const isa_bitset *l)
{
	for (int i = 0; i < n->ncand; i++)
		if (n->cand[i] == l)
			return true;
	return false;
}

typedef struct edges {
	Z3_ast *v;
	int n, cap;
} edges;

static void edge_push(edges *e, Z3_ast a)
{
	if (e->n == e->cap) {
		e->cap = e->cap ? e->cap * 2 : 4;
		Z3_ast *nv = pv_xmalloc((size_t)e->cap * sizeof(Z3_ast));
		if (e->n)
			memcpy(nv, e->v, (size_t)e->n * sizeof(Z3_ast));
		free(e->v);
		e->v = nv;
	}
	e->v[e->n++] = a;
}

typedef struct prover {
	pv_smt *s;
	const isa_dtree *t;
	const int *order; /* reachable nodes, parents first */
	int norder;
	Z3_ast word;
	Z3_ast *key;   /* per node: its key as a bit-vector, made on first use */
	Z3_ast *reach; /* per node, for the current leaf */
	edges *in;     /* per node: incoming edges, for the current leaf */
	Z3_ast *hit;   /* reach of the tree leaves listing the current leaf */
} prover;

/* segs[0] in the lowest key bits: concat puts its first argument on top */
static Z3_ast node_key(prover *p, int n)
{
	if (p->key[n])
		return p->key[n];
	Z3_context c = p->s->ctx;
	const isa_dnode *d = &p->t->nodes[n];
	Z3_ast key = NULL;
	for (int j = 0; j < d->nsegs; j++) {
		const isa_dseg *sg = &d->segs[j];
		Z3_ast part = Z3_mk_extract(c, (unsigned)(sg->low + sg->width - 1), (unsigned)sg->low,
					    p->word);
		key = key ? Z3_mk_concat(c, part, key) : part;
	}
	return p->key[n] = key;
}

/* "No tree leaf listing l is reached", over the word.  reach(nodes[0]) is
 * true, reach(child) the disjunction over incoming edges of reach(parent)
 * and key(parent) == value.  Edges no word of l can take (a key value
 * that contradicts a bit l fixes) are left out: that only makes reach
 * smaller, so when Z3 finds no word of l outside the listing tree leaves,
 * the full formula has none either; and an edge left out wrongly would
 * show up as a word of l that reaches no tree leaf, a counterexample. */
static Z3_ast missed(prover *p, const isa_bitset *l, const isa_bits *care, const isa_bits *val)
{
	Z3_context c = p->s->ctx;
	const isa_dtree *t = p->t;
	int nh = 0;
	for (int i = 0; i < p->norder; i++) {
		int n = p->order[i];
		const isa_dnode *d = &t->nodes[n];
		if (n == 0)
			p->reach[n] = Z3_mk_true(c);
		else if (!p->in[n].n)
			continue; /* no word of l gets here */
		else
			p->reach[n] = Z3_mk_or(c, (unsigned)p->in[n].n, p->in[n].v);
		p->in[n].n = 0;
		if (!d->child) {
			if (lists(d, l))
				p->hit[nh++] = p->reach[n];
			continue;
		}
		unsigned kc = 0, kv = 0;
		for (int j = 0, pos = 0; j < d->nsegs; j++)
			for (int b = d->segs[j].low; b < d->segs[j].low + d->segs[j].width; b++, pos++)
				if (isa_bits_test(care, b)) {
					kc |= 1u << pos;
					kv |= (unsigned)isa_bits_test(val, b) << pos;
				}
		Z3_ast key = node_key(p, n);
		Z3_sort ks = Z3_mk_bv_sort(c, (unsigned)d->keybits);
		for (unsigned k = 0; k < 1u << d->keybits; k++) {
			if ((k & kc) != kv)
				continue;
			Z3_ast both[2] = {p->reach[n],
					  Z3_mk_eq(c, key, Z3_mk_unsigned_int64(c, k, ks))};
			edge_push(&p->in[d->child[k]], Z3_mk_and(c, 2, both));
		}
	}
	return Z3_mk_not(c, nh ? Z3_mk_or(c, (unsigned)nh, p->hit) : Z3_mk_false(c));
}

void pv_verify_tree(const isa *m, const isa_dtree *t, unsigned timeout_ms, pv_tree_result *res)
{
	memset(res, 0, sizeof(*res));
	res->verdict = PV_PROVED;
	const isa_root *r = t->root;
	vctx v = {m, t, r->root->size, res};
	if (v.width <= 0 || v.width > ISA_MAX_BITS || t->nnodes <= 0) {
		verdict(&v, PV_REFUTED, "the tree of %s has no nodes or a bad width", r->root->name);
		return;
	}
	int *pos = pv_xmalloc((size_t)(m->nbitsets ? m->nbitsets : 1) * sizeof(int));
	for (int i = 0; i < m->nbitsets; i++)
		pos[i] = -1;
	for (int i = 0; i < r->nleaves; i++)
		pos[r->leaves[i]->index] = i;
	int *order = pv_xmalloc((size_t)t->nnodes * sizeof(int)), norder = 0;
	bool ok = check_nodes(&v, pos) && topo_order(&v, order, &norder);
	free(pos);
	int first = -1;
	for (int i = 0; ok && i < r->nleaves && first < 0; i++)
		if (leaf_live(r->leaves[i], v.width))
			first = i;
	if (!ok || first < 0) { /* refuted, or nothing can match */
		free(order);
		return;
	}

	pv_smt s;
	if (!pv_smt_open(&s, m, timeout_ms)) {
		verdict(&v, PV_UNDECIDED, "could not start Z3");
		free(order);
		return;
	}
	pv_scope sc;
	pv_smt_scope(&s, &sc, r->leaves[first]);
	int nn = t->nnodes;
	prover p = {&s, t, order, norder, sc.word, NULL, NULL, NULL, NULL};
	p.key = pv_xmalloc((size_t)nn * sizeof(Z3_ast));
	p.reach = pv_xmalloc((size_t)nn * sizeof(Z3_ast));
	p.hit = pv_xmalloc((size_t)nn * sizeof(Z3_ast));
	p.in = pv_xmalloc((size_t)nn * sizeof(edges));
	memset(p.key, 0, (size_t)nn * sizeof(Z3_ast));
	memset(p.in, 0, (size_t)nn * sizeof(edges));
	isa_bits wm = isa_bits_range(0, v.width - 1);
	bool undecided = false;
	for (int i = 0; i < r->nleaves && !s.error[0]; i++) {
		const isa_bitset *l = r->leaves[i];
		if (!leaf_live(l, v.width))
			continue;
		isa_bits care;
		isa_bits_andnot(&care, &l->lmask, &l->ldontcare);
		isa_bits_and(&care, &care, &wm);
		Z3_ast facts[2] = {
			pv_smt_matches(&s, sc.word, (unsigned)v.width, l, sc.gen),
			missed(&p, l, &care, &l->lmatch),
		};
		isa_bits w;
		uint32_t gen = 0;
		const char *why = NULL;
		res->queries++;
		pv_sat q = pv_smt_solve(&s, facts, 2, &sc, &w, &gen, &why);
		if (q == PV_SAT) {
			const isa_dnode *d = isa_dtree_walk(t, &w);
			char hex[ISA_MAX_BITS / 4 + 1];
			isa_bits_format(&w, v.width, hex);
			if (lists(d, l)) {
				/* the walk disagrees with the formula: no verdict */
				if (!undecided)
					snprintf(res->detail, sizeof(res->detail),
						 "leaf '%s': Z3's word 0x%s reaches a tree leaf listing it",
						 l->name, hex);
				undecided = true;
				continue;
			}
			res->verdict = PV_REFUTED;
			res->word = w;
			res->gen = gen;
			snprintf(res->detail, sizeof(res->detail),
				 "word 0x%s at gen %u reaches tree leaf %d without '%s' (the model matches it)",
				 hex, gen, (int)(d - t->nodes), l->name);
			break;
		}
		if (q == PV_UNDEF && !undecided) {
			undecided = true;
			snprintf(res->detail, sizeof(res->detail), "leaf '%s': %s", l->name,
				 why ? why : "unknown");
		}
	}
	if (res->verdict != PV_REFUTED && s.error[0]) {
		undecided = true;
		snprintf(res->detail, sizeof(res->detail), "Z3: %.200s", s.error);
	}
	if (res->verdict != PV_REFUTED && undecided)
		res->verdict = PV_UNDECIDED;
	for (int i = 0; i < nn; i++)
		free(p.in[i].v);
	free(p.in);
	free(p.hit);
	free(p.reach);
	free(p.key);
	free(order);
	pv_smt_close(&s);
}

/* ---- Valhall: the model's first match is Mesa's bucket walk ------------------ */

/* isa_va_select(w) == k as a formula: the primary opcode is the bucket's,
 * and in a bucket of several members the secondary value
 * ((w >> shift) & mask, the first member's shift and mask, 32 bits as
 * Mesa's C reads it) is k's opcode2, which no earlier member shares
 * (a constant: then k is never selected). */
static Z3_ast va_selects(pv_smt *s, const isa_va *va, int k, Z3_ast w)
{
	Z3_context c = s->ctx;
	const isa_va_ins *I = &va->ins[k];
	int f = va->bucket_first[I->opcode];
	Z3_ast prim = Z3_mk_eq(c, Z3_mk_extract(c, 56, 48, w),
			       Z3_mk_unsigned_int64(c, (uint64_t)I->opcode, Z3_mk_bv_sort(c, 9)));
	if (va->bucket_size[I->opcode] == 1)
		return f == k ? prim : Z3_mk_false(c);
	for (int j = f; j >= 0 && j != k; j = va->bucket_next[j])
		if (va->ins[j].opcode2 == I->opcode2)
			return Z3_mk_false(c); /* shadowed by an earlier member */
	const isa_va_ins *F = &va->ins[f];
	Z3_sort s32 = Z3_mk_bv_sort(c, 32);
	Z3_ast sec;
	if (F->shift >= 64) {
		sec = Z3_mk_unsigned_int64(c, 0, s32);
	} else {
		int hi = F->shift + 31 > 63 ? 63 : F->shift + 31;
		sec = Z3_mk_extract(c, (unsigned)hi, (unsigned)F->shift, w);
		if (hi - F->shift + 1 < 32)
			sec = Z3_mk_zero_ext(c, (unsigned)(32 - (hi - F->shift + 1)), sec);
	}
	sec = Z3_mk_bvand(c, sec, Z3_mk_unsigned_int64(c, F->mask, s32));
	Z3_ast both[2] = {prim, Z3_mk_eq(c, sec, Z3_mk_unsigned_int64(c, I->opcode2, s32))};
	return Z3_mk_and(c, 2, both);
}

void pv_verify_va(const isa *m, unsigned timeout_ms, pv_tree_result *res)
{
	memset(res, 0, sizeof(*res));
	res->verdict = PV_PROVED;
	const isa_root *r = m->instruction;
	const isa_va *va = m->va;
	if (!va || !r || r->nleaves != va->nins || r->root->size != 64 || !r->first_match) {
		res->verdict = PV_REFUTED;
		snprintf(res->detail, sizeof(res->detail),
			 "the model's #instruction is not one 64-bit first-match leaf per instruction");
		return;
	}
	if (!r->nleaves)
		return;
	pv_smt s;
	if (!pv_smt_open(&s, m, timeout_ms)) {
		res->verdict = PV_UNDECIDED;
		snprintf(res->detail, sizeof(res->detail), "could not start Z3");
		return;
	}
	pv_scope sc;
	pv_smt_scope(&s, &sc, r->leaves[0]);
	Z3_context c = s.ctx;
	/* earlier[k]: some leaf before k matches (the model's first match) */
	Z3_ast earlier = Z3_mk_false(c);
	bool undecided = false;
	for (int k = 0; k < r->nleaves && !s.error[0]; k++) {
		if (r->leaves[k] != va->ins[k].leaf) {
			res->verdict = PV_REFUTED;
			snprintf(res->detail, sizeof(res->detail),
				 "leaf %d is not instruction %d (%s)", k, k, va->ins[k].name);
			break;
		}
		Z3_ast match = pv_smt_matches(&s, sc.word, 64, r->leaves[k], sc.gen);
		Z3_ast notearlier = Z3_mk_not(c, earlier);
		Z3_ast mk_parts[2] = {match, notearlier};
		Z3_ast model_k = Z3_mk_and(c, 2, mk_parts);
		Z3_ast walk_k = va_selects(&s, va, k, sc.word);
		/* a word one selects as k and the other does not */
		Z3_ast differ = Z3_mk_not(c, Z3_mk_eq(c, model_k, walk_k));
		isa_bits w;
		uint32_t gen = 0;
		const char *why = NULL;
		res->queries++;
		pv_sat q = pv_smt_solve(&s, &differ, 1, &sc, &w, &gen, &why);
		if (q == PV_SAT) {
			res->verdict = PV_REFUTED;
			res->word = w;
			res->gen = gen;
			snprintf(res->detail, sizeof(res->detail),
				 "instruction %s: the model's first match and Mesa's bucket walk "
				 "(isa_va_select gives %d) differ",
				 va->ins[k].name, isa_va_select(va, w.w[0]));
			break;
		}
		if (q == PV_UNDEF && !undecided) {
			undecided = true;
			snprintf(res->detail, sizeof(res->detail), "instruction %s: %s", va->ins[k].name,
				 why ? why : "unknown");
		}
		Z3_ast ors[2] = {earlier, match};
		earlier = Z3_mk_or(c, 2, ors);
	}
	if (res->verdict != PV_REFUTED && s.error[0]) {
		undecided = true;
		snprintf(res->detail, sizeof(res->detail), "Z3: %.200s", s.error);
	}
	if (res->verdict != PV_REFUTED && undecided)
		res->verdict = PV_UNDECIDED;
	pv_smt_close(&s);
}
