/*
 * codegen/gen_asm.c - `isaproof gen`: the assembler of an isaspec
 * description, NAME_assemble.  The runtime rt_asm.inc (and
 * rt_asm_settle.inc) is the search of `isaproof asm` over the decoder's
 * tables; what it needs that the decoder has no table for is written
 * here: the enums' values with their display lengths (the decoder
 * prints enums by switch code; gen_asm_enum.c finds them in a text)
 * and each root's size (an operand field narrower than its root's
 * bitset reads nothing), each bitset's definitions of every name its
 * chain defines (found by a hash of the bitset and the name), the name
 * in the enclosing scope of each operand's params (by a hash of the
 * field and the name inside), the bytes each display's literals need
 * and the instruction root's leaves by a trigram each display needs
 * (the leaf filter), and per (bitset, case of its chain) what a scope
 * of them starts from: its word, its pieces' definitions, the bits
 * its conditions and shown derived fields read, and the fields its
 * conditions read.  The filters by the text's bytes per pair and per
 * root are gen_asm_first.c's, the match steps gen_asm_steps.c's.
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

/* every enum's values in document order (their texts are
 * gen_asm_enum.c's tries) */
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
	fputs("\t0\n};\n\n", c);
}

/* the first row of (a, name) in rt_asm_outer or rt_asm_dn_slot, of
 * mask + 1 rows (rt_asm.inc's rt_a_slot: the same sum in 32 bits) */
static uint32_t slot(int a, int name, uint32_t mask)
{
	return ((uint32_t)a * UINT32_C(0x9e3779b1) + (uint32_t)name * UINT32_C(0x85ebca6b)) >> 8 & mask;
}

/* Per operand field with params and name of one of its params' "as",
 * the name of the first such param in the enclosing scope: {field,
 * as, name} rows in an open-addressed table of a power of two rows, at
 * least half empty ({-1, -1, -1}), so that rt_a_outer finds the name a
 * scope lacks in the enclosing one in about one probe instead of
 * walking the operand's params. */
static void emit_outer_names(const emitter *e)
{
	const isa *m = e->m;
	int n = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++)
			for (int f = 0; f < m->bitsets[b]->cases[k].nfields; f++)
				n += m->bitsets[b]->cases[k].fields[f].nparams;
	uint32_t size = 1;
	while (size < 2 * (uint32_t)n + 1)
		size *= 2;
	int *rows = malloc(3 * (size_t)size * sizeof(int));
	for (uint32_t i = 0; i < 3 * size; i++)
		rows[i] = -1;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			int base = e->field_base[e->case_base[b] + k];
			for (int f = 0; f < cs->nfields; f++)
				for (int p = 0; p < cs->fields[f].nparams; p++) {
					int as = gen_name_id(e, cs->fields[f].params[p].as);
					uint32_t h = slot(base + f, as, size - 1);
					while (rows[3 * h] >= 0 && !(rows[3 * h] == base + f && rows[3 * h + 1] == as))
						h = (h + 1) & (size - 1);
					if (rows[3 * h] >= 0) /* the first param wins */
						continue;
					rows[3 * h] = base + f;
					rows[3 * h + 1] = as;
					rows[3 * h + 2] = gen_name_id(e, cs->fields[f].params[p].name);
				}
		}
	fprintf(e->c, "#define RT_A_OUTER_MASK %uu\n\nstatic const int rt_asm_outer[][3] = {", (unsigned)(size - 1));
	for (uint32_t i = 0; i < size; i++)
		fprintf(e->c, "%s{%d, %d, %d},", i % 4 ? " " : "\n\t", rows[3 * i], rows[3 * i + 1], rows[3 * i + 2]);
	fputs("\n};\n\n", e->c);
	free(rows);
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
/* Per bitset b and name of its rows in rt_asm_dn (dn[at[b] .. at[b +
 * 1])), the row: {b, name, row} in an open-addressed table of a power
 * of two rows, at least a quarter empty (RT_A_DN_EMPTY), of shorts where
 * all fit, so that rt_a_names_defs finds a name's row in a probe or
 * two instead of a binary search. */
static void emit_dn_slots(const emitter *e, const def_name *dn, const int *at)
{
	const isa *m = e->m;
	int n = at[m->nbitsets], most = m->nbitsets;
	uint32_t size = 1;
	while (size < 4 * (uint32_t)n / 3 + 1)
		size *= 2;
	for (int i = 0; i < n; i++)
		if (dn[i].name > most)
			most = dn[i].name;
	int small = most < 65535 && n < 65535, empty = small ? 65535 : -1;
	int *rows = malloc(3 * (size_t)size * sizeof(int));
	for (uint32_t i = 0; i < 3 * size; i++)
		rows[i] = empty;
	for (int b = 0; b < m->nbitsets; b++)
		for (int i = at[b]; i < at[b + 1]; i++) {
			uint32_t h = slot(b, dn[i].name, size - 1);
			while (rows[3 * h] != empty)
				h = (h + 1) & (size - 1);
			rows[3 * h] = b;
			rows[3 * h + 1] = dn[i].name;
			rows[3 * h + 2] = i;
		}
	fprintf(e->c, "#define RT_A_DN_MASK %uu\n#define RT_A_DN_EMPTY %d\n\nstatic const %s rt_asm_dn_slot[][3] = {",
		(unsigned)(size - 1), empty, small ? "unsigned short" : "int");
	for (uint32_t i = 0; i < size; i++)
		fprintf(e->c, "%s{%d, %d, %d},", i % 4 ? " " : "\n\t", rows[3 * i], rows[3 * i + 1], rows[3 * i + 2]);
	fputs("\n};\n\n", e->c);
	free(rows);
}

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
	fputs("\n\t{-1, 0, 0}\n};\n\n", c);
	emit_dn_slots(e, dn, at);
	free(dn);
	free(at);
}

