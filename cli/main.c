/*
 * cli/main.c - the isaproof command line.
 *
 * Exit codes, for every subcommand: 0 ok, 1 findings (lint warnings,
 * words that match nothing, values that cannot be encoded), 2 bad input
 * or usage (a description with errors is refused).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <unistd.h>

#include "model/isa.h"
#include "codegen/gen.h"
#include "solver/prove.h"
#include "cli/cli.h"

/* the project's version, given by the build (CMake's project(VERSION)) */
#ifndef ISAPROOF_VERSION
#error "compile with -DISAPROOF_VERSION=\"x.y.z\" (CMakeLists.txt does)"
#endif

static const char usage_main[] =
	"usage: isaproof COMMAND [ARGS...]\n"
	"\n"
	"Reads an isaspec XML ISA description (or a QEMU decodetree .decode\n"
	"file) and works with it.\n"
	"\n"
	"commands:\n"
	"  lint ISA.xml            load the description and report its problems\n"
	"  decode ISA.xml [WORDS]  disassemble instruction words as Mesa would\n"
	"  encode ISA.xml LEAF F=V build an instruction word from field values\n"
	"  check ISA.xml           prove the description: ambiguity, unused encodings, lints\n"
	"  gen ISA.xml -o DIR      write a standalone C decoder/disassembler/encoder\n"
	"  vectors ISA.xml FILE    check test vectors: words and the text they must print\n"
	"  asm ISA.xml [TEXT...]   assemble instruction texts (Valhall ISA.xml)\n"
	"  corpus ISA.xml -o DIR   write fuzzing seeds (Z3 samples of every case) and a dictionary\n"
	"\n"
	"Run 'isaproof COMMAND --help' for a command's options.\n"
	"Exit status: 0 ok, 1 findings, 2 bad input or usage.\n";

static const char usage_lint[] =
	"usage: isaproof lint ISA.xml\n"
	"\n"
	"Loads the description (with its imports) and prints every diagnostic as\n"
	"  file:line:col: error|warning: message [rule-id]\n"
	"Exit status: 0 clean, 1 warnings only, 2 errors.\n";

static const char usage_decode[] =
	"usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]\n"
	"                       [--bin FILE | HEX...]\n"
	"\n"
	"Prints one line per instruction word, exactly as Mesa's generated\n"
	"disassembler does.  Words are MSB-first hex of the instruction width\n"
	"(fewer digits are zero-extended, 0x is optional); with no HEX and no\n"
	"--bin, one word per line is read from standard input.\n"
	"\n"
	"  --gen N          the GPU generation (ISA_GPU_ID(), gen ranges); default 0\n"
	"  --show-errors    append Mesa's \"\\t; message, ...\" error suffix\n"
	"  --branch-labels  print branch targets as labels (l<N>, fxn<N>)\n"
	"  --bin FILE       disassemble a binary: little-endian 32-bit dwords, the\n"
	"                   first dword holding bits 0-31 of the first instruction\n"
	"Exit status: 0 ok, 1 some word matched no instruction, 2 bad input.\n";

static const char usage_encode[] =
	"usage: isaproof encode ISA.xml LEAF FIELD=VALUE... [--gen N]\n"
	"\n"
	"Builds the word for instruction LEAF (a leaf bitset's name or display\n"
	"name) from field values (decimal, 0x hex, negative, or an enum's display\n"
	"text) and prints it as hex.  Unset fields are 0.  The word is decoded\n"
	"back to check that every value reads back.\n"
	"Exit status: 0 ok, 1 a value cannot be encoded, 2 bad input.\n";

