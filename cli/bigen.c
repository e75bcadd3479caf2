/*
 * cli/bigen.c - `gen --verify` for a Bifrost description: the generated
 * decoder is compiled (with $CC, else cc) into a shared object, loaded,
 * and made to print every word of both slots under each of four operand
 * contexts next to the model's decode.  The slots are 23 and 20 bits
 * wide, so going through every word is the proof; the contexts are the
 * ones bench/bifrost_oracle.sh compares with Mesa's generated
 * disassembler, and the context checks (which next register blocks Mesa
 * asserts on) are compared for every control value.
 */
#include <dlfcn.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "codegen/gen.h"

extern char **environ;

/* The generated header's types (NAME_regs, NAME_constants): the API the
 * generated header documents, so their layout is fixed. */
typedef struct bv_regs {
	unsigned fau_idx, reg0, reg1, reg2, reg3, ctrl;
} bv_regs;
typedef struct bv_constants {
	uint64_t raw[6];
	unsigned mods[6];
} bv_constants;
typedef int (*bv_disasm_fn)(char *, size_t, uint32_t, const bv_regs *, const bv_regs *, unsigned,
			    unsigned, const bv_constants *, int);
typedef int (*bv_select_fn)(uint32_t);
typedef const char *(*bv_name_fn)(int);

typedef struct bv_lib {
	void *handle;
	bv_disasm_fn disasm[2];
	bv_select_fn select[2];
	bv_name_fn name;
} bv_lib;

/* The contexts of bench/bifrost_oracle.sh (docs/bifrost.md). */
typedef struct bv_context {
	const char *name;
	isa_bi_ctx c;
} bv_context;

static const bv_context contexts[] = {
	{"zero", {0}},
	{"uni", {.srcs = {0x85, 3, 10, 17, 40, 5}, .next = {0, 0, 0, 12, 33, 15}, .staging = 7,
		 .branch_offset = 3}},
	{"const", {.srcs = {0x31, 20, 5, 21, 9, 0}, .next = {0, 0, 0, 2, 40, 1}, .staging = 2,
		   .consts = {[5] = 0x3f8000004cafe000ull}, .last = true}},
	{"pc", {.srcs = {0x40, 30, 4, 2, 2, 0}, .next = {0, 0, 44, 6, 7, 0}, .branch_offset = 5,
		.consts = {[0] = 0x120}, .mods = {[0] = BI_CONST_PC_LO}}},
};
#define NCONTEXTS ((int)(sizeof(contexts) / sizeof(contexts[0])))

static bv_regs bv_of(const isa_bi_regs *r)
{
	return (bv_regs){r->fau_idx, r->reg0, r->reg1, r->reg2, r->reg3, r->ctrl};
}

/* ---- compiling and loading ------------------------------------------------ */

/* Run argv, its output going to ours; true when it exits 0. */
static bool run(char *const argv[])
{
	pid_t pid;
	fflush(stdout);
	if (posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ) != 0)
		return false;
	int st;
	if (waitpid(pid, &st, 0) != pid)
		return false;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

/* $CC split at blanks (as make does), then the flags and files */
static bool compile(const char *csrc, const char *so, char *err, size_t len)
{
	const char *env = getenv("CC");
	char *cc = strdup(env && *env ? env : "cc");
	char *argv[64];
	int n = 0;
	for (char *t = strtok(cc, " \t"); t && n < 48; t = strtok(NULL, " \t"))
		argv[n++] = t;
	const char *flags[] = {"-std=c99", "-O2", "-fPIC", "-shared", "-Wall", "-Wextra", "-Wpedantic",
			       "-o"};
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		argv[n++] = (char *)flags[i];
	argv[n++] = (char *)so;
	argv[n++] = (char *)csrc;
	argv[n] = NULL;
	bool ok = n > 10 && run(argv);
	if (!ok)
		snprintf(err, len, "compiling %s with '%s' failed (set CC to a C99 compiler)", csrc,
			 env && *env ? env : "cc");
	free(cc);
	return ok;
}

