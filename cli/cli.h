/*
 * cli/cli.h - shared by the isaproof subcommands (the files in cli/).
 *
 * Exit codes, for every subcommand: 0 ok, 1 findings, 2 bad input or usage.
 */
#ifndef ISAPROOF_CLI_H
#define ISAPROOF_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <getopt.h>

#include "model/isa.h"

#define EXIT_OK 0
#define EXIT_FINDINGS 1
#define EXIT_BAD 2

/* Every solver query's budget unless --timeout-ms says otherwise: a
 * query that needs more is reported as unknown, so a hostile expression
 * (a 61-bit semiprime to factor) cannot hold check forever. */
#define DEFAULT_TIMEOUT_MS 10000

extern const char *progname;

/* Prints "isaproof: " + fmt(arg), the usage lines and a --help hint;
 * returns EXIT_BAD. */
int usage_error(const char *usage, const char *fmt, const char *arg);
/* The usage lines of a help text (up to its first blank line) and a
 * "Run 'isaproof CMD --help'" hint. */
void usage_short(const char *usage, FILE *to);
/* A number 0..max: decimal, or hex after 0x; nothing else. */
bool parse_uint(const char *s, uint64_t max, uint64_t *out);
/* A gen number 0..UINT32_MAX (decimal or 0x hex). */
bool parse_gen(const char *s, uint32_t *gen);
/* Options every load uses (decodetree widths: --insnwidth, --varinsnwidth). */
extern isa_load_opts cli_load_opts;
/* MPACT-Sim load options (--decoder, --group, --include): 1 taken with
 * value v, 0 not one, -1 value missing. */
int mp_option(const char *a, const char *v);
extern const char mp_option_help[];
/* Load with imports; print all diagnostics (all_diags) or the errors only,
 * to `to`.  The caller frees the model and d. */
isa *cli_load(const char *path, bool all_diags, isa_diags *d, FILE *to);
/* the command being run (cli_run sets it), for what cli_load refuses */
extern const char *cli_command;
/* Text input, a line at a time (decode and asm on standard input,
 * vectors, diff --map).  Open refuses a directory.  Next gives 1 and the
 * line without its newline, 0 at the end, -1 after printing why: a read
 * error, a NUL byte (binary data or a device read as text) or a line of
 * cap bytes or more, so no input is read forever without a line. */
typedef struct cli_lines {
	FILE *f;
	const char *name; /* in messages: a path, or <stdin> */
	int lineno;       /* of the line last read */
} cli_lines;
bool cli_lines_open(cli_lines *l, FILE *f, const char *name);
int cli_lines_next(cli_lines *l, char *buf, size_t cap);
/* Strip white space in place; NULL for an empty line. */
char *trim(char *s);
/* A hex word of at most bitsize bits; prints why not on failure. */
bool parse_word(const char *s, int bitsize, isa_bits *b);

/* The option parser of every subcommand (getopt_long underneath): the
 * options are those the command's usage text lists ("  --name ARG ..."
 * lines), plus -h/--help and the description-reading options of
 * width_help and mp_option_help, which it handles itself.  --opt value,
 * --opt=value, -o value; options and arguments in any order; `--` ends
 * the options.  An unknown option is refused naming the nearest one. */
#define CLI_MAX_OPTS 64
#define CLI_OPT_NAME 24
#define CLI_LONG 256 /* getopt_long's val for the long option i: CLI_LONG + i */
typedef struct cli_parser {
	const char *usage;
	int argc;
	char **argv; /* argv[0] is the command's name; the arguments end up in argv[1..] */
	char names[CLI_MAX_OPTS][CLI_OPT_NAME]; /* "--gen", "-o" */
	bool has_arg[CLI_MAX_OPTS];
	int nopts;
	struct option lo[CLI_MAX_OPTS + 2];
	char shorts[2 * CLI_MAX_OPTS + 4];
	char **pos; /* after CLI_END: the arguments that are not options */
	int npos;
} cli_parser;
#define CLI_END (-1) /* all options seen; p->pos, p->npos are set */
#define CLI_OPT (-2) /* *name (as "--gen"), *val (NULL for a flag) */
void cli_parser_init(cli_parser *p, const char *usage, int argc, char **argv);
/* CLI_OPT, CLI_END, or an exit status to return (help printed: EXIT_OK;
 * a usage error printed: EXIT_BAD). */
int cli_next(cli_parser *p, const char **name, const char **val);
/* for an option the usage lists but the command's loop forgets (a bug) */
int cli_unhandled(cli_parser *p, const char *name);
/* the name of names[] nearest to word (edit distance) */
const char *cli_nearest(const char *word, const char *const *names, int n);
/* the lines --help adds for the decodetree widths */
extern const char width_help[];

