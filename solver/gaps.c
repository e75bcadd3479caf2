/*
 * solver/gaps.c - undocumented combinations inside instructions.
 *
 * For every leaf of #instruction, and every definition of an enum- or
 * bitset-typed field that lookup can pick for it, Z3 is asked for a word
 * that decodes as the leaf, selects that definition, and gives the field
 * a value its type does not cover (an enum value not listed, operand bits
 * no leaf of the operand root matches).  Dontcare bits that can be set
 * and asserts that can be violated are reported as notes.  Each witness
 * is decoded again by the interpreter before it is reported; each defect
 * is reported once (at its definition), with the first leaf that shows it.
 */
#include <string.h>

#include "solver/prove.h"
#include "solver/gens.h"
#include "solver/internal.h"
#include "solver/smt.h"
#include "solver/cube.h"
#include "solver/precheck.h"

typedef struct seen {
	const void **v;
	int n, cap;
} seen;

static bool seen_add(seen *s, const void *p)
{
	for (int i = 0; i < s->n; i++)
		if (s->v[i] == p)
			return false;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->v = realloc(s->v, (size_t)s->cap * sizeof(*s->v));
		if (!s->v)
			abort();
	}
	s->v[s->n++] = p;
	return true;
}

/* A gap found through one field (an enum value not listed, operand bits
 * no leaf matches); reported grouped by the enum or operand root. */
typedef struct gap_rec {
	const isa_field *f;
	const isa_bitset *leaf;
	uint64_t value;
	isa_bits word;
	uint32_t gen;
} gap_rec;

/* What a question about an operand leaf gives with nothing known of the
 * context (its word and params free): PV_UNSAT there means PV_UNSAT in
 * every context, so it is asked once per operand leaf, not per context. */
typedef struct verdict {
	const void *key;
	const isa_bitset *leaf;
	int v; /* pv_sat */
} verdict;

typedef struct gapctx {
	const isa *m;
	const isa_root *r;
	pv_smt *s;
	pv_report *rep;
	const pv_opts *o;
	seen done;     /* definitions / patterns / asserts already reported */
	gap_rec *egaps;
	int negaps, capegaps;
	pv_interval *iv; /* the root's gen intervals, for readable witness gens */
	int niv;
	struct { const isa_case *c; const char *name; } *refs; /* reported */
	int nrefs, caprefs;
	struct root_full { const isa_root *r; bool full; } full[64]; /* operand roots */
	int nfull;
	verdict *vc; /* open addressing, capacity a power of two */
	int nvc, capvc;
} gapctx;

/* Facts a query can take: its own, then the operand context (pv_smt_bind). */
#define MAX_FACTS 96

static bool seen_has_ref(gapctx *g, const isa_case *c, const char *name)
{
	for (int i = 0; i < g->nrefs; i++)
		if (g->refs[i].c == c && !strcmp(g->refs[i].name, name))
			return true;
	return false;
}

static void seen_ref_add(gapctx *g, const isa_case *c, const char *name)
{
	if (g->nrefs == g->caprefs) {
		g->caprefs = g->caprefs ? g->caprefs * 2 : 16;
		g->refs = realloc(g->refs, (size_t)g->caprefs * sizeof(*g->refs));
		if (!g->refs)
			abort();
	}
	g->refs[g->nrefs].c = c;
	g->refs[g->nrefs].name = name;
	g->nrefs++;
}

static size_t vc_hash(const void *key, const isa_bitset *leaf)
{
	uintptr_t h = (uintptr_t)key * UINT64_C(0x9e3779b97f4a7c15) ^ (uintptr_t)leaf * 31u;
	return (size_t)(h ^ (h >> 29));
}

static verdict *vc_slot(gapctx *g, const void *key, const isa_bitset *leaf)
{
	if (2 * (g->nvc + 1) > g->capvc) {
		verdict *old = g->vc;
		int oldcap = g->capvc;
		g->capvc = g->capvc ? g->capvc * 2 : 256;
		g->vc = calloc((size_t)g->capvc, sizeof(*g->vc));
		if (!g->vc)
			abort();
		g->nvc = 0;
		for (int i = 0; i < oldcap; i++)
			if (old[i].key) {
				verdict *v = vc_slot(g, old[i].key, old[i].leaf);
				*v = old[i];
				g->nvc++;
			}
		free(old);
	}
	size_t mask = (size_t)g->capvc - 1;
	for (size_t i = vc_hash(key, leaf) & mask;; i = (i + 1) & mask)
		if (!g->vc[i].key || (g->vc[i].key == key && g->vc[i].leaf == leaf))
			return &g->vc[i];
}

static bool is_done(gapctx *g, const void *key)
{
	for (int j = 0; j < g->done.n; j++)
		if (g->done.v[j] == key)
			return true;
	return false;
}

/* Nothing left to ask about `key` in this scope: reported already, or
 * impossible inside this operand leaf whatever the context. */
static bool closed(gapctx *g, pv_scope *sc, const void *key)
{
	if (is_done(g, key))
		return true;
	if (!sc->parent)
		return false;
	verdict *v = vc_slot(g, key, sc->leaf);
	return v->key && v->v == PV_UNSAT;
}