static bool load(bv_lib *lib, const char *so, const char *prefix, char *err, size_t len)
{
	lib->handle = dlopen(so, RTLD_NOW | RTLD_LOCAL);
	if (!lib->handle) {
		snprintf(err, len, "cannot load %s: %s", so, dlerror());
		return false;
	}
	static const char *const what[5] = {"disasm_fma", "disasm_add", "select_fma", "select_add",
					    "state_name"};
	void *sym[5];
	for (int i = 0; i < 5; i++) {
		char name[128];
		snprintf(name, sizeof(name), "%s_%s", prefix, what[i]);
		sym[i] = dlsym(lib->handle, name);
		if (!sym[i]) {
			snprintf(err, len, "%s has no %s", so, name);
			return false;
		}
	}
	/* POSIX: a function pointer survives the trip through void * */
	memcpy(&lib->disasm[0], &sym[0], sizeof(sym[0]));
	memcpy(&lib->disasm[1], &sym[1], sizeof(sym[1]));
	memcpy(&lib->select[0], &sym[2], sizeof(sym[2]));
	memcpy(&lib->select[1], &sym[3], sizeof(sym[3]));
	memcpy(&lib->name, &sym[4], sizeof(sym[4]));
	return true;
}

/* ---- the comparisons --------------------------------------------------------- */

#define BV_SHOW 3 /* differences printed per comparison */

/* Every word of the slot selects the same state (context-free). */
static long compare_selection(const isa *m, const bv_lib *lib, int add)
{
	long bad = 0;
	uint32_t n = (uint32_t)1 << (add ? 20 : 23);
	for (uint32_t w = 0; w < n; w++) {
		int a = isa_bi_select(m->bi, add, w), b = lib->select[add](w);
		if (a != b && bad++ < BV_SHOW)
			printf("  %s %06x: the model selects %s, the generated decoder %s\n",
			       add ? "add" : "fma", w, a < 0 ? "nothing" : m->bi->st[a].name,
			       b < 0 ? "nothing" : lib->name(b) ? lib->name(b) : "?");
	}
	for (int k = 0; k < m->bi->nst; k++)
		if (!lib->name(k) || strcmp(lib->name(k), m->bi->st[k].name))
			bad++;
	return bad;
}

/* Every word of the slot prints the same text under the context. */
static long compare_text(const isa *m, const bv_lib *lib, int add, const isa_bi_ctx *ctx)
{
	isa_bi_ctx c = *ctx;
	c.add = add != 0;
	bv_regs srcs = bv_of(&c.srcs), next = bv_of(&c.next);
	bv_constants k;
	for (int i = 0; i < 6; i++) {
		k.raw[i] = c.consts[i];
		k.mods[i] = (unsigned)c.mods[i];
	}
	isa_buf out;
	isa_buf_init(&out);
	char buf[512];
	long bad = 0;
	uint32_t n = (uint32_t)1 << (add ? 20 : 23);
	for (uint32_t w = 0; w < n; w++) {
		out.len = 0;
		isa_bi_decode(m, w, &c, false, &out);
		int len = lib->disasm[add](buf, sizeof(buf), w, &srcs, &next, c.staging, c.branch_offset,
					   &k, c.last);
		bool same = len >= 0 && (size_t)len == out.len && len < (int)sizeof(buf) &&
			    !memcmp(buf, out.s, out.len);
		if (!same && bad++ < BV_SHOW)
			printf("  %s %06x\n    model:     %.*s\n    generated: %s\n", add ? "add" : "fma",
			       w, (int)out.len, out.s, len < 0 ? "(refused)" : buf);
	}
	isa_buf_free(&out);
	return bad;
}

/* Mesa asserts on a next register block whose control selects a reserved
 * entry: the generated decoder refuses exactly those (every control
 * value, reg1's high bits when it is 0, reg2 = reg3 or not, last or not). */
static long compare_contexts(const bv_lib *lib)
{
	long bad = 0;
	bv_constants k = {{0}, {0}};
	char buf[256];
	for (int last = 0; last < 2; last++)
		for (unsigned ctrl = 0; ctrl < 16; ctrl++)
			for (unsigned hi = 0; hi < 16; hi++)
				for (unsigned eq = 0; eq < 2; eq++) {
					isa_bi_ctx c = {0};
					c.last = last;
					c.next.ctrl = ctrl;
					c.next.reg1 = hi << 2;
					c.next.reg3 = eq ? 0 : 1;
					bv_regs srcs = bv_of(&c.srcs), next = bv_of(&c.next);
					char why[256];
					bool valid = isa_bi_ctx_valid(&c, why, sizeof(why));
					int len = lib->disasm[0](buf, sizeof(buf), 0, &srcs, &next, 0, 0, &k, last);
					if (valid != (len >= 0))
						bad++;
				}
	return bad;
}

