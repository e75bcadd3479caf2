/*
 * cli/vectors.c - isaproof vectors: check a description against a file of
 * test vectors (words with the text another disassembler prints for them).
 *
 * Each vector is decoded with the model's interpreter and must print
 * exactly the expected text; the decoded field values are then encoded
 * again and must give the word back (modulo the leaf's dontcare bits), so
 * one file tests the decoder and the encoder together.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char usage_vectors[] =
	"usage: isaproof vectors ISA.xml FILE [--gen N] [--show-errors]\n"
	"\n"
	"Checks test vectors.  Each line of FILE is\n"
	"  [GEN ]HEX<TAB>EXPECTED TEXT\n"
	"(blank lines and lines starting with # are skipped).  The word is decoded\n"
	"at GEN (default: --gen, else 0) and must print exactly EXPECTED TEXT; a\n"
	"word that decodes is then encoded again from its decoded field values and\n"
	"must come back (modulo dontcare bits); its text must assemble (`asm`) into\n"
	"a word that prints it again.  Each mismatch is printed as\n"
	"FILE:LINE: ... with the expected and the actual text or word; a summary\n"
	"line follows.\n"
	"\n"
	"  --gen N          the gen of lines that give none\n"
	"  --show-errors    compare the text with Mesa's \"\\t; message\" error suffix\n"
	"\n"
	"For a Bifrost ISA.xml a line is [fma |add ]HEX<TAB>TEXT: the word is\n"
	"decoded in that slot (default --slot's) under the context decode's\n"
	"options give, and its values encoded again must print the same text.\n"
	"\n" CLI_BI_HELP
	"Exit status: 0 every vector passes, 1 some do not, 2 bad input or usage.\n";

/* One parsed line of a vectors file. */
typedef struct vec_line {
	uint32_t gen;
	isa_bits word;
	const char *text;
} vec_line;

/* "[GEN ]HEX\tTEXT" -> *v; false (with a message) when malformed. */
static bool vec_parse(char *line, uint32_t default_gen, int bitsize, vec_line *v, char *why,
		      size_t len)
{
	char *tab = strchr(line, '\t');
	if (!tab) {
		snprintf(why, len, "expected [GEN ]HEX<TAB>TEXT");
		return false;
	}
	*tab = '\0';
	v->text = tab + 1;
	char *word = line, *sp = strchr(line, ' ');
	v->gen = default_gen;
	if (sp) {
		*sp = '\0';
		if (!parse_gen(line, &v->gen)) {
			snprintf(why, len, "bad gen '%s'", line);
			return false;
		}
		word = sp + 1;
		while (*word == ' ')
			word++;
	}
	if (!isa_bits_parse_hex(word, bitsize, &v->word)) {
		snprintf(why, len, "'%s' is not a hex word of at most %d bits", word, bitsize);
		return false;
	}
	return true;
}

/* The distinct encodable field names of a leaf's chain (every case). */
static int vec_field_names(const isa_bitset *leaf, const char **names, int max)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind == TY_ASSERT || f->derived)
					continue;
				int k = 0;
				while (k < n && strcmp(names[k], f->name))
					k++;
				if (k == n && n < max)
					names[n++] = f->name;
			}
	return n;
}

enum { VEC_MAX_FIELDS = 128 };

/* Encode the word's decoded field values again.  Returns true when the
 * word comes back modulo dontcare bits; otherwise *back and err say what
 * came out. */
