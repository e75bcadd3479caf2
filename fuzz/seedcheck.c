/*
 * fuzz/seedcheck.c - checks a seed corpus written by `isaproof corpus`
 * by decoding it with the interpreter: every #instruction leaf, in every
 * gen interval in which it is active, is the leaf of some seed word, and
 * so is every override case of its chain (selected by a word of that
 * leaf) and every operand leaf (held by an operand field) -- unless the
 * corpus report (the command's output) lists it as unreachable or
 * undecided.  Seeds follow the harness layout (fz.h).
 *
 * usage: seedcheck ISA.xml DIR REPORT
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/fz.h"
#include "model/isa.h"
#include "read/read.h"

typedef struct ival {
	uint32_t lo, hi;
} ival;

static const isa *M;
static ival iv[1024];
static int niv;
static char *report;

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static bool active(const isa_bitset *b, uint32_t g) { return g >= b->eff_gen_min && g <= b->eff_gen_max; }

/* the gen intervals in which the set of active leaves is constant */
static void intervals(void)
{
	const isa_root *r = M->instruction;
	uint64_t *b = malloc(((size_t)r->nleaves * 2 + 1) * sizeof(*b));
	int nb = 0;
	b[nb++] = 0;
	for (int i = 0; i < r->nleaves; i++) {
		b[nb++] = r->leaves[i]->eff_gen_min;
		b[nb++] = (uint64_t)r->leaves[i]->eff_gen_max + 1;
	}
	qsort(b, (size_t)nb, sizeof(*b), cmp_u64);
	for (int i = 0; i < nb; i++) {
		if (b[i] > UINT32_MAX || (i && b[i] == b[i - 1]))
			continue;
		uint64_t hi = UINT32_MAX;
		for (int j = i + 1; j < nb; j++)
			if (b[j] > b[i]) {
				hi = b[j] - 1 > UINT32_MAX ? UINT32_MAX : b[j] - 1;
				break;
			}
		ival x = {(uint32_t)b[i], (uint32_t)hi};
		bool any = false, same = niv > 0 && iv[niv - 1].hi + 1 == x.lo;
		for (int k = 0; k < r->nleaves; k++) {
			any |= active(r->leaves[k], x.lo);
			if (same)
				same = active(r->leaves[k], x.lo) == active(r->leaves[k], iv[niv - 1].lo);
		}
		if (!any)
			continue;
		if (same)
			iv[niv - 1].hi = x.hi;
		else if (niv < 1024)
			iv[niv++] = x;
	}
	free(b);
}

static int interval_of(uint32_t g)
{
	for (int i = 0; i < niv; i++)
		if (g >= iv[i].lo && g <= iv[i].hi)
			return i;
	return -1;
}

/* marks: leaf x interval (and per case: leaf x interval x case index) */
#define MAX_CASES 64
static unsigned char *leaf_hit, *case_hit, *default_hit, *operand_hit;

static int case_index(const isa_bitset *leaf, const isa_case *c)
{
	int k = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int i = 0; i < b->ncases; i++, k++)
			if (&b->cases[i] == c)
				return k < MAX_CASES ? k : -1;
	return -1;
}

static void mark(const isa_bits *w, uint32_t gen)
{
	const isa_root *r = M->instruction;
	const isa_bitset *leaf = isa_match(M, r, w, gen, NULL);
	int v = interval_of(gen);
	if (!leaf || v < 0)
		return;
	int li = 0;
	while (r->leaves[li] != leaf)
		li++;
	leaf_hit[li * niv + v] = 1;
	bool any = false;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *cs = &b->cases[c];
			if (cs->expr && isa_case_selected(M, leaf, w, gen, cs)) {
				int k = case_index(leaf, cs);
				if (k >= 0)
					case_hit[(li * niv + v) * MAX_CASES + k] = 1;
				any = true;
			}
			/* operand leaves held by its fields */
			for (int i = 0; i < cs->nfields; i++) {
				const isa_field *f = &cs->fields[i];
				const isa_root *opr = f->kind == TY_BITSET ? isa_root_of(M, f->root) : NULL;
				if (!opr || f->derived || f->high >= leaf->root->size)
					continue;
				isa_bits bits = isa_bits_extract(w, f->low, f->high);
				const isa_bitset *k = isa_match(M, opr, &bits, gen, NULL);
				if (k)
					operand_hit[k->index] = 1;
			}
		}
	if (!any)
		default_hit[li * niv + v] = 1;
}