static Z3_ast shown_directly(gapctx *g, pv_scope *sc, const char *name);

static Z3_ast shown_cb(void *ctx, pv_scope *sc, const char *name)
{
	return shown_directly(ctx, sc, name);
}

/* Ask facts[0..n) (a question about scope sc; facts has MAX_FACTS slots).
 * Inside an operand, the question is first asked of the operand leaf
 * alone (cached by key), then, when that can be, in the context sc was
 * entered from: the instruction and every operand on the way print the
 * one inside, with the values they pass. */
static pv_sat query(gapctx *g, pv_scope *sc, const void *key, Z3_ast *facts, int n, isa_bits *w,
		    uint32_t *gen, const char **why)
{
	pv_smt *s = g->s;
	if (sc->parent) {
		facts[n++] = pv_smt_decodes_as(s, sc, isa_root_of(g->m, sc->leaf->root));
		verdict *v = vc_slot(g, key, sc->leaf);
		if (!v->key) {
			int r = pv_smt_solve(s, facts, n, NULL, NULL, NULL, NULL);
			v = vc_slot(g, key, sc->leaf); /* the table may have grown */
			v->key = key;
			v->leaf = sc->leaf;
			v->v = r;
			g->nvc++;
		}
		if (v->v == PV_UNSAT)
			return PV_UNSAT;
		/* most contexts pass params that rule the question out
		 * (an assert that holds unless a param is set) */
		if (pv_smt_refuted_by_params(s, sc, facts, n - 1))
			return PV_UNSAT;
		/* room is left for the instruction's fact below and the spare slot
		 * pv_smt_solve_nice takes */
		int nb = pv_smt_bind(s, sc, shown_cb, g, facts + n, MAX_FACTS - 2 - n);
		if (nb < 0) {
			if (why)
				*why = "the operand's context needs more facts or params than isaproof holds";
			return PV_UNDEF;
		}
		n += nb;
		pv_scope *top = sc;
		while (top->parent)
			top = top->parent;
		facts[n++] = pv_smt_decodes_as(s, top, g->r);
	}
	return pv_smt_solve_nice(s, facts, n, sc, w, gen, why, g->iv, g->niv);
}

static void unknown(gapctx *g, const isa_bitset *leaf, isa_loc loc, const char *what,
		    const char *why);

static void decoded_text(const isa *m, const isa_bits *w, uint32_t gen, isa_buf *t)
{
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	isa_decode(m, w, &o, t);
}

/* The interpreter, decoding the witness with errors shown, prints this:
 * the check that makes a solver answer a finding. */
static bool text_shows(gapctx *g, const isa_bits *w, uint32_t gen, const char *needle)
{
	isa_buf t;
	isa_buf_init(&t);
	decoded_text(g->m, w, gen, &t);
	bool shown = t.s && strstr(t.s, needle);
	isa_buf_free(&t);
	return shown;
}

static void add_witness(gapctx *g, pv_finding *f, const isa_bits *w, uint32_t gen)
{
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(w, g->m->bitsize, hex);
	pv_set_witness(f, hex);
	pv_add_line(f, "gen", "%u", gen);
	isa_buf t;
	isa_buf_init(&t);
	decoded_text(g->m, w, gen, &t);
	pv_add_line(f, "decodes as", "%s", t.s ? t.s : "");
	isa_buf_free(&t);
}

static void unknown(gapctx *g, const isa_bitset *leaf, isa_loc loc, const char *what,
		    const char *why)
{
	pv_finding *f = pv_add(g->rep, PV_UNKNOWN, "solver-unknown", loc,
			       "could not decide %s for '%s': %s", what, leaf->name, why);
	pv_set_related(f, leaf->loc);
}

/* Facts every query about this scope starts from (query adds the
 * context of an operand scope). */
static int base_facts(gapctx *g, pv_scope *sc, Z3_ast *facts)
{
	int n = 0;
	if (!sc->parent)
		facts[n++] = pv_smt_decodes_as(g->s, sc, g->r);
	if (g->o->has_gen)
		facts[n++] = Z3_mk_eq(g->s->ctx, sc->gen,
				      Z3_mk_unsigned_int(g->s->ctx, g->o->gen, Z3_mk_bv_sort(g->s->ctx, 32)));
	return n;
}

/* What decoding a witness printed of one field definition: the interpreter
 * is the judge of every gap reported. */
typedef struct trace {
	const isa *m;
	const isa_field *f;
	uint32_t gen;
	bool hit;
	uint64_t val;
} trace;

static void trace_field(void *ctx, const isa_bitset *by, const isa_field *f, uint64_t val)
{
	trace *t = ctx;
	(void)by;
	if (t->hit || f != t->f)
		return;
	if (f->kind == TY_ENUM) {
		for (int i = 0; i < f->enm->nvalues; i++)
			if (f->enm->values[i].val == val)
				return;
	} else if (f->kind == TY_BITSET) {
		const isa_root *opr = isa_root_of(t->m, f->root);
		const isa_bitset *conflict[2];
		isa_bits ob = isa_bits_from_u64(val);
		int width = f->root->size;
		if (width < 64)
			ob.w[0] &= ((uint64_t)1 << width) - 1;
		if (!opr || isa_match(t->m, opr, &ob, t->gen, conflict) || conflict[0])
			return;
	} else {
		return;
	}
	t->hit = true;
	t->val = val;
}

