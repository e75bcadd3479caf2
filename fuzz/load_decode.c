/*
 * fuzz/load_decode.c - load_decode: the QEMU decodetree reader on
 * arbitrary text, from memory.  The first byte picks the width options
 * (--insnwidth 32, 16, 64 or --varinsnwidth 32), the rest is the file.  A
 * file that loads without errors is used as a command would use it: words
 * decoded (all-zero, all-one, each pattern's fixed bits) and each pattern
 * encoded with every field 0 and decoded back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void use_model(const isa *m)
{
	isa_decode_opts o = {.show_errors = true};
	isa_buf out;
	isa_buf_init(&out);
	isa_bits w;
	isa_bits_zero(&w);
	isa_decode(m, &w, &o, &out);
	isa_bits ones = isa_bits_range(0, m->bitsize - 1);
	isa_decode(m, &ones, &o, &out);
	const isa_root *r = m->instruction;
	for (int i = 0; i < r->nleaves && i < 64; i++) {
		isa_decode(m, &r->leaves[i]->lmatch, &o, &out);
		char err[256];
		isa_bits enc;
		if (isa_encode(m, r->leaves[i], NULL, 0, 0, &enc, err, sizeof(err)))
			isa_decode(m, &enc, &o, &out);
	}
	isa_buf_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	static const int widths[4] = {32, 16, 64, 32};
	isa_load_opts opts = {.buffer = (const char *)data + 1, .buffer_len = size - 1,
			      .insnwidth = widths[data[0] & 3], .varinsnwidth = (data[0] & 3) == 3};
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load("fuzz.decode", &opts, &d);
	if (!d.nerrors && m->instruction && m->bitsize > 0)
		use_model(m);
	isa_free(m);
	isa_diags_free(&d);
	return 0;
}
