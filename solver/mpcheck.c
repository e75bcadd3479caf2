/*
 * solver/mpcheck.c - `check` on an MPACT-Sim decoder (.bin_fmt).
 *
 * Per decode function (a root; model/isa.h's isa_mp_func): every pair of
 * encodings of different names that match a common word (an error: MPACT
 * accepts it and its generated decoder picks one by an accident of an
 * unstable sort), encodings every word of which is also another's,
 * encodings no word can reach, the exact count and the cubes of the words
 * no encoding matches, and formats of one function that give one field
 * or overlay name different bits (MPACT's generated decoder caches the
 * value by name and tests the later encoding against the wrong bits).
 *
 * Words are at most 64 bits wide here and every encoding is a set of
 * disjoint cubes (the model's leaves), so all of it is exact cube
 * arithmetic: no solver call, nothing can time out.  Each witness is
 * decoded again by the interpreter (isa_match), which must see the
 * conflict the finding claims.
 */
#include <string.h>

#include "internal.h"
#include "cube.h"

typedef struct c64 {
	uint64_t m, v;
} c64;

typedef struct mpc {
	const isa *m;
	const isa_mp_func *fn;
	const isa_root *r;
	const pv_opts *o;
	pv_report *rep;
	int width;
	c64 *leaf;   /* per leaf of the root */
	int *enc_of; /* per leaf: index in fn->encs */
	int noverlaps, ncovered, nnever, nhazards;
	long noverlaps_all; /* listed or not (MPC_MAX_OVERLAPS) */
	long work;          /* cube subtractions so far (MPC_MAX_WORK) */
	int nunknown;       /* coverage questions left unknown */
	int nlink, nunbound; /* --isa */
} mpc;

static bool c64_meet(c64 a, c64 b) { return !((a.m & b.m) & (a.v ^ b.v)); }

/* a - b into out (disjoint), returns the new count; out has room for 64 more */
static int c64_minus(c64 a, c64 b, c64 *out, int n)
{
	if (!c64_meet(a, b)) {
		out[n++] = a;
		return n;
	}
	uint64_t extra = b.m & ~a.m;
	while (extra) {
		uint64_t bit = extra & -extra;
		extra &= extra - 1;
		out[n++] = (c64){a.m | bit, a.v | (~b.v & bit)};
		a.m |= bit;
		a.v |= b.v & bit;
	}
	return n;
}

/* Is every word of encoding a's leaves in the union of `sub` cubes?
 * limit: give up (return -1) beyond this many pieces. */
/* Cube subtractions one decode function's analyses may do: thousands of
 * encodings each overlapping thousands of others would otherwise cost
 * hours.  Past it a question is answered unknown, and counted. */
#define MPC_MAX_WORK 5000000L

/* 1: the cubes own are inside the union of sub, 0: not, -1: unknown (too
 * many pieces, or the function's work budget c->work spent) */
static int covered_by(mpc *c, const c64 *own, int nown, const c64 *sub, int nsub)
{
	size_t cap = (size_t)nown + 1;
	c64 *cur = pv_xmalloc(cap * sizeof(c64)), *next = pv_xmalloc(cap * sizeof(c64));
	memcpy(cur, own, (size_t)nown * sizeof(c64));
	int n = nown, r = -1;
	for (int j = 0; j < nsub && n; j++) {
		if (n > 100000 || (c->work += n) > MPC_MAX_WORK)
			goto out;
		size_t need = (size_t)n * 65; /* c64_minus: 64 pieces at most */
		if (need > cap) {
			cap = need;
			cur = pv_xrealloc(cur, cap * sizeof(c64));
			free(next);
			next = pv_xmalloc(cap * sizeof(c64));
		}
		int k = 0;
		for (int i = 0; i < n; i++)
			k = c64_minus(cur[i], sub[j], next, k);
		c64 *t = cur;
		cur = next;
		next = t;
		n = k;
	}
	r = n == 0;
out:
	free(cur);
	free(next);
	return r;
}

