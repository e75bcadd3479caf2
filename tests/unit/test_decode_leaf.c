/*
 * tests/unit/test_decode_leaf.c - decoding a word as a given leaf
 * (isa_decode_leaf, isa_decode_leaf_equals) against the whole decode.
 *
 * For every instruction leaf of a few shipped descriptions (and Mesa's
 * ir3 when ../shared holds the corpus), words of the leaf's fixed bits
 * with random other bits, kept when isa_match gives the leaf: the text
 * isa_decode_leaf writes must be isa_decode's byte for byte (errors and
 * dontcare bits included), and isa_decode_leaf_equals must say true for
 * that text, false for it cut short or lengthened, and for the text of
 * another word of the leaf exactly what comparing whole texts says.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"
#include "tests/rng.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

#include "check.h"

#define WORDS_PER_LEAF 24
#define TRIES_PER_LEAF 400

/* The leaf's fixed bits, the others random (a whole 64-bit word at a
 * time, then cut to the root's width). */
static isa_bits random_word(const isa_bitset *leaf, int width)
{
	isa_bits w, in = isa_bits_range(0, width - 1);
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		w.w[i] = ((rnd() & ~leaf->lmask.w[i]) | leaf->lmatch.w[i]) & in.w[i];
	return w;
}

static bool same(const isa_buf *a, const isa_buf *b)
{
	return a->len == b->len && (!a->len || !memcmp(a->s, b->s, a->len));
}

typedef struct tally {
	int words;   /* words compared */
	int differ;  /* pairs of words whose texts differ */
	int alike;   /* pairs whose texts are equal */
} tally;

/* The words of one leaf at its first gen, each against the one before. */
static void check_leaf(const isa *m, const isa_root *r, const isa_bitset *leaf, tally *t)
{
	uint32_t gen = leaf->eff_gen_min;
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	isa_buf prev;
	isa_buf_init(&prev);
	bool have_prev = false;
	int kept = 0;
	for (int k = 0; k < TRIES_PER_LEAF && kept < WORDS_PER_LEAF; k++) {
		/* every other word from the fixed bits alone: nearer words, more
		 * pairs of one text */
		isa_bits w = k % 2 ? random_word(leaf, leaf->root->size) : leaf->lmatch;
		if (k % 2 == 0)
			for (int b = 0; b < leaf->root->size; b++)
				if (!isa_bits_test(&leaf->lmask, b) && rnd() % 8 == 0)
					isa_bits_set(&w, b, true);
		if (isa_match(m, r, &w, gen, NULL) != leaf)
			continue;
		kept++;
		t->words++;
		isa_buf whole, mine;
		isa_buf_init(&whole);
		isa_buf_init(&mine);
		isa_decode(m, &w, &o, &whole);
		isa_decode_leaf(m, leaf, &w, &o, &mine);
		CHECK_INT((int)mine.len, (int)whole.len);
		CHECK_STR(mine.s ? mine.s : "", whole.s ? whole.s : "");
		const char *s = whole.s ? whole.s : "";
		CHECK(isa_decode_leaf_equals(m, leaf, &w, &o, s, whole.len));
		if (whole.len)
			CHECK(!isa_decode_leaf_equals(m, leaf, &w, &o, s, whole.len - 1));
		char *longer = malloc(whole.len + 2);
		if (!longer)
			abort();
		memcpy(longer, s, whole.len);
		longer[whole.len] = 'x';
		longer[whole.len + 1] = '\0';
		CHECK(!isa_decode_leaf_equals(m, leaf, &w, &o, longer, whole.len + 1));
		free(longer);
		if (have_prev) {
			bool alike = same(&whole, &prev);
			CHECK(isa_decode_leaf_equals(m, leaf, &w, &o, prev.s ? prev.s : "", prev.len) ==
			      alike);
			if (alike)
				t->alike++;
			else
				t->differ++;
		}
		isa_buf_free(&prev);
		prev = whole;
		have_prev = true;
		isa_buf_free(&mine);
	}
	isa_buf_free(&prev);
}

static void check_path(const char *path, const char *label, int min_words)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	isa_diags_free(&d); /* the model keeps nothing of its messages */
	CHECK(m != NULL);
	if (!m)
		return;
	const isa_root *r = m->instruction;
	tally t = {0, 0, 0};
	for (int i = 0; r && i < r->nleaves; i++)
		check_leaf(m, r, r->leaves[i], &t);
	printf("  %s: %d words, %d pairs of one text, %d apart\n", label, t.words, t.alike,
	       t.differ);
	CHECK(t.words >= min_words);
	CHECK(t.differ > 0);
	isa_free(m);
}

static void check_file(const char *rel, int min_words)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", ISAPROOF_SOURCE_DIR, rel);
	check_path(path, rel, min_words);
}

int main(void)
{
	rng_state = 4242;
	check_file("isa/toy16.xml", 50);
	check_file("isa/wide128.xml", 10);
	check_file("isa/examples/check-dontcare-assert.xml", 5);
	check_file("isa/examples/check-text-fields.xml", 20);
	check_file("isa/examples/check-text-joined.xml", 10);
	check_file("isa/examples/quirks.xml", 5);
	char ir3[1024];
	snprintf(ir3, sizeof(ir3), "%s/../shared/corpus/mesa/ir3/ir3.xml", ISAPROOF_SOURCE_DIR);
	FILE *f = fopen(ir3, "r");
	if (f) {
		fclose(f);
		check_path(ir3, "Mesa's ir3", 2000);
	} else {
		printf("  skipping ir3: %s not found\n", ir3);
	}
	return check_summary();
}
