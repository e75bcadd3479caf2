/*
 * model/isa.h - the one public header of the model module.
 *
 * The model is an in-memory image of an isaspec description: bitsets with
 * their patterns, cases (overrides + default), fields, expressions and
 * display templates, all parsed once at load time and kept in one arena.
 * On top of it sit the interpreter (decode a word exactly as Mesa's
 * generated disassembler does, encode field values back into a word) and
 * the diagnostics collected while loading.
 *
 * Models are built by the readers (read/read.h); model/build.h is how
 * they build them.  Everything here is plain C11, no libxml2, no Z3.
 */
#ifndef ISAPROOF_MODEL_ISA_H
#define ISAPROOF_MODEL_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ------------------------------------------------------------------ */
/* Bit vectors: one instruction word of any supported width.           */
/* ------------------------------------------------------------------ */

/* Widest instruction (and widest root) the model accepts.  isaspec only
 * needs 128 today (etnaviv); 512 leaves room without making words big. */
#define ISA_MAX_BITS 512
#define ISA_MAX_WORDS (ISA_MAX_BITS / 64)

typedef struct isa_bits {
	uint64_t w[ISA_MAX_WORDS]; /* w[0] holds bits 0..63 */
} isa_bits;

void isa_bits_zero(isa_bits *b);
bool isa_bits_test(const isa_bits *b, int bit);
void isa_bits_set(isa_bits *b, int bit, bool v);
bool isa_bits_is_zero(const isa_bits *b);
bool isa_bits_equal(const isa_bits *a, const isa_bits *b);
void isa_bits_and(isa_bits *r, const isa_bits *a, const isa_bits *b);
void isa_bits_or(isa_bits *r, const isa_bits *a, const isa_bits *b);
void isa_bits_andnot(isa_bits *r, const isa_bits *a, const isa_bits *b);
/* bits [low, high] of b, shifted down so that bit low lands at bit 0 */
isa_bits isa_bits_extract(const isa_bits *b, int low, int high);
/* store the low (high-low+1) bits of v at [low, high] of b */
void isa_bits_insert(isa_bits *b, int low, int high, const isa_bits *v);
/* a mask with bits [low, high] set */
isa_bits isa_bits_range(int low, int high);
isa_bits isa_bits_from_u64(uint64_t v);
static inline uint64_t isa_bits_low64(const isa_bits *b) { return b->w[0]; }
int isa_bits_popcount(const isa_bits *b);
/* Format as Mesa does: "%08x" per 32-bit word, most significant first, for
 * `width` bits; a width that is no multiple of 32 gets (width+3)/4 digits.
 * buf needs (width+3)/4 + 1 bytes. */
void isa_bits_format(const isa_bits *b, int width, char *buf);
/* Parse MSB-first hex of up to `width` bits (an optional 0x is allowed,
 * and single '_' between digits as separators, as in Mesa's tests).
 * Returns false on a bad digit or a value wider than width. */
bool isa_bits_parse_hex(const char *s, int width, isa_bits *out);

/* ------------------------------------------------------------------ */
/* Arena: every model object lives in one, freed with one call.        */
/* ------------------------------------------------------------------ */

typedef struct isa_arena isa_arena;

isa_arena *isa_arena_new(void);
void isa_arena_free(isa_arena *a);
/* zeroed memory; never NULL (aborts through the OOM hook on failure) */
void *isa_arena_alloc(isa_arena *a, size_t size);
char *isa_arena_strdup(isa_arena *a, const char *s);
char *isa_arena_strndup(isa_arena *a, const char *s, size_t n);

/* ------------------------------------------------------------------ */
/* Diagnostics                                                          */
/* ------------------------------------------------------------------ */

typedef struct isa_loc {
	const char *file; /* path as given (arena string), or NULL */
	int line;         /* 1-based, 0 when unknown */
	int col;          /* 1-based, 0 when unknown */
} isa_loc;

typedef enum isa_severity {
	ISA_NOTE,
	ISA_WARNING,
	ISA_ERROR,
} isa_severity;

typedef struct isa_diag {
	isa_severity severity;
	isa_loc loc;
	const char *rule; /* stable id, e.g. "pattern-length" */
	char *msg;
} isa_diag;

/* How many diagnostics of one rule a context keeps (and prints) by
 * default.  The rest are only counted: a hostile file can repeat one
 * mistake millions of times, and nobody reads the millionth copy. */
#define ISA_DIAG_LIST_MAX 100

typedef struct isa_rule_count {
	const char *rule;
	int n;        /* reported */
	int listed;   /* kept in v */
	isa_severity worst;
	isa_loc first;
} isa_rule_count;

typedef struct isa_diags {
	isa_diag *v;
	int n, cap;
	int nerrors, nwarnings; /* every one reported, listed or not */
	int max_per_rule;       /* 0: ISA_DIAG_LIST_MAX; < 0: no limit */
	isa_rule_count *rules;  /* per rule, in order of first report */
	int nrules, caprules;
} isa_diags;

void isa_diags_init(isa_diags *d);
void isa_diags_free(isa_diags *d);
void isa_diag_add(isa_diags *d, isa_severity sev, isa_loc loc, const char *rule,
		  const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 5, 6)))
#endif
	;
/* "file:line:col: error: message [rule]" lines, in the order reported,
 * then a note per rule with diagnostics past the limit.  Every message
 * is one line: control characters in messages and paths are escaped. */
void isa_diags_print(const isa_diags *d, FILE *out);
/* A malloc'ed copy of s on one line: control characters but tab as \n,
 * \r or \xNN. */
char *isa_one_line(const char *s);
/* how many diagnostics of `rule` were reported but not kept */
int isa_diags_unlisted(const isa_diags *d, const char *rule);

/* ------------------------------------------------------------------ */
/* Suppressions written in the description (model/allow.c)              */
/* ------------------------------------------------------------------ */

/* One `isaproof-allow(RULE[,RULE...]): reason` found in a comment of a
 * description (docs/suppressions.md).  The readers record every one they
 * see, well-formed or not; what it suppresses is the report's business
 * (solver/), which also knows the rule ids. */
typedef struct isa_allow {
	isa_loc loc;         /* where "isaproof-allow" is written */
	int end_line;        /* the line its comment ends on */
	const char **rules;  /* the rule ids written, as written */
	int nrules;
	const char *reason;  /* the justification, "" when missing */
	const char *error;   /* why it is malformed, or NULL */
	struct isa_allow *next;
} isa_allow;

typedef struct isa_allows {
	isa_allow *first, *last; /* in the order the readers saw them */
	int n;
} isa_allows;

/* Record every allow in one comment: `text` (len bytes, no comment
 * markers) begins at `start` (col 0 when unknown: columns on its first
 * line are then unknown too); `end_line` is the line the comment ends
 * on.  Allocated in a; comments without "isaproof-allow" cost a search. */
void isa_allow_scan(isa_arena *a, isa_allows *out, const char *text, size_t len, isa_loc start,
		    int end_line);

/* ------------------------------------------------------------------ */
/* Expressions                                                          */
/* ------------------------------------------------------------------ */

/* C integer types an expression node can have.  Field references are
 * int64_t (Mesa fetches them into int64_t locals), ISA_GPU_ID() is
 * uint32_t, literals follow C's rules, operators C's conversions. */
