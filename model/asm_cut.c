/*
 * model/asm_cut.c - which pieces of a display case's line the whole
 * printed text gives back: the joint reading behind the text-level proof
 * of model/asm_text.c (rule roundtrip-text-field).
 *
 * A field printed by a piece its type reads back is determined only when
 * that piece's text can be cut out of the whole line: two pieces side by
 * side whose texts run into each other ("1" "23" and "12" "3") print one
 * text for two values.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

/* Each piece is modelled by the language of strings
 * it can print: the strings themselves when there are few (literal text,
 * enums, bools, narrow numbers), otherwise a summary (which characters a
 * string starts, ends, holds, and by which characters one string extends
 * another).  Every summary over-approximates what the printer does, so a
 * cut proved on the summaries holds for every word. */

#define TF_MAX_WORDS 64
#define TF_MAX_SLOTS 96
#define TF_NARROW_BITS 6
#define TF_MAX_DEPTH 16
#define TF_PREFIX_STEPS 4096

typedef struct tf_chars {
	uint64_t b[4];
} tf_chars;

static void cs_add(tf_chars *s, unsigned char c)
{
	s->b[c >> 6] |= 1ull << (c & 63);
}

static void cs_or(tf_chars *d, const tf_chars *s)
{
	for (int i = 0; i < 4; i++)
		d->b[i] |= s->b[i];
}

static bool cs_meet(const tf_chars *a, const tf_chars *b)
{
	for (int i = 0; i < 4; i++)
		if (a->b[i] & b->b[i])
			return true;
	return false;
}

static bool cs_has(const tf_chars *s, unsigned char c)
{
	return s->b[c >> 6] >> (c & 63) & 1;
}

static void cs_all(tf_chars *s)
{
	memset(s, 0xff, sizeof(*s));
}

static void cs_str(tf_chars *s, const char *t)
{
	for (; *t; t++)
		cs_add(s, (unsigned char)*t);
}

/* What a piece can print: nullable (the empty string), the characters
 * its nonempty strings start and end with and hold, and ext / rext: the
 * first character of y whenever x and xy (ext), or the last of y when x
 * and yx (rext), are both strings of it with y not empty. */
typedef struct tf_lang {
	bool nullable;
	tf_chars first, last, chars, ext, rext;
} tf_lang;

/* One piece of the line: its language, and its strings when few. */
typedef struct tf_slot tf_slot;
struct tf_slot {
	tf_lang l;
	const char *w[TF_MAX_WORDS];
	int nw;      /* -1: too many to list, only the summary */
	bool pad;    /* alignment: its width follows from the text before */
	int piece;   /* the display piece printed here, -1 for none */
};

/* Strings built for numbers live here for one analysis. */
typedef struct tf_pool {
	char *buf;
	size_t len, cap;
	char **old;
	int nold;
} tf_pool;

static const char *pool_put(tf_pool *p, const char *s)
{
	size_t n = strlen(s) + 1;
	if (p->len + n > p->cap) {
		if (p->buf) {
			p->old = isa_xrealloc(p->old, (size_t)(p->nold + 1) * sizeof(*p->old));
			p->old[p->nold++] = p->buf;
		}
		p->cap = n > 4096 ? n : 4096;
		p->buf = isa_xmalloc(p->cap);
		p->len = 0;
	}
	char *d = p->buf + p->len;
	memcpy(d, s, n);
	p->len += n;
	return d;
}

static void pool_free(tf_pool *p)
{
	for (int i = 0; i < p->nold; i++)
		free(p->old[i]);
	free(p->old);
	free(p->buf);
}

/* One string added to a summary, without its extensions: returns its
 * length. */
static size_t lang_add_word(tf_lang *l, const char *w)
{
	size_t a = strlen(w);
	if (!a) {
		l->nullable = true;
		return 0;
	}
	cs_add(&l->first, (unsigned char)w[0]);
	cs_add(&l->last, (unsigned char)w[a - 1]);
	cs_str(&l->chars, w);
	return a;
}

/* The summary of a list of strings, every pair compared. */
static void lang_of_words(tf_lang *l, const char *const *w, int n)
{
	memset(l, 0, sizeof(*l));
	for (int i = 0; i < n; i++) {
		size_t a = lang_add_word(l, w[i]);
		if (!a)
			continue;
		for (int j = 0; j < n; j++) {
			size_t b = strlen(w[j]);
			if (b >= a)
				continue;
			if (!strncmp(w[i], w[j], b))
				cs_add(&l->ext, (unsigned char)w[i][b]);
			if (!memcmp(w[i] + a - b, w[j], b))
				cs_add(&l->rext, (unsigned char)w[i][a - b - 1]);
		}
	}
}

static void digit_set(tf_chars *s, bool hex)
{
	for (char c = '0'; c <= '9'; c++)
		cs_add(s, (unsigned char)c);
	for (char c = 'a'; hex && c <= 'f'; c++)
		cs_add(s, (unsigned char)c);
}

