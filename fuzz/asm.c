/*
 * fuzz/asm.c - asm: the isaspec assembler (isa_asm) on the descriptions
 * isa/toy16.xml and isa/wide128.xml, in two ways chosen by the first byte:
 *   even: the rest is an instruction word (little-endian bytes, bit 0
 *         first); a word that decodes without error must assemble, and
 *         the word asm gives must print the same text;
 *   odd:  the rest is a text; whatever asm makes of it, a word it gives
 *         must print exactly that text.
 * Bit 1 of the first byte picks the description, the second byte the
 * gen.  The budgets are small so every run is quick; hitting one is an
 * answer (ISA_ASM_LIMIT), never a failure.  The files are read from the
 * source tree (FZ_SRC_DIR), or from isaproof-src/ beside the binary when
 * it is "" (OSS-Fuzz).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

#include "fuzz/fz_src.h"

static isa *models[2];

static void fail(const char *what, const char *text, const char *got)
{
	fprintf(stderr, "asm: %s\n  text: '%s'\n  got:  '%s'\n", what, text, got ? got : "");
	abort();
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void load_all(const char *argv0)
{
	models[0] = fz_load_src("asm", argv0, "isa/toy16.xml");
	models[1] = fz_load_src("asm", argv0, "isa/wide128.xml");
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	load_all(argc && *argc > 0 ? (*argv)[0] : NULL);
	return 0;
}

/* The text word w prints, errors shown or not, into out. */
static void decode(const isa *m, const isa_bits *w, uint32_t gen, bool errors, isa_buf *out)
{
	isa_decode_opts o = {.gen = gen, .show_errors = errors};
	out->len = 0;
	if (out->s)
		out->s[0] = '\0';
	isa_decode(m, w, &o, out);
}

/* asm's answer for text must print text. */
static isa_asm_status assemble(const isa *m, const char *text, uint32_t gen)
{
	isa_asm_opts o = {.gen = gen, .max_steps = 20000, .max_decodes = 2000};
	isa_asm_result r;
	isa_asm_status st = isa_asm(m, text, &o, &r);
	if (st == ISA_ASM_OK) {
		isa_buf back;
		isa_buf_init(&back);
		decode(m, &r.word, gen, false, &back);
		if (strcmp(back.s ? back.s : "", text))
			fail("the word asm gives prints another text", text, back.s);
		isa_buf_free(&back);
	} else if (st == ISA_ASM_UNSUPPORTED || !r.msg[0]) {
		fail("a refusal without a reason", text, r.msg);
	}
	return st;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2 || size > 4096)
		return 0;
	if (!models[0]) /* fuzz/replay.c calls no LLVMFuzzerInitialize */
		load_all(NULL);
	const isa *m = models[(data[0] >> 1) & 1];
	uint32_t gen = data[1] % 8;
	data += 2;
	size -= 2;
	if (data[-2] & 1) {
		char *text = malloc(size + 1);
		if (!text)
			return 0;
		memcpy(text, data, size);
		text[size] = '\0';
		assemble(m, text, gen);
		free(text);
		return 0;
	}
	isa_bits w;
	isa_bits_zero(&w);
	for (size_t i = 0; i < size && (int)(8 * i) < m->bitsize; i++)
		for (int b = 0; b < 8 && (int)(8 * i) + b < m->bitsize; b++)
			isa_bits_set(&w, (int)(8 * i) + b, (data[i] >> b) & 1);
	isa_buf text, clean;
	isa_buf_init(&text);
	isa_buf_init(&clean);
	decode(m, &w, gen, true, &text);
	decode(m, &w, gen, false, &clean);
	/* a word with an error (no match, a conflict, an operand of no leaf)
	 * prints a text no clean word need print */
	if (text.s && clean.s && !strcmp(text.s, clean.s) && strncmp(clean.s, "no match", 8) &&
	    assemble(m, clean.s, gen) == ISA_ASM_NO_WORD)
		fail("a text a word prints is not assembled", clean.s, NULL);
	isa_buf_free(&text);
	isa_buf_free(&clean);
	return 0;
}
