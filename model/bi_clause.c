/*
 * model/bi_clause.c - Bifrost clauses: the framing Mesa's
 * disassemble_bifrost (src/panfrost/compiler/bifrost/disassemble.c)
 * prints around the slot instructions (docs/bifrost.md, "Clauses").
 *
 * A clause is a run of 128-bit quadwords.  The low byte of each is its
 * tag: bit 7 and bits 3-5 name a format, bit 6 (Z) ends the clause for
 * most formats.  A format places up to two tuples (an FMA word, an ADD
 * word and a 35-bit register block each) at fixed tuple numbers, a tuple
 * split over two quadwords, the clause header or embedded constants.
 * Mesa reads every quadword of a clause first and prints after; where it
 * asserts or reads past the words given, the clause is refused here, so
 * that what is printed is always exactly Mesa's text.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "isa.h"

#define BI_TUPLES 8
#define BI_CONSTS 6

typedef struct bi_tuple {
	uint32_t fma, add;
	uint64_t regs;
} bi_tuple;

typedef struct bi_clause {
	bi_tuple t[BI_TUPLES];
	uint64_t consts[BI_CONSTS];
	isa_bi_constmod mods[BI_CONSTS];
	unsigned ntuples, nconsts;
	uint64_t header;
	size_t nquads;
} bi_clause;

/* bits lo..hi-1 of a 32-bit word */
static uint32_t B(uint32_t w, unsigned lo, unsigned hi)
{
	uint64_t v = (uint64_t)w & (((uint64_t)1 << hi) - 1);
	return (uint32_t)(v >> lo);
}

/* The constant modifiers of one or two constants: M1 from 8 up means
 * none, 7 reads M2, 3 is unused (Mesa asserts on it and on M2 above 3). */
static bool decode_m(isa_bi_constmod *mod, unsigned m1, unsigned m2, bool single, char *why,
		     size_t len)
{
	static const isa_bi_constmod by_m1[7][2] = {
		{BI_CONST_NONE, BI_CONST_NONE},   {BI_CONST_PC_LO, BI_CONST_NONE},
		{BI_CONST_PC_LO, BI_CONST_PC_LO}, {BI_CONST_NONE, BI_CONST_NONE}, /* 3: unused */
		{BI_CONST_PC_HI, BI_CONST_NONE},  {BI_CONST_PC_HI, BI_CONST_PC_HI},
		{BI_CONST_PC_LO, BI_CONST_NONE},
	};
	static const isa_bi_constmod by_m2[4][2] = {
		{BI_CONST_PC_LO_HI, BI_CONST_NONE},  {BI_CONST_PC_LO_HI, BI_CONST_PC_HI},
		{BI_CONST_PC_LO_HI, BI_CONST_PC_LO_HI}, {BI_CONST_PC_LO_HI, BI_CONST_PC_HI},
	};
	const isa_bi_constmod *pair;
	if (m1 >= 8) {
		mod[0] = BI_CONST_NONE;
		if (!single)
			mod[1] = BI_CONST_NONE;
		return true;
	}
	if (m1 == 7 && m2 >= 4) {
		snprintf(why, len, "constant modifier M1 7 with M2 %u (0-3; Mesa asserts)", m2);
		return false;
	}
	if (m1 == 3) {
		snprintf(why, len, "constant modifier M1 3 has no meaning (Mesa asserts)");
		return false;
	}
	pair = m1 == 7 ? by_m2[m2] : by_m1[m1];
	mod[0] = pair[0];
	if (!single)
		mod[1] = pair[1];
	return true;
}

/* The ADD word and upper FMA bits of a tuple that formats 3, 4, 8, 9
 * and 5/10 finish with this quadword (the rest came in format 2). */
static void finish_tuple(bi_tuple *t, const uint32_t *w, uint32_t add_hi)
{
	t->add = B(w[3], 0, 17) | add_hi << 17;
	t->fma |= B(w[2], 19, 32) << 10;
}

/* Format 12: two embedded constants; the low nibble of the tag says
 * which (and in a clause of how many tuples: another count is invalid). */
