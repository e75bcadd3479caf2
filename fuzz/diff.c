/*
 * fuzz/diff.c - diff_<isa>: the generated decoder against the interpreter
 * (model/), on every word of the input (layout in fz.h).  Any difference
 * aborts with the word, the gen and both sides:
 *   - classification: the same leaf, no match, or the same conflict pair;
 *   - text with the error suffix (a `custom` callback when FZ_CUSTOM);
 *     Valhall: also without it, and the leaf is Mesa's bucket walk's;
 *   - every field gd_fields lists has the model's value;
 *   - the encoder: gd_encode on those values agrees with isa_encode;
 *   - with FZ_PROGRAM, the words as one program with branch labels.
 * The ideas are tests/gen/difftest.c's, driven by coverage instead of a
 * random number generator.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream */
#endif
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gd.h"
#include "fuzz/fz.h"
#include "fuzz/fz_model.h"

static const isa *M;

static int model_leaf_id(const isa_bitset *b)
{
	for (int i = 0; i < M->instruction->nleaves; i++)
		if (M->instruction->leaves[i] == b)
			return i;
	return -1;
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

static void classify(const gd_insn *w, const isa_bits *wb, uint32_t gen)
{
	const isa_bitset *conf[2];
	const isa_bitset *mb = isa_match(M, M->instruction, wb, gen, conf);
	int gconf[2] = {-1, -1};
	int gl = gd_classify(w, gen, gconf);
	int ml = mb ? model_leaf_id(mb) : conf[0] ? GD_CONFLICT : GD_NO_MATCH;
	bool same = gl == ml;
	if (same && gl == GD_CONFLICT)
		same = gconf[0] >= 0 && gconf[1] >= 0 && M->instruction->leaves[gconf[0]] == conf[0] &&
		       M->instruction->leaves[gconf[1]] == conf[1];
	if (!same) {
		char a[160], b[160];
		snprintf(a, sizeof(a), "%s", mb ? mb->name : conf[0] ? "conflict" : "no match");
		snprintf(b, sizeof(b), "%s", gl >= 0 ? gd_leaf_name(gl) : gl == GD_CONFLICT ? "conflict" : "no match");
		fz_fail(M, "diff", "classification", wb, gen, a, b);
	}
	/* Valhall: the leaf is the instruction Mesa's bucket walk picks */
	if (M->va && isa_va_select(M->va, wb->w[0]) != (gl >= 0 ? gl : -1)) {
		char a[64], b[64];
		snprintf(a, sizeof(a), "instruction %d", isa_va_select(M->va, wb->w[0]));
		snprintf(b, sizeof(b), "leaf %d", gl);
		fz_fail(M, "diff", "Valhall bucket walk", wb, gen, a, b);
	}
}

static void text(const gd_insn *w, const isa_bits *wb, uint32_t gen, bool custom)
{
	isa_decode_opts mo = {.gen = gen, .show_errors = true};
	gd_options go = {.gen = gen, .show_errors = 1};
	if (custom) {
		mo.custom_cb = model_custom;
		go.custom = gd_custom;
	}
	isa_buf mt;
	isa_buf_init(&mt);
	isa_decode(M, wb, &mo, &mt);
	char gt[4096];
	size_t len = gd_disasm(w, &go, gt, sizeof(gt), NULL);
	const char *ms = mt.s ? mt.s : "";
	if (len != strlen(ms) || strcmp(gt, ms))
		fz_fail(M, "diff", "text (with errors)", wb, gen, ms, gt);
	isa_buf_free(&mt);
	/* Valhall: Mesa's own text, without the error suffix */
	if (M->va) {
		isa_decode_opts qo = {.gen = gen};
		gd_options gq = {.gen = gen};
		isa_buf_init(&mt);
		isa_decode(M, wb, &qo, &mt);
		len = gd_disasm(w, &gq, gt, sizeof(gt), NULL);
		ms = mt.s ? mt.s : "";
		if (len != strlen(ms) || strcmp(gt, ms))
			fz_fail(M, "diff", "text (without errors)", wb, gen, ms, gt);
		isa_buf_free(&mt);
	}
}

/* field values, then the encoder on them, against the model's */
static void fields_and_encoder(const gd_insn *w, const isa_bits *wb, uint32_t gen, int leaf)
{
	const isa_bitset *lb = M->instruction->leaves[leaf];
	gd_fieldval vals[256];
	int n = gd_fields(leaf, w, gen, vals, 256);
	if (n > 256)
		fz_fail(M, "diff", "gd_fields (more than 256)", wb, gen, "", "");
	isa_fieldval mv[256];
	char vtext[256][24];
	for (int i = 0; i < n; i++) {
		uint64_t v;
		if (!isa_field_value(M, lb, wb, gen, vals[i].name, &v) || v != vals[i].value) {
			char a[96], b[96];
			snprintf(a, sizeof(a), "%s = 0x%" PRIx64, vals[i].name, v);
			snprintf(b, sizeof(b), "%s = 0x%" PRIx64, vals[i].name, vals[i].value);
			fz_fail(M, "diff", "field value", wb, gen, a, b);
		}
		snprintf(vtext[i], sizeof(vtext[i]), "0x%" PRIx64, vals[i].value);
		mv[i] = (isa_fieldval){vals[i].name, vtext[i]};
	}
	gd_insn back;
	char gerr[256] = "";
	int rc = gd_encode(leaf, vals, n, gen, &back, gerr, sizeof(gerr));
	isa_bits mw;
	char merr[256] = "";
	bool mok = isa_encode(M, lb, mv, n, gen, &mw, merr, sizeof(merr));
	bool agree = mok == (rc == 0);
	for (int i = 0; agree && mok && i < GD_WORDS; i++)
		agree = mw.w[i] == back.w[i];
	if (!agree) {
		char a[ISA_MAX_BITS / 4 + 1] = "", b[ISA_MAX_BITS / 4 + 1] = "";
		isa_bits bb = fz_bits(back.w, GD_WORDS);
		if (mok)
			isa_bits_format(&mw, M->bitsize, a);
		if (rc == 0)
			isa_bits_format(&bb, M->bitsize, b);
		fz_fail(M, "diff", "encoder", wb, gen, mok ? a : merr, rc == 0 ? b : gerr);
	}
}

/* the words as one program, branch labels on, both ways */
static void program(const gd_insn *w, const isa_bits *wb, size_t n, uint32_t gen)
{
	isa_decode_opts mo = {.gen = gen, .show_errors = true, .branch_labels = true};
	isa_buf mt;
	isa_buf_init(&mt);
	isa_disasm(M, wb, (int)n, &mo, &mt);
	char *gt = NULL;
	size_t gn = 0;
	FILE *f = open_memstream(&gt, &gn);
	if (!f)
		abort();
	gd_options go = {.gen = gen, .show_errors = 1, .branch_labels = 1};
	gd_disasm_program(w, n, &go, f);
	fclose(f);
	const char *ms = mt.s ? mt.s : "";
	if (strcmp(gt, ms))
		fz_fail(M, "diff", "program with branch labels", &wb[0], gen, ms, gt);
	free(gt);
	isa_buf_free(&mt);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	M = fz_model_load((*argv)[0], FZ_ISA_PATH, FZ_ISA_REL, GD_BITS, GD_NUM_LEAVES);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fz_input in;
	if (!fz_parse(data, size, GD_BITS, &in))
		return 0;
	gd_insn w[FZ_MAX_WORDS];
	isa_bits wb[FZ_MAX_WORDS];
	for (size_t i = 0; i < in.nwords; i++) {
		fz_word(&in, i, w[i].w, GD_WORDS);
		wb[i] = fz_bits(w[i].w, GD_WORDS);
		classify(&w[i], &wb[i], in.gen);
		text(&w[i], &wb[i], in.gen, (in.flags & FZ_CUSTOM) != 0);
		int leaf = gd_classify(&w[i], in.gen, NULL);
		if (leaf >= 0)
			fields_and_encoder(&w[i], &wb[i], in.gen, leaf);
	}
	if ((in.flags & FZ_PROGRAM) && in.nwords > 1)
		program(w, wb, in.nwords, in.gen);
	return 0;
}