static const char usage_check[] =
	"usage: isaproof check ISA.xml [--gen N] [--root NAME] [--format text|json|sarif]\n"
	"                      [--max-cubes N] [--max-per-rule N] [--timeout-ms N]\n"
	"                      [--timeout S] [--srcroot DIR]\n"
	"\n"
	"Proves properties of the description for every root bitset that is\n"
	"decoded (#instruction and every operand root used as a field type) and\n"
	"every gen interval in which the set of active leaves is constant:\n"
	"  - no two leaves match one word (else an error with a witness word,\n"
	"    re-decoded by the interpreter to show the conflict),\n"
	"  - the words no leaf matches, as disjoint ternary cubes with exact counts,\n"
	"  - static lints: unresolvable field references, leaves with no display,\n"
	"    enum values wider than their field, C name collisions, dead leaves.\n"
	"\n"
	"  --gen N          only the gen interval containing N\n"
	"  --root NAME      only this root bitset\n"
	"  --format F       text (GCC-style, default), json (docs/check-json.md), sarif\n"
	"  --max-cubes N    cubes listed per unused-space finding (default 16; totals\n"
	"                   are always exact)\n"
	"  --max-per-rule N findings listed per rule (default 100; 0 = all); the\n"
	"                   rest are counted in a finding-limit note\n"
	"  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is\n"
	"                   reported as unknown, never as proved\n"
	"  --timeout S      overall budget in seconds for all solver queries (default\n"
	"                   none); questions it leaves unasked are reported as unknown\n"
	"  --srcroot DIR    SARIF: artifact URIs relative to DIR (the repository\n"
	"                   root), with originalUriBaseIds SRCROOT\n"
	"Lint's diagnostics come first in every format; a description that does\n"
	"not load still gives a JSON or SARIF report of its errors.\n"
	"Exit status: 0 no errors, 1 errors found, 2 bad input.\n";

static const char usage_gen[] =
	"usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]\n"
	"                    [--timeout S] [--depfile FILE] [--compact]\n"
	"\n"
	"Writes DIR/NAME.h and DIR/NAME.c: a decoder for the description that needs\n"
	"only libc (C99).  Words are classified by a decision tree of switches on\n"
	"their bits, with the gen as a run-time argument; the disassembler prints\n"
	"exactly what `isaproof decode` prints; the encoder builds a word from a\n"
	"leaf and field values.  The header documents the API.  Files are only\n"
	"rewritten when their contents change.\n"
	"\n"
	"  -o DIR           where to write (created with its parents if missing)\n"
	"  --prefix NAME    C prefix of every public name (default: from the file name)\n"
	"  --verify         prove with Z3 that each root's decision tree classifies\n"
	"                   every word, at every gen, as the model does (same leaf, no\n"
	"                   match, or the same conflict); with no -o, only verify\n"
	"  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is\n"
	"                   reported, never proved\n"
	"  --timeout S      overall budget in seconds for --verify (default none)\n"
	"  --depfile FILE   also write a Makefile-style list of every file read\n"
	"                   (the description and its imports), for build systems\n"
	"  --compact        displays as data run by one loop instead of straight C per\n"
	"                   leaf: a sixteenth of the machine code, more instructions\n"
	"                   per word; the same output\n"
	"Exit status: 0 ok (and proved), 1 a tree was refuted or not proved,\n"
	"2 bad input or usage.\n";





/* ---- lint -------------------------------------------------------------- */

static int cmd_lint(int argc, char **argv)
{
	const char *path = NULL;
	for (int i = 0; i < argc; i++) {
		int so = shared_option(usage_lint, argc, argv, &i);
		if (so == OPT_TAKEN)
			continue;
		if (so != OPT_NONE)
			return so;
		if (argv[i][0] == '-' && argv[i][1])
			return usage_error(usage_lint, "unknown option '%s'", argv[i]);
		if (path)
			return usage_error(usage_lint, "unexpected argument '%s'", argv[i]);
		path = argv[i];
	}
	if (!path)
		return usage_error(usage_lint, "%s", "missing ISA.xml");
	isa_diags d;
	isa *m = cli_load(path, true, &d, stdout);
	int rc = d.nerrors ? EXIT_BAD : d.nwarnings ? EXIT_FINDINGS : EXIT_OK;
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}

/* ---- decode -------------------------------------------------------------- */

typedef struct words {
	isa_bits *v;
	int n, cap;
} words;

