/*
 * read/binfmt.h - private to the MPACT-Sim reader (read/binfmt*.c):
 * tokens, the lexer and the diagnostics helpers.
 */
#ifndef ISAPROOF_READ_BINFMT_H
#define ISAPROOF_READ_BINFMT_H

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

/* A product of a few lists of ten values is already billions of copies:
 * what a GENERATE will write (the product of its lists' lengths nvals[n]
 * times its body's tokens) is counted before it is written, into *used
 * (over all GENERATEs of a load).  False, after an mp-budget error at
 * loc, past MP_MAX_GEN_TOKENS; the GENERATE is then not expanded. */
#define MP_MAX_GEN_TOKENS 65536
bool mp_gen_budget(isa_diags *d, isa_loc loc, uint64_t *used, const int *nvals, int n, int body);

/* read/mpfiles.c: the files an MPACT reader is reading, for #include's
 * search, its cycle check and the files read already.
 *
 * A file is parsed once.  Read again under #once it is skipped, as in
 * MPACT.  Read again without #once, MPACT reads it again: when that
 * defines nothing (a file of #includes only, whose own includes define
 * nothing again either) skipping it changes nothing, and when it would
 * define something MPACT reports every definition twice, so one error
 * says so instead.  Thirty files each including the next twice are then
 * thirty reads, not 2^30. */
typedef struct mp_read {
	char *real;   /* real path (or the in-memory name) */
	bool once;    /* it starts with #once (.bin_fmt) */
	bool defines; /* reading it again would define something */
} mp_read;

typedef struct mp_files {
	const char *topdir;
	LD_VEC(char *) stack;  /* real paths being read (cycles) */
	LD_VEC(mp_read) read;  /* every file read, in order */
	LD_VEC(char *) dirs;   /* directories of the files read so far */
} mp_files;

/* The file an #include names, found, checked and read: its text
 * (malloc'd, *len) and the path found (*path, malloc'd), its real path
 * pushed on F->stack until mp_include_done and appended to F->read (the
 * last entry).  NULL when it is not read: off (includes off), not found,
 * not a regular file, a cycle, too deep or unreadable, each reported in
 * d; or read already: *again is then its F->read index when it has no
 * #once (pass it to mp_include_again), -1 otherwise.  With o->files set,
 * includes are served from that in-memory set by the name written. */
char *mp_include_open(mp_files *F, isa_diags *d, const isa_load_opts *o, bool off, int maxdepth,
		      const char *name, isa_loc loc, char **path, size_t *len, int *again);
/* A file read already and included again without #once: an
 * mp-include-repeated error when reading it again would define something
 * (true), else nothing (false). */
bool mp_include_again(mp_files *F, isa_diags *d, int again, const char *name, isa_loc loc);
/* a file about to be read (the top file, or by mp_include_open): recorded
 * as read and being read */
void mp_files_read(mp_files *F, const char *real);
void mp_include_done(mp_files *F);
void mp_files_free(mp_files *F);

/* read/mpfiles.c: the directory part of path, with its '/' (malloc'd) */
char *mp_dir_of(const char *path);
/* MPACT's #include search: ".", the --include roots (o), the top file's
 * directory, the directories of the files read so far (seen); a name
 * starting with '/' as it is.  The path found (malloc'd), or NULL. */
char *mp_include_find(const isa_load_opts *o, const char *topdir, char *const *seen, int nseen,
		      const char *name);

#define mp_error(P, loc, rule, ...) isa_diag_add((P)->d, ISA_ERROR, (loc), (rule), __VA_ARGS__)
#define mp_warn(P, loc, rule, ...) isa_diag_add((P)->d, ISA_WARNING, (loc), (rule), __VA_ARGS__)

#endif
