/*
 * fuzz/options.c - options: random option combinations for every
 * subcommand (lint, decode, encode, check, gen, diff, vectors, asm,
 * corpus) on the descriptions isaproof ships, run through cli_run, the
 * entry the command line uses, so that no option or mix of options can
 * crash a command.  fuzz/cli.c fuzzes the words of a command line; this
 * one fuzzes which options are given, with which values and on what.
 *
 * The options each command takes are read from its own --help text at
 * start-up (with cli_parser_init, as the command reads them), so a new
 * option is fuzzed the day it is documented.  The descriptions are the
 * .xml files under isa/ (isa/examples/ and isa/riscv/ too) and the
 * decodetree example, found in the source tree (FZ_SRC_DIR) or, when that
 * is "" (OSS-Fuzz), in isaproof-src/ beside the binary.
 *
 * Writes stay in a temporary folder made at start-up, which is the
 * working folder and is emptied after every run: the values an option can
 * get are numbers, words, names in that folder (a '/' in a fuzzed string
 * becomes '_', and ".." is never a name) and /dev/null -- never a path
 * outside, not even a description's (an output option given one would
 * overwrite it); descriptions are only the commands' own arguments.
 * Standard input is /dev/null, standard output goes to /dev/null.
 *
 * Input: byte 0 the command, byte 1 the description, byte 2 how many
 * options, then per option a byte for which one and, when it takes a
 * value, a byte for the kind of value (and the bytes that value needs);
 * the rest are the command's arguments (words, FIELD=VALUE, texts).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* asprintf, nftw */
#endif
#include <dirent.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#define FZ_MAX_ARGS 40
#define FZ_MAX_DESCS 64
#define FZ_MAX_INPUT 4096

static const char *const commands[] = {"lint", "decode", "encode", "check",  "gen",
				       "diff", "vectors", "asm",  "corpus"};
#define NCOMMANDS ((int)(sizeof(commands) / sizeof(commands[0])))

/* each command's options, as its --help lists them */
static cli_parser opts[NCOMMANDS];
static char *helps[NCOMMANDS];
static char *descs[FZ_MAX_DESCS];
static int ndescs;
static char workdir[4096];

/* ---- start-up ------------------------------------------------------------- */

/* FZ_SRC_DIR, or isaproof-src/ beside the binary (OSS-Fuzz) */
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

static int by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

/* every NAME.xml in dir (sorted: the same index is the same file in every
 * run), as absolute paths */
static void add_descs(const char *src, const char *dir)
{
	struct dirent **v;
	char path[4096];
	snprintf(path, sizeof(path), "%s/%s", src, dir);
	int n = scandir(path, &v, NULL, by_name);
	for (int i = 0; i < n; i++) {
		size_t len = strlen(v[i]->d_name);
		if (len > 4 && !strcmp(v[i]->d_name + len - 4, ".xml") && ndescs < FZ_MAX_DESCS &&
		    asprintf(&descs[ndescs], "%s/%s/%s", src, dir, v[i]->d_name) > 0)
			ndescs++;
		free(v[i]);
	}
	if (n >= 0)
		free(v);
}

/* `isaproof CMD --help` into a string, through a file in the work folder */
static char *help_of(const char *cmd)
{
	char *argv[] = {"isaproof", (char *)cmd, "--help", NULL};
	if (!freopen("help.txt", "w", stdout))
		abort();
	cli_run(3, argv);
	fflush(stdout);
	if (!freopen("/dev/null", "w", stdout))
		abort();
	FILE *f = fopen("help.txt", "r");
	char *text = calloc(1, 65536);
	if (!f || !text)
		abort();
	size_t n = fread(text, 1, 65535, f);
	text[n] = '\0';
	fclose(f);
	unlink("help.txt");
	return text;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw);

/* the work folder goes when the process ends normally (libFuzzer has no
 * other hook; a crash leaves it, with what the crashing run wrote) */
