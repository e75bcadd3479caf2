/*
 * tests/gen/gens.h - the gens the generated-code differential tests run
 * at: one per interval in which the active leaves do not change.
 */
#ifndef ISAPROOF_TESTS_GEN_GENS_H
#define ISAPROOF_TESTS_GEN_GENS_H

#include <stdint.h>
#include <stdlib.h>

#include "model/isa.h"

static int gens_cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

/* gen 0 and every leaf's first gen and the gen after its last, sorted,
 * each once, into g[] (at most max); returns how many */
static int gens_of(const isa *m, uint32_t *g, int max)
{
	int n = 0;
	g[n++] = 0;
	for (int i = 0; i < m->nbitsets && n + 2 < max; i++) {
		const isa_bitset *b = m->bitsets[i];
		if (!b->is_leaf)
			continue;
		g[n++] = b->eff_gen_min;
		if (b->eff_gen_max < UINT32_MAX)
			g[n++] = b->eff_gen_max + 1;
	}
	qsort(g, (size_t)n, sizeof(*g), gens_cmp_u32);
	int k = 0;
	for (int i = 0; i < n; i++)
		if (!k || g[k - 1] != g[i])
			g[k++] = g[i];
	return k;
}

#endif