static bool vec_roundtrip(const isa *m, const isa_bitset *leaf, const vec_line *v, isa_bits *back,
			  char *err, size_t len)
{
	const char *names[VEC_MAX_FIELDS];
	isa_fieldval vals[VEC_MAX_FIELDS];
	char text[VEC_MAX_FIELDS][24];
	int nn = vec_field_names(leaf, names, VEC_MAX_FIELDS), n = 0;
	for (int i = 0; i < nn; i++) {
		uint64_t val;
		/* the definition the word selects: a name only some cases
		 * define is left out when this word's cases do not */
		const isa_field *f = isa_resolve_field(m, leaf, &v->word, v->gen, names[i], &val);
		if (!f || f->derived || f->kind == TY_ASSERT)
			continue;
		snprintf(text[n], sizeof(text[n]), "0x%llx", (unsigned long long)val);
		vals[n] = (isa_fieldval){names[i], text[n]};
		n++;
	}
	err[0] = '\0';
	isa_bits_zero(back);
	if (!isa_encode(m, leaf, vals, n, v->gen, back, err, len))
		return false;
	isa_bits diff;
	isa_bits_andnot(&diff, back, &leaf->ldontcare);
	isa_bits want;
	isa_bits_andnot(&want, &v->word, &leaf->ldontcare);
	return isa_bits_equal(&diff, &want);
}

typedef struct vec_stats {
	long vectors, text_bad, roundtrip_bad, decoded, asm_bad, asm_tried;
} vec_stats;

/* Valhall: Mesa's assembler must give the word back from the text. */
static void vec_asm(const isa *m, const char *file, int lineno, const vec_line *v, vec_stats *st)
{
	uint64_t w = 0;
	char err[512];
	bool ok = isa_va_asm(m, v->text, &w, err, sizeof(err));
	if (ok && w == v->word.w[0])
		return;
	st->asm_bad++;
	if (!ok)
		printf("%s:%d: %016llx: asm refuses '%s': %s\n", file, lineno,
		       (unsigned long long)v->word.w[0], v->text, err);
	else
		printf("%s:%d: asm '%s'\n    expected: %016llx\n    got:      %016llx\n", file, lineno,
		       v->text, (unsigned long long)v->word.w[0], (unsigned long long)w);
}

/* isaspec: the text must assemble into a word that prints it again
 * (the word itself may differ where the text does not decide a bit).
 * A word that matched nothing has no text to read back. */
static void vec_asm_isaspec(const isa *m, const char *file, int lineno, const vec_line *v,
			    bool show_errors, vec_stats *st)
{
	isa_asm_opts o = {.gen = v->gen, .show_errors = show_errors};
	isa_asm_result r;
	st->asm_tried++;
	if (isa_asm(m, v->text, &o, &r) == ISA_ASM_OK)
		return;
	st->asm_bad++;
	char *one = isa_one_line(r.msg);
	printf("%s:%d: asm refuses '%s' (gen %u): %s\n", file, lineno, v->text, v->gen, one);
	free(one);
}

static bool vec_has_asm(const isa *m)
{
	return m->va || (m->instruction && !m->dt && !m->mp);
}

/* Check one vector; prints FILE:LINE: lines for what does not hold. */
static void vec_check(const isa *m, const char *file, int lineno, const vec_line *v, bool show_errors,
		      vec_stats *st)
{
	isa_decode_opts o = {.gen = v->gen, .show_errors = show_errors};
	isa_buf out;
	isa_buf_init(&out);
	const isa_bitset *leaf = isa_decode(m, &v->word, &o, &out);
	const char *got = out.s ? out.s : "";
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(&v->word, m->bitsize, hex);
	st->vectors++;
	if (m->va)
		vec_asm(m, file, lineno, v, st);
	if (strcmp(got, v->text)) {
		st->text_bad++;
		printf("%s:%d: %s (gen %u): text differs\n    expected: %s\n    got:      %s\n", file,
		       lineno, hex, v->gen, v->text, got);
	}
	isa_buf_free(&out);
	if (!leaf)
		return;
	if (!m->va && vec_has_asm(m))
		vec_asm_isaspec(m, file, lineno, v, show_errors, st);
	st->decoded++;
	isa_bits back;
	char err[512];
	if (!vec_roundtrip(m, leaf, v, &back, err, sizeof(err))) {
		st->roundtrip_bad++;
		char bhex[ISA_MAX_BITS / 4 + 1];
		isa_bits_format(&back, m->bitsize, bhex);
		printf("%s:%d: %s (gen %u): decoded fields of '%s' do not encode back\n"
		       "    expected: %s\n    got:      %s\n",
		       file, lineno, hex, v->gen, leaf->name, hex, err[0] ? err : bhex);
	}
}

