/*
 * codegen/emitter.h - private to the generator's parts (codegen/gen*.c,
 * codegen/emitter.c): the state of one emission and what the parts share.
 *
 * gen.c drives an emission; each part writes one kind of output and
 * imports only this header and emit.h, never another part it is called
 * by, so the files' uses run one way:
 *   gen.c         the driver: checks, the order of the output, the files
 *   gen_header.c  the generated header (the API)
 *   gen_tables.c  the tables describing the model, and the enum printers
 *   gen_program.c display and fetch programs (--compact)
 *   gen_show.c    straight C per leaf: lookups, expressions, displays
 *   gen_share.c   leaves whose straight C is the same share one copy
 *   gen_dt.c      decodetree's displays as rows, one per argument
 *   gen_args.c    NAME_decode_args: classification and argument records
 *   gen_asm.c     NAME_assemble: the isaspec assembler
 *   gen_asm_steps.c  its match steps, a record per piece of a display
 *   gen_asm_run.c    those steps as code, a function per record
 *   gen_asm_first.c  its filters by the text's bytes
 *   gen_asm_enum.c   its enum values by the text
 *   gen_asm_cond.c   its case conditions as C, per pair
 *   gen_asm_util.c   what those share
 *   emitter.c     the names and helpers the parts have in common
 */
#ifndef ISAPROOF_CODEGEN_EMITTER_H
#define ISAPROOF_CODEGEN_EMITTER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "gen.h"
#include "model/isa.h"

#define MAX_PREFIX 48

typedef struct names {
	const char **v;
	int n, cap;
} names;

typedef struct emitter {
	const isa *m;
	const gen_opts *o;
	const char *pfx;
	char upfx[MAX_PREFIX + 1]; /* the prefix in capitals, for macros and constants */
	FILE *c;
	names nm;               /* every name a lookup can ask for, sorted */
	isa_dtree *const *trees;
	int *case_base;         /* per bitset: its first rt_cases index */
	int *field_base;        /* per global case: its first rt_fields index */
	int *piece_base;        /* per global case: its first rt_pieces index */
	/* per rt_fields / rt_pieces index: the first entry equal to it, which
	 * the per-leaf code names so that more leaves can share it */
	int *field_canon, *piece_canon;
	int ncases;
	/* display programs (gen_build_code) */
	struct code {
		uint16_t *v;
		int n, cap;
		bool bad;
	} code;
	int *disp;              /* per bitset: its display program, or -1 */
	int *lx_at;             /* per bitset: its first rt_lx entry */
	int *lx_ids;            /* scratch: a chain's expressions */
	int *lx_code, *lx_expr; /* per rt_lx entry */
	int nlx;
	/* per expression: evaluated on every path to this point of the
	 * program being built, so a repeated evaluation can be left out */
	unsigned char *seen;
	char *err;
	size_t errlen;
} emitter;

/* table entries by their text, through an open-addressed hash (gen_interner_*) */
typedef struct interner {
	char **keys;
	int *first;
	size_t cap;
} interner;

/* the display program under construction (in the emitter; --compact);
 * `bad` when a number does not fit in 16 bits */
typedef struct code code;

/* Per-leaf code names its own leaf by this byte, never found in generated
 * text otherwise (gen_c_string and gen_cmt escape control bytes): the
 * number is put in when the code is written (gen_emit_shows), so that leaves
 * with the same code can share it.  LEAF_NAME stands where a display
 * prints the leaf's name. */
#define LEAF_NAME "\002"
#define LEAF_SELF "\003" /* the name of the display function itself */
#define RUN_NAME "\007"  /* LEAF_NAME in a run of pieces (gen_show.c) */
/* The leaf whose copy of a piece of lookup code this leaf uses (ELEAF and
 * PLEAF take the expression's or the name's number as argument): leaves
 * share each piece whose code is the same, though the rest of their
 * lookups differ, as in ir3's cat5 leaves (see codegen/gen_share.c). */
#define ELEAF "\004%d\004" /* expression %d's fetch and evaluation: rt_f_, rt_e_ */
#define PLEAF "\005%d\005" /* name %d's lookup for an operand's params: rt_plk_ */
#define VLEAF "\006"        /* the resolver of an operand's params: rt_pv_ */