typedef enum isa_ctype {
	ISA_CT_INT,   /* int, 32-bit */
	ISA_CT_UINT,  /* unsigned int, 32-bit */
	ISA_CT_LONG,  /* long / int64_t, 64-bit */
	ISA_CT_ULONG, /* unsigned long / uint64_t, 64-bit */
} isa_ctype;

typedef enum isa_node_kind {
	ND_NUM,    /* literal: num */
	ND_FIELD,  /* {NAME}: name */
	ND_GPU_ID, /* ISA_GPU_ID() */
	ND_NEG, ND_POS, ND_NOT, ND_BITNOT, /* unary: lhs */
	ND_MUL, ND_DIV, ND_MOD, ND_ADD, ND_SUB, ND_SHL, ND_SHR,
	ND_LT, ND_LE, ND_GT, ND_GE, ND_EQ, ND_NE,
	ND_BITAND, ND_BITXOR, ND_BITOR, ND_LOGAND, ND_LOGOR, /* binary */
	ND_COND,  /* cond ? lhs : rhs */
	ND_CAST,  /* (type) lhs, type in node->type */
	ND_COMMA, /* lhs, rhs */
} isa_node_kind;

typedef struct isa_node isa_node;
struct isa_node {
	isa_node_kind kind;
	isa_ctype type; /* static C type of this node's value */
	isa_ctype optype; /* binary nodes: the operands' common type (C11
			   * 6.3.1.8), which arithmetic and comparisons use */
	isa_node *lhs, *rhs, *cond;
	uint64_t num;     /* ND_NUM: value (already of `type`) */
	const char *name; /* ND_FIELD */
	int field;        /* ND_FIELD: 1 + index in its isa_expr's fields, 0 unknown
			   * (set with the names, model/names.c) */
	int col;          /* offset of the node's first char in the text */
};

typedef struct isa_expr {
	const char *name; /* "#foo" for named, NULL for inline */
	const char *text; /* source text as written */
	isa_node *ast;
	/* referenced field names, sorted and unique: Mesa's generated code
	 * fetches every one of them, in this order, before evaluating */
	const char **fields;
	int nfields;
	int id; /* dense index, for per-scope memo tables */
	isa_loc loc;
} isa_expr;

/* Parse `text` into an AST allocated in `a`.  On a syntax error returns
 * NULL and writes a message (with the offending offset) to err.
 * Implemented in model/expr.c. */
isa_node *isa_expr_parse(isa_arena *a, const char *text, char *err, size_t errlen);

/* Evaluation environment: how a field reference and ISA_GPU_ID() get
 * their values. */
typedef struct isa_eval_env {
	int64_t (*field)(void *ctx, const char *name);
	uint32_t gpu_id;
	void *ctx;
	/* the values of the expression's fields, in isa_expr.fields order:
	 * a node whose `field` is known reads them without calling field
	 * (the interpreter fetches them all first); NULL: always call */
	const int64_t *vals;
} isa_eval_env;

/* Evaluate with C semantics; the result is converted to uint64_t as the
 * generated `return` statement would.  Field values come from
 * env->field (called once per ND_FIELD node evaluated). */
uint64_t isa_expr_eval(const isa_node *n, const isa_eval_env *env);
/* C11 6.3.1.8: the type both operands of a binary arithmetic operator
 * are converted to (LP64; every isa_ctype is already promoted). */
isa_ctype isa_ctype_common(isa_ctype a, isa_ctype b);
/* Collect the distinct field names of an AST, sorted (strcmp order). */
int isa_expr_fields(isa_arena *a, const isa_node *n, const char ***out);

/* ------------------------------------------------------------------ */
/* Display templates                                                    */
/* ------------------------------------------------------------------ */

/* The widest column a display may pad to (rule display-align); Mesa's
 * files use under 20. */
#define ISA_MAX_ALIGN 1024

typedef enum isa_piece_kind {
	PC_TEXT,  /* literal text */
	PC_FIELD, /* {FIELD} or {FIELD:align=N} */
	PC_NAME,  /* {NAME} (also any prefix of NAME, as Mesa's strncmp does) */
	PC_ALIGN, /* {:align=N}: only pad */
} isa_piece_kind;

typedef struct isa_piece {
	isa_piece_kind kind;
	const char *text; /* PC_TEXT: the text; PC_FIELD: field name */
	int len;          /* PC_TEXT: length in bytes */
	int align;        /* column to pad to first; 0 = none */
} isa_piece;

typedef struct isa_display {
	const char *text; /* after template substitution */
	isa_piece *pieces;
	int npieces;
	isa_loc loc;
} isa_display;

/* ------------------------------------------------------------------ */
/* The model                                                            */
/* ------------------------------------------------------------------ */

typedef enum isa_type_kind {
	TY_INT, TY_UINT, TY_HEX, TY_OFFSET, TY_UOFFSET, TY_FLOAT,
	TY_BOOL, TY_BOOL_INV, TY_BRANCH, TY_ABSBRANCH, TY_CUSTOM,
	TY_ENUM,   /* type="#enum-name" */
	TY_BITSET, /* type="#root-bitset" */
	TY_ASSERT, /* <assert>: bits that must hold a value */
} isa_type_kind;

typedef struct isa_enum_value {
	uint64_t val;
	const char *display;
	const char *name; /* optional name= attribute, else NULL */
	isa_loc loc;
} isa_enum_value;

typedef struct isa_enum {
	const char *name;
	isa_enum_value *values; /* document order, duplicates removed as Mesa */
	int nvalues;
	isa_loc loc;
} isa_enum;

typedef struct isa_param {
	const char *name; /* field name in the enclosing scope */
	const char *as;   /* name it is known by inside the nested bitset */
} isa_param;

typedef struct isa_bitset isa_bitset;

typedef struct isa_field {
	const char *name;
	isa_loc loc;
	int low, high;         /* derived fields: 0 .. width-1 */
	isa_type_kind kind;
	const char *type_name; /* as written */
	isa_enum *enm;         /* TY_ENUM */
	isa_bitset *root;      /* TY_BITSET: the root bitset of the type */
	int root_index;        /* model/lookup.c: 1 + root's index in isa->roots, 0 unknown */
	bool derived;          /* <derived>: value from expr, no bits */
	isa_expr *expr;        /* derived fields only */
	const char *expr_ref;  /* expr="#name" as written, else NULL */
	isa_loc expr_loc;
	const char *display;   /* display= attribute (bool), NULL if absent */
	bool call;             /* call="true" (branch/absbranch) */
	isa_param *params;
	int nparams;
	isa_bits assert_val;   /* TY_ASSERT: expected bits, shifted down */
} isa_field;

typedef struct isa_case {
	isa_expr *expr; /* NULL for the default case */
	const char *expr_ref; /* expr="#name" as written, else NULL */
	isa_loc expr_loc;
	isa_field *fields; /* derived, then asserts, then fields (Mesa order) */
	int nfields;
	isa_display *display; /* NULL: this case has no <display> */
	isa_loc loc;
	/* fields replaced by a later one of the same name: lookup never finds
	 * them, but Mesa counts their bits as defined, and so do we */
	isa_field *shadowed;
	int nshadowed;
	/* model/names.c: one bit per field name (isa_name_bit), so a lookup
	 * skips a case without the name without scanning its fields */
	uint64_t name_bits;
	/* model/lookup.c: fields[asserts_from, asserts_to) holds every assert
	 * of the case (empty: none), so a display's check of them skips the
	 * other fields */
	int asserts_from, asserts_to;
} isa_case;

