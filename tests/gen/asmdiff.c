/*
 * tests/gen/asmdiff.c - the generated assembler against the interpreter's.
 *
 * Built once per isaspec description, with its generated gd.c.  For every
 * gen interval (a gen where the set of active leaves changes) it draws
 * random words, half of them over a leaf's pattern, until N of them
 * decode to a leaf (or 200 N were drawn), and assembles each text with
 * gd_assemble and with isa_asm.  It demands:
 *   - both give a word or both refuse, with the same kind of refusal
 *     (no word / budget);
 *   - the generated word prints the text at that gen, as the
 *     interpreter's does (it reports how often the two are the same word);
 * and then that bad texts (control bytes, no instruction's text, a real
 * text with a byte added, a text over the length limit) are refused by
 * both with the same kind of code.
 * Usage: asmdiff ISA [TEXTS-PER-GEN] [SEED]; exit 77 when gd.c has no
 * assembler (not an isaspec description).
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

#ifdef GD_ASM_OK

static const isa *M;
static long failures;

typedef struct tally {
	long texts, ok, same_word, no_word, limit;
} tally;

static void to_insn(const isa_bits *b, gd_insn *w)
{
	memset(w, 0, sizeof(*w));
	for (int i = 0; i < GD_WORDS; i++)
		w->w[i] = b->w[i];
}

/* the interpreter's answer as a gd code */
static int model_code(isa_asm_status s)
{
	switch (s) {
	case ISA_ASM_OK:
		return GD_ASM_OK;
	case ISA_ASM_NO_WORD:
		return GD_ASM_NO_WORD;
	case ISA_ASM_LIMIT:
		return GD_ASM_LIMIT;
	case ISA_ASM_UNSUPPORTED:
		break;
	}
	return -1;
}

static void gd_text(const gd_insn *w, uint32_t gen, char *buf, size_t size)
{
	gd_options o = {0};
	o.gen = gen;
	gd_disasm(w, &o, buf, size, NULL);
}

/* Assemble text with both; 1 when both gave a word. */
static int compare(const char *text, uint32_t gen, tally *t, const char *origin)
{
	isa_asm_opts ao = {0};
	ao.gen = gen;
	isa_asm_result r;
	isa_asm(M, text, &ao, &r);
	gd_insn w;
	memset(&w, 0, sizeof(w));
	int rc = gd_assemble(text, gen, &w);
	int want = model_code(r.status);
	t->texts++;
	t->no_word += rc == GD_ASM_NO_WORD;
	t->limit += rc == GD_ASM_LIMIT;
	if (rc != want) {
		failures++;
		printf("FAIL %s text \"%s\" gen %" PRIu32 ": generated code %d, interpreter %d (%s)\n",
		       origin, text, gen, rc, want, r.msg);
		return 0;
	}
	if (rc != GD_ASM_OK)
		return 0;
	char got[8192];
	gd_text(&w, gen, got, sizeof(got));
	if (strcmp(got, text)) {
		failures++;
		printf("FAIL %s text \"%s\" gen %" PRIu32 ": the generated word prints \"%s\"\n", origin,
		       text, gen, got);
		return 0;
	}
	gd_insn mw;
	to_insn(&r.word, &mw);
	t->ok++;
	t->same_word += !memcmp(&mw, &w, sizeof(w));
	return 1;
}

static void random_word(isa_bits *w)
{
	isa_bits_zero(w);
	for (int i = 0; i * 64 < M->bitsize; i++)
		w->w[i] = rnd();
	if (M->bitsize % 64)
		w->w[M->bitsize / 64] &= (UINT64_C(1) << (M->bitsize % 64)) - 1;
	if (rnd() % 2 && M->instruction->nleaves) {
		const isa_bitset *leaf = M->instruction->leaves[rnd() % (uint64_t)M->instruction->nleaves];
		isa_bits fixed;
		isa_bits_andnot(&fixed, &leaf->lmask, &leaf->ldontcare);
		for (int b = 0; b < M->bitsize; b++)
			if (isa_bits_test(&fixed, b))
				isa_bits_set(w, b, isa_bits_test(&leaf->lmatch, b));
	}
}

