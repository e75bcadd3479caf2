/*
 * solver/roundtrip.c - round trips per leaf and display case.
 *
 *  (a) decode -> encode: every word that decodes as the leaf with the case
 *      selected (asserts holding) is rebuilt by encoding its decoded field
 *      values, on every bit that is not dontcare;
 *  (b) encode -> decode: field values that select the case come back out
 *      of the word they encode to (two fields sharing bits, or a field over
 *      the leaf's fixed bits, break this);
 *  (c) text: every bit that is neither fixed nor dontcare changes the
 *      printed disassembly.
 *
 * Z3 finds words of the case and the bits in question; every reported
 * failure is then shown concretely with the model's own encoder and
 * interpreter (the words, the values, the texts).
 */
#include <string.h>

#include "solver/prove.h"
#include "solver/gens.h"
#include "solver/internal.h"
#include "solver/smt.h"
#include "solver/precheck.h"

#define MAX_NAMES 256

typedef struct rtctx {
	const isa *m;
	const isa_root *r;
	pv_smt *s;
	pv_report *rep;
	const pv_opts *o;
	const void **done; /* keys already reported */
	int ndone, capdone;
	pv_interval *iv;
	int niv;
	pv_tf_seen tf;
	isa_tf_cuts *cuts; /* each display case's line, read once for its leaves */
} rtctx;

static bool reported(const rtctx *t, const void *a, const void *b)
{
	for (int i = 0; i + 1 < t->ndone; i += 2)
		if (t->done[i] == a && t->done[i + 1] == b)
			return true;
	return false;
}

static bool first_time(rtctx *t, const void *a, const void *b)
{
	for (int i = 0; i + 1 < t->ndone; i += 2)
		if (t->done[i] == a && t->done[i + 1] == b)
			return false;
	if (t->ndone + 2 > t->capdone) {
		t->capdone = t->capdone ? t->capdone * 2 : 64;
		t->done = realloc(t->done, (size_t)t->capdone * sizeof(*t->done));
		if (!t->done)
			abort();
	}
	t->done[t->ndone++] = a;
	t->done[t->ndone++] = b;
	return true;
}

/* The distinct non-assert field names of the leaf's chain. */
static int chain_names(const isa_bitset *leaf, const char **names)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind == TY_ASSERT)
					continue;
				int k = 0;
				while (k < n && strcmp(names[k], f->name))
					k++;
				if (k == n && n < MAX_NAMES)
					names[n++] = f->name;
			}
	return n;
}

static void add_word(rtctx *t, pv_finding *f, const char *key, const isa_bits *w, uint32_t gen)
{
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(w, t->m->bitsize, hex);
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	isa_buf b;
	isa_buf_init(&b);
	isa_decode(t->m, w, &o, &b);
	pv_add_line(f, key, "%s  \"%s\"", hex, b.s ? b.s : "");
	isa_buf_free(&b);
}

/* Decoded values of every resolvable, encodable field of a word. */
static int decoded_values(const isa *m, const isa_bitset *leaf, const isa_bits *w, uint32_t gen,
			  const char **names, int nn, isa_fieldval *vals, char (*buf)[32])
{
	int n = 0;
	for (int i = 0; i < nn; i++) {
		uint64_t v;
		const isa_field *f = isa_resolve_field(m, leaf, w, gen, names[i], &v);
		if (!f || f->derived)
			continue;
		snprintf(buf[n], 32, "0x%llx", (unsigned long long)v);
		vals[n] = (isa_fieldval){names[i], buf[n]};
		n++;
	}
	return n;
}

/* Facts: the word decodes as the leaf, this display case is the one
 * printed, and every assert of a case that holds is met. */