/* Read and check every vector of the file.  Returns an exit status. */
static int vec_run(const isa *m, const char *path, uint32_t gen, bool show_errors)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: cannot open '%s': %s\n", progname, path, strerror(errno));
		return EXIT_BAD;
	}
	vec_stats st = {0};
	char line[8192];
	int lineno = 0, rc = EXIT_OK, got;
	cli_lines in;
	if (!cli_lines_open(&in, f, path)) {
		fclose(f);
		return EXIT_BAD;
	}
	while ((got = cli_lines_next(&in, line, sizeof(line))) > 0) {
		lineno = in.lineno;
		size_t n = strlen(line);
		while (n && line[n - 1] == '\r')
			line[--n] = '\0';
		const char *s = line;
		while (*s == ' ')
			s++;
		if (!*s || *s == '#')
			continue;
		vec_line v;
		char why[256];
		if (!vec_parse(line + (s - line), gen, m->bitsize, &v, why, sizeof(why))) {
			fprintf(stderr, "%s:%d: %s\n", path, lineno, why);
			rc = EXIT_BAD;
			break;
		}
		vec_check(m, path, lineno, &v, show_errors, &st);
	}
	if (got < 0)
		rc = EXIT_BAD;
	fclose(f);
	if (rc == EXIT_BAD)
		return rc;
	long bad = st.text_bad + st.roundtrip_bad + st.asm_bad;
	char asm_part[64] = "";
	if (m->va)
		snprintf(asm_part, sizeof(asm_part), ", %ld asm mismatches", st.asm_bad);
	else if (st.asm_bad) /* isaspec: named only when some text is refused */
		snprintf(asm_part, sizeof(asm_part), ", %ld of %ld texts not assembled", st.asm_bad,
			 st.asm_tried);
	printf("%s: %ld vectors, %ld decoded: %ld text mismatches, %ld round-trip failures%s%s\n", path,
	       st.vectors, st.decoded, st.text_bad, st.roundtrip_bad, asm_part, bad ? "" : ": all pass");
	return bad ? EXIT_FINDINGS : EXIT_OK;
}

int cmd_vectors(int argc, char **argv)
{
	uint32_t gen = 0;
	bool show_errors = false, bi_given = false;
	isa_bi_ctx bictx = {0};
	cli_parser p;
	cli_parser_init(&p, usage_vectors, argc, argv);
	const char *a, *v;
	int r;
	while ((r = cli_next(&p, &a, &v)) == CLI_OPT) {
		if (!strcmp(a, "--gen")) {
			if (!parse_gen(v, &gen))
				return usage_error(usage_vectors,
						   "--gen needs a number from 0 to 4294967295, got '%s'", v);
		} else if (!strcmp(a, "--show-errors")) {
			show_errors = true;
		} else if ((r = cli_bi_option(usage_vectors, a, v, &bictx)) != 0) {
			if (r < 0)
				return EXIT_BAD;
			bi_given = true;
		} else {
			return cli_unhandled(&p, a);
		}
	}
	if (r != CLI_END)
		return r;
	if (p.npos > 2)
		return usage_error(usage_vectors, "unexpected argument '%s'", p.pos[2]);
	if (p.npos < 2)
		return usage_error(usage_vectors, "%s", "missing ISA.xml or FILE");
	const char *path = p.pos[0], *file = p.pos[1];
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	char why[200];
	int rc;
	if (d.nerrors) {
		rc = EXIT_BAD;
	} else if (m->bi && !isa_bi_ctx_valid(&bictx, why, sizeof(why))) {
		fprintf(stderr, "%s: %s\n", progname, why); /* Mesa asserts: no text */
		rc = EXIT_BAD;
	} else if (m->bi) {
		rc = cli_bi_vectors(m, file, &bictx, show_errors);
	} else if (bi_given) {
		fprintf(stderr, "%s: --slot, --regs, --next-regs, --last, --staging, --branch-offset "
				"and --const are for a Bifrost ISA.xml\n", progname);
		rc = EXIT_BAD;
	} else {
		rc = vec_run(m, file, gen, show_errors);
	}
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}
