/*
 * solver/internal.h - private to solver/: what its files share.
 */
#ifndef ISAPROOF_SOLVER_INTERNAL_H
#define ISAPROOF_SOLVER_INTERNAL_H

#include <stdint.h>
#include <stdlib.h>

#include "model/isa.h"
#include "solver/prove.h"

/* unused-space listings past this many cubes are reported as unknown */
#define PV_MAX_CUBES 200000

static inline void *pv_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	return p;
}

static inline void *pv_xrealloc(void *old, size_t n)
{
	void *p = realloc(old, n ? n : 1);
	if (!p) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	return p;
}

/* a finding of that kind counted in the report's totals (report.c) */
void pv_count_kind(pv_report *r, pv_kind kind);

/* Is `id` a rule id of docs/rules.md or docs/decodetree.md? */
bool pv_rule_known(const char *id);

/* isaproof-allow comments (solver/allow.c): the findings matched and the
 * allows reported, once, before fingerprints (pv_report_finish); the
 * allows moved with the findings (pv_report_merge); freed. */
void pv_allows_apply(pv_report *r);
void pv_allows_merge(pv_report *into, pv_report *from);
void pv_allows_free(pv_report *r);

/* gaps.c: undocumented values, dontcare bits, asserts (Z3) */
void pv_check_cases(const isa *m, const pv_opts *o, pv_report *rep);

/* roundtrip.c: decode->encode, encode->decode and text round trips (Z3) */
void pv_check_roundtrips(const isa *m, const pv_opts *o, pv_report *rep);

/* textfield.c: the fields a display case's text determines, with a
 * witness pair for each it does not (rule roundtrip-text-field); seen
 * keeps what was reported, zeroed before the first call, freed after. */
typedef struct pv_tf_seen {
	struct { const void *a, *b; char tag; } *keys;
	int n, cap;
} pv_tf_seen;
void pv_check_text_fields(const isa *m, pv_report *rep, pv_tf_seen *seen, const isa_bitset *leaf,
			  const isa_case *dc, const isa_bits *sample, uint32_t gen, isa_tf_memo *memo);

/* lint.c: static checks beyond Mesa's */
void pv_check_lints(const isa *m, const pv_opts *o, pv_report *rep);
/* vacheck.c: the Valhall rules (m->va), instead of pv_check_cases */
void pv_va_check(const isa *m, const pv_opts *o, pv_report *rep);
/* bicheck.c: the Bifrost rules (m->bi), instead of every generic check */
void pv_bi_check(const isa *m, const pv_opts *o, pv_report *rep);

/* MPACT-Sim decoders (m->mp): solver/mpcheck.c */
void pv_mp_check(const isa *m, const pv_opts *o, pv_report *rep);

#endif