static void enc_cubes(const mpc *c, int e, c64 **out, int *n)
{
	const isa_mp_enc *x = &c->fn->encs[e];
	*out = &c->leaf[x->first];
	*n = x->nleaves;
}

static void format_word(const mpc *c, uint64_t w, char *hex)
{
	isa_bits b = isa_bits_from_u64(w);
	isa_bits_format(&b, c->width, hex);
}

static const char *file_of(isa_loc l) { return l.file ? l.file : ""; }

/* ---- overlaps --------------------------------------------------------------------- */

static void report_overlap(mpc *c, int a, int b, c64 meet)
{
	const isa_mp_enc *A = &c->fn->encs[a], *B = &c->fn->encs[b];
	c64 *ca, *cb;
	int na, nb;
	enc_cubes(c, a, &ca, &na);
	enc_cubes(c, b, &cb, &nb);
	int a_in_b = covered_by(c, ca, na, cb, nb), b_in_a = covered_by(c, cb, nb, ca, na);
	char hex[32];
	format_word(c, meet.v, hex);
	isa_bits w = isa_bits_from_u64(meet.v);
	const isa_bitset *conflict[2];
	const isa_bitset *got = isa_match(c->m, c->r, &w, 0, conflict);
	if (got || !conflict[0]) {
		pv_add(c->rep, PV_ERROR, "internal-witness", B->loc,
		       "internal error: witness %s for '%s' vs '%s' does not reproduce", hex, A->name, B->name);
		return;
	}
	const char *how = a_in_b == 1 && b_in_a == 1 ? "they match exactly the same words"
			  : a_in_b == 1		  ? "every word of the first is also the second's"
			  : b_in_a == 1		  ? "every word of the second is also the first's"
			  : a_in_b < 0 || b_in_a < 0 ? "whether one contains the other is unknown: work budget spent"
						  : "neither contains the other";
	pv_finding *f = pv_add(c->rep, PV_ERROR, "mp-overlap", B->loc,
			       "%s: '%s' and '%s' both match some words (%s); MPACT's decoder returns one of "
			       "them by the order its unstable sort leaves",
			       c->fn->name, A->name, B->name, how);
	pv_set_related(f, A->loc);
	pv_set_witness(f, hex);
	pv_set_gens(f, c->fn->name, 0, UINT32_MAX);
	pv_add_line(f, "decodes as", "no match: %s\t; conflict: %s vs %s", hex, conflict[0]->name,
		    conflict[1]->name);
	pv_add_line(f, "first", "%s : %s (%s:%d)", A->name, A->format, file_of(A->loc), A->loc.line);
	pv_add_line(f, "second", "%s : %s (%s:%d)", B->name, B->format, file_of(B->loc), B->loc.line);
	c->noverlaps++;
}

/* Thousands of encodings that all overlap are millions of pairs: each is
 * cheap to find but a finding with a witness decoded again is not, and
 * nobody reads a million of them.  The first MPC_MAX_OVERLAPS pairs are
 * listed; the rest are counted, and a note says how many were left out. */
#define MPC_MAX_OVERLAPS 1000

static void check_overlaps(mpc *c)
{
	const isa_mp_func *fn = c->fn;
	long unlisted = 0;
	for (int b = 0; b < fn->nencs; b++)
		for (int a = 0; a < b; a++) {
			if (!strcmp(fn->encs[a].name, fn->encs[b].name))
				continue; /* one opcode: its leaves are disjoint anyway */
			c64 *ca, *cb;
			int na, nb;
			enc_cubes(c, a, &ca, &na);
			enc_cubes(c, b, &cb, &nb);
			bool found = false;
			for (int i = 0; i < na && !found; i++)
				for (int j = 0; j < nb && !found; j++)
					if (c64_meet(ca[i], cb[j])) {
						if (c->noverlaps < MPC_MAX_OVERLAPS)
							report_overlap(c, a, b,
								       (c64){ca[i].m | cb[j].m, ca[i].v | cb[j].v});
						else
							unlisted++;
						found = true;
					}
		}
	if (unlisted)
		pv_add(c->rep, PV_NOTE, "mp-check-limit", fn->loc,
		       "%s: %ld more overlapping pairs of encodings not listed (the first %d are; %ld in all)",
		       fn->name, unlisted, MPC_MAX_OVERLAPS, unlisted + c->noverlaps);
	c->noverlaps_all = unlisted + c->noverlaps;
}

