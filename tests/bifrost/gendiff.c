/*
 * tests/bifrost/gendiff.c - the decoder `isaproof gen` writes for a
 * Bifrost ISA.xml against the model, on a sample (the exhaustive run is
 * `gen --verify` and bench/bifrost_oracle.sh).
 *
 * Built once per description with its generated gb.c.  Per slot it takes
 * N words, half uniform and half on a state's exact bits with the other
 * bits random, each under a random operand context (register blocks,
 * staging register, branch offset, constants and their branch modifiers,
 * last tuple or not), and demands the same selected state and the same
 * text, byte for byte; a context the model refuses (Mesa asserts) must be
 * refused by the generated decoder too.  A small buffer must get the
 * text's start and the full length, as snprintf does.
 * Usage: gendiff ISA [WORDS-PER-SLOT] [SEED]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gb.h"
#include "model/isa.h"
#include "read/read.h"

#include "tests/rng.h"

static long failures, compared, refused;

static gb_regs gb_of(const isa_bi_regs *r)
{
	gb_regs g = {r->fau_idx, r->reg0, r->reg1, r->reg2, r->reg3, r->ctrl};
	return g;
}

static void random_ctx(isa_bi_ctx *c, bool add)
{
	memset(c, 0, sizeof(*c));
	c->add = add;
	c->srcs = isa_bi_regs_unpack(rnd());
	c->next = isa_bi_regs_unpack(rnd());
	c->staging = (unsigned)(rnd() % 64);
	c->branch_offset = (unsigned)(rnd() % 100);
	c->last = rnd() & 1;
	for (int k = 0; k < 6; k++) {
		/* a whole clause's offset most of the time */
		c->consts[k] = rnd() & ((rnd() & 1) ? ~UINT64_C(0xf) : ~UINT64_C(0));
		c->mods[k] = (rnd() & 3) ? BI_CONST_NONE : (isa_bi_constmod)(rnd() % 4);
	}
}

static void one(const isa *m, uint32_t w, const isa_bi_ctx *c)
{
	const int add = c->add;
	char why[256];
	bool valid = isa_bi_ctx_valid(c, why, sizeof(why));
	gb_regs srcs = gb_of(&c->srcs), next = gb_of(&c->next);
	gb_constants k;
	for (int i = 0; i < 6; i++) {
		k.raw[i] = c->consts[i];
		k.mods[i] = (unsigned)c->mods[i];
	}
	char buf[512], small[8];
	int len = (add ? gb_disasm_add : gb_disasm_fma)(buf, sizeof(buf), w, &srcs, &next, c->staging,
							 c->branch_offset, &k, c->last);
	int sel = add ? gb_select_add(w) : gb_select_fma(w);
	int want = isa_bi_select(m->bi, add, w);
	if (sel != want) {
		failures++;
		printf("FAIL %s %06x: selects %d, the model %d\n", add ? "add" : "fma", w, sel, want);
	}
	if (!valid) {
		refused++;
		if (len != -1) {
			failures++;
			printf("FAIL %s %06x: the model refuses the context (%s), the decoder prints %s\n",
			       add ? "add" : "fma", w, why, buf);
		}
		return;
	}
	isa_buf out;
	isa_buf_init(&out);
	isa_bi_decode(m, w, c, false, &out);
	compared++;
	if (len < 0 || (size_t)len != out.len || strcmp(buf, out.s)) {
		failures++;
		printf("FAIL %s %06x\n  model:     \"%s\"\n  generated: \"%s\"\n", add ? "add" : "fma", w,
		       out.s, len < 0 ? "(refused)" : buf);
	}
	int n2 = (add ? gb_disasm_add : gb_disasm_fma)(small, sizeof(small), w, &srcs, &next,
							c->staging, c->branch_offset, &k, c->last);
	if (n2 != len || strlen(small) != sizeof(small) - 1 || strncmp(small, out.s, sizeof(small) - 1)) {
		failures++;
		printf("FAIL %s %06x: a %zu-byte buffer gets \"%s\" (%d)\n", add ? "add" : "fma", w,
		       sizeof(small), small, n2);
	}
	isa_buf_free(&out);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: gendiff ISA [WORDS-PER-SLOT] [SEED]\n");
		return 2;
	}
	long n = argc > 2 ? atol(argv[2]) : 100000;
	rng_state = argc > 3 ? strtoull(argv[3], NULL, 0) : 1;
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(argv[1], NULL, &d);
	if (!m || d.nerrors || !m->bi) {
		isa_diags_print(&d, stderr);
		fprintf(stderr, "gendiff: %s is no loadable Bifrost description\n", argv[1]);
		return 2;
	}
	if (GB_NSTATES != m->bi->nst) {
		printf("FAIL: %d states generated, the model has %d\n", GB_NSTATES, m->bi->nst);
		failures++;
	}
	for (int k = 0; k < m->bi->nst; k++)
		if (strcmp(gb_state_name(k), m->bi->st[k].name)) {
			printf("FAIL: state %d is %s, the model's %s\n", k, gb_state_name(k), m->bi->st[k].name);
			failures++;
		}
	for (int add = 0; add < 2; add++) {
		const uint32_t slot = add ? 0xfffffu : 0x7fffffu;
		const isa_bi *bi = m->bi;
		for (long i = 0; i < n; i++) {
			uint32_t w = (uint32_t)rnd() & slot;
			if ((i & 1) && bi->norder[add]) {
				const isa_bi_state *s = &bi->st[bi->order[add][rnd() % (uint64_t)bi->norder[add]]];
				w = (uint32_t)(((uint64_t)w & ~s->emask) | s->ebits) & slot;
			}
			isa_bi_ctx c;
			random_ctx(&c, add);
			one(m, w, &c);
		}
		/* wider than the slot: refused */
		gb_regs z = {0, 0, 0, 0, 0, 0};
		gb_constants zk = {{0}, {0}};
		char buf[64];
		if ((add ? gb_disasm_add : gb_disasm_fma)(buf, sizeof(buf), slot + 1, &z, &z, 0, 0, &zk, 0) != -1) {
			printf("FAIL %s: a word wider than the slot is printed\n", add ? "add" : "fma");
			failures++;
		}
	}
	printf("%s: %ld words compared, %ld contexts refused by both, %ld failures\n", argv[1], compared,
	       refused, failures);
	isa_free(m);
	isa_diags_free(&d);
	return failures ? 1 : 0;
}