/* Numbers of magnitude up to max, as the printer writes them: decimal or
 * hex without leading zeros, '-' when neg, always a sign when plus, the
 * empty string for 0 when empty (offsets). */
static void lang_number(tf_lang *l, bool hex, bool neg, bool plus, bool empty, uint64_t max)
{
	tf_chars d = {{0}};
	digit_set(&d, hex);
	memset(l, 0, sizeof(*l));
	l->nullable = empty;
	l->chars = d;
	l->last = d;
	if (plus)
		cs_add(&l->first, '+');
	else
		l->first = d;
	if (neg || plus) {
		cs_add(&l->first, neg ? '-' : '+');
		cs_add(&l->chars, '-');
		cs_add(&l->chars, '+');
	}
	if (max >= (hex ? 16u : 10u)) {
		cs_or(&l->ext, &d);
		cs_or(&l->rext, &d);
	}
	if (neg && !plus)
		cs_add(&l->rext, '-'); /* "1" and "-1" */
}

/* Strings the empty string extends: its first and last characters. */
static void lang_close(tf_lang *l)
{
	if (l->nullable) {
		cs_or(&l->ext, &l->first);
		cs_or(&l->rext, &l->last);
	}
}

/* Any string at all: what an unbounded nesting or an error may print. */
static void lang_any(tf_lang *l)
{
	l->nullable = true;
	cs_all(&l->first);
	cs_all(&l->last);
	cs_all(&l->chars);
	cs_all(&l->ext);
	cs_all(&l->rext);
}

/* Either of two languages.  A string of one extending a string of the
 * other extends it by characters of its own. */
static void lang_union(tf_lang *d, const tf_lang *s)
{
	if (!memcmp(d, s, sizeof(*d)))
		return;
	d->nullable |= s->nullable;
	cs_or(&d->first, &s->first);
	cs_or(&d->last, &s->last);
	cs_or(&d->chars, &s->chars);
	cs_or(&d->ext, &s->ext);
	cs_or(&d->rext, &s->rext);
	cs_or(&d->ext, &d->chars);
	cs_or(&d->rext, &d->chars);
}

/* One language after the other (ext, rext left to the caller). */
static void lang_then(tf_lang *d, const tf_lang *s)
{
	if (d->nullable)
		cs_or(&d->first, &s->first);
	if (s->nullable)
		cs_or(&d->last, &s->last);
	else
		d->last = s->last;
	cs_or(&d->chars, &s->chars);
	d->nullable &= s->nullable;
}

/* The text value v of field f prints (no labels, no callback), as
 * model/decode.c writes it; false for types not listed this way. */
static bool value_text(const isa_field *f, uint64_t v, char *buf, size_t n)
{
	int w = f->high - f->low + 1;
	int64_t sv = (int64_t)v;
	if (w < 64 && v >> (w - 1) & 1)
		sv = (int64_t)(v | ~((1ull << w) - 1));
	switch (f->kind) {
	case TY_INT: case TY_BRANCH: case TY_ABSBRANCH:
		snprintf(buf, n, "%lld", (long long)sv);
		return true;
	case TY_UINT:
		snprintf(buf, n, "%llu", (unsigned long long)v);
		return true;
	case TY_HEX:
		snprintf(buf, n, "%llx", (unsigned long long)v);
		return true;
	case TY_OFFSET:
		if (v)
			snprintf(buf, n, "%+lld", (long long)sv);
		else
			buf[0] = '\0';
		return true;
	case TY_UOFFSET:
		if (v)
			snprintf(buf, n, "+%llu", (unsigned long long)v);
		else
			buf[0] = '\0';
		return true;
	case TY_BOOL:
		if (f->display)
			snprintf(buf, n, "%s", v ? f->display : "");
		else
			snprintf(buf, n, "%u", (unsigned)v);
		return true;
	case TY_BOOL_INV:
		if (f->display)
			snprintf(buf, n, "%s", v ? "" : f->display);
		else
			snprintf(buf, n, "%u", (unsigned)!v);
		return true;
	case TY_CUSTOM:
		buf[0] = '\0';
		return true;
	case TY_ENUM:
		for (int i = 0; f->enm && i < f->enm->nvalues; i++)
			if (f->enm->values[i].val == v) {
				snprintf(buf, n, "%s", f->enm->values[i].display);
				return true;
			}
		snprintf(buf, n, "%u", (unsigned)v);
		return f->enm != NULL;
	default:
		return false;
	}
}

static void add_word(tf_slot *s, const char *w)
{
	if (s->nw < 0)
		return; /* already too many: the summary stands for them */
	for (int i = 0; i < s->nw; i++)
		if (!strcmp(s->w[i], w))
			return;
	if (s->nw >= TF_MAX_WORDS)
		s->nw = -1;
	else
		s->w[s->nw++] = w;
}

/* Every string a narrow field prints, listed (nw stays -1 when the
 * field has too many values or a type not listed). */
