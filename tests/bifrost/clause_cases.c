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
 *   clause_cases self ISA        properties of each shader of standard
 *                                input that need no Mesa: the same text
 *                                twice, a label per clause, every word
 *                                read unless a zero word ends the shader,
 *                                the clauses before a refusal printing
 *                                alike alone, --verbose adding lines only
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

/* The description, or NULL (said on stderr) unless a Bifrost one loads */
static isa *load_bifrost(const char *path, isa_diags *d)
{
	isa_diags_init(d);
	isa *m = isa_load(path, NULL, d);
	if (m && !d->nerrors && m->bi)
		return m;
	isa_diags_print(d, stderr);
	fprintf(stderr, "clause_cases: cannot load %s as a Bifrost ISA.xml\n", path);
	isa_free(m);
	isa_diags_free(d);
	return NULL;
}

/* The next shader of standard input: its words, false at the end */
static bool next_shader(const uint32_t **w, size_t *n)
{
	static char line[1 << 16];
	static uint32_t words[1 << 14];
	if (!fgets(line, sizeof(line), stdin))
		return false;
	*n = bifrost_quads_parse(line, words, sizeof(words) / sizeof(words[0]));
	*w = words;
	return true;
}

static void run_one(const isa *m, const uint32_t *w, size_t n, bool verbose)
{
	isa_bi_clause_opts o = {verbose, 0};
	isa_bi_clause_result res;
	isa_buf out;
	isa_buf_init(&out);
	bool ok = isa_bi_disasm_clauses(m, w, n, &o, &out, &res);
	if (out.len)
		fwrite(out.s, 1, out.len, stdout);
	printf("%%%%end %s\n", ok ? "ok" : "error");
	isa_buf_free(&out);
}

/* ---- self: properties of the framing that need no Mesa ---------------------- */

static long self_failures;

static void self_fail(long shader, const char *what)
{
	if (self_failures++ < 5)
		printf("FAIL: shader %ld: %s\n", shader, what);
}

/* The text without the verbose lines (those starting with "#" after
 * blanks) */
static void strip_verbose(const char *s, isa_buf *out)
{
	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t len = nl ? (size_t)(nl - s) + 1 : strlen(s);
		const char *t = s;
		while (*t == ' ')
			t++;
		if (*t != '#')
			isa_buf_putn(out, s, len);
		s += len;
	}
}

static long count_labels(const char *s)
{
	long n = 0;
	for (const char *p = s; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : p)
		n += !strncmp(p, "clause_", 7);
	return n;
}

typedef struct self_run {
	bool ok;
	isa_bi_clause_result res;
	isa_buf out;
} self_run;

static void self_decode(const isa *m, const uint32_t *w, size_t n, bool verbose, self_run *r)
{
	isa_bi_clause_opts o = {verbose, 0};
	isa_buf_init(&r->out);
	r->ok = isa_bi_disasm_clauses(m, w, n, &o, &r->out, &r->res);
	isa_buf_putn(&r->out, "", 0);
}

static const char *text_of(const self_run *r)
{
	return r->out.s ? r->out.s : "";
}

/* Deterministic; as many labels as clauses; every word read unless a
 * zero word stopped it; refused: the words of the clauses printed give
 * the same text alone; verbose adds lines only. */
static void self_check(const isa *m, const uint32_t *w, size_t n, long shader)
{
	self_run r[2], again, prefix;
	for (int v = 0; v < 2; v++) {
		self_decode(m, w, n, v, &r[v]);
		self_decode(m, w, n, v, &again);
		if (again.ok != r[v].ok || strcmp(text_of(&again), text_of(&r[v])))
			self_fail(shader, "two runs differ");
		isa_buf_free(&again.out);
		const isa_bi_clause_result *res = &r[v].res;
		if (count_labels(text_of(&r[v])) != res->clauses)
			self_fail(shader, "the labels are not the clauses counted");
		if (res->words_read % 4 || res->words_read > n)
			self_fail(shader, "words read is no whole number of quadwords in the shader");
		if (r[v].ok && !res->stopped && res->words_read != n)
			self_fail(shader, "printed whole, yet words are left");
		if (res->stopped && (res->words_read >= n || w[res->words_read]))
			self_fail(shader, "stopped at a word that is not 0");
		if (!r[v].ok && res->why[0] == '\0')
			self_fail(shader, "refused without a reason");
		if (!r[v].ok) {
			self_decode(m, w, res->words_read, v, &prefix);
			if (!prefix.ok || strcmp(text_of(&prefix), text_of(&r[v])))
				self_fail(shader, "the clauses before a refusal print otherwise alone");
			isa_buf_free(&prefix.out);
		}
	}
	if (r[0].ok && r[1].ok) {
		isa_buf plain;
		isa_buf_init(&plain);
		strip_verbose(text_of(&r[1]), &plain);
		isa_buf_putn(&plain, "", 0);
		if (strcmp(plain.s ? plain.s : "", text_of(&r[0])))
			self_fail(shader, "--verbose changes more than its '#' lines");
		isa_buf_free(&plain);
	}
	isa_buf_free(&r[0].out);
	isa_buf_free(&r[1].out);
}

/* run (mode 0, 1: verbose) or self (mode 2) on every shader of stdin */
static int each_shader(const char *path, int mode)
{
	isa_diags d;
	isa *m = load_bifrost(path, &d);
	if (!m)
		return 2;
	const uint32_t *w;
	size_t n;
	long shaders = 0;
	while (next_shader(&w, &n)) {
		shaders++;
		if (mode == 2)
			self_check(m, w, n, shaders);
		else
			run_one(m, w, n, mode == 1);
	}
	if (mode == 2)
		printf("%ld shaders: %ld failures\n", shaders, self_failures);
	isa_free(m);
	isa_diags_free(&d);
	return mode == 2 && (self_failures || !shaders) ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "self"))
		return each_shader(argv[2], 2);
	if (argc == 4 && !strcmp(argv[1], "gen")) {
		gen(strtoul(argv[2], NULL, 0), strtol(argv[3], NULL, 0));
		return 0;
	}
	if ((argc == 3 || argc == 4) && !strcmp(argv[1], "run"))
		return each_shader(argv[2], argc == 4 && !strcmp(argv[3], "-v"));
	fprintf(stderr, "usage: clause_cases gen SEED N | run ISA.xml [-v] | self ISA.xml\n");
	return 2;
}
