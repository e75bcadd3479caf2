/*
 * bench/valhall_mesa_bench.c - the Valhall decoder `isaproof gen` writes
 * for an ISA.xml against the disassembler Mesa's own generator (disasm.py)
 * writes for it, both linked into this one program (built by
 * bench/valhall_mesa.sh).  No Mesa code is here: Mesa's side is the one
 * function its generated file defines, declared below, and linked from the
 * object the script compiled from Mesa's tree.
 *
 * Build with the isaproof decoder under the prefix gd (gd.h, gd.c) and the
 * object of Mesa's generated va_disasm.c.
 *
 * usage: valhall_mesa_bench MODE FILE [REPEAT]
 *        valhall_mesa_bench words biased|uniform N SEED
 * FILE lines: "HEX" or "HEX<TAB>TEXT" (HEX: the 64-bit word MSB first).
 * MODE:
 *   gd       gd_disasm per word (errors shown, &leaf), the line and its
 *            newline written to /dev/null with one fwrite
 *   mesa     va_disasm_instr per word, then its newline, to /dev/null (as
 *            Mesa's disassemble_valhall and its unit test call it)
 *   cmp      both forms once into memory: prints the number of lines and
 *            how many differ (the first few differences to stderr)
 *   vectors  FILE lines HEX<TAB>TEXT (text escaped as \t, \n, \\): prints
 *            how many of Mesa's texts and of gd's equal TEXT
 * Each timed mode prints ns per word.  Under callgrind,
 * --toggle-collect=run_gd (run_mesa) counts exactly the work of that mode.
 *
 * `words` prints N words on which both sides are defined: words that
 * gd_classify puts on an instruction and whose text gd prints without an
 * error suffix (no enum entry past its table, no float source past the
 * 32-entry LUT, bit 63 clear), where Mesa reads no array out of bounds and
 * asserts nothing.  biased: each instruction in turn (leaf 0, 1, ...), a
 * uniform random word with the instruction's primary opcode (bits 48..56,
 * from gd_encode) and, in a bucket, random draws until the opcode2 bits
 * select it; its flow bits 59..63 a valid flow (bit 63 clear).  uniform:
 * uniform random 64-bit words.  Words that fail the filter are drawn again;
 * instructions with no such word are skipped; the counts go to stderr.
 * splitmix64 from SEED.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include "../tests/rng.h"

#include "gd.h"

/* Mesa's generated va_disasm.c: its only entry point */
void va_disasm_instr(FILE *fp, uint64_t instr);

static gd_insn *words;
static char **want; /* vectors: the expected text of each word */
static size_t n;

/* the vectors file's escapes undone in place: \t, \n, \\ */
static void unescape(char *s)
{
	char *o = s;
	for (; *s; s++) {
		if (*s == '\\' && (s[1] == 't' || s[1] == 'n' || s[1] == '\\')) {
			s++;
			*o++ = *s == 't' ? '\t' : *s == 'n' ? '\n' : '\\';
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
}

static int read_words(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		return -1;
	}
	size_t cap = 0;
	char line[1024];
	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		line[strcspn(line, "\n")] = '\0';
		char *tab = strchr(line, '\t');
		if (tab)
			*tab++ = '\0';
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			words = realloc(words, cap * sizeof(*words));
			want = realloc(want, cap * sizeof(*want));
			if (!words || !want)
				return -1;
		}
		words[n].w[0] = strtoull(line, NULL, 16);
		want[n] = NULL;
		if (tab) {
			unescape(tab);
			want[n] = strdup(tab);
		}
		n++;
	}
	fclose(f);
	if (!n)
		fprintf(stderr, "no words in %s\n", path);
	return n ? 0 : -1;
}

/* Each mode is one function that callgrind can toggle on: everything the
 * mode does for the set, nothing of the set-up. */
__attribute__((noinline)) long run_gd(FILE *out)
{
	char buf[512];
	gd_options o;
	long sum = 0;
	memset(&o, 0, sizeof(o));
	o.show_errors = 1;
	for (size_t i = 0; i < n; i++) {
		int leaf;
		size_t len = gd_disasm(&words[i], &o, buf, sizeof(buf) - 1, &leaf);
		if (len > sizeof(buf) - 2)
			len = sizeof(buf) - 2;
		buf[len] = '\n'; /* the line as a program dump writes it */
		fwrite(buf, 1, len + 1, out);
		sum += (long)len + leaf;
	}
	return sum;
}

__attribute__((noinline)) long run_mesa(FILE *out)
{
	for (size_t i = 0; i < n; i++) {
		va_disasm_instr(out, words[i].w[0]);
		fputc('\n', out);
	}
	return 0;
}

/* one side's text of every word into memory */
static char *text_of(long (*fn)(FILE *))
{
	char *s = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&s, &len);
	if (!f)
		return NULL;
	fn(f);
	fclose(f);
	return s;
}

/* the next line of *p (its newline cut), *p moved past it */
static char *next_line(char **p)
{
	char *s = *p, *e = strchr(s, '\n');
	if (e) {
		*e = '\0';
		*p = e + 1;
	} else {
		*p = s + strlen(s);
	}
	return s;
}

