/*
 * model/asm_text.c - which fields of a leaf and display case its printed
 * text determines: the assembler's inversion of the display templates,
 * asked the other way round.
 *
 * A field is proved determined when the case's display prints it in a
 * piece the assembler reads back to one value only: a number (int, uint,
 * hex, offset, branch), a one-bit bool with a display or as 0/1, an enum
 * whose displays are distinct and differ from the numbers its unlisted
 * values print.  Every other field that reaches the text (printed through
 * a lossy piece, an operand, or not printed but read by a case condition,
 * a derived field or a param) is searched for a witness: two words of
 * the leaf that differ in the field, one of them printing this case, and
 * whose decodings print the same text.  A field neither proved nor
 * witnessed within the search is left unknown, never called determined.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

/* values of one field tried per search: every value up to this many
 * bits, otherwise the all-zero and all-one values, each bit alone, the
 * sample's own value with each bit flipped, and the enum's values */
#define TF_EXHAUSTIVE_BITS 4
#define TF_OPERAND_BITS 8
#define TF_MAX_TRIES 260
#define TF_TEXT_BUCKETS 512 /* a power of two, about 2 * TF_MAX_TRIES */

static int add_name(const char **out, int n, int max, const char *name)
{
	for (int k = 0; k < n; k++)
		if (out[k][0] == name[0] && !strcmp(out[k], name))
			return n;
	if (n < max)
		out[n++] = name;
	return n;
}

/* The names that reach this case's text: those its display prints, those
 * a case condition of the chain reads (they select the case), and, one
 * after the other, those the expressions of derived ones read and the
 * params of operand ones pass. */
int isa_case_reaching_names(const isa_bitset *leaf, const isa_case *dc, const char **out, int max)
{
	int n = 0;
	for (int i = 0; i < dc->display->npieces; i++)
		if (dc->display->pieces[i].kind == PC_FIELD)
			n = add_name(out, n, max, dc->display->pieces[i].text);
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			if (b->cases[c].expr)
				for (int i = 0; i < b->cases[c].expr->nfields; i++)
					n = add_name(out, n, max, b->cases[c].expr->fields[i]);
	for (int u = 0; u < n; u++)
		for (const isa_bitset *b = leaf; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				for (int i = 0; i < b->cases[c].nfields; i++) {
					const isa_field *f = &b->cases[c].fields[i];
					/* the first letter settles most: 420,000 calls on ir3 */
					if (f->name[0] != out[u][0] || strcmp(f->name, out[u]))
						continue;
					if (f->expr)
						for (int k = 0; k < f->expr->nfields; k++)
							n = add_name(out, n, max, f->expr->fields[k]);
					for (int k = 0; k < f->nparams; k++)
						n = add_name(out, n, max, f->params[k].name);
				}
	return n;
}

/* Definitions of name in the chain: one only means every word of the
 * leaf reads the same bits under it. */
static int definitions_of(const isa_bitset *leaf, const char *name)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++)
				if (!strcmp(b->cases[c].fields[i].name, name))
					n++;
	return n;
}

static bool printed_directly(const isa_case *dc, const char *name)
{
	for (int i = 0; i < dc->display->npieces; i++)
		if (dc->display->pieces[i].kind == PC_FIELD && !strcmp(dc->display->pieces[i].text, name))
			return true;
	return false;
}

