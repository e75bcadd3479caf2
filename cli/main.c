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
	"usage: isaproof COMMAND [OPTIONS] ISA [ARGS...]\n"
	"       isaproof --help | --version\n"
	"\n"
	"Reads an ISA description -- Mesa isaspec XML, Panfrost Valhall or Bifrost\n"
	"ISA.xml (Bifrost: lint, decode, encode, check), QEMU decodetree .decode,\n"
	"or MPACT-Sim .bin_fmt (with its .isa) -- and works with it.\n"
	"\n"
	"commands:\n"
	"  lint ISA.xml            load the description and report its problems\n"
	"  decode ISA.xml [WORDS]  disassemble instruction words as Mesa would\n"
	"  encode ISA.xml LEAF F=V build an instruction word from field values\n"
	"  check ISA.xml           prove the description: ambiguity, gaps, lints\n"
	"  gen ISA.xml -o DIR      write a standalone C decoder/disassembler/encoder\n"
	"  vectors ISA.xml FILE    check test vectors: words and the text they must print\n"
	"  asm ISA.xml [TEXT...]   assemble instruction texts (isaspec, Valhall ISA.xml)\n"
	"  corpus ISA.xml -o DIR   write fuzzing seeds (a word per case) and a dictionary\n"
	"  diff A B                prove two descriptions decode alike, or show where not\n"
	"\n"
	"options:\n"
	"  -h, --help              this text (after a COMMAND: that command's options)\n"
	"  --version               print the version\n"
	"\n"
	"Run 'isaproof COMMAND --help' for a command's options.  Every command takes\n"
	"--opt value and --opt=value, options before or after its arguments, and\n"
	"`--` to end the options.\n"
	"Exit status: 0 ok, 1 findings, 2 bad input or usage.\n";

static const char usage_lint[] =
	"usage: isaproof lint ISA.xml\n"
	"\n"
	"Loads the description (with its imports) and prints every diagnostic as\n"
	"  file:line:col: error|warning: message [rule-id]\n"
	"Exit status: 0 clean, 1 warnings only, 2 errors.\n";

static const char usage_decode[] =
	"usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]\n"
	"                       [--address] [--raw] [--bin FILE [--start OFFSET]\n"
	"                       [--count N] | HEX...]\n"
	"\n"
	"Prints one line per instruction word, exactly as Mesa's generated\n"
	"disassembler does.  Words are MSB-first hex of the instruction width\n"
	"(fewer digits are zero-extended, 0x is optional, '_' may group digits);\n"
	"with no HEX and no --bin, one word per line is read from standard input.\n"
	"\n"
	"  --gen N          the GPU generation (ISA_GPU_ID(), gen ranges); default 0\n"
	"  --show-errors    append Mesa's \"\\t; message, ...\" error suffix\n"
	"  --branch-labels  print branch targets as labels (l<N>, fxn<N>)\n"
	"  --bin FILE       disassemble a binary: little-endian 32-bit dwords, the\n"
	"                   first dword holding bits 0-31 of the first instruction\n"
	"  --start OFFSET   --bin: begin at this byte offset of FILE (default 0)\n"
	"  --count N        --bin: decode at most N instructions\n"
	"  --address        objdump-style: each line starts with the word's address\n"
	"                   (its byte offset in FILE; with HEX words, counted from 0)\n"
	"  --raw            each line shows the word as hex (MSB first) before the text\n"
	"Without --address and --raw the text is exactly Mesa's.\n"
	"\n" CLI_BI_HELP CLI_BI_CLAUSE_HELP
	"Exit status: 0 ok, 1 some word matched no instruction, 2 bad input.\n";

static const char usage_encode[] =
	"usage: isaproof encode ISA.xml LEAF FIELD=VALUE... [--gen N]\n"
	"\n"
	"Builds the word for instruction LEAF (a leaf bitset's name or display\n"
	"name) from field values (decimal, 0x hex or 0b binary, negative, or an\n"
	"enum's display text; a leading 0 is still decimal) and prints it as hex.\n"
	"Unset fields are 0.  The word is decoded back to check that every value\n"
	"reads back.  A negative VALUE needs no care (imm=-3); a FIELD that starts\n"
	"with '-' comes after `--`.\n"
	"\n"
	"For a Bifrost ISA.xml, LEAF is *NAME (FMA slot) or +NAME (ADD slot), or\n"
	"a state's name (*NAME.1); FIELD is srcN, a modifier (by the name it\n"
	"prints), derivedN or an immediate (docs/bifrost.md).\n"
	"\n"
	"  --gen N          the GPU generation (ISA_GPU_ID(), gen ranges); default 0\n"
	"Exit status: 0 ok, 1 a value cannot be encoded, 2 bad input (an unknown\n"
	"LEAF or FIELD too).\n";

