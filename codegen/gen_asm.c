/*
 * codegen/gen_asm.c - `isaproof gen`: the assembler of an isaspec
 * description, NAME_assemble.  The runtime rt_asm.inc is the search of
 * `isaproof asm` over the decoder's tables; what it needs that the
 * decoder has no table for is written here: the enums' values with their
 * display texts (the decoder prints enums by switch code) and each root's
 * size (an operand field narrower than its root's bitset reads nothing),
 * each bitset's definitions of every name its chain defines, and the
 * bytes each display's literals need (the leaf filter's first test).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

bool gen_asm_wanted(const isa *m, const gen_opts *o)
{
	return m->instruction && !m->va && !m->dt && !m->mp && !o->no_asm && !o->classify_only &&
	       !o->args_only;
}

void gen_asm_header(const emitter *e, FILE *h)
{
	const char *p = e->pfx, *P = e->upfx;
	fprintf(h,
		"/* %s_assemble(text, gen, &w): the word whose decoding at the gen prints\n"
		" * exactly the text (as %s_disasm without errors shown), found as\n"
		" * `isaproof asm` finds it: the display templates read backwards, the\n"
		" * bits the text does not show searched (at most 2,000,000 match steps\n"
		" * and 200,000 decodes), bits the text does not decide left 0.  The text\n"
		" * is one instruction, no newline at its end, at most 4,096 bytes.\n"
		" * Returns %s_ASM_OK (0) with *w set; %s_ASM_NO_WORD: no word prints\n"
		" * the text; %s_ASM_BAD_TEXT: text or w is NULL; %s_ASM_LIMIT: a budget\n"
		" * (text length, steps, decodes, memory) ran out first. */\n"
		"#define %s_ASM_OK 0\n#define %s_ASM_NO_WORD 1\n#define %s_ASM_BAD_TEXT 2\n"
		"#define %s_ASM_LIMIT 3\n"
		"int %s_assemble(const char *text, uint32_t gen, %s_insn *w);\n\n",
		p, p, P, P, P, P, P, P, P, P, p, p);
}

/* every enum's values in document order, with their display texts */
static void emit_enums(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static const int rt_asm_enum_at[] = {", c);
	int at = 0;
	for (int k = 0; k < m->nenums; k++) {
		fprintf(c, "%s%d,", k % 16 ? " " : "\n\t", at);
		at += m->enums[k]->nvalues;
	}
	fprintf(c, "\n\t%d\n};\n\nstatic const uint64_t rt_asm_enum_val[] = {\n", at);
	for (int k = 0; k < m->nenums; k++)
		for (int i = 0; i < m->enums[k]->nvalues; i++)
			fprintf(c, "\tUINT64_C(0x%llx),\n", (unsigned long long)m->enums[k]->values[i].val);
	fputs("\t0\n};\n\nstatic const char *const rt_asm_enum_text[] = {\n", c);
	for (int k = 0; k < m->nenums; k++)
		for (int i = 0; i < m->enums[k]->nvalues; i++) {
			const char *d = m->enums[k]->values[i].display;
			fputc('\t', c);
			gen_c_string(c, d, strlen(d));
			fputs(",\n", c);
		}
	fputs("\t\"\"\n};\n\n", c);
}

static void emit_root_sizes(const emitter *e)
{
	const isa *m = e->m;
	fputs("static const int rt_asm_root_size[] = {", e->c);
	for (int r = 0; r < m->nroots; r++)
		fprintf(e->c, "%s%d,", r % 16 ? " " : "\n\t", m->roots[r].root->size);
	fputs("\n\t0\n};\n\n", e->c);
}

typedef struct def_name {
	int name, first, n;
} def_name;

static int cmp_def_name(const void *a, const void *b)
{
	const def_name *x = a, *y = b;
	return x->name < y->name ? -1 : x->name > y->name;
}

/* Per bitset, the names its chain defines (sorted by name id), each
 * with its fields in the order a lookup walks them (the bitset first,
 * then its ancestors; cases and fields in table order; no asserts): the
 * runtime's definitions of a name without a walk over the chain. */
static void emit_defs(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int total = 0, nn = 0, cap = 64;
	def_name *dn = malloc((size_t)cap * sizeof(*dn));
	int *at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	fputs("static const int rt_asm_df[] = {", c);
	for (int b = 0; b < m->nbitsets; b++) {
		int from = nn;
		at[b] = nn;
		for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++)
				for (int f = 0; f < x->cases[k].nfields; f++) {
					const isa_field *fd = &x->cases[k].fields[f];
					int id = gen_name_id(e, fd->name);
					if (fd->kind == TY_ASSERT || id < 0)
						continue;
					int i = from;
					while (i < nn && dn[i].name != id)
						i++;
					if (i == nn) {
						if (nn == cap)
							dn = realloc(dn, (size_t)(cap *= 2) * sizeof(*dn));
						dn[nn++] = (def_name){id, -1, 0};
					}
					dn[i].n++;
				}
		/* the fields, name by name in the order first met */
		for (int i = from; i < nn; i++) {
			dn[i].first = total;
			for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent) {
				int gc = e->case_base[x->index];
				for (int k = 0; k < x->ncases; k++)
					for (int f = 0; f < x->cases[k].nfields; f++) {
						const isa_field *fd = &x->cases[k].fields[f];
						if (fd->kind == TY_ASSERT || gen_name_id(e, fd->name) != dn[i].name)
							continue;
						fprintf(c, "%s%d,", total % 16 ? " " : "\n\t",
							e->field_base[gc + k] + f);
						total++;
					}
			}
		}
		qsort(dn + from, (size_t)(nn - from), sizeof(*dn), cmp_def_name);
	}
	at[m->nbitsets] = nn;
	fputs("\n\t-1\n};\n\nstatic const int rt_asm_dn[][3] = {", c);
	for (int i = 0; i < nn; i++)
		fprintf(c, "%s{%d, %d, %d},", i % 6 ? " " : "\n\t", dn[i].name, dn[i].first, dn[i].n);
	fputs("\n\t{-1, 0, 0}\n};\n\nstatic const int rt_asm_dn_at[] = {", c);
	for (int b = 0; b <= m->nbitsets; b++)
		fprintf(c, "%s%d,", b % 16 ? " " : "\n\t", at[b]);
	fputs("\n\t0\n};\n\n", c);
	free(dn);
	free(at);
}

