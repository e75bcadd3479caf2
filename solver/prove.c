/*
 * solver/prove.c - `isaproof check`: the driver.
 *
 * For every root and every gen interval in which the set of active leaves
 * is constant, it proves the leaves pairwise disjoint (or shows a word
 * that two of them match, re-decoded by the interpreter to show the
 * conflict), and lists the encodings no leaf matches.  Matching is a pure
 * function of each leaf's ternary cube, so these verdicts are exact cube
 * algebra; checks that involve expressions go to Z3 (solver/smt.c).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "solver/prove.h"
#include "solver/cube.h"
#include "solver/gens.h"
#include "solver/internal.h"

/* ---- ambiguity ---------------------------------------------------------------- */

/* The ambiguity findings of one root by leaf pair: a pair that overlaps
 * in several gen intervals is one finding (one cause) that lists them,
 * adjacent intervals joined. */
typedef struct pair_slot {
	const isa_bitset *a, *b;
	pv_finding *f;
	pv_interval *iv; /* the gen ranges so far, ascending */
	int niv;
} pair_slot;

typedef struct pairmap {
	pair_slot *v;
	size_t cap, n;
} pairmap;

typedef struct pairctx {
	const isa *m;
	const isa_root *r;
	pv_interval iv;
	const isa_bitset **act; /* active leaves in table order */
	pv_cube *cubes;
	int n;
	pv_report *rep;
	pairmap *pairs;
} pairctx;

static size_t pair_hash(const isa_bitset *a, const isa_bitset *b)
{
	uint64_t h = (uint64_t)(uintptr_t)a * UINT64_C(0x9e3779b97f4a7c15);
	h ^= (uint64_t)(uintptr_t)b + UINT64_C(0x7f4a7c15) + (h << 6) + (h >> 2);
	return (size_t)(h ^ (h >> 29));
}

/* The slot of pair (a, b), empty (f NULL) when new. */
static pair_slot *pair_find(pairmap *pm, const isa_bitset *a, const isa_bitset *b)
{
	if (2 * (pm->n + 1) > pm->cap) {
		pairmap big = {NULL, pm->cap ? 2 * pm->cap : 64, 0};
		big.v = pv_xmalloc(big.cap * sizeof(*big.v));
		memset(big.v, 0, big.cap * sizeof(*big.v));
		for (size_t i = 0; i < pm->cap; i++)
			if (pm->v[i].f) {
				size_t k = pair_hash(pm->v[i].a, pm->v[i].b) & (big.cap - 1);
				while (big.v[k].f)
					k = (k + 1) & (big.cap - 1);
				big.v[k] = pm->v[i];
			}
		big.n = pm->n;
		free(pm->v);
		*pm = big;
	}
	size_t k = pair_hash(a, b) & (pm->cap - 1);
	while (pm->v[k].f && !(pm->v[k].a == a && pm->v[k].b == b))
		k = (k + 1) & (pm->cap - 1);
	return &pm->v[k];
}

static void pairmap_free(pairmap *pm)
{
	for (size_t i = 0; i < pm->cap; i++)
		free(pm->v[i].iv);
	free(pm->v);
	memset(pm, 0, sizeof(*pm));
}

/* "'A' and 'B' both match some ROOT words at gens G1, G2, ..." */
static char *pair_message(const isa_bitset *A, const isa_bitset *B, const isa_root *r,
			  const pair_slot *s)
{
	isa_buf t;
	isa_buf_init(&t);
	isa_buf_printf(&t, "'%s' and '%s' both match some %s words at gens ", A->name, B->name,
		       r->root->name);
	for (int i = 0; i < s->niv; i++) {
		char gens[64];
		pv_format_gens(s->iv[i].lo, s->iv[i].hi, gens, sizeof(gens));
		isa_buf_printf(&t, "%s%s", i ? ", " : "", gens);
	}
	char *msg = pv_xmalloc(t.len + 1);
	memcpy(msg, t.s ? t.s : "", t.len);
	msg[t.len] = '\0';
	isa_buf_free(&t);
	return msg;
}

/* The pair overlaps in one more gen interval: its finding says so (the
 * evidence stays that of the first interval). */
