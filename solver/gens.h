/*
 * solver/gens.h - private to solver/: the gen intervals (solver/gens.c),
 * shared by every check, which import them and nothing of each other.
 */
#ifndef ISAPROOF_SOLVER_GENS_H
#define ISAPROOF_SOLVER_GENS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/isa.h"

/* is the leaf active at gen? */
static inline bool pv_gen_active(const isa_bitset *b, uint32_t gen)
{
	return gen >= b->eff_gen_min && gen <= b->eff_gen_max;
}

/* a closed range of gens in which a root's set of active leaves is fixed */
typedef struct pv_interval {
	uint32_t lo, hi;
} pv_interval;

/* the intervals of one root, gens where no leaf is active left out */
int pv_gen_intervals(const isa_root *r, pv_interval **out);
/* the same over several roots at once; keep_empty: gens where no leaf is
 * active stay in (as intervals of their own) */
int pv_gen_intervals_of(const isa_root *const *roots, int nroots, bool keep_empty, pv_interval **out);
/* "lo..hi", or "lo..max" */
void pv_format_gens(uint32_t lo, uint32_t hi, char *buf, size_t len);

#endif
