/*
 * model/load.h - private to model/: the loader's working state, shared
 * by the XML reader (xml.c, phase 1) and the checker (check.c, phase 2).
 */
#ifndef ISAPROOF_MODEL_LOAD_H
#define ISAPROOF_MODEL_LOAD_H

#include "isa.h"
#include "internal.h"

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

/* A whole file, NUL-terminated (malloc'ed; *len without the NUL), or
 * NULL with errno set.  model/buf.c */
char *isa_read_file(const char *path, size_t *len);

/* a source file's text, for column numbers */
typedef struct ld_src {
	const char *path;
	const char *text;
	size_t len;
} ld_src;

typedef LD_VEC(isa_field) ld_fields;
typedef LD_VEC(isa_meta) ld_meta;

typedef struct ld {
	isa *m;
	isa_diags *d;
	const isa_load_opts *opts;
	const char *topdir; /* with trailing '/', or "" */
	ld_src *cur;        /* file being read */
	isa_loc top;        /* the top-level <isa> element, for file-wide problems */
	char *stack[40];    /* real paths of files being read (cycles) */
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

#endif