/* The whole command line (argv[0] the program), as main() runs it, and
 * its exit status; main() then checks that standard output was written.
 * fuzz/cli.c calls it too. */
int cli_run(int argc, char **argv);

/* Command-line words built by the program (malloc'ed, NULL-ended). */
typedef struct cli_words {
	char **v;
	int n, cap;
} cli_words;

/* The project file (cli/project.c): isaproof.json, or check --project. */
typedef struct cli_project_desc {
	char *path;     /* relative to the project file's folder, resolved */
	char *name;     /* a label for readers, or NULL */
	cli_words opts; /* its options as check's words (--gen 500 ...) */
} cli_project_desc;

typedef struct cli_project {
	cli_words opts; /* the top-level keys as check's options */
	cli_project_desc *v;
	int n;
} cli_project;

#define CLI_PROJECT_FILE "isaproof.json"
/* Reads and validates `file` against the options of `usage` (check's);
 * false with every problem printed (file:line:col for JSON syntax). */
bool cli_project_read(const char *file, const char *usage, cli_project *pr);
void cli_project_free(cli_project *pr);

/* Subcommands living in their own files. */
int cmd_vectors(int argc, char **argv); /* cli/vectors.c */
int cmd_corpus(int argc, char **argv);  /* cli/corpus.c */
int cmd_asm(int argc, char **argv);     /* cli/asm.c */
int cmd_diff(int argc, char **argv);    /* cli/diff.c */

/* decode's Bifrost options (cli/bifrost.c): 1 taken into c, 0 not one,
 * -1 after a usage error.  CLI_BI_HELP lists them (in decode's usage). */
#define CLI_BI_HELP \
	"Bifrost (an ISA.xml whose root is <bifrost>): the slot and the operand\n"\
	"context Mesa's bi_disasm_fma/bi_disasm_add print under (default: FMA,\n"\
	"everything 0):\n"\
	"  --slot UNIT      fma (23-bit words) or add (20-bit words)\n"\
	"  --regs HEX       the tuple's register block, 35 bits as the clause packs\n"\
	"                   it: fau_idx 0-7, reg3 8-13, reg2 14-19, reg0 20-24,\n"\
	"                   reg1 25-30, ctrl 31-34 (sources 0-2, 4 and 5 read it)\n"\
	"  --next-regs HEX  the next tuple's register block (names the destination)\n"\
	"  --last           the tuple is its clause's last (its next block is the\n"\
	"                   clause's first)\n"\
	"  --staging N      the staging register printed as @rN\n"\
	"  --branch-offset N  the clause's offset, for constants that are branches\n"\
	"  --const SPEC     K=HEX[:MOD]: embedded constant K (0-5) is HEX (64 bits);\n"\
	"                   MOD none (default), pc_lo, pc_hi or pc_lo_hi\n"
/* decode only: whole clauses */
#define CLI_BI_CLAUSE_HELP \
	"  --clause         print whole clauses as Mesa's disassemble_bifrost: HEX\n"\
	"                   (or a line of stdin) is a 128-bit quadword, MSB first;\n"\
	"                   --bin FILE is the shader's bytes (little-endian words);\n"\
	"                   --branch-offset N is the first clause's offset\n"\
	"  --verbose        --clause: also Mesa's verbose '#' lines\n"
/* decode --clause: where the quadwords come from and Mesa's options */
typedef struct cli_bi_clause_in {
	const char *bin;      /* --bin FILE, else hex, else stdin */
	uint64_t start;       /* --start: byte offset in bin */
	char **hex;
	int nhex;
	bool verbose;
	unsigned offset;      /* --branch-offset */
} cli_bi_clause_in;
int cli_bi_clauses(const isa *m, const cli_bi_clause_in *in);
int cli_bi_option(const char *usage, const char *a, const char *v, isa_bi_ctx *c);
/* encode for a Bifrost description: prints the slot word; the exit
 * status (EXIT_OK, EXIT_FINDINGS when a value cannot be encoded,
 * EXIT_BAD for an unknown instruction or field). */
int cli_bi_encode(const isa *m, const char *name, const isa_fieldval *vals, int nvals);
/* vectors for a Bifrost description: FILE's lines are [fma |add ]HEX<TAB>TEXT,
 * decoded under ctx (its slot unless the line names one); the exit status. */
int cli_bi_vectors(const isa *m, const char *path, const isa_bi_ctx *ctx, bool show_errors);
/* gen --verify on a Bifrost model (cli/bigen.c): the decoder gen wrote
 * to DIR (or, with dir NULL, writes to a temporary folder), compiled and
 * run on every word of both slots under four contexts against the
 * model; prints what it covered.  EXIT_OK when every text is the same,
 * EXIT_FINDINGS otherwise or when it cannot be compiled. */
int cli_bi_gen_verify(const isa *m, const char *dir, const char *prefix);

#endif