static void words_push(words *w, const isa_bits *b)
{
	if (w->n == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 256;
		w->v = realloc(w->v, (size_t)w->cap * sizeof(*w->v));
		if (!w->v) {
			fputs("isaproof: out of memory\n", stderr);
			exit(EXIT_BAD);
		}
	}
	w->v[w->n++] = *b;
}

/* Decode and print a batch; counts words that matched nothing. */
static int decode_batch(const isa *m, const words *w, const isa_decode_opts *o)
{
	isa_buf out;
	isa_buf_init(&out);
	isa_disasm(m, w->v, w->n, o, &out);
	if (out.len)
		fwrite(out.s, 1, out.len, stdout);
	isa_buf_free(&out);
	int nomatch = 0;
	for (int i = 0; i < w->n; i++)
		nomatch += !m->instruction || !isa_match(m, m->instruction, &w->v[i], o->gen, NULL);
	return nomatch;
}

/* Words are decoded in small batches as they are read (a word's text can
 * be 64 KiB), unless branch labels need the whole program first. */
#define DECODE_BATCH 256

static void push_decode(const isa *m, words *w, const isa_bits *b, const isa_decode_opts *o, int *rc)
{
	words_push(w, b);
	if (!o->branch_labels && w->n == DECODE_BATCH) {
		if (decode_batch(m, w, o) && *rc == EXIT_OK)
			*rc = EXIT_FINDINGS;
		w->n = 0;
	}
}

static bool read_bin(const char *path, const isa *m, words *w, const isa_decode_opts *o, int *rc)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "%s: cannot open '%s': %s\n", progname, path, strerror(errno));
		return false;
	}
	/* a file or a pipe; a device such as /dev/zero would never end */
	struct stat st;
	if (fstat(fileno(f), &st) == 0 && (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))) {
		fprintf(stderr, "%s: cannot read '%s': a device (give a file or a pipe)\n", progname, path);
		fclose(f);
		return false;
	}
	int ndw = (m->bitsize + 31) / 32;
	unsigned char buf[4 * ISA_MAX_WORDS * 2];
	size_t got;
	bool ok = true;
	while ((got = fread(buf, 1, (size_t)ndw * 4, f)) > 0) {
		if (got != (size_t)ndw * 4) {
			if (ferror(f))
				break;
			fprintf(stderr, "%s: '%s' ends inside an instruction (%zu stray bytes)\n",
				progname, path, got);
			ok = false;
			break;
		}
		isa_bits b;
		isa_bits_zero(&b);
		for (int k = 0; k < ndw; k++) {
			uint64_t dw = (uint64_t)buf[4 * k] | (uint64_t)buf[4 * k + 1] << 8 |
				      (uint64_t)buf[4 * k + 2] << 16 | (uint64_t)buf[4 * k + 3] << 24;
			b.w[k / 2] |= dw << (32 * (k % 2));
		}
		push_decode(m, w, &b, o, rc);
	}
	if (ferror(f)) { /* a read error is no end of file */
		fprintf(stderr, "%s: cannot read '%s': %s\n", progname, path, strerror(errno));
		ok = false;
	}
	fclose(f);
	return ok;
}

