/*
 * solver/bicheck.c - what `isaproof check` proves about a Bifrost ISA.xml
 * (docs/bifrost.md, docs/rules.md "Bifrost").
 *
 * A state's words are the union of its leaves' cubes (one per allowed
 * value of its reserved-checked derived fields), and a slot picks the
 * first state in Mesa's order, so every question here is cube algebra
 * over 23- or 20-bit words: which states share words and which one
 * Mesa's generated disassembler prints, which states lose all of them,
 * which words select nothing.  Witnesses come from the encoder
 * (isa_bi_encode) or from the cubes, and each is decoded again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cube.h"
#include "solver/internal.h"
#include "solver/prove.h"

typedef struct bic {
	const isa *m;
	const isa_bi *bi;
	const pv_opts *o;
	pv_report *rep;
	int width;
	const isa_root *r;
	pv_cubes *of;    /* per state (index into bi->st): its leaves' cubes */
} bic;

static const char *slot_name(bool add)
{
	return add ? "#add" : "#fma";
}

static void decoded(const bic *c, pv_finding *f, bool add, uint32_t w, const char *key)
{
	isa_bi_ctx ctx = {0};
	ctx.add = add;
	isa_buf out;
	isa_buf_init(&out);
	isa_bi_decode(c->m, w, &ctx, false, &out);
	pv_add_line(f, key, "%s", out.s ? out.s : "");
	isa_buf_free(&out);
}

static void witness(const bic *c, pv_finding *f, bool add, uint32_t w)
{
	char hex[16];
	snprintf(hex, sizeof(hex), "%0*x", add ? 5 : 6, w);
	pv_set_witness(f, hex);
	pv_set_gens(f, slot_name(add), 0, UINT32_MAX);
	decoded(c, f, add, w, "decodes as");
}

static uint32_t cube_word(const pv_cube *q)
{
	return (uint32_t)q->val.w[0];
}

/* ---- who takes which words ------------------------------------------------------ */

/* The words of cube q that none of `in` holds, as cubes: the complement
 * of the union of `in` and of q's own complement. */
static bool cube_minus(const pv_cube *q, const pv_cubes *in, int width, pv_cubes *out)
{
	pv_cubes all = {0};
	for (int i = 0; i < in->n; i++) {
		pv_cube x;
		if (pv_cube_intersect(q, &in->v[i], &x))
			pv_cubes_push(&all, &x);
	}
	/* outside q: for each fixed bit of q, the words agreeing with q on
	 * the fixed bits below it and differing on it */
	pv_cube pre;
	isa_bits_zero(&pre.care);
	isa_bits_zero(&pre.val);
	for (int b = 0; b < width; b++) {
		if (!isa_bits_test(&q->care, b))
			continue;
		pv_cube x = pre;
		isa_bits_set(&x.care, b, true);
		isa_bits_set(&x.val, b, !isa_bits_test(&q->val, b));
		pv_cubes_push(&all, &x);
		isa_bits_set(&pre.care, b, true);
		isa_bits_set(&pre.val, b, isa_bits_test(&q->val, b));
	}
	bool ok = pv_complement(all.v, all.n, width, PV_MAX_CUBES, out);
	pv_cubes_free(&all);
	return ok;
}

/* How many words states a and b share, and a witness: the first shared
 * word (free bits 0) that a itself prints when there is one, else one
 * an earlier state takes. */
static void count_shared(const bic *c, bool add, int a_k, const pv_cubes *a, const pv_cubes *b,
			 pv_count *n, uint32_t *w)
{
	pv_count_zero(n);
	int have = 0;
	for (int i = 0; i < a->n; i++)
		for (int j = 0; j < b->n; j++) {
			pv_cube x;
			if (!pv_cube_intersect(&a->v[i], &b->v[j], &x))
				continue;
			pv_count_add_pow2(n, c->width - isa_bits_popcount(&x.care));
			int rank = isa_bi_select(c->bi, add, cube_word(&x)) == a_k ? 2 : 1;
			if (rank > have) {
				*w = cube_word(&x);
				have = rank;
			}
		}
}

/* Every pair of states of the slot sharing words: the one Mesa tries
 * first prints them.  A state all of whose words an earlier one takes is
 * never printed. */
