/*
 * solver/smt.h - private to solver/: the Z3 context and the symbolic
 * scope of one leaf (its word and gen as variables).
 */
#ifndef ISAPROOF_SOLVER_SMT_H
#define ISAPROOF_SOLVER_SMT_H

#include <z3.h>

#include "model/isa.h"

#define PV_EXPR_STACK 8
#define PV_MAX_PARAMS 16

/* A field value already translated: the scope (by its id), the name and
 * the expressions being evaluated when it was asked -- everything lookup
 * reads besides the model, so an equal key gives an equal term. */
typedef struct pv_memo {
	uint64_t scope;
	const char *name;
	int kind; /* MEMO_VALUE: v, MEMO_DEFS: defs (smt.c) */
	int sp;
	const void *stack[PV_EXPR_STACK];
	Z3_ast v; /* NULL: an empty slot */
	struct pv_def *defs;
	int ndefs;
} pv_memo;

typedef struct pv_watch pv_watch; /* smt_ctx.c */
struct pv_root_cubes {
	const isa_root *r;
	struct pv_cube *c;
};

typedef struct pv_smt {
	Z3_context ctx;
	Z3_solver solver;
	const isa *m;
	unsigned timeout_ms;
	char error[256]; /* first Z3 error, if any */
	uint64_t next_scope; /* ids of scopes, from 1 */
	Z3_sort bv64_sort;
	Z3_ast num64[2]; /* the numerals 0 and 1 (64 bits), asked for constantly */
	pv_memo *memo; /* field values, open addressing, capacity a power of two */
	int nmemo, capmemo;
	pv_watch *watch; /* the per-query time limit (smt_ctx.c), shared by views */
	struct pv_root_cubes *rcubes; /* the leaves' cubes of each root asked about */
	int nrcubes;
	/* terms pv_smt_refuted_by_params simplified, each with the constant
	 * it gave (NULL: none); open addressing, t NULL in an empty slot */
	struct pv_simp {
		Z3_ast t, c;
	} *simp;
	int nsimp, capsimp;
} pv_smt;

/* Expressions being evaluated: one stack for a whole decode, as Mesa's. */
typedef struct pv_estack {
	const isa_expr *v[PV_EXPR_STACK];
	int sp;
} pv_estack;

/* A leaf's scope: the word decoded (root-size bit-vector) and the gen.
 * An operand's scope has the enclosing scope as parent and the field it
 * was entered through, whose params name fields of the parent. */
typedef struct pv_scope {
	uint64_t id; /* unique in its pv_smt: the key of the field-value memo */
	const isa_bitset *leaf;
	Z3_ast word; /* BV(root size) */
	Z3_ast gen;  /* BV(32) */
	struct pv_scope *parent;
	const isa_field *via;
	pv_estack own, *es;
	Z3_ast decodes; /* pv_smt_decodes_as, built once */
	/* An operand scope made by pv_smt_operand: its word is a variable of
	 * its own, and every name lookup falls back to (a param) is a
	 * variable too, so what is asked inside it does not depend on the
	 * context it is entered from; pv_smt_bind ties both to a context. */
	bool vars;
	int depth;
	Z3_ast via_when; /* when lookup in the parent picks `via` */
	const char *pname[PV_MAX_PARAMS];
	Z3_ast pvar[PV_MAX_PARAMS];
	Z3_ast pbound[PV_MAX_PARAMS]; /* Bool: the parent passes it and it resolves there */
	int np;
} pv_scope;

/* One definition of a field name and when lookup picks it. */
typedef struct pv_def {
	const isa_field *f;
	const isa_case *c;
	Z3_ast when;
} pv_def;

typedef enum pv_sat { PV_SAT, PV_UNSAT, PV_UNDEF } pv_sat;

/* smt_ctx.c */
bool pv_smt_open(pv_smt *s, const isa *m, unsigned timeout_ms);
void pv_smt_close(pv_smt *s);
/* A second model asked in the same Z3 context (diff's two sides): the
 * context shared, a memo of its own; pv_smt_view_end frees the memo, the
 * context is closed once, by its owner. */
