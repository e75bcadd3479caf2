/*
 * bench/bifrost_gen.c - drive the decoder `isaproof gen` writes for a
 * Bifrost ISA.xml (prefix gb) under one operand context, printing one
 * line per word: the same arguments and output as bench/bifrost_oracle.c
 * gives Mesa's generated disassembler, so that the two can be compared
 * line by line and timed on the same words.
 *
 * usage: bifrost_gen fma|add REGS NEXT_REGS STAGING BRANCH LAST C0..C5 (all | -)
 *   (bench/bifrost_args.h)
 *
 * Built only by bench/bifrost_oracle.sh, with the generated gb.c; nothing
 * else of isaproof is linked in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bifrost_args.h"
#include "gb.h"

typedef int (*disasm_fn)(char *, size_t, uint32_t, const gb_regs *, const gb_regs *, unsigned,
			 unsigned, const gb_constants *, int);

typedef struct driver {
	disasm_fn fn;
	gb_regs srcs, next;
	unsigned staging, branch;
	gb_constants consts;
	int last;
} driver;

static void one(void *ctx, unsigned w)
{
	const driver *d = ctx;
	char buf[512];
	int n = d->fn(buf, sizeof(buf), w, &d->srcs, &d->next, d->staging, d->branch, &d->consts,
		      d->last);
	if (n < 0)
		fputs("(refused)\n", stdout);
	else {
		fwrite(buf, 1, (size_t)n < sizeof(buf) ? (size_t)n : sizeof(buf) - 1, stdout);
		putchar('\n');
	}
}

int main(int argc, char **argv)
{
	bifrost_args a;
	if (!bifrost_args_read(argc, argv, &a))
		return 2;
	driver d;
	memset(&d, 0, sizeof(d));
	d.fn = a.add ? gb_disasm_add : gb_disasm_fma;
	d.srcs = gb_regs_unpack(a.regs);
	d.next = gb_regs_unpack(a.next);
	d.staging = a.staging;
	d.branch = a.branch;
	d.last = a.last;
	for (int k = 0; k < 6; k++) {
		d.consts.raw[k] = a.raw[k];
		d.consts.mods[k] = a.mods[k];
	}
	bifrost_args_words(&a, one, &d);
	return fflush(stdout) ? 1 : 0;
}