static const char usage_check[] =
	"usage: isaproof check ISA.xml... [--gen N] [--root NAME]\n"
	"                      [--format text|json|sarif|codequality] [--category ID]\n"
	"                      [--max-cubes N] [--max-per-rule N] [--timeout-ms N]\n"
	"                      [--timeout S] [--srcroot DIR]\n"
	"                      [--baseline FILE] [--write-baseline FILE]\n"
	"                      [--show-baselined] [--fail-on-fixed]\n"
	"                      [--disable RULES] [--enable RULES]\n"
	"                      [--fail-on error|warning|never] [--no-notes]\n"
	"       isaproof check [--project FILE] [OPTIONS]\n"
	"\n"
	"Proves properties of the description for every root bitset that is\n"
	"decoded (#instruction and every operand root used as a field type) and\n"
	"every gen interval in which the set of active leaves is constant:\n"
	"  - no two leaves match one word (else an error with a witness word,\n"
	"    re-decoded by the interpreter to show the conflict),\n"
	"  - the words no leaf matches, as disjoint ternary cubes with exact counts,\n"
	"  - static lints: unresolvable field references, leaves with no display,\n"
	"    enum values wider than their field, C name collisions, dead leaves.\n"
	"Several files are checked into one report (the options apply to each);\n"
	"with no file, the descriptions a project file lists, each with its own\n"
	"options (docs/project.md).\n"
	"\n"
	"  --gen N          only the gen interval containing N\n"
	"  --root NAME      only this root bitset\n"
	"  --format F       text (GCC-style, default), json (docs/check-json.md), sarif,\n"
	"                   codequality (GitLab Code Quality)\n"
	"  --category ID    SARIF: automationDetails.id (one per uploaded run)\n"
	"  --max-cubes N    cubes listed per unused-space finding (default 16; totals\n"
	"                   are always exact)\n"
	"  --max-per-rule N findings listed per rule (default 100; 0 = all); the\n"
	"                   rest are counted in a finding-limit note\n"
	"  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is\n"
	"                   reported as unknown, never as proved\n"
	"  --timeout S      overall budget in seconds for all solver queries (default\n"
	"                   none); questions it leaves unasked are reported as unknown\n"
	"  --srcroot DIR    SARIF: artifact URIs relative to DIR (the repository\n"
	"                   root), with originalUriBaseIds SRCROOT; codequality paths\n"
	"                   relative to DIR\n"
	"  --write-baseline FILE  write the findings' fingerprints to FILE\n"
	"                   (docs/baselines.md)\n"
	"  --baseline FILE  findings in FILE are accepted: not shown, never fail the run;\n"
	"                   entries no longer found are reported as fixed (a note)\n"
	"  --show-baselined print accepted findings too (marked, not counted)\n"
	"  --fail-on-fixed  baseline entries no longer found fail the run\n"
	"  --disable RULES  rule ids or groups (docs/rules.md), comma-separated: not\n"
	"                   shown, not counted\n"
	"  --enable RULES   turn rules or groups on again (the last switch wins)\n"
	"  --fail-on L      error (default), warning (warnings and unknowns too), never\n"
	"  --no-notes       text: notes not printed (still counted in the summary)\n"
	"  --project FILE   the project file to read (default: " CLI_PROJECT_FILE " in the\n"
	"                   current folder, when no ISA file is given)\n"
	"Lint's diagnostics come first in every format; a description that does\n"
	"not load still gives a JSON or SARIF report of its errors.\n"
	"Exit status: 0 nothing fails (--fail-on), 1 findings that fail, 2 bad input\n"
	"(of any description checked).\n";

static const char usage_gen[] =
	"usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]\n"
	"                    [--timeout S] [--depfile FILE]\n"
	"                    [--compact | --classify-only | --args-only] [--no-asm]\n"
	"\n"
	"Writes DIR/NAME.h and DIR/NAME.c: a decoder for the description that needs\n"
	"only libc (C99).  Words are classified by a decision tree of switches on\n"
	"their bits, with the gen as a run-time argument; the disassembler prints\n"
	"exactly what `isaproof decode` prints; the encoder builds a word from a\n"
	"leaf and field values; an isaspec description also gets an assembler\n"
	"(NAME_assemble, text to word as `isaproof asm`).  The header documents the\n"
	"API.  Files are only rewritten when their contents change.\n"
	"\n"
	"  -o DIR           where to write (created with its parents if missing)\n"
	"  --prefix NAME    C prefix of every public name (default: from the file name)\n"
	"  --verify         prove with Z3 that each root's decision tree classifies\n"
	"                   every word, at every gen, as the model does (same leaf, no\n"
	"                   match, or the same conflict); with no -o, only verify.\n"
	"                   Bifrost: compile the decoder ($CC, else cc) and compare\n"
	"                   its text with the model's on every word of both slots\n"
	"                   under four operand contexts\n"
	"  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is\n"
	"                   reported, never proved\n"
	"  --timeout S      overall budget in seconds for --verify (default none)\n"
	"  --depfile FILE   also write a Makefile-style list of every file read\n"
	"                   (the description and its imports), for build systems\n"
	"  --compact        displays as data run by one loop instead of straight C per\n"
	"                   leaf: a quarter of the machine code, more instructions\n"
	"                   per word; the same output\n"
	"  --classify-only  only NAME_classify, NAME_opcode and NAME_leaf_name (the\n"
	"                   decision tree, the same leaf ids): no disassembler, fields\n"
	"                   or encoder, a small fraction of the C to compile\n"
	"  --args-only      the same and NAME_decode_args (leaf and its fields' values\n"
	"                   in one call): no text, no encoder; refused when a leaf's\n"
	"                   fields depend on the word\n"
	"  --no-asm         no NAME_assemble (--classify-only and --args-only have none)\n"
	"Exit status: 0 ok (and proved), 1 a tree was refuted or not proved,\n"
	"2 bad input or usage.\n";





/* ---- lint -------------------------------------------------------------- */

