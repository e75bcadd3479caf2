/*
 * bench/bifrost_clause_oracle.c - drive Mesa's disassemble_bifrost (its
 * bifrost/disassemble.c with the generated bi_disasm_fma/bi_disasm_add)
 * on shaders read from standard input, one a line: 128-bit quadwords as
 * hex, most significant digit first, separated by blanks (what
 * tests/bifrost/clause_cases.c gen writes and `isaproof decode --clause`
 * takes).
 *
 * usage: bifrost_clause_oracle [-v]      (-v: Mesa's verbose output)
 *
 * Per shader it prints what Mesa prints, then "%%end ok".  Where Mesa's
 * output is undefined it stops instead: an assert, a read past the
 * shader's bytes (they end right before a page that cannot be read) or
 * a write past an array (built with -fsanitize=bounds, trapping).  The
 * text is then cut before the clause it happened in, and "%%end error"
 * follows: what isaproof prints before it refuses that clause.  Each
 * shader runs in a child process, so that one stop ends only its own.
 *
 * Built only by bench/bifrost_oracle.sh --clauses, against Mesa's
 * sources; nothing of isaproof is linked in.
 */
#define _GNU_SOURCE
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bifrost/disassemble.h"
#include "bifrost_quads.h"

#define OUT_CAP (1 << 22)

static char *out;    /* shared with the child: the text it printed */
static long pagesz;

/* The shader's bytes at the end of a readable region, an unreadable page
 * right after them; the child's text into `out` as it is printed. */
static void child(const uint32_t *words, size_t n, bool verbose)
{
	size_t bytes = 4 * n;
	size_t span = (bytes + (size_t)pagesz - 1) / (size_t)pagesz * (size_t)pagesz;
	char *map = mmap(NULL, span + (size_t)pagesz, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED || mprotect(map + span, (size_t)pagesz, PROT_NONE))
		_exit(3);
	/* Mesa's assert messages are not its output */
	if (!freopen("/dev/null", "w", stderr))
		_exit(3);
	char *code = map + span - bytes;
	memcpy(code, words, bytes);
	FILE *fp = fmemopen(out, OUT_CAP - 1, "w");
	if (!fp)
		_exit(3);
	setvbuf(fp, NULL, _IONBF, 0);
	disassemble_bifrost(fp, code, bytes, verbose);
	fclose(fp);
	_exit(0);
}

/* The text before the clause the child stopped in */
static size_t cut_at_last_clause(const char *s, size_t len)
{
	size_t at = 0;
	for (size_t i = 0; i < len; i++)
		if ((i == 0 || s[i - 1] == '\n') && !strncmp(s + i, "clause_", 7))
			at = i;
	return at;
}

int main(int argc, char **argv)
{
	bool verbose = argc > 1 && !strcmp(argv[1], "-v");
	pagesz = sysconf(_SC_PAGESIZE);
	out = mmap(NULL, OUT_CAP, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (out == MAP_FAILED)
		return 2;
	static char line[1 << 16];
	static uint32_t words[1 << 14];
	while (fgets(line, sizeof(line), stdin)) {
		size_t n = bifrost_quads_parse(line, words, sizeof(words) / sizeof(words[0]));
		memset(out, 0, OUT_CAP);
		fflush(stdout);
		pid_t pid = fork();
		if (pid < 0)
			return 2;
		if (pid == 0)
			child(words, n, verbose);
		int status;
		if (waitpid(pid, &status, 0) != pid)
			return 2;
		bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
		if (WIFEXITED(status) && WEXITSTATUS(status) == 3)
			return 2;
		size_t len = strlen(out);
		if (!ok)
			len = cut_at_last_clause(out, len);
		fwrite(out, 1, len, stdout);
		printf("%%%%end %s\n", ok ? "ok" : "error");
	}
	return fflush(stdout) ? 1 : 0;
}
