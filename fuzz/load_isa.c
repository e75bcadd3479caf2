/*
 * fuzz/load_isa.c - load_isa: the MPACT-Sim .isa reader (read/mpisa*.c)
 * on arbitrary text up to 64 KB, from memory: the input is split into
 * files at "//== NAME" lines (fuzz/fz_files.h) and its #include lines
 * read those, never the disk.  The text is read twice: alone (as `lint
 * FILE.isa` does, every isa resolved), and as the --isa side of a small
 * fixed .bin_fmt decoder, whose words are then decoded with the linked
 * disasm formats (model/mpdisasm.c) and checked like `check --isa` reads
 * the link: every encoding's opcode index in range.
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

/* Encoding names an .isa is likely to have (the dictionary's). */
static const char decoder_text[] =
	"format F[8] { fields: unsigned op[4]; unsigned a[2]; unsigned b[2];\n"
	"  overlays: unsigned ab[4] = a, b; signed sb[3] = b, 0b1; };\n"
	"instruction group G[8] : F { add : F : op == 1; sub_x : F : op == 2; ld : F : op == 3;\n"
	"  nop : F : op == 4; op_p : F : op == 5; wide : F : op > 5; };\n"
	"decoder D { namespace t; opcode_enum = \"OpcodeEnum\"; G; };\n";

static void load_alone(const fz_files *F)
{
	isa_load_opts opts = {.buffer = F->top, .buffer_len = F->top_len, .files = F->files, .nfiles = F->n};
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load("fuzz.isa", &opts, &d);
	if (sink())
		isa_diags_print(&d, sink());
	isa_free(m);
	isa_diags_free(&d);
}

static void load_linked(const fz_files *F)
{
	isa_load_opts opts = {.buffer = decoder_text, .buffer_len = sizeof(decoder_text) - 1, .files = F->files,
			      .nfiles = F->n, .mp_isa = "fuzz.isa", .mp_isa_buffer = F->top,
			      .mp_isa_buffer_len = F->top_len};
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load("fuzz.bin_fmt", &opts, &d);
	if (sink())
		isa_diags_print(&d, sink());
	if (!d.nerrors && m->mp && m->mp->isa && m->instruction) {
		const isa_mp_isa *I = m->mp->isa;
		for (int f = 0; f < m->mp->nfuncs; f++)
			for (int e = 0; e < m->mp->funcs[f].nencs; e++)
				if (m->mp->funcs[f].encs[e].opcode >= I->nopcodes)
					abort(); /* a link past the opcode table */
		isa_decode_opts o = {.show_errors = true};
		isa_buf out;
		isa_buf_init(&out);
		for (unsigned w = 0; w < 256; w += 7) {
			isa_bits b = isa_bits_from_u64(w);
			isa_decode(m, &b, &o, &out);
			out.len = 0;
		}
		isa_buf_free(&out);
	}
	isa_free(m);
	isa_diags_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > FZ_MAX_INPUT)
		return 0;
	static fz_files F; /* names and pointers only: 1 KB, kept off the stack */
	fz_split((const char *)data, size, &F);
	load_alone(&F);
	load_linked(&F);
	return 0;
}