/* One difference refutes the decoder: the comparisons after the first
 * that finds one are not run (said so), the count of that one is exact. */
static int refuted(long bad, const char *what)
{
	printf("not verified: %ld differences in %s; the comparisons after it were not run\n", bad,
	       what);
	return EXIT_FINDINGS;
}

static int verify_lib(const isa *m, const bv_lib *lib)
{
	for (int add = 0; add < 2; add++) {
		const char *slot = add ? "add" : "fma";
		long bad = compare_selection(m, lib, add);
		printf("%s: %u words: selection %s\n", slot, 1u << (add ? 20 : 23),
		       bad ? "DIFFERS" : "equal");
		if (bad)
			return refuted(bad, add ? "the ADD selection" : "the FMA selection");
		for (int i = 0; i < NCONTEXTS; i++) {
			bad = compare_text(m, lib, add, &contexts[i].c);
			printf("%s: context %-5s: ", slot, contexts[i].name);
			if (bad) {
				char what[64];
				snprintf(what, sizeof(what), "%s context %s", slot, contexts[i].name);
				printf("%ld words print differently\n", bad);
				return refuted(bad, what);
			}
			printf("every word prints the same text\n");
		}
	}
	long bad = compare_contexts(lib);
	printf("next register blocks: %s\n", bad ? "the refused ones DIFFER"
						: "the same 1024 control cases refused or printed");
	if (bad)
		return refuted(bad, "the next register blocks refused");
	printf("verified: the generated decoder prints what the model prints for every FMA "
	       "and ADD word under the %d contexts (%u words each)\n",
	       NCONTEXTS, (1u << 23) + (1u << 20));
	return EXIT_OK;
}

int cli_bi_gen_verify(const isa *m, const char *dir, const char *prefix)
{
	const char *tmp = getenv("TMPDIR");
	size_t wl = strlen(tmp && *tmp ? tmp : "/tmp") + 32;
	char *work = malloc(wl);
	snprintf(work, wl, "%s/isaproof-bigen.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(work)) {
		fprintf(stderr, "%s: gen --verify: cannot make a temporary folder %s\n", progname, work);
		free(work);
		return EXIT_BAD;
	}
	char err[512];
	size_t pl = strlen(work) + strlen(prefix) + 8, dl = (dir ? strlen(dir) : 0) + pl;
	char *csrc = malloc(dl), *hdr = malloc(pl), *so = malloc(pl);
	snprintf(so, pl, "%s/%s.so", work, prefix);
	snprintf(hdr, pl, "%s/%s.h", work, prefix);
	int rc = EXIT_OK;
	if (dir) {
		/* the files gen wrote: those are what is verified */
		snprintf(csrc, dl, "%s/%s.c", dir, prefix);
	} else {
		snprintf(csrc, dl, "%s/%s.c", work, prefix);
		gen_opts go = {.prefix = prefix};
		if (!gen_write(m, &go, work, err, sizeof(err)))
			rc = EXIT_BAD;
	}
	bv_lib lib = {0};
	if (rc == EXIT_OK && !(compile(csrc, so, err, sizeof(err)) && load(&lib, so, prefix, err, sizeof(err)))) {
		printf("unknown: %s\n", err);
		rc = EXIT_FINDINGS;
	} else if (rc == EXIT_OK) {
		rc = verify_lib(m, &lib);
	} else {
		fprintf(stderr, "%s: gen: %s\n", progname, err);
	}
	if (lib.handle)
		dlclose(lib.handle);
	unlink(so);
	if (!dir) {
		unlink(csrc);
		unlink(hdr);
	}
	rmdir(work);
	free(csrc);
	free(hdr);
	free(so);
	free(work);
	return rc;
}
