/*
 * solver/dtcheck.c - `isaproof check` on QEMU decodetree files.
 *
 * A decodetree pattern matches the words (w & fixedmask) == fixedbits: one
 * ternary cube of at most 64 bits.  So every question here is exact bit
 * arithmetic on uint64_t, no solver query is needed:
 *
 *   - two cubes overlap iff they agree on the bits both fix; that is one
 *     AND and one XOR per pair, so all pairs of the largest QEMU file
 *     (loongarch, ~1,700 patterns, 1.4 M pairs) take a few milliseconds.
 *     An overlap is forbidden unless the innermost group holding both
 *     patterns is a { } group; the witness (both patterns' fixed bits,
 *     the rest 0) is re-checked against both model leaves and decoded by
 *     the interpreter.
 *   - a pattern is shadowed when every word it matches is matched by an
 *     earlier pattern (first match wins): its cube minus the earlier
 *     overlapping cubes, by exact cube subtraction, is empty.
 *   - unused space is the complement of the union of all cubes
 *     (solver/cube.c), with its exact size.
 *   - field sanity: zero-length fields, values wider than the C type of
 *     their argument.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "solver/cube.h"
#include "solver/internal.h"
#include "solver/prove.h"

/* cube subtraction gives up (reported as unknown) past this many pieces */
#define DT_MAX_PIECES 100000
/* names listed in one shadowing finding */
#define DT_MAX_NAMES 6

typedef struct dt_cube {
	uint64_t care, val;
} dt_cube;

typedef struct dtc {
	const isa *m;
	const isa_dt *dt;
	const pv_opts *o;
	pv_report *rep;
	int width;
	int nforbidden, nshadowed, nunknown;
	double unused; /* fraction of words no pattern matches, -1 unknown */
} dtc;

static bool cubes_meet(uint64_t ca, uint64_t va, uint64_t cb, uint64_t vb)
{
	return ((va ^ vb) & ca & cb) == 0;
}

static bool pats_meet(const isa_dt_pattern *a, const isa_dt_pattern *b)
{
	return cubes_meet(a->fixedmask, a->fixedbits, b->fixedmask, b->fixedbits);
}

static void hex_word(const dtc *c, uint64_t w, char *buf)
{
	isa_bits b = isa_bits_from_u64(w);
	isa_bits_format(&b, c->width, buf);
}

/* What the interpreter prints for a word (first match wins). */
static void add_decoded(const dtc *c, pv_finding *f, uint64_t w)
{
	isa_buf out;
	isa_buf_init(&out);
	isa_decode_opts o = {0};
	isa_bits b = isa_bits_from_u64(w);
	isa_decode(c->m, &b, &o, &out);
	pv_add_line(f, "decodes as", "%s", out.s ? out.s : "");
	isa_buf_free(&out);
}

static bool leaf_has(const isa_bitset *leaf, uint64_t w)
{
	isa_bits b = isa_bits_from_u64(w);
	pv_cube cube = pv_cube_of_leaf(leaf);
	return pv_cube_has_word(&cube, &b);
}

static const char *group_name(const isa_dt_group *g, char *buf, size_t len)
{
	if (!g->parent)
		snprintf(buf, len, "the top level (no-overlap)");
	else
		snprintf(buf, len, "the [ ] group at line %d", g->loc.line);
	return buf;
}

/* ---- forbidden overlaps -------------------------------------------------------- */

static void report_overlap(dtc *c, int i, int j, const isa_dt_group *g)
{
	const isa_dt_pattern *a = &c->dt->pats[i], *b = &c->dt->pats[j];
	c->nforbidden++;
	if (!pv_listing(c->rep, "dt-overlap")) { /* named, no costly evidence */
		char where[96];
		pv_finding *f = pv_add(c->rep, PV_ERROR, "dt-overlap", b->loc,
				       "'%s' and '%s' both match some words, but the innermost group "
				       "holding both is %s",
				       a->leaf->name, b->leaf->name, group_name(g, where, sizeof(where)));
		pv_set_related(f, a->loc);
		pv_set_gens(f, "#instruction", 0, UINT32_MAX);
		return;
	}
	uint64_t w = (a->fixedbits | b->fixedbits) & ((a->fixedmask | b->fixedmask));
	char hex[ISA_MAX_BITS / 4 + 1], where[96];
	hex_word(c, w, hex);
	bool ok = leaf_has(a->leaf, w) && leaf_has(b->leaf, w);
	pv_finding *f = pv_add(c->rep, ok ? PV_ERROR : PV_UNKNOWN, ok ? "dt-overlap" : "internal-witness",
			       b->loc, "'%s' and '%s' both match some words, but the innermost group holding "
			       "both is %s",
			       a->leaf->name, b->leaf->name, group_name(g, where, sizeof(where)));
	pv_set_related(f, a->loc);
	pv_set_witness(f, hex);
	pv_set_gens(f, "#instruction", 0, UINT32_MAX);
	pv_add_line(f, "first", "%s (%s:%d)", a->leaf->name, a->loc.file, a->loc.line);
	add_decoded(c, f, w);
}

