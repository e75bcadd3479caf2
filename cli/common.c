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

/* Decimal digits, or 0x and hex digits: nothing else (no sign, no
 * blanks, no octal: strtoul's "010" is 8, which nobody means). */
bool parse_uint(const char *s, uint64_t max, uint64_t *out)
{
	int base = 10;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	}
	if (!*s)
		return false;
	uint64_t v = 0;
	for (; *s; s++) {
		int d = *s >= '0' && *s <= '9'                ? *s - '0'
			: base == 16 && *s >= 'a' && *s <= 'f' ? *s - 'a' + 10
			: base == 16 && *s >= 'A' && *s <= 'F' ? *s - 'A' + 10
							       : -1;
		if (d < 0 || v > (max - (uint64_t)d) / (uint64_t)base)
			return false;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	*out = v;
	return true;
}

bool parse_gen(const char *s, uint32_t *gen)
{
	uint64_t v;
	if (!parse_uint(s, UINT32_MAX, &v))
		return false;
	*gen = (uint32_t)v;
	return true;
}

isa_load_opts cli_load_opts;

const char mp_option_help[] =
	"  --decoder NAME   .bin_fmt files: the decoder to use (required when there are several)\n"
	"  --group NAME     .bin_fmt files: that decode function only (default: all; decode uses the first)\n"
	"  --include DIR    .bin_fmt files: a directory #include searches (MPACT's --include)\n"
	"  --isa FILE       .bin_fmt files: the MPACT .isa file of the decoder (opcodes, slots, disasm)\n"
	"  --isa-name NAME  the isa of --isa FILE to use (default: the only one, or the decoder's name)\n"
;

/* The MPACT-Sim load options (they all take a value): 1 when `a` is one
 * (its value v consumed), 0 when not, -1 when the value is missing. */
int mp_option(const char *a, const char *v)
{
	static const char *const names[] = {"--decoder", "--group", "--include", "--isa", "--isa-name"};
	int k = -1;
	for (int i = 0; i < 5; i++)
		if (!strcmp(a, names[i]))
			k = i;
	if (k < 0)
		return 0;
	if (!v)
		return -1;
	switch (k) {
	case 0: cli_load_opts.mp_decoder = v; break;
	case 1: cli_load_opts.mp_group = v; break;
	case 3: cli_load_opts.mp_isa = v; break;
	case 4: cli_load_opts.mp_isa_name = v; break;
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

/* ---- decodetree widths ----------------------------------------------------- */

const char width_help[] =
	"  --insnwidth N    .decode files: instruction width 16, 32 (default) or 64\n"
	"  --varinsnwidth N .decode files: variable-length instructions of up to N bits\n";

/* --insnwidth N / --varinsnwidth N: 1 when a is one (v consumed), 0 when
 * not, -1 when N is no width decodetree handles. */
static int width_option(const char *a, const char *v)
{
	bool var = !strcmp(a, "--varinsnwidth");
	if (!var && strcmp(a, "--insnwidth"))
		return 0;
	if (!v || (strcmp(v, "16") && strcmp(v, "32") && strcmp(v, "64")))
		return -1;
	cli_load_opts.insnwidth = atoi(v);
	cli_load_opts.varinsnwidth = var;
	return 1;
}

int shared_option(const char *usage, int argc, char **argv, int *i)
{
	const char *a = argv[*i];
	if (is_help(a)) {
		fputs(usage, stdout);
		fputs(width_help, stdout);
		fputs(mp_option_help, stdout);
		return EXIT_OK;
	}
	int mo = mp_option(a, *i + 1 < argc ? argv[*i + 1] : NULL);
	if (mo < 0)
		return usage_error(usage, "%s needs a value", a);
	if (mo) {
		(*i)++;
		return OPT_TAKEN;
	}
	int wo = width_option(a, *i + 1 < argc ? argv[*i + 1] : NULL);
	if (wo < 0)
		return usage_error(usage, "%s needs 16, 32 or 64", a);
	if (wo) {
		(*i)++;
		return OPT_TAKEN;
	}
	return OPT_NONE;
}