static bool format12(bi_clause *c, const uint32_t *w, unsigned tag, uint64_t c0, uint64_t c1,
		     char *why, size_t len)
{
	static const unsigned char pos[15][2] = {
		{0, 1}, {0, 2}, {0, 4}, {1, 3}, {1, 5}, {2, 4}, {0, 7}, {1, 6},
		{3, 5}, {1, 8}, {2, 7}, {3, 6}, {3, 8}, {4, 7}, {5, 6},
	};
	unsigned p = tag & 0xf;
	if (p == 15) {
		snprintf(why, len, "constants at position 15 fit no clause (Mesa asserts: "
				   "INSTR_INVALID_ENC)");
		return false;
	}
	if (pos[p][1] != c->ntuples) {
		snprintf(why, len, "constants at position %u are for a clause of %u tuples, this one "
				   "has %u so far (Mesa asserts: INSTR_INVALID_ENC)",
			 p, pos[p][1], c->ntuples);
		return false;
	}
	unsigned k = pos[p][0];
	if (k + 1 >= BI_CONSTS) {
		snprintf(why, len, "constants at position %u would be constants %u and %u (Mesa writes "
				   "past its six constants)", p, k, k + 1);
		return false;
	}
	if (c->nconsts < k + 2)
		c->nconsts = k + 2;
	c->consts[k] = c0;
	c->consts[k + 1] = c1;
	/* M = A - B modulo 16, for each of the two constants' nibbles */
	unsigned m1 = (16 + B(w[2], 0, 4) - B(w[3], 28, 32)) & 0xf;
	unsigned m2 = (16 + B(w[1], 0, 4) - B(w[2], 28, 32)) & 0xf;
	return decode_m(&c->mods[k], m1, m2, false, why, len);
}

/* Formats whose bits 3-5 of the tag are 0: the low three bits say which
 * tuples the quadword finishes and whether a constant follows. */
static bool format_low(bi_clause *c, const uint32_t *w, unsigned tag, bi_tuple *main, uint64_t c0,
		       bool *done, char *why, size_t len)
{
	bool stop = tag & 0x40;
	switch (tag & 7) {
	case 3: /* format 1 */
		main->add |= B(w[3], 29, 32) << 17;
		c->t[1] = *main;
		c->ntuples = 2;
		*done = stop;
		return true;
	case 4: /* format 3 */
	case 6: /* format 8 */ {
		unsigned i = (tag & 7) == 4 ? 2 : 5;
		finish_tuple(&c->t[i], w, B(w[3], 29, 32));
		c->consts[0] = c0;
		c->ntuples = i + 1;
		c->nconsts = 1;
		*done = stop;
		return decode_m(&c->mods[0], B(w[2], 4, 8), B(w[2], 8, 12), true, why, len);
	}
	case 1: /* format 4 */
	case 5:
		finish_tuple(&c->t[2], w, B(w[3], 29, 32));
		main->add |= B(w[3], 26, 29) << 17;
		c->t[3] = *main;
		if ((tag & 7) == 5) {
			c->ntuples = 4;
			*done = stop;
		}
		return true;
	case 7: /* format 9 */
		finish_tuple(&c->t[5], w, B(w[3], 29, 32));
		main->add |= B(w[3], 26, 29) << 17;
		c->t[6] = *main;
		c->ntuples = 7;
		*done = stop;
		return true;
	default:
		snprintf(why, len, "tag 0x%02x names no format (Mesa: unreachable, INSTR_INVALID_ENC)",
			 tag);
		return false;
	}
}

/* One quadword: what it adds to the clause; *done when it ends it. */
static bool read_quad(bi_clause *c, const uint32_t *w, bool *done, char *why, size_t len)
{
	unsigned tag = B(w[0], 0, 8);
	bool stop = tag & 0x40;
	/* most formats hold one whole tuple at the same place */
	bi_tuple main;
	main.add = B(w[2], 2, 19);
	main.fma = B(w[1], 11, 32) | B(w[2], 0, 2) << 21;
	main.regs = (uint64_t)B(w[1], 0, 11) << 24 | B(w[0], 8, 32);
	uint64_t c0 = (uint64_t)B(w[0], 8, 32) << 4 | (uint64_t)w[1] << 28 |
		      (uint64_t)B(w[2], 0, 4) << 60;
	uint64_t c1 = (uint64_t)B(w[2], 4, 32) << 4 | (uint64_t)w[3] << 32;
	*done = false;
	if (tag & 0x80) { /* formats 5 and 10: never the clause's end */
		unsigned i = stop ? 5 : 2;
		main.add |= ((tag >> 3) & 7) << 17;
		c->t[i + 1] = main;
		finish_tuple(&c->t[i], w, tag & 7);
		c->consts[0] = (uint64_t)B(w[3], 17, 32) << 4;
		return true;
	}
	switch ((tag >> 3) & 7) {
	case 0:
		return format_low(c, w, tag, &main, c0, done, why, len);
	case 2: /* formats 6 and 11: one constant's upper bits */
	case 3: {
		unsigned i = ((tag >> 3) & 7) == 2 ? 4 : 7;
		main.add |= (tag & 7) << 17;
		c->t[i] = main;
		c->consts[0] |= ((uint64_t)B(w[2], 19, 32) | (uint64_t)w[3] << 13) << 19;
		c->nconsts = 1;
		c->ntuples = i + 1;
		*done = stop;
		return true;
	}
	case 4: { /* format 2: a tuple, and the start of the next */
		unsigned i = stop ? 4 : 1;
		main.add |= (tag & 7) << 17;
		c->t[i] = main;
		c->t[i + 1].fma |= B(w[3], 22, 32);
		c->t[i + 1].regs = B(w[2], 19, 32) | (uint64_t)B(w[3], 0, 22) << 13;
		return true;
	}
	case 1: /* format 0, constants follow */
	case 5: /* format 0, tuples follow */
		if (((tag >> 3) & 7) == 1) {
			c->ntuples = 1;
			*done = stop;
		}
		c->header = B(w[2], 19, 32) | (uint64_t)w[3] << 13;
		main.add |= (tag & 7) << 17;
		c->t[0] = main;
		return true;
	default: /* 6, 7: format 12 */
		*done = stop;
		return format12(c, w, tag, c0, c1, why, len);
	}
}