/* the text of a word decoding to a leaf at gen, or false */
static bool text_of(const isa_bits *w, uint32_t gen, isa_buf *out)
{
	isa_decode_opts o = {0};
	o.gen = gen;
	out->len = 0;
	if (out->s)
		out->s[0] = '\0';
	return isa_decode(M, w, &o, out) != NULL && out->s && out->len < 4000;
}


/* Texts no word prints, and one over the length limit: refused by both
 * the same way (a real text of the description makes some of them). */
static void bad_texts(const char *real, uint32_t gen, tally *t)
{
	static const char *const fixed[] = {
		"", " ", "\t", "\x01", "\x7f", "@@@@", "no_such_instruction r0, r1",
		"%%%%", "\xff\xfe", ",,,,",
	};
	for (size_t i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		compare(fixed[i], gen, t, "bad");
	if (real && *real) {
		char buf[8192];
		snprintf(buf, sizeof(buf), "%s\x01", real);
		compare(buf, gen, t, "bad");
		snprintf(buf, sizeof(buf), "\x01%s", real);
		compare(buf, gen, t, "bad");
		snprintf(buf, sizeof(buf), "%s\n%s", real, real);
		compare(buf, gen, t, "bad");
	}
	char *big = malloc(5001);
	memset(big, 'a', 5000);
	big[5000] = '\0';
	compare(big, gen, t, "bad");
	free(big);
	if (t->ok) {
		failures++;
		printf("FAIL a bad text was assembled\n");
	}
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: asmdiff ISA [TEXTS-PER-GEN] [SEED]\n");
		return 2;
	}
	long ntexts = argc > 2 ? atol(argv[2]) : 200;
	rng_state = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	isa_diags d;
	isa_diags_init(&d);
	isa_load_opts lo = {0};
	isa *m = isa_load(argv[1], &lo, &d);
	if (d.nerrors || !m->instruction) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "asmdiff: %s does not load\n", argv[1]);
		return 2;
	}
	M = m;
	if (M->bitsize != GD_BITS || M->instruction->nleaves != GD_NUM_LEAVES) {
		fprintf(stderr, "asmdiff: gd.c was generated from another description\n");
		return 2;
	}
	uint32_t gens[4096];
	int ngens = gens_of(M, gens, 4096);
	isa_buf text;
	isa_buf_init(&text);
	char first[4096] = "";
	tally all = {0};
	for (int gi = 0; gi < ngens; gi++) {
		tally t = {0};
		long drawn = 0;
		for (; t.texts < ntexts && drawn < 200 * ntexts; drawn++) {
			isa_bits w;
			random_word(&w);
			if (!text_of(&w, gens[gi], &text))
				continue;
			if (compare(text.s, gens[gi], &t, "decoded") && !first[0])
				snprintf(first, sizeof(first), "%s", text.s);
		}
		printf("gen %" PRIu32 ": %ld words drawn, %ld texts: %ld assembled by both (%ld the same "
		       "word), %ld no word, %ld budget\n",
		       gens[gi], drawn, t.texts, t.ok, t.same_word, t.no_word, t.limit);
		all.texts += t.texts;
		all.ok += t.ok;
	}
	tally bad = {0};
	bad_texts(first, ngens ? gens[ngens - 1] : 0, &bad);
	printf("bad texts: %ld, refused by both alike\n", bad.texts);
	isa_buf_free(&text);
	printf("%s: %ld texts, %ld assembled, %ld failures\n", argv[1], all.texts, all.ok, failures);
	isa_free(m);
	isa_diags_free(&d);
	return failures ? 1 : 0;
}

#else

int main(void)
{
	printf("gd.c has no assembler (not an isaspec description): skipped\n");
	return 77;
}

#endif
