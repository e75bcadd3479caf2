/*
 * cli/bifrost.c - decode's options for a Bifrost description: the slot
 * and the operand context Mesa's bi_disasm_fma / bi_disasm_add take as
 * arguments (docs/bifrost.md).  Every option defaults to zero: the FMA
 * slot, registers, FAU index, constants, staging register and branch
 * offset 0, not the last tuple.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"


static int bad(const char *usage, const char *fmt, const char *v)
{
	usage_error(usage, fmt, v);
	return -1;
}

static int const_option(const char *usage, const char *v, isa_bi_ctx *c)
{
	static const char *const mods[] = {"none", "pc_lo", "pc_hi", "pc_lo_hi"};
	if (v[0] < '0' || v[0] > '5' || v[1] != '=')
		return bad(usage, "--const needs K=HEX[:MOD] with K from 0 to 5, got '%s'", v);
	int k = v[0] - '0';
	char num[40];
	const char *colon = strchr(v + 2, ':');
	size_t n = colon ? (size_t)(colon - (v + 2)) : strlen(v + 2);
	if (n >= sizeof(num))
		return bad(usage, "--const: the value of '%s' is too long", v);
	memcpy(num, v + 2, n);
	num[n] = '\0';
	uint64_t val;
	if (!parse_uint(num, UINT64_MAX, &val))
		return bad(usage, "--const: '%s' needs a 64-bit value (decimal or 0x hex)", v);
	int mod = colon ? -1 : 0;
	for (int i = 0; colon && i < 4; i++)
		if (!strcmp(colon + 1, mods[i]))
			mod = i;
	if (mod < 0)
		return bad(usage, "--const: the modifier of '%s' is none, pc_lo, pc_hi or pc_lo_hi", v);
	c->consts[k] = val;
	c->mods[k] = (isa_bi_constmod)mod;
	return 1;
}

int cli_bi_option(const char *usage, const char *a, const char *v, isa_bi_ctx *c)
{
	uint64_t x;
	if (!strcmp(a, "--slot")) {
		if (strcmp(v, "fma") && strcmp(v, "add"))
			return bad(usage, "--slot is fma or add, got '%s'", v);
		c->add = !strcmp(v, "add");
	} else if (!strcmp(a, "--regs") || !strcmp(a, "--next-regs")) {
		if (!parse_uint(v, ((uint64_t)1 << 35) - 1, &x))
			return bad(usage, "--regs and --next-regs need a 35-bit value, got '%s'", v);
		if (!strcmp(a, "--regs"))
			c->srcs = isa_bi_regs_unpack(x);
		else
			c->next = isa_bi_regs_unpack(x);
	} else if (!strcmp(a, "--staging") || !strcmp(a, "--branch-offset")) {
		if (!parse_uint(v, UINT32_MAX, &x))
			return bad(usage, "--staging and --branch-offset need a 32-bit number, got '%s'", v);
		if (!strcmp(a, "--staging"))
			c->staging = (unsigned)x;
		else
			c->branch_offset = (unsigned)x;
	} else if (!strcmp(a, "--last")) {
		c->last = true;
	} else if (!strcmp(a, "--const")) {
		return const_option(usage, v, c);
	} else
		return 0;
	return 1;
}

int cli_bi_encode(const isa *m, const char *name, const isa_fieldval *vals, int nvals)
{
	uint32_t w;
	bool add;
	char err[512];
	int r = isa_bi_encode(m, name, vals, nvals, &w, &add, err, sizeof(err));
	if (r) {
		fprintf(stderr, "%s: cannot encode %s: %s\n", progname, name, err);
		return r == 2 ? EXIT_BAD : EXIT_FINDINGS;
	}
	/* the digits decode --slot takes back */
	printf("%0*x\n", add ? 5 : 6, w);
	return EXIT_OK;
}

/* ---- vectors ----------------------------------------------------------------- */

typedef struct bi_vec_stats {
	long vectors, decoded, text_bad, roundtrip_bad;
} bi_vec_stats;

/* "[fma |add ]HEX\tTEXT": the slot (default the context's), the word and
 * the text; false with a message when malformed. */
