/*
 * fuzz/fz.h - the input layout every per-ISA harness shares (decode_,
 * roundtrip_, diff_ and the seeds `isaproof corpus` writes):
 *
 *   bytes 0..3   gen: a uint32_t, little-endian, used as is (the gpu_id).
 *                A gen is never picked from a list, so adding a <gen>
 *                range to a description does not reshuffle a corpus.
 *   byte  4      flags: FZ_SHOW_ERRORS, FZ_PROGRAM, FZ_CUSTOM (below)
 *   bytes 5..    instruction words, FZ_WORD_BYTES(bits) each: little-endian
 *                32-bit dwords, the first holding bits 0..31 (the layout
 *                of `isaproof decode --bin`); bits above the width are
 *                ignored, a trailing partial word is ignored, and at most
 *                FZ_MAX_WORDS words are used.
 *
 * Header-only and model-free, so the decode_ harness (generated code
 * only) needs nothing else.
 */
#ifndef ISAPROOF_FUZZ_FZ_H
#define ISAPROOF_FUZZ_FZ_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define FZ_HEADER 5
#define FZ_SHOW_ERRORS 0x01u /* append the error suffix */
#define FZ_PROGRAM 0x02u     /* also the words as one program, branch labels on */
#define FZ_CUSTOM 0x04u      /* print `custom` fields through a callback */
#define FZ_MAX_WORDS 64
#define FZ_WORD_BYTES(bits) (4 * (((size_t)(bits) + 31) / 32))

typedef struct fz_input {
	uint32_t gen;
	unsigned flags;
	const uint8_t *words; /* the first word's first byte */
	size_t nwords;
	int bits; /* instruction width */
} fz_input;

/* Split an input; false when it is too short to hold one word. */
static inline int fz_parse(const uint8_t *data, size_t size, int bits, fz_input *in)
{
	if (size < FZ_HEADER)
		return 0;
	in->gen = (uint32_t)data[0] | (uint32_t)data[1] << 8 | (uint32_t)data[2] << 16 |
		  (uint32_t)data[3] << 24;
	in->flags = data[4];
	in->words = data + FZ_HEADER;
	in->nwords = (size - FZ_HEADER) / FZ_WORD_BYTES(bits);
	if (in->nwords > FZ_MAX_WORDS)
		in->nwords = FZ_MAX_WORDS;
	in->bits = bits;
	return in->nwords > 0;
}

/* Word i into out[0..n64-1] (out[0] holds bits 0..63), cut to the width. */
static inline void fz_word(const fz_input *in, size_t i, uint64_t *out, int n64)
{
	size_t nb = FZ_WORD_BYTES(in->bits);
	const uint8_t *p = in->words + i * nb;
	memset(out, 0, (size_t)n64 * sizeof(*out));
	for (size_t k = 0; k < nb / 4 && k / 2 < (size_t)n64; k++) {
		uint64_t dw = (uint64_t)p[4 * k] | (uint64_t)p[4 * k + 1] << 8 |
			      (uint64_t)p[4 * k + 2] << 16 | (uint64_t)p[4 * k + 3] << 24;
		out[k / 2] |= dw << (32 * (k % 2));
	}
	int full = in->bits / 64;
	if (full < n64 && in->bits % 64)
		out[full] &= (UINT64_C(1) << (in->bits % 64)) - 1;
	for (int k = full + (in->bits % 64 != 0); k < n64; k++)
		out[k] = 0;
}

#endif