static bool all_digits(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* An enum's text tells its values apart: displays pairwise distinct, and
 * none a number that an unlisted value of the field prints. */
static bool enum_injective(const isa_field *f)
{
	const isa_enum *e = f->enm;
	int width = f->high - f->low + 1;
	for (int i = 0; i < e->nvalues; i++) {
		for (int j = i + 1; j < e->nvalues; j++)
			if (!strcmp(e->values[i].display, e->values[j].display))
				return false;
		if (all_digits(e->values[i].display)) {
			unsigned long long v = strtoull(e->values[i].display, NULL, 10);
			bool listed = false;
			for (int j = 0; j < e->nvalues; j++)
				listed |= e->values[j].val == v;
			if (!listed && (width >= 64 || v >> width == 0))
				return false;
		}
	}
	return true;
}

/* The field's type prints each value its own string. */
static bool type_reads_back(const isa_field *f)
{
	switch (f->kind) {
	case TY_INT: case TY_UINT: case TY_HEX: case TY_OFFSET: case TY_UOFFSET:
	case TY_BRANCH: case TY_ABSBRANCH:
		return true;
	case TY_BOOL: case TY_BOOL_INV:
		return f->low == f->high && (!f->display || f->display[0]);
	case TY_ENUM:
		return f->enm && enum_injective(f);
	default:
		return false;
	}
}

/* Does a condition choosing between the leaf's displays read name?  The
 * template of dc says nothing of the words that print another display:
 * one of those may print dc's text with another value of a field that
 * selects the display, so such a field is left to the witness search. */
static bool selects_display(const isa_bitset *leaf, const char *name)
{
	int displays = 0;
	bool reads = false;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (!k->display)
				continue;
			displays++;
			for (int i = 0; k->expr && i < k->expr->nfields; i++)
				reads |= !strcmp(k->expr->fields[i], name);
		}
	return displays > 1 && reads;
}

static bool proved_by_template(isa_cut *cut, const isa_bitset *leaf, const isa_case *dc,
			       const isa_field *f)
{
	if (!printed_directly(dc, f->name) || definitions_of(leaf, f->name) != 1)
		return false;
	if (selects_display(leaf, f->name))
		return false;
	if (!type_reads_back(f))
		return false;
	return isa__cut_known(cut, f->name);
}

/* The kind of text loss a field's type suggests, when both words of the
 * witness print this case. */
static isa_tf_kind kind_of(const isa_case *dc, const isa_field *f)
{
	if (!printed_directly(dc, f->name))
		return ISA_TF_HIDDEN;
	switch (f->kind) {
	case TY_ENUM: return ISA_TF_ENUM;
	case TY_BOOL: case TY_BOOL_INV: return ISA_TF_BOOL;
	case TY_BITSET: return ISA_TF_OPERAND;
	case TY_CUSTOM: return ISA_TF_CUSTOM;
	default: return ISA_TF_FORMAT;
	}
}

/* An operand printed in a piece of its own whose text is a function of
 * its bits alone: no params, defined once, read by no condition or
 * expression.  Its values are all tried, and texts that all differ prove
 * it determined. */
static bool self_contained(const isa_bitset *leaf, const isa_case *dc, const isa_field *f)
{
	if (f->kind != TY_BITSET || f->nparams || f->high - f->low + 1 > TF_OPERAND_BITS ||
	    !printed_directly(dc, f->name) || definitions_of(leaf, f->name) != 1)
		return false;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			for (int i = 0; k->expr && i < k->expr->nfields; i++)
				if (!strcmp(k->expr->fields[i], f->name))
					return false;
			for (int i = 0; i < k->nfields; i++)
				for (int j = 0; k->fields[i].expr && j < k->fields[i].expr->nfields; j++)
					if (!strcmp(k->fields[i].expr->fields[j], f->name))
						return false;
		}
	return true;
}

/* The values tried for a field, each once. */
static int try_values(const isa_field *f, uint64_t own, uint64_t *v, int exhaustive_bits)
{
	int width = f->high - f->low + 1, n = 0;
	uint64_t ones = width >= 64 ? ~0ull : (1ull << width) - 1;
#define PUT(x)                                                         \
	do {                                                           \
		uint64_t x_ = (x) & ones;                              \
		int k_ = 0;                                            \
		while (k_ < n && v[k_] != x_)                          \
			k_++;                                          \
		if (k_ == n && n < TF_MAX_TRIES)                       \
			v[n++] = x_;                                   \
	} while (0)
	PUT(own);
	if (width <= exhaustive_bits) {
		/* all values apart: only own is there already */
		for (uint64_t x = 0; x <= ones && n < TF_MAX_TRIES; x++)
			if (x != v[0])
				v[n++] = x;
		return n;
	}
	PUT(0);
	PUT(ones);
	for (int b = 0; b < width; b++) {
		PUT(1ull << b);
		PUT(own ^ (1ull << b));
	}
	if (f->kind == TY_ENUM && f->enm)
		for (int i = 0; i < f->enm->nvalues; i++)
			PUT(f->enm->values[i].val);
#undef PUT
	return n;
}