/* Does decoding w at gen print definition f with a value its type does
 * not describe (an enum value not listed, operand bits no leaf matches)? */
static bool prints_gap(gapctx *g, const isa_bits *w, uint32_t gen, const isa_field *f,
		       uint64_t *val)
{
	trace t = {.m = g->m, .f = f, .gen = gen};
	isa_decode_opts o = {.gen = gen, .show_errors = true, .field_cb = trace_field,
			     .field_ctx = &t};
	isa_buf out;
	isa_buf_init(&out);
	isa_decode(g->m, w, &o, &out);
	isa_buf_free(&out);
	*val = t.val;
	return t.hit;
}

/* ---- questions whose witness the interpreter judges ----------------------- */

/* Does decoding the witness show what the question asked about? */
typedef bool (*confirm_fn)(gapctx *g, const isa_bits *w, uint32_t gen, const void *arg);

/* How many witnesses one question gets: a witness the interpreter does not
 * confirm is a place where the solver's model of decoding is looser than
 * decoding; it is excluded and the question asked again, and when the
 * tries run out the question is reported unknown -- never clean. */
#define CONFIRM_TRIES 4

/* The fact that the instruction word and gen are not (w, gen). */
static Z3_ast not_witness(gapctx *g, pv_scope *sc, const isa_bits *w, uint32_t gen)
{
	pv_smt *s = g->s;
	while (sc->parent)
		sc = sc->parent;
	unsigned width = (unsigned)sc->leaf->root->size;
	Z3_ast eq[ISA_MAX_WORDS + 1];
	int n = 0;
	for (unsigned lo = 0; lo < width; lo += 64) {
		unsigned hi = lo + 63 < width ? lo + 63 : width - 1;
		uint64_t v = w->w[lo / 64];
		if (hi - lo < 63)
			v &= ((uint64_t)1 << (hi - lo + 1)) - 1;
		eq[n++] = Z3_mk_eq(s->ctx, Z3_mk_extract(s->ctx, hi, lo, sc->word),
				   Z3_mk_unsigned_int64(s->ctx, v, Z3_mk_bv_sort(s->ctx, hi - lo + 1)));
	}
	eq[n++] = Z3_mk_eq(s->ctx, sc->gen, Z3_mk_unsigned_int(s->ctx, gen, Z3_mk_bv_sort(s->ctx, 32)));
	return Z3_mk_not(s->ctx, Z3_mk_and(s->ctx, (unsigned)n, eq));
}

/* Ask facts[0..n) about scope sc (facts has MAX_FACTS slots) until a
 * witness is confirmed by ok(): PV_SAT with it in *w, *gen; PV_UNSAT when
 * there is none.  An undecided question, or one whose witnesses the
 * interpreter keeps refusing, is reported once per key as unknown. */
static pv_sat solve(gapctx *g, const void *key, isa_loc loc, const char *what, Z3_ast *facts,
		    int n, pv_scope *sc, confirm_fn ok, const void *arg, isa_bits *w, uint32_t *gen)
{
	Z3_ast blocked = NULL;
	for (int t = 0; t < CONFIRM_TRIES; t++) {
		const char *why = NULL;
		if (blocked)
			facts[n] = blocked;
		pv_sat r = query(g, sc, key, facts, n + (blocked != NULL), w, gen, &why);
		if (r == PV_UNDEF && seen_add(&g->done, key))
			unknown(g, sc->leaf, loc, what, why ? why : "unknown");
		if (r != PV_SAT || ok(g, w, *gen, arg))
			return r;
		Z3_ast not_w = not_witness(g, sc, w, *gen);
		Z3_ast both[2] = {blocked, not_w};
		blocked = blocked ? Z3_mk_and(g->s->ctx, 2, both) : not_w;
	}
	if (seen_add(&g->done, key)) {
		char why[96];
		snprintf(why, sizeof(why), "decoding did not confirm the solver's witnesses (%d tried)",
			 CONFIRM_TRIES);
		unknown(g, sc->leaf, loc, what, why);
	}
	return PV_UNDEF;
}

static bool confirm_text(gapctx *g, const isa_bits *w, uint32_t gen, const void *needle)
{
	return text_shows(g, w, gen, needle);
}

/* What prints_gap found for the last witness it confirmed. */
typedef struct gap_probe {
	const isa_field *f;
	uint64_t got;
} gap_probe;

static bool confirm_gap(gapctx *g, const isa_bits *w, uint32_t gen, const void *arg)
{
	gap_probe *p = (gap_probe *)arg;
	return prints_gap(g, w, gen, p->f, &p->got);
}

static bool display_prints(const isa_display *d, const char *name)
{
	for (int i = 0; d && i < d->npieces; i++)
		if (d->pieces[i].kind == PC_FIELD && !strcmp(d->pieces[i].text, name))
			return true;
	return false;
}