static void check_overlaps(dtc *c)
{
	const isa_dt *dt = c->dt;
	for (int i = 0; i < dt->npats; i++)
		for (int j = i + 1; j < dt->npats; j++) {
			if (!pats_meet(&dt->pats[i], &dt->pats[j]))
				continue;
			const isa_dt_group *g = isa_dt_common_group(dt, i, j);
			if (!g->overlap)
				report_overlap(c, i, j, g);
		}
}

/* ---- shadowed patterns ---------------------------------------------------------- */

typedef struct dt_cubes {
	dt_cube *v;
	int n, cap;
} dt_cubes;

static void cubes_push(dt_cubes *s, dt_cube x)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 16;
		s->v = realloc(s->v, (size_t)s->cap * sizeof(*s->v));
		if (!s->v)
			abort();
	}
	s->v[s->n++] = x;
}

/* a minus b as disjoint cubes appended to out: split a on each bit b
 * fixes and a leaves free, keeping the halves that disagree with b */
static void cube_minus(dt_cube a, dt_cube b, dt_cubes *out)
{
	if (!cubes_meet(a.care, a.val, b.care, b.val)) {
		cubes_push(out, a);
		return;
	}
	uint64_t split = b.care & ~a.care;
	while (split) {
		uint64_t bit = split & -split;
		split &= split - 1;
		dt_cube off = {a.care | bit, a.val | (~b.val & bit)};
		cubes_push(out, off);
		a.care |= bit;
		a.val |= b.val & bit;
	}
}

/* Is cube x covered by the cubes of `by`?  -1 when the subtraction gets
 * too big to finish. */
static int covered(dt_cube x, const dt_cube *by, int nby)
{
	dt_cubes cur = {0}, next = {0};
	cubes_push(&cur, x);
	int res = 1;
	for (int k = 0; k < nby && cur.n; k++) {
		next.n = 0;
		for (int i = 0; i < cur.n; i++)
			cube_minus(cur.v[i], by[k], &next);
		dt_cubes t = cur;
		cur = next;
		next = t;
		if (cur.n > DT_MAX_PIECES) {
			res = -1;
			break;
		}
	}
	if (res == 1 && cur.n)
		res = 0;
	free(cur.v);
	free(next.v);
	return res;
}

static void report_shadow(dtc *c, int j, const int *by, int nby, int verdict)
{
	const isa_dt_pattern *p = &c->dt->pats[j], *first = &c->dt->pats[by[0]];
	if (verdict < 0) {
		pv_add(c->rep, PV_UNKNOWN, "dt-shadowed", p->loc,
		       "'%s': whether earlier patterns shadow it was not decided (more than %d cubes)",
		       p->leaf->name, DT_MAX_PIECES);
		c->nunknown++;
		return;
	}
	bool dup = nby == 1 && first->fixedmask == p->fixedmask && first->fixedbits == p->fixedbits;
	isa_buf names;
	isa_buf_init(&names);
	for (int k = 0; k < nby && k < DT_MAX_NAMES; k++)
		isa_buf_printf(&names, "%s'%s' (line %d)", k ? ", " : "", c->dt->pats[by[k]].leaf->name,
			       c->dt->pats[by[k]].loc.line);
	if (nby > DT_MAX_NAMES)
		isa_buf_printf(&names, " and %d more", nby - DT_MAX_NAMES);
	pv_finding *f;
	if (dup)
		f = pv_add(c->rep, PV_WARNING, "dt-shadowed",
			   p->loc, "'%s' matches exactly the words of %s, which is tried first: it is "
			   "reached only when that translator declines", p->leaf->name, names.s);
	else
		f = pv_add(c->rep, PV_WARNING, "dt-shadowed", p->loc,
			   "'%s' is shadowed: every word it matches is matched first by %s%s; it is "
			   "reached only when %s", p->leaf->name, nby > 1 ? "the union of " : "",
			   names.s, nby > 1 ? "their translators decline" : "that translator declines");
	pv_set_related(f, first->loc);
	pv_set_gens(f, "#instruction", 0, UINT32_MAX);
	char hex[ISA_MAX_BITS / 4 + 1];
	hex_word(c, p->fixedbits, hex);
	pv_set_witness(f, hex);
	add_decoded(c, f, p->fixedbits);
	isa_buf_free(&names);
	c->nshadowed++;
}

/* Drop earlier patterns the cover does not need (latest first), so the
 * finding names a minimal set that keeps by[0] (what the witness decodes
 * as); by[] and cubes[] are compacted. */
