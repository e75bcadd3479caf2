/*
 * tests/gen/difftest.c - the generated decoder against the interpreter.
 *
 * Built once per description, with that description's generated gd.c.
 * For every gen interval (a representative gen where the set of active
 * leaves changes) it feeds N words, half uniform and half biased towards a
 * leaf's pattern (with its operand fields filled with operand patterns),
 * and demands, byte for byte:
 *   - classification: the same leaf, no match, or the same conflict pair;
 *     gd_opcode, from the word itself, the same id as gd_classify;
 *   - gd_disasm == isa_decode, with the error suffix, and with a custom
 *     field callback on every other word (Valhall: also without the
 *     suffix, and the leaf is the one Mesa's bucket walk picks);
 *   - program disassembly with branch labels, on blocks of words;
 *   - the encoder: gd_fields + gd_encode give the word back (modulo
 *     dontcare bits), and agree with the model's encoder on the same values;
 *   - gd_decode_args: the same leaf (and conflict pair) as gd_classify,
 *     each value (named by gd_arg_names) as gd_field gives it, and its
 *     encodable entries exactly gd_fields' list, in order, but for the
 *     segments of a field of several segments.
 * Usage: difftest [--decoder NAME] [--group NAME] ISA [WORDS-PER-GEN] [SEED] [LOSSY-LEAF...]
 * (--decoder/--group: a .bin_fmt decoder and decode function, as isaproof
 * takes them; gd.c must have been generated with the same ones).
 * A LOSSY-LEAF is one `isaproof check` proves cannot round-trip (its
 * failures are counted, not fatal; the model's encoder must agree).
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gd.h"
#include "model/isa.h"
#include "read/read.h"

#include "tests/gen/gens.h"
#include "tests/rng.h"

static const isa *M;
static long failures;

#define MAX_REPORT 1000000000

static void fail(const char *what, const isa_bits *w, uint32_t gen, const char *a, const char *b)
{
	failures++;
	if (failures > MAX_REPORT)
		return;
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(w, M->bitsize, hex);
	printf("FAIL %s: word %s gen %" PRIu32 "\n  model:     \"%s\"\n  generated: \"%s\"\n", what, hex,
	       gen, a ? a : "", b ? b : "");
}

static void to_insn(const isa_bits *b, gd_insn *w)
{
	for (int i = 0; i < GD_WORDS; i++)
		w->w[i] = b->w[i];
}

static void random_bits(isa_bits *b, int width)
{
	isa_bits_zero(b);
	for (int i = 0; i * 64 < width; i++)
		b->w[i] = rnd();
	if (width % 64)
		b->w[width / 64] &= (UINT64_C(1) << (width % 64)) - 1;
}

/* overlay a leaf's fixed bits (at offset `low` of w) */
static void put_pattern(isa_bits *w, const isa_bitset *leaf, int low)
{
	isa_bits fixed;
	isa_bits_andnot(&fixed, &leaf->lmask, &leaf->ldontcare);
	for (int bit = 0; bit < leaf->root->size; bit++)
		if (isa_bits_test(&fixed, bit))
			isa_bits_set(w, low + bit, isa_bits_test(&leaf->lmatch, bit));
}

/* a word biased to `leaf`: its pattern, and often its operands' patterns */
static void biased(isa_bits *w, const isa_bitset *leaf, int depth)
{
	put_pattern(w, leaf, 0);
	if (depth > 3)
		return;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind != TY_BITSET || f->derived || rnd() % 4 == 0)
					continue;
				const isa_root *r = isa_root_of(M, f->root);
				if (!r || !r->nleaves || f->high - f->low + 1 < r->root->size)
					continue;
				isa_bits sub = isa_bits_extract(w, f->low, f->high);
				biased(&sub, r->leaves[rnd() % (uint64_t)r->nleaves], depth + 1);
				isa_bits_insert(w, f->low, f->high, &sub);
			}
}

static void model_custom(void *ctx, isa_buf *out, const char *field, uint64_t val)
{
	(void)ctx;
	isa_buf_printf(out, "<%s=%" PRIx64 ">", field, val);
}