/* ---- covered and dead encodings ----------------------------------------------------- */

static void check_coverage(mpc *c)
{
	const isa_mp_func *fn = c->fn;
	c64 *others = pv_xmalloc((size_t)(c->r->nleaves + 1) * sizeof(c64));
	int *who = pv_xmalloc((size_t)(fn->nencs + 1) * sizeof(int));
	for (int e = 0; e < fn->nencs; e++) {
		const isa_mp_enc *x = &fn->encs[e];
		if (!x->nleaves) {
			c->nnever++;
			if (x->never)
				pv_add(c->rep, PV_WARNING, "mp-never-matches", x->loc,
				       "%s: no word can match '%s': its constraints contradict each other", fn->name,
				       x->name);
			else if (x->parent)
				pv_add(c->rep, PV_WARNING, "mp-never-matches", x->loc,
				       "%s: specialization '%s' of '%s' never takes effect: alphabetically earlier "
				       "specializations take all its words",
				       fn->name, x->name, x->parent);
			else
				pv_add(c->rep, PV_WARNING, "mp-never-matches", x->loc,
				       "%s: '%s' is never returned: its specializations (or an earlier encoding of "
				       "the same name) take all its words",
				       fn->name, x->name);
			continue;
		}
		c64 *own;
		int nown;
		enc_cubes(c, e, &own, &nown);
		int n = 0, nwho = 0;
		for (int k = 0; k < fn->nencs; k++) {
			if (!strcmp(fn->encs[k].name, x->name))
				continue;
			c64 *ck;
			int nk;
			enc_cubes(c, k, &ck, &nk);
			bool any = false;
			for (int i = 0; i < nk; i++) {
				bool meets = false;
				for (int j = 0; j < nown && !meets; j++)
					meets = c64_meet(ck[i], own[j]);
				if (meets) {
					others[n++] = ck[i];
					any = true;
				}
			}
			if (any)
				who[nwho++] = k;
		}
		int cov = nwho ? covered_by(c, own, nown, others, n) : 0;
		c->nunknown += cov < 0;
		if (cov != 1)
			continue;
		int single = -1;
		for (int k = 0; k < nwho && single < 0; k++) {
			c64 *ck;
			int nk;
			enc_cubes(c, who[k], &ck, &nk);
			if (covered_by(c, own, nown, ck, nk) == 1)
				single = who[k];
		}
		pv_finding *f;
		if (single >= 0) {
			f = pv_add(c->rep, PV_WARNING, "mp-covered", x->loc,
				   "%s: every word of '%s' is also matched by '%s': it never decodes without a "
				   "conflict",
				   fn->name, x->name, fn->encs[single].name);
			pv_set_related(f, fn->encs[single].loc);
		} else {
			isa_buf names;
			isa_buf_init(&names);
			for (int k = 0; k < nwho; k++)
				isa_buf_printf(&names, "%s'%s'", k ? ", " : "", fn->encs[who[k]].name);
			f = pv_add(c->rep, PV_WARNING, "mp-covered", x->loc,
				   "%s: every word of '%s' is also matched by one of %s (no single one covers it): "
				   "it never decodes without a conflict",
				   fn->name, x->name, names.s);
			isa_buf_free(&names);
		}
		pv_set_gens(f, fn->name, 0, UINT32_MAX);
		char hex[32];
		format_word(c, own[0].v, hex);
		pv_set_witness(f, hex);
		c->ncovered++;
	}
	free(others);
	free(who);
	if (c->nunknown)
		pv_add(c->rep, PV_UNKNOWN, "mp-check-limit", fn->loc,
		       "%s: whether %d encodings are covered by others is unknown: more than %ld cube "
		       "subtractions (the budget of one decode function)",
		       fn->name, c->nunknown, MPC_MAX_WORK);
}