/* Does some display the leaf can print show field `name`?  An operand
 * nobody prints is no place to show a gap inside it. */
static bool printed_by(const isa_bitset *leaf, const char *name)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_display *d = b->cases[c].display;
			if (display_prints(d, name))
				return true;
			if (d && !b->cases[c].expr)
				return false; /* later displays are never picked */
		}
	return false;
}

/* Some display case that shows field `name` is the one find_display
 * picks for the word. */
static Z3_ast shown_directly(gapctx *g, pv_scope *sc, const char *name)
{
	pv_smt *s = g->s;
	int cap = 0, n = 0;
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		cap += b->ncases;
	Z3_ast *any = pv_xmalloc(((size_t)cap + 1) * sizeof(Z3_ast));
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			if (display_prints(b->cases[c].display, name))
				any[n++] = pv_smt_display_selected(s, sc, &b->cases[c]);
		}
	Z3_ast r = n ? Z3_mk_or(s->ctx, (unsigned)n, any) : Z3_mk_false(s->ctx);
	free(any);
	return r;
}

/* Operands inside operands are followed as deep as decoding goes (the
 * loader refuses recursive types, so this only guards the stack). */
#define MAX_DEPTH 16

/* The word prints field `name` of scope sc: a display case that shows it
 * is the one picked, or an operand field that is printed passes it as a
 * param and decodes to an operand leaf that prints that param in turn
 * (the leaf's own display, at the word's gen, or again an operand of its
 * own, at any depth).  Each operand leaf is a scope of its own on the
 * operand's bits, so its case selection (overrides on the gen, on the
 * param, on its fields) is the one decoding makes: a leaf that prints the
 * param only in some cases counts only in those.  A value nobody prints
 * is invisible, so a gap counts only where the field is printed.  Deeper
 * than MAX_DEPTH the question about definition f is reported unknown. */
static Z3_ast printed_when(gapctx *g, pv_scope *sc, const char *name, const isa_field *f)
{
	pv_smt *s = g->s;
	int cap = 1, n = 0;
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			cap += b->cases[c].nfields; /* one term per operand field at most */
	Z3_ast *any = pv_xmalloc((size_t)cap * sizeof(Z3_ast));
	any[n++] = shown_directly(g, sc, name);
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *u = &b->cases[c].fields[i];
				if (u->kind != TY_BITSET || !u->root)
					continue;
				const char *as = NULL;
				for (int p = 0; p < u->nparams && !as; p++)
					if (!strcmp(u->params[p].name, name))
						as = u->params[p].as;
				const isa_root *opr = as ? isa_root_of(g->m, u->root) : NULL;
				if (!opr)
					continue;
				if (sc->depth >= MAX_DEPTH) {
					if (seen_add(&g->done, f))
						unknown(g, sc->leaf, f->loc, "the values of this field",
							"it is printed through params handed on by operands "
							"nested deeper than 16");
					continue;
				}
				pv_def *defs;
				int nd = pv_smt_defs(s, sc, u->name, &defs);
				for (int k = 0; k < nd; k++) {
					if (defs[k].f != u)
						continue;
					unsigned width = (unsigned)u->root->size;
					Z3_ast bits = Z3_mk_extract(s->ctx, width - 1, 0,
								    pv_smt_def_value(s, sc, u));
					Z3_ast *leaves = pv_xmalloc(((size_t)opr->nleaves + 1) * sizeof(Z3_ast));
					int nl = 0;
					for (int l = 0; l < opr->nleaves; l++) {
						pv_scope nsc;
						pv_smt_nested(s, &nsc, sc, u, opr->leaves[l], bits);
						Z3_ast v[2] = {pv_smt_decodes_as(s, &nsc, opr),
							       printed_when(g, &nsc, as, f)};
						leaves[nl++] = Z3_mk_and(s->ctx, 2, v);
					}
					if (nl) {
						Z3_ast v[3] = {defs[k].when, shown_directly(g, sc, u->name),
							       Z3_mk_or(s->ctx, (unsigned)nl, leaves)};
						any[n++] = Z3_mk_and(s->ctx, 3, v);
					}
					free(leaves);
				}
				free(defs);
			}
	Z3_ast r = Z3_mk_or(s->ctx, (unsigned)n, any);
	free(any);
	return r;
}

/* ---- enum values ---------------------------------------------------------- */

static void gap_push(gapctx *g, gap_rec r)
{
	if (g->negaps == g->capegaps) {
		g->capegaps = g->capegaps ? g->capegaps * 2 : 32;
		g->egaps = realloc(g->egaps, (size_t)g->capegaps * sizeof(*g->egaps));
		if (!g->egaps)
			abort();
	}
	g->egaps[g->negaps++] = r;
}

static bool listed(const isa_enum *e, uint64_t v)
{
	for (int i = 0; i < e->nvalues; i++)
		if (e->values[i].val == v)
			return true;
	return false;
}