static int cmd_lint(int argc, char **argv)
{
	cli_parser p;
	cli_parser_init(&p, usage_lint, argc, argv);
	const char *a, *v;
	int r;
	while ((r = cli_next(&p, &a, &v)) == CLI_OPT)
		return cli_unhandled(&p, a);
	if (r != CLI_END)
		return r;
	if (p.npos > 1)
		return usage_error(usage_lint, "unexpected argument '%s'", p.pos[1]);
	if (!p.npos)
		return usage_error(usage_lint, "%s", "missing ISA.xml");
	const char *path = p.pos[0];
	isa_diags d;
	isa *m = cli_load(path, true, &d, stdout);
	int rc = d.nerrors ? EXIT_BAD : d.nwarnings ? EXIT_FINDINGS : EXIT_OK;
	/* what gen would refuse to write, lint refuses too */
	char err[512];
	if (!d.nerrors && !gen_literals_ok(m, err, sizeof(err))) {
		isa_diags g;
		isa_diags_init(&g);
		isa_diag_add(&g, ISA_ERROR, (isa_loc){path, 0, 0}, "gen-string-length", "%s", err);
		isa_diags_print(&g, stdout);
		isa_diags_free(&g);
		rc = EXIT_BAD;
	}
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

/* What decode prints besides the text: objdump-style columns. */
typedef struct columns {
	bool address, raw;
	uint64_t next;   /* the address (byte offset) of the next word */
	int step;        /* bytes per word */
	int bitsize;     /* hex digits of the raw column: bitsize / 4 */
} columns;

/* Decode and print a batch; counts words that matched nothing. */
static int decode_batch(const isa *m, const words *w, const isa_decode_opts *o, columns *c)
{
	isa_buf out;
	isa_buf_init(&out);
	if (!c->address && !c->raw) {
		isa_disasm(m, w->v, w->n, o, &out); /* Mesa's text, nothing added */
	} else {
		/* one word at a time (no labels then: the columns need one line
		 * per word), each line after "ADDRESS:\tRAW\t" */
		for (int i = 0; i < w->n; i++, c->next += (uint64_t)c->step) {
			if (c->address)
				isa_buf_printf(&out, "%8llx:\t", (unsigned long long)c->next);
			if (c->raw) {
				char hex[ISA_MAX_BITS / 4 + 1];
				isa_bits_format(&w->v[i], c->bitsize, hex);
				isa_buf_printf(&out, "%s\t", hex);
			}
			isa_disasm(m, &w->v[i], 1, o, &out);
		}
	}
	if (out.len)
		fwrite(out.s, 1, out.len, stdout);
	isa_buf_free(&out);
	int nomatch = 0;
	for (int i = 0; i < w->n; i++)
		if (m->bi) /* the slot decides, not the first root */
			nomatch += isa_bi_select(m->bi, o->bi_ctx && o->bi_ctx->add,
						 (uint32_t)w->v[i].w[0]) < 0;
		else
			nomatch += !m->instruction || !isa_match(m, m->instruction, &w->v[i], o->gen, NULL);
	return nomatch;
}

/* Words are decoded in small batches as they are read (a word's text can
 * be 64 KiB), unless branch labels need the whole program first. */
#define DECODE_BATCH 256

typedef struct decoding {
	const isa *m;
	isa_decode_opts o;
	columns c;
	words w;
	int rc;
	int width; /* of a word: the model's, or a Bifrost slot's */
} decoding;

static void push_decode(decoding *dc, const isa_bits *b)
{
	words_push(&dc->w, b);
	if (!dc->o.branch_labels && dc->w.n == DECODE_BATCH) {
		if (decode_batch(dc->m, &dc->w, &dc->o, &dc->c) && dc->rc == EXIT_OK)
			dc->rc = EXIT_FINDINGS;
		dc->w.n = 0;
	}
}

/* --bin FILE: from byte `start`, at most `count` instructions (all when
 * count is UINT64_MAX). */
static bool read_bin(const char *path, decoding *dc, uint64_t start, uint64_t count)
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
	int ndw = (dc->m->bitsize + 31) / 32;
	unsigned char buf[4 * ISA_MAX_WORDS * 2];
	size_t got;
	bool ok = true;
	/* skip to --start by reading (a pipe cannot seek) */
	for (uint64_t left = start; left > 0;) {
		size_t want = left < sizeof(buf) ? (size_t)left : sizeof(buf);
		got = fread(buf, 1, want, f);
		left -= got;
		if (got < want) {
			if (!ferror(f)) {
				fprintf(stderr, "%s: --start %llu is past the end of '%s' (%llu bytes)\n",
					progname, (unsigned long long)start, path,
					(unsigned long long)(start - left));
				ok = false;
			}
			break;
		}
	}
	for (uint64_t n = 0; ok && n < count && (got = fread(buf, 1, (size_t)ndw * 4, f)) > 0; n++) {
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
		push_decode(dc, &b);
	}
	if (ferror(f)) { /* a read error is no end of file */
		fprintf(stderr, "%s: cannot read '%s': %s\n", progname, path, strerror(errno));
		ok = false;
	}
	fclose(f);
	return ok;
}

static int gen_cmp(const void *a, const void *b)
{
	const uint32_t *x = a, *y = b;
	return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* At a gen where no instruction is active every word prints `no match`:
 * said once, with the gens that have instructions (merged intervals). */
static void decode_gen_hint(const isa *m, uint32_t gen)
{
	const isa_root *r = m->instruction;
	if (!r || !r->nleaves)
		return;
	uint32_t (*iv)[2] = malloc((size_t)r->nleaves * sizeof(*iv));
	if (!iv)
		return;
	int n = 0;
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *b = r->leaves[i];
		if (gen >= b->eff_gen_min && gen <= b->eff_gen_max) {
			free(iv);
			return;
		}
		if (b->eff_gen_min > b->eff_gen_max) /* active at no gen */
			continue;
		iv[n][0] = b->eff_gen_min;
		iv[n][1] = b->eff_gen_max;
		n++;
	}
	qsort(iv, (size_t)n, sizeof(*iv), gen_cmp);
	fprintf(stderr, "%s: no instruction is active at gen %lu; instructions exist at gens", progname,
		(unsigned long)gen);
	if (!n)
		fputs(" none", stderr);
	for (int i = 0; i < n;) {
		bool first = i == 0;
		uint32_t lo = iv[i][0], hi = iv[i][1];
		for (i++; i < n && (hi == UINT32_MAX || iv[i][0] <= hi + 1); i++)
			hi = iv[i][1] > hi ? iv[i][1] : hi;
		fprintf(stderr, "%s %lu..", first ? "" : ",", (unsigned long)lo);
		if (hi == UINT32_MAX)
			fputs("max", stderr);
		else
			fprintf(stderr, "%lu", (unsigned long)hi);
	}
	fputs(" (give --gen N)\n", stderr);
	free(iv);
}

/* Bifrost: the slot's width and the operand context; the options are
 * refused for other descriptions, and a context Mesa asserts on. */
static bool decode_bi_context(const isa *m, bool given, const isa_bi_ctx *c, decoding *dc)
{
	char why[200];
	if (!m->bi) {
		if (given)
			fprintf(stderr, "%s: --slot, --regs, --next-regs, --last, --staging, "
					"--branch-offset and --const are for a Bifrost ISA.xml\n", progname);
		return !given;
	}
	if (!isa_bi_ctx_valid(c, why, sizeof(why))) {
		fprintf(stderr, "%s: %s\n", progname, why);
		return false;
	}
	dc->o.bi_ctx = c;
	dc->width = c->add ? 20 : 23;
	return true;
}

