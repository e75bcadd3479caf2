/*
 * codegen/gen_asm_first.c - `isaproof gen`: the assembler's filters by the
 * text's bytes (codegen/gen_asm.c writes the rest of its tables): per
 * pair, the bytes its display can start with; per pair of an instruction
 * leaf, the runs of literals its display needs in order, each with the
 * bytes that may follow it (the case filters of rt_a_leaf); per root and
 * byte, the cases an operand's reading can start with there
 * (rt_a_operand's).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* ---- per pair: the bytes its display can start with ---- */

/* The bytes a piece of text (a field's reading, a display from some
 * piece on) can start with, and whether it can be empty.  A superset is
 * always sound: the runtime only drops a case whose text at the place
 * starts with a byte outside the set (such a case fails its first match
 * step anyway). */
typedef struct first_set {
	uint64_t b[4];
	int nullable;
} first_set;

static void fs_add(first_set *s, unsigned ch)
{
	s->b[(ch & 255u) / 64] |= (uint64_t)1 << (ch % 64);
}

static void fs_range(first_set *s, unsigned lo, unsigned hi)
{
	for (unsigned ch = lo; ch <= hi; ch++)
		fs_add(s, ch);
}

static void fs_all(first_set *s)
{
	memset(s->b, 0xff, sizeof(s->b));
	s->nullable = 1;
}

static void fs_unite(first_set *s, const first_set *t)
{
	for (int i = 0; i < 4; i++)
		s->b[i] |= t->b[i];
	s->nullable |= t->nullable;
}

/* the runtime's memo of first_of_root per root: 0 not yet, 1 being
 * computed (a root reached again within itself reads as anything), 2 */
typedef struct first_memo {
	first_set *set;
	int *state;
} first_memo;

static void first_of_display(const emitter *e, first_memo *mm, const isa_bitset *b, const gen_asm_case *kase,
			     const isa_display *d, int from, first_set *s, int depth);

/* what the readings of an operand of root r (an index into m->roots)
 * can start with: any display of any of its leaves (at any gen) */
static void first_of_root(const emitter *e, first_memo *mm, int r, first_set *s, int depth)
{
	const isa *m = e->m;
	if (r < 0 || r >= m->nroots || depth > 8 || mm->state[r] == 1) {
		fs_all(s);
		return;
	}
	if (mm->state[r] == 2) {
		*s = mm->set[r];
		return;
	}
	mm->state[r] = 1;
	memset(s, 0, sizeof(*s));
	for (int i = 0; i < m->roots[r].nleaves; i++) {
		const isa_bitset *b = m->roots[r].leaves[i];
		gen_asm_case *cc;
		int j = 0;
		gen_asm_chain_cases(e, b, &cc);
		for (const isa_bitset *x = b; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++, j++) {
				first_set t;
				if (!x->cases[k].display)
					continue;
				first_of_display(e, mm, b, &cc[j], x->cases[k].display, 0, &t, depth + 1);
				fs_unite(s, &t);
			}
		free(cc);
	}
	mm->set[r] = *s;
	mm->state[r] = 2;
}

/* an enum field reads a number only of a value the enum lacks that fits
 * its width (rt_a_enum): none when the enum has every value */
static int enum_reads_numbers(const isa_field *f)
{
	int w = f->high - f->low + 1;
	if (f->derived || w > 16)
		return 1;
	for (uint64_t v = 0; v < ((uint64_t)1 << w); v++) {
		int has = 0;
		for (int i = 0; i < f->enm->nvalues && !has; i++)
			has = f->enm->values[i].val == v;
		if (!has)
			return 1;
	}
	return 0;
}