static bool bi_vec_parse(char *line, isa_bi_ctx *c, uint32_t *w, const char **text, char *why,
			 size_t len)
{
	char *tab = strchr(line, '\t');
	if (!tab) {
		snprintf(why, len, "expected [fma |add ]HEX<TAB>TEXT");
		return false;
	}
	*tab = '\0';
	*text = tab + 1;
	char *word = line;
	if (!strncmp(word, "fma ", 4) || !strncmp(word, "add ", 4)) {
		c->add = word[0] == 'a';
		word += 4;
		while (*word == ' ')
			word++;
	}
	isa_bits b;
	int width = c->add ? 20 : 23;
	if (!isa_bits_parse_hex(word, width, &b)) {
		snprintf(why, len, "'%s' is not a hex word of at most %d bits (the %s slot)", word,
			 width, c->add ? "ADD" : "FMA");
		return false;
	}
	*w = (uint32_t)b.w[0];
	return true;
}

/* One vector: the text, then the word's values encoded again must print
 * it too (the word itself may differ in bits no field holds). */
static void bi_vec_check(const isa *m, const char *file, int lineno, const isa_bi_ctx *c, uint32_t w,
			 const char *text, bool show_errors, bi_vec_stats *st)
{
	isa_buf out;
	isa_buf_init(&out);
	isa_bi_decode(m, w, c, show_errors, &out);
	const char *slot = c->add ? "add" : "fma";
	st->vectors++;
	if (strcmp(out.s ? out.s : "", text)) {
		st->text_bad++;
		printf("%s:%d: %s %x: text differs\n    expected: %s\n    got:      %s\n", file, lineno,
		       slot, w, text, out.s ? out.s : "");
	}
	int k = isa_bi_select(m->bi, c->add, w);
	if (k >= 0) {
		st->decoded++;
		isa_fieldval v[64];
		char num[64][12], err[512];
		int n = isa_bi_fields(m, k, w, v, num, 64);
		uint32_t back;
		bool add;
		isa_buf again;
		isa_buf_init(&again);
		if (n > 64 || isa_bi_encode(m, m->bi->st[k].name, v, n, &back, &add, err, sizeof(err))) {
			st->roundtrip_bad++;
			printf("%s:%d: %s %x: the values of %s do not encode: %s\n", file, lineno, slot, w,
			       m->bi->st[k].name, n > 64 ? "more than 64" : err);
		} else {
			isa_bi_decode(m, back, c, show_errors, &again);
			if (strcmp(again.s ? again.s : "", out.s ? out.s : "")) {
				st->roundtrip_bad++;
				printf("%s:%d: %s %x: its values encode to %x, which prints other text\n"
				       "    expected: %s\n    got:      %s\n",
				       file, lineno, slot, w, back, out.s ? out.s : "", again.s ? again.s : "");
			}
		}
		isa_buf_free(&again);
	}
	isa_buf_free(&out);
}

int cli_bi_vectors(const isa *m, const char *path, const isa_bi_ctx *ctx, bool show_errors)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: cannot open '%s': %s\n", progname, path, strerror(errno));
		return EXIT_BAD;
	}
	cli_lines in;
	if (!cli_lines_open(&in, f, path)) {
		fclose(f);
		return EXIT_BAD;
	}
	bi_vec_stats st = {0};
	char line[8192];
	int got, rc = EXIT_OK;
	while ((got = cli_lines_next(&in, line, sizeof(line))) > 0) {
		size_t n = strlen(line);
		while (n && line[n - 1] == '\r')
			line[--n] = '\0';
		char *s = line;
		while (*s == ' ')
			s++;
		if (!*s || *s == '#')
			continue;
		isa_bi_ctx c = *ctx;
		uint32_t w;
		const char *text;
		char why[256];
		if (!bi_vec_parse(s, &c, &w, &text, why, sizeof(why))) {
			fprintf(stderr, "%s:%d: %s\n", path, in.lineno, why);
			rc = EXIT_BAD;
			break;
		}
		bi_vec_check(m, path, in.lineno, &c, w, text, show_errors, &st);
	}
	if (got < 0)
		rc = EXIT_BAD;
	fclose(f);
	if (rc == EXIT_BAD)
		return rc;
	long bad = st.text_bad + st.roundtrip_bad;
	printf("%s: %ld vectors, %ld decoded: %ld text mismatches, %ld round-trip failures%s\n", path,
	       st.vectors, st.decoded, st.text_bad, st.roundtrip_bad, bad ? "" : ": all pass");
	return bad ? EXIT_FINDINGS : EXIT_OK;
}