static void gd_custom(void *ctx, const char *field, uint64_t val, char *buf, size_t size)
{
	(void)ctx;
	snprintf(buf, size, "<%s=%" PRIx64 ">", field, val);
}

typedef struct stats {
	long words, matched, nomatch, conflicts, encoded, lossy, enc_compared, assert_words;
} stats;

static int model_leaf_id(const isa_bitset *b)
{
	for (int i = 0; M->instruction && i < M->instruction->nleaves; i++)
		if (M->instruction->leaves[i] == b)
			return i;
	return -1;
}

static bool is_lossy(const char *name, char **lossy, int nlossy)
{
	for (int i = 0; i < nlossy; i++)
		if (!strcmp(lossy[i], name))
			return true;
	return false;
}

static void check_encoder(const isa_bits *w, const gd_insn *gw, int leaf, uint32_t gen, stats *st,
			  char **lossy, int nlossy, bool compare_model, bool asserts_hold)
{
	gd_fieldval vals[256];
	int n = gd_fields(leaf, gw, gen, vals, 256);
	if (n > 256) {
		fail("more than 256 fields", w, gen, "", "");
		return;
	}
	gd_insn back;
	char err[256] = "";
	int rc = gd_encode(leaf, vals, n, gen, &back, err, sizeof(err));
	const isa_bitset *lb = M->instruction->leaves[leaf];
	bool same = rc == 0;
	for (int i = 0; same && i < GD_WORDS; i++)
		same = ((back.w[i] ^ gw->w[i]) & ~lb->ldontcare.w[i]) == 0;
	st->encoded++;
	if (!same) {
		/* a word that breaks an <assert> is not an encoding: the
		 * encoder writes the asserted bits */
		if (!asserts_hold) {
			st->assert_words++;
		} else if (is_lossy(lb->name, lossy, nlossy)) {
			st->lossy++;
		} else {
			char hex[ISA_MAX_BITS / 4 + 1] = "";
			isa_bits bb;
			isa_bits_zero(&bb);
			for (int i = 0; i < GD_WORDS; i++)
				bb.w[i] = back.w[i];
			if (rc == 0)
				isa_bits_format(&bb, M->bitsize, hex);
			fail("round trip", w, gen, lb->name, rc ? err : hex);
		}
	}
	if (!compare_model)
		return;
	/* the model's encoder, on the same values */
	isa_fieldval mv[256];
	char text[256][24];
	for (int i = 0; i < n; i++) {
		snprintf(text[i], sizeof(text[i]), "0x%" PRIx64, vals[i].value);
		mv[i] = (isa_fieldval){vals[i].name, text[i]};
	}
	isa_bits mw;
	char merr[256] = "";
	bool mok = isa_encode(M, lb, mv, n, gen, &mw, merr, sizeof(merr));
	bool agree = mok == (rc == 0);
	for (int i = 0; agree && mok && i < GD_WORDS; i++)
		agree = mw.w[i] == back.w[i];
	st->enc_compared++;
	if (!agree)
		fail("encoder differs from the model's", w, gen, mok ? "encoded" : merr,
		     rc == 0 ? "encoded" : err);
}

/* gd_field's value as the record holds it: sign-extended from sign_bits
 * when that is 1..63 */
static uint64_t record_value(uint64_t v, int sign_bits)
{
	if (sign_bits <= 0 || sign_bits >= 64)
		return v;
	uint64_t sign = UINT64_C(1) << (sign_bits - 1);
	return ((v & (sign | (sign - 1))) ^ sign) - sign;
}

/* one segment of a decodetree field of several segments or of an MPACT
 * overlay: the readers name those bit fields with a digit first, and the
 * record holds the field alone */
static bool segment_name(const char *name)
{
	return (M->dt || M->mp) && name[0] >= '0' && name[0] <= '9';
}