static void pair_extend(pairctx *p, pair_slot *s)
{
	pv_interval *last = &s->iv[s->niv - 1];
	if ((uint64_t)last->hi + 1 == p->iv.lo) {
		last->hi = p->iv.hi;
	} else {
		s->iv = pv_xrealloc(s->iv, (size_t)(s->niv + 1) * sizeof(*s->iv));
		s->iv[s->niv++] = p->iv;
	}
	free(s->f->message);
	s->f->message = pair_message(s->a, s->b, p->r, s);
	s->f->gen_max = p->iv.hi; /* the hull: what the fingerprint names */
}

/* The interpreter's verdict on a word, as text with errors shown. */
static void decode_text(const isa *m, const isa_root *r, const isa_bits *w, uint32_t gen,
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

static void report_pair(pairctx *p, int a, int b, const isa_bits *w)
{
	const isa_bitset *A = p->act[a], *B = p->act[b];
	const isa *m = p->m;
	char hex[ISA_MAX_BITS / 4 + 1], gens[64];
	isa_bits_format(w, p->r->root->size > m->bitsize ? p->r->root->size : m->bitsize, hex);
	pv_format_gens(p->iv.lo, p->iv.hi, gens, sizeof(gens));
	/* the interpreter must see a conflict on the witness, or we are wrong */
	const isa_bitset *conflict[2];
	const isa_bitset *got = isa_match(m, p->r, w, p->iv.lo, conflict);
	pv_finding *f;
	if (got || !conflict[0]) {
		f = pv_add(p->rep, PV_ERROR, "internal-witness", A->loc,
			   "internal error: witness %s for '%s' vs '%s' does not reproduce", hex,
			   A->name, B->name);
		return;
	}
	pair_slot *s = pair_find(p->pairs, A, B);
	if (s->f) {
		pair_extend(p, s);
		return;
	}
	f = pv_add(p->rep, PV_ERROR, "ambiguous-encoding", B->loc,
		   "'%s' and '%s' both match some %s words at gens %s", A->name, B->name,
		   p->r->root->name, gens);
	if (!f->dropped) { /* past the keeping limit a finding is only counted */
		*s = (pair_slot){A, B, f, pv_xmalloc(sizeof(pv_interval)), 1};
		s->iv[0] = p->iv;
		p->pairs->n++;
	}
	pv_set_related(f, A->loc);
	pv_set_witness(f, hex);
	pv_set_gens(f, p->r->root->name, p->iv.lo, p->iv.hi);
	isa_buf t;
	isa_buf_init(&t);
	decode_text(m, p->r, w, p->iv.lo, &t);
	pv_add_line(f, "decodes as", "%s", t.s ? t.s : "");
	isa_buf_free(&t);
	pv_add_line(f, "first", "%s (%s:%d)", A->name, A->loc.file ? A->loc.file : "", A->loc.line);
	pv_add_line(f, "second", "%s (%s:%d)", B->name, B->loc.file ? B->loc.file : "",
		    B->loc.line);
}

/* Every overlapping pair, with a witness that makes the interpreter say
 * exactly "A vs B" when one exists (no earlier leaf but A matches it). */
static int check_pairs(pairctx *p)
{
	int width = p->r->root->size, nconf = 0;
	pv_cube *avoid = pv_xmalloc(((size_t)p->n + 1) * sizeof(pv_cube));
	for (int b = 1; b < p->n; b++) {
		for (int a = 0; a < b; a++) {
			pv_cube both;
			if (!pv_cube_intersect(&p->cubes[a], &p->cubes[b], &both))
				continue;
			int na = 0;
			for (int k = 0; k < b; k++)
				if (k != a)
					avoid[na++] = p->cubes[k];
			isa_bits w;
			if (!pv_cube_find_word(&both, avoid, na, width, &w))
				w = both.val; /* covered by earlier leaves: any word shows it */
			report_pair(p, a, b, &w);
			nconf++;
		}
	}
	free(avoid);
	return nconf;
}

/* ---- unused encodings ------------------------------------------------------------- */

/* A percentage that never rounds a part to 0% or 100%. */
static void format_percent(double frac, int ncubes, const pv_count *total, int width, char *buf,
			   size_t len)
{
	pv_count all;
	pv_count_zero(&all);
	pv_count_add_pow2(&all, width);
	bool whole = !memcmp(total, &all, sizeof(all));
	bool none = ncubes == 0;
	double pc = frac * 100.0;
	if (!whole && !none && pc >= 99.99995)
		snprintf(buf, len, ">99.9999%%");
	else if (!whole && !none && pc < 0.00005 && pc > 0)
		snprintf(buf, len, "%.3g%%", pc);
	else
		snprintf(buf, len, "%.6g%%", pc);
}

static void report_unused(pairctx *p, const pv_opts *o)
{
	int width = p->r->root->size;
	char gens[64];
	pv_format_gens(p->iv.lo, p->iv.hi, gens, sizeof(gens));
	pv_cubes out = {0};
	bool complete = pv_complement(p->cubes, p->n, width, PV_MAX_CUBES, &out);
	if (!complete) {
		pv_finding *f = pv_add(p->rep, PV_UNKNOWN, "unused-encoding", p->r->root->loc,
				       "%s @ gen %s: unused space not listed: more than %d cubes",
				       p->r->root->name, gens, PV_MAX_CUBES);
		pv_set_gens(f, p->r->root->name, p->iv.lo, p->iv.hi);
		pv_cubes_free(&out);
		return;
	}
	pv_count total;
	pv_cubes_count(&out, width, &total);
	char num[200];
	pv_count_format(&total, num, sizeof(num));
	double frac = pv_count_fraction(&total, width);
	char pct[32];
	format_percent(frac, out.n, &total, width, pct, sizeof(pct));
	pv_finding *f = pv_add(p->rep, PV_NOTE, "unused-encoding", p->r->root->loc,
			       "%s @ gen %s: %s of 2^%d words match no leaf (%s), in %d cube%s",
			       p->r->root->name, gens, num, width, pct, out.n, out.n == 1 ? "" : "s");
	pv_set_gens(f, p->r->root->name, p->iv.lo, p->iv.hi);
	int shown = o->max_cubes < out.n ? o->max_cubes : out.n;
	char *buf = pv_xmalloc((size_t)width + 1);
	for (int i = 0; i < shown; i++) {
		pv_cube_format(&out.v[i], width, buf);
		int freebits = width - isa_bits_popcount(&out.v[i].care);
		pv_add_line(f, "cube", "0b%s (2^%d words)", buf, freebits);
	}
	if (shown < out.n)
		pv_add_line(f, "more", "%d more cubes (--max-cubes)", out.n - shown);
	free(buf);
	pv_cubes_free(&out);
}

/* ---- driver ------------------------------------------------------------------------ */

static void check_interval(const isa *m, const isa_root *r, pv_interval iv, const pv_opts *o,
			   pv_report *rep, pairmap *pairs)
{
	pairctx p = {m, r, iv, NULL, NULL, 0, rep, pairs};
	p.act = pv_xmalloc(((size_t)r->nleaves + 1) * sizeof(*p.act));
	p.cubes = pv_xmalloc(((size_t)r->nleaves + 1) * sizeof(*p.cubes));
	for (int i = 0; i < r->nleaves; i++) {
		if (!pv_gen_active(r->leaves[i], iv.lo))
			continue;
		p.act[p.n] = r->leaves[i];
		p.cubes[p.n] = pv_cube_of_leaf(r->leaves[i]);
		p.n++;
	}
	int nconf = check_pairs(&p);
	if (!nconf) {
		char gens[64];
		pv_format_gens(iv.lo, iv.hi, gens, sizeof(gens));
		pv_finding *f = pv_add(rep, PV_NOTE, "disjoint", r->root->loc,
				       "%s @ gen %s: %d lea%s pairwise disjoint (proved)",
				       r->root->name, gens, p.n, p.n == 1 ? "f" : "ves");
		pv_set_gens(f, r->root->name, iv.lo, iv.hi);
	}
	report_unused(&p, o);
	free(p.act);
	free(p.cubes);
}

/* Roots worth checking: #instruction and every root some field decodes
 * with (others are never matched against). */
static bool root_used(const isa *m, const isa_root *r)
{
	if (r == m->instruction)
		return true;
	for (int i = 0; i < m->nbitsets; i++) {
		const isa_bitset *b = m->bitsets[i];
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++)
				if (b->cases[c].fields[f].root == r->root)
					return true;
	}
	return false;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A progress line on a terminal, once the run has taken a second. */
static void progress(const pv_opts *o, double start, const char *what, const isa_root *r,
		     pv_interval iv)
{
	if (!o->progress || now() - start < 1.0)
		return;
	fprintf(stderr, "\r\033[Kcheck: %s %s @ gen %u..%u", what, r->root->name, iv.lo, iv.hi);
	fflush(stderr);
}

/* Gens lo..hi activate no leaf of r: every word matches nothing there. */
static void no_leaf_active(const isa_root *r, uint32_t lo, uint32_t hi, pv_report *rep)
{
	char gens[64];
	pv_format_gens(lo, hi, gens, sizeof(gens));
	int width = r->root->size;
	pv_finding *f = pv_add(rep, PV_NOTE, "unused-encoding", r->root->loc,
			       "%s @ gen %s: no leaf is active, all 2^%d words match no leaf (100%%), "
			       "in 1 cube",
			       r->root->name, gens, width);
	char *buf = pv_xmalloc((size_t)width + 1);
	memset(buf, 'x', (size_t)width);
	buf[width] = 0;
	pv_add_line(f, "cube", "0b%s (2^%d words)", buf, width);
	free(buf);
	pv_set_gens(f, r->root->name, lo, hi);
}

void pv_check(const isa *m, const pv_opts *o, pv_report *rep)
{
	if (m->dt) { /* QEMU decodetree: solver/dtcheck.c */
		pv_dt_check(m, o, rep, NULL);
		return;
	}
	if (m->mp) { /* MPACT-Sim .bin_fmt: solver/mpcheck.c */
		pv_mp_check(m, o, rep);
		return;
	}
	if (m->bi) { /* Bifrost ISA.xml: solver/bicheck.c */
		pv_bi_check(m, o, rep);
		return;
	}
	double start = now();
	for (int i = 0; i < m->nroots; i++) {
		const isa_root *r = &m->roots[i];
		if (o->root ? strcmp(o->root, r->root->name) != 0 : !root_used(m, r))
			continue;
		pv_interval *iv;
		int n = pv_gen_intervals(r, &iv);
		bool covered = false;
		for (int k = 0; k < n; k++)
			covered |= o->has_gen && o->gen >= iv[k].lo && o->gen <= iv[k].hi;
		if (o->has_gen && !covered) {
			pv_finding *f = pv_add(rep, PV_NOTE, "unused-encoding", r->root->loc,
					       "%s @ gen %u: no leaf is active, all 2^%d words match no leaf "
					       "(100%%)",
					       r->root->name, o->gen, r->root->size);
			pv_set_gens(f, r->root->name, o->gen, o->gen);
		}
		/* every gen is accounted for: the intervals with active leaves, and
		 * between them (and around them) the gens where none is active */
		uint64_t next = 0;
		pairmap pairs = {0};
		for (int k = 0; k <= n; k++) {
			uint64_t lo = k < n ? iv[k].lo : (uint64_t)UINT32_MAX + 1;
			if (!o->has_gen && next < lo)
				no_leaf_active(r, (uint32_t)next, (uint32_t)(lo - 1), rep);
			if (k == n)
				break;
			next = (uint64_t)iv[k].hi + 1;
			if (o->has_gen && (o->gen < iv[k].lo || o->gen > iv[k].hi))
				continue;
			progress(o, start, "encodings of", r, iv[k]);
			check_interval(m, r, iv[k], o, rep, &pairs);
		}
		pairmap_free(&pairs);
		free(iv);
	}
	if (o->progress && m->instruction)
		progress(o, start, "cases and round trips of", m->instruction,
			 (pv_interval){0, UINT32_MAX});
	if (m->va) /* Valhall: table overflows and the rest, solver/vacheck.c */
		pv_va_check(m, o, rep);
	else
		pv_check_cases(m, o, rep);
	pv_check_roundtrips(m, o, rep);
	pv_check_lints(m, o, rep);
	if (o->progress && now() - start >= 1.0)
		fputs("\r\033[K", stderr);
}