/* what the runtime's rt_a_field reads for field f can start with */
static void first_of_field(const emitter *e, first_memo *mm, const isa_field *f, first_set *s, int depth)
{
	memset(s, 0, sizeof(*s));
	switch (f->kind) {
	case TY_INT:
	case TY_BRANCH:
	case TY_ABSBRANCH:
		fs_add(s, '-');
		fs_range(s, '0', '9');
		break;
	case TY_UINT:
		fs_range(s, '0', '9');
		break;
	case TY_HEX:
		fs_range(s, '0', '9');
		fs_range(s, 'a', 'f');
		break;
	case TY_OFFSET:
		fs_add(s, '-');
		/* fall through */
	case TY_UOFFSET:
		fs_add(s, '+');
		s->nullable = 1;
		break;
	case TY_FLOAT:
		fs_add(s, '-');
		fs_range(s, '0', '9');
		fs_add(s, 'i');
		fs_add(s, 'n');
		break;
	case TY_BOOL:
	case TY_BOOL_INV:
		if (!f->display) {
			fs_range(s, '0', '1');
		} else {
			if (f->display[0])
				fs_add(s, (unsigned char)f->display[0]);
			s->nullable = 1;
		}
		break;
	case TY_ENUM:
		if (!f->enm) {
			fs_all(s);
			break;
		}
		for (int i = 0; i < f->enm->nvalues; i++) {
			const char *d = f->enm->values[i].display;
			if (d[0])
				fs_add(s, (unsigned char)d[0]);
			else
				s->nullable = 1;
		}
		if (enum_reads_numbers(f))
			fs_range(s, '0', '9');
		break;
	case TY_BITSET:
		first_of_root(e, mm, f->root_index - 1, s, depth);
		break;
	default: /* custom, assert: nothing */
		s->nullable = 1;
		break;
	}
}

/* what display d of leaf b, matched through chain case kase, can start
 * with from piece from on (nullable: every piece from there can read
 * nothing) */
static void first_of_display(const emitter *e, first_memo *mm, const isa_bitset *b, const gen_asm_case *kase,
			     const isa_display *d, int from, first_set *s, int depth)
{
	memset(s, 0, sizeof(*s));
	for (int p = from; p < d->npieces; p++) {
		const isa_piece *pc = &d->pieces[p];
		first_set t;
		memset(&t, 0, sizeof(t));
		if (pc->align > 0 && pc->kind != PC_TEXT)
			fs_add(&t, ' ');
		if (pc->kind == PC_TEXT) {
			if (pc->len > 0)
				fs_add(&t, (unsigned char)pc->text[0]);
			t.nullable = pc->len <= 0;
		} else if (pc->kind == PC_ALIGN) {
			t.nullable = 1;
		} else if (pc->kind == PC_NAME) {
			if (b->displayname[0])
				fs_add(&t, (unsigned char)b->displayname[0]);
			t.nullable = !b->displayname[0];
		} else if (pc->kind == PC_FIELD) {
			int defs[GEN_ASM_MAX_DEFS];
			int n = gen_asm_local_defs(e, b, kase->gc, kase->nfields, gen_name_id(e, pc->text), defs);
			if (!n)
				fs_all(&t); /* through the params: looked up at run time */
			for (int i = 0; i < n; i++) {
				first_set u;
				first_of_field(e, mm, gen_asm_field_of(e, b, defs[i]), &u, depth);
				fs_unite(&t, &u);
			}
		} else {
			fs_all(&t);
		}
		fs_unite(s, &t);
		if (!t.nullable) {
			s->nullable = 0;
			return;
		}
	}
	s->nullable = 1;
}

/* ---- per pair of the instruction root: the literals its display needs ---- */

/* one needle: literal pieces in a row (the leaf's name among them) */
typedef struct needle {
	char *text;
	int anchored; /* the display starts with it: the text must too */
	int follow;   /* index into rt_asm_first_set of what may follow it, -1 anything */
} needle;

/* the set s as an index into rt_asm_first_set, written when new */
static int first_index(FILE *c, interner *seen, gen_asm_ints *sets, const first_set *s)
{
	char *key;
	size_t len;
	FILE *f = open_memstream(&key, &len);
	fprintf(f, "%llx,%llx,%llx,%llx", (unsigned long long)s->b[0], (unsigned long long)s->b[1],
		(unsigned long long)s->b[2], (unsigned long long)s->b[3]);
	fclose(f);
	int first = gen_interner_add(seen, key, sets->n);
	if (first == sets->n) {
		fprintf(c, "\t{UINT64_C(0x%llx), UINT64_C(0x%llx), UINT64_C(0x%llx), UINT64_C(0x%llx)},\n",
			(unsigned long long)s->b[0], (unsigned long long)s->b[1], (unsigned long long)s->b[2],
			(unsigned long long)s->b[3]);
		gen_asm_ints_add(sets, first);
	}
	return first;
}

/* Display d of instruction leaf b (chain case kase) as needles onto
 * out: each run of literal pieces (and {NAME} without a column) is one
 * needle, with the bytes what follows it can start with (the text's
 * end, its 0, where all that follows can read nothing). */