static void remove_workdir(void)
{
	nftw(workdir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
	rmdir(workdir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	char src[4096];
	if (enter_src_dir((*argv)[0]) != 0 || !getcwd(src, sizeof(src)))
		abort();
	add_descs(src, "isa");
	add_descs(src, "isa/examples");
	add_descs(src, "isa/riscv");
	if (ndescs < FZ_MAX_DESCS &&
	    asprintf(&descs[ndescs], "%s/tests/decodetree/gen/small.decode", src) > 0)
		ndescs++;
	const char *t = getenv("TMPDIR");
	snprintf(workdir, sizeof(workdir), "%s/isaproof-options-XXXXXX", t && *t ? t : "/tmp");
	if (!ndescs || !mkdtemp(workdir) || chdir(workdir) != 0 || !freopen("/dev/null", "r", stdin))
		abort();
	atexit(remove_workdir);
	for (int i = 0; i < NCOMMANDS; i++) {
		helps[i] = help_of(commands[i]);
		cli_parser_init(&opts[i], helps[i], 0, NULL);
	}
	return 0;
}

/* ---- reading the input ------------------------------------------------------ */

typedef struct input {
	const uint8_t *p;
	size_t left;
	/* the strings of this run (arguments point into it) */
	char buf[FZ_MAX_INPUT * 2];
	size_t used;
} input;

static unsigned byte(input *in)
{
	if (!in->left)
		return 0;
	in->left--;
	return *in->p++;
}

static char *keep(input *in, const char *s)
{
	size_t n = strlen(s) + 1;
	if (in->used + n > sizeof(in->buf))
		return "x";
	char *d = in->buf + in->used;
	memcpy(d, s, n);
	in->used += n;
	return d;
}

/* up to 32 bytes of the input as a string: never a path out of the work
 * folder ('/' becomes '_', ".." is not a name) */
static char *raw(input *in)
{
	char s[33];
	unsigned n = byte(in) % 33;
	unsigned i = 0;
	for (; i < n && in->left; i++) {
		char c = (char)byte(in);
		s[i] = c == '/' || c == '\0' ? '_' : c;
	}
	s[i] = '\0';
	if (!strcmp(s, ".."))
		strcpy(s, "x");
	return keep(in, s);
}

/* a hex word of 1..16 digits */
static char *hex(input *in)
{
	char s[20];
	unsigned n = 1 + byte(in) % 8;
	size_t k = 0;
	for (unsigned i = 0; i < n; i++)
		k += (size_t)snprintf(s + k, sizeof(s) - k, "%02x", byte(in));
	return keep(in, s);
}

/* an option's value: numbers at and past every edge, words the options
 * take, names in the work folder, raw bytes */
static char *value(input *in)
{
	static const char *const fixed[] = {
		"0", "1", "2", "3", "10", "100", "4294967295", "4294967296", "18446744073709551615",
		"18446744073709551616", "-1", "0x10", "010", "08", "", "text", "json", "sarif",
		"out", "out/deep", "dep.d", "/dev/null", "HEAD", "#instruction", "x"};
	unsigned nfixed = sizeof(fixed) / sizeof(fixed[0]);
	unsigned k = byte(in) % (nfixed + 2);
	if (k < nfixed)
		return (char *)fixed[k];
	if (k == nfixed)
		return raw(in);
	char s[16];
	snprintf(s, sizeof(s), "%u", byte(in));
	return keep(in, s);
}

/* one of a few names leaves and fields have in the shipped descriptions,
 * or raw bytes */
static char *name_of(input *in)
{
	static const char *const names[] = {"nop", "add", "mov", "wait", "br", "ret", "addi", "lui",
					    "NOP", "FADD.f32", "DST", "SRC1", "CYCLES", "imm", "rd",
					    "rs1", "OFF", "TARGET"};
	unsigned k = byte(in) % (sizeof(names) / sizeof(names[0]) + 1);
	return k < sizeof(names) / sizeof(names[0]) ? (char *)names[k] : raw(in);
}

/* a vectors file in the work folder, of raw bytes */
static char *vectors_file(input *in)
{
	FILE *f = fopen("v.txt", "w");
	if (!f)
		abort();
	fputs(raw(in), f);
	fputc('\n', f);
	fclose(f);
	return "v.txt";
}

/* the arguments a command takes besides its options */
static int positionals(input *in, int cmd, const char *desc, char **argv, int argc)
{
	argv[argc++] = (char *)desc;
	const char *name = commands[cmd];
	unsigned n = byte(in) % 6;
	for (unsigned i = 0; i < n && argc < FZ_MAX_ARGS; i++) {
		char s[128];
		if (!strcmp(name, "decode")) {
			argv[argc++] = hex(in);
		} else if (!strcmp(name, "diff")) {
			argv[argc++] = descs[byte(in) % (unsigned)ndescs];
		} else if (!strcmp(name, "vectors")) {
			argv[argc++] = vectors_file(in);
		} else if (!strcmp(name, "encode") && i == 0) {
			argv[argc++] = name_of(in);
		} else if (!strcmp(name, "encode")) {
			const char *f = name_of(in);
			snprintf(s, sizeof(s), "%s=%s", f, value(in));
			argv[argc++] = keep(in, s);
		} else {
			argv[argc++] = raw(in);
		}
	}
	return argc;
}

/* ---- a run ------------------------------------------------------------------ */

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	if (ftw->level > 0)
		remove(path);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 3 || size > FZ_MAX_INPUT)
		return 0;
	input *in = calloc(1, sizeof(*in));
	if (!in)
		abort();
	in->p = data;
	in->left = size;
	int cmd = (int)(byte(in) % NCOMMANDS);
	const char *desc = descs[byte(in) % (unsigned)ndescs];
	const cli_parser *o = &opts[cmd];
	char *argv[FZ_MAX_ARGS + 4];
	int argc = 0;
	argv[argc++] = "isaproof";
	argv[argc++] = (char *)commands[cmd];
	unsigned nopt = byte(in) % 16;
	bool first = byte(in) % 2; /* the arguments before the options, or after */
	if (first)
		argc = positionals(in, cmd, desc, argv, argc);
	for (unsigned i = 0; i < nopt && o->nopts && argc < FZ_MAX_ARGS - 1; i++) {
		int k = (int)(byte(in) % (unsigned)o->nopts);
		argv[argc++] = (char *)o->names[k];
		if (o->has_arg[k])
			argv[argc++] = value(in);
	}
	if (!first && argc < FZ_MAX_ARGS - 8)
		argc = positionals(in, cmd, desc, argv, argc);
	argv[argc] = NULL;
	/* the options a run set must not leak into the next */
	cli_load_opts = (isa_load_opts){0};
	cli_run(argc, argv);
	fflush(stdout);
	nftw(".", remove_one, 16, FTW_DEPTH | FTW_PHYS);
	free(in);
	return 0;
}
