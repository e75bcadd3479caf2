/*
 * bench/bifrost_oracle.c - drive Mesa's generated Bifrost disassembler
 * (bi_disasm_fma / bi_disasm_add, built from ISA.xml by Mesa's own
 * gen_disasm.py) under one operand context, printing one line per word:
 * what Mesa prints, without its four-space indent and its newline, which
 * is what `isaproof decode` prints for a Bifrost word.
 *
 * usage: bifrost_oracle fma|add REGS NEXT_REGS STAGING BRANCH LAST C0..C5 (all | -)
 *   REGS, NEXT_REGS  the 35-bit register blocks (hex), packed as a clause
 *                    holds them: fau_idx 0..7, reg3 8..13, reg2 14..19,
 *                    reg0 20..24, reg1 25..30, ctrl 31..34
 *   Ck               embedded constant k as HEX:MOD, MOD 0 none, 1 pc_lo,
 *                    2 pc_hi, 3 pc_lo_hi
 *   all              every word of the slot (2^23 FMA, 2^20 ADD), in order
 *   -                the words (hex) read from standard input, one a line
 *
 * Built only by bench/bifrost_oracle.sh and the oracle test, against
 * Mesa's sources; nothing of isaproof is linked in.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bifrost_args.h"
#include "bifrost.h"
#include "bifrost/bi_disasm.h"

static struct bifrost_regs unpack(uint64_t v)
{
	struct bifrost_regs r;
	memset(&r, 0, sizeof(r));
	r.fau_idx = v & 0xff;
	r.reg3 = (v >> 8) & 0x3f;
	r.reg2 = (v >> 14) & 0x3f;
	r.reg0 = (v >> 20) & 0x1f;
	r.reg1 = (v >> 25) & 0x3f;
	r.ctrl = (v >> 31) & 0xf;
	return r;
}

typedef void (*disasm_fn)(FILE *, unsigned, struct bifrost_regs *, struct bifrost_regs *,
			  unsigned, unsigned, struct bi_constants *, bool);

typedef struct oracle {
	disasm_fn fn;
	struct bifrost_regs srcs, next;
	unsigned staging, branch;
	struct bi_constants consts;
	bool last;
	FILE *mem;
	char *buf;
	size_t size;
} oracle;

/* one word: Mesa's output minus "    " and "\n" */
static void one(void *ctx, unsigned w)
{
	oracle *o = ctx;
	fseek(o->mem, 0, SEEK_SET);
	o->fn(o->mem, w, &o->srcs, &o->next, o->staging, o->branch, &o->consts, o->last);
	fflush(o->mem);
	size_t n = (size_t)ftell(o->mem);
	const char *s = o->buf;
	if (n >= 4 && !memcmp(s, "    ", 4)) {
		s += 4;
		n -= 4;
	}
	if (n && s[n - 1] == '\n')
		n--;
	fwrite(s, 1, n, stdout);
	putchar('\n');
}

int main(int argc, char **argv)
{
	bifrost_args a;
	if (!bifrost_args_read(argc, argv, &a))
		return 2;
	oracle o;
	memset(&o, 0, sizeof(o));
	o.fn = a.add ? bi_disasm_add : bi_disasm_fma;
	o.srcs = unpack(a.regs);
	o.next = unpack(a.next);
	o.staging = a.staging;
	o.branch = a.branch;
	o.last = a.last;
	for (int k = 0; k < 6; k++) {
		o.consts.raw[k] = a.raw[k];
		o.consts.mods[k] = (enum bi_constmod)a.mods[k];
	}
	o.mem = open_memstream(&o.buf, &o.size);
	if (!o.mem)
		return 2;
	bifrost_args_words(&a, one, &o);
	fclose(o.mem);
	free(o.buf);
	return fflush(stdout) ? 1 : 0;
}
