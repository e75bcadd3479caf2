/*
 * fuzz/bi_clause.c - bi_clause: whole Bifrost clauses (Mesa's
 * disassemble_bifrost framing, isa_bi_disasm_clauses) on
 * tests/bifrost/mini.xml and tests/bifrost/overlap.xml.
 *
 * Input: a flags byte (bit 0 --verbose, bit 1 overlap.xml instead of
 * mini.xml), the first clause's offset in quadwords (4 little-endian
 * bytes, any 32-bit value, as --branch-offset takes), then the shader's
 * 32-bit words (4 little-endian bytes each, a partial tail ignored), at
 * most 256 (64 quadwords: eight clauses of the longest kind).
 *
 * There is no second implementation to compare with here (that is
 * bench/bifrost_oracle.sh against Mesa); what aborts are the properties
 * the framing's contract gives whatever the words:
 *  - decoding twice gives the same text and the same result;
 *  - the text is lines of printable ASCII, as many labels as clauses
 *    counted, the first one the offset asked, as many INSTR_INVALID_ENC
 *    slots as counted invalid;
 *  - the words read are whole quadwords within the input; all of them
 *    when printed whole, unless a zero word stopped it, and then that
 *    word is the next one;
 *  - a refusal names the clause and word it refused at (the first one
 *    not read) and a reason, and its text is exactly what the words
 *    before print alone (never part of the refused clause);
 *  - the words from the second clause on, at the offset it has, print
 *    the rest of the text and end the same way (clauses are independent);
 *  - the verbose text minus its "#" lines is the plain text of the words
 *    it read, and it reads no more than the plain one (verbose refuses
 *    what plain refuses, and a register block's reserved entry besides).
 * The files are read from the source tree (fuzz/fz_src.h).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

#include "fuzz/fz_src.h"

#define FZ_HEAD 5
#define FZ_MAX_WORDS 256

static isa *models[2];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	fz_load_bifrost("bi_clause", argc && *argc > 0 ? (*argv)[0] : NULL, models);
	return 0;
}

/* One decoding: its answer, result and text (never NULL) */
typedef struct run {
	bool ok;
	isa_bi_clause_result res;
	isa_buf out;
} run;

static const char *text(const run *r)
{
	return r->out.s ? r->out.s : "";
}

static void decode(const isa *m, const uint32_t *w, size_t n, bool verbose, unsigned offset,
		   run *r)
{
	isa_bi_clause_opts o = {verbose, offset};
	isa_buf_init(&r->out);
	r->ok = isa_bi_disasm_clauses(m, w, n, &o, &r->out, &r->res);
	isa_buf_putn(&r->out, "", 0); /* a terminated string even when empty */
}

_Noreturn static void fail(const char *what, const run *r, const char *other)
{
	fprintf(stderr, "bi_clause: %s\n  %s, %ld clauses, %zu words read%s, why '%s'\n"
			"--- text:\n%s--- other:\n%s---\n",
		what, r->ok ? "printed" : "refused", r->res.clauses, r->res.words_read,
		r->res.stopped ? " (stopped)" : "", r->res.why, text(r), other ? other : "");
	abort();
}

static bool same_result(const run *a, const run *b)
{
	return a->ok == b->ok && a->res.words_read == b->res.words_read &&
	       a->res.stopped == b->res.stopped && a->res.invalid == b->res.invalid &&
	       a->res.clauses == b->res.clauses && !strcmp(a->res.why, b->res.why) &&
	       !strcmp(text(a), text(b));
}

/* Lines starting with prefix */
static long count_lines(const char *s, const char *prefix)
{
	long n = 0;
	size_t len = strlen(prefix);
	for (const char *p = s; *p; p = strchr(p, '\n'), p = p ? p + 1 : "")
		n += !strncmp(p, prefix, len);
	return n;
}

/* The text as a whole: printable lines, each ended, its labels and
 * invalid slots as counted */
static void check_text(const run *r, unsigned offset)
{
	const char *s = text(r);
	if (strlen(s) != r->out.len)
		fail("the text holds a NUL byte", r, NULL);
	for (const char *p = s; *p; p++)
		if ((*p < ' ' || *p > '~') && *p != '\n')
			fail("the text holds a byte that is no printable ASCII", r, NULL);
	if (r->out.len && s[r->out.len - 1] != '\n')
		fail("the text ends inside a line", r, NULL);
	if (count_lines(s, "clause_") != r->res.clauses)
		fail("the labels are not the clauses counted", r, NULL);
	char first[32];
	snprintf(first, sizeof(first), "clause_%u:\n", offset);
	if (r->res.clauses && strncmp(s, first, strlen(first)))
		fail("the first label is not the offset asked", r, first);
	if (count_lines(s, "    INSTR_INVALID_ENC ") != r->res.invalid)
		fail("the INSTR_INVALID_ENC slots are not the ones counted", r, NULL);
}

/* What was read, where it stopped, and a refusal's name */
static void check_words(const run *r, const uint32_t *w, size_t n, unsigned offset)
{
	size_t at = r->res.words_read;
	if (at % 4 || at > n)
		fail("the words read are no whole quadwords within the input", r, NULL);
	if (r->res.stopped && (at >= n || w[at] || !r->ok))
		fail("stopped, but not at a zero word starting a clause", r, NULL);
	if (r->ok && !r->res.stopped && at != n)
		fail("printed whole, yet words are left", r, NULL);
	if (r->ok)
		return;
	char name[64];
	snprintf(name, sizeof(name), "clause_%u (word %zu): ", offset + (unsigned)(at / 4), at);
	size_t len = strlen(name);
	if (at >= n || strncmp(r->res.why, name, len) || !r->res.why[len])
		fail("the refusal does not name the first clause not read and a reason", r, name);
}