static int compare(void)
{
	char *a = text_of(run_gd), *b = text_of(run_mesa);
	if (!a || !b)
		return 2;
	size_t differ = 0;
	char *pa = a, *pb = b;
	for (size_t i = 0; i < n; i++) {
		char *la = next_line(&pa), *lb = next_line(&pb);
		if (strcmp(la, lb) && differ++ < 5)
			fprintf(stderr, "%016" PRIx64 ": gd \"%s\", Mesa \"%s\"\n", words[i].w[0], la, lb);
	}
	printf("cmp: %zu lines, %zu differ\n", n, differ);
	free(a);
	free(b);
	return differ ? 1 : 0;
}

static int vectors(void)
{
	char *a = text_of(run_gd), *b = text_of(run_mesa);
	if (!a || !b)
		return 2;
	size_t ok_gd = 0, ok_mesa = 0, total = 0;
	char *pa = a, *pb = b;
	for (size_t i = 0; i < n; i++) {
		char *la = next_line(&pa), *lb = next_line(&pb);
		if (!want[i])
			continue;
		total++;
		ok_gd += !strcmp(la, want[i]);
		if (!strcmp(lb, want[i]))
			ok_mesa++;
		else
			fprintf(stderr, "%016" PRIx64 ": Mesa \"%s\", vector \"%s\"\n", words[i].w[0], lb,
				want[i]);
	}
	printf("vectors: Mesa %zu/%zu, gd %zu/%zu\n", ok_mesa, total, ok_gd, total);
	free(a);
	free(b);
	return ok_mesa == total && ok_gd == total ? 0 : 1;
}

/* both sides defined on w: an instruction, and gd names no error */
static int defined(const gd_insn *w)
{
	char buf[512];
	gd_options o;
	int leaf;
	memset(&o, 0, sizeof(o));
	o.show_errors = 1;
	gd_disasm(w, &o, buf, sizeof(buf), &leaf);
	return leaf >= 0 && !strstr(buf, "\t; ");
}

/* a word of leaf k: its primary opcode, the rest drawn until it classifies
 * to k; 0 when no draw does (then the leaf is skipped) */
static int biased_word(int k, gd_insn *w, long *drawn)
{
	gd_insn pat;
	char err[128];
	if (gd_encode(k, NULL, 0, 0, &pat, err, sizeof(err)) < 0)
		return 0;
	uint64_t opc = pat.w[0] & (UINT64_C(0x1ff) << 48);
	for (int tries = 0; tries < 100000; tries++) {
		uint64_t r = rnd() & ~(UINT64_C(0x1ff) << 48) & ~(UINT64_C(0x1f) << 59);
		w->w[0] = r | opc | (rnd() & (UINT64_C(0xf) << 59));
		++*drawn;
		int conf[2];
		if (gd_classify(w, 0, conf) == k && defined(w))
			return 1;
	}
	return 0;
}

static int make_words(const char *kind, long count, uint64_t seed)
{
	int biased = !strcmp(kind, "biased");
	if (!biased && strcmp(kind, "uniform")) {
		fprintf(stderr, "words: biased or uniform, not %s\n", kind);
		return 2;
	}
	rng_state = seed;
	long drawn = 0, skipped = 0;
	static unsigned char dead[GD_NUM_LEAVES]; /* no defined word found */
	for (long i = 0, k = 0; i < count; k++) {
		gd_insn w;
		if (biased) {
			int leaf = (int)(k % GD_NUM_LEAVES);
			if (dead[leaf])
				continue;
			if (!biased_word(leaf, &w, &drawn)) {
				dead[leaf] = 1;
				if (++skipped == GD_NUM_LEAVES)
					return 1;
				continue;
			}
		} else {
			do {
				w.w[0] = rnd();
				drawn++;
			} while (!defined(&w));
		}
		printf("%016" PRIx64 "\n", w.w[0]);
		i++;
	}
	fprintf(stderr, "words %s: %ld written, %ld drawn, %ld instructions skipped\n", kind, count,
		drawn, skipped);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 5 && !strcmp(argv[1], "words"))
		return make_words(argv[2], atol(argv[3]), strtoull(argv[4], NULL, 0));
	if (argc < 3) {
		fprintf(stderr, "usage: valhall_mesa_bench gd|mesa|cmp|vectors FILE [REPEAT]\n"
				"       valhall_mesa_bench words biased|uniform N SEED\n");
		return 2;
	}
	const char *mode = argv[1];
	long repeat = argc > 3 ? atol(argv[3]) : 1;
	if (read_words(argv[2]))
		return 2;
	if (!strcmp(mode, "cmp"))
		return compare();
	if (!strcmp(mode, "vectors"))
		return vectors();
	long (*fn)(FILE *) = !strcmp(mode, "gd") ? run_gd : !strcmp(mode, "mesa") ? run_mesa : NULL;
	if (!fn) {
		fprintf(stderr, "unknown mode %s\n", mode);
		return 2;
	}
	FILE *null = fopen("/dev/null", "w");
	if (!null)
		return 2;
	long sum = 0;
	double t0 = now();
	for (long r = 0; r < repeat; r++)
		sum += fn(null);
	fflush(null);
	double t = now() - t0;
	fclose(null);
	printf("%s: %zu words x %ld: %.1f ns/word (checksum %ld)\n", mode, n, repeat,
	       t * 1e9 / ((double)n * (double)repeat), sum);
	return 0;
}