/* Per field, 1 when its case has no condition (a bitset's default):
 * decoding always finds such a definition, so the runtime's
 * rt_a_local_defs puts the matched case's own first only while none
 * of these came before it (model/asm.c's definitions()). */
static void emit_field_always(const emitter *e)
{
	const isa *m = e->m;
	int nf = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *x = m->bitsets[b];
		for (int k = 0; k < x->ncases; k++) {
			int end = e->field_base[e->case_base[x->index] + k] + x->cases[k].nfields;
			nf = end > nf ? end : nf;
		}
	}
	char *always = calloc((size_t)nf + 1, 1);
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *x = m->bitsets[b];
		for (int k = 0; k < x->ncases; k++)
			for (int f = 0; f < x->cases[k].nfields; f++)
				always[e->field_base[e->case_base[x->index] + k] + f] = !x->cases[k].expr;
	}
	fputs("static const unsigned char rt_asm_field_always[] = {", e->c);
	for (int f = 0; f < nf; f++)
		fprintf(e->c, "%s%d,", f % 32 ? " " : "\n\t", always[f]);
	fputs("\n\t0\n};\n\n", e->c);
	free(always);
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
static void leaf_needs(const isa_bitset *b, uint64_t all[2])
{
	int any = 0;
	all[0] = all[1] = ~(uint64_t)0;
	for (const isa_bitset *x = b; x; x = x->parent)
		for (int k = 0; k < x->ncases; k++) {
			uint64_t set[2];
			if (!x->cases[k].display)
				continue;
			case_needs(x, k, b, set);
			all[0] &= set[0];
			all[1] &= set[1];
			any = 1;
		}
	if (!any)
		all[0] = all[1] = 0;
}

static void emit_leaf_chars(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static const uint64_t rt_asm_leaf_chars[][2] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		uint64_t all[2];
		leaf_needs(m->bitsets[b], all);
		emit_char_set(c, all);
	}
	fputs("\t{0, 0}\n};\n\n", c);
}

/* A trigram (three bytes in a row) as one number below 2^24, and its
 * row among GRAM_ROWS as the runtime hashes it (rt_a_scan: bits 12 to 23
 * of a multiplicative hash, which the trigram's 24 bits alone decide,
 * so that the runtime need not clear the byte before them). */
#define GRAM_ROWS 4096
static uint32_t gram_key(const char *s)
{
	return (uint32_t)(unsigned char)s[0] << 16 | (uint32_t)(unsigned char)s[1] << 8 | (unsigned char)s[2];
}

static int gram_row(uint32_t key)
{
	return (int)((key * UINT32_C(0x9e3779b1)) >> 12 & (GRAM_ROWS - 1));
}

/* the rows of the trigrams within s (n bytes), as bits of set[GRAM_ROWS] */
static void add_grams(unsigned char *set, const char *s, size_t n)
{
	for (size_t i = 0; i + 2 < n; i++)
		set[gram_row(gram_key(s + i))] = 1;
}

/* set[GRAM_ROWS]: the rows of the trigrams display d (of leaf b's
 * chain) holds in one of its literal pieces or its {NAME} (the leaf's
 * name) */
static void display_grams(const isa_display *d, const isa_bitset *b, unsigned char *set)
{
	memset(set, 0, GRAM_ROWS);
	for (int p = 0; p < d->npieces; p++)
		if (d->pieces[p].kind == PC_TEXT)
			add_grams(set, d->pieces[p].text, (size_t)d->pieces[p].len);
		else if (d->pieces[p].kind == PC_NAME)
			add_grams(set, b->displayname, strlen(b->displayname));
}

/* fn(display, b, arg) for each display of leaf b's chain (the cases a
 * text can match it through) */
static void each_display(const isa_bitset *b, void (*fn)(const isa_display *, const isa_bitset *, void *), void *arg)
{
	for (const isa_bitset *x = b; x; x = x->parent)
		for (int k = 0; k < x->ncases; k++)
			if (x->cases[k].display)
				fn(x->cases[k].display, b, arg);
}

/* the rows of the trigrams of a leaf's displays, united in any (to
 * count, per row, the leaves some display of which holds one) */
struct gram_count {
	unsigned char *any, *set;
};

static void count_display(const isa_display *d, const isa_bitset *b, void *arg)
{
	struct gram_count *g = arg;
	display_grams(d, b, g->set);
	for (int h = 0; h < GRAM_ROWS; h++)
		g->any[h] |= g->set[h];
}

/* a display's key: of its trigrams' rows the one fewest leaves share
 * (GRAM_ROWS: it has none, the leaf is then always looked at) */
struct gram_key {
	const int *count;
	unsigned char *set, *keys;
	int none;
};

static void key_display(const isa_display *d, const isa_bitset *b, void *arg)
{
	struct gram_key *g = arg;
	int key = GRAM_ROWS;
	display_grams(d, b, g->set);
	for (int h = 0; h < GRAM_ROWS; h++)
		if (g->set[h] && (key == GRAM_ROWS || g->count[h] < g->count[key]))
			key = h;
	if (key == GRAM_ROWS)
		g->none = 1;
	else
		g->keys[key] = 1;
}

