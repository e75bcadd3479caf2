/*
 * bench/bifrost_args.h - the command line both Bifrost drivers take
 * (bench/bifrost_oracle.c for Mesa's generated disassembler,
 * bench/bifrost_gen.c for isaproof's generated decoder), read into plain
 * numbers each driver puts into its own structures:
 *
 *   fma|add REGS NEXT_REGS STAGING BRANCH LAST C0..C5 (all | -)
 *
 * REGS, NEXT_REGS are 35-bit register blocks (hex) as a clause packs
 * them; Ck is HEX:MOD (MOD 0 none, 1 pc_lo, 2 pc_hi, 3 pc_lo_hi); `all`
 * is every word of the slot in order, `-` the words (hex) on standard
 * input, one a line.
 */
#ifndef BENCH_BIFROST_ARGS_H
#define BENCH_BIFROST_ARGS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bifrost_args {
	int add, last, all;
	uint64_t regs, next;
	unsigned staging, branch;
	uint64_t raw[6];
	unsigned mods[6];
} bifrost_args;

static int bifrost_args_read(int argc, char **argv, bifrost_args *a)
{
	if (argc != 14) {
		fprintf(stderr, "usage: %s fma|add REGS NEXT_REGS STAGING BRANCH LAST C0..C5 all|-\n",
			argv[0]);
		return 0;
	}
	memset(a, 0, sizeof(*a));
	a->add = !strcmp(argv[1], "add");
	a->regs = strtoull(argv[2], NULL, 16);
	a->next = strtoull(argv[3], NULL, 16);
	a->staging = (unsigned)strtoul(argv[4], NULL, 0);
	a->branch = (unsigned)strtoul(argv[5], NULL, 0);
	a->last = atoi(argv[6]) != 0;
	for (int k = 0; k < 6; k++) {
		char *end;
		a->raw[k] = strtoull(argv[7 + k], &end, 16);
		a->mods[k] = *end == ':' ? (unsigned)atoi(end + 1) : 0;
	}
	a->all = !strcmp(argv[13], "all");
	return 1;
}

/* every word of the slot, or those on standard input, to one() */
static void bifrost_args_words(const bifrost_args *a, void (*one)(void *ctx, unsigned w), void *ctx)
{
	if (a->all) {
		unsigned n = 1u << (a->add ? 20 : 23);
		for (unsigned w = 0; w < n; w++)
			one(ctx, w);
		return;
	}
	char line[128];
	while (fgets(line, sizeof(line), stdin))
		one(ctx, (unsigned)strtoul(line, NULL, 16));
}

#endif