static void list_words(tf_slot *s, const isa_field *f, tf_pool *p)
{
	int w = f->high - f->low + 1;
	char buf[64];
	s->nw = 0;
	if (f->kind == TY_BOOL || f->kind == TY_BOOL_INV) {
		if (f->display || f->kind == TY_BOOL_INV || w == 1) {
			value_text(f, 0, buf, sizeof(buf));
			add_word(s, pool_put(p, buf));
			value_text(f, 1, buf, sizeof(buf));
			add_word(s, pool_put(p, buf));
			return;
		}
	}
	if (f->kind == TY_CUSTOM) {
		add_word(s, "");
		return;
	}
	if (w > TF_NARROW_BITS || !value_text(f, 0, buf, sizeof(buf)) || f->kind == TY_BITSET) {
		s->nw = -1;
		return;
	}
	for (uint64_t v = 0; v < 1ull << w && s->nw >= 0; v++) {
		value_text(f, v, buf, sizeof(buf));
		add_word(s, pool_put(p, buf));
	}
}

/* An enum too wide to list: its displays, and the numbers its unlisted
 * values print, with what numbers and displays do next to each other. */
static void lang_wide_enum(tf_lang *l, const isa_field *f, bool pairs)
{
	const isa_enum *e = f->enm;
	int n = e->nvalues;
	const char **w = isa_xmalloc((size_t)(n ? n : 1) * sizeof(*w));
	for (int i = 0; i < n; i++)
		w[i] = e->values[i].display;
	lang_of_words(l, w, pairs ? n : 0);
	for (int i = 0; !pairs && i < n; i++)
		lang_add_word(l, w[i]);
	int width = f->high - f->low + 1, held = 0;
	for (int i = 0; i < n; i++)
		held += width >= 64 || e->values[i].val >> width == 0;
	if (width < 32 && held == 1 << width) {
		free(w); /* every value listed: no number printed */
		return;
	}
	tf_lang num;
	tf_chars d = {{0}};
	digit_set(&d, false);
	lang_number(&num, false, false, false, false, ~0ull);
	for (int i = 0; i < n; i++) {
		size_t a = strlen(w[i]), k = 0, r = 0;
		while (k < a && cs_has(&d, (unsigned char)w[i][k]))
			k++;
		while (r < a && cs_has(&d, (unsigned char)w[i][a - 1 - r]))
			r++;
		if (k == a) { /* a display of digits only: numbers extend it */
			cs_or(&l->ext, &d);
			cs_or(&l->rext, &d);
		}
		if (k && k < a) /* a number, then the rest of the display */
			cs_add(&l->ext, (unsigned char)w[i][k]);
		if (r && r < a)
			cs_add(&l->rext, (unsigned char)w[i][a - 1 - r]);
	}
	bool n0 = l->nullable;
	cs_or(&l->first, &num.first);
	cs_or(&l->last, &num.last);
	cs_or(&l->chars, &num.chars);
	cs_or(&l->ext, &num.ext);
	cs_or(&l->rext, &num.rext);
	l->nullable = n0;
	free(w);
}

/* Where a name is looked up: a leaf's chain, entered through an operand
 * field (via) from an enclosing scope. */
typedef struct tf_scope {
	const isa_bitset *leaf;
	const isa_field *via;
	const struct tf_scope *parent;
} tf_scope;

/* An operand's language, kept for the analysis when no name in it led
 * out through a param (it is then the same wherever the field is). */
typedef struct tf_known_op {
	const isa_field *f;
	struct tf_slot *o;
} tf_known_op;

typedef struct tf_ctx {
	const isa *m;
	tf_pool pool;
	bool outer; /* a lookup left the operand through a param */
	tf_known_op *ops;
	int nops, capops;
} tf_ctx;

#define TF_MAX_DEFS 64

/* The definitions name can resolve to from scope s (every case of the
 * chain), else through the operand's params in the enclosing scope
 * (*owner); -1 when there are too many or the params lead too deep. */