static int cmd_decode(int argc, char **argv)
{
	const char *path = NULL, *bin = NULL;
	isa_decode_opts o = {0};
	int first_word = -1, nwords = 0;
	char **hex = calloc((size_t)argc + 1, sizeof(char *));
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		int so = shared_option(usage_decode, argc, argv, &i);
		if (so == OPT_TAKEN)
			continue;
		if (so != OPT_NONE) {
			free(hex);
			return so;
		}
		if (!strcmp(a, "--gen") || !strncmp(a, "--gen=", 6)) {
			const char *v = a[5] == '=' ? a + 6 : (i + 1 < argc ? argv[++i] : NULL);
			if (!v || !parse_gen(v, &o.gen)) {
				free(hex);
				return usage_error(usage_decode, "--gen needs a number from 0 to 4294967295, got '%s'",
						   v ? v : "");
			}
		} else if (!strcmp(a, "--show-errors")) {
			o.show_errors = true;
		} else if (!strcmp(a, "--branch-labels")) {
			o.branch_labels = true;
		} else if (!strcmp(a, "--bin")) {
			if (i + 1 >= argc) {
				free(hex);
				return usage_error(usage_decode, "%s", "--bin needs a FILE");
			}
			bin = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			free(hex);
			return usage_error(usage_decode, "unknown option '%s'", a);
		} else if (!path) {
			path = a;
		} else {
			if (first_word < 0)
				first_word = i;
			hex[nwords++] = argv[i];
		}
	}
	if (!path) {
		free(hex);
		return usage_error(usage_decode, "%s", "missing ISA.xml");
	}
	if (bin && nwords) {
		free(hex);
		return usage_error(usage_decode, "%s", "give either --bin FILE or HEX words, not both");
	}
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_OK;
	words w = {0};
	if (d.nerrors) {
		rc = EXIT_BAD;
		goto out;
	}
	if (m->mp) /* .bin_fmt: a conflict is always shown */
		o.show_errors = true;
	if (bin) {
		if (!read_bin(bin, m, &w, &o, &rc)) {
			rc = EXIT_BAD;
			goto out;
		}
	} else if (nwords) {
		for (int i = 0; i < nwords; i++) {
			isa_bits b;
			if (!parse_word(hex[i], m->bitsize, &b)) {
				rc = EXIT_BAD;
				goto out;
			}
			words_push(&w, &b);
		}
	} else {
		/* stdin: one word a line */
		char line[4096];
		while (fgets(line, sizeof(line), stdin)) {
			char *s = trim(line);
			if (!s)
				continue;
			isa_bits b;
			if (!parse_word(s, m->bitsize, &b)) {
				rc = EXIT_BAD;
				break;
			}
			push_decode(m, &w, &b, &o, &rc);
		}
		if (ferror(stdin)) { /* a read error is no end of file */
			fprintf(stderr, "%s: cannot read standard input: %s\n", progname, strerror(errno));
			rc = EXIT_BAD;
			goto out;
		}
	}
	if (w.n && decode_batch(m, &w, &o) && rc == EXIT_OK)
		rc = EXIT_FINDINGS;
out:
	free(w.v);
	free(hex);
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}

/* ---- encode ---------------------------------------------------------------- */

/* Several leaves can share a name: the patterns of one decodetree trans_
 * function (with different constant arguments), isaspec leaves of other
 * gens.  When `first` (isa_find_leaf's) refuses the values, the first
 * other leaf of that name active at the gen that takes them, else NULL. */
static const isa_bitset *encode_namesake(const isa *m, const isa_bitset *first,
					 const isa_fieldval *vals, int nvals, uint32_t gen,
					 isa_bits *word)
{
	for (int i = 0; i < m->nbitsets; i++) {
		const isa_bitset *b = m->bitsets[i];
		char err[512];
		if (b == first || !b->is_leaf || strcmp(b->name, first->name) ||
		    gen < b->eff_gen_min || gen > b->eff_gen_max)
			continue;
		if (isa_encode(m, b, vals, nvals, gen, word, err, sizeof(err)))
			return b;
	}
	return NULL;
}