static void enum_gap(gapctx *g, pv_scope *sc, const pv_def *d, const char *name)
{
	pv_smt *s = g->s;
	Z3_ast facts[MAX_FACTS];
	int n = base_facts(g, sc, facts);
	facts[n++] = d->when;
	facts[n++] = printed_when(g, sc, name, d->f);
	Z3_ast v = pv_smt_def_value(s, sc, d->f);
	int nv = d->f->enm->nvalues;
	Z3_ast *ne = pv_xmalloc(((size_t)nv + 1) * sizeof(Z3_ast));
	int k = 0;
	for (int i = 0; i < nv; i++)
		ne[k++] = Z3_mk_not(s->ctx, Z3_mk_eq(s->ctx, v, Z3_mk_unsigned_int64(s->ctx,
			d->f->enm->values[i].val, Z3_mk_bv_sort(s->ctx, 64))));
	facts[n++] = k ? Z3_mk_and(s->ctx, (unsigned)k, ne) : Z3_mk_true(s->ctx);
	free(ne);
	isa_bits w;
	uint32_t gen;
	gap_probe p = {d->f, 0};
	if (solve(g, d->f, d->f->loc, "whether an enum field can hold unlisted values", facts, n,
		  sc, confirm_gap, &p, &w, &gen) != PV_SAT || !seen_add(&g->done, d->f))
		return;
	gap_push(g, (gap_rec){d->f, sc->leaf, p.got, w, gen});
}

/* What a gap is grouped by: the enum, or the operand root. */
static const void *gap_key(const gap_rec *r)
{
	return r->f->kind == TY_ENUM ? (const void *)r->f->enm : (const void *)r->f->root;
}

/* One warning per enum or operand root: the fields of that type that can
 * hold what it does not describe, each with the value seen, and the first
 * witness. */
static void report_gaps(gapctx *g)
{
	for (int i = 0; i < g->negaps; i++) {
		const void *key = gap_key(&g->egaps[i]);
		bool first = true;
		for (int j = 0; j < i && first; j++)
			first = gap_key(&g->egaps[j]) != key;
		if (!first)
			continue;
		int nf = 0;
		for (int j = i; j < g->negaps; j++)
			nf += gap_key(&g->egaps[j]) == key;
		const gap_rec *r = &g->egaps[i];
		bool is_enum = r->f->kind == TY_ENUM;
		char hex[ISA_MAX_BITS / 4 + 1];
		isa_bits vb = isa_bits_from_u64(r->value);
		isa_bits_format(&vb, g->m->bitsize, hex);
		pv_finding *f;
		if (is_enum)
			f = pv_add(g->rep, PV_WARNING, "undocumented-enum-value", r->f->enm->loc,
				   "%d field%s of enum type %s can hold values it does not list "
				   "(e.g. '%s' of '%s' holds %llu)",
				   nf, nf == 1 ? "" : "s", r->f->enm->name, r->f->name, r->leaf->name,
				   (unsigned long long)r->value);
		else
			f = pv_add(g->rep, PV_WARNING, "undocumented-operand", r->f->root->loc,
				   "%d field%s of type %s can hold bits no %s leaf matches (e.g. '%s' "
				   "of '%s' holds %s)",
				   nf, nf == 1 ? "" : "s", r->f->root->name, r->f->root->name, r->f->name,
				   r->leaf->name, hex);
		pv_set_related(f, r->f->loc);
		add_witness(g, f, &r->word, r->gen);
		int shown = 0;
		for (int j = i; j < g->negaps; j++) {
			const gap_rec *x = &g->egaps[j];
			if (gap_key(x) != key)
				continue;
			if (shown++ == 8) {
				pv_add_line(f, "more", "%d more fields", nf - 8);
				break;
			}
			pv_add_line(f, "field", "%s (%s:%d%s) holds 0x%llx in '%s'",
				    x->f->name, x->f->loc.file ? x->f->loc.file : "", x->f->loc.line,
				    x->f->derived ? ", derived" : "", (unsigned long long)x->value,
				    x->leaf->name);
		}
	}
}

/* ---- operand bitsets ---------------------------------------------------------- */

static void bitset_gap(gapctx *g, pv_scope *sc, const pv_def *d, const char *name)
{
	pv_smt *s = g->s;
	const isa_root *opr = isa_root_of(g->m, d->f->root);
	if (!opr)
		return;
	unsigned width = (unsigned)d->f->root->size;
	Z3_ast facts[MAX_FACTS];
	int n = base_facts(g, sc, facts);
	facts[n++] = d->when;
	facts[n++] = printed_when(g, sc, name, d->f);
	Z3_ast bits = Z3_mk_extract(s->ctx, width - 1, 0, pv_smt_def_value(s, sc, d->f));
	Z3_ast *none = pv_xmalloc(((size_t)opr->nleaves + 1) * sizeof(Z3_ast));
	for (int i = 0; i < opr->nleaves; i++)
		none[i] = Z3_mk_not(s->ctx, pv_smt_matches(s, bits, width, opr->leaves[i], sc->gen));
	facts[n++] = opr->nleaves ? Z3_mk_and(s->ctx, (unsigned)opr->nleaves, none) : Z3_mk_true(s->ctx);
	free(none);
	isa_bits w;
	uint32_t gen;
	gap_probe p = {d->f, 0};
	if (solve(g, d->f, d->f->loc, "whether an operand field can hold unmatched bits", facts, n,
		  sc, confirm_gap, &p, &w, &gen) != PV_SAT || !seen_add(&g->done, d->f))
		return;
	gap_push(g, (gap_rec){d->f, sc->leaf, p.got, w, gen});
}