/* the one-pass record against gd_classify, gd_field and gd_fields */
static void check_args(const isa_bits *w, const gd_insn *gw, uint32_t gen, int gl, const int gconf[2])
{
	gd_args a;
	int ac[2] = {-1, -1};
	memset(&a, 0x5a, sizeof(a));
	int al = gd_decode_args(gw, gen, ac, &a);
	char x[64], y[64];
	if (al != gl || (gl == GD_CONFLICT && (ac[0] != gconf[0] || ac[1] != gconf[1]))) {
		snprintf(x, sizeof(x), "leaf %d", gl);
		snprintf(y, sizeof(y), "leaf %d", al);
		fail("decode_args leaf", w, gen, x, y);
		return;
	}
	int n = -1;
	const gd_arg *names = gd_arg_names(gl, &a, &n);
	if (gl < 0) {
		if (n != 0 || names)
			fail("decode_args names without a leaf", w, gen, "", "");
		return;
	}
	gd_fieldval vals[256];
	int nf = gd_fields(gl, gw, gen, vals, 256), k = 0;
	if (n < 0 || n > GD_MAX_ARGS || (n && !names) || nf > 256) {
		snprintf(x, sizeof(x), "%d fields", nf);
		snprintf(y, sizeof(y), "%d entries", n);
		fail("decode_args count", w, gen, x, y);
		return;
	}
	for (int i = 0; i < n; i++) {
		uint64_t v = 0;
		const char *name = names[i].name;
		int sb = names[i].sign_bits;
		if (!gd_field(gl, gw, gen, name, &v) || sb < 0 || sb > 64 || record_value(v, sb) != a.v[i]) {
			snprintf(x, sizeof(x), "%s=0x%" PRIx64, name, v);
			snprintf(y, sizeof(y), "%s=0x%" PRIx64, name, a.v[i]);
			fail("decode_args value", w, gen, x, y);
		}
		if (!names[i].encodable)
			continue;
		/* the record leaves out the segments of a field of several
		 * segments (hidden names: a digit first) */
		while (k < nf && segment_name(vals[k].name))
			k++;
		if (k >= nf || strcmp(vals[k].name, name) || record_value(vals[k].value, sb) != a.v[i])
			fail("decode_args encodable entry", w, gen, k < nf ? vals[k].name : "(end)", name);
		k++;
	}
	while (k < nf && segment_name(vals[k].name))
		k++;
	if (k != nf)
		fail("decode_args misses gd_fields entries", w, gen, "", "");
}

/* every <assert> of every case the word selects holds (the encoder writes
 * them, so a word breaking one is not an encoding of anything) */
static bool asserts_met(const isa_bitset *leaf, const isa_bits *w, uint32_t gen)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *cs = &b->cases[c];
			bool sel = false, known = false;
			for (int i = 0; i < cs->nfields; i++) {
				const isa_field *f = &cs->fields[i];
				if (f->kind != TY_ASSERT)
					continue;
				if (!known) {
					sel = isa_case_selected(M, leaf, w, gen, cs);
					known = true;
				}
				isa_bits v = isa_bits_extract(w, f->low, f->high);
				if (sel && !isa_bits_equal(&v, &f->assert_val))
					return false;
			}
		}
	return true;
}

/* gd_opcode as the header declares it: the word by value up to 64
 * bits, and the gen only when a leaf depends on it */
static int gd_opcode_of(const gd_insn *w, uint32_t gen)
{
	(void)gen;
#if GD_BITS <= 64
	gd_word x = (gd_word)w->w[0];
#else
	gd_word x = w;
#endif
#if GD_OPCODE_GEN
	return gd_opcode(x, gen);
#else
	return gd_opcode(x);
#endif
}