typedef struct isa_pattern {
	int low, high;
	const char *bits; /* MSB first, '0' '1' 'x' */
	bool is_assert;
	isa_loc loc;
} isa_pattern;

typedef struct isa_meta {
	const char *key, *value;
} isa_meta;

typedef struct isa_map {
	const char *name, *expr;
	bool force;
} isa_map;

struct isa_bitset {
	const char *name;
	const char *displayname; /* displayname= or name: what Mesa prints */
	isa_loc loc;
	int size;                 /* roots only; 0 for extending bitsets */
	const char *extends;      /* name of the parent, NULL for roots */
	isa_bitset *parent;
	isa_bitset *root;
	int depth;                /* 0 for roots */
	uint32_t gen_min, gen_max;     /* as written (defaults 0, 2^32-1) */
	isa_loc gen_loc;               /* the <gen> element, else the bitset */
	uint32_t eff_gen_min, eff_gen_max; /* intersected along extends */
	/* this bitset's own patterns ... */
	isa_bits match, dontcare, mask, field_mask;
	/* ... and merged with every ancestor's (what matching uses) */
	isa_bits lmatch, ldontcare, lmask;
	isa_pattern *patterns;
	int npatterns;
	isa_case *cases; /* overrides in document order, then default */
	int ncases;
	bool is_leaf;
	isa_meta *meta;
	int nmeta;
	const char *encode_type, *encode_case_prefix;
	isa_map *maps;
	int nmaps;
	int index; /* position in isa->bitsets */
	/* model/lookup.c: where each field name leads from this bitset (the
	 * cases a lookup visits), built after loading; NULL: walk them all */
	const struct isa_lookup *lookup;
};

/* The leaves of one root, in Mesa's table order (this order decides
 * which name comes first in "bitset conflict: A vs B"). */
typedef struct isa_root {
	isa_bitset *root;
	isa_bitset **leaves;
	int nleaves;
	/* decodetree: when several leaves match, the first in table order
	 * wins (no conflict); false for isaspec */
	bool first_match;
	/* model/match.c: candidate leaves per value of a few key bits, built
	 * at load time from the masks (NULL: isa_match scans every leaf) */
	const struct isa_match_index *index;
} isa_root;

typedef struct isa_template {
	const char *name, *text;
	isa_loc loc;
} isa_template;

typedef struct isa {
	isa_arena *arena;
	const char *path;
	int bitsize;             /* instruction width: largest root size */
	isa_bitset **bitsets;    /* every bitset, document order (imports first) */
	int nbitsets;
	isa_root *roots;
	int nroots;
	isa_root *instruction;   /* the root named #instruction, or NULL */
	isa_enum **enums;
	int nenums;
	isa_expr **exprs;        /* named and inline, ids 0..nexprs-1 */
	int nexprs;
	isa_template *templates;
	int ntemplates;
	const char **files;      /* every file loaded, top-level first */
	int nfiles;
	const struct isa_dt *dt; /* decodetree extras (end of this file), else NULL */
	const struct isa_va *va; /* Valhall ISA.xml extras (end of this file), else NULL */
	const struct isa_mp *mp; /* MPACT-Sim extras (end of this file), else NULL */
	const struct isa_bi *bi; /* Bifrost ISA.xml extras (end of this file), else NULL */
	/* one copy of every field name (model/names.c): fields, params,
	 * expression references and display pieces all point into it */
	struct isa_names *names;
	/* isaproof-allow comments of every file read (model/allow.c) */
	isa_allows allows;
} isa;

/* A file given from memory (fuzzing, tests) */
typedef struct isa_mem_file {
	const char *name; /* the path an <import> resolves to */
	const char *text;
	size_t len;
} isa_mem_file;

typedef struct isa_load_opts {
	/* Load from memory instead of reading `path` (fuzzing, tests). */
	const char *buffer;
	size_t buffer_len;
	/* When set, imports are looked up here (by resolved path) instead
	 * of on disk: the fuzzer's import diamonds, cycles and depth. */
	const isa_mem_file *files;
	int nfiles;
	/* Refuse <import> (an error) instead of reading other files. */
	bool no_imports;
	/* decodetree (.decode): --insnwidth 16|32|64 (0 = 32), and whether
	 * it is --varinsnwidth (patterns of any multiple of 8 bits) */
	int insnwidth;
	bool varinsnwidth;
	/* MPACT-Sim (.bin_fmt): --decoder NAME (required when the files
	 * define several), --group NAME (the model holds that decode
	 * function only; default: all, `decode` uses the first), --include
	 * DIR (MPACT's include roots) */
	const char *mp_decoder;
	const char *mp_group;
	const char **mp_includes;
	int nmp_includes;
	/* --isa FILE [--isa-name NAME]: the .isa side of a .bin_fmt decoder */
	const char *mp_isa;
	const char *mp_isa_name;
	/* the .isa text from memory (fuzzing): mp_isa is then its name */
	const char *mp_isa_buffer;
	size_t mp_isa_buffer_len;
} isa_load_opts;

/* Models come from the readers (read/read.h: isa_load). */
void isa_free(isa *m);

/* Output files (model/outfile.c): write a whole regular file through a
 * temporary file in the same folder and a rename, so a failure leaves the
 * old file (or none) instead of a truncated one; write a FIFO or a
 * character device in place; follow a symbolic link to what it names;
 * refuse directories, dangling links and other kinds.  Create a folder and
 * its missing parents.  False with a message in err. */
bool isa_write_file(const char *path, const void *data, size_t len, char *err, size_t errlen);
bool isa_make_dirs(const char *dir, char *err, size_t errlen);

isa_bitset *isa_find_bitset(const isa *m, const char *name);
isa_enum *isa_find_enum(const isa *m, const char *name);
/* the root table for a root bitset, or NULL */
isa_root *isa_root_of(const isa *m, const isa_bitset *root);

/* ------------------------------------------------------------------ */
/* Interpreter                                                          */
/* ------------------------------------------------------------------ */

typedef struct isa_buf {
	char *s;
	size_t len, cap;
} isa_buf;