static int cmd_decode(int argc, char **argv)
{
	const char *bin = NULL;
	decoding dc = {0};
	uint64_t start = 0, count = UINT64_MAX;
	bool has_start = false, has_count = false;
	isa_bi_ctx bictx = {0};
	bool bi_given = false, clause = false, verbose = false, slot_ctx = false;
	cli_parser p;
	cli_parser_init(&p, usage_decode, argc, argv);
	const char *a, *v;
	int r;
	while ((r = cli_next(&p, &a, &v)) == CLI_OPT) {
		if (!strcmp(a, "--gen")) {
			if (!parse_gen(v, &dc.o.gen))
				return usage_error(usage_decode, "--gen needs a number from 0 to 4294967295, got '%s'", v);
		} else if (!strcmp(a, "--show-errors")) {
			dc.o.show_errors = true;
		} else if (!strcmp(a, "--branch-labels")) {
			dc.o.branch_labels = true;
		} else if (!strcmp(a, "--bin")) {
			bin = v;
		} else if (!strcmp(a, "--address")) {
			dc.c.address = true;
		} else if (!strcmp(a, "--raw")) {
			dc.c.raw = true;
		} else if (!strcmp(a, "--start")) {
			if (!parse_uint(v, UINT64_MAX, &start))
				return usage_error(usage_decode, "--start needs a byte offset, got '%s'", v);
			has_start = true;
		} else if (!strcmp(a, "--count")) {
			if (!parse_uint(v, UINT64_MAX, &count))
				return usage_error(usage_decode, "--count needs a number, got '%s'", v);
			has_count = true;
		} else if (!strcmp(a, "--clause")) {
			clause = true;
		} else if (!strcmp(a, "--verbose")) {
			verbose = true;
		} else if ((r = cli_bi_option(usage_decode, a, v, &bictx)) != 0) {
			if (r < 0)
				return EXIT_BAD;
			bi_given = true;
			slot_ctx |= strcmp(a, "--branch-offset") != 0;
		} else {
			return cli_unhandled(&p, a);
		}
	}
	if (r != CLI_END)
		return r;
	if (!p.npos)
		return usage_error(usage_decode, "%s", "missing ISA.xml");
	const char *path = p.pos[0];
	char **hex = p.pos + 1;
	int nwords = p.npos - 1;
	if (bin && nwords)
		return usage_error(usage_decode, "%s", "give either --bin FILE or HEX words, not both");
	if ((has_start || has_count) && !bin)
		return usage_error(usage_decode, "%s", "--start and --count select from a --bin FILE");
	if (verbose && !clause)
		return usage_error(usage_decode, "%s", "--verbose adds to --clause's output");
	/* --show-errors too: where Mesa asserts, a clause is refused anyway */
	if (clause && (slot_ctx || has_count || dc.c.address || dc.c.raw || dc.o.branch_labels ||
		       dc.o.show_errors))
		return usage_error(usage_decode, "%s",
				   "--clause takes the slots' context from the clause: not with "
				   "--slot, --regs, --next-regs, --last, --staging, --const, --count, "
				   "--address, --raw, --branch-labels or --show-errors");
	if ((dc.c.address || dc.c.raw) && dc.o.branch_labels)
		return usage_error(usage_decode, "%s",
				   "--address and --raw print one line per word: not with --branch-labels");
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	dc.m = m;
	dc.rc = EXIT_OK;
	if (d.nerrors) {
		dc.rc = EXIT_BAD;
		goto out;
	}
	if (m->mp) /* .bin_fmt: a conflict is always shown */
		dc.o.show_errors = true;
	if (clause) {
		if (!m->bi) {
			fprintf(stderr, "%s: --clause is for a Bifrost ISA.xml\n", progname);
			dc.rc = EXIT_BAD;
		} else {
			cli_bi_clause_in in = {bin, start, hex, nwords, verbose, bictx.branch_offset};
			dc.rc = cli_bi_clauses(m, &in);
		}
		goto out;
	}
	if (!decode_bi_context(m, bi_given, &bictx, &dc)) {
		dc.rc = EXIT_BAD;
		goto out;
	}
	decode_gen_hint(m, dc.o.gen);
	if (!dc.width)
		dc.width = m->bitsize;
	dc.c.next = start;
	dc.c.step = 4 * ((m->bitsize + 31) / 32);
	dc.c.bitsize = m->bitsize;
	if (bin) {
		if (!read_bin(bin, &dc, start, count)) {
			dc.rc = EXIT_BAD;
			goto out;
		}
	} else if (nwords) {
		for (int i = 0; i < nwords; i++) {
			isa_bits b;
			if (!parse_word(hex[i], dc.width, &b)) {
				dc.rc = EXIT_BAD;
				goto out;
			}
			words_push(&dc.w, &b);
		}
	} else {
		/* stdin: one word a line */
		char line[4096];
		cli_lines in;
		int got = cli_lines_open(&in, stdin, "<stdin>") ? 1 : -1;
		while (got > 0 && (got = cli_lines_next(&in, line, sizeof(line))) > 0) {
			char *s = trim(line);
			if (!s)
				continue;
			isa_bits b;
			if (!parse_word(s, dc.width, &b)) {
				dc.rc = EXIT_BAD;
				break;
			}
			push_decode(&dc, &b);
		}
		if (got < 0) {
			dc.rc = EXIT_BAD;
			goto out;
		}
	}
	if (dc.w.n && decode_batch(m, &dc.w, &dc.o, &dc.c) && dc.rc == EXIT_OK)
		dc.rc = EXIT_FINDINGS;
out:
	free(dc.w.v);
	isa_free(m);
	isa_diags_free(&d);
	return dc.rc;
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

/* "no instruction named 'X' (did you mean Y?)": a name is a typo far
 * more often than a missing instruction. */
static void encode_unknown_leaf(const isa *m, const char *name)
{
	const char **names = calloc((size_t)m->nbitsets + 1, sizeof(*names));
	int n = 0;
	for (int i = 0; names && i < m->nbitsets; i++)
		if (m->bitsets[i]->is_leaf)
			names[n++] = m->bitsets[i]->name;
	fprintf(stderr, "%s: no instruction (leaf bitset) named '%s'", progname, name);
	if (n)
		fprintf(stderr, " (did you mean %s?)", cli_nearest(name, names, n));
	fputc('\n', stderr);
	free(names);
}

/* The names values can be given for: those of every leaf of that name
 * (decodetree patterns of one trans_ function share it), NULL-ended;
 * the caller frees the array. */
static const char **encode_field_names(const isa *m, const isa_bitset *leaf, int *count)
{
	int cap = 0, n = 0;
	for (int pass = 0; pass < 2; pass++) {
		const char **names = pass ? calloc((size_t)cap + 1, sizeof(*names)) : NULL;
		if (pass && !names) {
			fputs("isaproof: out of memory\n", stderr);
			exit(EXIT_BAD);
		}
		n = 0;
		for (int i = 0; i < m->nbitsets; i++) {
			const isa_bitset *b = m->bitsets[i];
			if (b->is_leaf && !strcmp(b->name, leaf->name))
				n += isa_leaf_field_names(m, b, names ? names + n : NULL,
							  names ? cap - n : 0);
		}
		if (pass) {
			/* namesakes repeat names: keep the first of each */
			int k = 0;
			for (int i = 0; i < n; i++) {
				bool dup = false;
				for (int j = 0; j < k; j++)
					dup |= !strcmp(names[j], names[i]);
				if (!dup)
					names[k++] = names[i];
			}
			*count = k;
			return names;
		}
		cap = n;
	}
	return NULL;
}

/* Every FIELD of FIELD=VALUE names a field of the leaf, else one error
 * with the nearest name and the leaf's fields. */
static bool encode_fields_known(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals,
				int nvals)
{
	int n;
	const char **names = encode_field_names(m, leaf, &n);
	bool ok = true;
	for (int i = 0; ok && i < nvals; i++) {
		bool found = false;
		for (int j = 0; j < n && !found; j++)
			found = !strcmp(names[j], vals[i].name);
		if (found)
			continue;
		ok = false;
		fprintf(stderr, "%s: %s has no field '%s'", progname, leaf->name, vals[i].name);
		if (n) {
			fprintf(stderr, " (did you mean %s?); its fields:", cli_nearest(vals[i].name, names, n));
			for (int j = 0; j < n; j++)
				fprintf(stderr, " %s", names[j]);
		} else {
			fputs(": it has no fields", stderr);
		}
		fputc('\n', stderr);
	}
	free(names);
	return ok;
}

static int cmd_encode(int argc, char **argv)
{
	uint32_t gen = 0;
	cli_parser p;
	cli_parser_init(&p, usage_encode, argc, argv);
	const char *a, *v;
	int r;
	while ((r = cli_next(&p, &a, &v)) == CLI_OPT) {
		if (strcmp(a, "--gen"))
			return cli_unhandled(&p, a);
		if (!parse_gen(v, &gen))
			return usage_error(usage_encode, "--gen needs a number from 0 to 4294967295, got '%s'", v);
	}
	if (r != CLI_END)
		return r;
	const char *path = p.npos > 0 ? p.pos[0] : NULL, *leafname = p.npos > 1 ? p.pos[1] : NULL;
	isa_fieldval *vals = calloc((size_t)argc + 1, sizeof(*vals));
	int nvals = 0, rc = EXIT_OK;
	for (int i = 2; i < p.npos; i++) {
		const char *eq = strchr(p.pos[i], '=');
		if (!eq || eq == p.pos[i]) {
			free(vals);
			return usage_error(usage_encode, "expected FIELD=VALUE, got '%s'", p.pos[i]);
		}
		/* NAME=VALUE split in place: argv's strings are ours, and
		 * nothing is allocated that an early return could leak */
		p.pos[i][eq - p.pos[i]] = '\0';
		for (int j = 0; j < nvals; j++) {
			if (strcmp(vals[j].name, p.pos[i]))
				continue;
			fprintf(stderr, "%s: encode: field '%s' is given twice (%s=%s and %s=%s): give "
					"each field once\n", progname, p.pos[i], p.pos[i], vals[j].value,
				p.pos[i], eq + 1);
			free(vals);
			return EXIT_BAD;
		}
		vals[nvals].name = p.pos[i];
		vals[nvals].value = eq + 1;
		nvals++;
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
	if (m->bi) {
		rc = cli_bi_encode(m, leafname, vals, nvals);
		goto out;
	}
	const isa_bitset *leaf = isa_find_leaf(m, leafname, gen);
	if (!leaf) {
		encode_unknown_leaf(m, leafname);
		rc = EXIT_BAD;
		goto out;
	}
	if (!encode_fields_known(m, leaf, vals, nvals)) {
		rc = EXIT_BAD;
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

/* What check's options say: from the command line, or from the words of
 * a project file and the command line together. */
typedef struct check_args {
	pv_opts o;
	pv_format fmt;
	int max_per_rule;
	const char *srcroot;
	const char *baseline, *write_baseline;
	pv_policy pol;       /* rule switches, --fail-on, ...: moved into the report */
	const char *project; /* --project FILE */
	unsigned long timeout_s; /* --timeout S, set once by the caller (0: none) */
	char **pos;          /* the description files */
	int npos;
} check_args;

/* -1 when parsed, else the exit status to return (help, usage error). */
static int check_parse(int argc, char **argv, check_args *a)
{
	*a = (check_args){.o = {.max_cubes = 16, .timeout_ms = DEFAULT_TIMEOUT_MS}, .fmt = PV_TEXT};
	cli_parser p;
	cli_parser_init(&p, usage_check, argc, argv);
	const char *o, *v;
	int pr;
	while ((pr = cli_next(&p, &o, &v)) == CLI_OPT) {
		unsigned long n;
		if (!strcmp(o, "--gen")) {
			if (!parse_gen(v, &a->o.gen))
				return usage_error(usage_check, "--gen needs a number, got '%s'", v);
			a->o.has_gen = true;
		} else if (!strcmp(o, "--root")) {
			a->o.root = v;
		} else if (!strcmp(o, "--format")) {
			if (!strcmp(v, "text"))
				a->fmt = PV_TEXT;
			else if (!strcmp(v, "json"))
				a->fmt = PV_JSON;
			else if (!strcmp(v, "sarif"))
				a->fmt = PV_SARIF;
			else if (!strcmp(v, "codequality"))
				a->fmt = PV_CODEQUALITY;
			else
				return usage_error(usage_check,
						   "--format is text, json, sarif or codequality, not '%s'", v);
		} else if (!strcmp(o, "--srcroot")) {
			a->srcroot = v;
		} else if (!strcmp(o, "--category")) {
			a->pol.category = v;
		} else if (!strcmp(o, "--baseline")) {
			a->baseline = v;
		} else if (!strcmp(o, "--write-baseline")) {
			a->write_baseline = v;
		} else if (!strcmp(o, "--show-baselined")) {
			a->pol.show_baselined = true;
		} else if (!strcmp(o, "--fail-on-fixed")) {
			a->pol.fail_on_fixed = true;
		} else if (!strcmp(o, "--no-notes")) {
			a->pol.no_notes = true;
		} else if (!strcmp(o, "--disable") || !strcmp(o, "--enable")) {
			char err[512], msg[600];
			if (!pv_policy_switch(&a->pol, v, o[2] == 'e', err, sizeof(err))) {
				snprintf(msg, sizeof(msg), "%s: %s", o, err);
				return usage_error(usage_check, "%s", msg);
			}
		} else if (!strcmp(o, "--fail-on")) {
			if (!strcmp(v, "error"))
				a->pol.fail_on = PV_FAIL_ERROR;
			else if (!strcmp(v, "warning"))
				a->pol.fail_on = PV_FAIL_WARNING;
			else if (!strcmp(v, "never"))
				a->pol.fail_on = PV_FAIL_NEVER;
			else
				return usage_error(usage_check, "--fail-on is error, warning or never, not '%s'", v);
		} else if (!strcmp(o, "--project")) {
			a->project = v;
		} else if (!strcmp(o, "--max-cubes")) {
			if (!parse_count(v, 1000000, &n))
				return usage_error(usage_check, "--max-cubes needs a count, got '%s'", v);
			a->o.max_cubes = (int)n;
		} else if (!strcmp(o, "--timeout-ms")) {
			if (!parse_count(v, UINT32_MAX, &n))
				return usage_error(usage_check, "--timeout-ms needs a number, got '%s'", v);
			a->o.timeout_ms = (unsigned)n;
		} else if (!strcmp(o, "--timeout")) {
			if (!parse_count(v, 1000000, &n) || !n)
				return usage_error(usage_check, "--timeout needs seconds (1 or more), got '%s'", v);
			a->timeout_s = n;
		} else if (!strcmp(o, "--max-per-rule")) {
			if (!parse_count(v, INT32_MAX, &n))
				return usage_error(usage_check, "--max-per-rule needs a count, got '%s'", v);
			a->max_per_rule = n ? (int)n : -1;
		} else {
			return cli_unhandled(&p, o);
		}
	}
	if (pr != CLI_END)
		return pr;
	a->pos = p.pos;
	a->npos = p.npos;
	return -1;
}

/* One description into r: what lint says first, then check's findings.
 * EXIT_BAD when it does not load (or names no such root: *printable is
 * then false, there is nothing to print), else EXIT_OK: what fails the
 * run is decided once every description is in (check_end). */
static int check_one(const char *path, const check_args *a, pv_report *r, bool *printable)
{
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_BAD;
	*printable = true;
	/* what lint says comes first, in every format: the warnings of a
	 * description that loads, the errors of one that does not (JSON and
	 * SARIF readers get a report either way) */
	for (int i = 0; i < d.n; i++) {
		const isa_diag *g = &d.v[i];
		pv_kind lv = g->severity == ISA_ERROR	   ? PV_ERROR
			      : g->severity == ISA_WARNING ? PV_WARNING
							   : PV_NOTE;
		pv_add(r, lv, g->rule, g->loc, "%s", g->msg);
	}
	for (int i = 0; i < d.nrules; i++) { /* what the loader counted, not kept */
		const isa_rule_count *rc = &d.rules[i];
		if (rc->n > rc->listed) {
			pv_add(r, PV_NOTE, "diag-limit", rc->first,
			       "%d more [%s] diagnostics not listed (%d reported, the first %d shown)",
			       rc->n - rc->listed, rc->rule, rc->n, rc->listed);
			pv_rule_partial(r, rc->rule);
		}
	}
	bool complete = false; /* checked in full: every rule had its say */
	if (!d.nerrors) {
		const isa_bitset *rb = a->o.root ? isa_find_bitset(m, a->o.root) : NULL;
		if (a->o.root && (!rb || rb->extends)) {
			fprintf(stderr, "%s: no root bitset named '%s' in %s\n", progname, a->o.root, path);
			*printable = false;
		} else {
			pv_opts o = a->o;
			o.progress = isatty(2);
			pv_check(m, &o, r);
			rc = EXIT_OK;
			complete = !a->o.has_gen && !a->o.root;
		}
	}
	if (m && m->mp && !cli_load_opts.mp_isa)
		pv_rule_partial(r, "mp-isa-"); /* the .isa link rules did not run */
	pv_report_allows(r, m, complete);
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}

/* The whole run's report: its settings and policy (moved out of a), and
 * the baseline read before any work, since one that cannot be used is
 * bad input.  False (reported) when it cannot be read. */
static bool check_begin(pv_report *all, check_args *a)
{
	pv_report_init(all);
	all->srcroot = a->srcroot;
	all->max_per_rule = a->max_per_rule;
	all->policy = a->pol;
	memset(&a->pol, 0, sizeof(a->pol));
	char err[512];
	if (a->baseline && !pv_baseline_read(all, a->baseline, err, sizeof(err))) {
		fprintf(stderr, "%s: %s\n", progname, err);
		return false;
	}
	return true;
}

/* After the last description: the policy applied (baseline, rules,
 * fingerprints), the baseline written, the report printed.  rc is
 * EXIT_BAD when some description did not load; print says whether there
 * is a report to print then. */
static int check_end(pv_report *all, const check_args *a, const char *name, int rc, bool print)
{
	char err[512];
	pv_report_finish(all);
	if (rc == EXIT_BAD) {
		if (print)
			pv_report_print(all, a->fmt, name, stdout);
		if (a->write_baseline) /* a baseline of load errors would hide the description */
			fprintf(stderr, "%s: %s not written: %s does not load\n", progname,
				a->write_baseline, name);
		return EXIT_BAD;
	}
	if (a->write_baseline && !pv_baseline_write(all, a->write_baseline, err, sizeof(err))) {
		fprintf(stderr, "%s: %s\n", progname, err);
		return EXIT_BAD;
	}
	if (print)
		pv_report_print(all, a->fmt, name, stdout);
	return pv_report_status(all) ? EXIT_FINDINGS : EXIT_OK;
}

/* Several descriptions, one report: each is checked with its own options
 * into a report of its own (its scope the path, so that its fingerprints
 * are its own), merged into the whole run's (a finding about a whole
 * description names it). */
static int check_into(pv_report *all, const char *path, const check_args *a)
{
	pv_report r;
	pv_report_init(&r);
	r.srcroot = a->srcroot;
	r.max_per_rule = a->max_per_rule;
	r.scope = path;
	bool printable;
	int rc = check_one(path, a, &r, &printable);
	pv_report_merge(all, &r, path);
	return rc;
}

/* check A B C: the same options for every file. */
static int check_files(check_args *a)
{
	pv_report all;
	int rc = EXIT_OK;
	if (!check_begin(&all, a)) {
		rc = EXIT_BAD;
	} else {
		for (int i = 0; i < a->npos; i++)
			if (check_into(&all, a->pos[i], a) == EXIT_BAD)
				rc = EXIT_BAD;
		rc = check_end(&all, a, a->pos[0], rc, true);
	}
	pv_report_free(&all);
	return rc;
}

/* check with a project file: each description's options are the words
 * "check <project options> <command line> <its own options>", parsed as
 * a command line (the later word wins), so the project file means what
 * the same options typed would mean.  The whole run's settings (format,
 * baseline, rules, budget) are those of the first description's words. */
static int check_project(const char *file, char **cmdline, int ncmd, isa_load_opts load0)
{
	cli_project pr;
	if (!cli_project_read(file, usage_check, &pr))
		return EXIT_BAD;
	pv_report all;
	pv_report_init(&all);
	int rc = EXIT_OK;
	bool usage = false;
	check_args a = {0};
	for (int i = 0; i < pr.n && !usage; i++) {
		const cli_project_desc *d = &pr.v[i];
		int n = 1 + pr.opts.n + (ncmd - 1) + d->opts.n;
		char **words = calloc((size_t)n + 1, sizeof(*words));
		if (!words) {
			fputs("isaproof: out of memory\n", stderr);
			exit(EXIT_BAD);
		}
		int k = 0;
		words[k++] = cmdline[0];
		for (int j = 0; j < pr.opts.n; j++)
			words[k++] = pr.opts.v[j];
		for (int j = 1; j < ncmd; j++)
			words[k++] = cmdline[j];
		for (int j = 0; j < d->opts.n; j++)
			words[k++] = d->opts.v[j];
		cli_load_opts = load0; /* no description's options leak into the next */
		int pr_rc = check_parse(n, words, &a);
		if (pr_rc >= 0) {
			fprintf(stderr, "%s: in the options %s gives %s\n", progname, file, d->path);
			usage = true;
		} else if (!i && !check_begin(&all, &a)) { /* the whole run's, and one budget */
			usage = true;
		} else {
			if (!i && a.timeout_s)
				pv_set_deadline((double)a.timeout_s);
			if (check_into(&all, d->path, &a) == EXIT_BAD)
				rc = EXIT_BAD;
		}
		pv_policy_free(&a.pol); /* a later description's switches: the first's rule */
		free(words);
	}
	rc = usage ? EXIT_BAD : check_end(&all, &a, file, rc, true);
	pv_report_free(&all);
	cli_project_free(&pr);
	return rc;
}

static int cmd_check(int argc, char **argv)
{
	/* the command line as given: the parser reorders argv, and a
	 * project's descriptions each parse it again after its words */
	char **cmdline = calloc((size_t)argc + 1, sizeof(*cmdline));
	if (!cmdline) {
		fputs("isaproof: out of memory\n", stderr);
		return EXIT_BAD;
	}
	memcpy(cmdline, argv, (size_t)argc * sizeof(*argv));
	isa_load_opts load0 = cli_load_opts;
	check_args a;
	int rc = check_parse(argc, argv, &a);
	struct stat st;
	if (rc < 0 && a.npos && a.timeout_s)
		pv_set_deadline((double)a.timeout_s);
	if (rc >= 0) {
		/* help or a usage error: printed */
	} else if (a.npos && a.project) {
		rc = usage_error(usage_check, "%s", "give description files or --project FILE, not both");
	} else if (a.npos > 1) {
		rc = check_files(&a);
	} else if (a.npos == 1) {
		pv_report r;
		if (!check_begin(&r, &a)) {
			rc = EXIT_BAD;
		} else {
			bool printable;
			rc = check_one(a.pos[0], &a, &r, &printable);
			rc = check_end(&r, &a, a.pos[0], rc,
				       printable && (rc != EXIT_BAD || a.fmt != PV_TEXT));
		}
		pv_report_free(&r);
	} else if (a.project || stat(CLI_PROJECT_FILE, &st) == 0) {
		pv_policy_free(&a.pol); /* each description's words are parsed again */
		rc = check_project(a.project ? a.project : CLI_PROJECT_FILE, cmdline, argc, load0);
	} else {
		rc = usage_error(usage_check, "%s",
				 "missing ISA.xml (or a project file: " CLI_PROJECT_FILE " here, or --project FILE)");
	}
	pv_policy_free(&a.pol);
	free(cmdline);
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
	if (m->va) {
		/* Valhall: the model's first match against Mesa's bucket walk */
		pv_tree_result res;
		pv_verify_va(m, timeout_ms, &res);
		queries += res.queries;
		printf("%s: the model's first match is Mesa's bucket walk (isa_va_select): ",
		       m->instruction->root->name);
		if (res.verdict == PV_PROVED) {
			printf("proved\n");
		} else if (res.verdict == PV_REFUTED) {
			char hex[ISA_MAX_BITS / 4 + 1];
			isa_bits_format(&res.word, 64, hex);
			printf("REFUTED: %s (word %s)\n", res.detail, hex);
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
	const char *dir = NULL, *prefix = NULL, *depfile = NULL;
	bool verify = false, compact = false, classify_only = false, args_only = false;
	bool no_asm = false;
	unsigned timeout_ms = DEFAULT_TIMEOUT_MS;
	cli_parser p;
	cli_parser_init(&p, usage_gen, argc, argv);
	const char *a, *v;
	int r;
	while ((r = cli_next(&p, &a, &v)) == CLI_OPT) {
		unsigned long n;
		if (!strcmp(a, "-o")) {
			dir = v;
		} else if (!strcmp(a, "--prefix")) {
			if (!gen_prefix_ok(v))
				return usage_error(usage_gen, "--prefix needs a C identifier, got '%s'", v);
			prefix = v;
		} else if (!strcmp(a, "--verify")) {
			verify = true;
		} else if (!strcmp(a, "--compact")) {
			compact = true;
		} else if (!strcmp(a, "--classify-only")) {
			classify_only = true;
		} else if (!strcmp(a, "--args-only")) {
			args_only = true;
		} else if (!strcmp(a, "--no-asm")) {
			no_asm = true;
		} else if (!strcmp(a, "--depfile")) {
			depfile = v;
		} else if (!strcmp(a, "--timeout-ms")) {
			if (!parse_count(v, UINT32_MAX, &n))
				return usage_error(usage_gen, "--timeout-ms needs a number, got '%s'", v);
			timeout_ms = (unsigned)n;
		} else if (!strcmp(a, "--timeout")) {
			if (!parse_count(v, 1000000, &n) || !n)
				return usage_error(usage_gen, "--timeout needs seconds (1 or more), got '%s'", v);
			pv_set_deadline((double)n);
		} else {
			return cli_unhandled(&p, a);
		}
	}
	if (r != CLI_END)
		return r;
	if (p.npos > 1)
		return usage_error(usage_gen, "unexpected argument '%s'", p.pos[1]);
	if (!p.npos)
		return usage_error(usage_gen, "%s", "missing ISA.xml");
	const char *path = p.pos[0];
	if (!dir && !verify)
		return usage_error(usage_gen, "%s", "nothing to do: give -o DIR and/or --verify");
	if (compact && classify_only)
		return usage_error(usage_gen, "%s", "--compact and --classify-only exclude each other");
	if (args_only && (compact || classify_only))
		return usage_error(usage_gen, "%s", "--args-only excludes --compact and --classify-only");
	char pbuf[64];
	if (!prefix) {
		default_prefix(path, pbuf, sizeof(pbuf));
		prefix = pbuf;
	}
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_BAD;
	if (!d.nerrors && m->bi) {
		/* Bifrost: the decoder is proved by running it (cli/bigen.c) */
		gen_opts go = {.prefix = prefix, .source = path, .compact = compact,
				 .classify_only = classify_only, .args_only = args_only};
		char err[512];
		rc = EXIT_OK;
		if (dir && !gen_write(m, &go, dir, err, sizeof(err))) {
			fprintf(stderr, "%s: gen: %s\n", progname, err);
			rc = EXIT_BAD;
		} else if (dir && depfile && !write_depfile(depfile, m, dir, prefix, err, sizeof(err))) {
			fprintf(stderr, "%s: gen: %s\n", progname, err);
			rc = EXIT_BAD;
		}
		if (rc == EXIT_OK && verify)
			rc = cli_bi_gen_verify(m, dir, prefix);
	} else if (!d.nerrors) {
		/* one tree per root: the tree proved is the tree written */
		isa_dtree **trees = calloc((size_t)m->nroots + 1, sizeof(*trees));
		for (int r = 0; r < m->nroots; r++)
			trees[r] = isa_dtree_build(m, &m->roots[r]);
		rc = EXIT_OK;
		if (verify && !verify_trees(m, trees, timeout_ms))
			rc = EXIT_FINDINGS;
		if (dir) {
			gen_opts go = {.prefix = prefix, .source = path, .trees = trees, .compact = compact,
					 .classify_only = classify_only, .args_only = args_only,
					 .no_asm = no_asm};
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

static const struct command {
	const char *name;
	int (*run)(int argc, char **argv); /* argv[0] is the command's name */
} commands[] = {
	{"lint", cmd_lint},       {"decode", cmd_decode}, {"encode", cmd_encode},
	{"check", cmd_check},     {"gen", cmd_gen},       {"vectors", cmd_vectors},
	{"asm", cmd_asm},         {"corpus", cmd_corpus}, {"diff", cmd_diff},
};
#define NCOMMANDS ((int)(sizeof(commands) / sizeof(commands[0])))

int cli_run(int argc, char **argv)
{
	if (argc < 2) {
		fputs(usage_main, stderr);
		return EXIT_BAD;
	}
	const char *cmd = argv[1];
	if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help")) {
		fputs(usage_main, stdout);
		return EXIT_OK;
	}
	if (!strcmp(cmd, "--version")) {
		puts("isaproof " ISAPROOF_VERSION);
		return EXIT_OK;
	}
	const char *names[NCOMMANDS + 3];
	for (int i = 0; i < NCOMMANDS; i++) {
		if (!strcmp(cmd, commands[i].name)) {
			cli_command = commands[i].name;
			return commands[i].run(argc - 1, argv + 1);
		}
		names[i] = commands[i].name;
	}
	names[NCOMMANDS] = "--help";
	names[NCOMMANDS + 1] = "--version";
	bool opt = cmd[0] == '-';
	fprintf(stderr, "%s: unknown %s '%s' (did you mean %s?)\n", progname, opt ? "option" : "command",
		cmd, opt ? cli_nearest(cmd, names + NCOMMANDS, 2) : cli_nearest(cmd, names, NCOMMANDS));
	usage_short(usage_main, stderr);
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