/* Refused: the words before print the same text alone */
static void check_prefix(const isa *m, const run *r, const uint32_t *w, bool verbose,
			 unsigned offset)
{
	if (r->ok)
		return;
	run p;
	decode(m, w, r->res.words_read, verbose, offset, &p);
	if (!p.ok || p.res.stopped || p.res.clauses != r->res.clauses ||
	    p.res.invalid != r->res.invalid || strcmp(text(&p), text(r)))
		fail("the clauses before a refusal print otherwise alone", r, text(&p));
	isa_buf_free(&p.out);
}

/* The second label, if any: where the rest of the text starts, and
 * the first clause's size in quadwords (from its number) */
static const char *second_label(const run *r, unsigned offset, size_t *quads)
{
	const char *s = strstr(text(r), "\nclause_");
	if (!s)
		return NULL;
	unsigned label = (unsigned)strtoul(s + 8, NULL, 10);
	*quads = (size_t)(unsigned)(label - offset);
	return s + 1;
}

/* Clauses are independent: from the second on, at its offset, the
 * words print the rest and end the same way */
static void check_suffix(const isa *m, const run *r, const uint32_t *w, size_t n, bool verbose,
			 unsigned offset)
{
	size_t quads = 0;
	const char *rest = second_label(r, offset, &quads);
	if (!rest)
		return;
	if (quads == 0 || 4 * quads > r->res.words_read)
		fail("the second label is not past the first clause", r, NULL);
	run s;
	decode(m, w + 4 * quads, n - 4 * quads, verbose, offset + (unsigned)quads, &s);
	if (s.ok != r->ok || s.res.stopped != r->res.stopped ||
	    s.res.words_read + 4 * quads != r->res.words_read ||
	    s.res.clauses + 1 != r->res.clauses || strcmp(text(&s), rest))
		fail("the clauses after the first print otherwise alone", r, text(&s));
	isa_buf_free(&s.out);
}

/* The text without the verbose lines (blanks, then "#") */
static void strip_verbose(const char *s, isa_buf *out)
{
	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t len = nl ? (size_t)(nl - s) + 1 : strlen(s);
		const char *t = s + strspn(s, " ");
		if (*t != '#')
			isa_buf_putn(out, s, len);
		s += len;
	}
	isa_buf_putn(out, "", 0);
}

/* --verbose adds its lines and may refuse earlier, nothing else */
static void check_verbose(const isa *m, const run *plain, const run *verb, const uint32_t *w,
			  unsigned offset)
{
	if (verb->res.words_read > plain->res.words_read || (verb->ok && !plain->ok))
		fail("--verbose reads further than the plain text", verb, text(plain));
	isa_buf bare;
	isa_buf_init(&bare);
	strip_verbose(text(verb), &bare);
	run p;
	decode(m, w, verb->res.words_read, false, offset, &p);
	if (strcmp(bare.s ? bare.s : "", text(&p)))
		fail("--verbose changes more than its '#' lines", verb, text(&p));
	if (verb->ok && (plain->res.stopped != verb->res.stopped ||
			 plain->res.words_read != verb->res.words_read ||
			 strcmp(text(plain), text(&p))))
		fail("printed whole with --verbose but not so plainly", verb, text(plain));
	isa_buf_free(&p.out);
	isa_buf_free(&bare);
}

static void check_one(const isa *m, const uint32_t *w, size_t n, bool verbose, unsigned offset,
		      run *r)
{
	run again;
	decode(m, w, n, verbose, offset, r);
	decode(m, w, n, verbose, offset, &again);
	if (!same_result(r, &again))
		fail("two decodings differ", r, text(&again));
	isa_buf_free(&again.out);
	if (!r->ok && r->res.why[0] == '\0')
		fail("refused without a reason", r, NULL);
	check_text(r, offset);
	check_words(r, w, n, offset);
	check_prefix(m, r, w, verbose, offset);
	check_suffix(m, r, w, n, verbose, offset);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!models[0]) /* fuzz/replay.c calls no LLVMFuzzerInitialize */
		fz_load_bifrost("bi_clause", NULL, models);
	if (size < FZ_HEAD)
		return 0;
	bool verbose = data[0] & 1;
	const isa *m = models[(data[0] >> 1) & 1];
	unsigned offset = (unsigned)data[1] | (unsigned)data[2] << 8 | (unsigned)data[3] << 16 |
			  (unsigned)data[4] << 24;
	uint32_t w[FZ_MAX_WORDS];
	size_t n = 0;
	for (size_t i = FZ_HEAD; i + 4 <= size && n < FZ_MAX_WORDS; i += 4)
		w[n++] = (uint32_t)data[i] | (uint32_t)data[i + 1] << 8 |
			 (uint32_t)data[i + 2] << 16 | (uint32_t)data[i + 3] << 24;
	run plain, verb;
	check_one(m, w, n, false, offset, &plain);
	if (verbose) {
		check_one(m, w, n, true, offset, &verb);
		check_verbose(m, &plain, &verb, w, offset);
		isa_buf_free(&verb.out);
	}
	isa_buf_free(&plain.out);
	return 0;
}