static int display_needles(const emitter *e, first_memo *mm, FILE *c, interner *seen, gen_asm_ints *sets,
			   const isa_bitset *b, const gen_asm_case *kase, const isa_display *d, needle *out)
{
	int n = 0, anchored = 0;
	char *buf = NULL;
	size_t blen = 0;
	FILE *f = NULL;
	for (int p = 0; p <= d->npieces; p++) {
		const isa_piece *pc = p < d->npieces ? &d->pieces[p] : NULL;
		int lit = pc && ((pc->kind == PC_TEXT && pc->len > 0) || (pc->kind == PC_NAME && b->displayname[0]));
		int joins = lit && (pc->kind == PC_TEXT || pc->align <= 0);
		if (f && !joins) {
			/* the needle ends before piece p */
			fclose(f);
			f = NULL;
			first_set s;
			first_of_display(e, mm, b, kase, d, p, &s, 0);
			if (s.nullable)
				fs_add(&s, 0);
			int all = 1;
			for (int i = 0; i < 4; i++)
				all &= s.b[i] == ~(uint64_t)0;
			out[n].text = buf;
			out[n].anchored = anchored;
			out[n].follow = all ? -1 : first_index(c, seen, sets, &s);
			n++;
		}
		if (!lit)
			continue;
		if (!f) {
			f = open_memstream(&buf, &blen);
			anchored = p == 0 && (pc->kind == PC_TEXT || pc->align <= 0);
		}
		if (pc->kind == PC_TEXT)
			fwrite(pc->text, 1, (size_t)pc->len, f);
		else
			fputs(b->displayname, f);
	}
	return n;
}

/* Per pair (emit_pairs' order), the bytes its display can start with as
 * an index into rt_asm_first_set (equal sets shared), -1 when it can
 * read nothing or anything: rt_a_leaf enters a case only where the
 * text's byte (its 0 at the end) is in the set.  Per pair of a leaf of
 * the instruction root, its needles (display_needles; rt_asm_needle:
 * the text's index in rt_asm_needle_text, anchored, follow, length) from
 * rt_asm_pair_needles: rt_a_leaf enters such a case at the top only
 * when the text holds them in order, each followed by a byte it may
 * be followed by. */
/* Per root r of an operand and byte ch of the text where it starts (its
 * 0 at the end), the cases of its leaves rt_a_operand tries in its
 * order (the root's leaves, each one's cases with a display in lookup
 * order) whose display can start with ch (fs: the pair's bytes, NULL
 * where it has no display): rt_asm_root_at[256 r + ch] is where their
 * count, then {leaf, row of rt_asm_shown} each, starts in
 * rt_asm_root_cands (equal lists shared).  The case filter of
 * rt_a_first_fits with the walk over the leaves and their chains done
 * here. */
static void emit_root_cands(const emitter *e, const first_set *fs, const int *pair_of, const int *row_of)
{
	const isa *m = e->m;
	FILE *c = e->c;
	gen_asm_ints at = {0}, cands = {0}, l = {0};
	interner seen;
	gen_interner_init(&seen, 64 * m->nroots + 64);
	for (int r = 0; r < m->nroots; r++)
		for (unsigned ch = 0; ch < 256; ch++) {
			l.n = 0;
			gen_asm_ints_add(&l, 0);
			for (int i = 0; i < m->roots[r].nleaves; i++) {
				int b = m->roots[r].leaves[i]->index;
				for (int p = pair_of[b]; p < pair_of[b + 1]; p++) {
					if (row_of[p] < 0 || !(fs[p].nullable || (fs[p].b[ch / 64] >> (ch % 64) & 1)))
						continue;
					gen_asm_ints_add(&l, b);
					gen_asm_ints_add(&l, row_of[p]);
					l.v[0]++;
				}
			}
			gen_asm_ints_add(&at, gen_asm_ints_intern(&seen, &cands, &l));
		}
	gen_interner_free(&seen);
	gen_asm_list_emit(c, "static const int rt_asm_root_cands[]", &cands);
	gen_asm_list_emit(c, "static const int rt_asm_root_at[]", &at);
	free(at.v);
	free(cands.v);
	free(l.v);
}