/* ---- codegen/emitter.c ---- */

/* does the text hold a newline (printed with rt_putn, not RT_PUTC)? */
bool gen_has_newline_n(const char *s, size_t n);
bool gen_has_newline(const char *s, int n);
/* a C string literal, or NULL */
void gen_str_or_null(FILE *out, const char *s);
/* Table entries by their text (interner): the index of the first entry with
 * the same text.  interner_add takes key (frees it, or with the table). */
void gen_interner_init(interner *t, int n);
int gen_interner_add(interner *t, char *key, int index);
void gen_interner_free(interner *t);
/* the index of a name in e->nm (gen_collect_names), or -1 */
int gen_name_id(const emitter *e, const char *s);
/* the model index of a root, of an enum; -1 when it is none */
int gen_root_index(const isa *m, const isa_bitset *root);
int gen_enum_index(const isa *m, const isa_enum *en);
/* 64-bit words per instruction */
int gen_words_of(const isa *m);
/* every name a lookup can ask for, sorted, into e->nm */
void gen_collect_names(emitter *e);
/* the fields of every case of the leaf and its ancestors */
int gen_chain_field_count(const isa_bitset *leaf);
/* indentation, and a statement printing a constant text */
void gen_tabs(FILE *c, int n);
void gen_emit_put_text(FILE *c, const char *s, int ind);
/* does the case have an <assert> (checked even without a display)? */
bool gen_case_asserts(const isa_case *cs);
/* what the program builder knows is evaluated, kept around a block that may not run */
unsigned char *gen_seen_save(const emitter *e);
void gen_seen_restore(emitter *e, unsigned char *v);
/* the expressions a leaf's scope can evaluate: its chain's override
 * conditions and derived fields' expressions (at most max, into out) */
int gen_chain_exprs(const isa_bitset *leaf, int *out, int max);
/* Does the runtime find a name by scanning its scope's chain (RT_FLAT)?
 * Decodetree without override cases: the first field of that name, leaf
 * first, is where the lookup tables' walk would end, so they are left out;
 * and without assert fields, a leaf's display is its only case's
 * (rt_display_flat). */
bool gen_flat_lookup(const isa *m);
/* a hash of n bytes of s */
uint64_t gen_fnv1a(const char *s, size_t n);

/* ---- codegen/gen_header.c: NAME.h ---- */

void gen_emit_header(const emitter *e, FILE *h);

/* ---- codegen/gen_tables.c: the model's tables, in the order written ---- */

void gen_emit_names(emitter *e);
void gen_emit_exprs(emitter *e);
void gen_emit_fields(emitter *e);
void gen_emit_cases(emitter *e);
void gen_emit_bitsets(emitter *e);
void gen_emit_roots(emitter *e);
/* rt_chain_name_seen: does a field repeat a name met before it on the walk? */
void gen_emit_chain_helper(FILE *c);
/* rt_enum_<k> and rt_show_enum: the enums as text */
void gen_emit_enum_printers(emitter *e);

/* ---- codegen/gen_program.c: --compact's programs (build, then write) ---- */

void gen_build_code(emitter *e);
void gen_emit_code(emitter *e);

/* ---- codegen/gen_show.c: straight C per leaf ---- */

/* rt_f_<leaf>_<x> and rt_e_<leaf>_<x>: an expression's fetches and evaluation */
void gen_emit_expr_unit(emitter *e, const isa_bitset *leaf, int xid, int *flat);
/* rt_fetch: the compiled fetches by leaf and expression */
void gen_emit_fetch_switch(emitter *e, const int *erep);
/* the names the params of a leaf's bitset fields read */
bool gen_has_params(const isa_bitset *leaf);
int gen_param_names(emitter *e, const isa_bitset *leaf, int *ids, int max);
int gen_param_count(const isa_bitset *leaf);
/* rt_plk_ and rt_pv_: the lookups of those names */
void gen_emit_param_lookup(emitter *e, const isa_bitset *leaf, int name);
void gen_emit_param_resolver(emitter *e, const int *names, int n);
/* rt_show_<leaf>: its display */
void gen_emit_leaf_show(emitter *e, const isa_bitset *leaf);
/* RT_CLR_<root>(sc): what a nested scope of each root clears of its memo */
void gen_emit_scope_clears(emitter *e);
/* whether displays write runs of pieces through a cursor (isaspec's
 * straight C), and so the decoder needs rt_run.inc */
