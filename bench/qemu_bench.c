/*
 * bench/qemu_bench.c - QEMU's own generated decoder (decodetree.py, with
 * the recording stubs of bench/qemu_stubs.py in qstubs.h) against the
 * decoder `isaproof gen` writes for the same .decode file (prefix gd),
 * built by bench/qemu_gen.sh with -DQ_BITS=16|32.
 *
 * usage: qemu_bench words uniform|valid N SEED   (hex words, one a line)
 *        qemu_bench agree FILE                   (exit 1 on any difference)
 *        qemu_bench time qemu|classify|fields|args FILE REPEAT
 * `words`: uniform random words of the full width (splitmix64 from SEED);
 * `valid` keeps those gd_classify accepts.  `agree` prints QEMU's pattern
 * and arguments as `isaproof decode` does (name arg=value ..., argument-set
 * order) and compares with gd_disasm's text, where `fn(v)` is read as v and
 * `fn()` as 0 (the stubs' identity functions), arguments in name order:
 * pattern and every argument's value.
 * `time` runs one measured call per word, REPEAT times, and prints ns per
 * word; under callgrind --toggle-collect=q_decode_one (i_classify_one,
 * i_fields_one, i_args_one) counts exactly those calls:
 *   qemu      decode(): QEMU extracts the arguments of every pattern it tries
 *   classify  gd_classify
 *   fields    gd_classify, then gd_fields (every encodable field's value)
 *   args      gd_decode_args: the leaf and every field's value in one pass
 *             (a field of several segments as one value, the segments
 *             concatenated, as QEMU's argument struct holds it)
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include "../tests/rng.h"

#include "gd.h"

/* QEMU's bitops, as its generated decoders use them */
static inline uint32_t extract32(uint32_t v, int at, int len) { return (v >> at) & (~0u >> (32 - len)); }
static inline int32_t sextract32(uint32_t v, int at, int len)
{
	return (int32_t)(v << (32 - len - at)) >> (32 - len);
}
static inline uint32_t deposit32(uint32_t v, int at, int len, uint32_t f)
{
	uint32_t mask = (~0u >> (32 - len)) << at;
	return (v & ~mask) | ((f << at) & mask);
}

#include "qstubs.h"

#if Q_BITS == 16
typedef uint16_t q_word;
#else
typedef uint32_t q_word;
#endif

__attribute__((noinline)) int q_decode_one(q_word w)
{
	DisasContext ctx;
	ctx.pat = -1;
	decode(&ctx, w);
	return ctx.pat;
}

__attribute__((noinline)) int i_classify_one(const gd_insn *w)
{
	return gd_classify(w, 0, NULL);
}

__attribute__((noinline)) int i_fields_one(const gd_insn *w, gd_fieldval *vals)
{
	int leaf = gd_classify(w, 0, NULL);
	return leaf < 0 ? leaf : gd_fields(leaf, w, 0, vals, 64);
}

__attribute__((noinline)) int i_args_one(const gd_insn *w, gd_args *a)
{
	return gd_decode_args(w, 0, NULL, a);
}

/* the text with its errors (show_errors), as a disassembler prints it */
__attribute__((noinline)) size_t i_disasm_one(const gd_insn *w, char *buf, size_t size)
{
	gd_options o;
	memset(&o, 0, sizeof(o));
	o.show_errors = 1;
	int leaf;
	return gd_disasm(w, &o, buf, size, &leaf);
}

static int make_words(int valid, long n, uint64_t seed)
{
	rng_state = seed;
	for (long k = 0; k < n;) {
		gd_insn w = {{rnd() & ((UINT64_C(1) << Q_BITS) - 1)}};
		if (valid && gd_classify(&w, 0, NULL) < 0)
			continue;
		printf("%0*" PRIx64 "\n", Q_BITS / 4, w.w[0]);
		k++;
	}
	return 0;
}

static uint32_t *load(const char *path, size_t *n)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		exit(2);
	}
	uint32_t *v = NULL;
	size_t cap = 0;
	unsigned x;
	*n = 0;
	while (fscanf(f, "%x", &x) == 1) {
		if (*n == cap) {
			cap = cap ? 2 * cap : 4096;
			v = realloc(v, cap * sizeof(*v));
		}
		v[(*n)++] = x;
	}
	fclose(f);
	return v;
}

/* QEMU's decode as isaproof prints it */
static void qemu_text(q_word w, char *buf, size_t size)
{
	DisasContext ctx;
	ctx.pat = -1;
	if (!decode(&ctx, w) || ctx.pat < 0) {
		snprintf(buf, size, "(no match)");
		return;
	}
	size_t at = (size_t)snprintf(buf, size, "%s", q_names[ctx.pat]);
	for (int i = 0; q_args[ctx.pat][i] && at < size; i++)
		at += (size_t)snprintf(buf + at, size - at, " %s=%lld", q_args[ctx.pat][i], ctx.v[i]);
}

