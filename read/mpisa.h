/*
 * read/mpisa.h - private to the MPACT-Sim .isa reader (read/mpisa*.c):
 * the declarations as read (read/mpisa_parse.c) and their resolution and
 * link to a .bin_fmt decoder (read/mpisa.c).
 */
#ifndef ISAPROOF_READ_MPISA_H
#define ISAPROOF_READ_MPISA_H

#include "mplex.h"

/* An expression of the .isa grammar (constants, template arguments,
 * latencies, resource cycles, attribute values). */
typedef enum mi_ekind { MI_NUM, MI_NAME, MI_NEG, MI_BIN, MI_CALL } mi_ekind;

typedef struct mi_expr mi_expr;
struct mi_expr {
	mi_ekind kind;
	const char *name; /* MI_NAME, MI_CALL */
	int op;           /* MI_BIN: + - * / */
	mi_expr **args;   /* MI_NEG: 1, MI_BIN: 2, MI_CALL: nargs */
	int nargs;
	isa_loc loc;
};

typedef struct mi_name {
	const char *name;
	isa_loc loc;
} mi_name;

/* { pred : sources : destinations } of one instruction of an opcode */
typedef struct mi_operands {
	LD_VEC(mi_name) names; /* every operand of the group */
	LD_VEC(mi_name) dests;
	LD_VEC(mi_expr *) latencies; /* per destination, NULL: none or (*) */
} mi_operands;

typedef struct mi_res_item {
	mi_name name;
	mi_expr *begin, *end;
} mi_res_item;

typedef struct mi_resources {
	bool named; /* a resources Name = {...} reference */
	mi_name ref;
	LD_VEC(mi_res_item) items;
} mi_resources;

typedef struct mi_attr {
	mi_name name;
	mi_expr *value;
} mi_attr;

/* disasm: / semfunc: / resources: / attributes: of an opcode */
typedef struct mi_attrs {
	LD_VEC(mp_tok) disasm;
	isa_loc disasm_loc;
	bool has_disasm;
	int nsemfunc;
	isa_loc semfunc_loc;
	bool has_semfunc, has_resources, has_attributes;
	mi_resources res;
	LD_VEC(mi_attr) attributes;
} mi_attrs;

typedef enum mi_okind { MI_NEW, MI_DELETE, MI_OVERRIDE } mi_okind;

typedef struct mi_slot mi_slot;

typedef struct mi_opcode {
	const char *name;
	isa_loc loc;
	mi_okind kind;
	LD_VEC(mi_operands) groups; /* one per instruction (operand group) */
	mi_attrs attrs;
	mi_slot *slot; /* the slot that declares it */
	int index;     /* in the link: its place in the enum, -1: not yet */
} mi_opcode;

typedef struct mi_const {
	mi_name name;
	mi_expr *value;
} mi_const;

typedef struct mi_base {
	mi_name name;
	LD_VEC(mi_expr *) args;
	bool has_args;
} mi_base;

typedef struct mi_resdef {
	mi_name name;
	mi_resources res;
} mi_resdef;

struct mi_slot {
	const char *name;
	isa_loc loc;
	int ninstances; /* slot name[N]; 1 when not given */
	bool is_template;
	LD_VEC(mi_name) params;
	LD_VEC(mi_base) bases;
	LD_VEC(mi_const) consts;
	LD_VEC(mi_resdef) resources;
	LD_VEC(mi_opcode *) opcodes;
	bool has_default_opcode;
	mi_attrs default_opcode;
	isa_loc default_loc;
	mi_expr *default_latency;
	LD_VEC(mi_attr) default_attributes;
	/* resolution */
	int state; /* 0 new, 1 in progress, 2 done */
	bool checked;
	LD_VEC(mi_opcode *) ops; /* after inheritance: the opcodes it holds */
	LD_VEC(mi_slot *) ancestors;
};

typedef struct mi_slotref {
	mi_name name;
	int lo, hi; /* instance range; -1 when none given */
	isa_loc range_loc;
} mi_slotref;

typedef struct mi_bundle {
	const char *name;
	isa_loc loc;
	LD_VEC(mi_slotref) slots;
	LD_VEC(mi_name) bundles;
	int state;
} mi_bundle;

typedef struct mi_isadecl {
	const char *name;
	isa_loc loc;
	const char *namespace_;
	LD_VEC(mi_slotref) slots;
	LD_VEC(mi_name) bundles;
} mi_isadecl;

typedef struct mi_state {
	isa_diags *d; /* first: the mp_error macros take this state */
	isa_arena *a;
	const isa_load_opts *opts;
	isa_allows *allows; /* where the comments' allows go */
	LD_VEC(mi_isadecl *) isas;
	LD_VEC(mi_bundle *) bundles;
	LD_VEC(mi_slot *) slots;
	LD_VEC(mi_const) consts;
	LD_VEC(int) widths;
	isa_loc widths_loc;
	bool has_widths;
	LD_VEC(const char *) files;
	/* declarations a syntax error cut short: only freed */
	LD_VEC(mi_isadecl *) dropped_isas;
	LD_VEC(mi_bundle *) dropped_bundles;
	LD_VEC(mi_slot *) dropped_slots;
	uint64_t gen_tokens; /* written by GENERATE so far (mpgen.c) */
	bool syntax; /* a syntax error somewhere: resolution would only report consequences */
} mi_state;

typedef LD_VEC(mi_name) mi_includes;

/* Parse one file's tokens into S (its #include lines into incs). */
void mi_parse_tokens(mi_state *S, mp_tok *toks, int n, mi_includes *incs);

/* Read the .isa file `path` (or opts->mp_isa_buffer) and its includes,
 * select an isa (name, else the only one, else `fallback` when the file
 * defines one of that name; NULL name and several: every isa is checked
 * and none selected) and resolve it.  Returns the selected isa in the
 * arena, or NULL.  The allows of its comments go to allows. */
isa_mp_isa *mi_load(const char *path, const char *name, const char *fallback, const isa_load_opts *opts,
		    isa_diags *d, isa_arena *a, isa_allows *allows);

#endif
