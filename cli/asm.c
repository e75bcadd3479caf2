/*
 * cli/asm.c - isaproof asm: assemble instruction texts into words.
 * Valhall's ISA.xml follows Mesa's asm.py (model/va_asm.c); an isaspec
 * description is assembled by inverting its display templates
 * (model/asm.c): the word is one whose decoding prints the text.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char usage_asm[] =
	"usage: isaproof asm ISA.xml [--gen N] [--show-errors] [--raw] [--verbose]\n"
	"                    [--explain HEX] [TEXT...]\n"
	"\n"
	"Assembles each TEXT (one instruction; with none, each line of standard\n"
	"input, skipping blank lines and lines starting with #) into a word printed\n"
	"as MSB-first hex of the instruction width, one per line, as `decode` reads\n"
	"it.  For an isaspec description the word is one whose decoding prints\n"
	"exactly TEXT at the gen, with the bits the text does not decide 0; for\n"
	"Valhall's ISA.xml, what Mesa's Valhall assembler gives.  A refused text\n"
	"prints FILE:LINE: error: WHY on standard error (FILE is <args> or <stdin>;\n"
	"LINE the argument or line number): for isaspec, the instruction that\n"
	"matched furthest and the column where it stopped.\n"
	"\n"
	"  --gen N          the GPU generation (ISA_GPU_ID(), gen ranges); default 0\n"
	"  --show-errors    TEXT carries Mesa's \"\\t; message, ...\" error suffix\n"
	"  --raw            print the word, a tab and the text\n"
	"  --verbose        on standard error, per text: the leaf, the bits the text\n"
	"                   does not decide, and a second word printing the same\n"
	"                   text when the search finds one (the first is printed)\n"
	"                   and the finding of `check` that explains it\n"
	"  --explain HEX    on standard error, per text: which finding of `check`\n"
	"                   explains that HEX, which prints the same text, differs\n"
	"                   from the word\n"
	"Each text is searched within budgets (text of 4096 bytes, 2000000 match\n"
	"steps, 200000 decodes); a text that hits one is an error of its own.\n"
	"Exit status: 0 every text assembles, 1 some are refused, 2 bad usage, a\n"
	"description without an assembler, or a budget hit.  A TEXT that starts\n"
	"with '-' comes after `--`.\n";

typedef struct asm_run {
	const isa *m;
	isa_asm_opts o;
	bool raw, verbose;
	const char *explain; /* --explain: the other word, as given */
} asm_run;

static bool asm_valhall(const asm_run *a, const char *where, int n, const char *text)
{
	uint64_t w;
	char err[512];
	if (!isa_va_asm(a->m, text, &w, err, sizeof(err))) {
		fflush(stdout);
		fprintf(stderr, "%s:%d: error: %s\n", where, n, err);
		return false;
	}
	if (a->raw)
		printf("%016llx\t%s\n", (unsigned long long)w, text);
	else
		printf("%016llx\n", (unsigned long long)w);
	fflush(stdout); /* in order with the errors on stderr */
	return true;
}

/* Why words a and b, which print one text, differ: the finding of
 * check's text-level proof that covers them. */
static void asm_why(const asm_run *a, const char *where, int n, const isa_bits *w,
		    const isa_bits *other)
{
	isa_text_why y;
	isa_tx_verdict v = isa_text_explain(a->m, w, other, a->o.gen, &y);
	const char *leaf = y.leaf ? y.leaf->name : "?";
	isa_loc at = y.kase && y.kase->display ? y.kase->display->loc : (isa_loc){0};
	const char *file = at.file ? at.file : "?";
	switch (v) {
	case ISA_TX_FIELD:
		fprintf(stderr, "%s:%d: note: explained by roundtrip-text-field at %s:%d:%d: leaf %s, "
			"field '%s': %s\n", where, n, file, at.line, at.col, leaf, y.field->name,
			isa_tf_kind_name(y.kind));
		break;
	case ISA_TX_UNKNOWN:
		fprintf(stderr, "%s:%d: note: field '%s' of leaf %s differs; roundtrip-text-field at "
			"%s:%d:%d leaves it unknown\n", where, n, y.field->name, leaf, file, at.line, at.col);
		break;
	case ISA_TX_DEAD:
		fprintf(stderr, "%s:%d: note: explained by roundtrip-text at %s:%d:%d: leaf %s, bits no "
			"field of the text holds\n", where, n, file, at.line, at.col, leaf);
		break;
	case ISA_TX_NONE:
		fprintf(stderr, "%s:%d: note: no finding of the text-level proof explains the two "
			"words (leaf %s)\n", where, n, leaf);
		break;
	}
}

/* --explain: the given word against the one found. */
static void asm_against(const asm_run *a, const char *where, int n, const isa_asm_result *r)
{
	isa_bits other;
	if (!parse_word(a->explain, a->m->bitsize, &other)) {
		fprintf(stderr, "%s:%d: note: --explain '%s' is not a word of %d bits\n", where, n,
			a->explain, a->m->bitsize);
		return;
	}
	isa_decode_opts o = {.gen = a->o.gen, .show_errors = a->o.show_errors};
	isa_buf x, y;
	isa_buf_init(&x);
	isa_buf_init(&y);
	isa_decode(a->m, &r->word, &o, &x);
	isa_decode(a->m, &other, &o, &y);
	bool same = x.len == y.len && (!x.len || !memcmp(x.s, y.s, x.len));
	isa_buf_free(&x);
	isa_buf_free(&y);
	if (!same)
		fprintf(stderr, "%s:%d: note: %s does not print the same text\n", where, n, a->explain);
	else if (isa_bits_equal(&r->word, &other))
		fprintf(stderr, "%s:%d: note: %s is the word found\n", where, n, a->explain);
	else
		asm_why(a, where, n, &r->word, &other);
}

