/*
 * codegen/emit.h - private to codegen/: the text helpers its files write
 * with (codegen/emit.c).  They depend on nothing else of codegen/, so
 * every file that writes C text imports them and none imports back.
 */
#ifndef ISAPROOF_CODEGEN_EMIT_H
#define ISAPROOF_CODEGEN_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* a C string literal for n bytes of s; the longest one written since
 * gen_literals_reset is remembered for gen_literals_fit */
void gen_c_string(FILE *out, const char *s, size_t n);
/* a new emission: no literal written yet */
void gen_literals_reset(void);
/* Did every literal written since gen_literals_reset stay within
 * GEN_MAX_LITERAL?  False with a message naming the longest. */
bool gen_literals_fit(char *err, size_t errlen);
/* description text made safe to stand inside a C comment */
const char *gen_cmt(const char *s);

#endif