static uint64_t bits_of(const isa_field *f, const isa_bits *w)
{
	uint64_t v = 0;
	for (int b = f->high; b >= f->low; b--)
		v = v << 1 | (uint64_t)isa_bits_test(w, b);
	return v;
}

/* The words one search (a leaf, a display case, a gen) has tried, each
 * matched and decoded at most once: the searches of its fields and pairs
 * and check's one-bit flips of the sample try many of the same words
 * (the sample first of all).  Everything else a decode reads is fixed
 * for the memo, so the word is the whole key.  Each answer is computed
 * when first asked, as the searches did before there was a memo. */
typedef struct tf_word {
	isa_bits w;
	bool has_leaf, has_case, has_text;
	bool leaf;     /* decodes as the memo's leaf */
	bool in_case;  /* prints its display case */
	uint64_t hash; /* of text, compared first */
	isa_buf text;
} tf_word;

struct isa_tf_memo {
	const isa *m;
	const isa_root *root;
	const isa_bitset *leaf;
	const isa_case *dc;
	uint32_t gen;
	tf_word *word; /* in the order tried */
	int n, cap;
	int *slot;     /* open addressing over word, -1 empty */
	int nslot;     /* a power of two, over twice n */
	isa_tf_cuts *cuts; /* NULL: the search reads its line itself */
};
typedef isa_tf_memo tf_memo;

static uint64_t hash_bytes(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;
	for (size_t i = 0; i < n; i++)
		h = (h ^ s[i]) * 0x100000001b3ull;
	return h;
}

static uint64_t hash_word(const isa_bits *w)
{
	uint64_t h = 0;
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		h = (h ^ w->w[i]) * 0x9e3779b97f4a7c15ull;
	return h ^ h >> 29;
}

static void memo_grow(tf_memo *mo)
{
	int ns = mo->nslot ? mo->nslot * 2 : 1024;
	int *slot = isa_xmalloc((size_t)ns * sizeof(*slot));
	for (int i = 0; i < ns; i++)
		slot[i] = -1;
	for (int k = 0; k < mo->n; k++) {
		size_t i = (size_t)hash_word(&mo->word[k].w) & (size_t)(ns - 1);
		while (slot[i] >= 0)
			i = (i + 1) & (size_t)(ns - 1);
		slot[i] = k;
	}
	free(mo->slot);
	mo->slot = slot;
	mo->nslot = ns;
}

/* The index of w among the words tried, added when new. */
static int memo_look(tf_memo *mo, const isa_bits *w)
{
	if (2 * (mo->n + 1) > mo->nslot)
		memo_grow(mo);
	size_t mask = (size_t)(mo->nslot - 1), i = (size_t)hash_word(w) & mask;
	for (; mo->slot[i] >= 0; i = (i + 1) & mask)
		if (!memcmp(&mo->word[mo->slot[i]].w, w, sizeof(*w)))
			return mo->slot[i];
	if (mo->n == mo->cap) {
		mo->cap = mo->cap ? mo->cap * 2 : 256;
		mo->word = isa_xrealloc(mo->word, (size_t)mo->cap * sizeof(*mo->word));
	}
	tf_word *x = &mo->word[mo->n];
	memset(x, 0, sizeof(*x));
	x->w = *w;
	isa_buf_init(&x->text);
	mo->slot[i] = mo->n;
	return mo->n++;
}

static bool memo_leaf(tf_memo *mo, int k)
{
	tf_word *x = &mo->word[k];
	if (!x->has_leaf) {
		x->leaf = isa_match(mo->m, mo->root, &x->w, mo->gen, NULL) == mo->leaf;
		x->has_leaf = true;
	}
	return x->leaf;
}

static bool memo_case(tf_memo *mo, int k)
{
	tf_word *x = &mo->word[k];
	if (!x->has_case) {
		x->in_case = isa_display_case(mo->m, mo->leaf, &x->w, mo->gen, NULL) == mo->dc;
		x->has_case = true;
	}
	return x->in_case;
}