/* The instruction root's leaves by the trigrams their displays need,
 * hashed to GRAM_ROWS rows, as lists of leaf numbers (the root's order)
 * from rt_asm_gram_at[row] to rt_asm_gram_at[row + 1] in
 * rt_asm_gram_leaf; rt_asm_gram_none: the leaves always looked at (a
 * display of theirs holds no trigram), a bit set over the root's
 * leaves.  The runtime sets the bits of the rows of the text's
 * trigrams and looks at those leaves only, in the root's order,
 * instead of at every leaf.  Each display of a leaf gives it one row,
 * that of its trigram the fewest leaves share (most rows are empty: a
 * text's trigrams seldom meet another leaf's); a text matching the
 * display holds that trigram, since it holds the display's literals,
 * so a leaf none of whose rows the text meets fails rt_a_needles_fit
 * for every case anyway. */
static void emit_leaf_index(const emitter *e)
{
	const isa_root *r = e->m->instruction;
	FILE *c = e->c;
	int nw = r->nleaves > 0 ? (r->nleaves + 63) / 64 : 1, *count = calloc(GRAM_ROWS, sizeof(int));
	unsigned char *set = malloc(GRAM_ROWS), *any = malloc(GRAM_ROWS);
	/* keys[i * GRAM_ROWS + h]: leaf i is in row h */
	unsigned char *keys = calloc((size_t)(r->nleaves + 1) * GRAM_ROWS, 1);
	unsigned char *none = calloc((size_t)r->nleaves + 1, 1);
	for (int i = 0; i < r->nleaves; i++) {
		struct gram_count g = {any, set};
		memset(any, 0, GRAM_ROWS);
		each_display(r->leaves[i], count_display, &g);
		for (int h = 0; h < GRAM_ROWS; h++)
			count[h] += any[h];
	}
	for (int i = 0; i < r->nleaves; i++) {
		struct gram_key g = {count, set, &keys[(size_t)i * GRAM_ROWS], 0};
		each_display(r->leaves[i], key_display, &g);
		none[i] = (unsigned char)g.none;
	}
	fprintf(c, "#define RT_A_LEAF_WORDS %d\n#define RT_A_GRAM_ROWS %d\n\n", nw, GRAM_ROWS);
	fputs("static const uint64_t rt_asm_gram_none[] = {", c);
	for (int w = 0; w < nw; w++) {
		uint64_t bits = 0;
		for (int i = w * 64; i < r->nleaves && i < w * 64 + 64; i++)
			if (none[i])
				bits |= (uint64_t)1 << (i % 64);
		fprintf(c, "%sUINT64_C(0x%llx)", w ? ", " : "", (unsigned long long)bits);
	}
	fputs("};\n\n", c);
	/* the lists, row by row, each in the root's order (a leaf always
	 * looked at is in none) */
	fprintf(c, "static const unsigned short rt_asm_gram_at[%d] = {", GRAM_ROWS + 1);
	int at = 0;
	for (int h = 0; h <= GRAM_ROWS; h++) {
		fprintf(c, "%s%s%d", h ? "," : "", h % 16 ? " " : "\n\t", at);
		for (int i = 0; h < GRAM_ROWS && i < r->nleaves; i++)
			at += !none[i] && keys[(size_t)i * GRAM_ROWS + (size_t)h];
	}
	fputs("\n};\n\n", c);
	/* the rows that hold a leaf, as bits: most of a text's trigrams
	 * meet none, and this is a 64th of rt_asm_gram_at to read */
	fprintf(c, "static const uint64_t rt_asm_gram_any[%d] = {", GRAM_ROWS / 64);
	for (int w = 0; w < GRAM_ROWS / 64; w++) {
		uint64_t bits = 0;
		for (int h = w * 64; h < w * 64 + 64; h++)
			for (int i = 0; i < r->nleaves; i++)
				if (!none[i] && keys[(size_t)i * GRAM_ROWS + (size_t)h]) {
					bits |= (uint64_t)1 << (h % 64);
					break;
				}
		fprintf(c, "%s%sUINT64_C(0x%llx)", w ? "," : "", w % 4 ? " " : "\n\t", (unsigned long long)bits);
	}
	fputs("\n};\n\n", c);
	fprintf(c, "static const unsigned short rt_asm_gram_leaf[%d] = {", at > 0 ? at : 1);
	int n = 0;
	for (int h = 0; h < GRAM_ROWS; h++)
		for (int i = 0; i < r->nleaves; i++)
			if (!none[i] && keys[(size_t)i * GRAM_ROWS + (size_t)h])
				fprintf(c, "%s%s%d", n ? "," : "", n % 16 ? " " : "\n\t", i), n++;
	fputs(at ? "\n};\n\n" : "0};\n\n", c);
	free(count);
	free(set);
	free(any);
	free(keys);
	free(none);
}

/* ---- per (bitset, case of its chain): what entering a scope needs ---- */

/* the runtime's rt_a_put: bits [low, high] of w (nw words) set to v */
static void put_bits(uint64_t *w, int nw, int low, int high, uint64_t v)
{
	int n = high - low + 1, i = low / 64, s = low % 64;
	uint64_t m = n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
	v &= m;
	w[i] = (w[i] & ~(m << s)) | (v << s);
	if (s && i + 1 < nw)
		w[i + 1] = (w[i + 1] & ~(m >> (64 - s))) | (v >> (64 - s));
}

/* the runtime's rt_a_readable: can decoding read definition f once case
 * kase (index into cc) of the chain is selected? */
