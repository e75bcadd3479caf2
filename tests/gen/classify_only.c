/*
 * tests/gen/classify_only.c - a decoder written by `gen --classify-only`
 * (prefix co) against the interpreter; built with -DCO_ARGS, one written
 * by `gen --args-only`, whose co_decode_args must also give the same leaf
 * and, for each name of its record, the value and the kind (derived or
 * not) of the model's lookup (isa_resolve_field, as the whole decoder's
 * gd_field).
 *
 * Usage: classify_only [--decoder NAME] [--group NAME] ISA [WORDS-PER-GEN] [SEED]
 * At gen 0 and at every gen where a leaf's range starts, N words (half
 * uniform, half carrying a random leaf's fixed bits) must classify as
 * isa_match does: the same leaf, no match, or the same conflict pair;
 * co_opcode, from the word itself, the same id as co_classify; and
 * co_leaf_name must give every leaf's name (NULL out of range).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "co.h"
#include "model/isa.h"
#include "read/read.h"

#include "tests/rng.h"

static int leaf_index(const isa_root *r, const isa_bitset *b)
{
	for (int i = 0; i < r->nleaves; i++)
		if (r->leaves[i] == b)
			return i;
	return -1;
}

/* uniform, or with a leaf's fixed bits laid over */
static void make_word(const isa *m, isa_bits *w, int biased)
{
	isa_bits_zero(w);
	for (int i = 0; i * 64 < m->bitsize; i++)
		w->w[i] = rnd();
	if (m->bitsize % 64)
		w->w[m->bitsize / 64] &= (UINT64_C(1) << (m->bitsize % 64)) - 1;
	if (!biased)
		return;
	const isa_bitset *leaf = m->instruction->leaves[rnd() % (uint64_t)m->instruction->nleaves];
	for (int i = 0; i * 64 < m->bitsize; i++) {
		uint64_t fixed = leaf->lmask.w[i] & ~leaf->ldontcare.w[i];
		w->w[i] = (w->w[i] & ~fixed) | (leaf->lmatch.w[i] & fixed);
	}
}

#ifdef CO_ARGS
/* the record's value of a lookup: a signed field (type int) sign-extended
 * from its width, its width in *sb (0: not signed) */
static uint64_t record_value(const isa_field *f, uint64_t v, int *sb)
{
	int width = f->high - f->low + 1;
	*sb = f->kind == TY_INT && width > 0 ? (width < 64 ? width : 64) : 0;
	if (!*sb || *sb == 64)
		return v;
	uint64_t sign = UINT64_C(1) << (*sb - 1);
	return ((v & (sign | (sign - 1))) ^ sign) - sign;
}

/* 1 when the record differs (printed when loud) */
static int check_args(const isa *m, const isa_bits *w, const co_insn *cw, uint32_t gen, int want,
		      const isa_bitset *mb, bool loud)
{
	co_args a;
	int cc[2] = {-1, -1};
	int got = co_decode_args(cw, gen, cc, &a);
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(w, m->bitsize, hex);
	int n = -1;
	const co_arg *names = co_arg_names(got, &a, &n);
	if (got != want || (got < 0 && (n != 0 || names)) || (n && !names)) {
		if (loud)
				printf("FAIL decode_args: word %s gen %" PRIu32 ": model %d, generated %d\n", hex, gen,
			       want, got);
		return 1;
	}
	for (int i = 0; got >= 0 && i < n; i++) {
		uint64_t v = 0;
		const isa_field *f = isa_resolve_field(m, mb, w, gen, names[i].name, &v);
		int sb = 0;
		if (f)
			v = record_value(f, v, &sb);
		if (!f || v != a.v[i] || names[i].encodable != !f->derived || names[i].sign_bits != sb) {
			if (loud)
					printf("FAIL decode_args value: word %s gen %" PRIu32 " %s: %s model 0x%" PRIx64
				       ", generated 0x%" PRIx64 "\n",
				       hex, gen, mb->name, names[i].name, v, a.v[i]);
			return 1;
		}
	}
	return 0;
}
#endif

/* co_opcode as the header declares it: the word by value up to 64 bits,
 * and the gen only when a leaf depends on it */