static const tf_word *memo_text(tf_memo *mo, int k)
{
	tf_word *x = &mo->word[k];
	if (!x->has_text) {
		isa_decode_opts o = {.gen = mo->gen, .show_errors = true};
		/* a word of the memo's leaf is not classified again */
		if (memo_leaf(mo, k))
			isa_decode_leaf(mo->m, mo->leaf, &x->w, &o, &x->text);
		else
			isa_decode(mo->m, &x->w, &o, &x->text);
		x->hash = hash_bytes(0xcbf29ce484222325ull, x->text.s, x->text.len);
		x->has_text = true;
	}
	return x;
}

/* A word of the leaf, its case and text known: its index, or -1 for a
 * word of another leaf. */
static int memo_try(tf_memo *mo, const isa_bits *w)
{
	int k = memo_look(mo, w);
	if (!memo_leaf(mo, k))
		return -1;
	memo_case(mo, k);
	memo_text(mo, k);
	return k;
}

static bool same_text(const tf_word *a, const tf_word *b)
{
	return a->hash == b->hash && a->text.len == b->text.len &&
	       (!a->text.len || !memcmp(a->text.s, b->text.s, a->text.len));
}

isa_tf_memo *isa_tf_memo_new(const isa *m, const isa_bitset *leaf, const isa_case *dc, uint32_t gen)
{
	tf_memo *mo = isa_xmalloc(sizeof(*mo));
	*mo = (tf_memo){.m = m, .root = isa_root_of(m, leaf->root), .leaf = leaf, .dc = dc, .gen = gen};
	return mo;
}

void isa_tf_memo_free(isa_tf_memo *mo)
{
	if (!mo)
		return;
	for (int k = 0; k < mo->n; k++)
		isa_buf_free(&mo->word[k].text);
	free(mo->word);
	free(mo->slot);
	free(mo);
}

void isa_tf_memo_use_cuts(isa_tf_memo *mo, isa_tf_cuts *c)
{
	mo->cuts = c;
}

bool isa_tf_memo_in_case(isa_tf_memo *mo, const isa_bits *w)
{
	return memo_case(mo, memo_look(mo, w));
}

bool isa_tf_memo_same_text(isa_tf_memo *mo, const isa_bits *a, const isa_bits *b)
{
	int i = memo_look(mo, a), j = memo_look(mo, b);
	/* One text known and the other word of the leaf (roundtrip-text's
	 * flips of the sample): its line is compared as it is written and
	 * left undecoded past the first piece that differs, which most
	 * flips reach early.  It is not kept: a search that needs it
	 * decodes it whole. */
	if (mo->word[i].has_text != mo->word[j].has_text) {
		const tf_word *x = mo->word[i].has_text ? &mo->word[i] : &mo->word[j];
		int k = x == &mo->word[i] ? j : i;
		if (memo_leaf(mo, k)) {
			isa_decode_opts o = {.gen = mo->gen, .show_errors = true};
			return isa_decode_leaf_equals(mo->m, mo->leaf, &mo->word[k].w, &o, x->text.s,
						      x->text.len);
		}
	}
	return same_text(memo_text(mo, i), memo_text(mo, j));
}

static bool find_witness(tf_memo *mo, const isa_bits *sample, const isa_field *f, bool cut,
			 isa_textfield *r)
{
	uint64_t vals[TF_MAX_TRIES], own = bits_of(f, sample);
	bool whole = self_contained(mo->leaf, mo->dc, f);
	int nv = try_values(f, own, vals, whole ? TF_OPERAND_BITS : TF_EXHAUSTIVE_BITS);
	int t[TF_MAX_TRIES], nt = 0;
	/* the words tried so far, chained by the hash of their text in the
	 * order tried: only those can print the same text, and the first of
	 * them that does is the one a scan of all would find */
	int head[TF_TEXT_BUCKETS], tail[TF_TEXT_BUCKETS], next[TF_MAX_TRIES];
	memset(head, -1, sizeof(head));
	bool found = false;
	for (int i = 0; i < nv && !found; i++) {
		isa_bits w = *sample;
		for (int b = f->low; b <= f->high; b++)
			isa_bits_set(&w, b, (vals[i] >> (b - f->low)) & 1);
		r->decodes++;
		int k = memo_try(mo, &w);
		if (k < 0)
			continue;
		const tf_word *x = &mo->word[k];
		int h = (int)(x->hash & (TF_TEXT_BUCKETS - 1));
		for (int j = head[h]; j >= 0 && !found; j = next[j]) {
			const tf_word *y = &mo->word[t[j]];
			if ((!x->in_case && !y->in_case) || !same_text(x, y))
				continue;
			const tf_word *a = y->in_case ? y : x, *b = a == x ? y : x;
			r->a = a->w;
			r->b = b->w;
			r->state = ISA_TF_AMBIGUOUS;
			r->kind = a->in_case && b->in_case ? kind_of(mo->dc, f) : ISA_TF_CASE;
			found = true;
		}
		next[nt] = -1;
		if (head[h] < 0)
			head[h] = nt;
		else
			next[tail[h]] = nt;
		tail[h] = nt;
		t[nt++] = k;
	}
	/* every value decoded as the leaf, all texts apart, and the piece cut
	 * out of the line: proved */
	if (!found && whole && cut && nt == nv)
		r->state = ISA_TF_PROVED;
	return found;
}

