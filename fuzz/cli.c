/*
 * fuzz/cli.c - cli: the isaproof command line (argument, option, number
 * and word parsing of every subcommand that only reads) on arbitrary
 * arguments.  The input is NUL-separated arguments; the first byte picks
 * the subcommand (lint, decode, encode, vectors, or none: the top level,
 * and then only an option such as --help may follow), so no run writes
 * files (gen, corpus: a first fuzzing run wrote junk all over the disk
 * before this rule) or waits on Z3 (check).  Standard input is /dev/null.  Paths are
 * relative to the source tree (FZ_SRC_DIR), so isa/toy16.xml and the
 * decodetree example load.  Standard output goes to /dev/null.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#define FZ_MAX_ARGS 32

/* FZ_SRC_DIR, or when it is "" (OSS-Fuzz: no source tree on the runner)
 * isaproof-src/ beside the binary, where build.sh copies the files the
 * arguments name */
static int enter_src_dir(const char *argv0)
{
	if (FZ_SRC_DIR[0])
		return chdir(FZ_SRC_DIR);
	char dir[4096];
	const char *slash = argv0 ? strrchr(argv0, '/') : NULL;
	int n = snprintf(dir, sizeof(dir), "%.*s/isaproof-src", slash ? (int)(slash - argv0) : 1,
			 slash ? argv0 : ".");
	return n > 0 && (size_t)n < sizeof(dir) ? chdir(dir) : -1;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	if (enter_src_dir((*argv)[0]) != 0 || !freopen("/dev/null", "w", stdout) ||
	    !freopen("/dev/null", "r", stdin))
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const cmds[] = {"lint", "decode", "encode", "vectors", NULL};
	if (size < 1 || size > 4096)
		return 0;
	char *buf = malloc(size);
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	char *argv[FZ_MAX_ARGS + 3];
	int argc = 0;
	argv[argc++] = "isaproof";
	const char *cmd = cmds[data[0] % 5];
	if (cmd)
		argv[argc++] = (char *)cmd;
	for (char *s = buf; s < buf + size - 1 && argc < FZ_MAX_ARGS; s += strlen(s) + 1)
		argv[argc++] = s;
	argv[argc] = NULL;
	if (!cmd && argc > 1 && argv[1][0] != '-') { /* never a subcommand we did not pick */
		free(buf);
		return 0;
	}
	/* the options a run set must not leak into the next */
	cli_load_opts = (isa_load_opts){0};
	cli_run(argc, argv);
	fflush(stdout);
	free(buf);
	return 0;
}