static int scope_defs(tf_ctx *c, const tf_scope *s, const char *name, const isa_field **out,
		      const tf_scope **owner)
{
	for (int depth = 0; s && depth <= TF_MAX_DEPTH; depth++) {
		c->outer |= depth > 0;
		int n = 0;
		for (const isa_bitset *b = s->leaf; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				for (int i = 0; i < b->cases[c].nfields; i++) {
					const isa_field *f = &b->cases[c].fields[i];
					if (f->kind == TY_ASSERT || strcmp(f->name, name))
						continue;
					if (n == TF_MAX_DEFS)
						return -1;
					out[n++] = f;
				}
		if (n) {
			*owner = s;
			return n;
		}
		const char *outer = NULL;
		for (int i = 0; s->via && i < s->via->nparams && !outer; i++)
			if (!strcmp(s->via->params[i].as, name))
				outer = s->via->params[i].name;
		if (!outer)
			return 0; /* "no field": nothing printed, an error at the end */
		name = outer;
		s = s->parent;
	}
	return -1;
}

static void lang_display(tf_ctx *c, const tf_scope *s, const isa_display *d, int depth,
			 tf_slot *o);

static void lang_pad(tf_lang *l)
{
	memset(l, 0, sizeof(*l));
	l->nullable = true;
	cs_add(&l->first, ' ');
	l->last = l->chars = l->ext = l->rext = l->first;
}

/* An operand prints one of its leaves' displays (nothing when no leaf
 * matches): their strings when few, otherwise a summary in which strings
 * of different leaves may extend each other by any of their characters. */
static void lang_operand_of(tf_ctx *c, const tf_scope *s, const isa_field *f, int depth,
			    tf_slot *o);

static void lang_operand(tf_ctx *c, const tf_scope *s, const isa_field *f, int depth, tf_slot *o)
{
	for (int i = 0; i < c->nops; i++)
		if (c->ops[i].f == f) {
			*o = *c->ops[i].o;
			return;
		}
	bool was = c->outer;
	c->outer = false;
	lang_operand_of(c, s, f, depth, o);
	if (!c->outer) {
		if (c->nops == c->capops) {
			c->capops = c->capops ? 2 * c->capops : 16;
			c->ops = isa_xrealloc(c->ops, (size_t)c->capops * sizeof(*c->ops));
		}
		c->ops[c->nops].f = f;
		c->ops[c->nops].o = isa_xmalloc(sizeof(*o));
		*c->ops[c->nops++].o = *o;
	}
	c->outer |= was;
}

static void lang_operand_of(tf_ctx *c, const tf_scope *s, const isa_field *f, int depth,
			    tf_slot *o)
{
	memset(o, 0, sizeof(*o));
	add_word(o, "");
	lang_of_words(&o->l, o->w, o->nw);
	const isa_root *r = f->root ? isa_root_of(c->m, f->root) : NULL;
	if (!r || depth > TF_MAX_DEPTH) {
		o->nw = -1;
		lang_any(&o->l);
		return;
	}
	for (int i = 0; i < r->nleaves; i++) {
		tf_scope in = {r->leaves[i], f, s};
		for (const isa_bitset *b = r->leaves[i]; b; b = b->parent)
			for (int k = 0; k < b->ncases; k++) {
				if (!b->cases[k].display)
					continue;
				tf_slot one;
				lang_display(c, &in, b->cases[k].display, depth + 1, &one);
				for (int j = 0; j < one.nw && o->nw >= 0; j++)
					add_word(o, one.w[j]);
				if (one.nw < 0)
					o->nw = -1;
				lang_union(&o->l, &one.l);
			}
	}
	if (o->nw >= 0) {
		lang_of_words(&o->l, o->w, o->nw);
		return;
	}
	cs_or(&o->l.ext, &o->l.chars);
	cs_or(&o->l.rext, &o->l.chars);
	o->l.nullable = true;
}

/* The language of one definition of a field, its strings when few. */
static void lang_def(tf_ctx *c, const tf_scope *s, const isa_field *f, int depth, tf_slot *o)
{
	int w = f->high - f->low + 1;
	uint64_t umax = w >= 64 ? ~0ull : (1ull << w) - 1, smax = w >= 64 ? ~0ull >> 1 : 1ull << (w - 1);
	o->nw = -1;
	switch (f->kind) {
	case TY_BITSET:
		lang_operand(c, s, f, depth, o);
		return;
	case TY_FLOAT: /* "%f": [-]digits.dddddd, [-]inf, [-]nan: none a prefix of another */
		memset(&o->l, 0, sizeof(o->l));
		digit_set(&o->l.first, false);
		o->l.last = o->l.chars = o->l.rext = o->l.first;
		cs_str(&o->l.first, "-in");
		cs_str(&o->l.last, "fn");
		cs_str(&o->l.chars, "-.infa");
		cs_add(&o->l.rext, '-');
		return;
	case TY_ENUM:
		if (!f->enm) {
			lang_any(&o->l);
			return;
		}
		/* inside an operand only the ends and characters count */
		if (depth == 0 || w <= 4)
			list_words(o, f, &c->pool);
		if (o->nw < 0)
			lang_wide_enum(&o->l, f, depth == 0);
		break;
	default:
		if (depth == 0 || w <= 4 || f->kind == TY_BOOL || f->kind == TY_BOOL_INV ||
		    f->kind == TY_CUSTOM)
			list_words(o, f, &c->pool);
		if (o->nw >= 0)
			break;
		if (f->kind == TY_HEX)
			lang_number(&o->l, true, false, false, false, umax);
		else if (f->kind == TY_UINT || f->kind == TY_BOOL)
			lang_number(&o->l, false, false, false, false, umax);
		else if (f->kind == TY_OFFSET)
			lang_number(&o->l, false, true, true, true, smax);
		else if (f->kind == TY_UOFFSET)
			lang_number(&o->l, false, false, true, true, umax);
		else
			lang_number(&o->l, false, true, false, false, smax);
	}
	if (o->nw >= 0)
		lang_of_words(&o->l, o->w, o->nw);
	lang_close(&o->l);
}

/* Two definitions that print every value alike (an override repeating
 * the field): one language. */
static bool same_print(const isa_field *a, const isa_field *b)
{
	return a->kind == b->kind && a->high - a->low == b->high - b->low && a->enm == b->enm &&
	       a->root == b->root && a->nparams == 0 && b->nparams == 0 &&
	       (a->display == b->display || (a->display && b->display && !strcmp(a->display, b->display)));
}

/* A field piece: every definition the name can resolve to, joined. */
static void lang_name(tf_ctx *c, const tf_scope *s, const char *name, int depth, tf_slot *o)
{
	const isa_field *defs[TF_MAX_DEFS];
	const tf_scope *owner = s;
	int n = scope_defs(c, s, name, defs, &owner);
	o->nw = 0;
	memset(&o->l, 0, sizeof(o->l));
	if (n < 0) {
		o->nw = -1;
		lang_any(&o->l);
		return;
	}
	if (!n) {
		add_word(o, "");
		lang_of_words(&o->l, o->w, o->nw);
		return;
	}
	lang_def(c, owner, defs[0], depth, o);
	for (int i = 1; i < n; i++) {
		if (same_print(defs[0], defs[i]))
			continue;
		tf_slot x;
		lang_def(c, owner, defs[i], depth, &x);
		if (o->nw >= 0 && x.nw >= 0) {
			for (int k = 0; k < x.nw; k++)
				add_word(o, x.w[k]);
			if (o->nw >= 0) {
				lang_of_words(&o->l, o->w, o->nw);
				continue;
			}
		}
		o->nw = -1;
		lang_union(&o->l, &x.l);
	}
}

static void lang_text(tf_lang *l, const char *t, int len)
{
	char buf[256];
	const char *w = t;
	if (len >= (int)sizeof(buf)) {
		lang_any(l);
		return;
	}
	memcpy(buf, t, (size_t)len);
	buf[len] = '\0';
	w = buf;
	lang_of_words(l, &w, 1);
}

/* Every string of x followed by every string of y, into o (x may be o):
 * -1 strings when there would be too many. */
static void words_then(tf_ctx *c, tf_slot *o, const tf_slot *y)
{
	if (o->nw < 0 || y->nw < 0 || o->nw * y->nw > TF_MAX_WORDS) {
		o->nw = -1;
		return;
	}
	const char *prev[TF_MAX_WORDS];
	int n = o->nw;
	memcpy(prev, o->w, (size_t)n * sizeof(*prev));
	o->nw = 0;
	char buf[512];
	for (int i = 0; i < n; i++)
		for (int j = 0; j < y->nw; j++) {
			snprintf(buf, sizeof(buf), "%s%s", prev[i], y->w[j]);
			add_word(o, pool_put(&c->pool, buf));
		}
}

static void lang_display(tf_ctx *c, const tf_scope *s, const isa_display *d, int depth, tf_slot *o)
{
	memset(o, 0, sizeof(*o));
	add_word(o, "");
	o->l.nullable = true;
	for (int i = 0; i < d->npieces; i++) {
		const isa_piece *p = &d->pieces[i];
		tf_slot x;
		memset(&x, 0, sizeof(x));
		if (p->align > 0 || p->kind == PC_ALIGN) {
			lang_pad(&x.l); /* its width depends on the column */
			lang_then(&o->l, &x.l);
			o->nw = -1;
		}
		if (p->kind == PC_TEXT) {
			lang_text(&x.l, p->text, p->len);
			x.nw = -1;
			if (p->len < 256) {
				char buf[256];
				memcpy(buf, p->text, (size_t)p->len);
				buf[p->len] = '\0';
				x.nw = 0;
				add_word(&x, pool_put(&c->pool, buf));
			}
		} else if (p->kind == PC_NAME) {
			add_word(&x, s->leaf->displayname);
			lang_of_words(&x.l, x.w, x.nw);
		} else if (p->kind == PC_FIELD) {
			lang_name(c, s, p->text, depth, &x);
		} else {
			continue;
		}
		lang_then(&o->l, &x.l);
		words_then(c, o, &x);
	}
}

/* The line of a display case, piece by piece, and which pieces' strings
 * the whole text gives back. */
typedef struct tf_plan {
	tf_slot *slot;
	int n;
	bool *known;
	bool built;
} tf_plan;

/* Could y be the start (or, rev, the end) of what slots from j on (rev:
 * up to j) print?  Conservative past a budget of steps. */
static bool may_touch(const tf_slot *s, int j, int n, const char *y, size_t len, bool rev,
		      int *steps)
{
	if (!len)
		return true;
	if (j < 0 || j >= n)
		return false;
	if (++*steps > TF_PREFIX_STEPS)
		return true;
	const tf_slot *t = &s[j];
	int next = rev ? j - 1 : j + 1;
	if (t->nw < 0) {
		if (t->l.nullable && may_touch(s, next, n, y, len, rev, steps))
			return true;
		return cs_has(rev ? &t->l.last : &t->l.first, (unsigned char)(rev ? y[len - 1] : y[0]));
	}
	for (int i = 0; i < t->nw; i++) {
		size_t a = strlen(t->w[i]), k = a < len ? a : len;
		const char *wy = rev ? y + len - k : y, *ww = rev ? t->w[i] + a - k : t->w[i];
		if (memcmp(wy, ww, k))
			continue;
		if (len <= a || may_touch(s, next, n, rev ? y : y + a, len - a, rev, steps))
			return true;
	}
	return false;
}

/* Is slot i cut off from what follows it (rev: from what precedes it)
 * once its start (rev: end) is known?  No string x of it may extend to a
 * string xy (rev: yx) of it with y the start (end) of what is next. */
static bool separated(const tf_slot *s, int i, int n, bool rev)
{
	const tf_slot *t = &s[i];
	int steps = 0, next = rev ? i - 1 : i + 1;
	if (t->pad && !rev)
		return true; /* its width follows from the column */
	if (t->nw >= 0) {
		for (int a = 0; a < t->nw; a++)
			for (int b = 0; b < t->nw; b++) {
				size_t la = strlen(t->w[a]), lb = strlen(t->w[b]);
				if (la >= lb)
					continue;
				if (!rev && !strncmp(t->w[a], t->w[b], la) &&
				    may_touch(s, next, n, t->w[b] + la, lb - la, false, &steps))
					return false;
				if (rev && !memcmp(t->w[a], t->w[b] + lb - la, la) &&
				    may_touch(s, next, n, t->w[b], lb - la, true, &steps))
					return false;
			}
		return true;
	}
	tf_chars near = {{0}};
	for (int j = next; j >= 0 && j < n; j = rev ? j - 1 : j + 1) {
		cs_or(&near, rev ? &s[j].l.last : &s[j].l.first);
		if (!s[j].l.nullable)
			break;
	}
	return !cs_meet(rev ? &t->l.rext : &t->l.ext, &near);
}

/* The leaves that print case dc: those whose chain holds its bitset. */
static bool prints_case(const isa_bitset *leaf, const isa_case *dc)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		if (dc >= b->cases && dc < b->cases + b->ncases)
			return true;
	return false;
}