/* --verbose: what the search found beyond the word. */
static void asm_explain(const asm_run *a, const char *where, int n, const isa_asm_result *r)
{
	const isa *m = a->m;
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits freeb;
	isa_asm_free_bits(m, &r->word, a->o.gen, a->o.show_errors, &freeb);
	isa_bits_format(&freeb, m->bitsize, hex);
	fprintf(stderr, "%s:%d: note: leaf %s; bits the text does not decide: %s (%d)\n", where, n,
		r->leaf ? r->leaf->name : "?", hex, isa_bits_popcount(&freeb));
	if (r->has_other) {
		isa_bits_format(&r->other, m->bitsize, hex);
		fprintf(stderr, "%s:%d: note: %s (leaf %s) prints the same text; the first word "
			"found is printed\n", where, n, hex, r->other_leaf ? r->other_leaf->name : "?");
		asm_why(a, where, n, &r->word, &r->other);
	} else {
		fprintf(stderr, "%s:%d: note: the search found no other word printing the text "
			"(%ld steps, %ld decodes)\n", where, n, r->steps, r->decodes);
	}
}

/* One text: 0 assembled, 1 refused, 2 a budget hit. */
static int asm_isaspec(const asm_run *a, const char *where, int n, const char *text)
{
	isa_asm_result r;
	isa_asm(a->m, text, &a->o, &r);
	if (r.status != ISA_ASM_OK) {
		fflush(stdout);
		char *one = isa_one_line(r.msg);
		fprintf(stderr, "%s:%d: error: %s\n", where, n, one);
		free(one);
		return r.status == ISA_ASM_NO_WORD ? EXIT_FINDINGS : EXIT_BAD;
	}
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(&r.word, a->m->bitsize, hex);
	if (a->raw)
		printf("%s\t%s\n", hex, text);
	else
		printf("%s\n", hex);
	fflush(stdout);
	if (a->verbose)
		asm_explain(a, where, n, &r);
	if (a->explain)
		asm_against(a, where, n, &r);
	return EXIT_OK;
}

static int asm_one(const asm_run *a, const char *where, int n, const char *text)
{
	if (a->m->va)
		return asm_valhall(a, where, n, text) ? EXIT_OK : EXIT_FINDINGS;
	return asm_isaspec(a, where, n, text);
}

/* the worse of two exit statuses */
static int worse(int rc, int r)
{
	return r > rc ? r : rc;
}

static int asm_stdin(const asm_run *a)
{
	char line[4096]; /* lines of up to 4,095 bytes, as decode reads */
	cli_lines in;
	int rc = EXIT_OK;
	int got = cli_lines_open(&in, stdin, "<stdin>") ? 1 : -1;
	while (got > 0 && (got = cli_lines_next(&in, line, sizeof(line))) > 0) {
		size_t len = strlen(line);
		while (len && line[len - 1] == '\r')
			line[--len] = '\0';
		const char *s = line;
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || *s == '#')
			continue; /* as Mesa's command-line assemblers */
		rc = worse(rc, asm_one(a, "<stdin>", in.lineno, line));
	}
	return got < 0 ? EXIT_BAD : rc;
}

int cmd_asm(int argc, char **argv)
{
	asm_run a = {0};
	cli_parser p;
	cli_parser_init(&p, usage_asm, argc, argv);
	const char *opt, *v;
	int r;
	while ((r = cli_next(&p, &opt, &v)) == CLI_OPT) {
		if (!strcmp(opt, "--gen")) {
			if (!parse_gen(v, &a.o.gen))
				return usage_error(usage_asm, "--gen needs a number from 0 to 4294967295, got '%s'", v);
		} else if (!strcmp(opt, "--show-errors")) {
			a.o.show_errors = true;
		} else if (!strcmp(opt, "--raw")) {
			a.raw = true;
		} else if (!strcmp(opt, "--verbose")) {
			a.verbose = true;
		} else if (!strcmp(opt, "--explain")) {
			a.explain = v;
		} else {
			return cli_unhandled(&p, opt);
		}
	}
	if (r != CLI_END)
		return r;
	if (!p.npos)
		return usage_error(usage_asm, "%s", "missing ISA.xml");
	const char *path = p.pos[0];
	char **texts = p.pos + 1;
	int ntexts = p.npos - 1;
	a.o.alternatives = a.verbose;
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	a.m = m;
	int rc = EXIT_OK;
	if (d.nerrors) {
		rc = EXIT_BAD;
	} else if (!m->va && (!m->instruction || m->dt || m->mp)) {
		fprintf(stderr, "%s: asm: %s has no assembler (isaspec descriptions with an "
			"#instruction root and Valhall's ISA.xml have)\n", progname, path);
		rc = EXIT_BAD;
	} else if (ntexts) {
		for (int i = 0; i < ntexts; i++)
			rc = worse(rc, asm_one(&a, "<args>", i + 1, texts[i]));
	} else {
		rc = asm_stdin(&a);
	}
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}