static int case_facts(rtctx *t, pv_scope *sc, const isa_case *dc, Z3_ast *facts, bool *capped)
{
	pv_smt *s = t->s;
	int n = 0;
	facts[n++] = pv_smt_decodes_as(s, sc, t->r);
	if (t->o->has_gen)
		facts[n++] = Z3_mk_eq(s->ctx, sc->gen,
				      Z3_mk_unsigned_int(s->ctx, t->o->gen, Z3_mk_bv_sort(s->ctx, 32)));
	Z3_ast stopped = Z3_mk_false(s->ctx), sel = NULL;
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			Z3_ast tr = pv_smt_case_true(s, sc, k);
			for (int i = 0; i < k->nfields; i++) {
				const isa_field *a = &k->fields[i];
				if (a->kind != TY_ASSERT)
					continue;
				unsigned w = (unsigned)(a->high - a->low + 1);
				Z3_ast bits = Z3_mk_extract(s->ctx, (unsigned)a->high, (unsigned)a->low, sc->word);
				Z3_ast ok = Z3_mk_eq(s->ctx, bits, Z3_mk_unsigned_int64(s->ctx, a->assert_val.w[0],
							Z3_mk_bv_sort(s->ctx, w)));
				facts[n++] = Z3_mk_implies(s->ctx, tr, ok);
				if (n >= 60) {
					*capped = true; /* asserts after this one are not facts */
					break;
				}
			}
			if (k == dc) {
				Z3_ast v[2] = {Z3_mk_not(s->ctx, stopped), tr};
				sel = Z3_mk_and(s->ctx, 2, v);
			}
			if (k->display) {
				Z3_ast v[2] = {stopped, tr};
				stopped = Z3_mk_or(s->ctx, 2, v);
			}
		}
	facts[n++] = sel ? sel : Z3_mk_false(s->ctx);
	return n;
}

/* The names that matter when this case is printed (model/asm_text.c):
 * printed, read by a case condition, or reached from those. */
static int used_names(const isa_bitset *leaf, const isa_case *dc, const char **out)
{
	return isa_case_reaching_names(leaf, dc, out, MAX_NAMES);
}

/* ---- (a) decode -> encode --------------------------------------------------- */

/* Every definition of each name, asked of the scope once for all bits. */
typedef struct name_defs {
	pv_def *d;
	int n;
} name_defs;

/* Bits lookup may leave uncovered in this case: a term per bit, true when
 * no resolved definition covers it. */
static Z3_ast uncovered_bit(pv_smt *s, const name_defs *defs, int nn, int bit)
{
	Z3_ast *cov = NULL;
	int n = 0;
	for (int i = 0; i < nn; i++) {
		const pv_def *d = defs[i].d;
		cov = pv_xrealloc(cov, ((size_t)n + (size_t)defs[i].n + 1) * sizeof(Z3_ast));
		for (int k = 0; k < defs[i].n; k++)
			if (!d[k].f->derived && d[k].f->low <= bit && bit <= d[k].f->high)
				cov[n++] = d[k].when;
	}
	Z3_ast r = n ? Z3_mk_not(s->ctx, Z3_mk_or(s->ctx, (unsigned)n, cov)) : Z3_mk_true(s->ctx);
	free(cov);
	return r;
}

/* Bits held by a name with a single definition in the chain, in an
 * unconditional case: lookup always picks it, so decoding always reads
 * those bits into a value the encoder writes back. */
