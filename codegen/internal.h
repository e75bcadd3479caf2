/*
 * codegen/internal.h - private to codegen/: the pieces gen.c assembles.
 */
#ifndef ISAPROOF_CODEGEN_INTERNAL_H
#define ISAPROOF_CODEGEN_INTERNAL_H

#include <stdio.h>

#include "model/isa.h"

/* the runtime texts, embedded at build time from rt_head.inc, rt_body.inc,
 * ... (codegen/rt_*.inc) */
extern const char gen_rt_head[];
extern const char gen_rt_float[];
extern const char gen_rt_body[];
extern const char gen_rt_api[];
extern const char gen_rt_enc[];
extern const char gen_rt_va[];
extern const char gen_rt_bi[];
extern const char gen_rt_asm[];
extern const char gen_rt_asm_settle[];
extern const char gen_rt_asm_cond[];
extern const char gen_rt_asm_memo[];
extern const char gen_rt_asm_fewer[];
extern const char gen_rt_asm_entry[];
extern const char gen_rt_run[];

/* cexpr.c: the C function computing one expression from its prefetched
 * field values v[] (in e->fields order) and the gen; storage: what comes
 * before its return type ("static", ...) */
void gen_expr_function(FILE *out, const isa_expr *e, const char *storage, const char *fname);

/* classify.c: `static int rt_cls_<k>(const uint64_t *w, uint32_t gen,
 * int *conf)` for root k, from its tree: a root-local leaf index, or
 * <prefix>_NO_MATCH, or <prefix>_CONFLICT with the first two in conf */
void gen_classifier(FILE *out, const isa *m, const isa_dtree *t, int k, const char *prefix);

/* classify.c: the header's declaration of `int <pfx>_opcode(<pfx>_word w
 * [, uint32_t gen])` (the gen only when a leaf depends on it, as
 * <UPFX>_OPCODE_GEN says), and its definition for the instruction root
 * (index root, tree t, whose rt_cls_<root> gen_classifier wrote; -1: none) */
void gen_opcode_decl(FILE *h, const isa *m, const char *pfx, const char *upfx);
void gen_opcode(FILE *out, const isa *m, const isa_dtree *t, int root, const char *pfx, const char *upfx);

/* classify.c: the head and the tree of `static int rt_args_cls(w, gen,
 * conf, a)`, root t's classifier whose answers jump to labels the caller
 * writes after it (gen_args.c: a_<leaf> for each leaf marked in used[],
 * then used[nleaves] a_none, used[nleaves + 1] a_conf, used[nleaves + 2]
 * a_any: switch on k), with the closing brace */
void gen_classifier_args(FILE *out, const isa *m, const isa_dtree *t, const char *prefix,
			 unsigned char *used);

/* classify.c: the source of `gen --classify-only`: the instruction root's
 * classifier and leaf names behind <pfx>_classify and <pfx>_leaf_name
 * (root: its index, or -1 when the description has no #instruction;
 * option: the gen option named in its first line) */
void gen_classify_only(FILE *out, const isa *m, const isa_dtree *t, int root, const char *pfx,
		       const char *upfx, const char *option);

/* gen_va.c: the instruction table a Valhall decoder prints from (the
 * runtime rt_va.inc reads it) */
void gen_va_tables(FILE *c, const isa *m);

/* gen_bi.c: the whole decoder of a Bifrost model (NAME.h to h, NAME.c to
 * c; p the prefix, P the same in capitals, source the path named) */
void gen_bi_emit(FILE *h, FILE *c, const isa *m, const char *p, const char *P, const char *source);

#endif
