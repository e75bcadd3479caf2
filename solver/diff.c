/*
 * solver/diff.c - `isaproof diff`: two descriptions, compared word by word
 * without enumerating words.
 *
 * Classification is a pure function of each leaf's ternary cube and its
 * gen range (isa_match), so it is exact cube algebra: the word space of
 * a root is split recursively (Shannon splitting on the bits of the
 * leaves that still disagree) until, inside a cube, each side decodes
 * every word alike: one leaf, no match, or a conflict.  Two candidate
 * lists that are pairwise paired leaves with equal cubes (restricted to
 * the cube being split) decode every word of it alike, so an unchanged
 * part of a description is proved at once instead of being split down to
 * its leaves; that is why diffing ir3 with itself costs milliseconds.
 * The regions found are disjoint cubes, so counts are exact sums of 2^k.
 *
 * For paired leaves that share words, the fields of one name (or mapped)
 * are compared with Z3: both leaves' field lookups (override cases,
 * derived expressions, ISA_GPU_ID()) are translated by solver/smt.c in
 * one context, over one word variable, and "the values differ" is asked.
 * A field whose definitions are structurally equal on both sides (same
 * chain of cases, expressions, positions and types) needs no query.
 * Every witness is decoded again by both interpreters before it is
 * reported.  Texts (same format on both sides) are proved equal when the
 * two leaves' chains are structurally equal apart from bit positions and
 * every field was proved equal; otherwise words are sampled and the
 * report says so.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "solver/cube.h"
#include "solver/gens.h"
#include "solver/internal.h"
#include "solver/smt.h"

/* ------------------------------------------------------------------ */
/* Classes                                                              */
/* ------------------------------------------------------------------ */

enum { OUT_NONE = -1, OUT_CONFLICT = -2 };

typedef enum dclass {
	CL_SAME,      /* both decode as paired leaves */
	CL_ONLY_A,    /* A decodes as a leaf, B does not (no match or conflict) */
	CL_ONLY_B,
	CL_DIFFERENT, /* both decode, as leaves that are not paired */
	CL_UNPAIRED,  /* both decode, one leaf has no counterpart at all */
	CL_CONFLICT,  /* neither decodes: one matches nothing, the other two leaves */
	CL_N
} dclass;

static const char *const class_rule[CL_N] = {
	NULL, "diff-only-a", "diff-only-b", "diff-different", "diff-unpaired", "diff-conflict",
};

static const char *const class_what[CL_N] = {
	NULL,
	"decode in A and not in B",
	"decode in B and not in A",
	"decode as different instructions",
	"decode in both, as a leaf with no counterpart on the other side",
	"decode in neither, as a bitset conflict on one side only",
};

/* One (A outcome, B outcome) combination met in an interval. */
typedef struct combo {
	int a, b; /* leaf index in the root, or OUT_NONE / OUT_CONFLICT */
	dclass cls;
	pv_count count;
	pv_cube first; /* a cube of it: the witness is its lowest word */
	int ncubes;
} combo;

