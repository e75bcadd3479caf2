/*
 * read/mplex.h - private to the two MPACT-Sim readers (read/binfmt*.c for
 * .bin_fmt, read/mpisa*.c for .isa): tokens, the lexer and the parsers'
 * cursor (read/mplex.c), and the diagnostics helpers.
 */
#ifndef ISAPROOF_READ_MPLEX_H
#define ISAPROOF_READ_MPLEX_H

#include <stdbool.h>
#include <stdint.h>

#include "model/build.h"

enum {
	MP_EOF = 256,
	MP_IDENT,     /* also keywords: compare with mp_tok_is */
	MP_VAR_IDENT, /* an identifier holding $(name) pieces */
	MP_NUM,
	MP_STR,
	MP_INCLUDE,   /* #include */
	MP_EQ, MP_NE, MP_GE, MP_LE, MP_DOTDOT, MP_COLCOL,
	MP_RELOC,     /* %reloc (.isa only) */
};

typedef struct mp_tok {
	int kind; /* an MP_ value or the punctuation character */
	const char *s;
	int len;
	isa_loc loc;
	/* MP_NUM: the value MPACT reads; binary literals: their digit count */
	bool is_num;
	uint64_t val;
	int bin_bits;
	bool too_big; /* reported: >= 2^31 (hex/dec/oct) or > 64 digits */
} mp_tok;

typedef struct mp_diagger {
	isa_diags *d;
} mp_diagger;

typedef struct mp_lexer {
	mp_diagger *P;
	const char *path;
	const char *text;
	size_t len;
	const isa_loc *offmap; /* generated text: the location of each byte */
	bool isa;              /* .isa: + - * / are tokens, and %reloc */
	/* where the allows of the comments go (a file's own text; not set
	 * for GENERATE's text, which holds no comments) */
	isa_arena *arena;
	isa_allows *allows;
	int line;
	size_t line_start;
	LD_VEC(mp_tok) toks;
} mp_lexer;

void mp_lex(mp_lexer *L);
bool mp_tok_is(const mp_tok *t, const char *word);
/* the token's text (strings without their quotes), in the arena */
char *mp_tok_str(isa_arena *a, const mp_tok *t);
/* MPACT's PascalCase of an opcode or encoding name */
char *mp_pascal(isa_arena *a, const char *name);

/* A parser's place in its tokens, shared by the .bin_fmt and .isa
 * parsers.  After a syntax error (failed) every accept fails, so a parser
 * unwinds to where it can resynchronize. */
typedef struct mp_cursor {
	isa_diags *d; /* first: mp_error takes a cursor */
	mp_tok *t;
	int n, i;
	bool failed;
} mp_cursor;

mp_tok *mp_peek(mp_cursor *c);
mp_tok *mp_next(mp_cursor *c); /* the token, then one step on (never past EOF) */
void mp_syntax(mp_cursor *c, const char *want); /* "expected WANT, got ..." once */
bool mp_accept(mp_cursor *c, int kind);
bool mp_expect(mp_cursor *c, int kind, const char *want);
bool mp_accept_word(mp_cursor *c, const char *word);
bool mp_expect_word(mp_cursor *c, const char *word);

/* What all GENERATEs of a load may write, in tokens (read/mpgen.c). */
#define MP_MAX_GEN_TOKENS 65536

#define mp_error(P, loc, rule, ...) isa_diag_add((P)->d, ISA_ERROR, (loc), (rule), __VA_ARGS__)
#define mp_warn(P, loc, rule, ...) isa_diag_add((P)->d, ISA_WARNING, (loc), (rule), __VA_ARGS__)

#endif