static void check_overlaps(bic *c, bool add)
{
	const isa_bi *bi = c->bi;
	int u = add ? 1 : 0;
	for (int j = 0; j < bi->norder[u]; j++) {
		const isa_bi_state *B = &bi->st[bi->order[u][j]];
		const pv_cubes *cb = &c->of[bi->order[u][j]];
		pv_cubes earlier = {0};
		char takers[400] = ""; /* the states tried before B that match its words */
		size_t nt = 0;
		for (int i = 0; i < j; i++) {
			const isa_bi_state *A = &bi->st[bi->order[u][i]];
			const pv_cubes *ca = &c->of[bi->order[u][i]];
			pv_count n;
			uint32_t first = 0;
			count_shared(c, add, bi->order[u][i], ca, cb, &n, &first);
			for (int k = 0; k < ca->n; k++)
				pv_cubes_push(&earlier, &ca->v[k]);
			char num[200];
			pv_count_format(&n, num, sizeof(num));
			if (!strcmp(num, "0"))
				continue;
			if (nt < sizeof(takers) - 1) {
				int w = snprintf(takers + nt, sizeof(takers) - nt, "%s%s", nt ? ", " : "",
						 A->name);
				/* a list past the buffer ends where it was cut */
				nt = w >= 0 && nt + (size_t)w < sizeof(takers) ? nt + (size_t)w
									 : sizeof(takers) - 1;
			}
			int ma = __builtin_popcountll(A->emask), mb = __builtin_popcountll(B->emask);
			pv_finding *f = pv_add(c->rep, PV_WARNING, "bi-overlap", B->loc,
					       "%s and %s both match %s words: Mesa's generated disassembler "
					       "tries %s first (%s), so %s never prints them",
					       A->name, B->name, num, A->name,
					       ma > mb ? "more exact bits" : "as many exact bits, earlier in the file",
					       B->name);
			pv_set_related(f, A->loc);
			if (pv_listing(c->rep, "bi-overlap"))
				witness(c, f, add, first);
		}
		/* what is left of B once the earlier states took theirs */
		pv_count left;
		pv_count_zero(&left);
		bool known = true;
		for (int k = 0; k < cb->n && known; k++) {
			pv_cubes rest = {0};
			known = cube_minus(&cb->v[k], &earlier, c->width, &rest);
			for (int x = 0; x < rest.n; x++)
				pv_count_add_pow2(&left, c->width - isa_bits_popcount(&rest.v[x].care));
			pv_cubes_free(&rest);
		}
		pv_cubes_free(&earlier);
		char num[200];
		pv_count_format(&left, num, sizeof(num));
		if (!known) {
			pv_add(c->rep, PV_UNKNOWN, "bi-shadowed", B->loc,
			       "%s: whether earlier states take all its words is unknown (more than %d cubes)",
			       B->name, PV_MAX_CUBES);
		} else if (cb->n && !strcmp(num, "0")) {
			pv_finding *f = pv_add(c->rep, PV_ERROR, "bi-shadowed", B->loc,
					       "%s can never be printed: states Mesa tries before it take every "
					       "one of its words", B->name);
			if (pv_listing(c->rep, "bi-shadowed")) {
				witness(c, f, add, cube_word(&cb->v[0]));
				pv_add_line(f, "matched first by", "%s", takers);
			}
		}
	}
}

/* ---- words no state takes ---------------------------------------------------------- */

static void check_unused(bic *c, bool add)
{
	int u = add ? 1 : 0;
	pv_cubes in = {0};
	for (int i = 0; i < c->bi->norder[u]; i++) {
		const pv_cubes *cs = &c->of[c->bi->order[u][i]];
		for (int k = 0; k < cs->n; k++)
			pv_cubes_push(&in, &cs->v[k]);
	}
	pv_cubes out = {0};
	isa_loc loc = c->r->root->loc;
	if (!pv_complement(in.v, in.n, c->width, PV_MAX_CUBES, &out)) {
		pv_add(c->rep, PV_UNKNOWN, "unused-encoding", loc,
		       "%s: words selecting no state not listed: more than %d cubes", slot_name(add),
		       PV_MAX_CUBES);
	} else if (out.n) {
		pv_count total;
		pv_cubes_count(&out, c->width, &total);
		char num[200];
		pv_count_format(&total, num, sizeof(num));
		pv_finding *f = pv_add(c->rep, PV_NOTE, "unused-encoding", loc,
				       "%s: %s of 2^%d words select no state (%.6g%%; Mesa prints "
				       "INSTR_INVALID_ENC), in %d cube%s",
				       slot_name(add), num, c->width,
				       100.0 * pv_count_fraction(&total, c->width), out.n,
				       out.n == 1 ? "" : "s");
		witness(c, f, add, cube_word(&out.v[0]));
		int shown = c->o->max_cubes < out.n ? c->o->max_cubes : out.n;
		char buf[ISA_MAX_BITS + 1];
		for (int i = 0; i < shown; i++) {
			pv_cube_format(&out.v[i], c->width, buf);
			pv_add_line(f, "cube", "0b%s (2^%d words)", buf,
				    c->width - isa_bits_popcount(&out.v[i].care));
		}
		if (shown < out.n)
			pv_add_line(f, "cubes", "%d more (--max-cubes N shows more)", out.n - shown);
	}
	pv_cubes_free(&out);
	pv_cubes_free(&in);
}