static bool str_eq0(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

typedef struct dside {
	const isa *m;
	const isa_root *r;
	uint32_t gen;     /* the gen the interval is decoded at */
	pv_cube *cube;    /* per leaf of r */
	bool *active;     /* per leaf of r, at gen */
	bool *has_pair;   /* per leaf: some leaf of the other side is paired */
	const char **map; /* the map column of this side (NULL: no map) */
} dside;

typedef struct dctx {
	const pv_diff_opts *o;
	pv_report *rep;
	pv_diff_result *res;
	dside A, B;
	int width;
	/* the interval */
	uint32_t lo, hi;
	combo *combos;
	int ncombos, capcombos;
	int *hash; /* open addressing over combos, -1 empty */
	int hashcap;
	pv_count total[CL_N];
	int ncubes[CL_N];
	pv_cubes listed[CL_N];
	long nodes;
	bool gave_up;
	pv_count sum[CL_N]; /* over every interval */
	/* field and text differences already reported (leaf A, leaf B,
	 * field or NULL for the text): said once, in the first interval */
	struct seen_diff { const void *a, *b; const char *f; } *seen;
	int nseen, capseen;
	int repeats; /* of them, met again in this interval */
} dctx;

static bool seen_diff(dctx *x, const void *a, const void *b, const char *f, bool add)
{
	for (int i = 0; i < x->nseen; i++)
		if (x->seen[i].a == a && x->seen[i].b == b && str_eq0(x->seen[i].f, f))
			return true;
	if (add) {
		if (x->nseen == x->capseen) {
			x->capseen = x->capseen ? 2 * x->capseen : 32;
			x->seen = realloc(x->seen, (size_t)x->capseen * sizeof(*x->seen));
			if (!x->seen)
				abort();
		}
		x->seen[x->nseen++] = (struct seen_diff){a, b, f};
	}
	return false;
}

/* ------------------------------------------------------------------ */
/* Pairing                                                             */
/* ------------------------------------------------------------------ */

static bool map_pairs(const pv_diff_opts *o, const char *a, const char *b)
{
	for (int i = 0; i < o->nmap; i++)
		if (!strcmp(o->map_a[i], a) && !strcmp(o->map_b[i], b))
			return true;
	return false;
}

static bool names_paired(const pv_diff_opts *o, const char *a, const char *b)
{
	return !strcmp(a, b) || map_pairs(o, a, b);
}

static bool paired(const dctx *x, int a, int b)
{
	return names_paired(x->o, x->A.r->leaves[a]->name, x->B.r->leaves[b]->name);
}

static void find_pairs(const pv_diff_opts *o, const isa_root *ra, const isa_root *rb, bool *pa,
		       bool *pb)
{
	for (int i = 0; i < ra->nleaves; i++)
		pa[i] = false;
	for (int j = 0; j < rb->nleaves; j++)
		pb[j] = false;
	for (int i = 0; i < ra->nleaves; i++)
		for (int j = 0; j < rb->nleaves; j++)
			if (names_paired(o, ra->leaves[i]->name, rb->leaves[j]->name))
				pa[i] = pb[j] = true;
}

/* ------------------------------------------------------------------ */
/* Regions                                                              */
/* ------------------------------------------------------------------ */

static int free_bits(const pv_cube *c, int width)
{
	isa_bits w = isa_bits_range(0, width - 1), f;
	isa_bits_andnot(&f, &w, &c->care);
	return isa_bits_popcount(&f);
}

static dclass classify(const dctx *x, int a, int b)
{
	if (a >= 0 && b >= 0) {
		if (paired(x, a, b))
			return CL_SAME;
		if (!x->A.has_pair[a] || !x->B.has_pair[b])
			return CL_UNPAIRED;
		return CL_DIFFERENT;
	}
	if (a >= 0)
		return CL_ONLY_A;
	if (b >= 0)
		return CL_ONLY_B;
	return a == b ? CL_SAME : CL_CONFLICT;
}

static uint64_t combo_key(int a, int b)
{
	return ((uint64_t)(uint32_t)(a + 2) << 32 | (uint32_t)(b + 2)) * UINT64_C(0x9e3779b97f4a7c15);
}

static combo *combo_get(dctx *x, int a, int b)
{
	if (x->ncombos * 2 >= x->hashcap) {
		int cap = x->hashcap ? x->hashcap * 2 : 256;
		int *h = pv_xmalloc((size_t)cap * sizeof(int));
		for (int i = 0; i < cap; i++)
			h[i] = -1;
		for (int i = 0; i < x->ncombos; i++) {
			size_t k = (size_t)(combo_key(x->combos[i].a, x->combos[i].b) >> 32) & (size_t)(cap - 1);
			while (h[k] >= 0)
				k = (k + 1) & (size_t)(cap - 1);
			h[k] = i;
		}
		free(x->hash);
		x->hash = h;
		x->hashcap = cap;
	}
	size_t k = (size_t)(combo_key(a, b) >> 32) & (size_t)(x->hashcap - 1);
	while (x->hash[k] >= 0) {
		combo *c = &x->combos[x->hash[k]];
		if (c->a == a && c->b == b)
			return c;
		k = (k + 1) & (size_t)(x->hashcap - 1);
	}
	if (x->ncombos == x->capcombos) {
		x->capcombos = x->capcombos ? x->capcombos * 2 : 64;
		x->combos = realloc(x->combos, (size_t)x->capcombos * sizeof(combo));
		if (!x->combos)
			abort();
	}
	combo *c = &x->combos[x->ncombos];
	memset(c, 0, sizeof(*c));
	c->a = a;
	c->b = b;
	c->cls = classify(x, a, b);
	x->hash[k] = x->ncombos++;
	return c;
}

static void emit(dctx *x, const pv_cube *cube, int a, int b)
{
	combo *c = combo_get(x, a, b);
	int k = free_bits(cube, x->width);
	pv_count_add_pow2(&c->count, k);
	if (!c->ncubes++)
		c->first = *cube;
	pv_count_add_pow2(&x->total[c->cls], k);
	if (c->cls != CL_SAME && x->ncubes[c->cls]++ < x->o->max_cubes)
		pv_cubes_push(&x->listed[c->cls], cube);
}

/* The outcome of side s over the whole cube when it is constant, else
 * false.  first_match: the first candidate containing the cube wins;
 * otherwise every candidate must contain it (0: none, 1: it, 2+: conflict). */
static bool constant(const dside *s, const pv_cube *c, const int *l, int n, int *out)
{
	if (!n) {
		*out = OUT_NONE;
		return true;
	}
	if (s->r->first_match) {
		if (!pv_cube_contains(&s->cube[l[0]], c))
			return false;
		*out = l[0];
		return true;
	}
	for (int i = 0; i < n; i++)
		if (!pv_cube_contains(&s->cube[l[i]], c))
			return false;
	*out = n == 1 ? l[0] : OUT_CONFLICT;
	return true;
}

/* Both candidate lists decode every word of c alike: same rule, and leaf
 * for leaf paired with the same cube inside c. */
static bool equivalent(const dctx *x, const pv_cube *c, const int *la, int na, const int *lb, int nb)
{
	if (na != nb || x->A.r->first_match != x->B.r->first_match)
		return false;
	for (int i = 0; i < na; i++) {
		if (!paired(x, la[i], lb[i]))
			return false;
		pv_cube p, q;
		pv_cube_intersect(&x->A.cube[la[i]], c, &p);
		pv_cube_intersect(&x->B.cube[lb[i]], c, &q);
		if (!isa_bits_equal(&p.care, &q.care) || !isa_bits_equal(&p.val, &q.val))
			return false;
	}
	return true;
}

static int split_bit(const dctx *x, const pv_cube *c, const int *la, int na, const int *lb, int nb)
{
	for (int side = 0; side < 2; side++) {
		const dside *s = side ? &x->B : &x->A;
		const int *l = side ? lb : la;
		int n = side ? nb : na;
		for (int i = 0; i < n; i++) {
			const pv_cube *k = &s->cube[l[i]];
			if (pv_cube_contains(k, c))
				continue;
			for (int w = ISA_MAX_WORDS - 1; w >= 0; w--) {
				uint64_t f = k->care.w[w] & ~c->care.w[w];
				if (f)
					return w * 64 + 63 - __builtin_clzll(f);
			}
		}
	}
	return -1;
}

static int filter(const dside *s, const pv_cube *c, const int *l, int n, int *out)
{
	int m = 0;
	pv_cube t;
	for (int i = 0; i < n; i++)
		if (pv_cube_intersect(&s->cube[l[i]], c, &t))
			out[m++] = l[i];
	return m;
}

#define DIFF_MAX_NODES 20000000L

static void explore(dctx *x, const pv_cube *c, const int *la, int na, const int *lb, int nb)
{
	if (x->gave_up)
		return;
	if (++x->nodes > DIFF_MAX_NODES) {
		x->gave_up = true;
		return;
	}
	int oa, ob;
	if (constant(&x->A, c, la, na, &oa) && constant(&x->B, c, lb, nb, &ob)) {
		emit(x, c, oa, ob);
		return;
	}
	if (equivalent(x, c, la, na, lb, nb)) {
		/* every word decodes as paired leaves (or alike as nothing):
		 * no need to know which */
		for (int i = 0; i < na; i++)
			combo_get(x, la[i], lb[i]);
		combo *s = combo_get(x, OUT_NONE, OUT_NONE);
		pv_count_add_pow2(&x->total[CL_SAME], free_bits(c, x->width));
		(void)s;
		return;
	}
	int bit = split_bit(x, c, la, na, lb, nb);
	if (bit < 0) { /* cannot happen: some candidate does not contain c */
		x->gave_up = true;
		return;
	}
	int *buf = pv_xmalloc(((size_t)na + (size_t)nb) * sizeof(int));
	for (int v = 0; v < 2; v++) {
		pv_cube h = *c;
		isa_bits_set(&h.care, bit, true);
		isa_bits_set(&h.val, bit, v);
		int ma = filter(&x->A, &h, la, na, buf);
		int mb = filter(&x->B, &h, lb, nb, buf + ma);
		explore(x, &h, buf, ma, buf + ma, mb);
	}
	free(buf);
}

/* ------------------------------------------------------------------ */
/* Witnesses                                                            */
/* ------------------------------------------------------------------ */

static void witness_text(const isa *m, const isa_root *r, const isa_bits *w, uint32_t gen,
			 isa_buf *out)
{
	const isa_bitset *conflict[2];
	const isa_bitset *b = isa_match(m, r, w, gen, conflict);
	if (r == m->instruction) {
		isa_decode_opts o = {.gen = gen, .show_errors = true};
		isa_decode(m, w, &o, out);
	} else if (b) {
		isa_buf_printf(out, "%s", b->displayname);
	} else if (conflict[0]) {
		isa_buf_printf(out, "bitset conflict: %s vs %s", conflict[0]->displayname,
			       conflict[1]->displayname);
	} else {
		isa_buf_printf(out, "no match");
	}
}

static int leaf_pos(const isa_root *r, const isa_bitset *b)
{
	for (int i = 0; i < r->nleaves; i++)
		if (r->leaves[i] == b)
			return i;
	return OUT_NONE;
}

/* The outcome isa_match gives (the interpreter's own answer). */
static int outcome_pos(const dside *s, const isa_bits *w)
{
	const isa_bitset *conflict[2];
	const isa_bitset *b = isa_match(s->m, s->r, w, s->gen, conflict);
	if (b)
		return leaf_pos(s->r, b);
	return conflict[0] ? OUT_CONFLICT : OUT_NONE;
}

static void count_add(pv_count *t, const pv_count *c)
{
	uint64_t carry = 0;
	for (size_t i = 0; i < sizeof(t->w) / sizeof(t->w[0]); i++) {
		uint64_t s = (uint64_t)t->w[i] + c->w[i] + carry;
		t->w[i] = (uint32_t)s;
		carry = s >> 32;
	}
}

static const char *out_name(const dside *s, int o)
{
	if (o == OUT_NONE)
		return "(no match)";
	if (o == OUT_CONFLICT)
		return "(bitset conflict)";
	return s->r->leaves[o]->name;
}

static void add_decodes(dctx *x, pv_finding *f, const isa_bits *w)
{
	isa_buf ta, tb;
	isa_buf_init(&ta);
	isa_buf_init(&tb);
	witness_text(x->A.m, x->A.r, w, x->A.gen, &ta);
	witness_text(x->B.m, x->B.r, w, x->B.gen, &tb);
	pv_add_line(f, "A decodes as", "%s", ta.s ? ta.s : "");
	pv_add_line(f, "B decodes as", "%s", tb.s ? tb.s : "");
	isa_buf_free(&ta);
	isa_buf_free(&tb);
}

static void gens_text(const dctx *x, char *buf, size_t len)
{
	if (x->o->has_gen_a || x->o->has_gen_b) {
		snprintf(buf, len, "gen %u (A) / %u (B)", (unsigned)x->A.gen, (unsigned)x->B.gen);
		return;
	}
	char g[64];
	pv_format_gens(x->lo, x->hi, g, sizeof(g));
	snprintf(buf, len, "gen %s", g);
}

static void set_gens(const dctx *x, pv_finding *f)
{
	pv_set_gens(f, x->A.r->root->name, x->lo, x->hi);
}

static int cmp_combo(const void *p, const void *q)
{
	const combo *a = p, *b = q;
	for (int i = ISA_MAX_BITS / 32 + 1; i >= 0; i--)
		if (a->count.w[i] != b->count.w[i])
			return a->count.w[i] > b->count.w[i] ? -1 : 1;
	if (a->a != b->a)
		return a->a < b->a ? -1 : 1;
	return a->b < b->b ? -1 : a->b > b->b;
}

static void report_class(dctx *x, dclass cl)
{
	char num[160], gens[96], cb[ISA_MAX_BITS + 1], hex[ISA_MAX_BITS / 4 + 2];
	int n = 0;
	for (int i = 0; i < x->ncombos; i++)
		n += x->combos[i].cls == cl && x->combos[i].ncubes;
	if (!n)
		return;
	combo *v = pv_xmalloc((size_t)n * sizeof(combo));
	n = 0;
	for (int i = 0; i < x->ncombos; i++)
		if (x->combos[i].cls == cl && x->combos[i].ncubes)
			v[n++] = x->combos[i];
	qsort(v, (size_t)n, sizeof(combo), cmp_combo);
	pv_count_format(&x->total[cl], num, sizeof(num));
	gens_text(x, gens, sizeof(gens));
	x->res->differences++;
	count_add(&x->sum[cl], &x->total[cl]);
	/* the witness: the lowest word of the largest combination */
	isa_bits w = v[0].first.val;
	int oa = outcome_pos(&x->A, &w), ob = outcome_pos(&x->B, &w);
	bool ok = oa == v[0].a && ob == v[0].b;
	isa_loc loc = v[0].a >= 0 ? x->A.r->leaves[v[0].a]->loc
		    : v[0].b >= 0 ? x->B.r->leaves[v[0].b]->loc : x->A.r->root->loc;
	pv_finding *f;
	if (!ok) {
		f = pv_add(x->rep, PV_ERROR, "internal-witness", loc,
			   "%s @ %s: the witness of [%s] does not decode as the cube algebra says "
			   "(A: %s, B: %s)",
			   x->A.r->root->name, gens, class_rule[cl], out_name(&x->A, oa),
			   out_name(&x->B, ob));
	} else {
		f = pv_add(x->rep, cl == CL_CONFLICT ? PV_WARNING : PV_ERROR, class_rule[cl], loc,
			   "%s @ %s: %s words %s (%.3g%% of 2^%d), in %d cubes",
			   x->A.r->root->name, gens, num, class_what[cl],
			   100.0 * pv_count_fraction(&x->total[cl], x->width), x->width,
			   x->ncubes[cl]);
	}
	isa_bits_format(&w, x->width, hex);
	pv_set_witness(f, hex);
	add_decodes(x, f, &w);
	for (int i = 0; i < x->listed[cl].n; i++) {
		pv_cube_format(&x->listed[cl].v[i], x->width, cb);
		pv_count k;
		pv_count_zero(&k);
		pv_count_add_pow2(&k, free_bits(&x->listed[cl].v[i], x->width));
		pv_count_format(&k, num, sizeof(num));
		pv_add_line(f, "cube", "0b%s (%s words)", cb, num);
	}
	if (x->ncubes[cl] > x->listed[cl].n)
		pv_add_line(f, "cubes", "%d more not listed (--max-cubes)",
			    x->ncubes[cl] - x->listed[cl].n);
	int maxp = x->o->max_pairs > 0 ? x->o->max_pairs : n;
	for (int i = 0; i < n && i < maxp; i++) {
		pv_count_format(&v[i].count, num, sizeof(num));
		isa_bits_format(&v[i].first.val, x->width, hex);
		pv_add_line(f, "pair", "A %s / B %s: %s words, e.g. %s", out_name(&x->A, v[i].a),
			    out_name(&x->B, v[i].b), num, hex);
	}
	if (n > maxp)
		pv_add_line(f, "pairs", "%d more combinations not listed (--max-pairs)", n - maxp);
	set_gens(x, f);
	if (v[0].a >= 0 && v[0].b >= 0)
		pv_set_related(f, x->B.r->leaves[v[0].b]->loc);
	free(v);
}

/* ------------------------------------------------------------------ */
/* Structural equality of two leaves' chains                            */
/* ------------------------------------------------------------------ */

static bool str_eq(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static bool expr_eq(const isa_expr *a, const isa_expr *b)
{
	return a == b || (a && b && str_eq(a->text, b->text));
}

static bool enum_eq(const isa_enum *a, const isa_enum *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->nvalues != b->nvalues)
		return false;
	for (int i = 0; i < a->nvalues; i++)
		if (a->values[i].val != b->values[i].val ||
		    !str_eq(a->values[i].display, b->values[i].display))
			return false;
	return true;
}

/* positions: also compare bit positions (else only what the text needs) */
static bool field_eq(const isa_field *a, const isa_field *b, bool positions)
{
	if (!str_eq(a->name, b->name) || a->kind != b->kind || a->derived != b->derived ||
	    !str_eq(a->type_name, b->type_name) || !str_eq(a->display, b->display) ||
	    a->call != b->call || a->nparams != b->nparams || !expr_eq(a->expr, b->expr) ||
	    !enum_eq(a->enm, b->enm))
		return false;
	if (a->kind == TY_BITSET && !str_eq(a->root ? a->root->name : NULL, b->root ? b->root->name : NULL))
		return false;
	if ((a->high - a->low) != (b->high - b->low))
		return false; /* widths decide sign extension and float formats */
	if (positions && (a->low != b->low || (a->kind == TY_ASSERT &&
					       !isa_bits_equal(&a->assert_val, &b->assert_val))))
		return false;
	for (int i = 0; i < a->nparams; i++)
		if (!str_eq(a->params[i].name, b->params[i].name) ||
		    !str_eq(a->params[i].as, b->params[i].as))
			return false;
	return true;
}

static bool display_eq(const isa_display *a, const isa_display *b)
{
	return a == b || (a && b && str_eq(a->text, b->text));
}

static bool chain_eq(const isa_bitset *a, const isa_bitset *b, bool positions)
{
	for (; a && b; a = a->parent, b = b->parent) {
		if (!str_eq(a->name, b->name) || !str_eq(a->displayname, b->displayname) ||
		    a->ncases != b->ncases)
			return false;
		if (positions && (a->eff_gen_min != b->eff_gen_min || a->eff_gen_max != b->eff_gen_max))
			return false;
		for (int c = 0; c < a->ncases; c++) {
			const isa_case *p = &a->cases[c], *q = &b->cases[c];
			if (!expr_eq(p->expr, q->expr) || p->nfields != q->nfields ||
			    p->nshadowed != q->nshadowed || !display_eq(p->display, q->display))
				return false;
			for (int i = 0; i < p->nfields; i++)
				if (!field_eq(&p->fields[i], &q->fields[i], positions))
					return false;
			for (int i = 0; i < p->nshadowed; i++)
				if (!field_eq(&p->shadowed[i], &q->shadowed[i], positions))
					return false;
		}
	}
	return !a && !b;
}

typedef enum dformat { F_ISASPEC, F_DECODETREE, F_VALHALL, F_MPACT } dformat;

static dformat format_of(const isa *m)
{
	return m->dt ? F_DECODETREE : m->va ? F_VALHALL : m->mp ? F_MPACT : F_ISASPEC;
}

static const isa_dt_pattern *dt_pat(const isa *m, const isa_bitset *leaf)
{
	for (int i = 0; m->dt && i < m->dt->npats; i++)
		if (m->dt->pats[i].leaf == leaf)
			return &m->dt->pats[i];
	return NULL;
}

static const isa_va_ins *va_ins(const isa *m, const isa_bitset *leaf)
{
	for (int i = 0; m->va && i < m->va->nins; i++)
		if (m->va->ins[i].leaf == leaf)
			return &m->va->ins[i];
	return NULL;
}

static bool va_enum_eq(const isa_va_enum *a, const isa_va_enum *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->n != b->n || a->deflt != b->deflt || !str_eq(a->safe, b->safe))
		return false;
	for (int i = 0; i < a->n; i++)
		if (!str_eq(a->text[i], b->text[i]))
			return false;
	return true;
}