static int readable(const emitter *e, const gen_asm_case *cc, int ncc, int kase, int f, int own)
{
	int past = 0;
	for (int j = 0; j < ncc; j++) {
		if (j == kase) {
			if (gen_asm_in_case(e, cc[j].gc, cc[j].nfields, f))
				return 1;
			past = 1;
			continue;
		}
		if (gen_asm_in_case(e, cc[j].gc, cc[j].nfields, f))
			return past ? !own : !cc[j].shown || !cc[j].cond;
	}
	return 1;
}

/* The piece tables of emit_pairs: per pair, where its pieces' entries
 * start in rt_asm_piece_defs ({first definition in rt_asm_pair_defs,
 * count, readable bits} per piece of its display); pairs whose entries
 * are the same (the cases of a parent, seen from leaves that add no
 * field of those names) share them, and so do their definitions. */
static void emit_piece_defs(const emitter *e, gen_asm_steps *steps)
{
	const isa *m = e->m;
	FILE *c = e->c;
	gen_asm_ints at = {0}, pieces = {0}, defs = {0};
	interner seen;
	int npairs = gen_asm_pair_count(m), pair = 0;
	gen_interner_init(&seen, npairs);
	gen_asm_steps_init(steps, npairs);
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		gen_asm_case *cc;
		int ncc = gen_asm_chain_cases(e, bs, &cc), j = 0;
		for (const isa_bitset *x = bs; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++, j++) {
				const isa_display *d = x->cases[k].display;
				char *key;
				size_t len;
				FILE *f = open_memstream(&key, &len);
				gen_asm_ints mine = {0}, entries = {0}; /* its definitions; count, mask */
				for (int p = 0; d && p < d->npieces; p++) {
					int dl[GEN_ASM_MAX_DEFS], n = 0, mask = 0;
					if (d->pieces[p].kind == PC_FIELD)
						n = gen_asm_local_defs(e, bs, cc[j].gc, cc[j].nfields,
							       gen_name_id(e, d->pieces[p].text), dl);
					int own = n && gen_asm_in_case(e, cc[j].gc, cc[j].nfields, dl[0]);
					fprintf(f, "%d:", n);
					for (int i = 0; i < n; i++) {
						mask |= readable(e, cc, ncc, j, dl[i], own) << i;
						fprintf(f, "%d,", dl[i]);
						gen_asm_ints_add(&mine, dl[i]);
					}
					fprintf(f, "/%d;", mask);
					gen_asm_ints_add(&entries, n);
					gen_asm_ints_add(&entries, mask);
				}
				fclose(f);
				int first = gen_interner_add(&seen, key, pieces.n / 3);
				gen_asm_ints_add(&at, first);
				if (first == pieces.n / 3) {
					/* new: its entries and definitions */
					for (int i = 0, used = 0; i < entries.n; i += 2) {
						gen_asm_ints_add(&pieces, defs.n);
						gen_asm_ints_add(&pieces, entries.v[i]);
						gen_asm_ints_add(&pieces, entries.v[i + 1]);
						for (int k2 = 0; k2 < entries.v[i]; k2++)
							gen_asm_ints_add(&defs, mine.v[used++]);
					}
				}
				/* its match steps: the first readable definition of
				 * each field piece with its field */
				for (int p = 0, used = 0; d && p < d->npieces; p++) {
					int n = entries.v[2 * p], mask = entries.v[2 * p + 1], one = -1;
					for (int i = 0; i < n && one < 0; i++)
						if (mask >> i & 1)
							one = mine.v[used + i];
					gen_asm_steps_piece(steps, &d->pieces[p],
							    d->pieces[p].kind == PC_FIELD ? gen_name_id(e, d->pieces[p].text)
											  : -1,
							    e->piece_base[cc[j].gc] + p, first + p, n, mask,
							    one >= 0 ? gen_asm_field_of(e, bs, one) : NULL, one);
					used += n;
				}
				gen_asm_steps_pair(steps, pair++);
				free(mine.v);
				free(entries.v);
			}
		free(cc);
	}
	gen_interner_free(&seen);
	fputs("static const int rt_asm_pair_defs[] = {", c);
	gen_asm_ints_emit(c, &defs, 16);
	fputs("\n\t-1\n};\n\nstatic const int rt_asm_piece_defs[][3] = {", c);
	for (int i = 0; i < pieces.n; i += 3)
		fprintf(c, "%s{%d, %d, %d},", (i / 3) % 8 ? " " : "\n\t", pieces.v[i], pieces.v[i + 1],
			pieces.v[i + 2]);
	fputs("\n\t{0, 0, 0}\n};\n\n", c);
	gen_asm_list_emit(c, "static const int rt_asm_pair_pieces[]", &at);
	gen_asm_steps_emit(steps, c, npairs);
	gen_asm_field_steps_emit(e);
	gen_asm_ints shown = {0}, shown_at = {0};
	int first = 0; /* bitset b's first pair */
	for (int b = 0; b <= m->nbitsets; b++) {
		gen_asm_ints_add(&shown_at, shown.n / 2);
		for (const isa_bitset *x = b < m->nbitsets ? m->bitsets[b] : NULL; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++, first++)
				if (x->cases[k].display) {
					gen_asm_ints_add(&shown, e->case_base[x->index] + k);
					gen_asm_ints_add(&shown, first);
				}
	}
	/* per bitset b from rt_asm_shown_at[b], the cases of its chain with a
	 * display in lookup order, {case, pair}: those rt_a_leaf tries, so
	 * that it skips the others without walking the chain */
	fputs("static const int rt_asm_shown[][2] = {", c);
	gen_asm_rows2_emit(c, &shown);
	gen_asm_list_emit(c, "static const int rt_asm_shown_at[]", &shown_at);
	free(shown.v);
	free(shown_at.v);
	free(at.v);
	free(pieces.v);
	free(defs.v);
}

