/*
 * cli/bifrost.c - decode's options for a Bifrost description: the slot
 * and the operand context Mesa's bi_disasm_fma / bi_disasm_add take as
 * arguments (docs/bifrost.md).  Every option defaults to zero: the FMA
 * slot, registers, FAU index, constants, staging register and branch
 * offset 0, not the last tuple.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"


static int bad(const char *usage, const char *fmt, const char *v)
{
	usage_error(usage, fmt, v);
	return -1;
}

static int const_option(const char *usage, const char *v, isa_bi_ctx *c)
{
	static const char *const mods[] = {"none", "pc_lo", "pc_hi", "pc_lo_hi"};
	if (v[0] < '0' || v[0] > '5' || v[1] != '=')
		return bad(usage, "--const needs K=HEX[:MOD] with K from 0 to 5, got '%s'", v);
	int k = v[0] - '0';
	char num[40];
	const char *colon = strchr(v + 2, ':');
	size_t n = colon ? (size_t)(colon - (v + 2)) : strlen(v + 2);
	if (n >= sizeof(num))
		return bad(usage, "--const: the value of '%s' is too long", v);
	memcpy(num, v + 2, n);
	num[n] = '\0';
	uint64_t val;
	if (!parse_uint(num, UINT64_MAX, &val))
		return bad(usage, "--const: '%s' needs a 64-bit value (decimal or 0x hex)", v);
	int mod = colon ? -1 : 0;
	for (int i = 0; colon && i < 4; i++)
		if (!strcmp(colon + 1, mods[i]))
			mod = i;
	if (mod < 0)
		return bad(usage, "--const: the modifier of '%s' is none, pc_lo, pc_hi or pc_lo_hi", v);
	c->consts[k] = val;
	c->mods[k] = (isa_bi_constmod)mod;
	return 1;
}

int cli_bi_option(const char *usage, const char *a, const char *v, isa_bi_ctx *c)
{
	uint64_t x;
	if (!strcmp(a, "--slot")) {
		if (strcmp(v, "fma") && strcmp(v, "add"))
			return bad(usage, "--slot is fma or add, got '%s'", v);
		c->add = !strcmp(v, "add");
	} else if (!strcmp(a, "--regs") || !strcmp(a, "--next-regs")) {
		if (!parse_uint(v, ((uint64_t)1 << 35) - 1, &x))
			return bad(usage, "--regs and --next-regs need a 35-bit value, got '%s'", v);
		if (!strcmp(a, "--regs"))
			c->srcs = isa_bi_regs_unpack(x);
		else
			c->next = isa_bi_regs_unpack(x);
	} else if (!strcmp(a, "--staging") || !strcmp(a, "--branch-offset")) {
		if (!parse_uint(v, UINT32_MAX, &x))
			return bad(usage, "--staging and --branch-offset need a 32-bit number, got '%s'", v);
		if (!strcmp(a, "--staging"))
			c->staging = (unsigned)x;
		else
			c->branch_offset = (unsigned)x;
	} else if (!strcmp(a, "--last")) {
		c->last = true;
	} else if (!strcmp(a, "--const")) {
		return const_option(usage, v, c);
	} else
		return 0;
	return 1;
}

int cli_bi_encode(const isa *m, const char *name, const isa_fieldval *vals, int nvals)
{
	uint32_t w;
	bool add;
	char err[512];
	int r = isa_bi_encode(m, name, vals, nvals, &w, &add, err, sizeof(err));
	if (r) {
		fprintf(stderr, "%s: cannot encode %s: %s\n", progname, name, err);
		return r == 2 ? EXIT_BAD : EXIT_FINDINGS;
	}
	/* the digits decode --slot takes back */
	printf("%0*x\n", add ? 5 : 6, w);
	return EXIT_OK;
}
