/*
 * bench/interp_bench.c - speed of the interpreter (model/decode.c) on the
 * word sets bench/gen.sh gives the generated decoders, the same way:
 * isa_decode one word at a time, errors shown (disasm-leaf), or off
 * (disasm).  Under callgrind, --toggle-collect=isa_decode counts the
 * instructions of those calls.
 *
 * usage: interp_bench ISA.xml disasm|disasm-leaf FILE [REPEAT]
 * FILE lines: "GEN HEX" (hex MSB first).
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"

#include "read/read.h"

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: interp_bench ISA.xml disasm|disasm-leaf FILE [REPEAT]\n");
		return 2;
	}
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(argv[1], NULL, &d);
	if (!m || d.nerrors) {
		fprintf(stderr, "%s: does not load\n", argv[1]);
		return 2;
	}
	bool errors = !strcmp(argv[2], "disasm-leaf");
	long repeat = argc > 4 ? atol(argv[4]) : 1;
	FILE *f = fopen(argv[3], "r");
	if (!f) {
		perror(argv[3]);
		return 2;
	}
	isa_bits *v = NULL;
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
		isa_bits_zero(&v[n]);
		gens[n] = (uint32_t)gen;
		size_t len = strlen(hex);
		for (size_t k = 0; k < len && k < ISA_MAX_WORDS * 16; k++) {
			int c = hex[k], bit = (int)(len - 1 - k) * 4;
			int x = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : 0;
			v[n].w[bit / 64] |= (uint64_t)x << (bit % 64);
		}
		n++;
	}
	fclose(f);
	if (!n) {
		fprintf(stderr, "no words in %s\n", argv[3]);
		return 2;
	}
	isa_buf out;
	isa_buf_init(&out);
	long sum = 0;
	double t0 = now();
	for (long r = 0; r < repeat; r++)
		for (size_t i = 0; i < n; i++) {
			isa_decode_opts o = {.gen = gens[i], .show_errors = errors};
			out.len = 0;
			sum += isa_decode(m, &v[i], &o, &out) != NULL;
			sum += (long)out.len;
		}
	double t = now() - t0;
	printf("interpreter %s: %zu words x %ld: %.1f ns/word (checksum %ld)\n", argv[2], n, repeat,
	       t * 1e9 / ((double)n * (double)repeat), sum);
	isa_buf_free(&out);
	free(v);
	free(gens);
	isa_free(m);
	isa_diags_free(&d);
	return 0;
}