/* ---- values that print no name ------------------------------------------------------ */

/* The word the encoder builds for state s with one value given, or
 * false when no word of s holds it (another state takes them all). */
static bool word_with(const bic *c, const isa_bi_state *s, const char *field, unsigned v,
		      uint32_t *w)
{
	char num[16], err[512];
	snprintf(num, sizeof(num), "%u", v);
	isa_fieldval fv = {field, num};
	bool add;
	return isa_bi_encode(c->m, s->name, &fv, 1, w, &add, err, sizeof(err)) == 0;
}

/* A modifier with a position whose value has no name (a <reserved/> or
 * empty <opt/> entry, or past the options): Mesa prints ".reserved". */
static void check_direct_mods(bic *c, const isa_bi_state *s)
{
	for (int i = 0; i < s->nmods; i++) {
		const isa_bi_mod *md = &s->mods[i];
		if (md->start < 0)
			continue;
		int n = 0, first = -1;
		uint32_t w = 0;
		for (int v = 0; v < 1 << md->size; v++) {
			uint32_t x;
			if (strcmp(md->text[0][v], ".reserved") || !word_with(c, s, md->name, (unsigned)v, &x))
				continue;
			if (first < 0) {
				first = v;
				w = x;
			}
			n++;
		}
		if (!n)
			continue;
		pv_finding *f = pv_add(c->rep, PV_WARNING, "bi-mod-unnamed", md->loc,
				       "%s: %d of the %d values of modifier %s have no name (the first: %d); "
				       "Mesa's disassembler prints them as .reserved",
				       s->name, n, 1 << md->size, md->name, first);
		if (pv_listing(c->rep, "bi-mod-unnamed"))
			witness(c, f, !s->fma, w);
	}
}

/* Derived values that are not reserved, so Mesa selects the state, but
 * that no combination of modifier values gives (under either ordering):
 * Mesa accepts the word and prints the modifiers they stand for as
 * .reserved. */
static void check_derived_values(bic *c, const isa_bi_state *s)
{
	bool printed = false; /* a modifier printed through the derived fields */
	for (int i = 0; i < s->nmods; i++)
		printed |= s->mods[i].start < 0;
	if (!printed || !s->nderived || s->nderived > 8)
		return;
	int n = 0;
	long first = -1;
	uint32_t w = 0;
	for (long p = 0; p < 1L << s->value_bits; p++) {
		if (s->reached[0][p] || s->reached[1][p])
			continue;
		isa_fieldval fv[8];
		char names[8][12], nums[8][24];
		int shift = 0;
		bool reserved = false;
		for (int d = 0; d < s->nderived; d++) {
			long v = (p >> shift) & ((1L << s->derived[d].size) - 1);
			shift += s->derived[d].size;
			reserved |= (s->reserved[d] >> v) & 1;
			snprintf(names[d], sizeof(names[d]), "derived%d", d);
			snprintf(nums[d], sizeof(nums[d]), "%ld", v);
			fv[d] = (isa_fieldval){names[d], nums[d]};
		}
		uint32_t x;
		bool add;
		char err[512];
		if (reserved || isa_bi_encode(c->m, s->name, fv, s->nderived, &x, &add, err, sizeof(err)))
			continue;
		if (first < 0) {
			first = p;
			w = x;
		}
		n++;
	}
	if (!n)
		return;
	pv_finding *f = pv_add(c->rep, PV_WARNING, "bi-derived-unreached", s->derived[0].loc,
			       "%s: %d value%s of its derived fields (the first: %ld) no modifier values "
			       "give, yet none is reserved: Mesa selects such words and prints the "
			       "modifiers as .reserved", s->name, n, n == 1 ? "" : "s", first);
	if (pv_listing(c->rep, "bi-derived-unreached"))
		witness(c, f, !s->fma, w);
}

