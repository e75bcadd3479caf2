/*
 * bench/gen_bench.c - speed of a generated decoder (built by bench/gen.sh
 * with the decoder generated under the prefix gd).
 *
 * usage: gen_bench MODE FILE [REPEAT]
 *        gen_bench words GEN N SEED     (writes a realistic word set)
 * FILE lines: "GEN HEX" (hex MSB first, any width up to GD_BITS).  MODE:
 *   classify     gd_classify
 *   disasm       gd_disasm, errors off, leaf NULL (the unit-test way)
 *   disasm-leaf  gd_disasm, errors shown, &leaf (how a tool uses it)
 *   program      gd_disasm_program over the whole set, errors shown,
 *                written to /dev/null (how a debugger dump uses it)
 *   dump         the same once, to stdout (to compare two decoders)
 * Runs the operation over every word REPEAT times and prints ns per word.
 * Under callgrind, --toggle-collect=gd_classify (gd_disasm,
 * gd_disasm_program) counts exactly the instructions of those calls.
 *
 * `words` prints N words at gen GEN that the decoder classifies to a leaf
 * (uniform random words of the full width, splitmix64 from SEED, those
 * matching nothing dropped): random words that decode, with the natural
 * mix of error suffixes.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include "../tests/rng.h"

#include "gd.h"

static void put_word(const gd_insn *w)
{
	static const char hex[] = "0123456789abcdef";
	char buf[GD_BITS / 4 + 2];
	int nd = (GD_BITS + 3) / 4;
	for (int d = 0; d < nd; d++) {
		int bit = (nd - 1 - d) * 4;
		buf[d] = hex[(w->w[bit / 64] >> (bit % 64)) & 0xf];
	}
	buf[nd] = '\0';
	fputs(buf, stdout);
}

static int make_words(uint32_t gen, long n, uint64_t seed)
{
	rng_state = seed;
	for (long k = 0; k < n;) {
		gd_insn w;
		for (int i = 0; i < GD_WORDS; i++)
			w.w[i] = rnd();
		if (GD_BITS % 64)
			w.w[GD_WORDS - 1] &= (UINT64_C(1) << (GD_BITS % 64)) - 1;
		if (gd_classify(&w, gen, NULL) < 0)
			continue;
		printf("%" PRIu32 " ", gen);
		put_word(&w);
		putchar('\n');
		k++;
	}
	return 0;
}

static int hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
					     : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

int main(int argc, char **argv)
{
	if (argc == 5 && !strcmp(argv[1], "words"))
		return make_words((uint32_t)strtoul(argv[2], NULL, 0), atol(argv[3]),
				  strtoull(argv[4], NULL, 0));
	int dump = argc >= 3 && !strcmp(argv[1], "dump"); /* the text, to compare decoders */
	if (dump)
		argv[1] = "program";
	if (argc < 3) {
		fprintf(stderr, "usage: gen_bench classify|disasm|disasm-leaf|program FILE [REPEAT]\n"
				"       gen_bench words GEN N SEED\n");
		return 2;
	}
	const char *mode = argv[1];
	long repeat = argc > 3 ? atol(argv[3]) : 1;
	FILE *f = fopen(argv[2], "r");
	if (!f) {
		perror(argv[2]);
		return 2;
	}
	gd_insn *v = NULL;
	uint32_t *gens = NULL;
	size_t n = 0, cap = 0;
	char hex[256];
	unsigned long gen;
	while (fscanf(f, "%lu %255s", &gen, hex) == 2) {
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			v = realloc(v, cap * sizeof(*v));
			gens = realloc(gens, cap * sizeof(*gens));
		}
		memset(&v[n], 0, sizeof(v[n]));
		gens[n] = (uint32_t)gen;
		size_t len = strlen(hex);
		for (size_t d = 0; d < len && d < GD_WORDS * 16; d++) {
			int bit = (int)(len - 1 - d) * 4, x = hexval(hex[d]);
			if (x > 0)
				v[n].w[bit / 64] |= (uint64_t)x << (bit % 64);
		}
		n++;
	}
	fclose(f);
	if (!n) {
		fprintf(stderr, "no words in %s\n", argv[2]);
		return 2;
	}
	long sum = 0;
	char buf[512];
	gd_options o;
	memset(&o, 0, sizeof(o));
	if (dump)
		repeat = 1;
	FILE *null = dump ? stdout : fopen("/dev/null", "w");
	int md = !strcmp(mode, "classify") ? 0 : !strcmp(mode, "disasm") ? 1
	       : !strcmp(mode, "disasm-leaf") ? 2 : !strcmp(mode, "program") ? 3 : -1;
	if (md < 0) {
		fprintf(stderr, "unknown mode %s\n", mode);
		return 2;
	}
	double t0 = now();
	for (long r = 0; r < repeat; r++) {
		if (md == 3) {
			/* one gen per program: the set's first */
			o.gen = gens[0];
			o.show_errors = 1;
			sum += gd_disasm_program(v, n, &o, null);
			continue;
		}
		for (size_t i = 0; i < n; i++) {
			if (md == 0) {
				sum += gd_classify(&v[i], gens[i], NULL);
			} else if (md == 1) {
				o.gen = gens[i];
				sum += (long)gd_disasm(&v[i], &o, buf, sizeof(buf), NULL);
			} else {
				int leaf;
				o.gen = gens[i];
				o.show_errors = 1;
				sum += (long)gd_disasm(&v[i], &o, buf, sizeof(buf), &leaf) + leaf;
			}
		}
	}
	double t = now() - t0;
	if (!dump)
		fclose(null);
	if (dump) {
		free(v);
		free(gens);
		return 0;
	}
	printf("%s: %zu words x %ld: %.1f ns/word (checksum %ld)\n", mode, n, repeat,
	       t * 1e9 / ((double)n * (double)repeat), sum);
	free(v);
	free(gens);
	return 0;
}