static int co_opcode_of(const co_insn *w, uint32_t gen)
{
	(void)gen;
#if CO_BITS <= 64
	co_word x = (co_word)w->w[0];
#else
	co_word x = w;
#endif
#if CO_OPCODE_GEN
	return co_opcode(x, gen);
#else
	return co_opcode(x);
#endif
}

static long check_gen(const isa *m, uint32_t gen, long n)
{
	long bad = 0, matched = 0;
	for (long k = 0; k < n; k++) {
		isa_bits w;
		make_word(m, &w, (int)(k & 1));
		co_insn cw;
		for (int i = 0; i < CO_WORDS; i++)
			cw.w[i] = w.w[i];
		const isa_bitset *conf[2] = {NULL, NULL};
		const isa_bitset *mb = isa_match(m, m->instruction, &w, gen, conf);
		int cc[2] = {-1, -1};
		int got = co_classify(&cw, gen, cc);
		int want = mb ? leaf_index(m->instruction, mb) : conf[0] ? CO_CONFLICT : CO_NO_MATCH;
		bool same = got == want;
		if (same && got == CO_CONFLICT)
			same = m->instruction->leaves[cc[0]] == conf[0] && m->instruction->leaves[cc[1]] == conf[1];
		matched += got >= 0;
#ifdef CO_ARGS
		if (same && check_args(m, &w, &cw, gen, want, mb, bad < 10)) {
			bad++;
			continue;
		}
#endif
		if (!same && bad++ < 10) {
			char hex[ISA_MAX_BITS / 4 + 1];
			isa_bits_format(&w, m->bitsize, hex);
			printf("FAIL classify: word %s gen %" PRIu32 ": model %d, generated %d\n", hex, gen, want,
			       got);
		}
		int op = co_opcode_of(&cw, gen);
		if (same && op != got && bad++ < 10) {
			char hex[ISA_MAX_BITS / 4 + 1];
			isa_bits_format(&w, m->bitsize, hex);
			printf("FAIL opcode: word %s gen %" PRIu32 ": co_classify %d, co_opcode %d\n", hex, gen,
			       got, op);
		}
	}
	printf("gen %" PRIu32 ": %ld words, %ld decode, %ld differ\n", gen, n, matched, bad);
	return bad;
}

int main(int argc, char **argv)
{
	isa_load_opts lo = {0};
	while (argc > 2 && (!strcmp(argv[1], "--decoder") || !strcmp(argv[1], "--group"))) {
		if (!strcmp(argv[1], "--decoder"))
			lo.mp_decoder = argv[2];
		else
			lo.mp_group = argv[2];
		argc -= 2;
		argv += 2;
	}
	if (argc < 2) {
		fprintf(stderr, "usage: classify_only [--decoder NAME] [--group NAME] ISA [WORDS-PER-GEN] [SEED]\n");
		return 2;
	}
	long n = argc > 2 ? atol(argv[2]) : 100000;
	rng_state = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(argv[1], &lo, &d);
	if (d.nerrors || !m->instruction) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "classify_only: %s does not load\n", argv[1]);
		return 2;
	}
	const isa_root *r = m->instruction;
	if (m->bitsize != CO_BITS || r->nleaves != CO_NUM_LEAVES) {
		fprintf(stderr, "classify_only: co.c was generated from another description\n");
		return 2;
	}
	long bad = 0;
	for (int i = 0; i < r->nleaves; i++)
		if (!co_leaf_name(i) || strcmp(co_leaf_name(i), r->leaves[i]->name)) {
			printf("FAIL leaf name %d: model '%s', generated '%s'\n", i, r->leaves[i]->name,
			       co_leaf_name(i) ? co_leaf_name(i) : "(null)");
			bad++;
		}
	if (co_leaf_name(-1) || co_leaf_name(r->nleaves)) {
		printf("FAIL leaf name out of range is not NULL\n");
		bad++;
	}
	bad += check_gen(m, 0, n);
	/* every gen where a leaf's range starts (isaspec); other inputs have one */
	for (int i = 0; i < r->nleaves; i++) {
		uint32_t g = r->leaves[i]->eff_gen_min;
		bool seen = g == 0;
		for (int j = 0; j < i && !seen; j++)
			seen = r->leaves[j]->eff_gen_min == g;
		if (!seen)
			bad += check_gen(m, g, n);
	}
	isa_free(m);
	isa_diags_free(&d);
	return bad ? 1 : 0;
}