/* ---- bits that never reach the text --------------------------------------------------- */

/* Bits outside the state's exact mask and fields: flipping one leaves
 * the selection and the text as they are (checked on the encoder's word). */
static void check_unread_bits(bic *c, int k)
{
	const isa_bi_state *s = &c->bi->st[k];
	uint32_t slot = ((uint32_t)1 << c->width) - 1;
	uint32_t cand = slot & ~(uint32_t)s->emask & ~isa_bi_field_bits(s);
	uint32_t w;
	char err[512];
	bool add;
	if (!cand || isa_bi_encode(c->m, s->name, NULL, 0, &w, &add, err, sizeof(err)))
		return;
	isa_bi_ctx ctx = {0};
	ctx.add = add;
	isa_buf a, b;
	isa_buf_init(&a);
	isa_bi_decode(c->m, w, &ctx, false, &a);
	uint32_t unread = 0;
	for (int bit = 0; bit < c->width; bit++) {
		uint32_t x = w ^ ((uint32_t)1 << bit);
		if (!((cand >> bit) & 1) || isa_bi_select(c->bi, add, x) != k)
			continue;
		isa_buf_init(&b);
		isa_bi_decode(c->m, x, &ctx, false, &b);
		if (!strcmp(a.s, b.s))
			unread |= (uint32_t)1 << bit;
		isa_buf_free(&b);
	}
	isa_buf_free(&a);
	if (!unread)
		return;
	char list[200];
	int n = 0;
	for (int bit = 0; bit < c->width && n < (int)sizeof(list) - 8; bit++)
		if ((unread >> bit) & 1)
			n += snprintf(list + n, sizeof(list) - (size_t)n, "%s%d", n ? "," : "", bit);
	pv_finding *f = pv_add(c->rep, PV_NOTE, "bi-unread-bits", s->loc,
			       "%s: bit%s %s of its words reach%s neither its pattern nor its text",
			       s->name, __builtin_popcount(unread) == 1 ? "" : "s", list,
			       __builtin_popcount(unread) == 1 ? "es" : "");
	if (pv_listing(c->rep, "bi-unread-bits")) {
		witness(c, f, add, w);
		decoded(c, f, add, w | unread, "and so does");
		char hex[16];
		snprintf(hex, sizeof(hex), "%0*x", add ? 5 : 6, w | unread);
		pv_add_line(f, "other word", "%s", hex);
	}
}

void pv_bi_check(const isa *m, const pv_opts *o, pv_report *rep)
{
	const isa_bi *bi = m->bi;
	bic c = {m, bi, o, rep, 0, NULL, NULL};
	c.of = pv_xmalloc((size_t)(bi->nst + 1) * sizeof(pv_cubes));
	memset(c.of, 0, (size_t)(bi->nst + 1) * sizeof(pv_cubes));
	for (int u = 0; u < 2 && u < m->nroots; u++) {
		const isa_root *r = &m->roots[u];
		if (o->root && strcmp(o->root, r->root->name))
			continue;
		for (int i = 0; i < r->nleaves; i++)
			for (int k = 0; k < bi->nst; k++)
				if (bi->st[k].fma == !u && !strcmp(bi->st[k].name, r->leaves[i]->name)) {
					pv_cube q = pv_cube_of_leaf(r->leaves[i]);
					pv_cubes_push(&c.of[k], &q);
				}
		c.r = r;
		c.width = r->root->size;
		check_overlaps(&c, u == 1);
		check_unused(&c, u == 1);
		for (int i = 0; i < bi->norder[u]; i++) {
			int k = bi->order[u][i];
			check_direct_mods(&c, &bi->st[k]);
			check_derived_values(&c, &bi->st[k]);
			check_unread_bits(&c, k);
		}
	}
	for (int k = 0; k <= bi->nst; k++)
		pv_cubes_free(&c.of[k]);
	free(c.of);
}