/* Per bitset b, a pair per case of its chain in lookup order (from the
 * sum of the case counts of the chains of the bitsets before b), each
 * with the word rt_a_enter starts a scope of b matching that case from
 * (b's match with the asserts of the default cases and of the case put
 * in) and, per piece of the case's display,
 * where the definitions of its name the scope itself holds start in
 * rt_asm_pair_defs, how many there are (in lookup order; 0: none there,
 * the lookup goes on through the params) and which of them decoding can
 * read once the case is selected (a bit each).  These depend on
 * the bitset and the case only, so rt_a_piece_field and rt_a_enter read
 * them instead of walking the chain for each scope entered. */
static void emit_pairs(const emitter *e, gen_asm_steps *steps)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int nw = gen_words_of(m);
	fputs("static const uint64_t rt_asm_pair_word[][RT_NWORDS] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		gen_asm_case *cc;
		int ncc = gen_asm_chain_cases(e, m->bitsets[b], &cc);
		for (int j = 0; j < ncc; j++) {
			uint64_t w[ISA_MAX_WORDS];
			memcpy(w, m->bitsets[b]->lmatch.w, sizeof(w));
			int at = 0;
			for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent)
				for (int k = 0; k < x->ncases; k++, at++) {
					if (x->cases[k].expr && at != j)
						continue;
					for (int f = 0; f < x->cases[k].nfields; f++) {
						const isa_field *fd = &x->cases[k].fields[f];
						if (fd->kind == TY_ASSERT)
							put_bits(w, nw, fd->low, fd->high, fd->assert_val.w[0]);
					}
				}
			fputs("\t{", c);
			for (int i = 0; i < nw; i++)
				fprintf(c, "%sUINT64_C(0x%llx)", i ? ", " : "", (unsigned long long)w[i]);
			fputs("},\n", c);
		}
		free(cc);
	}
	fputs("\t{0}\n};\n\n", c);
	/* per pair, where its list in rt_asm_passed starts: the cases with no
	 * display and an assert before the pair's case in the chain, in walk
	 * order, ended by -1 (-1: none, the common case), which are all
	 * rt_a_passed_asserts looks at */
	int np = 0, nl = 0, cap = 256;
	int *at = NULL, *list = malloc((size_t)cap * sizeof(int));
	for (int b = 0; b < m->nbitsets; b++) {
		int at_n = 0;
		for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent)
			at_n += x->ncases;
		at = realloc(at, (size_t)(np + at_n) * sizeof(int));
		int first = -1, n = 0, j = 0;
		int *cases = malloc((size_t)at_n * sizeof(int));
		for (const isa_bitset *x = m->bitsets[b]; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++, j++) {
				/* the list of the cases before this one */
				if (!n) {
					at[np++] = -1;
				} else {
					if (first < 0) {
						first = nl;
						for (int i = 0; i < n; i++) {
							if (nl + 2 > cap)
								list = realloc(list, (size_t)(cap *= 2) * sizeof(int));
							list[nl++] = cases[i];
						}
						list[nl++] = -1;
					}
					at[np++] = first;
				}
				int asserting = 0;
				for (int f = 0; !x->cases[k].display && f < x->cases[k].nfields; f++)
					asserting |= x->cases[k].fields[f].kind == TY_ASSERT;
				if (asserting) {
					cases[n++] = e->case_base[x->index] + k;
					first = -1; /* a longer list from here on */
				}
			}
		free(cases);
	}
	fputs("static const int rt_asm_pair_passed[] = {", c);
	for (int i = 0; i < np; i++)
		fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", at[i]);
	fputs("\n\t0\n};\n\nstatic const int rt_asm_passed[] = {", c);
	for (int i = 0; i < nl; i++)
		fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", list[i]);
	fputs("\n\t-1\n};\n\n", c);
	free(at);
	free(list);
	emit_piece_defs(e, steps);
}

/* ---- per pair: the bits a scope's conditions and shown fields read ---- */

#define ASM_MAX_READS 256

typedef struct reads {
	int pos[ASM_MAX_READS];
	int n, dynamic; /* dynamic: a name leads out of the scope */
	int mixed; /* pos holds names leading out too (xreads_expr's markers) */
} reads;

static void reads_add(reads *r, int bit)
{
	for (int i = 0; i < r->n; i++)
		if (r->pos[i] == bit)
			return;
	if (r->n == ASM_MAX_READS)
		r->dynamic = 1; /* too long to list: walked at run time */
	else
		r->pos[r->n++] = bit;
}

static void reads_expr(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, const isa_expr *x,
		       int depth, reads *r);

/* the runtime's rt_a_add_name, in a scope of leaf b matching kase, the
 * scope's bits relative to its start */
static void reads_name(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, int name, int depth,
		       reads *r)
{
	int defs[GEN_ASM_MAX_DEFS];
	if (name < 0)
		return;
	int n = gen_asm_local_defs(e, b, kase->gc, kase->nfields, name, defs);
	if (!n)
		r->dynamic = 1;
	for (int i = 0; i < n; i++) {
		const isa_field *f = gen_asm_field_of(e, b, defs[i]);
		if (f->derived) {
			if (f->expr)
				reads_expr(e, b, kase, f->expr, depth + 1, r);
			continue;
		}
		for (int bit = f->low; bit <= f->high; bit++)
			reads_add(r, bit);
	}
}

static void reads_expr(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, const isa_expr *x,
		       int depth, reads *r)
{
	if (depth > 8)
		return;
	for (int i = 0; i < x->nfields; i++)
		reads_name(e, b, kase, gen_name_id(e, x->fields[i]), depth, r);
}

