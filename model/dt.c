/*
 * model/dt.c - queries on the decodetree extras of a model (isa.h's
 * isa_dt): what the checker asks about group structure.
 */
#include "isa.h"

const isa_dt_group *isa_dt_common_group(const isa_dt *dt, int i, int j)
{
	const isa_dt_group *g = dt->pats[i].group;
	while (g->parent && !(g->first <= j && j < g->last && g->first <= i && i < g->last))
		g = g->parent;
	return g;
}
