/*
 * tests/riscv/rvdiff.c - the RISC-V descriptions against LLVM's disassembler.
 *
 * usage: rvdiff ISA.xml XLEN WORDS [SEED] [--llvm-mc PATH] [--show N]
 *        rvdiff ISA.xml XLEN --vectors K [SEED] [--llvm-mc PATH]
 *
 * Diff mode: WORDS instruction words of the description's width (half of
 * them spread uniformly over the encodings of that length, half biased to
 * a random leaf's pattern with its other bits random) are disassembled in
 * one llvm-mc run (`--disassemble -M no-aliases --show-encoding`) and by
 * the model's interpreter at gen XLEN.  Every word must agree: both
 * invalid, or both valid with the same text after normalization (runs of
 * blanks and tabs become one space, leading/trailing blanks go).  A word
 * that disagrees in one of the documented ways (table `known` below,
 * explained in docs/riscv.md) is counted under its class; any other
 * disagreement is printed and makes the exit status 1.
 *
 * Vectors mode: K biased words per leaf active at XLEN; prints
 * "XLEN HEX<TAB>TEXT" for every word LLVM decodes (the input of
 * `isaproof vectors`), used by make-vectors.sh.
 *
 * Exit status: 0 agreement (modulo documented classes), 1 unexplained
 * disagreements, 2 usage or a broken llvm-mc run, 77 llvm-mc not found.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "model/isa.h"
#include "read/read.h"

#include "tests/rng.h"

/* ---- documented disagreements ------------------------------------------ */

typedef enum rv_kind {
	RV_LLVM_ONLY,  /* LLVM 14 decodes it, the description (the manual) does not */
	RV_MODEL_ONLY, /* the description decodes it, LLVM 14 does not */
} rv_kind;

typedef struct rv_known {
	int width;      /* 16 or 32 */
	int xlen;       /* 32, 64, or 0 for both */
	uint32_t mask, match;
	uint32_t nmask, nmatch; /* and NOT (w & nmask) == nmatch, when nmask */
	rv_kind kind;
	const char *what;
} rv_known;

/* Every class is explained in docs/riscv.md ("Disagreements"). */
static const rv_known known[] = {
	{16, 32, 0xf003, 0x1002, 0, 0, RV_LLVM_ONLY,
	 "RV32 c.slli with shamt[5]=1 (reserved for custom use on RV32C)"},
	{16, 32, 0xfc03, 0x9001, 0, 0, RV_LLVM_ONLY,
	 "RV32 c.srli with shamt[5]=1 (reserved for custom use on RV32C)"},
	{16, 32, 0xfc03, 0x9401, 0, 0, RV_LLVM_ONLY,
	 "RV32 c.srai with shamt[5]=1 (reserved for custom use on RV32C)"},
	{16, 0, 0xf07f, 0x6001, 0x0f80, 0x0100, RV_LLVM_ONLY,
	 "c.lui with nzimm=0 (reserved)"},
	{32, 32, 0xfe00707f, 0x02001013, 0, 0, RV_LLVM_ONLY,
	 "RV32 slli with shamt[5]=1 (reserved)"},
	{32, 32, 0xfe00707f, 0x02005013, 0, 0, RV_LLVM_ONLY,
	 "RV32 srli with shamt[5]=1 (reserved)"},
	{32, 32, 0xfe00707f, 0x42005013, 0, 0, RV_LLVM_ONLY,
	 "RV32 srai with shamt[5]=1 (reserved)"},
	{32, 0, 0xffffffff, 0x00200073, 0, 0, RV_LLVM_ONLY,
	 "uret (withdrawn N extension)"},
	{32, 0, 0xfff0007f, 0xd2000053, 0x7000, 0x0000, RV_MODEL_ONLY,
	 "fcvt.d.w with a rounding mode other than rne (LLVM 14 wants rm=000)"},
	{32, 0, 0xfff0007f, 0xd2100053, 0x7000, 0x0000, RV_MODEL_ONLY,
	 "fcvt.d.wu with a rounding mode other than rne (LLVM 14 wants rm=000)"},
	{32, 0, 0xfff0007f, 0x42000053, 0x7000, 0x0000, RV_MODEL_ONLY,
	 "fcvt.d.s with a rounding mode other than rne (LLVM 14 wants rm=000)"},
};
enum { NKNOWN = sizeof(known) / sizeof(known[0]) };

static int known_class(int width, int xlen, uint32_t w, bool llvm_valid, bool model_valid)
{
	if (llvm_valid == model_valid)
		return -1; /* a text difference is never documented */
	for (int i = 0; i < NKNOWN; i++) {
		const rv_known *k = &known[i];
		if (k->width != width || (k->xlen && k->xlen != xlen) || (w & k->mask) != k->match)
			continue;
		if (k->nmask && (w & k->nmask) == k->nmatch)
			continue;
		if ((k->kind == RV_LLVM_ONLY) == llvm_valid)
			return i;
	}
	return -1;
}