bool gen_show_runs(const emitter *e);

/* ---- codegen/gen_share.c ---- */

/* the per-leaf straight C, each copy shared by the leaves whose code is the same */
void gen_emit_shows(emitter *e);

/* ---- codegen/gen_dt.c: decodetree's displays as rows ---- */

/* Are the displays written as rows (decodetree, the default form, every
 * leaf's display its name and texts and its own uint and int fields)?
 * Then rt_pieces is empty, and rt_show_leaf prints every leaf. */
bool gen_dt_rows(const emitter *e);
/* the rows' tables and rt_show_leaf */
void gen_dt_emit_shows(emitter *e);

/* ---- codegen/gen_asm.c: NAME_assemble (isaspec) ---- */
/* does this emission write the assembler? */
bool gen_asm_wanted(const isa *m, const gen_opts *o);
/* its return codes and prototype in the header */
void gen_asm_header(const emitter *e, FILE *h);
/* its tables and the runtime rt_asm.inc, rt_asm_settle.inc,
 * rt_asm_cond.inc, rt_asm_memo.inc, rt_asm_fewer.inc and
 * rt_asm_entry.inc, after the whole decoder */
void gen_asm_source(const emitter *e);

/* ---- codegen/gen_asm_util.c: what gen_asm.c and gen_asm_first.c share ---- */
#define GEN_ASM_MAX_DEFS 8 /* rt_asm.inc's RT_A_MAX_DEFS */

/* a growing list of ints */
typedef struct gen_asm_ints {
	int *v;
	int n, cap;
} gen_asm_ints;
void gen_asm_ints_add(gen_asm_ints *l, int x);
/* l's values, per_line a line */
void gen_asm_ints_emit(FILE *c, const gen_asm_ints *l, int per_line);
/* the array decl (its "static const ... name[]") of l's values, sixteen
 * a line, and the zero that keeps it non-empty */
void gen_asm_list_emit(FILE *c, const char *decl, const gen_asm_ints *l);
/* where list l starts in to (equal lists shared through seen) */
int gen_asm_ints_intern(interner *seen, gen_asm_ints *to, const gen_asm_ints *l);
/* l's values two to a row, eight rows a line, and a zero row */
void gen_asm_rows2_emit(FILE *c, const gen_asm_ints *l);
/* l's values four to a row, per_line rows a line, and a zero row */
void gen_asm_rows4_emit(FILE *c, const gen_asm_ints *l, int per_line);
/* is rt_fields index f a field of the case at gc (ncf fields)? */
int gen_asm_in_case(const emitter *e, int gc, int ncf, int f);
/* a case of a bitset's chain: its global index, fields, whether it has
 * a display and a condition */
typedef struct gen_asm_case {
	int gc, nfields, shown, cond;
} gen_asm_case;
/* b's chain's cases in lookup order (*out malloc'ed); their count */
int gen_asm_chain_cases(const emitter *e, const isa_bitset *b, gen_asm_case **out);
/* the runtime's rt_a_local_defs: bitset b's definitions of name (an id)
 * in the order a lookup from case kase picks them; their count */
int gen_asm_local_defs(const emitter *e, const isa_bitset *b, int kase_gc, int ncf, int name, int *out);
/* the (bitset, case of its chain) pairs: each bitset's cases and its
 * ancestors' */
int gen_asm_pair_count(const isa *m);
/* the field of rt_fields index def in bitset b's chain */
const isa_field *gen_asm_field_of(const emitter *e, const isa_bitset *b, int def);

/* ---- codegen/gen_asm_first.c: the assembler's filters by the text's bytes ---- */
/* rt_asm_pair_first, rt_asm_first_set, the needles of the instruction
 * root's pairs and rt_asm_root_cands */
