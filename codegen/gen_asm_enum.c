/*
 * codegen/gen_asm_enum.c - the assembler's enum values by the text:
 * per enum a function (rt_asm_enum_try_K) walking the text's bytes
 * down a switch per byte (a trie of the values' display texts) to the
 * longest value whose text starts the text, then trying, in document
 * order, the values whose texts are prefixes of that one's, each by
 * rt_asm.inc's rt_a_enum_give with its value and length as constants.  The
 * values that match a text are those of its longest match (each a
 * prefix of the text is a prefix of the longest), so rt_a_enum tries
 * exactly the values the whole scan would, in its order, without
 * comparing the others, and without a table of them walked per call.
 * Then, where the text has a digit, a number (rt_a_enum_number).
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

/* the jump to the values of longest match v (its index in the enum, -1:
 * none, straight to the number), marked as used */
static void enum_goto(FILE *c, int v, char *used, int indent)
{
	if (v < 0) {
		fprintf(c, "%.*sgoto num;\n", indent, TABS);
		return;
	}
	used[v] = 1;
	fprintf(c, "%.*sgoto v%d;\n", indent, TABS, v);
}

/* Emits the switch of the values vals[0..n) of en (sorted by their
 * texts, all at least depth bytes long and equal on the first depth)
 * on the text's byte at depth; back: the value to go on with when no
 * longer one fits (its index in the enum, -1: none); used: the values
 * jumped to. */
static void enum_trie(FILE *c, const isa_enum *en, const int *vals, int n, int depth, int back, char *used,
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
		enum_goto(c, back, used, indent);
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
		fputs(")\n", c);
		enum_goto(c, vals[i], used, indent + 1);
		enum_goto(c, back, used, indent);
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
		enum_trie(c, en, vals + i, j - i, depth + 1, back, used, indent + 1);
		i = j;
	}
	fprintf(c, "%.*s}\n", indent, TABS);
	enum_goto(c, back, used, indent);
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

/* Per enum rt_asm_enum_try_K: the values of enum field st that the text
 * at pos starts with, each tried in document order (rt_a_enum_give),
 * then a number where a digit is; the table of those functions and
 * rt_a_enum, which calls them.  Only an assignment sets stop:
 * it is tested after each, and once on entry (rt_a_enum's answer then:
 * nothing tried). */
void gen_asm_enum_try(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	for (int k = 0; k < m->nenums; k++) {
		const isa_enum *en = m->enums[k];
		int *vals = malloc((size_t)(en->nvalues + 1) * sizeof(int));
		char *used = calloc((size_t)en->nvalues + 1, 1);
		for (int i = 0; i < en->nvalues; i++)
			vals[i] = i;
		sort_en = en;
		qsort(vals, (size_t)en->nvalues, sizeof(int), by_text);
		fprintf(c,
			"static int rt_asm_enum_try_%d(rt_actx *c, int si, const rt_astep *st, int pos, rt_a_putfn put)\n"
			"{\n\tconst char *t = c->full + pos;\n\tif (c->stop)\n\t\treturn 0;\n",
			k);
		enum_trie(c, en, vals, en->nvalues, 0, -1, used, 1);
		/* per longest match, the values whose texts are prefixes of its
		 * own (itself and equal texts among them), in document order */
		for (int v = 0; v < en->nvalues; v++) {
			if (!used[v])
				continue;
			const char *d = en->values[v].display;
			fprintf(c, "v%d:\n", v);
			for (int j = 0; j < en->nvalues; j++) {
				const char *p = en->values[j].display;
				if (strncmp(d, p, strlen(p)))
					continue;
				fprintf(c,
					"\tif (rt_a_enum_give(c, si, st, put, UINT64_C(0x%llx), pos + %d))\n\t\treturn 1;\n"
					"\tif (c->stop)\n\t\treturn 0;\n",
					(unsigned long long)en->values[j].val, (int)strlen(p));
			}
			fputs("\tgoto num;\n", c);
		}
		/* the values below 64 (rt_a_enum_number's low) and the least
		 * number none is: below it (st->mask) no number is tried */
		uint64_t low = 0, least = 0;
		for (int i = 0; i < en->nvalues; i++)
			if (en->values[i].val < 64)
				low |= (uint64_t)1 << en->values[i].val;
		while (least < 64 && (low >> least & 1))
			least++;
		if (least)
			fprintf(c, "num:\n\treturn *t >= '0' && *t <= '9' && st->mask >= UINT64_C(%llu) ?\n", (unsigned long long)least);
		else
			fputs("num:\n\treturn *t >= '0' && *t <= '9' ?\n", c);
		fprintf(c, "\t\trt_a_enum_number(c, si, st, pos, put, UINT64_C(0x%llx)) : 0;\n}\n\n", (unsigned long long)low);
		free(used);
		free(vals);
	}
	fputs("static int (*const rt_asm_enum_try[])(rt_actx *, int, const rt_astep *, int, rt_a_putfn) = {", c);
	for (int k = 0; k < m->nenums; k++)
		fprintf(c, "%srt_asm_enum_try_%d,", k % 4 ? " " : "\n\t", k);
	fputs("\n\tNULL\n};\n\n"
	      "static int rt_a_enum(rt_actx *c, int si, const rt_astep *st, int pos, rt_a_putfn put)\n"
	      "{\n\treturn rt_asm_enum_try[rt_fields[st->f].enm](c, si, st, pos, put);\n}\n",
	      c);
}