static int xreads_expr(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, const isa_expr *x,
		       int depth, gen_asm_ints *out);
static void reads_merge(reads *r, const gen_asm_ints *l);

/* r: the conditions' list of pair (bitset b, chain case j) whose names
 * lead out of the scope, as the runtime's rt_a_case_exprs_walk meets
 * them with no bit known: each case condition's rt_asm_xr row (bits
 * relative to the scope and names leading out) in turn, an entry met
 * again left out (it adds nothing: a bit is in the list or found it
 * full, a name is in rt_a_reads' names done or adds nothing new);
 * dynamic where a row is walked at run time or the list is too long. */
static void reads_mixed(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, int j, reads *r)
{
	gen_asm_ints one = {0};
	int done = 0, jj = 0;
	memset(r, 0, sizeof(*r));
	r->mixed = 1;
	for (const isa_bitset *y = b; y && !done && !r->dynamic; y = y->parent)
		for (int kk = 0; kk < y->ncases && !done && !r->dynamic; kk++, jj++) {
			done = jj == j;
			one.n = 0;
			if (!y->cases[kk].expr)
				continue;
			if (!xreads_expr(e, b, &cc[j], y->cases[kk].expr, 0, &one)) {
				r->dynamic = 1;
				break;
			}
			reads_merge(r, &one);
		}
	free(one.v);
}

/* r gains the entries of l it lacks (an entry met again adds nothing,
 * see reads_mixed); dynamic when too long */
static void reads_merge(reads *r, const gen_asm_ints *l)
{
	for (int i = 0; i < l->n && !r->dynamic; i++) {
		int k = 0;
		while (k < r->n && r->pos[k] != l->v[i])
			k++;
		if (k < r->n)
			continue;
		if (r->n == ASM_MAX_READS)
			r->dynamic = 1;
		else
			r->pos[r->n++] = l->v[i];
	}
}

/* r: the shown derived fields' list of pair (bitset b, chain case j,
 * which shows display d) whose names lead out of the scope, as the
 * runtime's rt_a_shown_exprs_walk meets them with no bit known: per
 * field piece, the rt_asm_xr row of each derived definition's
 * expression in the scope, or where the piece's name has none in the
 * scope, -1 - (16 * name + 15): the runtime looks it up (rt_a_add_mixed)
 * and adds its derived definitions' rows from where it finds them. */
static void reads_shown_mixed(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, int j,
			      const isa_display *d, reads *r)
{
	gen_asm_ints one = {0};
	memset(r, 0, sizeof(*r));
	r->mixed = 1;
	for (int p = 0; d && p < d->npieces && !r->dynamic; p++) {
		int defs[GEN_ASM_MAX_DEFS], name, n;
		if (d->pieces[p].kind != PC_FIELD)
			continue;
		name = gen_name_id(e, d->pieces[p].text);
		n = name < 0 ? 0 : gen_asm_local_defs(e, b, cc[j].gc, cc[j].nfields, name, defs);
		one.n = 0;
		if (name >= 2047) /* past a marker's short */
			r->dynamic = 1;
		else if (name >= 0 && !n)
			gen_asm_ints_add(&one, -1 - (16 * name + 15));
		for (int i = 0; i < n && !r->dynamic; i++) {
			const isa_field *f = gen_asm_field_of(e, b, defs[i]);
			if (f->derived && f->expr && !xreads_expr(e, b, &cc[j], f->expr, 0, &one))
				r->dynamic = 1;
		}
		reads_merge(r, &one);
	}
	free(one.v);
}

/* r[0], r[1]: the bits pair (bitset b, chain case j, which is case k of
 * x) reads in its conditions and in its shown derived fields */
static void pair_reads(const emitter *e, const isa_bitset *b, const gen_asm_case *cc, int j, const isa_bitset *x,
		       int k, reads *r)
{
	memset(r, 0, 2 * sizeof(*r));
	int done = 0, jj = 0;
	for (const isa_bitset *y = b; y && !done; y = y->parent)
		for (int kk = 0; kk < y->ncases && !done; kk++, jj++) {
			if (y->cases[kk].expr)
				reads_expr(e, b, &cc[j], y->cases[kk].expr, 0, &r[0]);
			done = jj == j;
		}
	const isa_display *d = x->cases[k].display;
	for (int p = 0; d && p < d->npieces; p++) {
		int defs[GEN_ASM_MAX_DEFS], n;
		if (d->pieces[p].kind != PC_FIELD)
			continue;
		n = gen_asm_local_defs(e, b, cc[j].gc, cc[j].nfields, gen_name_id(e, d->pieces[p].text), defs);
		if (!n)
			r[1].dynamic = 1;
		for (int i = 0; i < n; i++) {
			const isa_field *f = gen_asm_field_of(e, b, defs[i]);
			if (f->derived && f->expr)
				reads_expr(e, b, &cc[j], f->expr, 0, &r[1]);
		}
	}
	if (r[0].dynamic)
		reads_mixed(e, b, cc, j, &r[0]);
	if (r[1].dynamic)
		reads_shown_mixed(e, b, cc, j, d, &r[1]);
}

/* where list r starts in bits (the same lists shared), and its count
 * (-1: dynamic), onto out */
static void reads_intern(interner *seen, gen_asm_ints *bits, const reads *r, gen_asm_ints *out)
{
	gen_asm_ints l = {(int *)r->pos, r->n, r->n};
	gen_asm_ints_add(out, r->dynamic ? 0 : gen_asm_ints_intern(seen, bits, &l));
	gen_asm_ints_add(out, r->dynamic ? -1 : r->mixed ? -2 - r->n : r->n);
}