/* ---- unused words ---------------------------------------------------------------------- */

static void check_unused(mpc *c)
{
	const isa_root *r = c->r;
	pv_cube *in = pv_xmalloc((size_t)(r->nleaves + 1) * sizeof(pv_cube));
	for (int i = 0; i < r->nleaves; i++)
		in[i] = pv_cube_of_leaf(r->leaves[i]);
	pv_cubes out = {0};
	if (!pv_complement(in, r->nleaves, c->width, PV_MAX_CUBES, &out)) {
		pv_add(c->rep, PV_UNKNOWN, "unused-encoding", c->fn->loc,
		       "%s: words matching no encoding not listed: more than %d cubes", c->fn->name, PV_MAX_CUBES);
		pv_cubes_free(&out);
		free(in);
		return;
	}
	pv_count total;
	pv_cubes_count(&out, c->width, &total);
	char num[200];
	pv_count_format(&total, num, sizeof(num));
	pv_finding *f = pv_add(c->rep, PV_NOTE, "unused-encoding", c->fn->loc,
			       "%s: %s of 2^%d words match no encoding (%.6g%%; MPACT's decoder returns kNone), "
			       "in %d cube%s",
			       c->fn->name, num, c->width, 100.0 * pv_count_fraction(&total, c->width), out.n,
			       out.n == 1 ? "" : "s");
	pv_set_gens(f, c->fn->name, 0, UINT32_MAX);
	int shown = c->o->max_cubes < out.n ? c->o->max_cubes : out.n;
	char buf[ISA_MAX_BITS + 1];
	for (int i = 0; i < shown; i++) {
		pv_cube_format(&out.v[i], c->width, buf);
		pv_add_line(f, "cube", "0b%s (2^%d words)", buf, c->width - isa_bits_popcount(&out.v[i].care));
	}
	if (shown < out.n)
		pv_add_line(f, "cubes", "%d more (--max-cubes N shows more)", out.n - shown);
	pv_cubes_free(&out);
	free(in);
}

/* ---- one name, two meanings ---------------------------------------------------------- */

/* The first encoding of format `format` whose constraints read `name`
 * (the value MPACT's decoder extracts and caches), or NULL. */
static const isa_mp_enc *first_user(const isa_mp_func *fn, const char *format, const char *name)
{
	for (int i = 0; i < fn->nencs; i++) {
		const isa_mp_enc *x = &fn->encs[i];
		if (strcmp(x->format, format))
			continue;
		for (int k = 0; k < x->nuses; k++)
			if (!strcmp(x->uses[k], name))
				return x;
	}
	return NULL;
}

static bool same_bits(const isa_mp_operand *a, const isa_mp_operand *b)
{
	return a->width == b->width && !memcmp(a->src, b->src, (size_t)a->width * sizeof(int));
}

static void describe(const isa_mp_operand *o, isa_buf *b)
{
	/* word bits, most significant first, runs as hi..lo */
	for (int j = o->width - 1; j >= 0;) {
		int k = j;
		if (o->src[j] < 0) {
			isa_buf_printf(b, "%s0b%d", b->len ? "," : "", o->src[j] == -2);
			j--;
			continue;
		}
		while (k > 0 && o->src[k - 1] >= 0 && o->src[k - 1] == o->src[k] - 1)
			k--;
		if (k == j)
			isa_buf_printf(b, "%s%d", b->len ? "," : "", o->src[j]);
		else
			isa_buf_printf(b, "%s%d..%d", b->len ? "," : "", o->src[j], o->src[k]);
		j = k - 1;
	}
}

