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

#include "model/isa.h"

#define EXIT_OK 0
#define EXIT_FINDINGS 1
#define EXIT_BAD 2

extern const char *progname;

/* Prints "isaproof: " + fmt(arg) and the usage text; returns EXIT_BAD. */
int usage_error(const char *usage, const char *fmt, const char *arg);
bool is_help(const char *a);
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
/* Strip white space in place; NULL for an empty line. */
char *trim(char *s);
/* A hex word of at most bitsize bits; prints why not on failure. */
bool parse_word(const char *s, int bitsize, isa_bits *b);

/* Subcommands living in their own files. */
int cmd_vectors(int argc, char **argv); /* cli/vectors.c */
int cmd_corpus(int argc, char **argv);  /* cli/corpus.c */

#endif