static tf_slot *new_slot(tf_plan *p, int piece)
{
	if (p->n == TF_MAX_SLOTS)
		return NULL;
	tf_slot *s = &p->slot[p->n++];
	memset(s, 0, sizeof(*s));
	s->piece = piece;
	return s;
}

static void pad_slot(tf_plan *p, int piece)
{
	tf_slot *s = new_slot(p, piece);
	if (s) {
		lang_pad(&s->l);
		s->nw = -1;
		s->pad = true;
	}
}

/* Slot of a piece joined over every leaf that prints the case: the
 * result holds for all of them (check analyses a shared display once). */
static void join_slot(tf_slot *d, const tf_slot *x, bool first)
{
	if (first) {
		*d = *x;
		return;
	}
	if (d->nw >= 0 && x->nw >= 0) {
		for (int k = 0; k < x->nw && d->nw >= 0; k++)
			add_word(d, x->w[k]);
		if (d->nw >= 0) {
			lang_of_words(&d->l, d->w, d->nw);
			return;
		}
	}
	d->nw = -1;
	lang_union(&d->l, &x->l);
}

/* What a field piece's language depends on in a leaf sharing the display:
 * the definitions its name resolves to there and, for an operand, those
 * of the names its params pass (every lookup that leaves the operand ends
 * at one of them).  Leaves with the same key give the same language. */
