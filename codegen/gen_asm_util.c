/*
 * codegen/gen_asm_util.c - what the assembler's table writers share
 * (gen_asm.c, gen_asm_first.c): growing lists of ints and their
 * emission, a bitset's chain of cases, the definitions of a name a
 * lookup from a case picks, the count of pairs, the field of an
 * rt_fields index.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

void gen_asm_ints_add(gen_asm_ints *l, int x)
{
	if (l->n == l->cap)
		l->v = realloc(l->v, (size_t)(l->cap = l->cap ? 2 * l->cap : 256) * sizeof(int));
	l->v[l->n++] = x;
}

void gen_asm_ints_emit(FILE *c, const gen_asm_ints *l, int per_line)
{
	for (int i = 0; i < l->n; i++)
		fprintf(c, "%s%d,", i % per_line ? " " : "\n\t", l->v[i]);
}

/* the array decl (its "static const … name[]") of l's values, sixteen a
 * line, and the zero that keeps it non-empty */
void gen_asm_list_emit(FILE *c, const char *decl, const gen_asm_ints *l)
{
	fprintf(c, "%s = {", decl);
	gen_asm_ints_emit(c, l, 16);
	fputs("\n\t0\n};\n\n", c);
}

/* where list l starts in to (equal lists shared through seen) */
int gen_asm_ints_intern(interner *seen, gen_asm_ints *to, const gen_asm_ints *l)
{
	char *key;
	size_t len;
	FILE *f = open_memstream(&key, &len);
	for (int k = 0; k < l->n; k++)
		fprintf(f, "%d,", l->v[k]);
	fclose(f);
	int first = gen_interner_add(seen, key, to->n);
	if (first == to->n)
		for (int k = 0; k < l->n; k++)
			gen_asm_ints_add(to, l->v[k]);
	return first;
}

/* l's values two to a row, {a, b}, eight rows a line, and the zero row
 * that keeps the array non-empty */
void gen_asm_rows2_emit(FILE *c, const gen_asm_ints *l)
{
	for (int i = 0; i + 1 < l->n; i += 2)
		fprintf(c, "%s{%d, %d},", (i / 2) % 8 ? " " : "\n\t", l->v[i], l->v[i + 1]);
	fputs("\n\t{0, 0}\n};\n\n", c);
}

/* l's values four to a row, {a, b, c, d}, per_line rows a line, and the
 * zero row that keeps the array non-empty */
void gen_asm_rows4_emit(FILE *c, const gen_asm_ints *l, int per_line)
{
	for (int i = 0; i + 3 < l->n; i += 4)
		fprintf(c, "%s{%d, %d, %d, %d},", (i / 4) % per_line ? " " : "\n\t", l->v[i], l->v[i + 1],
			l->v[i + 2], l->v[i + 3]);
	fputs("\n\t{0, 0, 0, 0}\n};\n\n", c);
}

/* global case gc holds field f (an rt_fields index) */
int gen_asm_in_case(const emitter *e, int gc, int ncf, int f)
{
	return f >= e->field_base[gc] && f < e->field_base[gc] + ncf;
}

/* one case of bitset b's chain: its global index, fields and whether it
 * has a display and a condition */
int gen_asm_chain_cases(const emitter *e, const isa_bitset *b, gen_asm_case **out)
{
	int n = 0;
	for (const isa_bitset *x = b; x; x = x->parent)
		n += x->ncases;
	gen_asm_case *cc = calloc((size_t)n + 1, sizeof(*cc));
	n = 0;
	for (const isa_bitset *x = b; x; x = x->parent)
		for (int k = 0; k < x->ncases; k++, n++)
			cc[n] = (gen_asm_case){e->case_base[x->index] + k, x->cases[k].nfields,
					     x->cases[k].display != NULL, x->cases[k].expr != NULL};
	*out = cc;
	return n;
}

/* the runtime's rt_a_local_defs: bitset b's definitions of name (an id)
 * in the order a lookup from case kase picks them; their count */
int gen_asm_local_defs(const emitter *e, const isa_bitset *b, int kase_gc, int ncf, int name, int *out)
{
	int n = 0, always = 0; /* always: model/asm.c's definitions() */
	for (const isa_bitset *x = b; x && n < GEN_ASM_MAX_DEFS; x = x->parent)
		for (int k = 0; k < x->ncases && n < GEN_ASM_MAX_DEFS; k++)
			for (int f = 0; f < x->cases[k].nfields && n < GEN_ASM_MAX_DEFS; f++) {
				const isa_field *fd = &x->cases[k].fields[f];
				if (fd->kind == TY_ASSERT || name < 0 || gen_name_id(e, fd->name) != name)
					continue;
				int id = e->field_base[e->case_base[x->index] + k] + f;
				if (gen_asm_in_case(e, kase_gc, ncf, id) && n && !always) {
					memmove(out + 1, out, (size_t)n * sizeof(*out));
					out[0] = id;
				} else {
					out[n] = id;
				}
				always |= !x->cases[k].expr;
				n++;
			}
	return n;
}

/* The number of (bitset, case of its chain) pairs emit_pairs writes:
 * each bitset's own cases and those of every ancestor. */
int gen_asm_pair_count(const isa *m)
{
	int n = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent)
			n += x->ncases;
	return n;
}

/* the field of rt_fields index def in bitset b's chain */
const isa_field *gen_asm_field_of(const emitter *e, const isa_bitset *b, int def)
{
	for (const isa_bitset *y = b; y; y = y->parent)
		for (int k = 0; k < y->ncases; k++) {
			int base = e->field_base[e->case_base[y->index] + k];
			if (def >= base && def < base + y->cases[k].nfields)
				return &y->cases[k].fields[def - base];
		}
	return NULL;
}