static void one_word(const isa_bits *w, uint32_t gen, stats *st, char **lossy, int nlossy)
{
	gd_insn gw;
	to_insn(w, &gw);
	st->words++;
	/* classification */
	const isa_bitset *conf[2];
	const isa_bitset *mb = isa_match(M, M->instruction, w, gen, conf);
	int gconf[2];
	int gl = gd_classify(&gw, gen, gconf);
	int ml = mb ? model_leaf_id(mb) : conf[0] ? GD_CONFLICT : GD_NO_MATCH;
	bool same = gl == ml;
	if (same && gl == GD_CONFLICT)
		same = M->instruction->leaves[gconf[0]] == conf[0] &&
		       M->instruction->leaves[gconf[1]] == conf[1];
	if (!same) {
		char a[64], b[64];
		snprintf(a, sizeof(a), "leaf %d", ml);
		snprintf(b, sizeof(b), "leaf %d", gl);
		fail("classify", w, gen, a, b);
	}
	int op = gd_opcode_of(&gw, gen);
	if (op != gl) {
		char a[64], b[64];
		snprintf(a, sizeof(a), "gd_classify %d", gl);
		snprintf(b, sizeof(b), "gd_opcode %d", op);
		fail("opcode", w, gen, a, b);
	}
	/* Valhall: the leaf is Mesa's bucket walk's instruction */
	if (M->va && isa_va_select(M->va, w->w[0]) != (gl >= 0 ? gl : -1)) {
		char a[64], b[64];
		snprintf(a, sizeof(a), "instruction %d", isa_va_select(M->va, w->w[0]));
		snprintf(b, sizeof(b), "leaf %d", gl);
		fail("Valhall bucket walk", w, gen, a, b);
	}
	st->matched += gl >= 0;
	st->nomatch += gl == GD_NO_MATCH;
	st->conflicts += gl == GD_CONFLICT;
	/* text, with errors; a custom callback on every other word */
	bool custom = st->words & 1;
	isa_decode_opts mo = {.gen = gen, .show_errors = true};
	gd_options go = {.gen = gen, .show_errors = 1};
	if (custom) {
		mo.custom_cb = model_custom;
		go.custom = gd_custom;
	}
	isa_buf mt;
	isa_buf_init(&mt);
	isa_decode(M, w, &mo, &mt);
	char gt[4096];
	int leaf;
	size_t len = gd_disasm(&gw, &go, gt, sizeof(gt), &leaf);
	const char *ms = mt.s ? mt.s : "";
	if (len != strlen(ms) || strcmp(gt, ms))
		fail("disasm", w, gen, ms, gt);
	if (leaf != (gl >= 0 ? gl : -1))
		fail("disasm leaf", w, gen, "", "");
	/* a buffer of exactly `size` bytes from the heap (so that the
	 * sanitizer sees a byte written past it), cut anywhere in the text or
	 * its error suffix: the same bytes as far as they go, a '\0', and the
	 * full length returned */
	if (st->words % 16 == 0 && len > 0 && len < sizeof(gt)) {
		size_t size = (size_t)(st->words / 16) % len + 1;
		char *cut = malloc(size);
		if (cut) {
			size_t clen = gd_disasm(&gw, &go, cut, size, NULL);
			if (clen != len || strlen(cut) != size - 1 || memcmp(cut, ms, size - 1))
				fail("disasm into a short buffer", w, gen, ms, cut);
			free(cut);
		}
	}
	isa_buf_free(&mt);
	/* Valhall: the text without the error suffix too (Mesa's own text) */
	if (M->va) {
		isa_decode_opts qo = {.gen = gen};
		gd_options gq = {.gen = gen};
		isa_buf_init(&mt);
		isa_decode(M, w, &qo, &mt);
		len = gd_disasm(&gw, &gq, gt, sizeof(gt), &leaf);
		ms = mt.s ? mt.s : "";
		if (len != strlen(ms) || strcmp(gt, ms))
			fail("disasm without errors", w, gen, ms, gt);
		isa_buf_free(&mt);
	}
	bool asserts_hold = mb ? asserts_met(mb, w, gen) : true;
	if (gl >= 0)
		check_encoder(w, &gw, gl, gen, st, lossy, nlossy, st->words % 8 == 0, asserts_hold);
	check_args(w, &gw, gen, gl, gconf);
}