static int minimal_cover(dt_cube self, int *by, dt_cube *cubes, int n)
{
	for (int k = n - 1; k >= 1 && n > 1; k--) {
		dt_cube drop = cubes[k];
		int dropped = by[k];
		memmove(&cubes[k], &cubes[k + 1], (size_t)(n - k - 1) * sizeof(*cubes));
		memmove(&by[k], &by[k + 1], (size_t)(n - k - 1) * sizeof(*by));
		if (covered(self, cubes, n - 1) == 1) {
			n--;
			continue;
		}
		memmove(&cubes[k + 1], &cubes[k], (size_t)(n - k - 1) * sizeof(*cubes));
		memmove(&by[k + 1], &by[k], (size_t)(n - k - 1) * sizeof(*by));
		cubes[k] = drop;
		by[k] = dropped;
	}
	return n;
}

static void check_shadowing(dtc *c)
{
	const isa_dt *dt = c->dt;
	int *by = pv_xmalloc((size_t)(dt->npats + 1) * sizeof(int));
	dt_cube *cubes = pv_xmalloc((size_t)(dt->npats + 1) * sizeof(dt_cube));
	for (int j = 0; j < dt->npats; j++) {
		const isa_dt_pattern *p = &dt->pats[j];
		int n = 0;
		for (int i = 0; i < j; i++) {
			if (!pats_meet(&dt->pats[i], p))
				continue;
			by[n] = i;
			cubes[n++] = (dt_cube){dt->pats[i].fixedmask, dt->pats[i].fixedbits};
		}
		if (!n)
			continue;
		dt_cube self = {p->fixedmask, p->fixedbits};
		int v = covered(self, cubes, n);
		/* the pattern the witness (p's fixed bits) decodes as comes first */
		for (int k = 0; k < n; k++)
			if (leaf_has(dt->pats[by[k]].leaf, p->fixedbits)) {
				int b0 = by[k];
				dt_cube c0 = cubes[k];
				memmove(&by[1], &by[0], (size_t)k * sizeof(*by));
				memmove(&cubes[1], &cubes[0], (size_t)k * sizeof(*cubes));
				by[0] = b0;
				cubes[0] = c0;
				break;
			}
		if (v > 0)
			n = minimal_cover(self, by, cubes, n);
		if (v != 0)
			report_shadow(c, j, by, n, v);
	}
	free(by);
	free(cubes);
}

/* ---- unused space ------------------------------------------------------------------ */

static void check_unused(dtc *c)
{
	const isa_dt *dt = c->dt;
	pv_cube *in = pv_xmalloc((size_t)(dt->npats + 1) * sizeof(pv_cube));
	for (int i = 0; i < dt->npats; i++)
		in[i] = pv_cube_of_leaf(dt->pats[i].leaf);
	pv_cubes out = {0};
	isa_loc loc = {c->m->path, 1, 1};
	if (!pv_complement(in, dt->npats, c->width, PV_MAX_CUBES, &out)) {
		pv_add(c->rep, PV_UNKNOWN, "unused-encoding", loc,
		       "#instruction: unused space not listed: more than %d cubes", PV_MAX_CUBES);
		pv_cubes_free(&out);
		free(in);
		return;
	}
	pv_count total;
	pv_cubes_count(&out, c->width, &total);
	char num[200];
	pv_count_format(&total, num, sizeof(num));
	c->unused = pv_count_fraction(&total, c->width);
	double pct = 100.0 * c->unused;
	pv_finding *f = pv_add(c->rep, PV_NOTE, "unused-encoding", loc,
			       "#instruction: %s of 2^%d words match no pattern (%.6g%%), in %d cube%s", num,
			       c->width, pct, out.n, out.n == 1 ? "" : "s");
	pv_set_gens(f, "#instruction", 0, UINT32_MAX);
	int shown = c->o->max_cubes < out.n ? c->o->max_cubes : out.n;
	char buf[ISA_MAX_BITS + 1];
	for (int i = 0; i < shown; i++) {
		pv_cube_format(&out.v[i], c->width, buf);
		pv_add_line(f, "cube", "0b%s (2^%d words)", buf, c->width - isa_bits_popcount(&out.v[i].care));
	}
	if (shown < out.n)
		pv_add_line(f, "more", "%d more cubes (--max-cubes)", out.n - shown);
	pv_cubes_free(&out);
	free(in);
}

/* ---- field sanity ------------------------------------------------------------------- */