/* Per pair (emit_pairs' order), the bits its scope's conditions read
 * (rt_a_case_exprs_walk: the chain's case conditions up to the matched
 * case) and those its shown derived fields read (rt_a_shown_exprs_walk),
 * relative to the scope, in the order the walks meet them with no bit
 * known (equal lists shared); -1: a name there leads out of the scope
 * (through the params), so the runtime walks it; -2 - n: n entries,
 * bits and the names leading out (reads_mixed, reads_shown_mixed), which
 * the runtime walks.  rt_a_reads takes them from here. */
static void emit_pair_reads(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	reads *r = malloc(2 * sizeof(*r));
	gen_asm_ints bits = {0}, at = {0};
	interner seen;
	int npairs = gen_asm_pair_count(m);
	gen_interner_init(&seen, 2 * npairs); /* two lists a pair */
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		gen_asm_case *cc;
		int j = 0;
		gen_asm_chain_cases(e, bs, &cc);
		for (const isa_bitset *x = bs; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++, j++) {
				pair_reads(e, bs, cc, j, x, k, r);
				reads_intern(&seen, &bits, &r[0], &at);
				reads_intern(&seen, &bits, &r[1], &at);
			}
		free(cc);
	}
	gen_interner_free(&seen);
	gen_asm_list_emit(c, "static const short rt_asm_read_bits[]", &bits);
	fputs("static const int rt_asm_pair_reads[][4] = {", c);
	gen_asm_rows4_emit(c, &at, 4);
	free(bits.v);
	free(at.v);
	free(r);
}

/* ---- per (pair, expression of its chain): its bits and its fields ---- */

/* field i of expression x as a scope of leaf b matching kase finds it:
 * its name id (*name, -1: none) and its definitions in the scope (their
 * count; 0 where the name leads out of the scope through the params) */
static int expr_field_defs(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, const isa_expr *x,
			   int i, int *name, int *defs)
{
	*name = gen_name_id(e, x->fields[i]);
	return *name < 0 ? 0 : gen_asm_local_defs(e, b, kase->gc, kase->nfields, *name, defs);
}

/* the runtime's rt_a_prog_expr from a scope of leaf b matching kase at
 * depth onto out: per field {low, high} relative to the scope, or
 * {-1 - x, 0} then x's fields (a derived field), or {-1 - name,
 * 1 + depth} where the name leads out of the scope (through the params:
 * the runtime looks that one up); 0 where the walk ends otherwise than
 * in a value: the runtime resolves the expression itself */
static int prog_expr(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, const isa_expr *x,
		     int depth, gen_asm_ints *out)
{
	if (depth > 8)
		return 0;
	for (int i = 0; i < x->nfields; i++) {
		int defs[GEN_ASM_MAX_DEFS], name;
		int n = expr_field_defs(e, b, kase, x, i, &name, defs);
		const isa_field *f = n ? gen_asm_field_of(e, b, defs[0]) : NULL;
		if (name >= 0 && !n) {
			gen_asm_ints_add(out, -1 - name);
			gen_asm_ints_add(out, 1 + depth);
			continue;
		}
		if (!f || (f->derived && !f->expr))
			return 0;
		if (f->derived) {
			gen_asm_ints_add(out, -1 - f->expr->id);
			gen_asm_ints_add(out, 0);
			if (!prog_expr(e, b, kase, f->expr, depth + 1, out))
				return 0;
			continue;
		}
		gen_asm_ints_add(out, f->low);
		gen_asm_ints_add(out, f->high);
	}
	return 1;
}

/* the runtime's rt_a_add_expr from a scope of leaf b matching kase at
 * depth with no bit known onto out: the bits relative to the scope (each
 * once), and -1 - (16 * name + depth) where a name leads out of the
 * scope (the runtime walks that one); 0: too many to list */
static int xreads_expr(const emitter *e, const isa_bitset *b, const gen_asm_case *kase, const isa_expr *x,
		       int depth, gen_asm_ints *out)
{
	if (depth > 8)
		return 1;
	for (int i = 0; i < x->nfields; i++) {
		int defs[GEN_ASM_MAX_DEFS], name;
		int n = expr_field_defs(e, b, kase, x, i, &name, defs);
		if (name >= 2047) /* past a marker's short */
			return 0;
		if (name >= 0 && !n)
			gen_asm_ints_add(out, -1 - (16 * name + depth));
		for (int d = 0; d < n; d++) {
			const isa_field *f = gen_asm_field_of(e, b, defs[d]);
			if (f->derived) {
				if (f->expr && !xreads_expr(e, b, kase, f->expr, depth + 1, out))
					return 0;
				continue;
			}
			for (int bit = f->low; bit <= f->high; bit++) {
				int k = 0;
				while (k < out->n && out->v[k] != bit)
					k++;
				if (k == out->n)
					gen_asm_ints_add(out, bit);
			}
		}
		if (out->n > ASM_MAX_READS)
			return 0;
	}
	return 1;
}

/* the expressions of bitset b's chain (its cases' conditions, its
 * derived fields') onto xs, by index; their count */
