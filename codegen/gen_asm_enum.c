/*
 * codegen/gen_asm_enum.c - the assembler's enum values by the text:
 * per enum a function walking the text's bytes down a switch per byte
 * (a trie of the values' display texts) to the longest value whose
 * text starts the text, and per value the values whose texts are
 * prefixes of its own, in document order.  The values that match a
 * text are those of its longest match (each a prefix of the text is a
 * prefix of the longest), so rt_a_enum tries exactly the values the
 * whole scan would, in its order, without comparing the others.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* enough tabs for the deepest text: a level per byte, past which the
 * indent stays */
static const char TABS[] = "\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t";

/* byte ch as a char constant of the generated C (the text is a char *,
 * so its bytes past 127 are negative there) */
static void enum_char(FILE *c, unsigned char ch)
{
	if (ch >= 32 && ch < 127 && ch != '\'' && ch != '\\')
		fprintf(c, "'%c'", ch);
	else
		fprintf(c, "(char)%u", ch);
}

/* Emits the switch of the values vals[0..n) of en (sorted by their
 * texts, all at least depth bytes long and equal on the first depth)
 * on the text's byte at depth; back: the value to return when no longer
 * one fits (base-relative index, -1: none). */
static void enum_trie(FILE *c, const isa_enum *en, int base, const int *vals, int n, int depth, int back,
		      int indent)
{
	/* the first value no longer than depth (the sort puts them first) is
	 * the longest match so far */
	int i = 0;
	while (i < n && (int)strlen(en->values[vals[i]].display) == depth)
		i++;
	if (i)
		back = vals[0];
	if (i == n) {
		fprintf(c, "%.*sreturn %d;\n", indent, TABS, back < 0 ? -1 : base + back);
		return;
	}
	if (i + 1 == n) {
		/* one longer value left: its rest at once (strncmp stops at
		 * the text's end, its 0) */
		const char *d = en->values[vals[i]].display + depth;
		int rest = (int)strlen(d);
		if (rest == 1) {
			fprintf(c, "%.*sif (t[%d] == ", indent, TABS, depth);
			enum_char(c, (unsigned char)d[0]);
		} else {
			fprintf(c, "%.*sif (!strncmp(t + %d, ", indent, TABS, depth);
			gen_c_string(c, d, (size_t)rest);
			fprintf(c, ", %d)", rest);
		}
		fprintf(c, ")\n%.*sreturn %d;\n", indent + 1, TABS, base + vals[i]);
		fprintf(c, "%.*sreturn %d;\n", indent, TABS, back < 0 ? -1 : base + back);
		return;
	}
	fprintf(c, "%.*sswitch (t[%d]) {\n", indent, TABS, depth);
	while (i < n) {
		unsigned char ch = (unsigned char)en->values[vals[i]].display[depth];
		int j = i;
		while (j < n && (unsigned char)en->values[vals[j]].display[depth] == ch)
			j++;
		fprintf(c, "%.*scase ", indent, TABS);
		enum_char(c, ch);
		fputs(":\n", c);
		enum_trie(c, en, base, vals + i, j - i, depth + 1, back, indent + 1);
		i = j;
	}
	fprintf(c, "%.*s}\n%.*sreturn %d;\n", indent, TABS, indent, TABS, back < 0 ? -1 : base + back);
}

static const isa_enum *sort_en;

/* by text, then document order (the first of equal texts stands for
 * them) */
static int by_text(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	int r = strcmp(sort_en->values[x].display, sort_en->values[y].display);
	return r ? r : x - y;
}

/* per enum rt_asm_enum_find_K(t): the value (its index in
 * rt_asm_enum_val) of the longest text the text t starts with, -1 when
 * none, and the table of those functions */
static void emit_find(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int base = 0;
	for (int k = 0; k < m->nenums; k++) {
		const isa_enum *en = m->enums[k];
		int *vals = malloc((size_t)(en->nvalues + 1) * sizeof(int));
		for (int i = 0; i < en->nvalues; i++)
			vals[i] = i;
		sort_en = en;
		qsort(vals, (size_t)en->nvalues, sizeof(int), by_text);
		fprintf(c, "static int rt_asm_enum_find_%d(const char *t)\n{\n", k);
		/* no text to walk: every value's is empty (sorted last) */
		if (!en->nvalues || !en->values[vals[en->nvalues - 1]].display[0])
			fputs("\t(void)t;\n", c);
		enum_trie(c, en, base, vals, en->nvalues, 0, -1, 1);
		fputs("}\n\n", c);
		free(vals);
		base += en->nvalues;
	}
	fputs("static int (*const rt_asm_enum_find[])(const char *) = {", c);
	for (int k = 0; k < m->nenums; k++)
		fprintf(c, "%srt_asm_enum_find_%d,", k % 4 ? " " : "\n\t", k);
	fputs("\n\tNULL\n};\n\n", c);
}

/* per value (index in rt_asm_enum_val) the values of its enum whose
 * texts are prefixes of its own (itself and equal texts among them), in
 * document order: rt_asm_enum_pre from rt_asm_enum_pre_at[i] to [i + 1] */
static void emit_prefixes(const emitter *e)
{
	const isa *m = e->m;
	gen_asm_ints at = {0}, list = {0};
	for (int k = 0; k < m->nenums; k++) {
		const isa_enum *en = m->enums[k];
		int base = at.n;
		for (int i = 0; i < en->nvalues; i++) {
			const char *d = en->values[i].display;
			gen_asm_ints_add(&at, list.n);
			for (int j = 0; j < en->nvalues; j++) {
				const char *p = en->values[j].display;
				if (!strncmp(d, p, strlen(p)))
					gen_asm_ints_add(&list, base + j);
			}
		}
	}
	gen_asm_ints_add(&at, list.n);
	gen_asm_list_emit(e->c, "static const int rt_asm_enum_pre_at[]", &at);
	gen_asm_list_emit(e->c, "static const int rt_asm_enum_pre[]", &list);
	free(at.v);
	free(list.v);
}

void gen_asm_enum(const emitter *e)
{
	emit_find(e);
	emit_prefixes(e);
}
