/*
 * bench/gen_bench.c - speed of a generated decoder (built by bench/gen.sh
 * with the decoder generated under the prefix gd).
 *
 * usage: gen_bench classify|disasm FILE [REPEAT]
 * FILE lines: "GEN HEX" (hex MSB first, up to 64 bits per line for ISAs of
 * at most 64 bits).  Runs the operation over every word REPEAT times and
 * prints ns per word.  Under callgrind, --toggle-collect=gd_classify (or
 * gd_disasm) counts exactly the instructions of those calls.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gd.h"

typedef struct item {
	uint32_t gen;
	gd_insn w;
} item;

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: gen_bench classify|disasm FILE [REPEAT]\n");
		return 2;
	}
	int disasm = !strcmp(argv[1], "disasm");
	long repeat = argc > 3 ? atol(argv[3]) : 1;
	FILE *f = fopen(argv[2], "r");
	if (!f) {
		perror(argv[2]);
		return 2;
	}
	item *v = NULL;
	size_t n = 0, cap = 0;
	char hex[64];
	unsigned long gen;
	while (fscanf(f, "%lu %63s", &gen, hex) == 2) {
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			v = realloc(v, cap * sizeof(*v));
		}
		memset(&v[n], 0, sizeof(v[n]));
		v[n].gen = (uint32_t)gen;
		v[n].w.w[0] = strtoull(hex, NULL, 16);
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
	double t0 = now();
	for (long r = 0; r < repeat; r++) {
		for (size_t i = 0; i < n; i++) {
			if (disasm) {
				o.gen = v[i].gen;
				sum += (long)gd_disasm(&v[i].w, &o, buf, sizeof(buf), NULL);
			} else {
				sum += gd_classify(&v[i].w, v[i].gen, NULL);
			}
		}
	}
	double t = now() - t0;
	printf("%s: %zu words x %ld: %.1f ns/word (checksum %ld)\n", argv[1], n, repeat,
	       t * 1e9 / ((double)n * (double)repeat), sum);
	free(v);
	return 0;
}