/* The Valhall text is printed from the instruction's description, not
 * from a display template: compare what va.c prints from. */
static bool va_eq(const isa *ma, const isa_va_ins *a, const isa *mb, const isa_va_ins *b)
{
	if (!a || !b)
		return false;
	if (memcmp(ma->va->lut, mb->va->lut, sizeof(ma->va->lut)) ||
	    !va_enum_eq(ma->va->flow, mb->va->flow))
		return false;
	for (int i = 0; i < 4; i++)
		if (!va_enum_eq(ma->va->fau_page[i], mb->va->fau_page[i]))
			return false;
	if (!str_eq(a->name, b->name) || !str_eq(a->unit, b->unit) || a->message != b->message ||
	    a->typesize != b->typesize || a->has_dest != b->has_dest || a->nmods != b->nmods ||
	    a->nsrcs != b->nsrcs || a->nsrs != b->nsrs || a->nimms != b->nimms ||
	    a->has_sr_count != b->has_sr_count || a->has_sr_write_count != b->has_sr_write_count)
		return false;
	for (int i = 0; i < a->nmods; i++) {
		const isa_va_mod *p = &a->mods[i], *q = &b->mods[i];
		if (!str_eq(p->name, q->name) || !str_eq(p->field, q->field) || p->start != q->start ||
		    p->size != q->size || p->is_enum != q->is_enum || p->hidden != q->hidden ||
		    !va_enum_eq(p->table, q->table))
			return false;
	}
	for (int i = 0; i < a->nsrcs; i++) {
		const isa_va_src *p = &a->srcs[i], *q = &b->srcs[i];
		if (p->slot != q->slot || p->size != q->size || p->absneg != q->absneg ||
		    p->is_float != q->is_float || p->swizzle != q->swizzle || p->widen != q->widen ||
		    p->lanes != q->lanes || p->halfswizzle != q->halfswizzle ||
		    p->combine != q->combine || p->not_ != q->not_ || p->lane != q->lane ||
		    !va_enum_eq(p->swz_table, q->swz_table) || !va_enum_eq(p->wide_table, q->wide_table) ||
		    !va_enum_eq(p->lane_table, q->lane_table))
			return false;
	}
	for (int i = 0; i < a->nsrs; i++) {
		const isa_va_sr *p = &a->srs[i], *q = &b->srs[i];
		if (p->start != q->start || p->read != q->read || p->write != q->write ||
		    p->flags != q->flags || p->kind != q->kind || p->count != q->count)
			return false;
	}
	for (int i = 0; i < a->nimms; i++) {
		const isa_va_imm *p = &a->imms[i], *q = &b->imms[i];
		if (!str_eq(p->name, q->name) || p->start != q->start || p->size != q->size ||
		    p->is_signed != q->is_signed)
			return false;
	}
	return true;
}