/* gd_disasm's text with each `fn(v)` read as v and `fn()` as 0 */
static void isaproof_text(q_word w, char *buf, size_t size)
{
	char raw[512];
	gd_options o;
	memset(&o, 0, sizeof(o));
	gd_insn x = {{w}};
	int leaf;
	gd_disasm(&x, &o, raw, sizeof(raw), &leaf);
	if (leaf < 0) {
		snprintf(buf, size, "(no match)");
		return;
	}
	size_t k = 0;
	for (const char *p = raw; *p && k + 2 < size;) {
		if (p[0] == '=' && strchr(p, '(') && (!strchr(p, ' ') || strchr(p, '(') < strchr(p, ' '))) {
			const char *open = strchr(p, '('), *close = strchr(open, ')');
			buf[k++] = '=';
			if (close == open + 1)
				buf[k++] = '0';
			for (const char *q = open + 1; q < close && k + 2 < size; q++)
				buf[k++] = *q;
			p = close + 1;
			continue;
		}
		buf[k++] = *p++;
	}
	buf[k] = '\0';
}

static int cmp_tok(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the name, then the arguments sorted: decodetree.py orders an implicit
 * argument set by its own rule, isaproof by the fields as written */
static void canon(char *s)
{
	char copy[512], *tok[64], *save = NULL;
	int n = 0;
	snprintf(copy, sizeof(copy), "%s", s);
	for (char *t = strtok_r(copy, " ", &save); t && n < 64; t = strtok_r(NULL, " ", &save))
		tok[n++] = t;
	if (n > 2)
		qsort(tok + 1, (size_t)n - 1, sizeof(tok[0]), cmp_tok);
	size_t at = 0;
	s[0] = '\0';
	for (int i = 0; i < n; i++)
		at += (size_t)snprintf(s + at, 512 - at, "%s%s", i ? " " : "", tok[i]);
}

static int agree(const uint32_t *v, size_t n)
{
	size_t bad = 0, matched = 0;
	for (size_t i = 0; i < n; i++) {
		char a[512], b[512];
		qemu_text((q_word)v[i], a, sizeof(a));
		isaproof_text((q_word)v[i], b, sizeof(b));
		canon(a);
		canon(b);
		matched += strcmp(a, "(no match)") != 0;
		if (!strcmp(a, b))
			continue;
		if (bad++ < 5)
			printf("DIFFERENT %0*x: qemu '%s', isaproof '%s'\n", Q_BITS / 4, v[i], a, b);
	}
	printf("agree: %zu of %zu words (%zu decode), pattern and every argument: %.4f %%\n", n - bad, n,
	       matched, 100.0 * (double)(n - bad) / (double)n);
	return bad != 0;
}

static int timed(const char *mode, const uint32_t *v, size_t n, long repeat)
{
	int md = !strcmp(mode, "qemu")	   ? 0
		 : !strcmp(mode, "classify") ? 1
		 : !strcmp(mode, "fields")   ? 2
		 : !strcmp(mode, "args")     ? 3
		 : !strcmp(mode, "disasm")   ? 4
					     : -1;
	if (md < 0) {
		fprintf(stderr, "unknown mode %s\n", mode);
		return 2;
	}
	gd_insn *x = malloc(n * sizeof(*x));
	for (size_t i = 0; i < n; i++)
		x[i].w[0] = v[i];
	gd_fieldval vals[64];
	gd_args args;
	char text[256];
	long sum = 0;
	double t0 = now();
	/* One loop per mode: a choice inside the loop would cost each mode a
	 * different number of tests per word (the first arm of a chain of
	 * tests is reached soonest), outside the calls but inside the time. */
#define EACH_WORD(call)                               \
	for (long r = 0; r < repeat; r++)             \
		for (size_t i = 0; i < n; i++)        \
			sum += (call)
	switch (md) {
	case 0: EACH_WORD(q_decode_one((q_word)v[i])); break;
	case 1: EACH_WORD(i_classify_one(&x[i])); break;
	case 2: EACH_WORD(i_fields_one(&x[i], vals)); break;
	case 3: EACH_WORD(i_args_one(&x[i], &args)); break;
	default: EACH_WORD((long)i_disasm_one(&x[i], text, sizeof(text))); break;
	}
#undef EACH_WORD
	double t = now() - t0;
	printf("%s: %zu words x %ld: %.2f ns/word (checksum %ld)\n", mode, n, repeat,
	       t * 1e9 / ((double)n * (double)repeat), sum);
	free(x);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 5 && !strcmp(argv[1], "words"))
		return make_words(!strcmp(argv[2], "valid"), atol(argv[3]), strtoull(argv[4], NULL, 0));
	size_t n;
	if (argc == 3 && !strcmp(argv[1], "agree")) {
		uint32_t *v = load(argv[2], &n);
		int rc = agree(v, n);
		free(v);
		return rc;
	}
	if (argc == 5 && !strcmp(argv[1], "time")) {
		uint32_t *v = load(argv[3], &n);
		int rc = n ? timed(argv[2], v, n, atol(argv[4])) : 2;
		free(v);
		return rc;
	}
	fprintf(stderr, "usage: qemu_bench words uniform|valid N SEED | agree FILE | time MODE FILE REPEAT\n");
	return 2;
}