static bool reported(const char *what)
{
	/* room for the prefix and the whole of what (a char[600]) */
	char a[620], b[620];
	snprintf(a, sizeof(a), "unreachable: %s", what);
	snprintf(b, sizeof(b), "undecided: %s", what);
	return strstr(report, a) || strstr(report, b);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0, got;
	char *s = malloc(cap + 1);
	while ((got = fread(s + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap)
			s = realloc(s, (cap *= 2) + 1);
	}
	fclose(f);
	s[n] = '\0';
	*len = n;
	return s;
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: seedcheck ISA.xml DIR REPORT\n");
		return 2;
	}
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(argv[1], NULL, &d);
	if (d.nerrors || !m->instruction) {
		isa_diags_print(&d, stderr);
		return 2;
	}
	M = m;
	size_t rlen;
	report = slurp(argv[3], &rlen);
	if (!report) {
		perror(argv[3]);
		return 2;
	}
	intervals();
	const isa_root *r = m->instruction;
	leaf_hit = calloc((size_t)r->nleaves * (size_t)niv, 1);
	default_hit = calloc((size_t)r->nleaves * (size_t)niv, 1);
	case_hit = calloc((size_t)r->nleaves * (size_t)niv * MAX_CASES, 1);
	operand_hit = calloc((size_t)m->nbitsets, 1);
	DIR *dir = opendir(argv[2]);
	if (!dir) {
		perror(argv[2]);
		return 2;
	}
	int nseeds = 0;
	struct dirent *e;
	while ((e = readdir(dir))) {
		if (e->d_name[0] == '.' || strstr(e->d_name, ".dict"))
			continue;
		char path[4096];
		snprintf(path, sizeof(path), "%s/%s", argv[2], e->d_name);
		size_t len;
		char *data = slurp(path, &len);
		fz_input in;
		if (data && fz_parse((const uint8_t *)data, len, m->bitsize, &in)) {
			for (size_t i = 0; i < in.nwords; i++) {
				isa_bits w;
				isa_bits_zero(&w);
				fz_word(&in, i, w.w, ISA_MAX_WORDS);
				mark(&w, in.gen);
			}
			nseeds++;
		}
		free(data);
	}
	closedir(dir);
	int missing = 0, checked = 0;
	char what[600];
	for (int li = 0; li < r->nleaves; li++) {
		const isa_bitset *leaf = r->leaves[li];
		for (int v = 0; v < niv; v++) {
			if (!active(leaf, iv[v].lo))
				continue;
			checked++;
			snprintf(what, sizeof(what), "leaf %s gens %u..%u", leaf->name, iv[v].lo, iv[v].hi);
			if (!leaf_hit[li * niv + v] && !reported(what)) {
				printf("no seed: %s\n", what);
				missing++;
			}
			bool overrides = false;
			for (const isa_bitset *b = leaf; b; b = b->parent)
				for (int c = 0; c < b->ncases; c++) {
					const isa_case *cs = &b->cases[c];
					int k = case_index(leaf, cs);
					if (!cs->expr || k < 0)
						continue;
					overrides = true;
					checked++;
					snprintf(what, sizeof(what), "case %s gens %u..%u %s:%d ", leaf->name,
						 iv[v].lo, iv[v].hi, cs->loc.file, cs->loc.line);
					if (!case_hit[(li * niv + v) * MAX_CASES + k] && !reported(what)) {
						printf("no seed: %s\n", what);
						missing++;
					}
				}
			if (overrides) {
				checked++;
				snprintf(what, sizeof(what), "default %s gens %u..%u", leaf->name, iv[v].lo,
					 iv[v].hi);
				if (!default_hit[li * niv + v] && !reported(what)) {
					printf("no seed: %s\n", what);
					missing++;
				}
			}
		}
	}
	for (int q = 0; q < m->nroots; q++) {
		if (&m->roots[q] == r)
			continue;
		for (int i = 0; i < m->roots[q].nleaves; i++) {
			const isa_bitset *k = m->roots[q].leaves[i];
			checked++;
			snprintf(what, sizeof(what), "operand %s (root %s)", k->name, k->root->name);
			if (!operand_hit[k->index] && !reported(what)) {
				printf("no seed: %s\n", what);
				missing++;
			}
		}
	}
	printf("%s: %d seeds, %d gen intervals, %d cases checked, %d without a seed\n", argv[1], nseeds,
	       niv, checked, missing);
	free(report);
	free(leaf_hit);
	free(default_hit);
	free(case_hit);
	free(operand_hit);
	isa_free(m);
	isa_diags_free(&d);
	return missing ? 1 : 0;
}