#define TF_MAX_KEYS 32
#define TF_KEY_LEN 48

static int key_of(tf_ctx *c, const isa_bitset *leaf, const char *name, const isa_field **key)
{
	tf_scope top = {leaf, NULL, NULL};
	const tf_scope *owner;
	const isa_field *defs[TF_MAX_DEFS];
	int n = scope_defs(c, &top, name, defs, &owner), len = 0;
	if (n < 0 || n >= TF_KEY_LEN)
		return -1;
	memcpy(key, defs, (size_t)n * sizeof(*key));
	len = n;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < defs[i]->nparams; j++) {
			const isa_field *pd[TF_MAX_DEFS];
			int m = scope_defs(c, &top, defs[i]->params[j].name, pd, &owner);
			if (m < 0 || len + m + 1 > TF_KEY_LEN)
				return -1;
			key[len++] = NULL;
			memcpy(key + len, pd, (size_t)m * sizeof(*key));
			len += m;
		}
	return len;
}

/* Is leaf's key for name new (then kept)?  True too when it cannot be
 * formed: the leaf is analysed. */
static bool new_key(tf_ctx *c, const isa_bitset *leaf, const char *name, const isa_field **keys,
		    int *nkeys)
{
	const isa_field *key[TF_KEY_LEN + 1];
	int len = key_of(c, leaf, name, key);
	if (len < 0)
		return true;
	key[len++] = (const isa_field *)(const void *)name; /* an end mark */
	for (int k = 0; k < *nkeys; k++)
		if (!memcmp(keys + (size_t)k * TF_KEY_LEN, key, (size_t)len * sizeof(*key)))
			return false;
	memcpy(keys + (size_t)*nkeys * TF_KEY_LEN, key, (size_t)len * sizeof(*key));
	(*nkeys)++;
	return true;
}

