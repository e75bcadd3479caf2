/*
 * solver/gens.c - the gen intervals: the ranges of gens in which the set
 * of active leaves is fixed, over which every check of solver/ iterates.
 */
#include <stdio.h>
#include <stdlib.h>

#include "solver/gens.h"
#include "solver/internal.h"

/* ---- gen intervals ------------------------------------------------------ */

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* whether the roots' active sets are the same at gens a and b */
static bool same_active(const isa_root *const *roots, int nroots, uint32_t a, uint32_t b)
{
	for (int s = 0; s < nroots; s++)
		for (int k = 0; k < roots[s]->nleaves; k++)
			if (pv_gen_active(roots[s]->leaves[k], a) != pv_gen_active(roots[s]->leaves[k], b))
				return false;
	return true;
}

static bool any_active(const isa_root *const *roots, int nroots, uint32_t gen)
{
	for (int s = 0; s < nroots; s++)
		for (int k = 0; k < roots[s]->nleaves; k++)
			if (pv_gen_active(roots[s]->leaves[k], gen))
				return true;
	return false;
}

/* Split [0, 2^32) at every leaf's gen bounds (of all the roots); adjacent
 * intervals whose active sets are equal are merged, and intervals where no
 * leaf is active dropped unless keep_empty. */
int pv_gen_intervals_of(const isa_root *const *roots, int nroots, bool keep_empty, pv_interval **out)
{
	int nb = 0, nleaves = 0;
	for (int s = 0; s < nroots; s++)
		nleaves += roots[s]->nleaves;
	uint64_t *bounds = pv_xmalloc(((size_t)nleaves * 2 + 2) * sizeof(uint64_t));
	bounds[nb++] = 0;
	for (int s = 0; s < nroots; s++)
		for (int i = 0; i < roots[s]->nleaves; i++) {
			bounds[nb++] = roots[s]->leaves[i]->eff_gen_min;
			bounds[nb++] = (uint64_t)roots[s]->leaves[i]->eff_gen_max + 1;
		}
	qsort(bounds, (size_t)nb, sizeof(uint64_t), cmp_u64);
	pv_interval *v = pv_xmalloc(((size_t)nb + 1) * sizeof(*v));
	int n = 0;
	for (int i = 0; i < nb; i++) {
		if (bounds[i] > UINT32_MAX || (i && bounds[i] == bounds[i - 1]))
			continue;
		uint64_t hi = UINT32_MAX;
		for (int j = i + 1; j < nb; j++)
			if (bounds[j] > bounds[i]) {
				hi = bounds[j] - 1;
				break;
			}
		if (hi > UINT32_MAX)
			hi = UINT32_MAX;
		pv_interval iv = {(uint32_t)bounds[i], (uint32_t)hi};
		if (!keep_empty && !any_active(roots, nroots, iv.lo))
			continue;
		if (n && v[n - 1].hi + 1 == iv.lo && same_active(roots, nroots, v[n - 1].lo, iv.lo)) {
			v[n - 1].hi = iv.hi;
			continue;
		}
		v[n++] = iv;
	}
	free(bounds);
	*out = v;
	return n;
}

int pv_gen_intervals(const isa_root *r, pv_interval **out)
{
	return pv_gen_intervals_of(&r, 1, false, out);
}

void pv_format_gens(uint32_t lo, uint32_t hi, char *buf, size_t len)
{
	if (hi == UINT32_MAX)
		snprintf(buf, len, "%u..max", lo);
	else
		snprintf(buf, len, "%u..%u", lo, hi);
}