/* ---- words ---------------------------------------------------------------- */

/* uniform over the encodings of this length: for 16 bits a walk through
 * every word (an odd stride is a permutation of 0..65535) */
static uint32_t uniform_word(int width, long i)
{
	if (width == 16) {
		/* 49152 16-bit encodings; 40501 is prime to 49152, so this is a
		 * permutation of them, the j-th one being (j/3)*4 + j%3 */
		long j = (i * 40501L + 12345) % 49152;
		return (uint32_t)((j / 3) * 4 + j % 3);
	}
	return (uint32_t)rnd() | 3;
}

static bool active(const isa_bitset *b, uint32_t gen)
{
	return gen >= b->eff_gen_min && gen <= b->eff_gen_max;
}

/* a random word carrying the leaf's fixed bits */
static uint32_t biased_word(const isa_bitset *leaf, int width)
{
	uint32_t w = (uint32_t)rnd();
	if (width == 16)
		w &= 0xffff;
	uint32_t fixed = (uint32_t)(leaf->lmask.w[0] & ~leaf->ldontcare.w[0]);
	return (w & ~fixed) | ((uint32_t)leaf->lmatch.w[0] & fixed);
}

/* ---- llvm-mc ---------------------------------------------------------------- */

typedef struct rv_result {
	bool valid;
	char *text; /* normalized; NULL when invalid */
} rv_result;

/* runs of blanks and tabs -> one space, none at the ends */
static void normalize(char *s)
{
	char *o = s;
	bool blank = false;
	for (char *p = s; *p; p++) {
		if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
			blank = o != s;
			continue;
		}
		if (blank)
			*o++ = ' ';
		blank = false;
		*o++ = *p;
	}
	*o = '\0';
}

/* Disassemble n words with one llvm-mc run.  Each word is one input line,
 * so a warning's line number names the word; valid words print in order
 * with their encoding, which is checked against the word. */
static bool llvm_run(const char *mc, const char *dir, int width, int xlen, const uint32_t *w, long n,
		     rv_result *res)
{
	char in[512], out[512], err[512], cmd[2048];
	snprintf(in, sizeof(in), "%s/in.txt", dir);
	snprintf(out, sizeof(out), "%s/out.txt", dir);
	snprintf(err, sizeof(err), "%s/err.txt", dir);
	FILE *f = fopen(in, "w");
	if (!f)
		return false;
	for (long i = 0; i < n; i++) {
		if (width == 16)
			fprintf(f, "0x%02x 0x%02x\n", w[i] & 0xff, (w[i] >> 8) & 0xff);
		else
			fprintf(f, "0x%02x 0x%02x 0x%02x 0x%02x\n", w[i] & 0xff, (w[i] >> 8) & 0xff,
				(w[i] >> 16) & 0xff, w[i] >> 24);
	}
	fclose(f);
	snprintf(cmd, sizeof(cmd),
		 "'%s' --disassemble -triple=riscv%d -mattr=+m,+a,+f,+d%s -M no-aliases "
		 "--show-encoding < '%s' > '%s' 2> '%s'",
		 mc, xlen, width == 16 ? ",+c" : "", in, out, err);
	if (system(cmd) != 0) {
		fprintf(stderr, "rvdiff: llvm-mc failed: %s\n", cmd);
		return false;
	}
	for (long i = 0; i < n; i++)
		res[i] = (rv_result){true, NULL};
	/* invalid words: "<stdin>:LINE:COL: warning: invalid instruction encoding" */
	f = fopen(err, "r");
	char line[4096];
	long ninvalid = 0;
	while (f && fgets(line, sizeof(line), f)) {
		long ln, col;
		if (sscanf(line, "<stdin>:%ld:%ld: warning: invalid instruction encoding", &ln, &col) != 2)
			continue;
		if (ln < 1 || ln > n || col != 1) {
			fprintf(stderr, "rvdiff: llvm-mc warned at %ld:%ld, not at a word's start\n", ln, col);
			fclose(f);
			return false;
		}
		if (res[ln - 1].valid)
			ninvalid++;
		res[ln - 1].valid = false;
	}
	if (f)
		fclose(f);
	/* valid words, in order */
	f = fopen(out, "r");
	long i = 0;
	while (f && fgets(line, sizeof(line), f)) {
		char *enc = strstr(line, "# encoding: [");
		if (!enc)
			continue;
		while (i < n && !res[i].valid)
			i++;
		unsigned b[4] = {0};
		int nb = sscanf(enc, "# encoding: [0x%x,0x%x,0x%x,0x%x]", &b[0], &b[1], &b[2], &b[3]);
		uint32_t got = b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24;
		if (i == n || nb != width / 8 || got != w[i]) {
			fprintf(stderr, "rvdiff: llvm-mc output out of step at word %ld\n", i);
			fclose(f);
			return false;
		}
		*enc = '\0';
		normalize(line);
		res[i].text = strdup(line);
		i++;
	}
	if (f)
		fclose(f);
	while (i < n && !res[i].valid)
		i++;
	if (i != n) {
		fprintf(stderr, "rvdiff: llvm-mc printed %ld of %ld words\n", i, n);
		return false;
	}
	(void)ninvalid;
	return true;
}

