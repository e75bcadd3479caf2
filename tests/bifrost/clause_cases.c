/*
 * tests/bifrost/clause_cases.c - shaders of random Bifrost clauses, and
 * the model's disassembly of them, for the comparison with Mesa's
 * disassemble_bifrost (bench/bifrost_clause_oracle.c, driven by
 * bench/bifrost_oracle.sh --clauses).
 *
 *   clause_cases gen SEED N      N shaders, one a line: quadwords as hex
 *                                (MSB first, as decode --clause takes
 *                                them), separated by blanks
 *   clause_cases run ISA [-v]    each shader of standard input as
 *                                isa_bi_disasm_clauses prints it (-v:
 *                                verbose), then "%%end ok", or "%%end
 *                                error" after the clauses before the one
 *                                refused (Mesa asserts or reads past the
 *                                end there)
 *
 * A quarter of the shaders are uniform bytes; the others are one to three
 * clauses laid out as Mesa's packer lays them out (the tag sequences of
 * clauses of 1 to 8 tuples, with and without embedded constants), with
 * the header's reserved bits clear most of the time and every other bit
 * random, and now and then a tag's stop bit flipped.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

#include "bench/bifrost_quads.h"
#include "tests/rng.h"

/* Tag sequences of whole clauses (the stop bit 0x40 where it ends) */
static const unsigned char *const layouts[] = {
	(const unsigned char[]){1, 0x48},                               /* 1 tuple */
	(const unsigned char[]){2, 0x28, 0x43},                         /* 2 */
	(const unsigned char[]){3, 0x28, 0x20, 0x44},                   /* 3, a constant */
	(const unsigned char[]){3, 0x28, 0x20, 0x45},                   /* 4 */
	(const unsigned char[]){4, 0x28, 0x20, 0x05, 0x72},             /* 4, constants */
	(const unsigned char[]){5, 0x28, 0x20, 0x01, 0x60, 0x46},       /* 6, a constant */
	(const unsigned char[]){5, 0x28, 0x20, 0x01, 0x60, 0x47},       /* 7 */
	(const unsigned char[]){4, 0x28, 0x20, 0x80, 0x50},             /* 5/10 */
	(const unsigned char[]){5, 0x28, 0x20, 0x01, 0x60, 0x58},       /* 8 */
	(const unsigned char[]){3, 0x28, 0x03, 0x71},                   /* 2, constants */
	(const unsigned char[]){2, 0x08, 0x70},                         /* 1, constants */
	(const unsigned char[]){4, 0x28, 0x20, 0x04, 0x73},             /* 3, constants */
	(const unsigned char[]){4, 0x28, 0x20, 0x01, 0x50},             /* 5, a constant */
	(const unsigned char[]){6, 0x28, 0x20, 0x01, 0x60, 0x06, 0x77}, /* 6, constants */
	(const unsigned char[]){6, 0x28, 0x20, 0x01, 0x60, 0x06, 0x7e}, /* constants 5, 6 */
};
#define NLAYOUTS (sizeof(layouts) / sizeof(layouts[0]))

static void put_quad(uint32_t w[4])
{
	printf(" %08x%08x%08x%08x", w[3], w[2], w[1], w[0]);
}

/* A modifier value Mesa defines (neither 3 nor 7 with M2 above 3) */
static unsigned good_m(void)
{
	static const unsigned char m[] = {0, 1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15};
	return m[rnd() % sizeof(m)];
}

/* The constants' modifiers of formats 3, 8 and 12 made ones Mesa
 * defines (M1 = A1 - B1 modulo 16 for format 12, a nibble else). */
static void valid_m(uint32_t w[4], unsigned tag)
{
	if ((tag & 0xbf) == 0x04 || (tag & 0xbf) == 0x06)
		w[2] = (w[2] & ~0xf0u) | good_m() << 4;
	else if ((tag & 0xb0) == 0x30) {
		unsigned b1 = ((w[2] & 0xf) - good_m()) & 0xf;
		w[3] = (w[3] & 0x0fffffffu) | b1 << 28;
	}
}

/* One clause of a packer's layout; the first quadword's header keeps its
 * reserved bits (w2 19-23, w3 1) clear 7 times in 8. */
static void gen_clause(void)
{
	const unsigned char *l = layouts[rnd() % NLAYOUTS];
	for (int q = 1; q <= l[0]; q++) {
		uint32_t w[4];
		uint64_t a = rnd(), b = rnd();
		w[0] = (uint32_t)a, w[1] = (uint32_t)(a >> 32), w[2] = (uint32_t)b, w[3] = (uint32_t)(b >> 32);
		unsigned tag = l[q];
		if (tag & 0x80)
			tag |= rnd() & 0x3f; /* formats 5/10 hold bits of the ADD word */
		else if ((tag & 0x38) == 0x08 || (tag & 0x38) == 0x28 || (tag & 0x38) == 0x10 ||
			 (tag & 0x38) == 0x18 || (tag & 0x38) == 0x20)
			tag |= rnd() & 7;
		if (rnd() % 16 == 0)
			tag ^= 0x40;
		w[0] = (w[0] & ~0xffu) | tag;
		if (rnd() % 4)
			valid_m(w, tag);
		if (q == 1 && rnd() % 8) {
			w[2] &= ~(0x1fu << 19);
			w[3] &= ~2u;
		}
		put_quad(w);
	}
}

static void gen(unsigned long seed, long n)
{
	rng_state = seed;
	for (long i = 0; i < n; i++) {
		if (i % 4 == 3) {
			int nq = 1 + (int)(rnd() % 6);
			for (int q = 0; q < nq; q++) {
				uint32_t w[4];
				for (int k = 0; k < 4; k++)
					w[k] = (uint32_t)rnd();
				put_quad(w);
			}
		} else {
			int nc = 1 + (int)(rnd() % 3);
			for (int c = 0; c < nc; c++)
				gen_clause();
		}
		putchar('\n');
	}
}

static int run(const char *path, bool verbose)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	if (!m || d.nerrors || !m->bi) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "clause_cases: cannot load %s as a Bifrost ISA.xml\n", path);
		return 2;
	}
	static char line[1 << 16];
	static uint32_t words[1 << 14];
	while (fgets(line, sizeof(line), stdin)) {
		size_t n = bifrost_quads_parse(line, words, sizeof(words) / sizeof(words[0]));
		isa_bi_clause_opts o = {verbose, 0};
		isa_bi_clause_result res;
		isa_buf out;
		isa_buf_init(&out);
		bool ok = isa_bi_disasm_clauses(m, words, n, &o, &out, &res);
		if (out.len)
			fwrite(out.s, 1, out.len, stdout);
		printf("%%%%end %s\n", ok ? "ok" : "error");
		isa_buf_free(&out);
	}
	isa_free(m);
	isa_diags_free(&d);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "gen")) {
		gen(strtoul(argv[2], NULL, 0), strtol(argv[3], NULL, 0));
		return 0;
	}
	if ((argc == 3 || argc == 4) && !strcmp(argv[1], "run"))
		return run(argv[2], argc == 4 && !strcmp(argv[3], "-v"));
	fprintf(stderr, "usage: clause_cases gen SEED N | run ISA.xml [-v]\n");
	return 2;
}
