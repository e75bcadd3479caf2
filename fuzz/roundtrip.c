/*
 * fuzz/roundtrip.c - roundtrip_<isa>: decode -> encode -> decode with the
 * generated code must give back the word (modulo the leaf's dontcare
 * bits), the same leaf and the same text.  The model is loaded only for
 * what the generated API does not say: dontcare masks, and whether the
 * word keeps the <assert>s of the cases it selects (one that breaks an
 * assert is not an encoding of anything; the encoder writes the asserted
 * bits).  Leaves `isaproof check` proves lossy are listed in FZ_LOSSY
 * (comma-separated) and skipped.  Input layout in fz.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gd.h"
#include "fuzz/fz.h"
#include "fuzz/fz_model.h"

#ifndef FZ_LOSSY
#define FZ_LOSSY ""
#endif

static const isa *M;

static void one_word(const gd_insn *w, uint32_t gen)
{
	int leaf = gd_classify(w, gen, NULL);
	if (leaf < 0)
		return;
	const isa_bitset *lb = M->instruction->leaves[leaf];
	isa_bits wb = fz_bits(w->w, GD_WORDS);
	if (fz_in_list(FZ_LOSSY, lb->name) || !fz_asserts_met(M, lb, &wb, gen))
		return;
	gd_options o = {.gen = gen};
	char t1[4096], t2[4096];
	gd_disasm(w, &o, t1, sizeof(t1), NULL);
	gd_fieldval vals[256];
	int n = gd_fields(leaf, w, gen, vals, 256);
	if (n > 256)
		fz_fail(M, "roundtrip", "gd_fields (more than 256 fields)", &wb, gen, t1, "");
	gd_insn back;
	char err[256] = "";
	if (gd_encode(leaf, vals, n, gen, &back, err, sizeof(err)) != 0)
		fz_fail(M, "roundtrip", "encode (refused its own fields)", &wb, gen, t1, err);
	isa_bits bb = fz_bits(back.w, GD_WORDS);
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(&bb, M->bitsize, hex);
	for (int i = 0; i < GD_WORDS; i++)
		if ((back.w[i] ^ w->w[i]) & ~lb->ldontcare.w[i])
			fz_fail(M, "roundtrip", "word after decode -> encode", &wb, gen, t1, hex);
	int leaf2 = -3;
	gd_disasm(&back, &o, t2, sizeof(t2), &leaf2);
	if (leaf2 != leaf)
		fz_fail(M, "roundtrip", "leaf of the re-encoded word", &wb, gen, t1, t2);
	if (strcmp(t1, t2))
		fz_fail(M, "roundtrip", "text of the re-encoded word", &wb, gen, t1, t2);
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
	for (size_t i = 0; i < in.nwords; i++) {
		gd_insn w;
		fz_word(&in, i, w.w, GD_WORDS);
		one_word(&w, in.gen);
	}
	return 0;
}