/* Two unsettled fields changed together: an operand's param and its own
 * bits summed (each field at its 4 low values), or two printed pieces
 * whose texts may run into each other ("1" then "23" against "12" then
 * "3"): each takes its own value and the values such splits need (small
 * numbers, ones with a second digit, hex ones ending in a letter, every
 * value of an enum).  The rest of the sample is kept; a pair of one text
 * that differs in a field is its witness. */
#define TF_PAIR_VALUES 16
#define TF_PAIR_LOW 4
#define TF_MAX_PAIRS 16

static void set_field(isa_bits *w, const isa_field *f, uint64_t v)
{
	for (int b = f->low; b <= f->high; b++)
		isa_bits_set(w, b, (v >> (b - f->low)) & 1);
}

static int pair_values(const isa_field *f, uint64_t own, uint64_t *v)
{
	int width = f->high - f->low + 1, n = 0;
	uint64_t ones = width >= 64 ? ~0ull : (1ull << width) - 1;
	uint64_t want[TF_PAIR_VALUES * 2];
	int nw = 0;
	want[nw++] = own;
	if (f->kind == TY_ENUM && f->enm)
		for (int i = 0; i < f->enm->nvalues && nw < TF_PAIR_VALUES; i++)
			want[nw++] = f->enm->values[i].val;
	static const uint64_t dec[] = {0, 1, 2, 3, 10, 11, 12, 13, 21, 22, 23};
	static const uint64_t hex[] = {0, 1, 2, 0x10, 0x11, 0x12, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f};
	const uint64_t *from = f->kind == TY_HEX ? hex : dec;
	int nf = f->kind == TY_HEX ? (int)(sizeof(hex) / sizeof(hex[0])) : (int)(sizeof(dec) / sizeof(dec[0]));
	for (int i = 0; i < nf; i++)
		want[nw++] = from[i];
	want[nw++] = ones;
	for (int i = 0; i < nw && n < TF_PAIR_VALUES; i++) {
		uint64_t x = want[i] & ones;
		int k = 0;
		while (k < n && v[k] != x)
			k++;
		if (k == n)
			v[n++] = x;
	}
	return n;
}