/* ---- dontcare bits and asserts -------------------------------------------------- */

/* Z3's word of the scope with some dontcare bit of b set (all at once
 * may clash with a leaf), confirmed by the interpreter printing needle. */
static bool dontcare_solve(gapctx *g, pv_scope *sc, const isa_bitset *b, const char *needle,
			   isa_bits *w, uint32_t *gen)
{
	pv_smt *s = g->s;
	unsigned width = (unsigned)sc->leaf->root->size;
	Z3_ast facts[MAX_FACTS];
	int n = base_facts(g, sc, facts);
	Z3_ast mask = Z3_mk_unsigned_int64(s->ctx, 0, Z3_mk_bv_sort(s->ctx, width));
	for (int i = 0; i < (int)width; i++)
		if (isa_bits_test(&b->dontcare, i))
			mask = Z3_mk_bvor(s->ctx, mask,
					  Z3_mk_bvshl(s->ctx, Z3_mk_unsigned_int64(s->ctx, 1,
						Z3_mk_bv_sort(s->ctx, width)),
						Z3_mk_unsigned_int64(s->ctx, (uint64_t)i,
						Z3_mk_bv_sort(s->ctx, width))));
	facts[n++] = Z3_mk_not(s->ctx, Z3_mk_eq(s->ctx, Z3_mk_bvand(s->ctx, sc->word, mask),
						 Z3_mk_unsigned_int64(s->ctx, 0, Z3_mk_bv_sort(s->ctx, width))));
	return solve(g, &b->dontcare, b->loc, "whether dontcare bits can be set", facts, n, sc,
		     confirm_text, needle, w, gen) == PV_SAT;
}

/* The bitset of the leaf's chain whose pattern holds dontcare bits. */
static void dontcare_note(gapctx *g, pv_scope *sc)
{
	for (const isa_bitset *b = sc->leaf; b; b = b->parent) {
		if (isa_bits_is_zero(&b->dontcare) || closed(g, sc, &b->dontcare))
			continue;
		isa_bits dc = b->dontcare, w;
		uint32_t gen;
		char needle[300];
		snprintf(needle, sizeof(needle), "dontcare bits in %s:", sc->leaf->displayname);
		/* an instruction's word needs no solver; one inside an operand
		 * depends on its context, which Z3 ties to it */
		bool cube = !sc->parent && !g->r->first_match &&
			    pv_pre_dontcare_word(g->r, sc->leaf, &dc, g->iv, g->niv,
						 g->o->has_gen ? &g->o->gen : NULL, &w, &gen) && text_shows(g, &w, gen, needle);
		if (!cube && !dontcare_solve(g, sc, b, needle, &w, &gen))
			continue;
		if (!seen_add(&g->done, &b->dontcare))
			continue;
		char hex[ISA_MAX_BITS / 4 + 1];
		isa_bits_format(&dc, g->m->bitsize, hex);
		pv_finding *f = pv_add(g->rep, PV_NOTE, "dontcare-settable", b->loc,
				       "dontcare bits %s of '%s' can be set in a word %s '%s' (Mesa then "
				       "reports them)",
				       hex, b->name, sc->parent ? "with an operand that decodes as"
								: "that decodes as",
				       sc->leaf->name);
		pv_set_related(f, sc->leaf->loc);
		add_witness(g, f, &w, gen);
	}
}