/* bytes as 128 bits: bit (byte & 127); a byte above 127 shares its bit
 * with one below, which only makes the filter below let more through */
static void add_chars(uint64_t set[2], const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned ch = (unsigned char)s[i] & 127u;
		set[ch / 64] |= (uint64_t)1 << (ch % 64);
	}
}

static void emit_char_set(FILE *c, const uint64_t set[2])
{
	fprintf(c, "\t{UINT64_C(0x%llx), UINT64_C(0x%llx)},\n", (unsigned long long)set[0],
		(unsigned long long)set[1]);
}

/* Per case (rt_cases order), the bytes of its display's literal pieces
 * and whether it prints {NAME}; per bitset, the bytes of its display
 * name.  The runtime's leaf filter asks first whether the text holds
 * every byte a case needs, and looks for the literals themselves only
 * in the cases that pass. */
static void emit_char_sets(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static const uint64_t rt_asm_case_chars[][2] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_display *d = m->bitsets[b]->cases[k].display;
			uint64_t set[2] = {0, 0};
			for (int p = 0; d && p < d->npieces; p++)
				if (d->pieces[p].kind == PC_TEXT)
					add_chars(set, d->pieces[p].text, (size_t)d->pieces[p].len);
			emit_char_set(c, set);
		}
	fputs("\t{0, 0}\n};\n\nstatic const unsigned char rt_asm_case_name[] = {", c);
	int at = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++, at++) {
			const isa_display *d = m->bitsets[b]->cases[k].display;
			int named = 0;
			for (int p = 0; d && p < d->npieces; p++)
				named |= d->pieces[p].kind == PC_NAME;
			fprintf(c, "%s%d,", at % 16 ? " " : "\n\t", named);
		}
	fputs("\n\t0\n};\n\nstatic const uint64_t rt_asm_name_chars[][2] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		uint64_t set[2] = {0, 0};
		const char *dn = m->bitsets[b]->displayname;
		add_chars(set, dn, strlen(dn));
		emit_char_set(c, set);
	}
	fputs("\t{0, 0}\n};\n\n", c);
}

/* the bytes case k of bitset x needs when leaf b prints it */
static void case_needs(const isa_bitset *x, int k, const isa_bitset *b, uint64_t set[2])
{
	const isa_display *d = x->cases[k].display;
	set[0] = set[1] = 0;
	for (int p = 0; p < d->npieces; p++) {
		if (d->pieces[p].kind == PC_TEXT)
			add_chars(set, d->pieces[p].text, (size_t)d->pieces[p].len);
		else if (d->pieces[p].kind == PC_NAME)
			add_chars(set, b->displayname, strlen(b->displayname));
	}
}

/* Per bitset, the bytes every display of its chain needs (each case's
 * literals and, where it prints {NAME}, the bitset's name): a text
 * lacking one of them matches none of its displays, so the leaf filter
 * drops the leaf with one test instead of one per case.  A bitset
 * without a display needs nothing here (its filter finds no case). */
static void emit_leaf_chars(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static const uint64_t rt_asm_leaf_chars[][2] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		uint64_t all[2] = {~(uint64_t)0, ~(uint64_t)0};
		int any = 0;
		for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++) {
				uint64_t set[2];
				if (!x->cases[k].display)
					continue;
				case_needs(x, k, m->bitsets[b], set);
				all[0] &= set[0];
				all[1] &= set[1];
				any = 1;
			}
		if (!any)
			all[0] = all[1] = 0;
		emit_char_set(c, all);
	}
	fputs("\t{0, 0}\n};\n\n", c);
}

void gen_asm_source(const emitter *e)
{
	fputs("\n/* ---- the assembler's tables ---- */\n\n", e->c);
	emit_enums(e);
	emit_root_sizes(e);
	emit_defs(e);
	emit_char_sets(e);
	emit_leaf_chars(e);
	fputs(gen_rt_asm, e->c);
}
