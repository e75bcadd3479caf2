/*
 * read/mpgen.h - private to the two MPACT-Sim readers: GENERATE, which
 * both languages write alike (read/mpgen.c).
 *
 *   GENERATE ( v = [a, b], [x, y] = [{1, 2}, {3, 4}] ) { body } ;
 *
 * The reader parses the bindings with mp_gen_bindings, reads over the body
 * with its own grammar, then mp_gen_check; each combination (first binding
 * outermost) is then written by mp_gen_text as text with every $(v)
 * replaced, for the reader to lex and parse again, until mp_gen_step says
 * the product is done.
 */
#ifndef ISAPROOF_READ_MPGEN_H
#define ISAPROOF_READ_MPGEN_H

#include "mplex.h"

typedef struct mp_gen_var {
	const char *name;
	isa_loc loc;
	int tuple; /* which binding names it */
	int slot;  /* its place in that binding's tuple */
	bool used; /* some $(name) of the body names it */
} mp_gen_var;

typedef struct mp_gen_binding {
	isa_loc loc;
	int nvars, nvals;
	LD_VEC(const char *) values; /* nvals rows of nvars */
} mp_gen_binding;

/* How a language reads a variable's name and a value; each reports its
 * own syntax error through the cursor and returns false / NULL. */
typedef struct mp_gen_lang {
	void *P;
	bool (*name)(void *P, const char *what, const char **name, isa_loc *loc);
	const char *(*value)(void *P);
} mp_gen_lang;

typedef struct mp_gen {
	isa_loc kw; /* the GENERATE keyword */
	LD_VEC(mp_gen_var) vars;
	LD_VEC(mp_gen_binding) bind;
	int body, body_end; /* the body's tokens, set by the reader */
	int *idx;           /* the combination being written */
	LD_VEC(isa_loc) map; /* mp_gen_text: the location of each byte */
	size_t len;          /* mp_gen_text: the text's length */
} mp_gen;

/* From the '(' after GENERATE to its ')'. */
void mp_gen_bindings(mp_cursor *c, mp_gen *g, const mp_gen_lang *L);
/* After the body: every $(name) names a variable, none is bound twice,
 * a binding no $(name) uses keeps its first value only (as MPACT does),
 * and the product fits the budget (*gen_tokens, MP_MAX_GEN_TOKENS).
 * Whether to expand. */
bool mp_gen_check(mp_cursor *c, mp_gen *g, uint64_t *gen_tokens);
/* The text of the current combination, kept in the arena. */
const char *mp_gen_text(mp_gen *g, const mp_tok *toks, isa_arena *a);
/* On to the next combination; false after the last. */
bool mp_gen_step(mp_gen *g);
void mp_gen_free(mp_gen *g);

#endif
