/*
 * fuzz/fz_model.c - loading the model inside a harness, and reporting.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "fuzz/fz_model.h"
#include "read/read.h"

/* argv0's folder + rel, in buf; false when it does not fit */
static bool beside(const char *argv0, const char *rel, char *buf, size_t size)
{
	const char *slash = argv0 ? strrchr(argv0, '/') : NULL;
	int dirlen = slash ? (int)(slash - argv0) : 1;
	int n = snprintf(buf, size, "%.*s/%s", dirlen, slash ? argv0 : ".", rel);
	return n > 0 && (size_t)n < size;
}

const isa *fz_model_load(const char *argv0, const char *path, const char *rel, int bits,
			 int nleaves)
{
	char buf[4096];
	const char *use = getenv("ISAPROOF_FUZZ_ISA");
	if (!use || !*use)
		use = access(path, R_OK) == 0 ? path : beside(argv0, rel, buf, sizeof(buf)) ? buf : path;
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(use, NULL, &d);
	if (d.nerrors || !m->instruction) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "fuzz: %s does not load (set ISAPROOF_FUZZ_ISA)\n", use);
		exit(2);
	}
	isa_diags_free(&d);
	if (m->bitsize != bits || m->instruction->nleaves != nleaves) {
		fprintf(stderr, "fuzz: %s is not the description the decoder was generated from\n", use);
		exit(2);
	}
	/* kept for the process's lifetime: LeakSanitizer ignores what a
	 * global still points to */
	return m;
}

bool fz_in_list(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; p && *p;) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		if (len == n && !strncmp(p, name, n))
			return true;
		p = end ? end + 1 : NULL;
	}
	return false;
}

bool fz_asserts_met(const isa *m, const isa_bitset *leaf, const isa_bits *w, uint32_t gen)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *cs = &b->cases[c];
			int known = -1; /* case selected? computed on first assert */
			for (int i = 0; i < cs->nfields; i++) {
				const isa_field *f = &cs->fields[i];
				if (f->kind != TY_ASSERT)
					continue;
				if (known < 0)
					known = isa_case_selected(m, leaf, w, gen, cs);
				isa_bits v = isa_bits_extract(w, f->low, f->high);
				if (known && !isa_bits_equal(&v, &f->assert_val))
					return false;
			}
		}
	return true;
}

_Noreturn void fz_fail(const isa *m, const char *harness, const char *what, const isa_bits *w,
		       uint32_t gen, const char *a, const char *b)
{
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(w, m->bitsize, hex);
	fprintf(stderr,
		"\n%s: %s differs\n  word: %s\n  gen:  %" PRIu32 "\n  model/first:      \"%s\"\n"
		"  generated/second: \"%s\"\n",
		harness, what, hex, gen, a ? a : "", b ? b : "");
	abort();
}

isa_bits fz_bits(const uint64_t *w, int n)
{
	isa_bits b;
	isa_bits_zero(&b);
	for (int i = 0; i < n && i < ISA_MAX_WORDS; i++)
		b.w[i] = w[i];
	return b;
}