/* The leaves a plan joins, found once per plan: leaf and every leaf that
 * prints case dc; and the rows of leaf keys each field piece fills,
 * cleared after it. */
typedef struct tf_sharers {
	const isa_bitset **leaf;
	int n;
	const isa_field **keys; /* TF_MAX_KEYS rows of TF_KEY_LEN */
} tf_sharers;

static void sharers_find(tf_ctx *c, tf_sharers *sh, const isa_bitset *leaf, const isa_case *dc)
{
	const isa_root *r = isa_root_of(c->m, leaf->root);
	int n = r ? r->nleaves : 0;
	sh->leaf = isa_xmalloc((size_t)(n ? n : 1) * sizeof(*sh->leaf));
	sh->n = 0;
	for (int k = 0; k < n; k++)
		if (r->leaves[k] == leaf || prints_case(r->leaves[k], dc))
			sh->leaf[sh->n++] = r->leaves[k];
	sh->keys = calloc((size_t)TF_MAX_KEYS * TF_KEY_LEN, sizeof(*sh->keys));
	if (!sh->keys)
		abort();
}

static void piece_slot(tf_ctx *c, tf_plan *p, const tf_sharers *sh, const isa_case *dc, int i)
{
	const isa_piece *pc = &dc->display->pieces[i];
	if (pc->align > 0 || pc->kind == PC_ALIGN)
		pad_slot(p, -1);
	if (pc->kind == PC_ALIGN)
		return;
	tf_slot *s = new_slot(p, i);
	if (!s)
		return;
	if (pc->kind == PC_TEXT) {
		char buf[256];
		int len = pc->len < (int)sizeof(buf) - 1 ? pc->len : (int)sizeof(buf) - 1;
		memcpy(buf, pc->text, (size_t)len);
		buf[len] = '\0';
		s->nw = 0;
		add_word(s, pool_put(&c->pool, buf));
		if (len < pc->len) {
			s->nw = -1;
			lang_any(&s->l);
		} else
			lang_of_words(&s->l, s->w, s->nw);
		return;
	}
	bool first = true;
	const isa_field **keys = sh->keys;
	int nkeys = 0;
	for (int k = 0; k < sh->n; k++) {
		const isa_bitset *l = sh->leaf[k];
		if (pc->kind == PC_FIELD && nkeys < TF_MAX_KEYS &&
		    !new_key(c, l, pc->text, keys, &nkeys))
			continue; /* a leaf looking up what an earlier one did */
		tf_slot x;
		memset(&x, 0, sizeof(x));
		if (pc->kind == PC_NAME) {
			add_word(&x, l->displayname);
			lang_of_words(&x.l, x.w, x.nw);
		} else {
			tf_scope top = {l, NULL, NULL};
			lang_name(c, &top, pc->text, 0, &x);
		}
		join_slot(s, &x, first);
		first = false;
	}
	memset(keys, 0, (size_t)nkeys * TF_KEY_LEN * sizeof(*keys));
	s->piece = i;
}

/* The slots of dc's line, the error list Mesa appends ("\t; ...") last,
 * and which of them the text gives back: read from the left while each
 * is separated from what follows, from the right (past the errors, cut
 * at the first tab when no piece prints one) while each is separated
 * from what precedes, and a slot between a known start and end. */