static int cmd_encode(int argc, char **argv)
{
	const char *path = NULL, *leafname = NULL;
	uint32_t gen = 0;
	isa_fieldval *vals = calloc((size_t)argc + 1, sizeof(*vals));
	int nvals = 0, rc = EXIT_OK;
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		int so = shared_option(usage_encode, argc, argv, &i);
		if (so == OPT_TAKEN)
			continue;
		if (so != OPT_NONE) {
			free(vals);
			return so;
		}
		if (!strcmp(a, "--gen") || !strncmp(a, "--gen=", 6)) {
			const char *v = a[5] == '=' ? a + 6 : (i + 1 < argc ? argv[++i] : NULL);
			if (!v || !parse_gen(v, &gen)) {
				free(vals);
				return usage_error(usage_encode, "--gen needs a number from 0 to 4294967295, got '%s'",
						   v ? v : "");
			}
		} else if (a[0] == '-' && a[1] && !strchr(a, '=')) {
			free(vals);
			return usage_error(usage_encode, "unknown option '%s'", a);
		} else if (!path) {
			path = a;
		} else if (!leafname) {
			leafname = a;
		} else {
			const char *eq = strchr(a, '=');
			if (!eq || eq == a) {
				free(vals);
				return usage_error(usage_encode, "expected FIELD=VALUE, got '%s'", a);
			}
			/* NAME=VALUE split in place: argv's strings are ours, and
			 * nothing is allocated that an early return could leak */
			argv[i][eq - a] = '\0';
			vals[nvals].name = argv[i];
			vals[nvals].value = eq + 1;
			nvals++;
		}
	}
	if (!path || !leafname) {
		free(vals);
		return usage_error(usage_encode, "%s", "missing ISA.xml or LEAF");
	}
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	if (d.nerrors) {
		rc = EXIT_BAD;
		goto out;
	}
	const isa_bitset *leaf = isa_find_leaf(m, leafname, gen);
	if (!leaf) {
		fprintf(stderr, "%s: no instruction (leaf bitset) named '%s'\n", progname, leafname);
		rc = EXIT_FINDINGS;
		goto out;
	}
	isa_bits word;
	char err[512];
	if (!isa_encode(m, leaf, vals, nvals, gen, &word, err, sizeof(err)) &&
	    !(leaf = encode_namesake(m, leaf, vals, nvals, gen, &word))) {
		fprintf(stderr, "%s: cannot encode %s: %s\n", progname, leafname, err);
		rc = EXIT_FINDINGS;
		goto out;
	}
	char hex[ISA_MAX_BITS / 4 + 1];
	int width = leaf->root->size > m->bitsize ? leaf->root->size : m->bitsize;
	isa_bits_format(&word, width, hex);
	printf("%s\n", hex);
out:
	free(vals);
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}

/* ---- check ----------------------------------------------------------------- */

static bool parse_count(const char *s, unsigned long max, unsigned long *out)
{
	uint64_t v;
	if (!parse_uint(s, max, &v))
		return false;
	*out = (unsigned long)v;
	return true;
}