static void assert_note(gapctx *g, pv_scope *sc)
{
	pv_smt *s = g->s;
	/* find_display's walk: a true case is visited (its asserts checked)
	 * unless an earlier visited case had a display */
	bool open = false;
	for (const isa_bitset *b = sc->leaf; b && !open; b = b->parent)
		for (int c = 0; c < b->ncases && !open; c++)
			for (int i = 0; i < b->cases[c].nfields && !open; i++)
				open = b->cases[c].fields[i].kind == TY_ASSERT &&
				       !closed(g, sc, &b->cases[c].fields[i]);
	if (!open)
		return;
	Z3_ast stopped = Z3_mk_false(s->ctx);
	for (const isa_bitset *b = sc->leaf; b; b = b->parent) {
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			Z3_ast t = pv_smt_case_true(s, sc, k);
			Z3_ast v[2] = {Z3_mk_not(s->ctx, stopped), t};
			Z3_ast visited = Z3_mk_and(s->ctx, 2, v);
			for (int i = 0; i < k->nfields; i++) {
				const isa_field *a = &k->fields[i];
				if (a->kind != TY_ASSERT || closed(g, sc, a))
					continue;
				unsigned w = (unsigned)(a->high - a->low + 1);
				Z3_ast bits = Z3_mk_extract(s->ctx, (unsigned)a->high, (unsigned)a->low, sc->word);
				Z3_ast want = Z3_mk_unsigned_int64(s->ctx, a->assert_val.w[0],
								   Z3_mk_bv_sort(s->ctx, w));
				Z3_ast facts[MAX_FACTS];
				int n = base_facts(g, sc, facts);
				facts[n++] = visited;
				facts[n++] = Z3_mk_not(s->ctx, Z3_mk_eq(s->ctx, bits, want));
				isa_bits word;
				uint32_t gen;
				char needle[300];
				snprintf(needle, sizeof(needle), "WARNING: unexpected bits[%d:%d] in %s:",
					 a->low, a->high, b->displayname);
				/* an assert that restates its case's condition holds
				 * whenever the case does: unsat, not asked (the terms are
				 * made all the same: Z3's later models follow the order
				 * terms are made in) */
				if (!sc->parent && pv_pre_assert_implied(sc->leaf, k, a))
					continue;
				if (solve(g, a, a->loc, "whether an assert can be violated", facts, n, sc,
					  confirm_text, needle, &word, &gen) != PV_SAT ||
				    !seen_add(&g->done, a))
					continue;
				pv_finding *f = pv_add(g->rep, PV_NOTE, "assert-violable", a->loc,
						       "assert on bits %d..%d of '%s' can be violated by a "
						       "word %s '%s'",
						       a->low, a->high, b->name,
						       sc->parent ? "with an operand that decodes as"
								  : "that decodes as",
						       sc->leaf->name);
				pv_set_related(f, sc->leaf->loc);
				add_witness(g, f, &word, gen);
			}
			if (k->display) {
				Z3_ast either[2] = {stopped, t};
				stopped = Z3_mk_or(s->ctx, 2, either);
			}
		}
	}
}

/* ---- display references that resolve to nothing ---------------------------------- */

/* Lookup can never fail for a name some unconditional case defines. */
static bool always_defined(const isa_bitset *leaf, const char *name)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			if (b->cases[c].expr)
				continue;
			for (int i = 0; i < b->cases[c].nfields; i++)
				if (!strcmp(b->cases[c].fields[i].name, name))
					return true;
		}
	return false;
}

/* Lookup never fails in this scope: an unconditional case defines the
 * name, or the field the scope was entered through passes it from a
 * scope where that holds. */
static bool always_resolves(const pv_scope *sc, const char *name)
{
	if (always_defined(sc->leaf, name))
		return true;
	for (int i = 0; sc->parent && sc->via && i < sc->via->nparams; i++)
		if (!strcmp(sc->via->params[i].as, name))
			return always_resolves(sc->parent, sc->via->params[i].name);
	return false;
}

/* For each display the leaf can print and each field it prints: a word
 * that selects the display while no definition of the field is picked,
 * confirmed by the interpreter printing "no field 'F'". */
static void display_refs(gapctx *g, pv_scope *sc)
{
	pv_smt *s = g->s;
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *dc = &b->cases[c];
			if (!dc->display)
				continue;
			Z3_ast sel = NULL;
			for (int i = 0; i < dc->display->npieces; i++) {
				const isa_piece *p = &dc->display->pieces[i];
				if (p->kind != PC_FIELD)
					continue;
				bool dup = false;
				for (int k = 0; k < i && !dup; k++)
					dup = dc->display->pieces[k].kind == PC_FIELD &&
					      !strcmp(dc->display->pieces[k].text, p->text);
				if (dup || seen_has_ref(g, dc, p->text) ||
				    always_resolves(sc, p->text) ||
				    pv_pre_resolves(sc->leaf, dc, p->text) || closed(g, sc, p))
					continue;
				if (!sel)
					sel = pv_smt_display_selected(s, sc, dc);
				Z3_ast facts[MAX_FACTS];
				int n = base_facts(g, sc, facts);
				facts[n++] = sel;
				facts[n++] = Z3_mk_not(s->ctx, pv_smt_resolves(s, sc, p->text));
				isa_bits w;
				uint32_t gen;
				char needle[300];
				snprintf(needle, sizeof(needle), "no field '%s'", p->text);
				if (solve(g, p, dc->display->loc, "whether a display reference resolves",
					  facts, n, sc, confirm_text, needle, &w, &gen) != PV_SAT)
					continue;
				seen_ref_add(g, dc, p->text);
				pv_finding *f = pv_add(g->rep, PV_WARNING, "unresolved-field", dc->display->loc,
						       "display prints {%s}, but for some words of '%s' no "
						       "case defines it",
						       p->text, sc->leaf->name);
				pv_set_related(f, sc->leaf->loc);
				add_witness(g, f, &w, gen);
			}
		}
}

/* ---- driver ------------------------------------------------------------------------ */

/* A bit field whose enum lists every value it can hold, or whose operand
 * root's leaves cover every encoding at every gen, has no gap: no need to
 * ask, leaf after leaf. */
