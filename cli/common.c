/*
 * cli/common.c - what every isaproof subcommand shares: option helpers,
 * loading a description with its diagnostics, parsing words.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "read/read.h"

const char *progname = "isaproof";

/* After a usage error, the command's usage lines only (its help text up to
 * the first blank line) and where the rest is: the mistake stays on the
 * screen instead of scrolling away above the whole help. */
void usage_short(const char *usage, FILE *to)
{
	const char *end = strstr(usage, "\n\n");
	fwrite(usage, 1, end ? (size_t)(end - usage) + 1 : strlen(usage), to);
	static const char head[] = "usage: isaproof ";
	const char *cmd = !strncmp(usage, head, sizeof(head) - 1) ? usage + sizeof(head) - 1 : "";
	int n = (int)strcspn(cmd, " \n");
	if (n == 7 && !strncmp(cmd, "COMMAND", 7))
		n = 0; /* the main usage: plain --help */
	fprintf(to, "Run '%s %.*s%s--help' for more.\n", progname, n, cmd, n ? " " : "");
}

int usage_error(const char *usage, const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", progname);
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	usage_short(usage, stderr);
	return EXIT_BAD;
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
	"  --decoder NAME   .bin_fmt files: the decoder to use (required when there\n"
	"                   are several)\n"
	"  --group NAME     .bin_fmt files: that decode function only (default: all;\n"
	"                   decode uses the first)\n"
	"  --include DIR    .bin_fmt files: a directory #include searches (MPACT's\n"
	"                   --include)\n"
	"  --isa FILE       .bin_fmt files: the MPACT .isa file of the decoder\n"
	"                   (opcodes, slots, disasm)\n"
	"  --isa-name NAME  the isa of --isa FILE to use (default: the only one, or\n"
	"                   the decoder's name)\n"
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
const char *cli_command;

isa *cli_load(const char *path, bool all_diags, isa_diags *d, FILE *to)
{
	isa_diags_init(d);
	isa *m = isa_load(path, &cli_load_opts, d);
	/* A Bifrost model is read by lint, decode, encode, check, vectors, gen and diff; the
	 * other commands would treat it as a generic one and say what is
	 * not so */
	if (m->bi && cli_command && strcmp(cli_command, "lint") && strcmp(cli_command, "decode") &&
	    strcmp(cli_command, "encode") && strcmp(cli_command, "check") &&
	    strcmp(cli_command, "vectors") && strcmp(cli_command, "gen") &&
	    strcmp(cli_command, "diff"))
		isa_diag_add(d, ISA_ERROR, (isa_loc){m->path, 1, 1}, "bi-unsupported",
			     "'%s' does not read Bifrost descriptions yet (lint, decode, encode, "
			     "check, vectors, gen and diff do)", cli_command);
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

bool cli_lines_open(cli_lines *l, FILE *f, const char *name)
{
	*l = (cli_lines){f, name, 0};
	struct stat st;
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		fprintf(stderr, "%s: cannot read %s: a directory (text input is read from a file "
				"or a pipe)\n", progname, name);
		return false;
	}
	return true;
}

/* getc, not fgets: fgets cannot tell a NUL byte from the end of a line,
 * so /dev/zero read as text would be an endless run of empty lines */
int cli_lines_next(cli_lines *l, char *buf, size_t cap)
{
	size_t n = 0;
	int c;
	while ((c = getc(l->f)) != EOF && c != '\n') {
		if (c == '\0') {
			fprintf(stderr, "%s:%d: error: a NUL byte, which text input never "
					"holds (binary data or a device?)\n", l->name, l->lineno + 1);
			return -1;
		}
		if (n + 1 >= cap) {
			fprintf(stderr, "%s:%d: error: a line longer than %zu bytes, the limit\n",
				l->name, l->lineno + 1, cap - 1);
			return -1;
		}
		buf[n++] = (char)c;
	}
	buf[n] = '\0';
	if (ferror(l->f)) { /* a read error is no end of file */
		fprintf(stderr, "%s: cannot read %s: %s\n", progname, l->name, strerror(errno));
		return -1;
	}
	if (c == EOF && n == 0)
		return 0;
	l->lineno++;
	return 1;
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
	"  --insnwidth N    .decode files: instruction width 16, 32 or 64 (default: the\n"
	"                   definitions' width when they agree, else 32)\n"
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

/* ---- the option parser every subcommand uses ------------------------------ */

/*
 * A command's options are the ones its --help text lists, one per line as
 * "  --name ARG  what it does" or "  -o DIR  ..." (an upper-case ARG right
 * after one blank: the option takes a value), plus the description-reading
 * options of width_help and mp_option_help.  The getopt_long table is
 * built from those texts, so an option cannot be parsed without being
 * documented (and the man page, written from --help, lists it too).
 */

/* "  -x..." / "  --name...": the option's name length at s (after the
 * two blanks), its argument flag in *has_arg; 0 when the line is none */
static int help_line_option(const char *s, bool *has_arg)
{
	if (s[0] != ' ' || s[1] != ' ' || s[2] != '-')
		return 0;
	s += 2;
	int n = 1;
	while (s[n] == '-' || (s[n] >= 'a' && s[n] <= 'z') || (s[n] >= '0' && s[n] <= '9'))
		n++;
	if (n < 2 || (s[1] != '-' && n != 2) || (s[1] == '-' && n < 4))
		return 0;
	const char *a = s + n;
	*has_arg = false;
	if (a[0] == ' ' && a[1] >= 'A' && a[1] <= 'Z') {
		int k = 2;
		while ((a[k] >= 'A' && a[k] <= 'Z') || (a[k] >= '0' && a[k] <= '9'))
			k++;
		*has_arg = a[k] == ' ' || a[k] == '\n' || a[k] == '\0';
	}
	return n;
}

static void parser_add_from(cli_parser *p, const char *text)
{
	for (const char *s = text; *s; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : s + strlen(s)) {
		bool arg;
		int n = help_line_option(s, &arg);
		if (!n || n >= CLI_OPT_NAME)
			continue;
		char name[CLI_OPT_NAME];
		memcpy(name, s + 2, (size_t)n);
		name[n] = '\0';
		bool dup = false;
		for (int i = 0; i < p->nopts; i++)
			dup |= !strcmp(p->names[i], name);
		if (dup || p->nopts == CLI_MAX_OPTS)
			continue;
		strcpy(p->names[p->nopts], name);
		p->has_arg[p->nopts] = arg;
		p->nopts++;
	}
}

void cli_parser_init(cli_parser *p, const char *usage, int argc, char **argv)
{
	memset(p, 0, sizeof(*p));
	p->usage = usage;
	p->argc = argc;
	p->argv = argv;
	parser_add_from(p, usage);
	parser_add_from(p, width_help);
	parser_add_from(p, mp_option_help);
	/* '-' first: arguments come back in order as options of code 1
	 * (whatever POSIXLY_CORRECT says, options may follow them); then ':':
	 * a missing value is reported as ':', not printed by getopt */
	char *sh = p->shorts;
	*sh++ = '-';
	*sh++ = ':';
	*sh++ = 'h';
	int nl = 0;
	for (int i = 0; i < p->nopts; i++) {
		const char *n = p->names[i];
		if (n[1] != '-') {
			*sh++ = n[1];
			if (p->has_arg[i])
				*sh++ = ':';
			continue;
		}
		p->lo[nl++] = (struct option){n + 2, p->has_arg[i] ? required_argument : no_argument,
					      NULL, CLI_LONG + i};
	}
	*sh = '\0';
	p->lo[nl++] = (struct option){"help", no_argument, NULL, 'h'};
	p->lo[nl] = (struct option){0};
	optind = 0; /* a fresh scan (GNU): cli_run can run many times in one process */
	opterr = 0; /* our messages, not getopt's */
}

static int edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 63 || lb > 63)
		return 64;
	int d[64][64];
	for (size_t i = 0; i <= la; i++)
		d[i][0] = (int)i;
	for (size_t j = 0; j <= lb; j++)
		d[0][j] = (int)j;
	for (size_t i = 1; i <= la; i++)
		for (size_t j = 1; j <= lb; j++) {
			/* case-blind: a field dst is DST mistyped, not another name */
			int sub = d[i - 1][j - 1] +
				  (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
			int del = d[i - 1][j] + 1, ins = d[i][j - 1] + 1;
			d[i][j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
	return d[la][lb];
}

const char *cli_nearest(const char *word, const char *const *names, int n)
{
	const char *best = NULL;
	int bd = 1 << 30;
	for (int i = 0; i < n; i++) {
		int dd = edit_distance(word, names[i]);
		if (dd < bd) {
			bd = dd;
			best = names[i];
		}
	}
	return best;
}

/* "isaproof: unknown option '--fromat' (did you mean --format?)" */
static int unknown_option(cli_parser *p, const char *given)
{
	char word[CLI_OPT_NAME * 2];
	snprintf(word, sizeof(word), "%s", given);
	char *eq = strchr(word, '=');
	if (eq)
		*eq = '\0';
	const char *names[CLI_MAX_OPTS + 1];
	int n = 0;
	for (int i = 0; i < p->nopts; i++)
		names[n++] = p->names[i];
	names[n++] = "--help";
	/* getopt takes a unique prefix (--max-c); several: ambiguous */
	char cands[CLI_MAX_OPTS * (CLI_OPT_NAME + 2)] = "";
	int ncand = 0;
	for (int i = 0; word[0] == '-' && word[1] == '-' && i < n; i++)
		if (!strncmp(names[i], word, strlen(word))) {
			strcat(strcat(cands, ncand++ ? ", " : ""), names[i]);
		}
	if (ncand > 1) {
		fprintf(stderr, "%s: ambiguous option '%s' (%s)\n", progname, word, cands);
		usage_short(p->usage, stderr);
		return EXIT_BAD;
	}
	fprintf(stderr, "%s: unknown option '%s' (did you mean %s?)\n", progname, word,
		cli_nearest(word, names, n));
	usage_short(p->usage, stderr);
	return EXIT_BAD;
}

int cli_next(cli_parser *p, const char **name, const char **val)
{
	for (;;) {
		optopt = 0;
		int c = getopt_long(p->argc, p->argv, p->shorts, p->lo, NULL);
		if (c == -1) {
			/* after `--` the rest are arguments too.  They are gathered
			 * in place at argv[1..]: getopt, in order mode, never
			 * looks back at what it has passed */
			for (int i = optind; i < p->argc; i++)
				p->argv[1 + p->npos++] = p->argv[i];
			p->pos = p->argv + 1;
			return CLI_END;
		}
		if (c == 1) {
			p->argv[1 + p->npos++] = optarg;
			continue;
		}
		if (c == 'h') {
			fputs(p->usage, stdout);
			fputs(width_help, stdout);
			fputs(mp_option_help, stdout);
			return EXIT_OK;
		}
		/* the option getopt stopped at: its table index, or -1 */
		int k = optopt >= CLI_LONG ? optopt - CLI_LONG : -1;
		if (optopt > 0 && optopt < CLI_LONG)
			for (int i = 0; i < p->nopts; i++)
				if (p->names[i][1] == optopt && !p->names[i][2])
					k = i;
		if (c == ':')
			return usage_error(p->usage, "%s needs a value", k >= 0 ? p->names[k] : "an option");
		if (c == '?' && k >= 0) /* --verify=x */
			return usage_error(p->usage, "%s takes no value", p->names[k]);
		if (c == '?') {
			char shortopt[3] = {'-', (char)optopt, '\0'};
			return unknown_option(p, optopt ? shortopt : p->argv[optind - 1]);
		}
		k = c >= CLI_LONG ? c - CLI_LONG : -1;
		for (int i = 0; k < 0 && i < p->nopts; i++)
			if (p->names[i][1] == c && !p->names[i][2])
				k = i;
		if (k < 0) /* cannot happen: getopt returns what the table holds */
			return usage_error(p->usage, "%s", "internal error: an option outside the table");
		/* the description-reading options, shared by every command */
		int r = mp_option(p->names[k], optarg);
		if (r < 0)
			return usage_error(p->usage, "%s needs a value", p->names[k]);
		if (!r)
			r = width_option(p->names[k], optarg);
		if (r < 0)
			return usage_error(p->usage, "%s needs 16, 32 or 64", p->names[k]);
		if (r > 0)
			continue;
		*name = p->names[k];
		*val = optarg;
		return CLI_OPT;
	}
}

int cli_unhandled(cli_parser *p, const char *name)
{
	return usage_error(p->usage, "internal error: option %s is documented but not handled", name);
}
