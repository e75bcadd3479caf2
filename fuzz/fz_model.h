/*
 * fuzz/fz_model.h - what the harnesses that compare against the model
 * (roundtrip_, diff_) share: finding and loading the description they
 * were built for, the lossy-leaf list, and how a difference is reported.
 */
#ifndef ISAPROOF_FUZZ_FZ_MODEL_H
#define ISAPROOF_FUZZ_FZ_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "model/isa.h"

/* Load the description: $ISAPROOF_FUZZ_ISA if set, else `path` (where it
 * was at build time) if readable, else `rel` next to the fuzzer binary
 * (argv0's folder: OSS-Fuzz ships the descriptions there).  Exits when
 * it does not load or is not the one the generated code came from. */
const isa *fz_model_load(const char *argv0, const char *path, const char *rel, int bits,
			 int nleaves);

/* Is `name` in the comma-separated list (leaves `isaproof check` proves
 * lossy on decode -> encode)? */
bool fz_in_list(const char *list, const char *name);

/* Every <assert> of every case the word selects holds: a word breaking
 * one is not an encoding (the encoder writes the asserted bits). */
bool fz_asserts_met(const isa *m, const isa_bitset *leaf, const isa_bits *w, uint32_t gen);

/* The generated code's word (n 64-bit words, low first) as the model's. */
isa_bits fz_bits(const uint64_t *w, int n);

/* Print the difference (word, gen, both sides) and abort(). */
_Noreturn void fz_fail(const isa *m, const char *harness, const char *what, const isa_bits *w,
		       uint32_t gen, const char *a, const char *b);

#endif