static bool dt_eq(const isa_dt_pattern *a, const isa_dt_pattern *b)
{
	if (!a || !b || a->nargs != b->nargs)
		return false;
	for (int i = 0; i < a->nargs; i++) {
		const isa_dt_arg *p = &a->args[i], *q = &b->args[i];
		if (!str_eq(p->name, q->name) || !str_eq(p->function, q->function) ||
		    p->is_signed != q->is_signed || p->is_const != q->is_const ||
		    p->value != q->value || p->bits != q->bits)
			return false;
	}
	return true;
}

/* The text of two leaves is a function of the same field values, printed
 * alike (bit positions aside): same format, same chain. */
static bool text_structural(const dctx *x, const isa_bitset *la, const isa_bitset *lb)
{
	dformat fa = format_of(x->A.m), fb = format_of(x->B.m);
	if (fa != fb || !chain_eq(la, lb, false))
		return false;
	if (fa == F_DECODETREE)
		return dt_eq(dt_pat(x->A.m, la), dt_pat(x->B.m, lb));
	if (fa == F_VALHALL)
		return va_eq(x->A.m, va_ins(x->A.m, la), x->B.m, va_ins(x->B.m, lb));
	return true;
}

/* ------------------------------------------------------------------ */
/* Fields with Z3                                                        */
/* ------------------------------------------------------------------ */