static bool cannot_gap(gapctx *g, const isa_field *f)
{
	if (f->derived)
		return false;
	int width = f->high - f->low + 1;
	if (f->kind == TY_ENUM) {
		if (width > 16)
			return false;
		for (uint64_t v = 0; v < ((uint64_t)1 << width); v++)
			if (!listed(f->enm, v))
				return false;
		return true;
	}
	const isa_root *opr = isa_root_of(g->m, f->root);
	if (!opr)
		return true;
	for (int i = 0; i < g->nfull; i++)
		if (g->full[i].r == opr)
			return g->full[i].full;
	pv_interval *iv;
	int n = pv_gen_intervals(opr, &iv);
	bool full = n > 0;
	pv_cube *cubes = pv_xmalloc(((size_t)opr->nleaves + 1) * sizeof(pv_cube));
	/* a gen no leaf is active at leaves everything unmatched */
	for (int k = 0; k < n && full; k++) {
		int nc = 0;
		for (int i = 0; i < opr->nleaves; i++)
			if (iv[k].lo >= opr->leaves[i]->eff_gen_min && iv[k].lo <= opr->leaves[i]->eff_gen_max)
				cubes[nc++] = pv_cube_of_leaf(opr->leaves[i]);
		pv_cubes out = {0};
		full = pv_complement(cubes, nc, opr->root->size, 1, &out) && out.n == 0;
		pv_cubes_free(&out);
	}
	if (n && (iv[0].lo > 0 || iv[n - 1].hi < UINT32_MAX))
		full = false;
	for (int k = 1; k < n; k++)
		if (iv[k].lo != iv[k - 1].hi + 1)
			full = false;
	free(cubes);
	free(iv);
	if (g->nfull < 64)
		g->full[g->nfull++] = (struct root_full){opr, full};
	return full;
}

static void scope_gaps(gapctx *g, pv_scope *sc);

/* The leaves of operand field d's root, each in its own scope under sc,
 * in every context: the questions inside are asked of the operand leaf
 * alone first (query), so a context costs solver time only for what can
 * happen in some context and is not reported yet. */
static void operand_gaps(gapctx *g, pv_scope *sc, const pv_def *d)
{
	const isa_root *opr = isa_root_of(g->m, d->f->root);
	if (!opr || !printed_by(sc->leaf, d->f->name))
		return;
	if (sc->depth >= MAX_DEPTH) {
		if (seen_add(&g->done, d->f))
			unknown(g, sc->leaf, d->f->loc, "the operands inside this field",
				"operands nested deeper than 16");
		return;
	}
	for (int i = 0; i < opr->nleaves; i++) {
		const isa_bitset *k = opr->leaves[i];
		if (k->eff_gen_min > k->eff_gen_max)
			continue;
		pv_scope nsc;
		pv_smt_operand(g->s, &nsc, sc, d->f, d->when, k);
		scope_gaps(g, &nsc);
	}
}

static void leaf_gaps(gapctx *g, const isa_bitset *leaf)
{
	pv_scope sc;
	pv_smt_scope(g->s, &sc, leaf);
	scope_gaps(g, &sc);
}

/* Every question about one scope: its enum and operand fields, dontcare
 * bits, asserts and display references; for an instruction, then the
 * same inside each operand it decodes, at any depth. */
static void scope_gaps(gapctx *g, pv_scope *sc)
{
	const isa_bitset *leaf = sc->leaf;
	int cap = 0, nops = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			cap += b->cases[c].nfields;
	/* a field is its own definition once: at most one operand per field */
	pv_def *ops = pv_xmalloc(((size_t)cap + 1) * sizeof(*ops));
	/* every enum/bitset field name of the chain, each definition once */
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind != TY_ENUM && f->kind != TY_BITSET)
					continue;
				bool ask_gap = !closed(g, sc, f) && !cannot_gap(g, f);
				if (!ask_gap && f->kind != TY_BITSET)
					continue;
				pv_def *defs;
				int n = pv_smt_defs(g->s, sc, f->name, &defs);
				for (int k = 0; k < n; k++) {
					if (defs[k].f != f)
						continue;
					if (f->kind == TY_BITSET)
						ops[nops++] = defs[k];
					if (!ask_gap)
						continue;
					if (f->kind == TY_ENUM)
						enum_gap(g, sc, &defs[k], f->name);
					else
						bitset_gap(g, sc, &defs[k], f->name);
				}
				free(defs);
			}
	dontcare_note(g, sc);
	assert_note(g, sc);
	display_refs(g, sc);
	for (int i = 0; i < nops; i++)
		operand_gaps(g, sc, &ops[i]);
	free(ops);
}

void pv_check_cases(const isa *m, const pv_opts *o, pv_report *rep)
{
	const isa_root *r;
	pv_smt s;
	if (!pv_smt_begin(&s, m, o, rep, &r))
		return;
	static gapctx zero;
	gapctx g = zero;
	g.m = m;
	g.r = r;
	g.s = &s;
	g.rep = rep;
	g.o = o;
	g.niv = pv_gen_intervals(r, &g.iv);
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *leaf = r->leaves[i];
		if (!pv_leaf_selected(leaf, o))
			continue;
		leaf_gaps(&g, leaf);
	}
	report_gaps(&g);
	free(g.done.v);
	free(g.egaps);
	free(g.iv);
	free(g.refs);
	free(g.vc);
	pv_smt_close(&s);
}