static void pair_witness(tf_memo *mo, const isa_bits *sample, isa_textfield *x,
			 isa_textfield *y, isa_cut *cut)
{
	uint64_t ux[TF_PAIR_VALUES], uy[TF_PAIR_VALUES];
	int nx = TF_PAIR_LOW, ny = TF_PAIR_LOW;
	int at = isa__cut_slot(cut, x->field->name), bt = isa__cut_slot(cut, y->field->name);
	if (at >= 0 && bt >= 0 && abs(at - bt) <= 2 && (!cut->known[at] || !cut->known[bt])) {
		/* two pieces printed next to each other (or with one piece
		 * between), one not cut out: the values a split needs */
		nx = pair_values(x->field, bits_of(x->field, sample), ux);
		ny = pair_values(y->field, bits_of(y->field, sample), uy);
	} else {
		for (int i = 0; i < TF_PAIR_LOW; i++)
			ux[i] = uy[i] = (uint64_t)i;
	}
	int t[TF_PAIR_VALUES * TF_PAIR_VALUES], nt = 0;
	for (int i = 0; i < nx; i++)
		for (int j = 0; j < ny; j++) {
			isa_bits w = *sample;
			set_field(&w, x->field, ux[i]);
			set_field(&w, y->field, uy[j]);
			x->decodes++;
			int k = memo_try(mo, &w);
			if (k >= 0)
				t[nt++] = k;
		}
	isa_textfield *z[2] = {x, y};
	for (int i = 0; i < nt; i++)
		for (int j = i + 1; j < nt; j++) {
			const tf_word *p = &mo->word[t[i]], *q = &mo->word[t[j]];
			const tf_word *a = p->in_case ? p : q, *b = a == p ? q : p;
			if (!a->in_case || !same_text(a, b))
				continue;
			for (int k = 0; k < 2; k++) {
				const isa_field *f = z[k]->field;
				if (z[k]->state != ISA_TF_UNKNOWN || bits_of(f, &a->w) == bits_of(f, &b->w))
					continue;
				int at = isa__cut_slot(cut, f->name);
				z[k]->state = ISA_TF_AMBIGUOUS;
				z[k]->kind = !b->in_case ? ISA_TF_CASE
					   : at >= 0 && !cut->known[at] ? ISA_TF_JOINED
					   : kind_of(mo->dc, f);
				z[k]->a = a->w;
				z[k]->b = b->w;
			}
		}
}

/* Pairs of unsettled fields, those printed nearest each other first (a
 * field not printed is farthest), then in field order. */
typedef struct tf_pair {
	int dist, i, j;
} tf_pair;

static int pair_cmp(const void *x, const void *y)
{
	const tf_pair *a = x, *b = y;
	if (a->dist != b->dist)
		return a->dist < b->dist ? -1 : 1;
	if (a->i != b->i)
		return a->i < b->i ? -1 : 1;
	return (a->j > b->j) - (a->j < b->j);
}

static int pair_order(isa_cut *cut, const isa_textfield *out, int n, tf_pair *pairs, int max)
{
	int at[ISA_TF_MAX_FIELDS], np = 0, all = 0;
	for (int i = 0; i < n; i++)
		at[i] = out[i].state == ISA_TF_UNKNOWN ? isa__cut_slot(cut, out[i].field->name) : -2;
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (at[i] != -2 && at[j] != -2)
				all++;
	tf_pair *tmp = calloc((size_t)all + 1, sizeof(*tmp));
	if (!tmp)
		abort();
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			if (at[i] == -2 || at[j] == -2)
				continue;
			int d = at[i] < 0 || at[j] < 0 ? INT_MAX : abs(at[i] - at[j]);
			tmp[np++] = (tf_pair){d, i, j};
		}
	qsort(tmp, (size_t)np, sizeof(*tmp), pair_cmp);
	if (np > max)
		np = max;
	memcpy(pairs, tmp, (size_t)np * sizeof(*pairs));
	free(tmp);
	return np;
}