static Z3_ast bits_const(Z3_context ctx, const isa_bits *b, unsigned width)
{
	Z3_ast r = NULL;
	for (unsigned lo = 0; lo < width; lo += 64) {
		unsigned n = width - lo < 64 ? width - lo : 64;
		uint64_t v = b->w[lo / 64];
		if (n < 64)
			v &= ((uint64_t)1 << n) - 1;
		Z3_ast p = Z3_mk_unsigned_int64(ctx, v, Z3_mk_bv_sort(ctx, n));
		r = r ? Z3_mk_concat(ctx, p, r) : p;
	}
	return r;
}

static Z3_ast in_cube(Z3_context ctx, Z3_ast word, const pv_cube *c, unsigned width)
{
	Z3_ast care = bits_const(ctx, &c->care, width);
	return Z3_mk_eq(ctx, Z3_mk_bvand(ctx, word, care), bits_const(ctx, &c->val, width));
}

/* the word decodes as leaf l of side s (at the interval's active set) */
static Z3_ast decodes_as(pv_smt *z, const dside *s, Z3_ast word, int l, unsigned width)
{
	int n = 0;
	Z3_ast *v = pv_xmalloc(((size_t)s->r->nleaves + 1) * sizeof(Z3_ast));
	v[n++] = in_cube(z->ctx, word, &s->cube[l], width);
	for (int k = 0; k < s->r->nleaves; k++) {
		if (k == l || !s->active[k])
			continue;
		if (s->r->first_match && k > l)
			break;
		pv_cube t;
		if (!pv_cube_intersect(&s->cube[k], &s->cube[l], &t))
			continue;
		v[n++] = Z3_mk_not(z->ctx, in_cube(z->ctx, word, &s->cube[k], width));
	}
	Z3_ast r = Z3_mk_and(z->ctx, (unsigned)n, v);
	free(v);
	return r;
}

static bool leaf_has_field(const isa_bitset *lb, const char *name, bool any_case)
{
	for (const isa_bitset *b = lb; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind != TY_ASSERT &&
				    (any_case ? !strcasecmp(f->name, name) : !strcmp(f->name, name)))
					return true;
			}
	return false;
}

/* The field of B's leaf that A's field `a` is compared with: the first
 * map `field` line for `a` whose B name the leaf has (one name in A may
 * map to several, one per format of B), else the same name in any case
 * (so isaspec's RD meets decodetree's rd). */
static const char *field_partner(const pv_diff_opts *o, const char *a, const isa_bitset *lb)
{
	for (int i = 0; i < o->nfmap; i++)
		if (!strcmp(o->fmap_a[i], a) && leaf_has_field(lb, o->fmap_b[i], false))
			return o->fmap_b[i];
	for (const isa_bitset *b = lb; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind != TY_ASSERT && !strcasecmp(f->name, a))
					return f->name;
			}
	return NULL;
}

static bool seen_name(const char **v, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return true;
	return false;
}

/* digits first: decodetree's hidden segment fields (internal names) */
static bool hidden_field(const char *name)
{
	return name[0] >= '0' && name[0] <= '9';
}

typedef struct pairstat {
	bool fields_proved; /* every compared field equal, proved */
	int nfields;
} pairstat;