static isa_bits always_covered(const isa_bitset *leaf, const char **names, int nn)
{
	isa_bits safe;
	isa_bits_zero(&safe);
	for (int i = 0; i < nn; i++) {
		const isa_field *only = NULL;
		int ndefs = 0;
		for (const isa_bitset *b = leaf; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				for (int k = 0; k < b->cases[c].nfields; k++)
					if (!strcmp(b->cases[c].fields[k].name, names[i])) {
						ndefs++;
						if (!b->cases[c].expr)
							only = &b->cases[c].fields[k];
					}
		if (ndefs == 1 && only && !only->derived) {
			isa_bits r = isa_bits_range(only->low, only->high);
			isa_bits_or(&safe, &safe, &r);
		}
	}
	return safe;
}

/* Does decoding w (at gen) leave bit p, set in w, in no field it
 * resolves?  The interpreter's side of uncovered_bit. */
static bool lost_in(const isa *m, const isa_bitset *leaf, const isa_bits *w, uint32_t gen, int p,
		    const char **names, int nn)
{
	if (!isa_bits_test(w, p))
		return false;
	for (int i = 0; i < nn; i++) {
		const isa_field *f = isa_resolve_field(m, leaf, w, gen, names[i], NULL);
		if (f && !f->derived && f->low <= p && p <= f->high)
			return false;
	}
	return true;
}

/* The case's facts, made on first use: the sample question and the
 * decode->encode one ask the same (12 M instructions on ir3 to make them
 * twice, the same terms). */
typedef struct case_fx {
	Z3_ast v[66]; /* one spare slot after n */
	int n; /* -1: not made yet */
	bool capped; /* some assert was left out of v */
} case_fx;

static int case_facts_once(rtctx *t, pv_scope *sc, const isa_case *dc, case_fx *fx)
{
	if (fx->n < 0)
		fx->n = case_facts(t, sc, dc, fx->v, &fx->capped);
	return fx->n;
}

static void check_decode_encode(rtctx *t, pv_scope *sc, const isa_case *dc, const isa_bitset *owner,
				const char **names, int nn, case_fx *fx)
{
	pv_smt *s = t->s;
	const isa_bitset *leaf = sc->leaf;
	int width = leaf->root->size;
	int n = case_facts_once(t, sc, dc, fx);
	Z3_ast *facts = fx->v;
	Z3_ast *lose = pv_xmalloc(((size_t)width + 1) * sizeof(Z3_ast));
	Z3_ast *any = pv_xmalloc(((size_t)width + 1) * sizeof(Z3_ast));
	int na = 0, nzero = 0;
	isa_bits safe = always_covered(leaf, names, nn);
	/* bits the case's asserts hold at 0 are never set, so never lost */
	isa_bits zero = pv_pre_asserted_zero(leaf, dc);
	if (fx->capped)
		isa_bits_zero(&zero);
	/* asked where the first bit needs them, as the terms were always made */
	name_defs defs[MAX_NAMES];
	bool have_defs = false;
	for (int p = 0; p < width; p++) {
		lose[p] = NULL;
		if (isa_bits_test(&leaf->lmask, p) || isa_bits_test(&safe, p))
			continue; /* fixed, dontcare, or some field always holds it */
		bool held = false;
		for (int i = 0; i < nn && !held; i++)
			held = pv_pre_bit_held(leaf, dc, names[i], p);
		if (held)
			continue; /* some field holds it whenever dc is printed */
		Z3_ast set = Z3_mk_eq(s->ctx, Z3_mk_extract(s->ctx, (unsigned)p, (unsigned)p, sc->word),
				      Z3_mk_unsigned_int(s->ctx, 1, Z3_mk_bv_sort(s->ctx, 1)));
		for (int i = 0; i < nn && !have_defs; i++)
			defs[i].n = pv_smt_defs(s, sc, names[i], &defs[i].d);
		have_defs = true;
		Z3_ast v[2] = {set, uncovered_bit(s, defs, nn, p)};
		lose[p] = any[na++] = Z3_mk_and(s->ctx, 2, v);
		nzero += isa_bits_test(&zero, p);
	}
	for (int i = 0; i < nn && have_defs; i++)
		free(defs[i].d);
	if (!na) {
		free(any);
		free(lose);
		return;
	}
	facts[n] = Z3_mk_or(s->ctx, (unsigned)na, any);
	if (nzero == na) {
		/* every bit in question is one an assert holds at 0: Z3 would
		 * answer unsat (the terms are made all the same: Z3's later
		 * models follow the order terms are made in) */
		free(any);
		free(lose);
		return;
	}
	isa_bits w;
	uint32_t gen;
	const char *why = NULL;
	pv_sat r = pv_smt_solve_nice(s, facts, n + 1, sc, &w, &gen, &why, t->iv, t->niv);
	/* every bit some word of the case loses, not only the witness's: ask
	 * again for a word that loses a bit not found yet, until none does */
	isa_bits all;
	isa_bits_zero(&all);
	bool exact = r == PV_SAT;
	isa_bits w2 = w;
	for (uint32_t g2 = gen; exact;) {
		int found = 0;
		for (int p = 0; p < width; p++)
			if (lose[p] && lost_in(t->m, leaf, &w2, g2, p, names, nn)) {
				isa_bits_set(&all, p, true);
				lose[p] = NULL;
				found++;
			}
		na = 0;
		for (int p = 0; p < width; p++)
			if (lose[p])
				any[na++] = lose[p];
		if (!found || !na) {
			exact = found > 0; /* a bit Z3 and the interpreter disagree on: stop */
			break;
		}
		facts[n] = Z3_mk_or(s->ctx, (unsigned)na, any);
		pv_sat r2 = pv_smt_solve(s, facts, n + 1, sc, &w2, &g2, NULL);
		if (r2 != PV_SAT) {
			exact = r2 == PV_UNSAT;
			break;
		}
	}
	free(any);
	free(lose);
	if (r == PV_UNDEF) {
		pv_add(t->rep, PV_UNKNOWN, "solver-unknown", leaf->loc,
		       "could not decide the decode->encode round trip of '%s': %s", leaf->name,
		       why ? why : "unknown");
		return;
	}
	if (r != PV_SAT)
		return;
	/* concrete: encode the decoded values and compare */
	isa_fieldval vals[MAX_NAMES];
	char buf[MAX_NAMES][32];
	int nv = decoded_values(t->m, leaf, &w, gen, names, nn, vals, buf);
	isa_bits back;
	char err[256] = "";
	bool ok = isa_encode(t->m, leaf, vals, nv, gen, &back, err, sizeof(err));
	isa_bits diff;
	if (ok) {
		for (int i = 0; i < ISA_MAX_WORDS; i++)
			diff.w[i] = (w.w[i] ^ back.w[i]) & ~leaf->ldontcare.w[i];
		if (isa_bits_is_zero(&diff))
			return; /* the interpreter does not agree: report nothing */
	}
	if (!first_time(t, dc, "a"))
		return;
	pv_finding *f;
	if (ok) {
		char hex[ISA_MAX_BITS / 4 + 1];
		isa_bits_format(&diff, t->m->bitsize, hex);
		char allhex[ISA_MAX_BITS / 4 + 1];
		isa_bits_format(&all, t->m->bitsize, allhex);
		f = pv_add(t->rep, PV_ERROR, "roundtrip-decode-encode",
				       dc->display ? dc->display->loc : owner->loc,
				       "decode->encode loses bits %s of '%s' in this case%s: no field "
				       "it decodes covers them",
				       allhex, leaf->name, exact ? "" : " (at least)");
		pv_set_related(f, leaf->loc);
		add_word(t, f, "word", &w, gen);
		add_word(t, f, "encoded back", &back, gen);
		pv_add_line(f, "lost by the word", "%s", hex);
	} else {
		f = pv_add(t->rep, PV_ERROR, "roundtrip-decode-encode",
				       dc->display ? dc->display->loc : owner->loc,
				       "decode->encode fails for '%s' in this case: %s", leaf->name, err);
		pv_set_related(f, leaf->loc);
		add_word(t, f, "word", &w, gen);
	}
	pv_add_line(f, "gen", "%u", gen);
}

/* ---- (b) encode -> decode ------------------------------------------------------ */

static bool ranges_meet(const isa_field *a, const isa_field *b)
{
	return a->low <= b->high && b->low <= a->high;
}

/* Change one bit of `name`'s value that lies in `bit` (word position) and
 * encode: the encoder proves by decoding back, so its refusal or a value
 * that does not read back is the concrete failure. */
static void try_clash(rtctx *t, const isa_bitset *leaf, const isa_bits *w, uint32_t gen,
		      const char **names, int nn, const isa_field *fa, const char *why_key,
		      const isa_field *fb, int bit, const isa_bits *fixed)
{
	isa_fieldval vals[MAX_NAMES];
	char buf[MAX_NAMES][32];
	int nv = decoded_values(t->m, leaf, w, gen, names, nn, vals, buf);
	for (int i = 0; i < nv; i++) {
		if (strcmp(vals[i].name, fa->name))
			continue;
		unsigned long long v = strtoull(vals[i].value, NULL, 0) ^ (1ull << (bit - fa->low));
		snprintf(buf[i], 32, "0x%llx", v);
	}
	isa_bits back;
	char err[256] = "";
	if (isa_encode(t->m, leaf, vals, nv, gen, &back, err, sizeof(err)))
		return; /* it does round trip: nothing to report */
	if (!first_time(t, fa, fb ? (const void *)fb : (const void *)fixed))
		return;
	pv_finding *f;
	if (fb)
		f = pv_add(t->rep, PV_ERROR, "roundtrip-encode-decode", fa->loc,
			   "encode->decode of '%s': fields '%s' (bits %d..%d) and '%s' (bits %d..%d) "
			   "share bit %d, so their values cannot both be kept",
			   leaf->name, fa->name, fa->low, fa->high, fb->name, fb->low, fb->high, bit);
	else
		f = pv_add(t->rep, PV_ERROR, "roundtrip-encode-decode", fa->loc,
			   "encode->decode of '%s': field '%s' (bits %d..%d) covers bit %d, which "
			   "the leaf's pattern fixes",
			   leaf->name, fa->name, fa->low, fa->high, bit);
	pv_set_related(f, leaf->loc);
	(void)why_key;
	char line[1024] = "";
	size_t len = 0;
	for (int i = 0; i < nv && len < sizeof(line) - 64; i++)
		len += (size_t)snprintf(line + len, sizeof(line) - len, "%s%s=%s", i ? " " : "",
					vals[i].name, vals[i].value);
	pv_add_line(f, "values", "%s", line);
	pv_add_line(f, "encoder", "%s", err);
	pv_add_line(f, "gen", "%u", gen);
}

static void check_encode_decode(rtctx *t, const isa_bitset *leaf, const isa_case *dc,
				const isa_bits *w, uint32_t gen, const char **names, int nn)
{
	const isa_field *defs[MAX_NAMES];
	const char *used[MAX_NAMES];
	int nu = used_names(leaf, dc, used);
	int nd = 0;
	for (int i = 0; i < nu; i++) {
		const isa_field *f = isa_resolve_field(t->m, leaf, w, gen, used[i], NULL);
		if (f && !f->derived)
			defs[nd++] = f;
	}
	isa_bits care;
	isa_bits_andnot(&care, &leaf->lmask, &leaf->ldontcare);
	for (int i = 0; i < nd; i++) {
		for (int j = i + 1; j < nd; j++) {
			if (!ranges_meet(defs[i], defs[j]))
				continue;
			int bit = defs[i]->low > defs[j]->low ? defs[i]->low : defs[j]->low;
			try_clash(t, leaf, w, gen, names, nn, defs[i], "share", defs[j], bit, NULL);
		}
		for (int p = defs[i]->low; p <= defs[i]->high; p++)
			if (isa_bits_test(&care, p)) {
				try_clash(t, leaf, w, gen, names, nn, defs[i], "fixed", NULL, p, &leaf->lmask);
				break;
			}
	}
}

/* ---- (c) text ---------------------------------------------------------------------- */

/* Can some word match both leaves (ignoring gens)? */
static bool cubes_meet(const isa_bitset *a, const isa_bitset *b)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++) {
		uint64_t both = (a->lmask.w[i] & ~a->ldontcare.w[i]) & (b->lmask.w[i] & ~b->ldontcare.w[i]);
		if ((a->lmatch.w[i] ^ b->lmatch.w[i]) & both)
			return false;
	}
	return true;
}

