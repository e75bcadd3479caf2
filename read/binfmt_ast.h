/*
 * read/binfmt_ast.h - private to the .bin_fmt reader: its definitions as
 * read (read/binfmt_parse.c), kept in name tables (read/binfmt_ast.c),
 * and the state that resolves them (read/binfmt.c).
 */
#ifndef ISAPROOF_READ_BINFMT_AST_H
#define ISAPROOF_READ_BINFMT_AST_H

#include "mplex.h"

typedef struct bf_range {
	int hi, lo;
	isa_loc loc;
} bf_range;

typedef enum bf_part_kind {
	BF_PART_FIELD, /* a field, or bits of it (ranges) */
	BF_PART_BITS,  /* [a..b, c]: bits of the format */
	BF_PART_LIT,   /* 0b...: constant bits */
} bf_part_kind;

typedef struct bf_part {
	bf_part_kind kind;
	const char *name;
	bf_range *ranges;
	int nranges;
	uint64_t lit;
	int litw;
	isa_loc loc;
} bf_part;

typedef struct bf_field {
	const char *name;
	bool is_signed;
	int width;
	bool is_format;     /* format Other alias[count]; */
	const char *format;
	isa_loc format_loc;
	int count;
	isa_loc loc;
	int low;            /* resolved: word bit of its least significant bit */
} bf_field;

typedef struct bf_overlay {
	const char *name;
	bool is_signed;
	int width;
	bf_part *parts;
	int nparts;
	isa_loc loc;
	/* resolved: where value bit j (0 = LSB) comes from: a word bit >= 0,
	 * BF_LIT0 or BF_LIT1 */
	int *src;
	bool has_lit;
} bf_overlay;
#define BF_LIT0 (-1)
#define BF_LIT1 (-2)

typedef struct bf_format bf_format;
struct bf_format {
	const char *name;
	int width; /* -1: from the parent */
	const char *parent;
	isa_loc parent_loc;
	bool packed;
	LD_VEC(bf_field) fields;
	LD_VEC(bf_overlay) overlays;
	isa_loc loc;
	/* resolution */
	int state; /* 0 new, 1 in progress, 2 done */
	bool ok;
	bf_format *up;
};

typedef enum bf_op { BF_EQ, BF_NE, BF_GT, BF_GE, BF_LT, BF_LE } bf_op;

typedef struct bf_cons {
	const char *lhs;
	bf_op op;
	bool rhs_num;
	mp_tok num;      /* rhs_num */
	const char *rhs; /* else: a field or overlay */
	isa_loc loc, rloc;
} bf_cons;

typedef struct bf_group bf_group;

typedef struct bf_enc {
	const char *name;
	const char *format; /* NULL for a specialization */
	isa_loc format_loc;
	const char *parent; /* specializes */
	isa_loc parent_loc;
	bool bang, generated;
	bf_cons *cons;
	int ncons;
	isa_loc loc;
	bf_group *group;
	/* resolution */
	bf_format *fmt;
	bool ok;
	LD_VEC(struct bf_enc *) specs; /* attached specializations, by name */
	struct bf_enc *attached_to;
} bf_enc;

typedef struct bf_ref {
	const char *name;
	isa_loc loc;
} bf_ref;

typedef LD_VEC(bf_ref) bf_includes;

struct bf_group {
	const char *name;
	int width;
	isa_loc width_loc;
	const char *base;
	isa_loc base_loc;
	LD_VEC(bf_enc *) encs;
	bool merged, in_decoder;
	bool twice_reported; /* mp-group-twice said for one of its members */
	LD_VEC(bf_ref) members;
	isa_loc loc;
	/* resolution */
	int state; /* 0 new, 1 in progress, 2 done */
	bool ok;
	bf_format *basefmt;
	bool visited;
};

typedef struct bf_decoder {
	const char *name;
	const char *namespace_;
	const char *opcode_enum;
	LD_VEC(bf_group *) entries;
	isa_loc loc;
} bf_decoder;

typedef struct bf_state {
	isa_diags *d;
	isa_arena *a;
	const isa_load_opts *opts;
	isa_allows *allows; /* where the comments' allows go */
	LD_VEC(bf_format *) formats;
	LD_VEC(bf_group *) groups;
	LD_VEC(bf_decoder *) decoders;
	int ndefs;           /* definitions read, kept or not (mp_read.defines) */
	uint64_t gen_tokens; /* written by GENERATE so far (mpgen.c) */
} bf_state;

/* ---- read/binfmt_ast.c: the name tables, filled by the parser ---- */

/* a definition, kept unless its name is taken (mp-duplicate then) */
void bf_add_format(bf_state *S, bf_format *f);
void bf_add_group(bf_state *S, bf_group *g);
void bf_add_decoder(bf_state *S, bf_decoder *d);
/* the definition of a name, or NULL */
bf_format *bf_find_format(bf_state *S, const char *name);
bf_group *bf_find_group(bf_state *S, const char *name);
/* the mp-duplicate error of a name defined again at loc */
void bf_redefined(bf_state *S, const char *what, const char *name, isa_loc loc, isa_loc first);
/* a format's field (not a format-typed one) or overlay of that name, or NULL */
bf_field *bf_format_field(bf_format *f, const char *name);
bf_overlay *bf_format_overlay(bf_format *f, const char *name);

/* Parse one file's tokens; *once when it starts with #once; its
 * #include lines go to incs (processed after the file, as MPACT does). */
void bf_parse_tokens(bf_state *S, mp_tok *toks, int n, bool *once, bf_includes *incs);

/* ---- read/binfmt_cube.c: constraint sets as cubes ---- */

/* The cubes of one constraint set or cube difference (mp-too-complex). */
#define BF_MAX_CUBES 65536

/* A ternary cube over the word: the bits of m are fixed to those of v. */
typedef struct cube {
	uint64_t m, v;
} cube;
typedef LD_VEC(cube) cubes;

/* A field or overlay as value bits: word bit or literal per value bit. */
typedef struct operand {
	const char *name;
	int width;
	const int *src;
	int fieldsrc[64];
	bool is_signed, has_lit;
} operand;

uint64_t bf_low_mask(int w);
bool bf_find_operand(bf_format *f, const char *name, operand *op);
/* a minus b; false (a emptied) when a would grow past BF_MAX_CUBES */
bool bf_cubes_minus(cubes *a, const cubes *b);
/* a and b into a; false past BF_MAX_CUBES */
bool bf_cubes_and(cubes *a, const cubes *b);
/* The cubes of an encoding's constraints in format f (its own, or for a
 * specialization its parent's).  Constraint errors are reported and the
 * constraint left out; *ok false then. */
void bf_enc_cubes(bf_state *S, bf_format *f, const bf_enc *e, cubes *out, bool *ok);

#endif
