/*
 * fuzz/load_xml.c - load_xml: the isaspec loader on arbitrary XML text,
 * from memory, imports disabled (an <import> is an error, never a file
 * read).  A description that loads without errors is then used a little
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	isa_load_opts opts = {.buffer = (const char *)data, .buffer_len = size, .no_imports = true};
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
