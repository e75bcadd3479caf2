/*
 * fuzz/bifrost.c - bifrost: Bifrost slot words under any operand context,
 * on tests/bifrost/mini.xml and tests/bifrost/overlap.xml.
 *
 * Input: a flags byte (bit 0 the ADD slot, bit 1 the clause's last
 * tuple, bit 2 overlap.xml instead of mini.xml), the register block and
 * the next one (5 little-endian bytes each, 35 bits used), the staging
 * register, the branch offset, six bytes for the embedded constants
 * (each byte's value repeated over the 64 bits, its low 2 bits the
 * constant's modifier), then slot words of 3 little-endian bytes (bits
 * past the slot's width ignored), at most 64.
 *
 * Every word is decoded (isa_bi_decode, with and without the error
 * suffix); what aborts: a context isa_bi_ctx_valid refuses but decoding
 * was asked for anyway is skipped, never decoded; a word no state selects
 * must print INSTR_INVALID_ENC with its hex; a selected word must print
 * its state's mnemonic first, return a leaf of that state, and its values
 * (isa_bi_fields) must encode (isa_bi_encode) to a word printing the same
 * text.  The files are read from the source tree (fuzz/fz_src.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

#include "fuzz/fz_src.h"

static isa *models[2];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	fz_load_bifrost("bifrost", argc && *argc > 0 ? (*argv)[0] : NULL, models);
	return 0;
}

_Noreturn static void fail(const char *what, uint32_t w, const char *a, const char *b)
{
	fprintf(stderr, "bifrost: %s\n  word: %x\n  text: '%s'\n  got:  '%s'\n", what, w, a ? a : "",
		b ? b : "");
	abort();
}

static uint64_t le(const uint8_t *p, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

#define FZ_HEAD 19

static void context(const uint8_t *p, isa_bi_ctx *c)
{
	c->add = p[0] & 1;
	c->last = (p[0] >> 1) & 1;
	c->srcs = isa_bi_regs_unpack(le(p + 1, 5) & ((UINT64_C(1) << 35) - 1));
	c->next = isa_bi_regs_unpack(le(p + 6, 5) & ((UINT64_C(1) << 35) - 1));
	c->staging = p[11];
	c->branch_offset = p[12];
	for (int k = 0; k < 6; k++) {
		c->consts[k] = UINT64_C(0x0101010101010101) * p[13 + k];
		c->mods[k] = (isa_bi_constmod)(p[13 + k] & 3);
	}
}

static void text_of(const isa *m, uint32_t w, const isa_bi_ctx *c, bool errors, isa_buf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
	isa_bi_decode(m, w, c, errors, b);
}

static void one_word(const isa *m, uint32_t w, const isa_bi_ctx *c, isa_buf *t, isa_buf *u)
{
	const isa_bitset *leaf = isa_bi_decode(m, w, c, true, t);
	text_of(m, w, c, false, t);
	int k = isa_bi_select(m->bi, c->add, w);
	if (k < 0) {
		char want[64];
		snprintf(want, sizeof(want), "INSTR_INVALID_ENC %s %X", c->add ? "add" : "fma", w);
		if (strcmp(t->s, want) || leaf)
			fail("a word no state selects", w, want, t->s);
		return;
	}
	const isa_bi_state *s = &m->bi->st[k];
	size_t n = strlen(s->mnemonic);
	if (strncmp(t->s, s->mnemonic, n) || (t->s[n] != '.' && t->s[n] != ' '))
		fail("the text does not start with the state's mnemonic", w, s->mnemonic, t->s);
	if (!leaf || strcmp(leaf->name, s->name))
		fail("the leaf is not the selected state's", w, s->name, leaf ? leaf->name : "(none)");
	isa_fieldval v[64];
	char num[64][12];
	int nv = isa_bi_fields(m, k, w, v, num, 64);
	uint32_t back = 0;
	bool add = false;
	char err[512] = "";
	if (nv > 64 || isa_bi_encode(m, s->name, v, nv, &back, &add, err, sizeof(err)))
		fail("the word's values do not encode", w, t->s, err);
	text_of(m, back, c, false, u);
	if (add != c->add || strcmp(t->s, u->s))
		fail("the encoded values print other text", w, t->s, u->s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!models[0]) /* fuzz/replay.c calls no LLVMFuzzerInitialize */
		fz_load_bifrost("bifrost", NULL, models);
	if (size < FZ_HEAD)
		return 0;
	const isa *m = models[(data[0] >> 2) & 1];
	isa_bi_ctx c;
	memset(&c, 0, sizeof(c));
	context(data, &c);
	char why[256];
	if (!isa_bi_ctx_valid(&c, why, sizeof(why)))
		return 0; /* Mesa asserts: no text to compare */
	uint32_t slot = c.add ? 0xfffff : 0x7fffff;
	isa_buf t, u;
	isa_buf_init(&t);
	isa_buf_init(&u);
	for (size_t i = FZ_HEAD; i + 3 <= size && i < FZ_HEAD + 3 * 64; i += 3)
		one_word(m, (uint32_t)le(data + i, 3) & slot, &c, &t, &u);
	isa_buf_free(&t);
	isa_buf_free(&u);
	return 0;
}
