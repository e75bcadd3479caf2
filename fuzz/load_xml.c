/*
 * fuzz/load_xml.c - load_xml: the isaspec loader on arbitrary XML text,
 * from memory.  The input is up to 8 files separated by NUL bytes (which
 * XML cannot hold): the first is fuzz.xml, the others f1.xml .. f7.xml,
 * and <import file="fN.xml"> reads them from that table, never from the
 * disk, so the fuzzer can build import diamonds, cycles and deep chains.
 * A description that loads without errors is then used a little
 * (diagnostics printed, two words decoded, a few leaves encoded and
 * decoded back), as a command would use it: the loader's promise is that
 * such a model is safe to decode with.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* decode all-zero and all-one words, encode up to 4 leaves (every
 * field 0) and decode what comes out */
static void use_model(const isa *m)
{
	isa_decode_opts o = {.gen = 0, .show_errors = true};
	isa_buf out;
	isa_buf_init(&out);
	isa_bits w;
	isa_bits_zero(&w);
	isa_decode(m, &w, &o, &out);
	isa_bits ones = isa_bits_range(0, m->bitsize - 1);
	o.gen = UINT32_MAX;
	isa_decode(m, &ones, &o, &out);
	for (int i = 0; i < m->instruction->nleaves && i < 4; i++) {
		char err[256];
		isa_bits enc;
		if (isa_encode(m, m->instruction->leaves[i], NULL, 0, 0, &enc, err, sizeof(err)))
			isa_decode(m, &enc, &o, &out);
	}
	/* Bifrost: each of the first states' plain word, from the encoder,
	 * in its slot */
	for (int k = 0; m->bi && k < m->bi->nst && k < 4; k++) {
		uint32_t bw;
		bool add;
		char err[256];
		isa_bi_ctx c = {0};
		if (isa_bi_encode(m, m->bi->st[k].name, NULL, 0, &bw, &add, err, sizeof(err)))
			continue;
		c.add = add;
		isa_bi_decode(m, bw, &c, true, &out);
	}
	/* Valhall: the assembler reads back what decoding printed */
	if (m->va && out.s) {
		uint64_t w;
		char err[256];
		char *nl = strchr(out.s, '\n');
		if (nl)
			*nl = '\0';
		isa_va_asm(m, out.s, &w, err, sizeof(err));
	}
	isa_buf_free(&out);
}

#define FZ_MAX_FILES 8

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[FZ_MAX_FILES] = {"fuzz.xml", "f1.xml", "f2.xml", "f3.xml",
							"f4.xml",   "f5.xml", "f6.xml", "f7.xml"};
	isa_mem_file files[FZ_MAX_FILES];
	int n = 0;
	const char *s = (const char *)data, *end = s + size;
	while (n < FZ_MAX_FILES) {
		const char *nul = memchr(s, '\0', (size_t)(end - s));
		const char *stop = nul && n < FZ_MAX_FILES - 1 ? nul : end;
		files[n] = (isa_mem_file){names[n], s, (size_t)(stop - s)};
		n++;
		if (stop == end)
			break;
		s = stop + 1;
	}
	isa_load_opts opts = {.buffer = files[0].text, .buffer_len = files[0].len, .files = files,
			      .nfiles = n};
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load("fuzz.xml", &opts, &d);
	if (sink())
		isa_diags_print(&d, sink());
	if (!d.nerrors && m->instruction && m->bitsize > 0)
		use_model(m);
	isa_free(m);
	isa_diags_free(&d);
	return 0;
}
