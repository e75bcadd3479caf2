/*
 * bench/bifrost_gen.c - drive the decoder `isaproof gen` writes for a
 * Bifrost ISA.xml (prefix gb) under one operand context, printing one
 * line per word: the same arguments and output as bench/bifrost_oracle.c
 * gives Mesa's generated disassembler, so that the two can be compared
 * line by line and timed on the same words.
 *
 * usage: bifrost_gen fma|add REGS NEXT_REGS STAGING BRANCH LAST C0..C5 (all | -)
 *   (as bench/bifrost_oracle.c)
 *
 * Built only by bench/bifrost_oracle.sh, with the generated gb.c; nothing
 * else of isaproof is linked in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void one(const driver *d, unsigned w)
{
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
	if (argc != 14) {
		fprintf(stderr, "usage: %s fma|add REGS NEXT_REGS STAGING BRANCH LAST C0..C5 all|-\n",
			argv[0]);
		return 2;
	}
	driver d;
	memset(&d, 0, sizeof(d));
	int add = !strcmp(argv[1], "add");
	d.fn = add ? gb_disasm_add : gb_disasm_fma;
	d.srcs = gb_regs_unpack(strtoull(argv[2], NULL, 16));
	d.next = gb_regs_unpack(strtoull(argv[3], NULL, 16));
	d.staging = (unsigned)strtoul(argv[4], NULL, 0);
	d.branch = (unsigned)strtoul(argv[5], NULL, 0);
	d.last = atoi(argv[6]) != 0;
	for (int k = 0; k < 6; k++) {
		char *end;
		d.consts.raw[k] = strtoull(argv[7 + k], &end, 16);
		d.consts.mods[k] = *end == ':' ? (unsigned)atoi(end + 1) : GB_CONST_NONE;
	}
	if (!strcmp(argv[13], "all")) {
		unsigned n = 1u << (add ? 20 : 23);
		for (unsigned w = 0; w < n; w++)
			one(&d, w);
	} else {
		char line[128];
		while (fgets(line, sizeof(line), stdin))
			one(&d, (unsigned)strtoul(line, NULL, 16));
	}
	return fflush(stdout) ? 1 : 0;
}