static void compare_fields(dctx *x, pv_smt *za, pv_smt *zb, int a, int b, pairstat *ps)
{
	const isa_bitset *la = x->A.r->leaves[a], *lb = x->B.r->leaves[b];
	unsigned width = (unsigned)x->width;
	ps->fields_proved = true;
	ps->nfields = 0;
	const char *names[256];
	int nn = 0;
	pv_scope sa, sb;
	bool open = false;
	Z3_ast facts[8];
	int nf = 0;
	for (const isa_bitset *bs = la; bs; bs = bs->parent)
		for (int c = 0; c < bs->ncases; c++)
			for (int i = 0; i < bs->cases[c].nfields; i++) {
				const isa_field *f = &bs->cases[c].fields[i];
				if (f->kind == TY_ASSERT || hidden_field(f->name) || nn == 256 ||
				    seen_name(names, nn, f->name))
					continue;
				names[nn++] = f->name;
				const char *fb = field_partner(x->o, f->name, lb);
				if (!fb)
					continue;
				ps->nfields++;
				if (!open) {
					pv_smt_scope(za, &sa, la);
					pv_smt_scope(zb, &sb, lb);
					sb.word = sa.word;
					if (x->o->has_gen_a || x->o->has_gen_b) {
						Z3_sort s32 = Z3_mk_bv_sort(za->ctx, 32);
						sa.gen = Z3_mk_unsigned_int(za->ctx, x->A.gen, s32);
						sb.gen = Z3_mk_unsigned_int(za->ctx, x->B.gen, s32);
					} else {
						sb.gen = sa.gen;
						Z3_sort s32 = Z3_mk_bv_sort(za->ctx, 32);
						facts[nf++] = Z3_mk_bvuge(za->ctx, sa.gen,
									  Z3_mk_unsigned_int(za->ctx, x->lo, s32));
						facts[nf++] = Z3_mk_bvule(za->ctx, sa.gen,
									  Z3_mk_unsigned_int(za->ctx, x->hi, s32));
					}
					facts[nf++] = decodes_as(za, &x->A, sa.word, a, width);
					facts[nf++] = decodes_as(za, &x->B, sa.word, b, width);
					open = true;
				}
				Z3_ast va = pv_smt_field(za, &sa, f->name);
				Z3_ast vb = pv_smt_field(zb, &sb, fb);
				Z3_ast q[3] = {pv_smt_resolves(za, &sa, f->name), pv_smt_resolves(zb, &sb, fb),
					       Z3_mk_not(za->ctx, Z3_mk_eq(za->ctx, va, vb))};
				Z3_ast all[12];
				int n = 0;
				for (int k = 0; k < nf; k++)
					all[n++] = facts[k];
				for (int k = 0; k < 3; k++)
					all[n++] = q[k];
				isa_bits w;
				uint32_t gen;
				const char *why = NULL;
				pv_sat r = pv_smt_solve(za, all, n, &sa, &w, &gen, &why);
				x->res->queries++;
				char gens[96];
				gens_text(x, gens, sizeof(gens));
				if (r == PV_UNSAT)
					continue;
				ps->fields_proved = false;
				if (r == PV_UNDEF) {
					x->res->unknown++;
					pv_finding *u = pv_add(x->rep, PV_UNKNOWN, "solver-unknown", f->loc,
							       "%s @ %s: field %s of %s / %s: Z3 gave up (%s)",
							       x->A.r->root->name, gens, f->name, la->name,
							       lb->name, why ? why : "unknown");
					set_gens(x, u);
					continue;
				}
				uint32_t ga = x->o->has_gen_a || x->o->has_gen_b ? x->A.gen : gen;
				uint32_t gb = x->o->has_gen_a || x->o->has_gen_b ? x->B.gen : gen;
				uint64_t v1 = 0, v2 = 0;
				const isa_bitset *conflict[2];
				bool ok = isa_match(x->A.m, x->A.r, &w, ga, conflict) == la &&
					  isa_match(x->B.m, x->B.r, &w, gb, conflict) == lb &&
					  isa_field_value(x->A.m, la, &w, ga, f->name, &v1) &&
					  isa_field_value(x->B.m, lb, &w, gb, fb, &v2) && v1 != v2;
				char hex[ISA_MAX_BITS / 4 + 2];
				isa_bits_format(&w, x->width, hex);
				if (ok && seen_diff(x, la, lb, f->name, true)) {
					x->repeats++; /* reported for an earlier interval */
					continue;
				}
				x->res->differences++;
				pv_finding *d = pv_add(x->rep, ok ? PV_ERROR : PV_ERROR,
						       ok ? "diff-field" : "internal-witness", f->loc,
						       ok ? "%s @ %s: field %s of %s (A) and %s of %s (B) extract "
							    "different values: %llu vs %llu"
							  : "%s @ %s: field %s of %s (A) and %s of %s (B): Z3's "
							    "witness does not reproduce (%llu vs %llu)",
						       x->A.r->root->name, gens, f->name, la->name, fb, lb->name,
						       (unsigned long long)v1, (unsigned long long)v2);
				pv_set_witness(d, hex);
				pv_set_related(d, lb->loc);
				add_decodes(x, d, &w);
				set_gens(x, d);
			}
	(void)nn;
}

/* ------------------------------------------------------------------ */
/* Text                                                                  */
/* ------------------------------------------------------------------ */

static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* Sample words both sides decode as la / lb and compare the texts.
 * Returns words compared; a difference is reported. */
static int sample_text(dctx *x, int a, int b, bool *differs)
{
	const isa_bitset *la = x->A.r->leaves[a], *lb = x->B.r->leaves[b];
	pv_cube c;
	*differs = false;
	if (!pv_cube_intersect(&x->A.cube[a], &x->B.cube[b], &c))
		return 0;
	uint64_t seed = UINT64_C(0x2545f4914f6cdd1d) ^ (uint64_t)a * 7919 ^ (uint64_t)b;
	int compared = 0;
	isa_buf ta, tb;
	isa_buf_init(&ta);
	isa_buf_init(&tb);
	for (int t = 0; t < x->o->text_samples * 4 && compared < x->o->text_samples; t++) {
		isa_bits w;
		for (int i = 0; i < ISA_MAX_WORDS; i++)
			w.w[i] = t ? rng_next(&seed) : 0;
		isa_bits r = isa_bits_range(0, x->width - 1);
		isa_bits_and(&w, &w, &r);
		isa_bits_andnot(&w, &w, &c.care);
		isa_bits_or(&w, &w, &c.val);
		const isa_bitset *conflict[2];
		if (isa_match(x->A.m, x->A.r, &w, x->A.gen, conflict) != la ||
		    isa_match(x->B.m, x->B.r, &w, x->B.gen, conflict) != lb)
			continue;
		compared++;
		ta.len = tb.len = 0;
		witness_text(x->A.m, x->A.r, &w, x->A.gen, &ta);
		witness_text(x->B.m, x->B.r, &w, x->B.gen, &tb);
		if (strcmp(ta.s ? ta.s : "", tb.s ? tb.s : "")) {
			*differs = true;
			if (seen_diff(x, la, lb, NULL, true)) {
				x->repeats++; /* reported for an earlier interval */
				break;
			}
			char hex[ISA_MAX_BITS / 4 + 2], gens[96];
			isa_bits_format(&w, x->width, hex);
			gens_text(x, gens, sizeof(gens));
			x->res->differences++;
			pv_finding *f = pv_add(x->rep, PV_ERROR, "diff-text", la->loc,
					       "%s @ %s: %s (A) and %s (B) print different text",
					       x->A.r->root->name, gens, la->name, lb->name);
			pv_set_witness(f, hex);
			pv_set_related(f, lb->loc);
			add_decodes(x, f, &w);
			set_gens(x, f);
			*differs = true;
			break;
		}
	}
	isa_buf_free(&ta);
	isa_buf_free(&tb);
	return compared;
}