/* ---- clauses -------------------------------------------------------------------- */

typedef struct bi_words {
	uint32_t *v;
	size_t n, cap;
} bi_words;

static bool bi_words_push(bi_words *w, uint32_t x)
{
	if (w->n == w->cap) {
		size_t cap = w->cap ? 2 * w->cap : 1024;
		uint32_t *v = realloc(w->v, cap * sizeof(*v));
		if (!v) {
			fprintf(stderr, "%s: out of memory\n", progname);
			return false;
		}
		w->v = v;
		w->cap = cap;
	}
	w->v[w->n++] = x;
	return true;
}

/* A quadword as hex, most significant digit first: its four words in
 * memory order (the first holds the tag). */
static bool bi_quad_push(bi_words *w, const char *hex)
{
	isa_bits b;
	if (!parse_word(hex, 128, &b))
		return false;
	return bi_words_push(w, (uint32_t)b.w[0]) && bi_words_push(w, (uint32_t)(b.w[0] >> 32)) &&
	       bi_words_push(w, (uint32_t)b.w[1]) && bi_words_push(w, (uint32_t)(b.w[1] >> 32));
}

static bool bi_quads_stdin(bi_words *w)
{
	char line[4096];
	cli_lines in;
	if (!cli_lines_open(&in, stdin, "<stdin>"))
		return false;
	int got;
	while ((got = cli_lines_next(&in, line, sizeof(line))) > 0) {
		char *s = trim(line);
		if (s && !bi_quad_push(w, s))
			return false;
	}
	return got == 0;
}

/* A shader binary as Mesa's disassemble_bifrost takes it: little-endian
 * 32-bit words from byte `start`; a tail of 1-3 bytes is no word. */
static bool bi_quads_bin(bi_words *w, const char *path, uint64_t start)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "%s: cannot open '%s': %s\n", progname, path, strerror(errno));
		return false;
	}
	unsigned char b[4];
	uint64_t skipped = 0;
	size_t got = 0;
	bool ok = true;
	while (skipped < start && fread(b, 1, 1, f) == 1)
		skipped++;
	if (skipped < start && !ferror(f)) {
		fprintf(stderr, "%s: --start %llu is past the end of '%s' (%llu bytes)\n", progname,
			(unsigned long long)start, path, (unsigned long long)skipped);
		ok = false;
	}
	while (ok && (got = fread(b, 1, 4, f)) == 4)
		ok = bi_words_push(w, (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
					      (uint32_t)b[3] << 24);
	if (ferror(f)) {
		fprintf(stderr, "%s: cannot read '%s': %s\n", progname, path, strerror(errno));
		ok = false;
	} else if (ok && got)
		fprintf(stderr, "%s: note: the last %zu bytes of '%s' are no whole 32-bit word: not "
				"read (as Mesa)\n", progname, got, path);
	fclose(f);
	return ok;
}

int cli_bi_clauses(const isa *m, const cli_bi_clause_in *in)
{
	bi_words w = {0};
	bool ok = true;
	if (in->bin)
		ok = bi_quads_bin(&w, in->bin, in->start);
	else if (in->nhex)
		for (int i = 0; ok && i < in->nhex; i++)
			ok = bi_quad_push(&w, in->hex[i]);
	else
		ok = bi_quads_stdin(&w);
	if (!ok) {
		free(w.v);
		return EXIT_BAD;
	}
	isa_bi_clause_opts o = {in->verbose, in->offset};
	isa_bi_clause_result res;
	isa_buf out;
	isa_buf_init(&out);
	ok = isa_bi_disasm_clauses(m, w.v, w.n, &o, &out, &res);
	if (out.len)
		fwrite(out.s, 1, out.len, stdout);
	isa_buf_free(&out);
	size_t rest = 0;
	for (size_t i = res.words_read; res.stopped && i < w.n; i++)
		rest += w.v[i] != 0;
	free(w.v);
	if (!ok) {
		fflush(stdout);
		fprintf(stderr, "%s: %s\n", progname, res.why);
		return EXIT_BAD;
	}
	if (rest)
		fprintf(stderr, "%s: note: word %zu is 0, which ends the shader (Mesa's padding); "
				"%zu nonzero words after it are not read\n", progname, res.words_read, rest);
	return res.invalid ? EXIT_FINDINGS : EXIT_OK;
}