static int cmd_check(int argc, char **argv)
{
	const char *path = NULL;
	pv_opts o = {.max_cubes = 16, .timeout_ms = DEFAULT_TIMEOUT_MS};
	pv_format fmt = PV_TEXT;
	int max_per_rule = 0;
	const char *srcroot = NULL;
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		unsigned long n;
		int so = shared_option(usage_check, argc, argv, &i);
		if (so == OPT_TAKEN)
			continue;
		if (so != OPT_NONE)
			return so;
		if (!strcmp(a, "--gen")) {
			if (!v || !parse_gen(v, &o.gen))
				return usage_error(usage_check, "--gen needs a number, got '%s'", v ? v : "");
			o.has_gen = true;
			i++;
		} else if (!strcmp(a, "--root")) {
			if (!v)
				return usage_error(usage_check, "%s", "--root needs a NAME");
			o.root = v;
			i++;
		} else if (!strcmp(a, "--format")) {
			if (v && !strcmp(v, "text"))
				fmt = PV_TEXT;
			else if (v && !strcmp(v, "json"))
				fmt = PV_JSON;
			else if (v && !strcmp(v, "sarif"))
				fmt = PV_SARIF;
			else
				return usage_error(usage_check, "--format is text, json or sarif, not '%s'",
						   v ? v : "");
			i++;
		} else if (!strcmp(a, "--srcroot")) {
			if (!v)
				return usage_error(usage_check, "%s", "--srcroot needs a DIR");
			srcroot = v;
			i++;
		} else if (!strcmp(a, "--max-cubes")) {
			if (!v || !parse_count(v, 1000000, &n))
				return usage_error(usage_check, "--max-cubes needs a count, got '%s'", v ? v : "");
			o.max_cubes = (int)n;
			i++;
		} else if (!strcmp(a, "--timeout-ms")) {
			if (!v || !parse_count(v, UINT32_MAX, &n))
				return usage_error(usage_check, "--timeout-ms needs a number, got '%s'",
						   v ? v : "");
			o.timeout_ms = (unsigned)n;
			i++;
		} else if (!strcmp(a, "--timeout")) {
			if (!v || !parse_count(v, 1000000, &n) || !n)
				return usage_error(usage_check, "--timeout needs seconds (1 or more), got '%s'",
						   v ? v : "");
			pv_set_deadline((double)n);
			i++;
		} else if (!strcmp(a, "--max-per-rule")) {
			if (!v || !parse_count(v, INT32_MAX, &n))
				return usage_error(usage_check, "--max-per-rule needs a count, got '%s'",
						   v ? v : "");
			max_per_rule = n ? (int)n : -1;
			i++;
		} else if (a[0] == '-' && a[1]) {
			return usage_error(usage_check, "unknown option '%s'", a);
		} else if (!path) {
			path = a;
		} else {
			return usage_error(usage_check, "unexpected argument '%s'", a);
		}
	}
	if (!path)
		return usage_error(usage_check, "%s", "missing ISA.xml");
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_BAD;
	pv_report r;
	pv_report_init(&r);
	r.srcroot = srcroot;
	r.max_per_rule = max_per_rule;
	/* what lint says comes first, in every format: the warnings of a
	 * description that loads, the errors of one that does not (JSON and
	 * SARIF readers get a report either way) */
	for (int i = 0; i < d.n; i++) {
		const isa_diag *g = &d.v[i];
		pv_add(&r, g->severity == ISA_ERROR ? PV_ERROR : PV_WARNING, g->rule, g->loc, "%s",
		       g->msg);
	}
	for (int i = 0; i < d.nrules; i++) { /* what the loader counted, not kept */
		const isa_rule_count *rc = &d.rules[i];
		if (rc->n > rc->listed)
			pv_add(&r, PV_NOTE, "diag-limit", rc->first,
			       "%d more [%s] diagnostics not listed (%d reported, the first %d shown)",
			       rc->n - rc->listed, rc->rule, rc->n, rc->listed);
	}
	if (d.nerrors) {
		if (fmt != PV_TEXT)
			pv_report_print(&r, fmt, path, stdout);
	} else {
		const isa_bitset *rb = o.root ? isa_find_bitset(m, o.root) : NULL;
		if (o.root && (!rb || rb->extends)) {
			fprintf(stderr, "%s: no root bitset named '%s'\n", progname, o.root);
		} else {
			o.progress = isatty(2);
			pv_check(m, &o, &r);
			pv_report_print(&r, fmt, path, stdout);
			rc = r.nerrors ? EXIT_FINDINGS : EXIT_OK;
		}
	}
	pv_report_free(&r);
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}

/* ---- gen --------------------------------------------------------------- */

/* a C identifier from the file's base name: "ir3-cat6.xml" -> "ir3_cat6" */
static void default_prefix(const char *path, char *out, size_t len)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	size_t n = 0;
	if (!((base[0] >= 'a' && base[0] <= 'z') || (base[0] >= 'A' && base[0] <= 'Z')))
		out[n++] = '_';
	for (; *base && *base != '.' && n + 1 < len && n < 40; base++) {
		char ch = *base;
		bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
		out[n++] = ok ? ch : '_';
	}
	out[n] = '\0';
}

/* Prove every root's tree; prints one line per root.  Returns true when
 * all are proved. */