/* ------------------------------------------------------------------ */
/* Driving: roots, intervals                                            */
/* ------------------------------------------------------------------ */

static bool active_at(const isa_bitset *b, uint32_t g)
{
	return g >= b->eff_gen_min && g <= b->eff_gen_max;
}

/* Gen intervals in which both roots' active sets are constant (empty ones
 * too: words there are in neither description). */
static int intervals(const isa_root *ra, const isa_root *rb, pv_interval **out)
{
	const isa_root *roots[2] = {ra, rb};
	return pv_gen_intervals_of(roots, 2, true, out);
}

static void side_init(dside *s, const isa *m, const isa_root *r)
{
	memset(s, 0, sizeof(*s));
	s->m = m;
	s->r = r;
	s->cube = pv_xmalloc((size_t)r->nleaves * sizeof(pv_cube) + 1);
	s->active = pv_xmalloc((size_t)r->nleaves + 1);
	s->has_pair = pv_xmalloc((size_t)r->nleaves + 1);
	for (int i = 0; i < r->nleaves; i++)
		s->cube[i] = pv_cube_of_leaf(r->leaves[i]);
}

static void side_free(dside *s)
{
	free(s->cube);
	free(s->active);
	free(s->has_pair);
}

static int active_list(dside *s, int *out)
{
	int n = 0;
	for (int i = 0; i < s->r->nleaves; i++) {
		s->active[i] = active_at(s->r->leaves[i], s->gen);
		if (s->active[i])
			out[n++] = i;
	}
	return n;
}

static void interval_reset(dctx *x)
{
	x->ncombos = 0;
	free(x->hash);
	x->hash = NULL;
	x->hashcap = 0;
	for (int c = 0; c < CL_N; c++) {
		pv_count_zero(&x->total[c]);
		x->ncubes[c] = 0;
		x->listed[c].n = 0;
	}
	x->nodes = 0;
	x->gave_up = false;
}

static void compare_interval(dctx *x, pv_smt *za, pv_smt *zb, bool z3)
{
	interval_reset(x);
	int *la = pv_xmalloc(((size_t)x->A.r->nleaves + 1) * sizeof(int));
	int *lb = pv_xmalloc(((size_t)x->B.r->nleaves + 1) * sizeof(int));
	int na = active_list(&x->A, la), nb = active_list(&x->B, lb);
	pv_cube all;
	memset(&all, 0, sizeof(all));
	explore(x, &all, la, na, lb, nb);
	free(la);
	free(lb);
	char gens[96];
	gens_text(x, gens, sizeof(gens));
	const char *root = x->A.r->root->name;
	x->res->intervals++;
	if (x->gave_up) {
		x->res->unknown++;
		pv_finding *f = pv_add(x->rep, PV_UNKNOWN, "solver-unknown", x->A.r->root->loc,
				       "%s @ %s: more than %ld cube splits: the comparison was not finished",
				       root, gens, DIFF_MAX_NODES);
		set_gens(x, f);
		return;
	}
	int before = x->res->differences, unknown_before = x->res->unknown;
	x->repeats = 0;
	for (int c = CL_ONLY_A; c < CL_N; c++)
		report_class(x, (dclass)c);
	/* paired leaves sharing words: fields, then text */
	int sampled = 0, proved_text = 0, pairs = 0;
	for (int i = 0; i < x->ncombos; i++) {
		combo *c = &x->combos[i];
		if (c->cls != CL_SAME || c->a < 0)
			continue;
		pairs++;
		const isa_bitset *a = x->A.r->leaves[c->a], *b = x->B.r->leaves[c->b];
		bool same_gen = x->A.gen == x->B.gen || !(x->o->has_gen_a || x->o->has_gen_b);
		pairstat ps = {true, 0};
		if (!(same_gen && chain_eq(a, b, true)) ) {
			if (z3)
				compare_fields(x, za, zb, c->a, c->b, &ps);
			else
				ps.fields_proved = false;
		}
		if (format_of(x->A.m) != format_of(x->B.m))
			continue; /* texts of two formats are not comparable */
		if (ps.fields_proved && text_structural(x, a, b)) {
			proved_text++;
			continue;
		}
		bool differs;
		int n = sample_text(x, c->a, c->b, &differs);
		if (!differs && n) {
			sampled++;
			if (x->o->verbose_samples) {
				pv_finding *f = pv_add(x->rep, PV_NOTE, "diff-text-sampled", a->loc,
						       "%s @ %s: %s / %s print alike on %d sampled words "
						       "(not proved: the displays differ in structure)",
						       root, gens, a->name, b->name, n);
				set_gens(x, f);
			}
		}
	}
	if (x->repeats && x->res->differences == before) {
		x->res->differences++;
		pv_finding *f = pv_add(x->rep, PV_ERROR, "diff-repeated", x->A.r->root->loc,
				       "%s @ %s: %d field or text differences reported for an earlier "
				       "gen interval hold here too (witnesses re-found here)",
				       root, gens, x->repeats);
		set_gens(x, f);
	} else if (x->res->differences == before && x->res->unknown == unknown_before) {
		pv_finding *f;
		if (sampled)
			f = pv_add(x->rep, PV_NOTE, "diff-identical", x->A.r->root->loc,
				   "%s @ %s: decodes identically (proved: classes, %d paired leaves' "
				   "fields); text proved for %d pairs, sampled for %d (not proved)",
				   root, gens, pairs, proved_text, sampled);
		else
			f = pv_add(x->rep, PV_NOTE, "diff-identical", x->A.r->root->loc,
				   "%s @ %s: decodes identically (proved)", root, gens);
		set_gens(x, f);
		x->res->identical++;
	}
}