static void check_names(mpc *c)
{
	const isa_mp_func *fn = c->fn;
	for (int i = 0; i < fn->nformats; i++)
		for (int j = 0; j < i; j++) {
			const isa_mp_format *A = &fn->formats[j], *B = &fn->formats[i];
			for (int p = 0; p < A->nops; p++)
				for (int q = 0; q < B->nops; q++) {
					const isa_mp_operand *a = &A->ops[p], *b = &B->ops[q];
					if (strcmp(a->name, b->name) || same_bits(a, b))
						continue;
					/* only a value both sides test is cached and reused */
					const isa_mp_enc *ea = first_user(fn, A->name, a->name);
					const isa_mp_enc *eb = first_user(fn, B->name, b->name);
					if (!ea || !eb)
						continue;
					isa_buf da, db;
					isa_buf_init(&da);
					isa_buf_init(&db);
					describe(a, &da);
					describe(b, &db);
					pv_finding *f = pv_add(
						c->rep, PV_WARNING, "mp-name-hazard", eb->loc,
						"%s: '%s' is %s '%s' of bits [%s] in format '%s' but %s of bits [%s] in "
						"format '%s', and encodings of both test it: MPACT's generated decoder "
						"caches the value by name and can test one against the other's bits",
						fn->name, a->name, a->overlay ? "overlay" : "field", a->name, da.s ? da.s : "",
						A->name, b->overlay ? "an overlay" : "a field", db.s ? db.s : "", B->name);
					pv_set_related(f, ea->loc);
					pv_add_line(f, "first", "%s : %s (%s:%d)", ea->name, A->name, file_of(ea->loc),
						    ea->loc.line);
					pv_add_line(f, "second", "%s : %s (%s:%d)", eb->name, B->name, file_of(eb->loc),
						    eb->loc.line);
					isa_buf_free(&da);
					isa_buf_free(&db);
					c->nhazards++;
				}
		}
}

/* ---- the .isa link (--isa) ------------------------------------------------------------ */

/* A word of encoding e as witness, decoded again: the interpreter must
 * return e's leaf for it (so the finding is about what a user sees). */
static bool enc_witness(mpc *c, int e, char *hex, isa_buf *text)
{
	const isa_mp_enc *x = &c->fn->encs[e];
	if (!x->nleaves)
		return false;
	uint64_t w = c->leaf[x->first].v;
	format_word(c, w, hex);
	isa_bits b = isa_bits_from_u64(w);
	const isa_bitset *got = isa_match(c->m, c->r, &b, 0, NULL);
	if (!got || got != c->r->leaves[x->first])
		return false;
	isa_decode_opts o = {.show_errors = true};
	isa_decode(c->m, &b, &o, text);
	return true;
}

