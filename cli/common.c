/*
 * cli/common.c - what every isaproof subcommand shares: option helpers,
 * loading a description with its diagnostics, parsing words.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "read/read.h"

const char *progname = "isaproof";

int usage_error(const char *usage, const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", progname);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage);
	return EXIT_BAD;
}

bool is_help(const char *a)
{
	return !strcmp(a, "--help") || !strcmp(a, "-h");
}

bool parse_gen(const char *s, uint32_t *gen)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || end == s || *end || v > UINT32_MAX || s[0] == '-')
		return false;
	*gen = (uint32_t)v;
	return true;
}

isa_load_opts cli_load_opts;

const char mp_option_help[] =
	"  --decoder NAME   .bin_fmt files: the decoder to use (required when there are several)\n"
	"  --group NAME     .bin_fmt files: that decode function only (default: all; decode uses the first)\n"
	"  --include DIR    .bin_fmt files: a directory #include searches (MPACT's --include)\n"
;

/* The MPACT-Sim load options (they all take a value): 1 when `a` is one
 * (its value v consumed), 0 when not, -1 when the value is missing. */
int mp_option(const char *a, const char *v)
{
	static const char *const names[] = {"--decoder", "--group", "--include"};
	int k = -1;
	for (int i = 0; i < 3; i++)
		if (!strcmp(a, names[i]))
			k = i;
	if (k < 0)
		return 0;
	if (!v)
		return -1;
	switch (k) {
	case 0: cli_load_opts.mp_decoder = v; break;
	case 1: cli_load_opts.mp_group = v; break;
	default: {
		static const char *dirs[64];
		if (cli_load_opts.nmp_includes < 64)
			dirs[cli_load_opts.nmp_includes++] = v;
		cli_load_opts.mp_includes = dirs;
		break;
	}
	}
	return 1;
}

/* Load, print diagnostics (all of them for lint, errors otherwise). */
isa *cli_load(const char *path, bool all_diags, isa_diags *d, FILE *to)
{
	isa_diags_init(d);
	isa *m = isa_load(path, &cli_load_opts, d);
	if (all_diags) {
		isa_diags_print(d, to);
	} else if (d->nerrors) {
		isa_diags errs;
		isa_diags_init(&errs);
		for (int i = 0; i < d->n; i++)
			if (d->v[i].severity == ISA_ERROR)
				isa_diag_add(&errs, ISA_ERROR, d->v[i].loc, d->v[i].rule, "%s", d->v[i].msg);
		isa_diags_print(&errs, to);
		isa_diags_free(&errs);
		fprintf(to, "%s: %s has errors; refusing to use it\n", progname, path);
	}
	return m;
}

/* Strip white space; returns NULL for an empty line. */
char *trim(char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
		s++;
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r' || s[n - 1] == '\n'))
		s[--n] = '\0';
	return n ? s : NULL;
}

bool parse_word(const char *s, int bitsize, isa_bits *b)
{
	if (isa_bits_parse_hex(s, bitsize, b))
		return true;
	fprintf(stderr, "%s: '%s' is not a hex word of at most %d bits\n", progname, s, bitsize);
	return false;
}