/* a block of words as a program, with branch labels, both ways */
static void program(const isa_bits *ws, int n, uint32_t gen)
{
	isa_decode_opts mo = {.gen = gen, .show_errors = true, .branch_labels = true};
	isa_buf mt;
	isa_buf_init(&mt);
	isa_disasm(M, ws, n, &mo, &mt);
	gd_insn *gw = malloc(sizeof(*gw) * (size_t)n);
	for (int i = 0; i < n; i++)
		to_insn(&ws[i], &gw[i]);
	char *gt = NULL;
	size_t gn = 0;
	FILE *f = open_memstream(&gt, &gn);
	gd_options go = {.gen = gen, .show_errors = 1, .branch_labels = 1};
	gd_disasm_program(gw, (size_t)n, &go, f);
	fclose(f);
	const char *ms = mt.s ? mt.s : "";
	if (strcmp(gt, ms))
		fail("program with branch labels", &ws[0], gen, ms, gt);
	free(gt);
	free(gw);
	isa_buf_free(&mt);
}

int main(int argc, char **argv)
{
	isa_load_opts lo = {0};
	while (argc > 2 && (!strcmp(argv[1], "--decoder") || !strcmp(argv[1], "--group"))) {
		if (!strcmp(argv[1], "--decoder"))
			lo.mp_decoder = argv[2];
		else
			lo.mp_group = argv[2];
		argc -= 2;
		argv += 2;
	}
	if (argc < 2) {
		fprintf(stderr, "usage: difftest ISA.xml [WORDS-PER-GEN] [SEED] [LOSSY-LEAF...]\n");
		return 2;
	}
	long nwords = argc > 2 ? atol(argv[2]) : 1000000;
	rng_state = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	char **lossy = argv + 4;
	int nlossy = argc > 4 ? argc - 4 : 0;
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(argv[1], &lo, &d);
	if (d.nerrors || !m->instruction) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "difftest: %s does not load\n", argv[1]);
		return 2;
	}
	M = m;
	if (M->bitsize != GD_BITS || M->instruction->nleaves != GD_NUM_LEAVES) {
		fprintf(stderr, "difftest: gd.c was generated from another description\n");
		return 2;
	}
	uint32_t gens[4096];
	int ngens = gens_of(M, gens, 4096);
	enum { BLOCK = 64 };
	isa_bits block[BLOCK];
	for (int gi = 0; gi < ngens; gi++) {
		uint32_t gen = gens[gi];
		stats st = {0};
		for (long i = 0; i < nwords; i++) {
			isa_bits w;
			random_bits(&w, M->bitsize);
			/* biased: a leaf's pattern (any gen: near misses too);
			 * Valhall: every instruction in turn (each opcode and
			 * opcode2), and the flow bits often valid */
			if ((i & 1) && M->va) {
				int nl = M->instruction->nleaves;
				biased(&w, M->instruction->leaves[(i / 2) % nl], 0);
				if (rnd() & 1)
					w.w[0] = (w.w[0] & ~(UINT64_C(0x1f) << 59)) | (rnd() & (UINT64_C(0xf) << 59));
			} else if (i & 1) {
				biased(&w, M->instruction->leaves[rnd() % (uint64_t)M->instruction->nleaves], 0);
			}
			one_word(&w, gen, &st, lossy, nlossy);
			block[i % BLOCK] = w;
			if (i % 4096 == BLOCK - 1)
				program(block, BLOCK, gen);
		}
		printf("gen %" PRIu32 ": %ld words (%ld matched, %ld no match, %ld conflicts), "
		       "%ld re-encoded (not back: %ld on lossy leaves, %ld breaking an assert), "
		       "%ld compared with the model's encoder\n",
		       gen, st.words, st.matched, st.nomatch, st.conflicts, st.encoded, st.lossy,
		       st.assert_words, st.enc_compared);
	}
	if (failures)
		printf("%ld differences\n", failures);
	else
		printf("ok: generated code == interpreter on %d gens x %ld words\n", ngens, nwords);
	isa_free(m);
	isa_diags_free(&d);
	return failures ? 1 : 0;
}
