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
 * key(parent) == value.  Each reach(n) is a Boolean constant defined once
 * at the solver's base level, so Z3 bit-blasts the tree once and every
 * leaf's query only adds match_L and "no tree leaf listing L is reached".
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

/* Define reach!n for every reachable node at the base level; reach[n]
 * gets the constant (NULL for unreachable nodes). */
static void define_reach(pv_smt *s, const isa_dtree *t, Z3_ast word, const int *order,
			 int norder, Z3_ast *reach)
{
	Z3_context c = s->ctx;
	edges *in = pv_xmalloc((size_t)t->nnodes * sizeof(edges));
	memset(in, 0, (size_t)t->nnodes * sizeof(edges));
	Z3_sort boolsort = Z3_mk_bool_sort(c);
	for (int i = 0; i < norder; i++) {
		int n = order[i];
		const isa_dnode *d = &t->nodes[n];
		char name[32];
		snprintf(name, sizeof(name), "reach!%d", n);
		reach[n] = Z3_mk_const(c, Z3_mk_string_symbol(c, name), boolsort);
		Z3_ast def = n == 0 ? Z3_mk_true(c)
			   : in[n].n ? Z3_mk_or(c, (unsigned)in[n].n, in[n].v) : Z3_mk_false(c);
		Z3_solver_assert(c, s->solver, Z3_mk_eq(c, reach[n], def));
		free(in[n].v);
		in[n].v = NULL;
		if (!d->child)
			continue;
		/* segs[0] in the lowest key bits: concat puts its first
		 * argument on top */
		Z3_ast key = NULL;
		for (int j = 0; j < d->nsegs; j++) {
			const isa_dseg *sg = &d->segs[j];
			Z3_ast part = Z3_mk_extract(c, (unsigned)(sg->low + sg->width - 1),
						    (unsigned)sg->low, word);
			key = key ? Z3_mk_concat(c, part, key) : part;
		}
		Z3_sort ks = Z3_mk_bv_sort(c, (unsigned)d->keybits);
		for (int k = 0; k < 1 << d->keybits; k++) {
			Z3_ast both[2] = {reach[n],
					  Z3_mk_eq(c, key, Z3_mk_unsigned_int64(c, (uint64_t)k, ks))};
			edge_push(&in[d->child[k]], Z3_mk_and(c, 2, both));
		}
	}
	free(in);
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
	Z3_ast *reach = pv_xmalloc((size_t)t->nnodes * sizeof(Z3_ast));
	memset(reach, 0, (size_t)t->nnodes * sizeof(Z3_ast));
	define_reach(&s, t, sc.word, order, norder, reach);
	Z3_ast *hit = pv_xmalloc((size_t)norder * sizeof(Z3_ast));
	bool undecided = false;
	for (int i = 0; i < r->nleaves && !s.error[0]; i++) {
		const isa_bitset *l = r->leaves[i];
		if (!leaf_live(l, v.width))
			continue;
		int nh = 0;
		for (int j = 0; j < norder; j++) {
			const isa_dnode *d = &t->nodes[order[j]];
			if (!d->child && lists(d, l))
				hit[nh++] = reach[order[j]];
		}
		Z3_ast facts[2] = {
			pv_smt_matches(&s, sc.word, (unsigned)v.width, l, sc.gen),
			Z3_mk_not(s.ctx, nh ? Z3_mk_or(s.ctx, (unsigned)nh, hit) : Z3_mk_false(s.ctx)),
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
	free(hit);
	free(reach);
	free(order);
	pv_smt_close(&s);
}
