/*
 * codegen/gen.h - the one public header of the codegen module.
 *
 * `isaproof gen`: writes a standalone C decoder for a loaded model, as two
 * files NAME.h and NAME.c that need only libc and compile cleanly as C99
 * with -Wall -Wextra -Wpedantic.  Classification is a decision tree of
 * switches on the word's bits (model/isa.h's isa_dtree, the same tree
 * `gen --verify` proves); disassembly follows the interpreter step by step
 * over tables resolved at generation time; the encoder mirrors the model's.
 * A Valhall model's text is Mesa's, printed from its instruction table
 * (codegen/gen_va.c writes it, codegen/rt_va.inc reads it).
 * The API of the generated header is documented in the header itself.
 */
#ifndef ISAPROOF_CODEGEN_GEN_H
#define ISAPROOF_CODEGEN_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "model/isa.h"

typedef struct gen_opts {
	const char *prefix; /* C identifier every public name starts with */
	const char *source; /* description path, named in the files' header */
	/* one tree per root (indexed as m->roots), or NULL to build them */
	isa_dtree *const *trees;
	/* displays and expression fetches as programs of 16-bit words run by
	 * one loop (ir3: 44 KB of machine code) rather than straight C per
	 * leaf (700 KB, fewer instructions per word); same output */
	bool compact;
	/* only NAME_classify and NAME_leaf_name: the decision tree alone, for
	 * a user who decodes the fields himself (riscv insn32.decode: 150 KB
	 * of C instead of 1.7 MB); excludes compact */
	bool classify_only;
	/* NAME_classify, NAME_leaf_name and NAME_decode_args only (the
	 * classifier and each leaf's argument record, no text, no encoder);
	 * refused when a leaf's lookups depend on the word; excludes compact
	 * and classify_only */
	bool args_only;
	/* no NAME_assemble (isaspec descriptions get it unless this is set,
	 * or classify_only or args_only) */
	bool no_asm;
} gen_opts;

/* Is `s` usable as a prefix (a C identifier, not too long)? */
bool gen_prefix_ok(const char *s);

/* Write the header and the source to two streams.  The header is named
 * "<prefix>.h" in the source's #include.  Returns false with a message
 * when the description uses something the generator cannot express. */
bool gen_emit(const isa *m, const gen_opts *o, FILE *h, FILE *c, char *err, size_t errlen);

/* The longest string literal generated C may hold: what C99 compilers
 * must accept (gcc and clang -Wpedantic refuse longer ones). */
#define GEN_MAX_LITERAL 4095

/* Would the generated code (as written by default and with --compact)
 * hold only string literals a C99 compiler must accept?  False with a
 * message naming the text that is too long; gen_emit refuses the same.
 * (lint runs it so that it refuses what gen would.) */
bool gen_literals_ok(const isa *m, char *err, size_t errlen);

/* Write DIR/<prefix>.h and DIR/<prefix>.c (only when their contents
 * change, so build systems do not rebuild for nothing). */
bool gen_write(const isa *m, const gen_opts *o, const char *dir, char *err, size_t errlen);

#endif
