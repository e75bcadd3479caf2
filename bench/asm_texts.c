/*
 * bench/asm_texts.c - the generated assembler (gd_assemble) on a named
 * set of texts: Mesa's own, the rows of vectors-official.tsv that
 * bench/asm_gen.sh picks for one ISA (the word sets of real shaders,
 * where random words give the maximal instruction of every leaf).
 *
 * usage: asm_texts ROWS REPS
 * ROWS holds one "GEN<TAB>TEXT" per line.  Times REPS passes of
 * gd_assemble over every text in a loop of calls only, then one pass
 * with each text timed on its own (the slowest three shown), and checks
 * each answer: it must decode (errors shown) to exactly its text.
 * Prints figures, asserts nothing.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/clock.h"
#include "gd.h"

#define MAX_ROWS 8192

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: asm_texts ROWS REPS\n");
		return 2;
	}
	FILE *f = fopen(argv[1], "r");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	long reps = atol(argv[2]);
	static char *texts[MAX_ROWS];
	static unsigned gens[MAX_ROWS];
	static double took[MAX_ROWS];
	char line[8192];
	int n = 0;
	while (n < MAX_ROWS && fgets(line, sizeof(line), f)) {
		char *tab = strchr(line, '\t');
		if (!tab)
			continue;
		*tab = '\0';
		tab[1 + strcspn(tab + 1, "\n")] = '\0';
		gens[n] = (unsigned)strtoul(line, NULL, 10);
		texts[n++] = strdup(tab + 1);
	}
	fclose(f);
	double t0 = now();
	for (long r = 0; r < reps; r++)
		for (int i = 0; i < n; i++) {
			gd_insn w;
			gd_assemble(texts[i], gens[i], &w);
		}
	double t1 = now();
	int ok = 0, back = 0, slow[3] = {-1, -1, -1};
	for (int i = 0; i < n; i++) {
		gd_insn w;
		double a = now();
		int rc = gd_assemble(texts[i], gens[i], &w);
		took[i] = now() - a;
		if (rc == GD_ASM_OK) {
			gd_options o = {0};
			char buf[8192];
			o.gen = gens[i];
			o.show_errors = 1;
			gd_disasm(&w, &o, buf, sizeof(buf), NULL);
			ok++;
			back += !strcmp(buf, texts[i]);
		}
		/* the three slowest, slowest first */
		for (int j = 0; j < 3; j++)
			if (slow[j] < 0 || took[i] > took[slow[j]]) {
				for (int k = 2; k > j; k--)
					slow[k] = slow[k - 1];
				slow[j] = i;
				break;
			}
	}
	double s = t1 - t0, total = (double)n * (double)reps;
	printf("Mesa's texts: %d, %d assembled, %d printed back the same; %ld passes in %.2f s, %.0f texts/s\n",
	       n, ok, back, reps, s, s > 0 ? total / s : 0.0);
	for (int j = 0; j < 3 && slow[j] >= 0; j++)
		printf("    slowest %d: %.1f us (gen %u) %s\n", j + 1, took[slow[j]] * 1e6, gens[slow[j]],
		       texts[slow[j]]);
	for (int i = 0; i < n; i++)
		free(texts[i]);
	return 0;
}