/* Bits and signedness of the C types argument sets use; 0 when unknown. */
static int type_bits(const char *t, bool *is_signed)
{
	static const struct {
		const char *name;
		int bits;
		bool sign;
	} types[] = {
		{"bool", 1, false},       {"int8_t", 8, true},     {"uint8_t", 8, false},
		{"int16_t", 16, true},    {"uint16_t", 16, false}, {"int", 32, true},
		{"int32_t", 32, true},    {"uint32_t", 32, false}, {"unsigned", 32, false},
		{"int64_t", 64, true},    {"uint64_t", 64, false}, {"long", 64, true},
		{"target_long", 64, true}, {"target_ulong", 64, false},
	};
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (!strcmp(types[i].name, t)) {
			*is_signed = types[i].sign;
			return types[i].bits;
		}
	return 0;
}

/* bits a constant needs in a type of that signedness */
static int const_bits(int64_t v, bool sign)
{
	if (!sign && v < 0)
		return 65;
	int n = 1;
	if (sign)
		while (n < 64 && !(v >= -((int64_t)1 << (n - 1)) && v < ((int64_t)1 << (n - 1))))
			n++;
	else
		while (n < 64 && (uint64_t)v >> n)
			n++;
	return n;
}

/* Does a value of `bits` (signed or not) fit a type?  bool takes one bit
 * (a wider field would lose the rest); an unsigned value needs one bit
 * less in a signed type. */
static bool fits(int bits, bool vsigned, int tbits, bool tsigned)
{
	if (tbits == 1)
		return bits <= 1;
	if (!vsigned && tsigned)
		return bits <= tbits - 1;
	return bits <= tbits;
}

/* one finding per source location and argument, not per pattern */
static bool seen_before(const isa_dt *dt, int pi, int ai)
{
	const isa_dt_arg *a = &dt->pats[pi].args[ai];
	for (int p = 0; p <= pi; p++)
		for (int k = 0; k < dt->pats[p].nargs && (p < pi || k < ai); k++) {
			const isa_dt_arg *b = &dt->pats[p].args[k];
			if (b->loc.line == a->loc.line && b->loc.col == a->loc.col && !strcmp(b->name, a->name))
				return true;
		}
	return false;
}

static void check_arg(dtc *c, int pi, int ai)
{
	const isa_dt_pattern *p = &c->dt->pats[pi];
	const isa_dt_arg *a = &p->args[ai];
	if (a->bits == 0 && !a->function) {
		if (!seen_before(c->dt, pi, ai))
			pv_add(c->rep, PV_WARNING, "dt-field-zero", a->loc,
			       "argument %s of '%s' comes from a zero-length field: it is always 0", a->name,
			       p->leaf->name);
		return;
	}
	bool tsigned;
	int tbits = type_bits(a->type, &tsigned);
	if (!tbits || a->function)
		return; /* unknown type, or a function may narrow the value */
	int vbits = a->is_const ? const_bits(a->value, tsigned) : a->bits;
	bool vsigned = a->is_const ? tsigned : a->is_signed;
	if (vbits < 0 || fits(vbits, vsigned, tbits, tsigned) || seen_before(c->dt, pi, ai))
		return;
	if (a->is_const)
		pv_add(c->rep, PV_WARNING, "dt-field-type", a->loc,
		       "argument %s of '%s' is set to %lld, which does not fit its type %s", a->name,
		       p->leaf->name, (long long)a->value, a->type);
	else
		pv_add(c->rep, PV_WARNING, "dt-field-type", a->loc,
		       "argument %s of '%s' takes a %d-bit %s field, wider than its type %s", a->name,
		       p->leaf->name, a->bits, a->is_signed ? "signed" : "unsigned", a->type);
}

static void check_fields(dtc *c)
{
	for (int i = 0; i < c->dt->npats; i++)
		for (int k = 0; k < c->dt->pats[i].nargs; k++)
			check_arg(c, i, k);
}

/* ---- driver ------------------------------------------------------------------------- */

void pv_dt_stats(const isa *m, pv_dt_figures *fig)
{
	memset(fig, 0, sizeof(*fig));
	if (!m->dt)
		return;
	fig->patterns = m->dt->npats;
	fig->groups = m->dt->ngroups - 1;
}

void pv_dt_check(const isa *m, const pv_opts *o, pv_report *rep, pv_dt_figures *fig)
{
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	dtc c = {.m = m, .dt = m->dt, .o = o, .rep = rep, .width = m->bitsize, .unused = -1};
	check_overlaps(&c);
	if (!c.nforbidden)
		pv_add(rep, PV_NOTE, "disjoint", (isa_loc){m->path, 1, 1},
		       "#instruction: %d patterns, %d groups: every overlap is inside a { } group (proved)",
		       c.dt->npats, c.dt->ngroups - 1);
	check_shadowing(&c);
	check_unused(&c);
	check_fields(&c);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (fig) {
		pv_dt_stats(m, fig);
		fig->forbidden = c.nforbidden;
		fig->shadowed = c.nshadowed;
		fig->unused = c.unused;
		fig->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	}
}