static bool verify_trees(const isa *m, isa_dtree *const *trees, unsigned timeout_ms)
{
	int proved = 0, refuted = 0, undecided = 0, queries = 0;
	for (int r = 0; r < m->nroots; r++) {
		const isa_dtree *t = trees[r];
		pv_tree_result res;
		pv_verify_tree(m, t, timeout_ms, &res);
		queries += res.queries;
		printf("%s: %d leaves, %d tree nodes, depth %d, at most %d candidates per tree leaf: ",
		       m->roots[r].root->name, m->roots[r].nleaves, t->nnodes, t->depth, t->max_cand);
		if (res.verdict == PV_PROVED) {
			printf("proved\n");
			proved++;
		} else if (res.verdict == PV_REFUTED) {
			char hex[ISA_MAX_BITS / 4 + 1];
			isa_bits_format(&res.word, m->roots[r].root->size, hex);
			printf("REFUTED: %s (word %s, gen %u)\n", res.detail, hex, res.gen);
			refuted++;
		} else {
			printf("unknown: %s\n", res.detail);
			undecided++;
		}
	}
	if (!refuted && !undecided)
		printf("verified: for every word and every gen, the %d generated classifier%s agree%s "
		       "with the model (%d solver queries)\n",
		       proved, proved == 1 ? "" : "s", proved == 1 ? "s" : "", queries);
	else
		printf("not verified: %d proved, %d refuted, %d unknown\n", proved, refuted, undecided);
	return !refuted && !undecided;
}

/* A path as a Makefile rule spells it: blanks, '#', ':' and '\\' escaped,
 * '$' doubled.  A newline cannot be written at all: false. */
static bool put_make_path(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '\n' || *s == '\r')
			return false;
		if (*s == ' ' || *s == '\t' || *s == '#' || *s == ':' || *s == '\\')
			fputc('\\', f);
		if (*s == '$')
			fputc('$', f);
		fputc(*s, f);
	}
	return true;
}

/* "DIR/P.c DIR/P.h: file file..." so a build reruns gen when an import
 * changes too */
static bool write_depfile(const char *dep, const isa *m, const char *dir, const char *prefix,
			  char *err, size_t errlen)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	bool ok = true;
	err[0] = '\0';
	const char *exts[2] = {".c", ".h"};
	for (int k = 0; k < 2; k++) {
		ok &= put_make_path(f, dir);
		fprintf(f, "/%s%s%s", prefix, exts[k], k ? ":" : " ");
	}
	for (int i = 0; i < m->nfiles; i++) {
		fputc(' ', f);
		if (!put_make_path(f, m->files[i])) {
			ok = false;
			snprintf(err, errlen, "cannot write %s: a path holds a newline, which a Makefile "
					      "cannot spell", dep);
		}
	}
	fputc('\n', f);
	fclose(f);
	if (ok)
		ok = isa_write_file(dep, text, len, err, errlen);
	else if (!err[0])
		snprintf(err, errlen, "cannot write %s: the output folder holds a newline", dep);
	free(text);
	return ok;
}