void gen_asm_first(const emitter *e);

/* ---- codegen/gen_asm_cond.c: the assembler's case conditions as C ---- */
/* rt_asm_pair_pick: per pair, its conditions' walk as a function */
void gen_asm_cond(const emitter *e);
/* rt_asm_dfn, rt_asm_dx, rt_asm_pair_dx: per pair, its derived fields'
 * expressions as functions */
void gen_asm_cond_ders(const emitter *e);

/* ---- codegen/gen_asm_enum.c: the assembler's enum values by the text ---- */

/* per enum the function trying the values the text starts with (after
 * rt_asm.inc: rt_a_enum_try) */
void gen_asm_enum_try(const emitter *e);

/* ---- codegen/gen_asm_steps.c: the assembler's match steps ---- */
/* The records of the pairs' pieces (rt_asm_step), those of equal pairs
 * shared: per pair, gen_asm_steps_piece for each piece of its display,
 * then gen_asm_steps_pair. */
typedef struct gen_asm_steps {
	FILE *out, *key; /* the records written; the pair's being built */
	char *buf, *kbuf;
	size_t len, klen;
	interner seen;
	int n;   /* records written */
	int *at; /* per pair, its first record */
	/* what the records do (gen_asm_run.c): the pair's pieces being
	 * built, then every record written */
	struct gen_asm_run_step *pend, *all;
	int npend, cappend, capall;
} gen_asm_steps;
void gen_asm_steps_init(gen_asm_steps *s, int npairs);
/* piece piece (an rt_pieces index; its name's id name) of the pair being
 * built: pd its rt_asm_piece_defs entry, ndefs the definitions of its
 * name the scope holds, readable those decoding can read (a bit each),
 * def and def_id the first readable one */
void gen_asm_steps_piece(gen_asm_steps *s, const isa_piece *pc, int name, int piece, int pd, int ndefs,
			 int readable, const isa_field *def, int def_id);
/* the pair built is pair; returns its first record */
int gen_asm_steps_pair(gen_asm_steps *s, int pair);
/* the type, the records and rt_asm_pair_steps; frees s */
void gen_asm_steps_emit(gen_asm_steps *s, FILE *c, int npairs);
/* per field, its step (rt_asm_field_step), after gen_asm_steps_emit */
void gen_asm_field_steps_emit(const emitter *e);

/* ---- codegen/gen_asm_run.c: the match steps as code ---- */
/* What a record does, kept while its pair is built (gen_asm_steps.c) */
typedef struct gen_asm_run_step {
	int op;             /* GEN_ASM_R_*: what its function does */
	int align, f, wi, shift;
	uint64_t mask;
	const char *text;   /* TEXT: the literal; BOOL: the display (NULL: none) */
	int len, inv, hex;
	int last;           /* it ends its display */
	int derived;        /* its field is derived (wi < 0: its value kept aside) */
} gen_asm_run_step;
enum { GEN_ASM_R_GENERIC, GEN_ASM_R_TEXT, GEN_ASM_R_NAME, GEN_ASM_R_ALIGN, GEN_ASM_R_PASS, GEN_ASM_R_BITSET,
       GEN_ASM_R_BOOL, GEN_ASM_R_UINT, GEN_ASM_R_INT, GEN_ASM_R_ENUM };
/* the pair built is new: its records are kept (from record first) */
void gen_asm_run_pair(gen_asm_steps *s, int first);
/* after rt_asm.inc: the functions, rt_asm_step_fn and rt_a_run; frees
 * what gen_asm_steps_emit left */
void gen_asm_run_emit(gen_asm_steps *s, FILE *c);

/* ---- codegen/gen_args.c: NAME_decode_args ---- */
/* its types and prototype in the header */
void gen_args_header(const emitter *e, FILE *h);
/* its source: after the whole decoder (whole), or after the classifier
 * of --args-only, which has no tables and no expression functions */
void gen_args_source(emitter *e, bool whole);
/* the first leaf whose record needs the generic lookup (override cases, or
 * a derived value that reads itself or a name its leaf lacks), or NULL */
const char *gen_args_dynamic_leaf(const isa *m);

#endif