static void check_link(mpc *c)
{
	const isa_mp_func *fn = c->fn;
	const isa_mp_isa *I = c->m->mp->isa;
	const isa_mp_slot *slot = fn->slot >= 0 && fn->slot < I->nslots ? &I->slots[fn->slot] : NULL;
	for (int e = 0; e < fn->nencs; e++) {
		const isa_mp_enc *x = &fn->encs[e];
		bool seen = false;
		for (int k = 0; k < e && !seen; k++)
			seen = !strcmp(fn->encs[k].name, x->name);
		if (seen)
			continue; /* one finding per name */
		char hex[32];
		isa_buf text;
		isa_buf_init(&text);
		bool wit = enc_witness(c, e, hex, &text);
		pv_finding *f = NULL;
		if (x->opcode < 0) {
			isa_buf p;
			isa_buf_init(&p);
			bool up = true;
			for (const char *q = x->name; *q; q++) {
				if (*q == '_') {
					up = true;
					continue;
				}
				char ch = up && *q >= 'a' && *q <= 'z' ? (char)(*q - 'a' + 'A') : *q;
				isa_buf_putn(&p, &ch, 1);
				up = false;
			}
			f = pv_add(c->rep, PV_ERROR, "mp-isa-no-opcode", x->loc,
				   "%s: encoding '%s' returns k%s, which isa '%s' has no opcode for: MPACT's generated "
				   "decoder does not compile",
				   fn->name, x->name, p.s ? p.s : "", I->name);
			isa_buf_free(&p);
			c->nlink++;
		} else if (slot) {
			bool in = false;
			for (int k = 0; k < slot->nopcodes && !in; k++)
				in = slot->opcodes[k] == x->opcode;
			if (!in) {
				const isa_mp_opcode *op = &I->opcodes[x->opcode];
				f = pv_add(c->rep, PV_ERROR, "mp-isa-not-in-slot", x->loc,
					   "%s: encoding '%s' returns opcode '%s' (declared in slot '%s'), which slot '%s' "
					   "that decodes %s does not hold (deleted, or another slot's): MPACT's "
					   "simulator aborts on such a word",
					   fn->name, x->name, op->name, op->slot, slot->name, fn->name);
				pv_set_related(f, op->loc);
				c->nlink++;
			}
		}
		if (f && wit) {
			pv_set_witness(f, hex);
			pv_set_gens(f, fn->name, 0, UINT32_MAX);
			pv_add_line(f, "decodes as", "%s", text.s ? text.s : "");
		}
		isa_buf_free(&text);
		/* disasm operands the format does not give */
		if (x->opcode < 0 || x->opcode >= I->nopcodes)
			continue;
		const isa_mp_opcode *op = &I->opcodes[x->opcode];
		const isa_mp_format *fm = NULL;
		for (int k = 0; k < fn->nformats; k++)
			if (!strcmp(fn->formats[k].name, x->format))
				fm = &fn->formats[k];
		isa_buf miss;
		isa_buf_init(&miss);
		for (int d = 0; d < op->ndisasm; d++) {
			const char *sd = op->disasm[d];
			for (int k = 0; k < op->noperands; k++) {
				const char *nm = op->operands[k];
				size_t n = strlen(nm);
				bool named = false;
				for (const char *q = strstr(sd, nm); q && !named; q = strstr(q + 1, nm)) {
					bool left = q > sd && (q[-1] == '%' || q[-1] == '(' || q[-1] == '+' || q[-1] == '-' ||
							       q[-1] == ' ');
					char r = q[n];
					bool right = !((r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') ||
						       (r >= '0' && r <= '9') || r == '_');
					named = left && right && strchr(sd, '%') && strchr(sd, '%') <= q;
				}
				if (!named)
					continue;
				bool has = false;
				for (int z = 0; fm && z < fm->nops && !has; z++)
					has = !strcmp(fm->ops[z].name, nm);
				char pat[160];
				snprintf(pat, sizeof(pat), " %.150s,", nm);
				if (!has && !(miss.s && strstr(miss.s, pat)))
					isa_buf_printf(&miss, "%s", pat);
			}
		}
		if (miss.len) {
			miss.s[miss.len - 1] = '\0';
			pv_finding *g = pv_add(c->rep, PV_NOTE, "mp-isa-disasm-operand", x->loc,
					       "%s: the disasm of '%s' names operands that format '%s' has no field or "
					       "overlay for (decode leaves them as %%name; MPACT's C++ encoding must "
					       "supply them):%s",
					       fn->name, x->name, x->format, miss.s);
			pv_set_related(g, op->disasm_loc);
			c->nunbound++;
		}
		isa_buf_free(&miss);
	}
	/* two encoding names of one PascalCase return one enumerator */
	for (int b = 0; b < fn->nencs; b++)
		for (int a = 0; a < b; a++) {
			const isa_mp_enc *A = &fn->encs[a], *B = &fn->encs[b];
			if (!strcmp(A->name, B->name) || A->opcode < 0 || A->opcode != B->opcode)
				continue;
			bool seen = false;
			for (int k = 0; k < a && !seen; k++)
				seen = !strcmp(fn->encs[k].name, A->name) && fn->encs[k].opcode == A->opcode;
			if (seen)
				continue;
			pv_finding *f = pv_add(c->rep, PV_WARNING, "mp-isa-pascal", B->loc,
					       "%s: encodings '%s' and '%s' both return k%s (MPACT's PascalCase drops "
					       "underscores): they are one opcode to the simulator",
					       fn->name, A->name, B->name, I->opcodes[A->opcode].pascal);
			pv_set_related(f, A->loc);
			c->nlink++;
		}
}

/* Once per decoder: opcodes no decode function returns, opcodes whose
 * PascalCase names collide. */
static void check_isa(const isa *m, pv_report *rep)
{
	const isa_mp *mp = m->mp;
	const isa_mp_isa *I = mp->isa;
	int unencoded = 0;
	for (int i = 0; i < I->nopcodes; i++) {
		const isa_mp_opcode *op = &I->opcodes[i];
		for (int j = 0; j < i; j++)
			if (!strcmp(I->opcodes[j].pascal, op->pascal)) {
				pv_finding *f = pv_add(rep, PV_WARNING, "mp-isa-pascal", op->loc,
						       "opcodes '%s' and '%s' of isa '%s' are both k%s in MPACT's opcode "
						       "enum: they collapse into one enumerator",
						       I->opcodes[j].name, op->name, I->name, op->pascal);
				pv_set_related(f, I->opcodes[j].loc);
				break;
			}
		bool in_slot = false, used = false;
		for (int s = 0; s < I->nslots && !in_slot; s++)
			for (int k = 0; k < I->slots[s].nopcodes && !in_slot; k++)
				in_slot = I->slots[s].opcodes[k] == i;
		if (!in_slot)
			continue; /* deleted everywhere: nothing decodes it, by intent */
		for (int f = 0; f < mp->nfuncs && !used; f++)
			for (int e = 0; e < mp->funcs[f].nencs && !used; e++)
				used = mp->funcs[f].encs[e].opcode >= 0 &&
				       !strcmp(I->opcodes[mp->funcs[f].encs[e].opcode].pascal, op->pascal);
		if (!used) {
			pv_add(rep, PV_WARNING, "mp-isa-unencoded", op->loc,
			       "opcode '%s' (slot '%s') of isa '%s' has no encoding in decoder '%s': it is never "
			       "decoded",
			       op->name, op->slot, I->name, mp->decoder ? mp->decoder : "?");
			unencoded++;
		}
	}
	pv_add(rep, PV_NOTE, "mp-isa-summary", I->loc,
	       "isa '%s': %d opcodes in %d slot%s, %d without an encoding in decoder '%s'", I->name, I->nopcodes,
	       I->nslots, I->nslots == 1 ? "" : "s", unencoded, mp->decoder ? mp->decoder : "?");
}

/* ---- driver ------------------------------------------------------------------------------- */

void pv_mp_check(const isa *m, const pv_opts *o, pv_report *rep)
{
	const isa_mp *mp = m->mp;
	for (int k = 0; k < mp->nfuncs; k++) {
		const isa_mp_func *fn = &mp->funcs[k];
		if (o->root && strcmp(o->root, fn->name))
			continue;
		const isa_root *r = &m->roots[fn->root];
		mpc c = {.m = m, .fn = fn, .r = r, .o = o, .rep = rep, .width = fn->width};
		c.leaf = pv_xmalloc((size_t)(r->nleaves + 1) * sizeof(c64));
		for (int i = 0; i < r->nleaves; i++)
			c.leaf[i] = (c64){r->leaves[i]->lmask.w[0], r->leaves[i]->lmatch.w[0]};
		check_overlaps(&c);
		check_coverage(&c);
		check_unused(&c);
		check_names(&c);
		if (mp->isa)
			check_link(&c);
		pv_finding *f = pv_add(rep, PV_NOTE, "mp-summary", fn->loc,
				       "%s: %d encodings (%d cubes): %ld overlapping pairs, %d covered by others, "
				       "%d never returned, %d same-name hazards",
				       fn->name, fn->nencs, r->nleaves, c.noverlaps_all, c.ncovered, c.nnever, c.nhazards);
		if (mp->isa)
			pv_add_line(f, "isa", "%d .isa link errors/warnings, %d encodings whose disasm names operands "
					      "their format lacks (slot '%s')",
				    c.nlink, c.nunbound,
				    fn->slot >= 0 && fn->slot < mp->isa->nslots ? mp->isa->slots[fn->slot].name : "none");
		pv_set_gens(f, fn->name, 0, UINT32_MAX);
		free(c.leaf);
	}
	if (mp->isa && mp->decoder)
		check_isa(m, rep);
}