static int chain_exprs(const emitter *e, const isa_bitset *b, unsigned char *mark, int *xs)
{
	const isa *m = e->m;
	int n = 0;
	memset(mark, 0, (size_t)m->nexprs);
	for (const isa_bitset *y = b; y; y = y->parent)
		for (int k = 0; k < y->ncases; k++) {
			if (y->cases[k].expr)
				mark[y->cases[k].expr->id] = 1;
			for (int f = 0; f < y->cases[k].nfields; f++)
				if (y->cases[k].fields[f].derived && y->cases[k].fields[f].expr)
					mark[y->cases[k].fields[f].expr->id] = 1;
		}
	for (int x = 0; x < m->nexprs; x++)
		if (mark[x])
			xs[n++] = x;
	return n;
}

/* Per pair (emit_pairs' order), per expression of its chain by index
 * (rt_asm_pair_xr: where its rows start in rt_asm_xr and how many;
 * equal blocks shared), {expression, where the bits it reads start in
 * rt_asm_xbits, their count (-1: walked at run time), where its fields
 * start in rt_asm_xprog (a row {low, high} or {-1 - x, 0} each), their count
 * (-1: resolved at run time)}: rt_a_add_expr's bits and rt_a_prog_expr's fields from a scope
 * of the pair with no bit known, relative to the scope, as the walks
 * give them; -1 where a name leads out of the scope.  The settling
 * reads the expressions of a match from here instead of walking their
 * names. */
static void emit_pair_exprs(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	gen_asm_ints bits = {0}, prog = {0}, rows = {0}, at = {0}, mine = {0}, one = {0};
	unsigned char *mark = malloc((size_t)m->nexprs + 1);
	int *xs = malloc(((size_t)m->nexprs + 1) * sizeof(int)), nrows = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		gen_asm_case *cc;
		nrows += gen_asm_chain_cases(e, m->bitsets[b], &cc) * chain_exprs(e, m->bitsets[b], mark, xs);
		free(cc);
	}
	interner seen_bits, seen_prog, seen_rows;
	gen_interner_init(&seen_bits, nrows);
	gen_interner_init(&seen_prog, nrows);
	gen_interner_init(&seen_rows, gen_asm_pair_count(m));
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		gen_asm_case *cc;
		int ncc = gen_asm_chain_cases(e, bs, &cc), nx = chain_exprs(e, bs, mark, xs);
		for (int j = 0; j < ncc; j++) {
			mine.n = 0;
			for (int i = 0; i < nx; i++) {
				const isa_expr *x = m->exprs[xs[i]];
				int walked = 0;
				gen_asm_ints_add(&mine, xs[i]);
				one.n = 0;
				if (xreads_expr(e, bs, &cc[j], x, 0, &one)) {
					for (int k = 0; k < one.n; k++)
						walked |= one.v[k] < 0;
					gen_asm_ints_add(&mine, gen_asm_ints_intern(&seen_bits, &bits, &one));
					gen_asm_ints_add(&mine, walked ? -2 - one.n : one.n);
				} else {
					gen_asm_ints_add(&mine, 0);
					gen_asm_ints_add(&mine, -1);
				}
				one.n = 0;
				if (prog_expr(e, bs, &cc[j], x, 0, &one)) {
					gen_asm_ints_add(&mine, gen_asm_ints_intern(&seen_prog, &prog, &one) / 2);
					gen_asm_ints_add(&mine, one.n / 2);
				} else {
					gen_asm_ints_add(&mine, 0);
					gen_asm_ints_add(&mine, -1);
				}
			}
			gen_asm_ints_add(&at, gen_asm_ints_intern(&seen_rows, &rows, &mine) / 5);
			gen_asm_ints_add(&at, nx);
		}
		free(cc);
	}
	gen_interner_free(&seen_bits);
	gen_interner_free(&seen_prog);
	gen_interner_free(&seen_rows);
	gen_asm_list_emit(c, "static const short rt_asm_xbits[]", &bits);
	fputs("static const short rt_asm_xprog[][2] = {", c);
	gen_asm_rows2_emit(c, &prog);
	fputs("static const int rt_asm_xr[][5] = {", c);
	for (int i = 0; i + 4 < rows.n; i += 5)
		fprintf(c, "%s{%d, %d, %d, %d, %d},", (i / 5) % 4 ? " " : "\n\t", rows.v[i], rows.v[i + 1],
			rows.v[i + 2], rows.v[i + 3], rows.v[i + 4]);
	fputs("\n\t{0, 0, 0, 0, 0}\n};\n\n", c);
	fputs("static const int rt_asm_pair_xr[][2] = {", c);
	gen_asm_rows2_emit(c, &at);
	free(bits.v);
	free(prog.v);
	free(rows.v);
	free(at.v);
	free(mine.v);
	free(one.v);
	free(mark);
	free(xs);
}

void gen_asm_source(const emitter *e)
{
	gen_asm_steps steps; /* the match steps' code comes after rt_asm.inc */
	fputs("\n/* ---- the assembler's tables ---- */\n\n", e->c);
	emit_enums(e);
	emit_root_sizes(e);
	emit_outer_names(e);
	emit_defs(e);
	emit_field_always(e);
	emit_char_sets(e);
	emit_leaf_chars(e);
	emit_leaf_index(e);
	emit_pairs(e, &steps);
	emit_pair_reads(e);
	emit_pair_exprs(e);
	gen_asm_cond(e);
	gen_asm_cond_ders(e);
	gen_asm_first(e);
	fputs(gen_rt_asm, e->c);
	gen_asm_enum_try(e);
	gen_asm_run_emit(&steps, e->c);
	fputs(gen_rt_asm_settle, e->c);
	fputs(gen_rt_asm_cond, e->c);
	fputs(gen_rt_asm_memo, e->c);
	fputs(gen_rt_asm_fewer, e->c);
	fputs(gen_rt_asm_entry, e->c);
}