/* size bits of the header from bit lo */
static uint32_t H(uint64_t h, unsigned lo, unsigned size)
{
	return (uint32_t)((h >> lo) & (((uint64_t)1 << size) - 1));
}

static const char *message_name(unsigned t)
{
	static const char *const names[16] = {
		"",     "vary",  "attr", "tex",          "vartex",    "load",  "store", "atomic",
		"barrier", "blend", "tile", "XXX reserved", "z_stencil", "atest", "job",   "64",
	};
	return t < 16 ? names[t] : "XXX reserved";
}

/* The header line: its fields in Mesa's order and words */
static bool put_header(isa_buf *o, uint64_t h, char *why, size_t len)
{
	static const char *const flow[8] = {"eos", "nbb br_pc", "nbb r_uncond", "nbb",
					    "bb r_uncond", "bb", "we r_uncond", "we"};
	static const char *const ftz[4] = {"", "ftz_dx11 ", "ftz_hsa ", "ftz_au "};
	static const char *const fpe[4] = {"", "fpe_ts ", "fpe_pd ", "fpe_psqr "};
	isa_buf_printf(o, "ds(%u) ", H(h, 32, 3));
	if (H(h, 17, 1))
		isa_buf_printf(o, "osrb ");
	isa_buf_printf(o, "%s ", flow[H(h, 11, 3)]);
	if (H(h, 7, 1))
		isa_buf_printf(o, "inf_suppress ");
	if (H(h, 8, 1))
		isa_buf_printf(o, "nan_suppress ");
	isa_buf_printf(o, "%s", ftz[H(h, 5, 2)]);
	if (H(h, 0, 5) || H(h, 14, 1)) {
		snprintf(why, len, "header %012" PRIx64 " has reserved bits set (%s; Mesa asserts "
				   "they are 0)", h, H(h, 0, 5) ? "bits 0-4" : "bit 14");
		return false;
	}
	isa_buf_printf(o, "%s", fpe[H(h, 9, 2)]);
	if (H(h, 35, 5))
		isa_buf_printf(o, "%s ", message_name(H(h, 35, 5)));
	if (H(h, 15, 1))
		isa_buf_printf(o, "td ");
	if (H(h, 16, 1))
		isa_buf_printf(o, "ncph ");
	if (H(h, 40, 5))
		isa_buf_printf(o, "next_%s ", message_name(H(h, 40, 5)));
	unsigned wait = H(h, 24, 8);
	if (wait) {
		isa_buf_printf(o, "dwb(");
		const char *sep = "";
		for (unsigned i = 0; i < 8; i++)
			if (wait & (1u << i)) {
				isa_buf_printf(o, "%s%u", sep, i);
				sep = ", ";
			}
		isa_buf_printf(o, ") ");
	}
	isa_buf_printf(o, "\n");
	return true;
}

