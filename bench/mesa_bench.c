/*
 * bench/mesa_bench.c - the decoder `isaproof gen` writes for an isaspec
 * description against the disassembler Mesa's own isaspec generator writes
 * for it, both linked into this one program (built by bench/mesa_anchor.sh).
 *
 * Build with the isaproof decoder under the prefix gd (gd.h, gd.c) and
 * Mesa's generated one: -DISA_HDR='"ir3-isa.h"' -DISA_DISASM=ir3_isa_disasm
 * -DISA_BITS=64.
 *
 * usage: mesa_bench MODE FILE [REPEAT]
 * FILE lines: "GEN HEX" (hex MSB first), as bench/gen_bench.c writes them.
 * MODE:
 *   gd-word     gd_disasm per word (errors shown, &leaf), the line and its
 *               newline written to /dev/null with one fwrite
 *   mesa-word   ISA_DISASM per word (gpu_id = the word's gen, errors
 *               shown), to /dev/null: how Mesa's unit tests call it
 *   gd-prog     gd_disasm_program over the whole set, to /dev/null
 *   mesa-prog   one ISA_DISASM call over the whole set, to /dev/null: how
 *               Mesa's tools disassemble a program
 *   cmp         both program forms once into memory: prints the number of
 *               lines and how many differ (0 = the same text)
 * The program forms use the set's first gen for every word.  Each timed
 * mode prints ns per word.  Under callgrind, --toggle-collect=run_MODE
 * (run_gd_word, run_mesa_word, run_gd_prog, run_mesa_prog, the '-' as '_')
 * counts exactly the work of that mode.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"

#include "gd.h"
#include ISA_HDR

#define DW (ISA_BITS / 32) /* Mesa's words: 32-bit units, unit 0 = bits 0..31 */

static gd_insn *words;
static uint32_t *mesa_words; /* the same words as Mesa reads them */
static uint32_t *gens;
static size_t n;

static int hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
					     : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static void put_mesa(size_t i)
{
	for (int k = 0; k < DW; k++)
		mesa_words[i * DW + (size_t)k] = (uint32_t)(words[i].w[k / 2] >> (32 * (k % 2)));
}

static int read_words(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		return -1;
	}
	size_t cap = 0;
	char hex[256];
	unsigned long gen;
	while (fscanf(f, "%lu %255s", &gen, hex) == 2) {
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			words = realloc(words, cap * sizeof(*words));
			gens = realloc(gens, cap * sizeof(*gens));
			mesa_words = realloc(mesa_words, cap * DW * sizeof(*mesa_words));
			if (!words || !gens || !mesa_words)
				return -1;
		}
		memset(&words[n], 0, sizeof(words[n]));
		gens[n] = (uint32_t)gen;
		size_t len = strlen(hex);
		for (size_t d = 0; d < len && d < GD_WORDS * 16; d++) {
			int bit = (int)(len - 1 - d) * 4, x = hexval(hex[d]);
			if (x > 0)
				words[n].w[bit / 64] |= (uint64_t)x << (bit % 64);
		}
		put_mesa(n);
		n++;
	}
	fclose(f);
	if (!n)
		fprintf(stderr, "no words in %s\n", path);
	return n ? 0 : -1;
}

/* Each mode is one function that callgrind can toggle on: everything the
 * mode does for the set, nothing of the set-up. */
__attribute__((noinline)) long run_gd_word(FILE *out)
{
	char buf[512];
	gd_options o;
	long sum = 0;
	memset(&o, 0, sizeof(o));
	o.show_errors = 1;
	for (size_t i = 0; i < n; i++) {
		int leaf;
		o.gen = gens[i];
		size_t len = gd_disasm(&words[i], &o, buf, sizeof(buf) - 1, &leaf);
		if (len > sizeof(buf) - 2)
			len = sizeof(buf) - 2;
		buf[len] = '\n'; /* the line as the program form writes it */
		fwrite(buf, 1, len + 1, out);
		sum += (long)len + leaf;
	}
	return sum;
}

__attribute__((noinline)) long run_mesa_word(FILE *out)
{
	struct isa_decode_options o;
	memset(&o, 0, sizeof(o));
	o.show_errors = true;
	for (size_t i = 0; i < n; i++) {
		o.gpu_id = gens[i];
		ISA_DISASM(&mesa_words[i * DW], DW * 4, out, &o);
	}
	return 0;
}

__attribute__((noinline)) long run_gd_prog(FILE *out)
{
	gd_options o;
	memset(&o, 0, sizeof(o));
	o.gen = gens[0];
	o.show_errors = 1;
	return gd_disasm_program(words, n, &o, out);
}

__attribute__((noinline)) long run_mesa_prog(FILE *out)
{
	struct isa_decode_options o;
	memset(&o, 0, sizeof(o));
	o.gpu_id = gens[0];
	o.show_errors = true;
	ISA_DISASM(mesa_words, (int)(n * DW * 4), out, &o);
	return 0;
}

/* Both program forms into memory, compared line by line. */
static int compare(void)
{
	char *a = NULL, *b = NULL;
	size_t na = 0, nb = 0;
	FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
	if (!fa || !fb)
		return 2;
	run_gd_prog(fa);
	run_mesa_prog(fb);
	fclose(fa);
	fclose(fb);
	size_t lines = 0, differ = 0;
	char *pa = a, *pb = b;
	while (*pa || *pb) {
		char *ea = strchr(pa, '\n'), *eb = strchr(pb, '\n');
		size_t la = ea ? (size_t)(ea - pa) : strlen(pa), lb = eb ? (size_t)(eb - pb) : strlen(pb);
		if (la != lb || memcmp(pa, pb, la))
			differ++;
		lines++;
		pa += la + (ea != NULL);
		pb += lb + (eb != NULL);
	}
	printf("cmp: %zu lines, %zu differ\n", lines, differ);
	free(a);
	free(b);
	return differ ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: mesa_bench gd-word|mesa-word|gd-prog|mesa-prog|cmp FILE [REPEAT]\n");
		return 2;
	}
	const char *mode = argv[1];
	long repeat = argc > 3 ? atol(argv[3]) : 1;
	if (read_words(argv[2]))
		return 2;
	if (!strcmp(mode, "cmp"))
		return compare();
	long (*fn)(FILE *) = !strcmp(mode, "gd-word")	? run_gd_word
			     : !strcmp(mode, "mesa-word") ? run_mesa_word
			     : !strcmp(mode, "gd-prog")	  ? run_gd_prog
			     : !strcmp(mode, "mesa-prog") ? run_mesa_prog
							  : NULL;
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