void isa_buf_init(isa_buf *b);
void isa_buf_free(isa_buf *b);
void isa_buf_putn(isa_buf *b, const char *s, size_t n);
void isa_buf_printf(isa_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

typedef struct isa_decode_opts {
	uint32_t gen;        /* gpu_id: ISA_GPU_ID() and gen ranges */
	bool show_errors;    /* append "\t; msg, msg" as Mesa does */
	bool branch_labels;  /* l<N> / fxn<N> labels (program decode only) */
	/* prints a `custom` field; NULL prints nothing (Mesa's default) */
	void (*custom_cb)(void *ctx, isa_buf *out, const char *field, uint64_t val);
	void *custom_ctx;
	/* called for every field a display prints, with the definition lookup
	 * picked, the bitset whose display prints it and the value (low 64
	 * bits): how `check` confirms a witness prints what it reports */
	void (*field_cb)(void *ctx, const isa_bitset *shown_by, const isa_field *f, uint64_t val);
	void *field_ctx;
	/* Bifrost: the slot and the operand context the text is printed
	 * under (NULL: the FMA slot, all-zero context) */
	const struct isa_bi_ctx *bi_ctx;
} isa_decode_opts;

/* Which leaf a word matches at a gen.  Returns the leaf, or NULL for no
 * match (*conflict set to the first two matching leaves, or NULLs). */
const isa_bitset *isa_match(const isa *m, const isa_root *r, const isa_bits *w,
			    uint32_t gen, const isa_bitset *conflict[2]);

/* Decode one instruction into `out` (no trailing newline), exactly as
 * Mesa's disassembler prints it.  Returns the matched leaf or NULL. */
const isa_bitset *isa_decode(const isa *m, const isa_bits *word,
			     const isa_decode_opts *o, isa_buf *out);

/* The text isa_decode prints for a word the caller knows decodes as
 * `leaf` (isa_match gives it at o->gen), without classifying the word
 * again: the same bytes, the dontcare errors included.  A leaf the
 * interpreter does not print through its templates (Valhall, Bifrost,
 * MPACT with --isa) takes the whole decode. */
void isa_decode_leaf(const isa *m, const isa_bitset *leaf, const isa_bits *word,
		     const isa_decode_opts *o, isa_buf *out);
/* Does that text equal text[0..len)?  The line stops being written at
 * the first template piece after which it differs. */
bool isa_decode_leaf_equals(const isa *m, const isa_bitset *leaf, const isa_bits *word,
			    const isa_decode_opts *o, const char *text, size_t len);

/* Disassemble n instructions (one line each, with labels if enabled). */
void isa_disasm(const isa *m, const isa_bits *words, int n,
		const isa_decode_opts *o, isa_buf *out);

/* The value a field resolves to for a word, through the same lookup as
 * decoding (cases, ancestors).  Returns false when it does not resolve. */
bool isa_field_value(const isa *m, const isa_bitset *leaf, const isa_bits *word,
		     uint32_t gen, const char *field, uint64_t *val);
/* The same lookup, giving the definition it picks (NULL: none), and its
 * value through val when val is not NULL. */
const isa_field *isa_resolve_field(const isa *m, const isa_bitset *leaf, const isa_bits *word,
				   uint32_t gen, const char *field, uint64_t *val);
/* The value of `field` inside the operand that bitset-typed field
 * `operand` of the leaf decodes to (one level of nesting, params followed
 * into the leaf's scope).  False when the operand matches no leaf (or two)
 * or the field does not resolve; *sub gets the operand's leaf. */
bool isa_operand_field_value(const isa *m, const isa_bitset *leaf, const isa_bits *word,
			     uint32_t gen, const char *operand, const char *field,
			     const isa_bitset **sub, uint64_t *val);
/* Does the word select this case of the leaf's chain (an override whose
 * condition holds, evaluated as decoding would; default cases always)? */
bool isa_case_selected(const isa *m, const isa_bitset *leaf, const isa_bits *word, uint32_t gen,
		       const isa_case *c);
/* The case whose display decoding the word prints (leaf first, then
 * ancestors), or NULL; *owner gets the bitset holding it. */
const isa_case *isa_display_case(const isa *m, const isa_bitset *leaf, const isa_bits *word,
				 uint32_t gen, const isa_bitset **owner);

typedef struct isa_fieldval {
	const char *name;
	const char *value; /* number (dec, 0x hex, negative) or enum display */
} isa_fieldval;

/* Build the word for `leaf` (a leaf of any root) from field values at a
 * gen.  Unset fields are 0.  Returns false with a message in err when a
 * value does not fit, a field is unknown, or the result does not decode
 * back to the leaf with the given values. */
bool isa_encode(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals,
		int nvals, uint32_t gen, isa_bits *out, char *err, size_t errlen);
/* The names a FIELD=VALUE of isa_encode can use for leaf (the fields of
 * its chain, derived ones too; decodetree: its arguments), each once,
 * at most max of them in out; returns how many there are (when more than
 * max, an upper bound: a second call with that much room gets them all). */
int isa_leaf_field_names(const isa *m, const isa_bitset *leaf, const char **out, int max);

/* ---- The isaspec assembler (model/asm.c) ---- */

/* Budgets of one text: bytes of text, steps of the match (a piece tried
 * at a place in the text), decodes of candidate words.  Hitting one is
 * ISA_ASM_LIMIT, never a silent cut. */
#define ISA_ASM_MAX_TEXT 4096
#define ISA_ASM_MAX_STEPS 2000000L
#define ISA_ASM_MAX_DECODES 200000L

typedef struct isa_asm_opts {
	uint32_t gen;       /* the gen whose leaves are tried */
	bool show_errors;   /* the text ends in Mesa's "\t; ..." error suffix */
	bool alternatives;  /* look on for a second word printing the text */
	long max_steps;     /* 0: ISA_ASM_MAX_STEPS */
	long max_decodes;   /* 0: ISA_ASM_MAX_DECODES */
} isa_asm_opts;

typedef enum isa_asm_status {
	ISA_ASM_OK,          /* word prints the text */
	ISA_ASM_NO_WORD,     /* no word prints it: closest, column, msg */
	ISA_ASM_LIMIT,       /* a budget was hit first: msg */
	ISA_ASM_UNSUPPORTED, /* not an isaspec description: msg */
} isa_asm_status;

typedef struct isa_asm_result {
	isa_asm_status status;
	isa_bits word;               /* ISA_ASM_OK: the first word found */
	const isa_bitset *leaf;      /* the leaf it decodes as */
	bool has_other;              /* alternatives: a second word found */
	isa_bits other;
	const isa_bitset *other_leaf;
	const isa_bitset *closest;   /* ISA_ASM_NO_WORD: leaf matched furthest */
	int column;                  /* 1-based column where it stopped */
	long steps, decodes;         /* work done */
	char msg[512];
} isa_asm_result;

/* Assemble one instruction's text for an isaspec description: a word
 * whose decoding (isa_decode, at o->gen) prints exactly `text`, with the
 * bits the text does not decide 0.  The search order (leaves in table
 * order, displays leaf first, longer readings first, hidden bits fewest
 * set first) makes the answer deterministic. */
isa_asm_status isa_asm(const isa *m, const char *text, const isa_asm_opts *o, isa_asm_result *r);
/* The bits of word whose flip alone leaves its decoding unchanged: the
 * bits its text does not determine one by one. */
void isa_asm_free_bits(const isa *m, const isa_bits *word, uint32_t gen, bool show_errors,
		       isa_bits *free_bits);

/* ---- What the text determines (model/asm_text.c) ---- */

#define ISA_TF_MAX_FIELDS 128

typedef enum isa_tf_state {
	ISA_TF_PROVED,    /* the template prints it so that one value reads back */
	ISA_TF_AMBIGUOUS, /* a, b: two words that print one text */
	ISA_TF_UNKNOWN,   /* neither, within the search */
} isa_tf_state;

/* Why the two words of a witness print alike. */
typedef enum isa_tf_kind {
	ISA_TF_ENUM, ISA_TF_BOOL, ISA_TF_FORMAT, ISA_TF_CUSTOM, ISA_TF_OPERAND,
	ISA_TF_HIDDEN, ISA_TF_CASE,
	ISA_TF_JOINED, /* its piece and a neighbour's split one text two ways */
} isa_tf_kind;

typedef struct isa_textfield {
	const isa_field *field; /* the definition the sample word resolves */
	isa_tf_state state;
	isa_tf_kind kind;       /* ISA_TF_AMBIGUOUS */
	isa_bits a, b;          /* a prints the case; both decode as the leaf */
	long decodes;           /* spent on this field */
} isa_textfield;

/* The words a text search of one leaf, display case and gen has
 * tried, each matched, its case selected and decoded at most once:
 * check's text rules share one per sample word. */
typedef struct isa_tf_memo isa_tf_memo;
isa_tf_memo *isa_tf_memo_new(const isa *m, const isa_bitset *leaf, const isa_case *dc, uint32_t gen);
void isa_tf_memo_free(isa_tf_memo *mo);
/* Does w select the memo's display case of its leaf? */
bool isa_tf_memo_in_case(isa_tf_memo *mo, const isa_bits *w);
/* Do a and b decode to the same text (errors shown)? */
bool isa_tf_memo_same_text(isa_tf_memo *mo, const isa_bits *a, const isa_bits *b);
/* Which pieces of a display case's line the text gives back depends on
 * the case alone (every leaf that prints it is read together): a store
 * of those readings, one per case, shared by the memos of many leaves.
 * It belongs to one model; a memo of another model does not use it. */
typedef struct isa_tf_cuts isa_tf_cuts;
isa_tf_cuts *isa_tf_cuts_new(const isa *m);
void isa_tf_cuts_free(isa_tf_cuts *c);
/* The memo's text search reads its case's line from (and into) c. */
void isa_tf_memo_use_cuts(isa_tf_memo *mo, isa_tf_cuts *c);

/* For the display case dc of leaf (selected by sample at gen): every
 * field that reaches its text (printed, or read by a case condition, a
 * derived field or a param), each proved determined by the text, given a
 * witness pair, or unknown; a field for which skip (when not NULL) says
 * true is left out.  memo (NULL: one of its own) holds the words of
 * this leaf, case and gen decoded before.  Returns how many are in out
 * (at most max). */
int isa_text_fields(const isa *m, const isa_bitset *leaf, const isa_case *dc,
		    const isa_bits *sample, uint32_t gen, isa_textfield *out, int max,
		    bool (*skip)(void *ctx, const isa_field *f), void *ctx, isa_tf_memo *memo);
/* The names that reach the text of display case dc of leaf: those the
 * display prints, those a case condition of the chain reads, and, one
 * after the other, those the expressions of derived ones read and the
 * params of operand ones pass; each once, at most max.  Returns how many. */
int isa_case_reaching_names(const isa_bitset *leaf, const isa_case *dc, const char **out, int max);
const char *isa_tf_kind_name(isa_tf_kind k);

/* Why two words that print one text differ, as check reports it. */
typedef enum isa_tx_verdict {
	ISA_TX_NONE,    /* not explained */
	ISA_TX_FIELD,   /* a roundtrip-text-field witness of field */
	ISA_TX_UNKNOWN, /* field differs, but roundtrip-text-field left it unknown */
	ISA_TX_DEAD,    /* bits no field reaching the text holds (roundtrip-text) */
} isa_tx_verdict;

typedef struct isa_text_why {
	const isa_bitset *leaf;  /* a's leaf */
	const isa_case *kase;    /* the display case a prints */
	const isa_field *field;  /* ISA_TX_FIELD, ISA_TX_UNKNOWN */
	isa_tf_kind kind;        /* ISA_TX_FIELD */
} isa_text_why;

/* a and b decode to one text at gen: which finding of check's text-level
 * proof explains them, from a's leaf and display case. */
isa_tx_verdict isa_text_explain(const isa *m, const isa_bits *a, const isa_bits *b, uint32_t gen,
				isa_text_why *why);

/* The model's own copy of a field name (every field, param, expression
 * reference and display piece of a loaded model points to it), or NULL
 * when no field anywhere has that name. */
const char *isa_name(const isa *m, const char *s);
/* The bit of isa_case.name_bits a name (the model's copy) sets. */
static inline uint64_t isa_name_bit(const char *name)
{
	return (uint64_t)1 << (((uintptr_t)name * UINT64_C(0x9e3779b97f4a7c15)) >> 58);
}

/* The leaf (at gen) with this name or displayname, or NULL. */
const isa_bitset *isa_find_leaf(const isa *m, const char *name, uint32_t gen);

/* ------------------------------------------------------------------ */
/* Decision trees: how generated decoders classify a word               */
/* ------------------------------------------------------------------ */

/* Bits [low, low+width) of the word; a segment never crosses a 64-bit
 * boundary, so generated code extracts it from one uint64_t. */
typedef struct isa_dseg {
	int low, width;
} isa_dseg;

/* One node.  An inner node switches on a key made of its segments
 * (segs[0] in the lowest key bits, segs[1] above it, ...) and goes to
 * child[key]; children may be shared (the tree is a DAG).  A tree leaf
 * (child == NULL) holds the root's leaves that can still match there, in
 * root table order; generated code checks each one fully (mask, match,
 * gen range), so the order decides "bitset conflict: A vs B". */
typedef struct isa_dnode {
	isa_dseg *segs;
	int nsegs;
	int keybits;  /* sum of the segments' widths */
	int *child;   /* 1 << keybits node indices, or NULL for a tree leaf */
	const isa_bitset **cand;
	int ncand;
} isa_dnode;

/* Most cubes a group excludes from its hull (see isa_dgroup). */
#define ISA_DGROUP_MAX_X 4
/* Most bits that tell a group's leaves apart (outside the hull): generated
 * code finds a word's leaf in a table of a row per value of them. */
#define ISA_DGROUP_MAX_KEY 12

/* A group: leaves [first, first + n) of a root of at most 64 bits, n >= 2,
 * of one name and gen range, no two matching a common word -- what one
 * MPACT encoding with a `!=` constraint becomes (one cube per first
 * differing bit).  The tree builds on their hull (the bits they all fix
 * alike), so it never tells them apart: a tree leaf holds all of them or
 * none, next to each other.  A word is in one of them exactly when it is
 * in the hull (hmask, hval) and in none of the nx excluded cubes, whose
 * union is exactly the hull's words no leaf of the group takes (checked
 * with cube algebra when the group is made); generated code tests the
 * group that way, then finds which of its leaves the word is in. */
typedef struct isa_dgroup {
	int first, n;
	uint64_t hmask, hval;
	int nx;
	uint64_t xmask[ISA_DGROUP_MAX_X], xval[ISA_DGROUP_MAX_X];
} isa_dgroup;

typedef struct isa_dtree {
	const isa_root *root;
	isa_dnode *nodes; /* nodes[0] is where classification starts */
	int nnodes;
	int depth;        /* longest path, in inner nodes */
	int max_cand;     /* most candidates in one tree leaf */
	isa_dgroup *groups;
	int ngroups;
	int *group;       /* per leaf of the root: its index in groups, or -1 */
} isa_dtree;

/* Build the tree for one root (allocated in the model's arena). */
isa_dtree *isa_dtree_build(const isa *m, const isa_root *r);
/* Walk the tree for a word: the tree leaf it reaches. */
const isa_dnode *isa_dtree_walk(const isa_dtree *t, const isa_bits *w);

/* ------------------------------------------------------------------ */
/* Parser entry points for the fuzz harnesses (fuzz/)                   */
/* ------------------------------------------------------------------ */

/* Cut a display string (templates already substituted, in d->text) into
 * d->pieces, allocated in `a`.  Returns false with a message on an
 * unterminated '{'.  Implemented in model/display.c (the loader's own
 * parser: fuzz/display.c reaches it without loading a description). */
bool isa_display_parse(isa_arena *a, isa_display *d, char *err, size_t errlen);

/* ------------------------------------------------------------------ */
/* QEMU decodetree (.decode files): read/decodetree.c                   */
/* ------------------------------------------------------------------ */

/* A .decode file becomes the same model as isaspec: one root
 * "#instruction" of --insnwidth bits whose leaves are the patterns in
 * file order, each with one default case (a field per argument, hidden
 * segment fields named "<digit>..." and a display "name a=.. b=..").
 * The root has first_match set: inside {} groups the earliest pattern
 * wins.  What decodetree adds beyond that (groups, masks, argument
 * types) is kept in an isa_dt for the checker.  Widths are at most 64
 * bits, so masks are plain uint64_t (bit i = bit i of the word). */

typedef struct isa_dt_group isa_dt_group;
struct isa_dt_group {
	bool overlap;         /* { } (true), or [ ] and the top level (false) */
	isa_dt_group *parent; /* NULL for the top level */
	int depth;            /* 0 for the top level */
	isa_loc loc;          /* the opening brace (the file for the top) */
	int first, last;      /* its patterns: pats[first .. last-1] */
	int nmembers;         /* patterns and groups directly inside */
};

typedef struct isa_dt_arg {
	const char *name;
	const char *type;     /* C type from the argument set ("int" default) */
	int bits;             /* bits of the value before !function; -1: none */
	bool is_signed;
	bool is_const;
	int64_t value;        /* is_const: name=value */
	const char *function; /* !function=NAME, else NULL */
	isa_loc loc;          /* where the value comes from */
	/* a %field of several segments (or one reading another field): the
	 * model fields holding them, most significant first (hidden
	 * "<n>_<name>" fields, or the field a named segment reads), and their
	 * lengths, so the encoder can split a value; nsegs 0 when the
	 * argument is one bit field of its own name */
	const char **seg_field;
	int *seg_len;
	int nsegs;
} isa_dt_arg;

typedef struct isa_dt_pattern {
	const isa_bitset *leaf;    /* the model leaf (same index in the root) */
	const isa_dt_group *group; /* innermost group holding the pattern */
	uint64_t fixedmask, fixedbits, undefmask, fieldmask;
	int width;                 /* bits written (< insnwidth: varinsnwidth) */
	isa_dt_arg *args;          /* argument set order */
	int nargs;
	isa_loc loc;
} isa_dt_pattern;

typedef struct isa_dt {
	int insnwidth;
	bool varwidth;
	isa_dt_group *groups;  /* groups[0] is the top level; opening order */
	int ngroups;
	isa_dt_pattern *pats;  /* file order = m->instruction->leaves order */
	int npats;
	int nfields, nargsets, nformats;
} isa_dt;

/* The innermost group holding patterns i and j of a decodetree model. */
const isa_dt_group *isa_dt_common_group(const isa_dt *dt, int i, int j);

/* ------------------------------------------------------------------ */
/* Panfrost Valhall (ISA.xml, root <valhall>): read/valhall.c           */
/* ------------------------------------------------------------------ */

/* An ISA.xml becomes one 64-bit root "#instruction" (first match) with a
 * leaf per instruction (groups expanded), whose patterns are the primary
 * opcode and, in buckets of several members, the secondary opcode under
 * the first member's shift and mask; every modifier, source item,
 * destination, staging operand and immediate is a field.  The meaning
 * Mesa's Python gives the XML (derived positions, tables, print rules)
 * is kept in an isa_va: decoding, text and the assembler follow it
 * (model/va.c, model/va_asm.c), as docs/valhall.md describes. */

typedef struct isa_va_enum {
	const char *name;  /* as written */
	const char *safe;  /* Mesa's safe name, the key modifiers use */
	const char **text; /* entry texts, document order ("reserved" for <reserved/>) */
	int n;
	int deflt;         /* index of the default entry, -1: none */
	isa_loc loc;
} isa_va_enum;

typedef struct isa_va_mod {
	const char *name;   /* printed name of a flag; key of hidden ones */
	const char *field;  /* model field name (unique in the leaf) */
	int start, size;
	bool is_enum, hidden;
	const isa_va_enum *table; /* is_enum */
	isa_loc loc;
} isa_va_mod;

typedef struct isa_va_src {
	int slot, size;
	bool absneg, is_float, swizzle, widen, lanes, halfswizzle, combine, not_;
	int lane;  /* bit of the lane field, -1: none */
	/* tables the suffixes print through (NULL when the source has none) */
	const isa_va_enum *swz_table, *wide_table, *lane_table;
	isa_loc loc;
} isa_va_src;

typedef enum isa_va_count {
	VA_COUNT_CONST, /* <sr count=N> */
	VA_COUNT_WRITE, /* F(36,3)+1 */
	VA_COUNT_READ,  /* F(33,3) */
} isa_va_count;

typedef struct isa_va_sr {
	int start;      /* 16 or 40 */
	bool read, write;
	int flags;      /* the two bits above the base the assembler writes */
	isa_va_count kind;
	int count;      /* VA_COUNT_CONST */
	isa_loc loc;
} isa_va_sr;

typedef struct isa_va_imm {
	const char *name;
	int start, size;
	bool is_signed;
	isa_loc loc;
} isa_va_imm;

typedef struct isa_va_ins {
	const char *name;
	const isa_bitset *leaf;
	int opcode;
	uint32_t opcode2;    /* 0 when absent */
	bool has_opcode2;
	int shift;
	uint32_t mask;       /* secondary opcode: (w >> shift) & mask */
	const char *unit;    /* NULL when absent */
	bool message;        /* unit not FMA, CVT or SFU */
	int typesize;
	bool has_dest;
	isa_va_mod *mods;  int nmods;
	isa_va_src *srcs;  int nsrcs;
	isa_va_sr *srs;    int nsrs;
	isa_va_imm *imms;  int nimms;
	bool has_sr_count, has_sr_write_count;
	isa_loc loc;
	isa_loc opcode2_loc;
} isa_va_ins;

typedef struct isa_va {
	uint32_t lut[32];
	isa_loc lut_loc;
	isa_va_enum *enums; int nenums;
	isa_va_ins *ins;    int nins; /* document order = m->instruction->leaves */
	/* per primary opcode: the bucket's members in order (first match) */
	int *bucket_first;  /* [512]: index of the first member, -1: none */
	int *bucket_next;   /* [nins]: next member of the same bucket, -1 */
	int *bucket_size;   /* [512] */
	/* tables the text uses everywhere */
	const isa_va_enum *flow, *fau_page[4]; /* fau_page[2] is NULL */
} isa_va;

/* The table with this safe name, or NULL. */
const isa_va_enum *isa_va_find_enum(const isa_va *va, const char *safe);
/* The instruction a word selects (Mesa's bucket walk), or -1. */
int isa_va_select(const isa_va *va, uint64_t w);
/* Decode as Mesa's va_disasm_instr; "no match: <hex>" when nothing is
 * selected; with show_errors a "\t; ..." suffix names every table read
 * past its end and every failed assert.  Returns the leaf or NULL. */
const isa_bitset *isa_va_decode(const isa *m, uint64_t w, bool show_errors, isa_buf *out);
/* Where Mesa's decode of w is undefined: 0 when defined, else the number
 * of problems; the first is described in why. */
int isa_va_undefined(const isa *m, uint64_t w, char *why, size_t len);
/* Assemble one line as Mesa's asm.py: true with the word, or false with
 * the reason in err. */
bool isa_va_asm(const isa *m, const char *line, uint64_t *out, char *err, size_t errlen);

/* ------------------------------------------------------------------ */
/* MPACT-Sim (.bin_fmt): read/binfmt*.c                                */
/* ------------------------------------------------------------------ */

/* A .bin_fmt decoder becomes one root per decode function (named after
 * its group), whose leaves are the disjoint cubes of each encoding's
 * constraints: an encoding is leaves [first, first+nleaves) of its root,
 * all named after it.  A parent's leaves leave out the words its
 * specializations take (they win, alphabetically among themselves, as
 * in MPACT), and a second encoding of one name the words of the first,
 * so two leaves overlap only when two different names do. */

typedef struct isa_mp_enc {
	const char *name;
	const char *format;
	const char *parent; /* a specialization: its parent's name, else NULL */
	const char *group;  /* the group it was written in */
	isa_loc loc;
	int first, nleaves;
	bool never;         /* its constraints contradict each other */
	int nspecs;
	const char **uses;  /* the fields and overlays its constraints name */
	int nuses;
	int opcode;         /* --isa: index in isa_mp.opcodes, -1: no opcode of its PascalCase name */
} isa_mp_enc;

/* A field or overlay of a format: value bit j (0 = LSB) is word bit
 * src[j], or a literal (-1: 0, -2: 1). */
typedef struct isa_mp_operand {
	const char *name;
	int width;
	bool overlay;
	bool is_signed;
	int *src;
} isa_mp_operand;

typedef struct isa_mp_format {
	const char *name;
	isa_loc loc;
	isa_mp_operand *ops;
	int nops;
} isa_mp_format;

typedef struct isa_mp_func {
	const char *name;
	int root; /* index in m->roots */
	int width;
	isa_loc loc;
	isa_mp_enc *encs; /* file order after merging and GENERATE, specializations after their parent */
	int nencs;
	isa_mp_format *formats; /* the formats its encodings use */
	int nformats;
	int slot; /* --isa: index in isa_mp.slots of the slot that decodes it, -1: none */
} isa_mp_func;

/* --isa FILE: the .isa side (read/mpisa*.c).  The opcodes are every
 * opcode created while processing the selected isa (MPACT's opcode enum,
 * which keeps opcodes a derived slot deletes), by name. */
typedef struct isa_mp_opcode {
	const char *name, *pascal;
	const char *slot;       /* the slot whose opcodes { } declares it */
	isa_loc loc;
	const char **operands;  /* predicate, sources, destinations of every operand group */
	int noperands;
	const char **disasm;    /* the disasm strings (text between the quotes) */
	int ndisasm;
	isa_loc disasm_loc;
} isa_mp_opcode;

/* A slot the isa lists (directly or in a bundle): the opcodes it holds
 * after inheritance and `delete`. */
typedef struct isa_mp_slot {
	const char *name;
	isa_loc loc;
	int *opcodes; /* indices in isa_mp.opcodes, sorted */
	int nopcodes;
} isa_mp_slot;

typedef struct isa_mp_isa {
	const char *name, *path;
	isa_loc loc;
	const char **names; /* every isa the files define */
	int nnames;
	isa_mp_opcode *opcodes; /* sorted by name */
	int nopcodes;
	isa_mp_slot *slots;
	int nslots;
	int *widths; /* disasm widths */
	int nwidths;
} isa_mp_isa;

typedef struct isa_mp {
	const char *decoder; /* the selected decoder, NULL when none */
	const char *namespace_, *opcode_enum;
	const char **decoders; /* every decoder the files define */
	int ndecoders;
	isa_mp_func *funcs;
	int nfuncs;
	const isa_mp_isa *isa; /* --isa FILE, else NULL */
} isa_mp;

/* --isa: the disasm text of the opcode of a leaf of a .bin_fmt root for a
 * word (model/mpdisasm.c): %name and %(expr:fmt) whose operand is a field
 * or overlay of the encoding's format substituted, others left as written,
 * disasm widths applied.  False when the leaf's opcode has no disasm. */
bool isa_mp_disasm(const isa *m, const isa_bitset *leaf, const isa_bits *word, isa_buf *out);

/* ------------------------------------------------------------------ */
/* Panfrost Bifrost (ISA.xml, root <bifrost>): read/bifrost.c           */
/* ------------------------------------------------------------------ */

/* An ISA.xml becomes two first-match roots, "#fma" (23 bits) and "#add"
 * (20 bits).  Each instruction is one state per <encoding> (or one when it
 * has none), named as Mesa's generator names them (NAME, NAME.0, ...);
 * the states of a slot are tried in Mesa's order (longer exact masks
 * first, document order among equals), a state matching when its exact
 * bits match and no derived field holds a reserved value.  A state is
 * one leaf per allowed combination of its reserved-checked derived
 * fields, so the roots' first match is Mesa's selection.  The text of
 * a state comes from the tables Mesa's generator computes (model/bi.c),
 * as docs/bifrost.md describes. */

typedef enum isa_bi_cond_kind {
	BI_COND_AND,
	BI_COND_OR,
	BI_COND_EQ,
	BI_COND_NEQ,
	BI_COND_ALIAS, /* alias="...": never true, its operands still read */
} isa_bi_cond_kind;

typedef struct isa_bi_cond {
	isa_bi_cond_kind kind;
	/* EQ, NEQ: each a modifier name, "ordering" or "#literal" */
	const char *left, *right;
	const struct isa_bi_cond **kids; /* AND, OR; ALIAS: the one it hides */
	int nkids;
	isa_loc loc;
} isa_bi_cond;

typedef struct isa_bi_derived {
	int start, size;
	const isa_bi_cond **opts; /* 1 << size; NULL: reserved (listed or padding) */
	isa_loc loc;
} isa_bi_derived;

typedef struct isa_bi_mod {
	const char *name;
	int start;          /* -1: indirect, printed through the derived fields */
	int size;
	const char *deflt;  /* NULL: none */
	const char **opts;  /* 1 << size entries; NULL: an <opt/> with no text */
	/* the text each value prints ("" for the default, else ".opt"):
	 * direct: 1 << size entries by the bits at start; indirect: by the
	 * derived fields' value, text[1] when the ordering is "gt" */
	const char **text[2];
	isa_loc loc;
} isa_bi_mod;

typedef struct isa_bi_src {
	int start;
	unsigned mask; /* register-file values allowed; others print (INVALID) */
	isa_loc loc;
} isa_bi_src;

typedef struct isa_bi_imm {
	const char *name;
	int start, size;
	isa_loc loc;
} isa_bi_imm;

typedef struct isa_bi_state {
	const char *name;     /* NAME or NAME.i (Mesa's state name) */
	const char *mnemonic; /* "*NAME" (FMA) or "+NAME" (ADD): what is printed */
	bool fma;
	uint64_t emask, ebits;       /* the exact mask and bits, as written */
	const isa_bi_cond *test;     /* the encoding's condition; NULL: none */
	isa_bi_derived *derived; int nderived;
	isa_bi_mod *mods;        int nmods; /* document order, then nothing implicit */
	isa_bi_src *srcs;        int nsrcs;
	isa_bi_imm *imms;        int nimms;
	const char *staging;     /* staging= before '=' ("" none): ", @rN" when set */
	bool ordered;            /* a condition reads "ordering" */
	int value_bits;          /* total width of the derived fields */
	/* per derived value (and ordering): whether some combination of
	 * modifier values gives it; one none gives prints its modifiers as
	 * .reserved */
	const bool *reached[2];
	uint64_t reserved[8];    /* per derived field (at most 8): reserved values as bits */
	int nswaps;              /* <swap>s (the compiler's; no effect on the text) */
	const isa_bitset *leaf;  /* its first leaf */
	int nleaves;
	isa_loc loc;
} isa_bi_state;

typedef struct isa_bi {
	isa_bi_state *st; int nst;        /* Mesa's order of states */
	int *order[2]; int norder[2];     /* [0] FMA, [1] ADD: states in selection order */
} isa_bi;

/* The operand context Mesa's bi_disasm_fma/bi_disasm_add take: the
 * register block of the tuple (srcs) and of the next one (next, which
 * names the destination), the staging register, the clause's branch
 * offset, its embedded constants and whether the tuple is the last. */
typedef struct isa_bi_regs {
	unsigned fau_idx, reg0, reg1, reg2, reg3, ctrl;
} isa_bi_regs;

typedef enum isa_bi_constmod {
	BI_CONST_NONE, BI_CONST_PC_LO, BI_CONST_PC_HI, BI_CONST_PC_LO_HI
} isa_bi_constmod;

typedef struct isa_bi_ctx {
	bool add;                /* the ADD slot (else FMA) */
	isa_bi_regs srcs, next;
	unsigned staging, branch_offset;
	uint64_t consts[6];
	isa_bi_constmod mods[6];
	bool last;
} isa_bi_ctx;

/* The 35-bit register block as the clause packs it (fau_idx 0..7, reg3
 * 8..13, reg2 14..19, reg0 20..24, reg1 25..30, ctrl 31..34). */
isa_bi_regs isa_bi_regs_unpack(uint64_t v);
/* Where Mesa's text for this context is undefined (an assert of its
 * register-control decode fails): false with the reason. */
bool isa_bi_ctx_valid(const isa_bi_ctx *c, char *why, size_t len);
/* The state a word of the slot selects (Mesa's order), or -1. */
int isa_bi_select(const isa_bi *bi, bool add, uint32_t w);
/* isa_bi_select for every word of the slot (2^23 or 2^20 entries of
 * sel), in time proportional to the states' words. */
void isa_bi_select_all(const isa_bi *bi, bool add, int32_t *sel);
/* Decode as Mesa's bi_disasm_fma/bi_disasm_add print it, without the
 * four-space indent and the newline; "INSTR_INVALID_ENC fma|add <HEX>"
 * when no state matches.  With show_errors a "\t; ..." suffix names
 * what Mesa asserts on.  Returns the leaf or NULL. */
const isa_bitset *isa_bi_decode(const isa *m, uint32_t w, const isa_bi_ctx *c, bool show_errors,
				isa_buf *out);
/* isa_bi_decode for a tuple of a clause: 1 when a state is selected, 0
 * for INSTR_INVALID_ENC, -1 with the reason where Mesa asserts instead of
 * printing (the destination's control is reserved, a branch constant's
 * offset is not a whole clause); out then holds part of the line. */
int isa_bi_decode_tuple(const isa *m, uint32_t w, const isa_bi_ctx *c, isa_buf *out, char *why,
			size_t len);
/* The register line of Mesa's verbose clause output ("    # slot 0: r1
 * ... fau 80 \n"); first: the clause's first tuple.  False with the
 * reason when the block's control selects a reserved entry. */
bool isa_bi_regs_print(const isa_bi_regs *r, bool first, isa_buf *out, char *why, size_t len);
/* Mesa's disassemble_bifrost (model/bi_clause.c): the clauses of a
 * shader, as 32-bit words in the order of its bytes. */
typedef struct isa_bi_clause_opts {
	bool verbose;    /* the "# ..." lines of Mesa's verbose mode */
	unsigned offset; /* the first clause's offset in quadwords (branch targets) */
} isa_bi_clause_opts;
typedef struct isa_bi_clause_result {
	size_t words_read;   /* up to the end of the last clause printed */
	bool stopped;        /* a clause starting with a zero word ended the shader */
	long invalid;        /* slots printed INSTR_INVALID_ENC */
	long clauses;        /* clauses printed */
	char why[256];       /* the error, when the return is false */
} isa_bi_clause_result;
/* Prints every clause until the words end or a clause starts with a zero
 * word.  False where Mesa's output is undefined (a clause running past
 * the words, a tag no format has, an assert of Mesa's): out then holds
 * the clauses before, res->why says what and where. */
bool isa_bi_disasm_clauses(const isa *m, const uint32_t *words, size_t nwords,
			   const isa_bi_clause_opts *o, isa_buf *out, isa_bi_clause_result *res);
/* The text modifier md of state s prints for word w ("" for its
 * default, else "." and the name). */
const char *isa_bi_mod_text(const isa_bi_state *s, const isa_bi_mod *md, uint32_t w);
/* The bits state s's fields hold (sources, modifiers with a position,
 * derived fields, immediates): those reach the text. */
uint32_t isa_bi_field_bits(const isa_bi_state *s);
/* Build a slot word (model/bi_enc.c): NAME is "*NAME"/"+NAME" (every
 * encoding of the instruction, tried in Mesa's order), a state's name
 * ("*NAME.1") or a bare name one slot has; values are srcN (0..7),
 * modifiers by the name they print (or a number when they have a
 * position), derivedN and immediates by number; unset fields are 0 and
 * the derived fields not given print what was asked (else their
 * defaults).  Returns 0 with the word (*add tells the slot); 1 with the
 * reason when a value does not fit or the word would print something
 * else (another state selects it first); 2 for an unknown instruction,
 * or a field no encoding of it has. */
int isa_bi_encode(const isa *m, const char *name, const isa_fieldval *vals, int nvals,
		  uint32_t *word, bool *add, char *err, size_t len);
/* The values word w holds for state k, as isa_bi_encode takes them
 * (sources, modifiers by name, immediates); num holds the numbers' text.
 * Returns how many (at most max are written). */
int isa_bi_fields(const isa *m, int k, uint32_t w, isa_fieldval *out, char (*num)[12], int max);

#endif
