/*
 * model/build.h - how a model is built: the interface model/ offers its
 * readers (read/).  A reader fills an ld with the objects of its files
 * (phase 1); the isaspec reader then has check.c resolve names and check
 * the structural rules (phase 2); every reader ends with ld_finish or,
 * when it builds the model itself, isa_build_finish.  Nothing but read/
 * and model/ includes this.
 */
#ifndef ISAPROOF_MODEL_BUILD_H
#define ISAPROOF_MODEL_BUILD_H

#include <stddef.h>

#include "isa.h"

/* allocation that aborts on exhaustion (model/arena.c) */
void *isa_xmalloc(size_t n);
void *isa_xrealloc(void *p, size_t n);

/* growable array: struct { T *v; int n, cap; } */
#define LD_VEC(T) struct { T *v; int n, cap; }
#define LD_PUSH(vec, x)                                                        \
	do {                                                                   \
		if ((vec).n == (vec).cap) {                                    \
			(vec).cap = (vec).cap ? (vec).cap * 2 : 8;             \
			(vec).v = isa_xrealloc((vec).v, (vec).cap * sizeof(*(vec).v)); \
		}                                                              \
		(vec).v[(vec).n++] = (x);                                      \
	} while (0)

struct xs_src; /* the XML file being read, for column numbers (read/) */

typedef LD_VEC(isa_field) ld_fields;
typedef LD_VEC(isa_meta) ld_meta;

typedef struct ld {
	isa *m;
	isa_diags *d;
	const isa_load_opts *opts;
	const char *topdir; /* with trailing '/', or "" */
	struct xs_src *cur; /* file being read */
	isa_loc top;        /* the top-level <isa> element, for file-wide problems */
	char *stack[40];    /* keys (read/isaspec.c) of files being read (cycles) */
	LD_VEC(char *) loaded; /* keys of every file read, each read once */
	int depth;
	LD_VEC(isa_bitset *) bitsets;
	LD_VEC(isa_enum *) enums;
	LD_VEC(isa_expr *) exprs; /* all, named and inline */
	LD_VEC(isa_expr *) named;
	LD_VEC(isa_template) templates;
	LD_VEC(const char *) files;
	LD_VEC(isa_pattern) tmp_patterns;
	int templates_done; /* bitsets whose displays saw a resolution pass */
} ld;

/* check.c */
void ld_resolve_templates(ld *L);
void ld_check(ld *L);
void ld_finish(ld *L);

/* After a reader has put every object in place: one copy of each field
 * name, the match index (model/names.c, model/match.c).  ld_finish
 * calls it. */
void isa_build_finish(isa *m);

/* Bifrost (model/bi.c): a state's print tables, computed as Mesa's
 * generator computes them (the modifiers' texts, the reserved values of
 * its derived fields, whether it reads the sources' ordering).  False
 * with the reason when Mesa's generator fails on the state or a limit of
 * isaproof is reached.  *budget (BI_MAX_FILE_COMBOS for a file) counts
 * down the combinations of modifier values evaluated. */
#define BI_MAX_FILE_COMBOS (1L << 24)
bool isa_bi_tables(isa_arena *a, isa_bi_state *s, long *budget, char *why, size_t len);

#endif