static bool matches_at(const isa_bitset *k, const isa_bits *w, uint32_t gen)
{
	if (gen < k->eff_gen_min || gen > k->eff_gen_max)
		return false;
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		if ((w->w[i] & k->lmask.w[i] & ~k->ldontcare.w[i]) != k->lmatch.w[i])
			return false;
	return true;
}

/* w decodes as leaf: it matches it and none of the leaves near it. */
static bool only_leaf(const rtctx *t, const isa_bitset *leaf, const isa_bitset *const *near,
		      int nnear, bool crowded, const isa_bits *w, uint32_t gen)
{
	if (crowded)
		return isa_match(t->m, t->r, w, gen, NULL) == leaf;
	if (!matches_at(leaf, w, gen))
		return false;
	for (int i = 0; i < nnear; i++)
		if (matches_at(near[i], w, gen))
			return false;
	return true;
}

/* Bits of an operand field that a custom field of some operand leaf
 * holds: they print through a callback we do not have. */
static void mark_nested_custom(const isa *m, const isa_field *f, isa_bits *custom)
{
	const isa_root *r = isa_root_of(m, f->root);
	for (int i = 0; r && i < r->nleaves; i++)
		for (const isa_bitset *b = r->leaves[i]; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				for (int k = 0; k < b->cases[c].nfields; k++) {
					const isa_field *x = &b->cases[c].fields[k];
					if (x->kind != TY_CUSTOM || x->derived)
						continue;
					isa_bits rg = isa_bits_range(f->low + x->low, f->low + x->high);
					isa_bits_or(custom, custom, &rg);
				}
}

/* Bits of fields this display prints directly with a type whose text
 * tells every value apart (numbers, one-bit bools): flipping one always
 * changes the text, so they need no trial. */
static isa_bits printed_injective(const isa *m, const isa_bitset *leaf, const isa_case *dc,
				  const isa_bits *w, uint32_t gen)
{
	isa_bits r;
	isa_bits_zero(&r);
	for (int i = 0; i < dc->display->npieces; i++) {
		const isa_piece *p = &dc->display->pieces[i];
		if (p->kind != PC_FIELD)
			continue;
		const isa_field *f = isa_resolve_field(m, leaf, w, gen, p->text, NULL);
		if (!f || f->derived)
			continue;
		bool inj = f->kind == TY_INT || f->kind == TY_UINT || f->kind == TY_HEX ||
			   f->kind == TY_OFFSET || f->kind == TY_UOFFSET ||
			   ((f->kind == TY_BOOL || f->kind == TY_BOOL_INV) && f->low == f->high &&
			    (!f->display || f->display[0]));
		if (inj) {
			isa_bits b = isa_bits_range(f->low, f->high);
			isa_bits_or(&r, &r, &b);
		}
	}
	return r;
}

/* Bits whose flip leaves the word in the leaf and case but the text
 * unchanged, tried on the case's sample word with each bit 0 and 1. */
static void check_text(rtctx *t, const isa_bitset *leaf, const isa_case *dc, const isa_bitset *owner,
		       const isa_bits *w0, uint32_t gen, isa_tf_memo *mo)
{
	int width = leaf->root->size;
	isa_bits dead, example, custom;
	isa_bits_zero(&dead);
	isa_bits_zero(&custom);
	/* a custom field is printed by a callback we do not have */
	const char *names[MAX_NAMES];
	int nn = chain_names(leaf, names);
	for (int i = 0; i < nn; i++) {
		const isa_field *f = isa_resolve_field(t->m, leaf, w0, gen, names[i], NULL);
		if (f && f->kind == TY_CUSTOM && !f->derived) {
			isa_bits r = isa_bits_range(f->low, f->high);
			isa_bits_or(&custom, &custom, &r);
		}
		if (f && f->kind == TY_BITSET && !f->derived)
			mark_nested_custom(t->m, f, &custom);
	}
	isa_bits shown = printed_injective(t->m, leaf, dc, w0, gen);
	/* only leaves whose cube meets this one's can take a flipped word */
	const isa_bitset *near[64];
	int nnear = 0;
	bool crowded = false;
	for (int i = 0; i < t->r->nleaves; i++) {
		const isa_bitset *k = t->r->leaves[i];
		if (k == leaf || !cubes_meet(k, leaf))
			continue;
		if (nnear == 64)
			crowded = true;
		else
			near[nnear++] = k;
	}
	/* Each bit is tried as the pair (w0 with it 0, w0 with it 1): the
	 * pair is symmetric, so one order is enough, and one of its words is
	 * w0 itself, whose decoding, leaf and case are the same every time. */
	bool w0_ok = only_leaf(t, leaf, near, nnear, crowded, w0, gen) && isa_tf_memo_in_case(mo, w0);
	bool any = false;
	for (int p = 0; p < width && w0_ok; p++) {
		if (isa_bits_test(&leaf->lmask, p) || isa_bits_test(&custom, p) ||
		    isa_bits_test(&shown, p))
			continue;
		isa_bits flip = *w0;
		isa_bits_set(&flip, p, !isa_bits_test(w0, p));
		if (!only_leaf(t, leaf, near, nnear, crowded, &flip, gen) ||
		    !isa_tf_memo_in_case(mo, &flip) || !isa_tf_memo_same_text(mo, w0, &flip))
			continue;
		if (!any) {
			example = *w0;
			isa_bits_set(&example, p, false);
		}
		isa_bits_set(&dead, p, true);
		any = true;
	}
	if (!any || !first_time(t, dc, "c"))
		return;
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(&dead, t->m->bitsize, hex);
	pv_finding *f = pv_add(t->rep, PV_WARNING, "roundtrip-text",
			       dc->display ? dc->display->loc : owner->loc,
			       "in this case of '%s', bits %s (%d) are neither fixed nor dontcare "
			       "but can change without changing the printed text",
			       leaf->name, hex, isa_bits_popcount(&dead));
	pv_set_related(f, leaf->loc);
	/* the first dead bit, both ways */
	int p0 = 0;
	while (!isa_bits_test(&dead, p0))
		p0++;
	isa_bits other = example;
	isa_bits_set(&other, p0, !isa_bits_test(&example, p0));
	add_word(t, f, "word", &example, gen);
	add_word(t, f, "same text", &other, gen);
	pv_add_line(f, "gen", "%u", gen);
}

/* ---- driver ---------------------------------------------------------------------------- */

/* w decodes as the leaf, prints case dc, and meets every assert. */
static bool sample_ok(rtctx *t, const isa_bitset *leaf, const isa_case *dc, const isa_bits *w,
		      uint32_t gen)
{
	if (isa_match(t->m, t->r, w, gen, NULL) != leaf ||
	    isa_display_case(t->m, leaf, w, gen, NULL) != dc)
		return false;
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	isa_buf b;
	isa_buf_init(&b);
	isa_decode(t->m, w, &o, &b);
	bool ok = !(b.s && strstr(b.s, "WARNING: unexpected bits"));
	isa_buf_free(&b);
	return ok;
}

static void leaf_roundtrips(rtctx *t, const isa_bitset *leaf)
{
	const char *names[MAX_NAMES];
	int nn = chain_names(leaf, names);
	/* one scope for every case: what is translated for one is reused */
	pv_scope sc;
	pv_smt_scope(t->s, &sc, leaf);
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *dc = &b->cases[c];
			if (!dc->display)
				continue;
			isa_bits w = leaf->lmatch;
			uint32_t gen = t->o->has_gen ? t->o->gen : leaf->eff_gen_min;
			const isa_bitset *owner = NULL;
			/* the leaf's own fixed bits often are a sample of the case;
			 * otherwise Z3 finds one */
			case_fx fx = {.n = -1};
			if (!sample_ok(t, leaf, dc, &w, gen)) {
				int n = case_facts_once(t, &sc, dc, &fx);
				/* a case an earlier one always shadows has no word: the
				 * facts are made all the same (Z3's later models follow
				 * the order terms are made in) */
				if (pv_pre_never_picked(leaf, dc))
					continue;
				const char *why = NULL;
				pv_sat r = pv_smt_solve_nice(t->s, fx.v, n, &sc, &w, &gen, &why, t->iv, t->niv);
				if (r == PV_UNDEF)
					pv_add(t->rep, PV_UNKNOWN, "solver-unknown", dc->display->loc,
					       "could not decide whether '%s' ever prints this case, so its "
					       "round trips are not proved: %s",
					       leaf->name, why ? why : "unknown");
				if (r != PV_SAT)
					continue; /* never printed for this leaf, or unknown */
			}
			if (isa_match(t->m, t->r, &w, gen, NULL) != leaf ||
			    isa_display_case(t->m, leaf, &w, gen, &owner) != dc) {
				/* the solver's word is not one of the case when decoded:
				 * its round trips are not proved, and that is said */
				char hex[ISA_MAX_BITS / 4 + 1];
				isa_bits_format(&w, t->m->bitsize, hex);
				pv_add(t->rep, PV_UNKNOWN, "solver-unknown", dc->display->loc,
				       "could not decide whether '%s' ever prints this case, so its "
				       "round trips are not proved: the solver's word %s does not "
				       "decode as it at gen %u",
				       leaf->name, hex, gen);
				continue;
			}
			/* each display case is reported once, for its first leaf */
			if (!reported(t, dc, "a"))
				check_decode_encode(t, &sc, dc, b, names, nn, &fx);
			check_encode_decode(t, leaf, dc, &w, gen, names, nn);
			/* both text rules decode words near the sample: once */
			isa_tf_memo *mo = isa_tf_memo_new(t->m, leaf, dc, gen);
			isa_tf_memo_use_cuts(mo, t->cuts);
			if (!reported(t, dc, "c"))
				check_text(t, leaf, dc, b, &w, gen, mo);
			pv_check_text_fields(t->m, t->rep, &t->tf, leaf, dc, &w, gen, mo);
			isa_tf_memo_free(mo);
		}
}

void pv_check_roundtrips(const isa *m, const pv_opts *o, pv_report *rep)
{
	const isa_root *r;
	pv_smt s;
	if (!pv_smt_begin(&s, m, o, rep, &r))
		return;
	rtctx t = {m, r, &s, rep, o, NULL, 0, 0, NULL, 0, {NULL, 0, 0}, isa_tf_cuts_new(m)};
	t.niv = pv_gen_intervals(r, &t.iv);
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *leaf = r->leaves[i];
		if (!pv_leaf_selected(leaf, o))
			continue;
		leaf_roundtrips(&t, leaf);
	}
	free(t.done);
	free(t.tf.keys);
	isa_tf_cuts_free(t.cuts);
	free(t.iv);
	pv_smt_close(&s);
}
