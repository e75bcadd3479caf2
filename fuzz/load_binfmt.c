/*
 * fuzz/load_binfmt.c - load_binfmt: the MPACT-Sim .bin_fmt reader
 * (read/binfmt*.c) on arbitrary text up to 64 KB, from memory: the input
 * is split into files at "//== NAME" lines (fuzz/fz_files.h) and its
 * #include lines read those, never the disk.  When the text defines several
 * decoders, the first one a line `decoder NAME` names is not known in
 * advance, so the load is repeated with --decoder set to the first
 * identifier after a `decoder` keyword.  A model that loads without errors
 * is used as a command would use it: every decode function's all-zero
 * and all-one words decoded, a few leaves encoded and decoded back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fz_files.h"
#include "model/isa.h"
#include "read/read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *sink(void)
{
	static FILE *f;
	if (!f)
		f = fopen("/dev/null", "w");
	return f;
}

static void use_model(const isa *m)
{
	isa_decode_opts o = {.gen = 0, .show_errors = true};
	isa_buf out;
	isa_buf_init(&out);
	for (int r = 0; r < m->nroots; r++) {
		const isa_root *root = &m->roots[r];
		isa_bits w;
		isa_bits_zero(&w);
		const isa_bitset *conflict[2];
		isa_match(m, root, &w, 0, conflict);
		isa_bits ones = isa_bits_range(0, root->root->size - 1);
		isa_match(m, root, &ones, 0, conflict);
	}
	isa_bits w;
	isa_bits_zero(&w);
	isa_decode(m, &w, &o, &out);
	for (int i = 0; i < m->instruction->nleaves && i < 4; i++) {
		char err[256];
		isa_bits enc;
		if (isa_encode(m, m->instruction->leaves[i], NULL, 0, 0, &enc, err, sizeof(err)))
			isa_decode(m, &enc, &o, &out);
	}
	isa_buf_free(&out);
}

/* the identifier after the first "decoder" word, or NULL */
static char *first_decoder(const char *s, size_t n)
{
	for (size_t i = 0; i + 8 < n; i++) {
		if (memcmp(s + i, "decoder", 7) || (i && s[i - 1] != ' ' && s[i - 1] != '\n'))
			continue;
		size_t j = i + 7;
		while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n'))
			j++;
		size_t k = j;
		while (k < n && (s[k] == '_' || (s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z') ||
				 (s[k] >= '0' && s[k] <= '9')))
			k++;
		if (k == j)
			continue;
		char *r = malloc(k - j + 1);
		memcpy(r, s + j, k - j);
		r[k - j] = '\0';
		return r;
	}
	return NULL;
}

static void load_once(const fz_files *F, const char *decoder)
{
	isa_load_opts opts = {.buffer = F->top, .buffer_len = F->top_len, .files = F->files, .nfiles = F->n,
			      .mp_decoder = decoder};
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load("fuzz.bin_fmt", &opts, &d);
	if (sink())
		isa_diags_print(&d, sink());
	if (!d.nerrors && m->instruction && m->bitsize > 0)
		use_model(m);
	isa_free(m);
	isa_diags_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > FZ_MAX_INPUT)
		return 0;
	static fz_files F; /* names and pointers only: 1 KB, kept off the stack */
	fz_split((const char *)data, size, &F);
	load_once(&F, NULL);
	char *dec = first_decoder((const char *)data, size);
	if (dec)
		load_once(&F, dec);
	free(dec);
	return 0;
}
