/*
 * bench/asm_gen.c - the generated assembler (gd_assemble) on random
 * decodable words, next to the interpreter's (isa_asm); built by
 * bench/asm_gen.sh against one generated gd.c.
 *
 * usage: asm_gen ISA.xml GEN N INTERP-N SEED
 * Draws uniform random words of the full width (splitmix64 from SEED)
 * until N of them decode at GEN with the generated decoder to a leaf
 * without an error (errors shown), keeps their texts, then:
 *   - times gd_assemble over the N texts in a loop of calls only (the
 *     round trip's first half), then again with each text timed on its
 *     own: the texts that took over 1 ms with their share of that time
 *     (the texts whose hidden bits the search walks at length), and the
 *     answers that differ from the first pass's (none: it is a
 *     function of the text);
 *   - checks every word: decode(asm(decode(w))) == decode(w), errors
 *     shown, and counts the words equal to w;
 *   - times isa_asm over the first INTERP-N texts.
 * Prints one line of figures, then each text not round-tripped (at most
 * 5 per kind) with its leaf.  Asserts nothing.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gd.h"
#include "model/isa.h"
#include "read/read.h"

#include "tests/rng.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void random_word(gd_insn *w)
{
	memset(w, 0, sizeof(*w));
	for (int i = 0; i * 64 < GD_BITS; i++)
		w->w[i] = rnd();
	if (GD_BITS % 64)
		w->w[GD_BITS / 64] &= (UINT64_C(1) << (GD_BITS % 64)) - 1;
}

int main(int argc, char **argv)
{
	if (argc < 6) {
		fprintf(stderr, "usage: asm_gen ISA.xml GEN N INTERP-N SEED\n");
		return 2;
	}
	uint32_t gen = (uint32_t)strtoul(argv[2], NULL, 0);
	long n = atol(argv[3]), ni = atol(argv[4]);
	rng_state = strtoull(argv[5], NULL, 0);
	isa_diags d;
	isa_diags_init(&d);
	isa_load_opts lo = {0};
	isa *m = isa_load(argv[1], &lo, &d);
	if (d.nerrors || !m->instruction) {
		isa_diags_print(&d, stderr);
		return 2;
	}
	gd_insn *words = malloc((size_t)n * sizeof(*words));
	char **texts = malloc((size_t)n * sizeof(*texts));
	int *leaves = malloc((size_t)n * sizeof(*leaves));
	gd_options shown = {0}, plain = {0};
	shown.gen = plain.gen = gen;
	shown.show_errors = 1;
	char buf[8192];
	long drawn = 0, k = 0;
	while (k < n && drawn < 1000 * n) {
		drawn++;
		random_word(&words[k]);
		int leaf;
		gd_disasm(&words[k], &shown, buf, sizeof(buf), &leaf);
		if (leaf < 0 || strstr(buf, "\t; "))
			continue;
		texts[k] = strdup(buf);
		leaves[k] = leaf;
		k++;
	}
	n = k;
	gd_insn *got = malloc((size_t)n * sizeof(*got));
	int *rc = malloc((size_t)n * sizeof(*rc));
	/* the rate from a loop of calls only: a clock read per text would
	 * add its own cost to every call */
	double t0 = now();
	for (long i = 0; i < n; i++)
		rc[i] = gd_assemble(texts[i], gen, &got[i]);
	double t1 = now();
	/* then each text timed on its own, in a second pass that must give
	 * the same answers */
	long slow = 0, unstable = 0;
	double slow_s = 0, all_s = 0;
	for (long i = 0; i < n; i++) {
		gd_insn again;
		double a = now();
		int r = gd_assemble(texts[i], gen, &again);
		double took = now() - a;
		all_s += took;
		if (took > 1e-3) {
			slow++;
			slow_s += took;
		}
		unstable += r != rc[i] || (r == GD_ASM_OK && memcmp(&again, &got[i], sizeof(again)));
	}
	long ok = 0, same = 0, no_word = 0, limit = 0, differ = 0, shown_no = 0;
	for (long i = 0; i < n; i++) {
		const char *why = NULL;
		if (rc[i] == GD_ASM_NO_WORD) {
			no_word++;
			why = "no word";
		} else if (rc[i] != GD_ASM_OK) {
			limit++;
			why = "budget";
		} else {
			gd_disasm(&got[i], &shown, buf, sizeof(buf), NULL);
			if (!strcmp(buf, texts[i])) {
				ok++;
				same += !memcmp(&got[i], &words[i], sizeof(gd_insn));
				continue;
			}
			gd_disasm(&got[i], &plain, buf, sizeof(buf), NULL);
			if (!strcmp(buf, texts[i])) {
				shown_no++;
				why = "prints the text with an error";
			} else {
				differ++;
				why = "prints another text";
			}
		}
		if (no_word + limit + differ + shown_no <= 5)
			printf("    not round-tripped (%s): leaf %s: %s\n", why, gd_leaf_name(leaves[i]),
			       texts[i]);
	}
	long ni_done = 0, ni_ok = 0;
	double t2 = now();
	for (long i = 0; i < n && i < ni; i++) {
		isa_asm_opts ao = {0};
		ao.gen = gen;
		isa_asm_result r;
		ni_ok += isa_asm(m, texts[i], &ao, &r) == ISA_ASM_OK;
		ni_done++;
	}
	double t3 = now();
	double gs = t1 - t0, is = t3 - t2;
	printf("gen %" PRIu32 ": %ld words drawn, %ld texts; generated: %.2f s, %.0f texts/s, %ld texts "
	       "over 1 ms (%.0f %% of the time), %ld answers not the same twice; round trip: "
	       "%ld ok (%ld the same word), %ld no word, %ld budget, %ld with an error, %ld other text; "
	       "interpreter: %ld texts (%ld assembled) in %.2f s, %.0f texts/s\n",
	       gen, drawn, n, gs, gs > 0 ? (double)n / gs : 0.0, slow, all_s > 0 ? 100 * slow_s / all_s : 0.0, unstable, ok, same, no_word, limit, shown_no,
	       differ, ni_done, ni_ok, is, is > 0 ? (double)ni_done / is : 0.0);
	for (long i = 0; i < n; i++)
		free(texts[i]);
	free(texts);
	free(words);
	free(got);
	free(rc);
	free(leaves);
	isa_free(m);
	isa_diags_free(&d);
	return 0;
}
