/*
 * tests/unit/test_tf_memo.c - the decode memo check's text rules share
 * (isa_tf_memo) against the interpreter asked directly.
 *
 * For every instruction leaf and display case of the shipped text-field
 * examples, a sample word of the case is taken from the leaf's fixed bits
 * with random other bits, and then many words near it and far from it:
 * whether each prints the case, and whether two print the same text, must
 * be what isa_display_case and isa_decode say, asked first and asked
 * again (the memo answering), past the memo's first table size.  Then
 * isa_text_fields given a memo already filled must give what it gives
 * with one of its own, field by field, and so must it given a memo that
 * reads its case's line from a store shared by the file's leaves.
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

#define NWORDS 1500 /* over the memo's first table (1,024 slots, half full) */

static bool direct_same(const isa *m, const isa_bits *a, const isa_bits *b, uint32_t gen)
{
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	isa_buf x, y;
	isa_buf_init(&x);
	isa_buf_init(&y);
	isa_decode(m, a, &o, &x);
	isa_decode(m, b, &o, &y);
	bool same = x.len == y.len && (!x.len || !memcmp(x.s, y.s, x.len));
	isa_buf_free(&x);
	isa_buf_free(&y);
	return same;
}

/* A word of the leaf's fixed bits, the others random, within width. */
static isa_bits random_word(const isa_bitset *leaf, int width)
{
	isa_bits w;
	isa_bits_zero(&w);
	for (int i = 0; i < width; i++) {
		bool fixed = isa_bits_test(&leaf->lmask, i);
		isa_bits_set(&w, i, fixed ? isa_bits_test(&leaf->lmatch, i) : rnd() & 1);
	}
	return w;
}

/* A sample of case dc of leaf at gen, or false after some tries. */
static bool find_sample(const isa *m, const isa_root *r, const isa_bitset *leaf,
			const isa_case *dc, uint32_t gen, isa_bits *out)
{
	for (int t = 0; t < 4096; t++) {
		isa_bits w = random_word(leaf, leaf->root->size);
		if (isa_match(m, r, &w, gen, NULL) == leaf &&
		    isa_display_case(m, leaf, &w, gen, NULL) == dc) {
			*out = w;
			return true;
		}
	}
	return false;
}

static void compare_fields(const isa_textfield *a, int na, const isa_textfield *b, int nb)
{
	CHECK_INT(na, nb);
	for (int i = 0; i < na && i < nb; i++) {
		CHECK_STR(a[i].field->name, b[i].field->name);
		CHECK(a[i].field == b[i].field);
		CHECK_INT(a[i].state, b[i].state);
		CHECK_INT(a[i].kind, b[i].kind);
		CHECK_INT(a[i].decodes, b[i].decodes);
		CHECK(!memcmp(&a[i].a, &b[i].a, sizeof(a[i].a)));
		CHECK(!memcmp(&a[i].b, &b[i].b, sizeof(a[i].b)));
	}
}

static void check_case(const isa *m, const isa_root *r, const isa_bitset *leaf, const isa_case *dc,
		       int *cases, isa_tf_cuts *cuts)
{
	uint32_t gen = leaf->eff_gen_min;
	int width = leaf->root->size;
	isa_bits sample;
	if (!find_sample(m, r, leaf, dc, gen, &sample))
		return;
	(*cases)++;
	isa_tf_memo *mo = isa_tf_memo_new(m, leaf, dc, gen);
	isa_bits *w = malloc(NWORDS * sizeof(*w));
	if (!w)
		abort();
	for (int i = 0; i < NWORDS; i++) {
		w[i] = sample;
		if (i % 3 == 0) /* one bit flipped: the flips roundtrip-text tries */
			isa_bits_set(&w[i], i / 3 % width, !isa_bits_test(&sample, i / 3 % width));
		else if (i % 3 == 1) /* anything at all, often another leaf */
			for (int b = 0; b < width; b++)
				isa_bits_set(&w[i], b, rnd() & 1);
		else
			w[i] = random_word(leaf, width);
	}
	int bad_case = 0, bad_text = 0;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < NWORDS; i++) {
			bool in = isa_display_case(m, leaf, &w[i], gen, NULL) == dc;
			bad_case += isa_tf_memo_in_case(mo, &w[i]) != in;
			const isa_bits *o = i ? &w[i - 1] : &sample;
			bad_text += isa_tf_memo_same_text(mo, &w[i], o) != direct_same(m, &w[i], o, gen);
		}
	CHECK_INT(bad_case, 0);
	CHECK_INT(bad_text, 0);
	CHECK(isa_tf_memo_same_text(mo, &sample, &sample));

	/* the text search with the filled memo and with its own */
	isa_textfield a[ISA_TF_MAX_FIELDS], b[ISA_TF_MAX_FIELDS];
	int na = isa_text_fields(m, leaf, dc, &sample, gen, a, ISA_TF_MAX_FIELDS, NULL, NULL, mo);
	int nb = isa_text_fields(m, leaf, dc, &sample, gen, b, ISA_TF_MAX_FIELDS, NULL, NULL, NULL);
	compare_fields(a, na, b, nb);
	/* and with the line of the case read from the store the leaves of
	 * the file share (stored by an earlier leaf of the case, or now) */
	isa_textfield c[ISA_TF_MAX_FIELDS];
	isa_tf_memo *shared = isa_tf_memo_new(m, leaf, dc, gen);
	isa_tf_memo_use_cuts(shared, cuts);
	int nc = isa_text_fields(m, leaf, dc, &sample, gen, c, ISA_TF_MAX_FIELDS, NULL, NULL, shared);
	compare_fields(c, nc, b, nb);
	isa_tf_memo_free(shared);
	free(w);
	isa_tf_memo_free(mo);
}

static void check_file(const char *rel)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", ISAPROOF_SOURCE_DIR, rel);
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	CHECK(m != NULL);
	if (!m) {
		isa_diags_free(&d);
		return;
	}
	const isa_root *r = m->instruction;
	int cases = 0;
	isa_tf_cuts *cuts = isa_tf_cuts_new(m);
	for (int i = 0; r && i < r->nleaves; i++) {
		const isa_bitset *leaf = r->leaves[i];
		for (const isa_bitset *b = leaf; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				if (b->cases[c].display)
					check_case(m, r, leaf, &b->cases[c], &cases, cuts);
	}
	CHECK(cases > 0);
	isa_tf_cuts_free(cuts);
	isa_free(m);
	isa_diags_free(&d);
}

int main(void)
{
	rng_state = 31337;
	check_file("isa/examples/check-text-fields.xml");
	check_file("isa/examples/check-text-joined.xml");
	check_file("isa/toy16.xml");
	return check_summary();
}