int isa_text_fields(const isa *m, const isa_bitset *leaf, const isa_case *dc,
		    const isa_bits *sample, uint32_t gen, isa_textfield *out, int max,
		    bool (*skip)(void *ctx, const isa_field *f), void *ctx, isa_tf_memo *memo)
{
	const char *names[ISA_TF_MAX_FIELDS];
	int nn = isa_case_reaching_names(leaf, dc, names, ISA_TF_MAX_FIELDS), n = 0;
	const isa_field *seen[ISA_TF_MAX_FIELDS];
	isa_cut cut = {m, leaf, dc, false, 0, NULL, NULL};
	/* a memo of another search would answer for the wrong leaf */
	bool own = !memo || memo->m != m || memo->leaf != leaf || memo->dc != dc || memo->gen != gen;
	tf_memo *mo = own ? isa_tf_memo_new(m, leaf, dc, gen) : memo;
	isa__cut_shared(mo->cuts, &cut);
	for (int i = 0; i < nn && n < max; i++) {
		const isa_field *f = isa_resolve_field(m, leaf, sample, gen, names[i], NULL);
		if (!f || f->derived || f->kind == TY_ASSERT || (skip && skip(ctx, f)))
			continue;
		bool dup = false;
		for (int k = 0; k < n; k++)
			dup |= seen[k] == f;
		if (dup)
			continue;
		seen[n] = f;
		isa_textfield *r = &out[n++];
		memset(r, 0, sizeof(*r));
		r->field = f;
		r->state = ISA_TF_UNKNOWN;
		if (proved_by_template(&cut, leaf, dc, f)) {
			r->state = ISA_TF_PROVED;
			continue;
		}
		bool alone = self_contained(leaf, dc, f) && isa__cut_known(&cut, f->name);
		find_witness(mo, sample, f, alone, r); /* may settle it */
	}
	bool open = false;
	for (int i = 0; i < n; i++)
		open |= out[i].state == ISA_TF_UNKNOWN;
	tf_pair pairs[TF_MAX_PAIRS];
	int np = open ? pair_order(&cut, out, n, pairs, TF_MAX_PAIRS) : 0;
	for (int k = 0; k < np; k++) {
		isa_textfield *x = &out[pairs[k].i], *y = &out[pairs[k].j];
		if (x->state == ISA_TF_UNKNOWN || y->state == ISA_TF_UNKNOWN)
			pair_witness(mo, sample, x, y, &cut);
	}
	if (own)
		isa_tf_memo_free(mo);
	isa__cut_free(&cut);
	return n;
}

const char *isa_tf_kind_name(isa_tf_kind k)
{
	switch (k) {
	case ISA_TF_ENUM: return "two values of its enum print one display";
	case ISA_TF_BOOL: return "its bool prints the same both ways";
	case ISA_TF_FORMAT: return "its number format prints two values alike";
	case ISA_TF_CUSTOM: return "it is a custom field, printed by a callback decode does not have";
	case ISA_TF_OPERAND: return "its operand prints two values alike";
	case ISA_TF_HIDDEN: return "this case prints it only through a condition, a derived field or a param";
	case ISA_TF_CASE: return "it selects between cases that print alike";
	case ISA_TF_JOINED: return "its text runs into the next piece's: one text splits two ways";
	}
	return "?";
}

isa_tx_verdict isa_text_explain(const isa *m, const isa_bits *a, const isa_bits *b, uint32_t gen,
				isa_text_why *why)
{
	memset(why, 0, sizeof(*why));
	const isa_root *root = m->instruction;
	why->leaf = root ? isa_match(m, root, a, gen, NULL) : NULL;
	why->kase = why->leaf ? isa_display_case(m, why->leaf, a, gen, NULL) : NULL;
	if (!why->kase || !why->kase->display)
		return ISA_TX_NONE;
	isa_textfield tf[ISA_TF_MAX_FIELDS];
	int n = isa_text_fields(m, why->leaf, why->kase, a, gen, tf, ISA_TF_MAX_FIELDS, NULL, NULL,
				NULL);
	isa_bits held;
	isa_bits_zero(&held);
	isa_tx_verdict v = ISA_TX_NONE;
	for (int i = 0; i < n; i++) {
		const isa_field *f = tf[i].field;
		isa_bits r = isa_bits_range(f->low, f->high);
		isa_bits_or(&held, &held, &r);
		if (bits_of(f, a) == bits_of(f, b))
			continue;
		/* an ambiguous field explains the pair; an unknown one only
		 * when nothing better does */
		if (tf[i].state == ISA_TF_AMBIGUOUS && v != ISA_TX_FIELD) {
			why->field = f;
			why->kind = tf[i].kind;
			v = ISA_TX_FIELD;
		} else if (tf[i].state == ISA_TF_UNKNOWN && v == ISA_TX_NONE) {
			why->field = f;
			v = ISA_TX_UNKNOWN;
		}
	}
	if (v != ISA_TX_NONE)
		return v;
	/* differing bits that no field reaching the text holds: the bits
	 * roundtrip-text reports */
	for (int i = 0; i < m->bitsize; i++)
		if (isa_bits_test(a, i) != isa_bits_test(b, i) && !isa_bits_test(&held, i) &&
		    !isa_bits_test(&why->leaf->lmask, i))
			return ISA_TX_DEAD;
	return ISA_TX_NONE;
}