static void plan_build(tf_ctx *c, tf_plan *p, const isa_bitset *leaf, const isa_case *dc)
{
	const isa_display *d = dc->display;
	p->built = true;
	p->slot = isa_xmalloc(TF_MAX_SLOTS * sizeof(*p->slot));
	p->n = 0;
	tf_sharers sh;
	sharers_find(c, &sh, leaf, dc);
	for (int i = 0; i < d->npieces; i++)
		piece_slot(c, p, &sh, dc, i);
	free(sh.leaf);
	free(sh.keys);
	bool whole = p->n < TF_MAX_SLOTS;
	tf_slot *e = new_slot(p, -1);
	if (e) {
		lang_any(&e->l);
		memset(&e->l.first, 0, sizeof(e->l.first));
		cs_add(&e->l.first, '\t');
		e->nw = -1;
	}
	int n = p->n;
	p->known = calloc((size_t)n + 1, sizeof(bool));
	bool *lr = calloc((size_t)n + 2, sizeof(bool)), *rl = calloc((size_t)n + 2, sizeof(bool));
	if (!p->known || !lr || !rl)
		abort();
	/* lr[i + 1]: slots 0..i given back from the left; rl[i]: i..n-1 from
	 * the right */
	lr[0] = whole;
	for (int i = 0; i < n; i++)
		lr[i + 1] = lr[i] && separated(p->slot, i, n, false);
	bool tab = false;
	for (int i = 0; i < n - 1; i++)
		tab |= cs_has(&p->slot[i].l.chars, '\t');
	rl[n] = whole;
	rl[n - 1] = whole && !tab;
	for (int i = n - 2; i >= 0; i--)
		rl[i] = rl[i + 1] && separated(p->slot, i, n, true);
	for (int i = 0; i < n; i++)
		p->known[i] = lr[i + 1] || rl[i] || (lr[i] && rl[i + 1]);
	free(lr);
	free(rl);
}

/* The line of cut's display case built once: each slot's piece and
 * whether it is cut out, the models dropped. */
static void cut_build(isa_cut *cut)
{
	tf_ctx c = {cut->m, {NULL, 0, 0, NULL, 0}, false, NULL, 0, 0};
	tf_plan p = {NULL, 0, NULL, false};
	plan_build(&c, &p, cut->leaf, cut->dc);
	cut->built = true;
	cut->n = p.n;
	cut->piece = isa_xmalloc((size_t)(p.n ? p.n : 1) * sizeof(*cut->piece));
	cut->known = p.known;
	for (int i = 0; i < p.n; i++)
		cut->piece[i] = p.slot[i].piece;
	free(p.slot);
	pool_free(&c.pool);
	for (int i = 0; i < c.nops; i++)
		free(c.ops[i].o);
	free(c.ops);
}

/* The store of cuts: each case's slots and which are known, in the
 * order the cases were first asked about. */
typedef struct tf_stored {
	const isa_case *dc;
	int n;
	int *piece;
	bool *known;
} tf_stored;

struct isa_tf_cuts {
	const isa *m;
	tf_stored *v;
	int n, cap;
};

isa_tf_cuts *isa_tf_cuts_new(const isa *m)
{
	isa_tf_cuts *c = isa_xmalloc(sizeof(*c));
	*c = (isa_tf_cuts){m, NULL, 0, 0};
	return c;
}

void isa_tf_cuts_free(isa_tf_cuts *c)
{
	if (!c)
		return;
	for (int i = 0; i < c->n; i++) {
		free(c->v[i].piece);
		free(c->v[i].known);
	}
	free(c->v);
	free(c);
}

static void cut_copy(int n, const int *piece, const bool *known, int **pd, bool **kd)
{
	*pd = isa_xmalloc((size_t)(n ? n : 1) * sizeof(**pd));
	*kd = isa_xmalloc((size_t)n + 1);
	memcpy(*pd, piece, (size_t)n * sizeof(*piece));
	memcpy(*kd, known, (size_t)n * sizeof(*known));
}

void isa__cut_shared(isa_tf_cuts *c, isa_cut *cut)
{
	/* the plan joins every leaf that prints the case, the leaf asked
	 * about among them: the same cut for each of them */
	if (!c || c->m != cut->m || !prints_case(cut->leaf, cut->dc))
		return;
	for (int i = 0; i < c->n; i++)
		if (c->v[i].dc == cut->dc) {
			cut->n = c->v[i].n;
			cut_copy(cut->n, c->v[i].piece, c->v[i].known, &cut->piece, &cut->known);
			cut->built = true;
			return;
		}
	if (!cut->built)
		cut_build(cut);
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->v = isa_xrealloc(c->v, (size_t)c->cap * sizeof(*c->v));
	}
	tf_stored *x = &c->v[c->n++];
	x->dc = cut->dc;
	x->n = cut->n;
	cut_copy(cut->n, cut->piece, cut->known, &x->piece, &x->known);
}

void isa__cut_free(isa_cut *cut)
{
	free(cut->piece);
	free(cut->known);
}

static bool prints_name(const isa_cut *cut, int slot, const char *name)
{
	int k = cut->piece[slot];
	const isa_piece *pc = k >= 0 ? &cut->dc->display->pieces[k] : NULL;
	return pc && pc->kind == PC_FIELD && !strcmp(pc->text, name);
}

bool isa__cut_known(isa_cut *cut, const char *name)
{
	if (!cut->built)
		cut_build(cut);
	for (int i = 0; i < cut->n; i++)
		if (cut->known[i] && prints_name(cut, i, name))
			return true;
	return false;
}

int isa__cut_slot(isa_cut *cut, const char *name)
{
	if (!cut->built)
		cut_build(cut);
	for (int i = 0; i < cut->n; i++)
		if (prints_name(cut, i, name))
			return i;
	return -1;
}