/* One tuple's two lines, with its context taken from the clause */
static bool put_tuple(const isa *m, const bi_clause *c, unsigned i, const isa_bi_clause_opts *o,
		      isa_buf *out, isa_bi_clause_result *res)
{
	isa_bi_ctx ctx;
	memset(&ctx, 0, sizeof(ctx));
	bool last = i + 1 == c->ntuples;
	ctx.srcs = isa_bi_regs_unpack(c->t[i].regs);
	/* the last tuple's destination is named by the clause's first block */
	ctx.next = isa_bi_regs_unpack(c->t[last ? 0 : i + 1].regs);
	ctx.staging = H(c->header, 18, 6);
	ctx.branch_offset = o->offset;
	ctx.last = last;
	memcpy(ctx.consts, c->consts, sizeof(ctx.consts));
	memcpy(ctx.mods, c->mods, sizeof(ctx.mods));
	char why[200];
	if (o->verbose) {
		isa_buf_printf(out, "    # regs: %016" PRIx64 "\n", c->t[i].regs);
		if (!isa_bi_regs_print(&ctx.srcs, i == 0, out, why, sizeof(why)))
			goto undefined;
	}
	for (int add = 0; add < 2; add++) {
		ctx.add = add;
		isa_buf_printf(out, "    ");
		int r = isa_bi_decode_tuple(m, add ? c->t[i].add : c->t[i].fma, &ctx, out, why,
					    sizeof(why));
		if (r < 0)
			goto undefined;
		res->invalid += r == 0;
		isa_buf_printf(out, "\n");
	}
	return true;
undefined:
	snprintf(res->why, sizeof(res->why), "tuple %u: %s", i, why);
	return false;
}

/* Reads one clause from words[0..nwords); false with res->why */
static bool read_clause(bi_clause *c, const uint32_t *words, size_t nwords,
			const isa_bi_clause_opts *o, isa_buf *out, isa_bi_clause_result *res)
{
	char why[200];
	memset(c, 0, sizeof(*c));
	for (size_t q = 0;; q++) {
		if (4 * q + 4 > nwords) {
			snprintf(res->why, sizeof(res->why), "quadword %zu: the words end inside the "
					"clause (no quadword ends it; Mesa reads past the end)", q);
			return false;
		}
		const uint32_t *w = words + 4 * q;
		if (o->verbose)
			isa_buf_printf(out, "# %08x %08x %08x %08x \n# tag: 0x%02x\n", w[3], w[2], w[1],
				       w[0], w[0] & 0xff);
		bool done;
		if (!read_quad(c, w, &done, why, sizeof(why))) {
			snprintf(res->why, sizeof(res->why), "quadword %zu: %s", q, why);
			return false;
		}
		if (done) {
			c->nquads = q + 1;
			return true;
		}
	}
}

/* One clause at words[0]: its text into out, its size in quadwords */
static bool put_clause(const isa *m, const uint32_t *words, size_t nwords,
		       const isa_bi_clause_opts *o, isa_buf *out, isa_bi_clause_result *res,
		       size_t *nquads)
{
	bi_clause c;
	isa_buf_printf(out, "clause_%u:\n", o->offset);
	if (!read_clause(&c, words, nwords, o, out, res))
		return false;
	*nquads = c.nquads;
	if (o->verbose)
		isa_buf_printf(out, "# header: %012" PRIx64 "\n", c.header);
	char why[200];
	if (!put_header(out, c.header, why, sizeof(why))) {
		snprintf(res->why, sizeof(res->why), "%s", why);
		return false;
	}
	isa_buf_printf(out, "{\n");
	for (unsigned i = 0; i < c.ntuples; i++)
		if (!put_tuple(m, &c, i, o, out, res))
			return false;
	isa_buf_printf(out, "}\n");
	for (unsigned i = 0; o->verbose && i < c.nconsts; i++)
		isa_buf_printf(out, "# const%u: %08" PRIx64 "\n# const%u: %08" PRIx64 "\n", 2 * i,
			       c.consts[i] & 0xffffffff, 2 * i + 1, c.consts[i] >> 32);
	isa_buf_printf(out, "\n");
	return true;
}

bool isa_bi_disasm_clauses(const isa *m, const uint32_t *words, size_t nwords,
			   const isa_bi_clause_opts *o, isa_buf *out, isa_bi_clause_result *res)
{
	isa_bi_clause_opts at = *o;
	memset(res, 0, sizeof(*res));
	size_t pos = 0;
	while (pos < nwords) {
		/* the zero padding after a shader ends the disassembly */
		if (words[pos] == 0) {
			res->stopped = true;
			break;
		}
		isa_buf one;
		isa_buf_init(&one);
		size_t n = 0;
		long invalid = res->invalid;
		bool ok = put_clause(m, words + pos, nwords - pos, &at, &one, res, &n);
		if (!ok) {
			char why[sizeof(res->why)];
			memcpy(why, res->why, sizeof(why));
			snprintf(res->why, sizeof(res->why), "clause_%u (word %zu): %.200s", at.offset, pos,
				 why);
			res->invalid = invalid;
			isa_buf_free(&one);
			return false;
		}
		if (one.len)
			isa_buf_putn(out, one.s, one.len);
		isa_buf_free(&one);
		pos += 4 * n;
		at.offset += (unsigned)n;
		res->clauses++;
		res->words_read = pos;
	}
	return true;
}