void gen_asm_first(const emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	gen_asm_ints at = {0}, sets = {0}, nat = {0}, nd = {0};
	/* per pair its bytes (fs) and row of rt_asm_shown (-1: no display);
	 * per bitset its first pair (emit_root_cands) */
	int npairs = gen_asm_pair_count(m), row = 0;
	first_set *fs = calloc((size_t)npairs + 1, sizeof(*fs));
	int *row_of = calloc((size_t)npairs + 1, sizeof(*row_of));
	int *pair_of = calloc((size_t)m->nbitsets + 1, sizeof(*pair_of));
	interner seen;
	first_memo mm;
	char *texts;
	size_t tlen;
	FILE *tf = open_memstream(&texts, &tlen);
	int ntexts = 0;
	char *is_top = calloc((size_t)m->nbitsets + 1, 1);
	for (int i = 0; m->instruction && i < m->instruction->nleaves; i++)
		is_top[m->instruction->leaves[i]->index] = 1;
	mm.set = calloc((size_t)m->nroots + 1, sizeof(*mm.set));
	mm.state = calloc((size_t)m->nroots + 1, sizeof(*mm.state));
	gen_interner_init(&seen, 2 * gen_asm_pair_count(m) + 64);
	/* the needles' texts: at most one a piece (and one more) a pair */
	int most_pieces = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++)
			if (m->bitsets[b]->cases[k].display && m->bitsets[b]->cases[k].display->npieces > most_pieces)
				most_pieces = m->bitsets[b]->cases[k].display->npieces;
	interner seen_text;
	gen_interner_init(&seen_text, gen_asm_pair_count(m) * (most_pieces + 1) + 64);
	fputs("static const uint64_t rt_asm_first_set[][4] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		gen_asm_case *cc;
		int j = 0;
		gen_asm_chain_cases(e, bs, &cc);
		pair_of[b] = at.n;
		for (const isa_bitset *x = bs; x; x = x->parent)
			for (int k = 0; k < x->ncases; k++, j++) {
				const isa_display *d = x->cases[k].display;
				first_set s;
				gen_asm_ints_add(&nat, nd.n / 4);
				if (!d) {
					row_of[at.n] = -1;
					gen_asm_ints_add(&at, -1);
					continue;
				}
				first_of_display(e, &mm, bs, &cc[j], d, 0, &s, 0);
				fs[at.n] = s;
				row_of[at.n] = row++;
				gen_asm_ints_add(&at, s.nullable ? -1 : first_index(c, &seen, &sets, &s));
				if (!is_top[b])
					continue;
				needle *nl = calloc((size_t)d->npieces + 1, sizeof(*nl));
				int n = display_needles(e, &mm, c, &seen, &sets, bs, &cc[j], d, nl);
				for (int i = 0; i < n; i++) {
					/* equal texts one row (most needles are ", " or a name) */
					int tx = gen_interner_add(&seen_text, strdup(nl[i].text), ntexts);
					if (tx == ntexts) {
						fputc('\t', tf);
						gen_c_string(tf, nl[i].text, strlen(nl[i].text));
						fputs(",\n", tf);
						ntexts++;
					}
					gen_asm_ints_add(&nd, tx);
					gen_asm_ints_add(&nd, nl[i].anchored);
					gen_asm_ints_add(&nd, nl[i].follow);
					gen_asm_ints_add(&nd, (int)strlen(nl[i].text));
					free(nl[i].text);
				}
				free(nl);
			}
		free(cc);
	}
	gen_asm_ints_add(&nat, nd.n / 4);
	pair_of[m->nbitsets] = at.n;
	fclose(tf);
	gen_interner_free(&seen);
	gen_interner_free(&seen_text);
	fputs("\t{0, 0, 0, 0}\n};\n\n", c);
	gen_asm_list_emit(c, "static const int rt_asm_pair_first[]", &at);
	fputs("static const char *const rt_asm_needle_text[] = {\n", c);
	fputs(texts, c);
	fputs("\t\"\"\n};\n\nstatic const int rt_asm_needle[][4] = {", c);
	gen_asm_rows4_emit(c, &nd, 8);
	gen_asm_list_emit(c, "static const int rt_asm_pair_needles[]", &nat);
	emit_root_cands(e, fs, pair_of, row_of);
	free(fs);
	free(row_of);
	free(pair_of);
	free(texts);
	free(is_top);
	free(at.v);
	free(sets.v);
	free(nat.v);
	free(nd.v);
	free(mm.set);
	free(mm.state);
}