static const isa_root *primary_root(const isa *m)
{
	if (m->instruction)
		return m->instruction;
	if (m->mp && m->mp->nfuncs)
		return &m->roots[m->mp->funcs[0].root];
	return m->nroots ? &m->roots[0] : NULL;
}

static const isa_root *root_named(const isa *m, const char *name)
{
	for (int i = 0; i < m->nroots; i++)
		if (!strcmp(m->roots[i].root->name, name))
			return &m->roots[i];
	return NULL;
}

static void compare_roots(dctx *x, const isa_root *ra, const isa_root *rb, pv_smt *za,
			  pv_smt *zb, bool z3)
{
	side_init(&x->A, x->A.m, ra);
	side_init(&x->B, x->B.m, rb);
	x->width = ra->root->size;
	find_pairs(x->o, ra, rb, x->A.has_pair, x->B.has_pair);
	x->res->roots++;
	/* a leaf no leaf of the other side pairs with: said once */
	for (int s = 0; s < 2; s++) {
		const dside *d = s ? &x->B : &x->A;
		for (int i = 0; i < d->r->nleaves; i++) {
			const isa_bitset *l = d->r->leaves[i];
			bool first = true;
			for (int j = 0; j < i && first; j++)
				first = strcmp(d->r->leaves[j]->name, l->name) != 0;
			if (d->has_pair[i] || !first)
				continue;
			x->res->unmapped++;
			pv_add(x->rep, PV_WARNING, "diff-unmapped", l->loc,
			       "%s: leaf %s of %s has no counterpart in %s%s: its words are compared as "
			       "unpaired",
			       ra->root->name, l->name, s ? "B" : "A", s ? "A" : "B",
			       x->o->nmap ? " (by name or --map)" : " (by name)");
		}
	}
	if (x->o->has_gen_a || x->o->has_gen_b) {
		x->A.gen = x->o->gen_a;
		x->B.gen = x->o->gen_b;
		x->lo = x->hi = x->o->gen_a;
		compare_interval(x, za, zb, z3);
	} else {
		pv_interval *iv;
		int n = intervals(ra, rb, &iv);
		for (int i = 0; i < n; i++) {
			if (x->o->has_gen && (x->o->gen < iv[i].lo || x->o->gen > iv[i].hi))
				continue;
			x->lo = x->o->has_gen ? x->o->gen : iv[i].lo;
			x->hi = x->o->has_gen ? x->o->gen : iv[i].hi;
			x->A.gen = x->B.gen = x->lo;
			compare_interval(x, za, zb, z3);
		}
		free(iv);
	}
	side_free(&x->A);
	side_free(&x->B);
}

/* roots worth comparing: #instruction and the operand roots fields use */
static bool root_used(const isa *m, const isa_root *r)
{
	if (r == m->instruction || m->mp || !m->instruction)
		return true;
	for (int i = 0; i < m->nbitsets; i++) {
		const isa_bitset *b = m->bitsets[i];
		for (int c = 0; c < b->ncases; c++)
			for (int k = 0; k < b->cases[c].nfields; k++)
				if (b->cases[c].fields[k].root == r->root)
					return true;
	}
	return false;
}

bool pv_diff(const isa *a, const isa *b, const pv_diff_opts *o, pv_report *rep,
	     pv_diff_result *res, char *err, size_t errlen)
{
	memset(res, 0, sizeof(*res));
	/* the pairs of roots */
	const isa_root *pa[256], *pb[256];
	int np = 0;
	if (o->root) {
		const isa_root *x = root_named(a, o->root), *y = root_named(b, o->root);
		if (!x || !y) {
			snprintf(err, errlen, "--root %s: no such root in %s", o->root, !x ? "A" : "B");
			return false;
		}
		pa[np] = x;
		pb[np++] = y;
	} else {
		for (int i = 0; i < a->nroots && np < 256; i++) {
			const isa_root *y = root_named(b, a->roots[i].root->name);
			if (y && root_used(a, &a->roots[i])) {
				pa[np] = &a->roots[i];
				pb[np++] = y;
			}
		}
		if (!np && primary_root(a) && primary_root(b)) {
			pa[np] = primary_root(a);
			pb[np++] = primary_root(b);
		}
	}
	if (!np) {
		snprintf(err, errlen, "the descriptions have no root to compare");
		return false;
	}
	for (int i = 0; i < np; i++)
		if (pa[i]->root->size != pb[i]->root->size) {
			snprintf(err, errlen, "root %s is %d bits in A, %s is %d bits in B",
				 pa[i]->root->name, pa[i]->root->size, pb[i]->root->name,
				 pb[i]->root->size);
			return false;
		}
	/* roots on one side only: their words decode on that side alone */
	for (int s = 0; s < 2 && !o->root; s++) {
		const isa *m = s ? b : a, *other = s ? a : b;
		for (int i = 0; i < m->nroots; i++) {
			const isa_root *r = &m->roots[i];
			if (!root_used(m, r) || root_named(other, r->root->name))
				continue;
			bool compared = false;
			for (int k = 0; k < np; k++)
				compared |= (s ? pb[k] : pa[k]) == r;
			if (compared)
				continue;
			res->differences++;
			pv_add(rep, PV_ERROR, "diff-root", r->root->loc,
			       "root %s is in %s only", r->root->name, s ? "B" : "A");
		}
	}
	pv_smt za, zb;
	bool z3 = pv_smt_open(&za, a, o->timeout_ms);
	if (z3) {
		pv_smt_view(&zb, &za, b);
	} else {
		res->unknown++;
		pv_add(rep, PV_UNKNOWN, "solver-unknown", (isa_loc){a->path, 0, 0},
		       "Z3 did not start: fields are not compared");
	}
	dctx x;
	memset(&x, 0, sizeof(x));
	x.o = o;
	x.rep = rep;
	x.res = res;
	x.A.m = a;
	x.B.m = b;
	for (int i = 0; i < np; i++) {
		x.A.m = a;
		x.B.m = b;
		compare_roots(&x, pa[i], pb[i], &za, &zb, z3);
	}
	for (int c = 0; c < CL_N; c++)
		pv_count_format(&x.sum[c], res->count[c], sizeof(res->count[c]));
	free(x.combos);
	free(x.hash);
	free(x.seen);
	for (int c = 0; c < CL_N; c++)
		pv_cubes_free(&x.listed[c]);
	if (z3) {
		pv_smt_view_end(&zb);
		pv_smt_close(&za);
	}
	return true;
}
