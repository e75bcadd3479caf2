/*
 * cli/asm.c - isaproof asm: assemble instruction texts into words, for
 * the descriptions that have an assembler's rules (Valhall's ISA.xml:
 * model/va_asm.c follows Mesa's asm.py).
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char usage_asm[] =
	"usage: isaproof asm ISA.xml [TEXT...]\n"
	"\n"
	"Assembles each TEXT (one instruction; with none, each line of standard\n"
	"input, skipping blank lines and lines starting with #) into a word printed\n"
	"as 16 MSB-first hex digits, one per line, accepting exactly what Mesa's\n"
	"Valhall assembler accepts.  A refused text prints FILE:LINE: error: WHY on\n"
	"standard error (FILE is <args> or <stdin>; LINE the argument or line number).\n"
	"Exit status: 0 every text assembles, 1 some are refused, 2 bad usage or a\n"
	"description without an assembler.  A TEXT that starts with '-' comes\n"
	"after `--`.\n";

static bool asm_one(const isa *m, const char *where, int n, const char *text)
{
	uint64_t w;
	char err[512];
	if (!isa_va_asm(m, text, &w, err, sizeof(err))) {
		fflush(stdout);
		fprintf(stderr, "%s:%d: error: %s\n", where, n, err);
		return false;
	}
	printf("%016llx\n", (unsigned long long)w);
	fflush(stdout); /* in order with the errors on stderr */
	return true;
}

int cmd_asm(int argc, char **argv)
{
	cli_parser p;
	cli_parser_init(&p, usage_asm, argc, argv);
	const char *a, *v;
	int r;
	while ((r = cli_next(&p, &a, &v)) == CLI_OPT)
		return cli_unhandled(&p, a);
	if (r != CLI_END)
		return r;
	if (!p.npos)
		return usage_error(usage_asm, "%s", "missing ISA.xml");
	const char *path = p.pos[0];
	char **texts = p.pos + 1;
	int ntexts = p.npos - 1;
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_OK;
	if (d.nerrors) {
		rc = EXIT_BAD;
	} else if (!m->va) {
		fprintf(stderr, "%s: asm: %s has no assembler rules (only Valhall ISA.xml has)\n",
			progname, path);
		rc = EXIT_BAD;
	} else if (ntexts) {
		for (int i = 0; i < ntexts; i++)
			if (!asm_one(m, "<args>", i + 1, texts[i]))
				rc = EXIT_FINDINGS;
	} else {
		char line[4096];
		cli_lines in;
		int got = cli_lines_open(&in, stdin, "<stdin>") ? 1 : -1;
		while (got > 0 && (got = cli_lines_next(&in, line, sizeof(line))) > 0) {
			int n = in.lineno;
			size_t len = strlen(line);
			while (len && line[len - 1] == '\r')
				line[--len] = '\0';
			const char *s = line;
			while (*s == ' ' || *s == '\t')
				s++;
			if (!*s || *s == '#')
				continue; /* as Mesa's command-line assembler */
			if (!asm_one(m, "<stdin>", n, line))
				rc = EXIT_FINDINGS;
		}
		if (got < 0)
			rc = EXIT_BAD;
	}
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}