static int cmd_gen(int argc, char **argv)
{
	const char *path = NULL, *dir = NULL, *prefix = NULL, *depfile = NULL;
	bool verify = false, compact = false;
	unsigned timeout_ms = DEFAULT_TIMEOUT_MS;
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		unsigned long n;
		int so = shared_option(usage_gen, argc, argv, &i);
		if (so == OPT_TAKEN)
			continue;
		if (so != OPT_NONE)
			return so;
		if (!strcmp(a, "-o")) {
			if (!v)
				return usage_error(usage_gen, "%s", "-o needs a DIR");
			dir = v;
			i++;
		} else if (!strcmp(a, "--prefix")) {
			if (!v || !gen_prefix_ok(v))
				return usage_error(usage_gen, "--prefix needs a C identifier, got '%s'",
						   v ? v : "");
			prefix = v;
			i++;
		} else if (!strcmp(a, "--verify")) {
			verify = true;
		} else if (!strcmp(a, "--compact")) {
			compact = true;
		} else if (!strcmp(a, "--depfile")) {
			if (!v)
				return usage_error(usage_gen, "%s", "--depfile needs a FILE");
			depfile = v;
			i++;
		} else if (!strcmp(a, "--timeout-ms")) {
			if (!v || !parse_count(v, UINT32_MAX, &n))
				return usage_error(usage_gen, "--timeout-ms needs a number, got '%s'",
						   v ? v : "");
			timeout_ms = (unsigned)n;
			i++;
		} else if (!strcmp(a, "--timeout")) {
			if (!v || !parse_count(v, 1000000, &n) || !n)
				return usage_error(usage_gen, "--timeout needs seconds (1 or more), got '%s'",
						   v ? v : "");
			pv_set_deadline((double)n);
			i++;
		} else if (a[0] == '-' && a[1]) {
			return usage_error(usage_gen, "unknown option '%s'", a);
		} else if (!path) {
			path = a;
		} else {
			return usage_error(usage_gen, "unexpected argument '%s'", a);
		}
	}
	if (!path)
		return usage_error(usage_gen, "%s", "missing ISA.xml");
	if (!dir && !verify)
		return usage_error(usage_gen, "%s", "nothing to do: give -o DIR and/or --verify");
	char pbuf[64];
	if (!prefix) {
		default_prefix(path, pbuf, sizeof(pbuf));
		prefix = pbuf;
	}
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_BAD;
	if (!d.nerrors && m->va && dir) {
		/* the generated runtime prints isaspec displays, not Mesa's
		 * Valhall text: refuse rather than write a wrong disassembler */
		fprintf(stderr, "%s: gen: no C decoder for Valhall ISA.xml yet (gen --verify proves "
			"the classifier; decode, encode, asm and check work)\n", progname);
		d.nerrors++;
	}
	if (!d.nerrors) {
		/* one tree per root: the tree proved is the tree written */
		isa_dtree **trees = calloc((size_t)m->nroots + 1, sizeof(*trees));
		for (int r = 0; r < m->nroots; r++)
			trees[r] = isa_dtree_build(m, &m->roots[r]);
		rc = EXIT_OK;
		if (verify && !verify_trees(m, trees, timeout_ms))
			rc = EXIT_FINDINGS;
		if (dir) {
			gen_opts go = {.prefix = prefix, .source = path, .trees = trees, .compact = compact};
			char err[512];
			if (!gen_write(m, &go, dir, err, sizeof(err))) {
				fprintf(stderr, "%s: gen: %s\n", progname, err);
				rc = EXIT_BAD;
			} else if (depfile && !write_depfile(depfile, m, dir, prefix, err, sizeof(err))) {
				fprintf(stderr, "%s: gen: %s\n", progname, err);
				rc = EXIT_BAD;
			}
		}
		free(trees);
	}
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}

int cli_run(int argc, char **argv)
{
	if (argc < 2) {
		fputs(usage_main, stderr);
		return EXIT_BAD;
	}
	const char *cmd = argv[1];
	if (is_help(cmd)) {
		fputs(usage_main, stdout);
		return EXIT_OK;
	}
	if (!strcmp(cmd, "--version")) {
		puts("isaproof " ISAPROOF_VERSION);
		return EXIT_OK;
	}
	if (!strcmp(cmd, "lint"))
		return cmd_lint(argc - 2, argv + 2);
	if (!strcmp(cmd, "decode"))
		return cmd_decode(argc - 2, argv + 2);
	if (!strcmp(cmd, "encode"))
		return cmd_encode(argc - 2, argv + 2);
	if (!strcmp(cmd, "check"))
		return cmd_check(argc - 2, argv + 2);
	if (!strcmp(cmd, "gen"))
		return cmd_gen(argc - 2, argv + 2);
	if (!strcmp(cmd, "vectors"))
		return cmd_vectors(argc - 2, argv + 2);
	if (!strcmp(cmd, "corpus"))
		return cmd_corpus(argc - 2, argv + 2);
	if (!strcmp(cmd, "asm"))
		return cmd_asm(argc - 2, argv + 2);
	fprintf(stderr, "%s: unknown command '%s'\n%s", progname, cmd, usage_main);
	return EXIT_BAD;
}

int main(int argc, char **argv)
{
	int rc = cli_run(argc, argv);
	/* Output that never arrived (a full disk, a closed pipe, /dev/full)
	 * is a failure, whatever the command found. */
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "%s: cannot write standard output: %s\n", progname, strerror(errno));
		fclose(stdout);
		return EXIT_BAD;
	}
	if (fclose(stdout) != 0) {
		fprintf(stderr, "%s: cannot write standard output: %s\n", progname, strerror(errno));
		return EXIT_BAD;
	}
	return rc;
}