/* ---- the model -------------------------------------------------------------- */

static char *model_text(const isa *m, uint32_t w, uint32_t gen, bool *valid)
{
	isa_bits b = isa_bits_from_u64(w);
	isa_decode_opts o = {.gen = gen};
	isa_buf out;
	isa_buf_init(&out);
	*valid = isa_decode(m, &b, &o, &out) != NULL;
	char *s = strdup(out.s ? out.s : "");
	isa_buf_free(&out);
	normalize(s);
	return s;
}

static const char *find_mc(const char *given)
{
	if (given)
		return access(given, X_OK) == 0 ? given : NULL;
	static char buf[1024];
	const char *path = getenv("PATH");
	while (path && *path) {
		size_t len = strcspn(path, ":");
		snprintf(buf, sizeof(buf), "%.*s/llvm-mc", (int)len, path);
		if (access(buf, X_OK) == 0)
			return buf;
		path += len + (path[len] == ':');
	}
	return NULL;
}

static void hexw(uint32_t w, int width, char *buf)
{
	snprintf(buf, 16, width == 16 ? "%04" PRIx32 : "%08" PRIx32, w);
}

static int vectors_mode(const isa *m, const char *mc, const char *dir, int xlen, long k)
{
	const isa_root *r = m->instruction;
	int width = m->bitsize;
	long n = 0, cap = (long)r->nleaves * k;
	uint32_t *w = calloc((size_t)cap + 1, sizeof(*w));
	for (int l = 0; l < r->nleaves; l++)
		for (long j = 0; active(r->leaves[l], (uint32_t)xlen) && j < k; j++)
			w[n++] = biased_word(r->leaves[l], width);
	rv_result *res = calloc((size_t)n + 1, sizeof(*res));
	if (!llvm_run(mc, dir, width, xlen, w, n, res))
		return 2;
	for (long i = 0; i < n; i++) {
		char hex[16];
		hexw(w[i], width, hex);
		if (res[i].valid)
			printf("%d %s\t%s\n", xlen, hex, res[i].text);
		free(res[i].text);
	}
	free(res);
	free(w);
	return 0;
}

/* A random instruction, then a random leaf of it: an instruction the
 * description splits into several leaves (one per cube of its allowed
 * values, all with one displayname) is not picked more often. */
static const isa_bitset *pick_leaf(const isa_bitset **act, int nact)
{
	int ndistinct = 0;
	for (int i = 0; i < nact; i++)
		ndistinct += i == 0 || strcmp(act[i]->displayname, act[i - 1]->displayname);
	int which = (int)(rnd() % (uint64_t)ndistinct), first = -1, k = -1;
	for (int i = 0; i < nact && first < 0; i++) {
		k += i == 0 || strcmp(act[i]->displayname, act[i - 1]->displayname);
		if (k == which)
			first = i;
	}
	int n = 1;
	while (first + n < nact && !strcmp(act[first + n]->displayname, act[first]->displayname))
		n++;
	return act[first + (int)(rnd() % (uint64_t)n)];
}

static int cmp_display(const void *a, const void *b)
{
	const isa_bitset *x = *(const isa_bitset *const *)a, *y = *(const isa_bitset *const *)b;
	int c = strcmp(x->displayname, y->displayname);
	return c ? c : (x->index > y->index) - (x->index < y->index);
}