void pv_smt_view(pv_smt *view, const pv_smt *s, const isa *m);
void pv_smt_view_end(pv_smt *s);
/* fresh variables for a leaf's word and gen */
void pv_smt_scope(pv_smt *s, pv_scope *sc, const isa_bitset *leaf);
/* the scope of operand leaf k, decoded from `bits` of field via in parent */
void pv_smt_nested(pv_smt *s, pv_scope *sc, pv_scope *parent, const isa_field *via,
		   const isa_bitset *k, Z3_ast bits);
/* the scope of operand leaf k with a word and params of its own
 * (depth: parent's + 1), entered through definition via of the parent,
 * which lookup picks when `when` holds */
void pv_smt_operand(pv_smt *s, pv_scope *sc, pv_scope *parent, const isa_field *via,
		    Z3_ast when, const isa_bitset *k);
/* The facts that tie an operand scope (pv_smt_operand) to its context,
 * up to the instruction: the parent picks and prints `via`, the word is
 * via's bits, each param variable is what the parent passes (0 when it
 * passes nothing), every operand on the way decodes as its own leaf, and
 * the same for the parent.  shown(parent, name)
 * says the parent's display prints the field.  Returns how many were
 * written (at most max), or -1 when they do not fit (or a scope read
 * more params than PV_MAX_PARAMS): the question is then undecided. */
int pv_smt_bind(pv_smt *s, pv_scope *sc, Z3_ast (*shown)(void *, pv_scope *, const char *),
		void *ctx, Z3_ast *out, int max);
/* Inside an operand scope with params of its own (pv_smt_operand): the
 * question facts[0..n) about it, with every param its context passes as
 * a constant (and whether it passes it at all) written as that constant,
 * simplifies to false.  The context is every operand scope on the way up
 * to the instruction, a param passed on from above being a constant when
 * the one above is.  Then the question asked in that context (the facts
 * and pv_smt_bind's) has no answer, since pv_smt_bind ties each param to
 * the very term found constant here.  False says nothing. */
bool pv_smt_refuted_by_params(pv_smt *s, pv_scope *sc, const Z3_ast *facts, int n);
/* the word decodes as this leaf: it matches, the gen activates it, and no
 * other leaf of its root matches at that gen */
Z3_ast pv_smt_decodes_as(pv_smt *s, pv_scope *sc, const isa_root *r);
/* the bits of v (width bits) match leaf k of an operand root at gen */
Z3_ast pv_smt_matches(pv_smt *s, Z3_ast bits, unsigned width, const isa_bitset *k, Z3_ast gen);
/* Is the conjunction satisfiable?  On PV_SAT, the word and gen of sc. */
pv_sat pv_smt_solve(pv_smt *s, const Z3_ast *facts, int n, pv_scope *sc, isa_bits *word,
		    uint32_t *gen, const char **why);

/* The same, preferring a witness at the first gen of the interval it
 * falls in (the gen numbers users know).  facts needs one spare slot. */
struct pv_interval;
pv_sat pv_smt_solve_nice(pv_smt *s, Z3_ast *facts, int n, pv_scope *sc, isa_bits *w,
			 uint32_t *gen, const char **why, const struct pv_interval *iv, int niv);

/* Z3 opened for the #instruction leaves the options select; false when
 * there is nothing to check or Z3 did not start (then an unknown finding). */
struct pv_opts;
struct pv_report;
bool pv_smt_begin(pv_smt *s, const isa *m, const struct pv_opts *o, struct pv_report *rep,
		  const isa_root **r);
/* the leaf is active at some gen, and at --gen when one is given */
bool pv_leaf_selected(const isa_bitset *leaf, const struct pv_opts *o);

/* smt.c */
/* every definition of `name` in lookup order, as many as the chain has:
 * *out is malloc'ed (NULL when there is none), the caller frees it */
int pv_smt_defs(pv_smt *s, pv_scope *sc, const char *name, pv_def **out);
Z3_ast pv_smt_def_value(pv_smt *s, pv_scope *sc, const isa_field *f);
Z3_ast pv_smt_field(pv_smt *s, pv_scope *sc, const char *name);
/* lookup of `name` finds a field (Mesa prints "no field" otherwise) */
Z3_ast pv_smt_resolves(pv_smt *s, pv_scope *sc, const char *name);
Z3_ast pv_smt_case_true(pv_smt *s, pv_scope *sc, const isa_case *c);
Z3_ast pv_smt_display_selected(pv_smt *s, pv_scope *sc, const isa_case *dc);

#endif