/* Diff mode: WORDS words through llvm-mc and the interpreter. */
static int diff_mode(const isa *m, const char *mc, const char *dir, int xlen, long nwords, long show)
{
	int width = m->bitsize;
	/* the words: even ones uniform, odd ones biased to a leaf active at XLEN */
	const isa_root *r = m->instruction;
	const isa_bitset **act = malloc(sizeof(*act) * (size_t)r->nleaves);
	int nact = 0;
	for (int l = 0; l < r->nleaves; l++)
		if (active(r->leaves[l], (uint32_t)xlen))
			act[nact++] = r->leaves[l];
	qsort(act, (size_t)nact, sizeof(*act), cmp_display);
	uint32_t *w = calloc((size_t)nwords, sizeof(*w));
	for (long i = 0; i < nwords; i++)
		w[i] = (i & 1) ? biased_word(pick_leaf(act, nact), width) : uniform_word(width, i / 2);
	rv_result *res = calloc((size_t)nwords, sizeof(*res));
	if (!llvm_run(mc, dir, width, xlen, w, nwords, res)) {
		free(res);
		free(w);
		free(act);
		return 2;
	}
	long agree_half[2] = {0, 0};
	long agree = 0, unexplained = 0, both_valid = 0, llvm_valid = 0, model_valid = 0;
	long per_class[NKNOWN] = {0};
	for (long i = 0; i < nwords; i++) {
		bool mv;
		char *mt = model_text(m, w[i], (uint32_t)xlen, &mv);
		bool lv = res[i].valid;
		llvm_valid += lv;
		model_valid += mv;
		both_valid += lv && mv;
		if (lv == mv && (!lv || !strcmp(mt, res[i].text))) {
			agree++;
			agree_half[i & 1]++;
		} else {
			int k = known_class(width, xlen, w[i], lv, mv);
			if (k >= 0) {
				per_class[k]++;
			} else {
				char hex[16];
				hexw(w[i], width, hex);
				if (unexplained++ < show)
					printf("DIFF %s (rv%d): llvm \"%s\"  isaproof \"%s\"\n", hex, xlen,
					       lv ? res[i].text : "<invalid>", mv ? mt : "<invalid>");
			}
		}
		free(mt);
		free(res[i].text);
	}
	printf("%s rv%d: %ld words (%ld valid for llvm-mc, %ld for isaproof, %ld both): "
	       "%ld agree (%.4f%%)",
	       m->path, xlen, nwords, llvm_valid, model_valid, both_valid, agree,
	       100.0 * (double)agree / (double)nwords);
	long documented = nwords - agree - unexplained;
	long nu = (nwords + 1) / 2, nb = nwords / 2;
	printf(" [uniform %ld/%ld = %.4f%%, biased %ld/%ld = %.4f%%]", agree_half[0], nu,
	       100.0 * (double)agree_half[0] / (double)(nu ? nu : 1), agree_half[1], nb,
	       100.0 * (double)agree_half[1] / (double)(nb ? nb : 1));
	printf(", %ld in documented classes, %ld unexplained\n", documented, unexplained);
	for (int k = 0; k < NKNOWN; k++)
		if (per_class[k])
			printf("  %ld  %s\n", per_class[k], known[k].what);
	free(res);
	free(w);
	free(act);
	return unexplained ? 1 : 0;
}

int main(int argc, char **argv)
{
	const char *isa_path = NULL, *mc_arg = NULL;
	long nwords = -1, per_leaf = -1, show = 20;
	int xlen = 0;
	uint64_t seed = 1;
	int pos = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--llvm-mc") && i + 1 < argc)
			mc_arg = argv[++i];
		else if (!strcmp(argv[i], "--vectors") && i + 1 < argc)
			per_leaf = atol(argv[++i]);
		else if (!strcmp(argv[i], "--show") && i + 1 < argc)
			show = atol(argv[++i]);
		else if (pos == 0 && ++pos)
			isa_path = argv[i];
		else if (pos == 1 && ++pos)
			xlen = atoi(argv[i]);
		else if (pos == 2 && per_leaf < 0 && ++pos)
			nwords = atol(argv[i]);
		else
			seed = strtoull(argv[i], NULL, 0), pos++;
	}
	if (!isa_path || (xlen != 32 && xlen != 64) || (nwords < 1 && per_leaf < 1)) {
		fprintf(stderr, "usage: rvdiff ISA.xml 32|64 WORDS [SEED] [--llvm-mc PATH] [--show N]\n"
				"       rvdiff ISA.xml 32|64 --vectors K [SEED] [--llvm-mc PATH]\n");
		return 2;
	}
	rng_state = seed;
	const char *mc = find_mc(mc_arg);
	if (!mc) {
		fprintf(stderr, "rvdiff: llvm-mc not found: skipped\n");
		return 77;
	}
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(isa_path, NULL, &d);
	if (d.nerrors || !m->instruction || (m->bitsize != 16 && m->bitsize != 32)) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "rvdiff: %s is not a 16- or 32-bit description\n", isa_path);
		return 2;
	}
	char dir[] = "/tmp/rvdiff.XXXXXX";
	if (!mkdtemp(dir)) {
		perror("rvdiff: mkdtemp");
		return 2;
	}
	int rc = 0;
	if (per_leaf > 0) {
		rc = vectors_mode(m, mc, dir, xlen, per_leaf);
		goto out;
	}
	rc = diff_mode(m, mc, dir, xlen, nwords, show);
out:;
	char rmcmd[600];
	snprintf(rmcmd, sizeof(rmcmd), "rm -rf '%s'", dir);
	if (system(rmcmd) != 0)
		fprintf(stderr, "rvdiff: could not remove %s\n", dir);
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}
