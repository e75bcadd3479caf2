/*
 * model/asm.c - the isaspec assembler: an instruction's text back to a
 * word, by inverting the display templates the decoder prints.
 *
 * The text is matched against the displays of every leaf active at the
 * gen, piece by piece, with backtracking: literal text must be there,
 * {:align=N} must be the padding decode writes, {NAME} the bitset's
 * name, and a field piece is read the way its type prints (a number,
 * an enum's display, a bool's display or nothing, an operand through the
 * displays of its root's leaves).  A full match gives values to the
 * fields the text shows; the fields the text does not show stay 0, but
 * those the conditions of the display's case or the shown derived
 * fields depend on are searched (fewest bits set first).  Every
 * candidate word is then decoded: only a word whose decoding prints
 * exactly the text is an answer, so the inversion may be loose (a field
 * resolved to the wrong definition, a derived value not met) and still
 * never wrong.
 *
 * Everything is bounded: the steps of the match and the decodes of the
 * search have budgets, and hitting one is reported (ISA_ASM_LIMIT).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

/* operands nested in one text; the loader refuses recursive types, and
 * Mesa's descriptions nest two deep */
#define ASM_MAX_SCOPES 32
/* definitions of one name in a leaf's chain tried in turn */
#define ASM_MAX_DEFS 8
/* decodes spent looking for a clean word once one with an error prints
 * the text */
#define ASM_FALLBACK_DECODES 2048
/* decodes one full match may spend in the first pass */
#define ASM_MATCH_DECODES 8192
/* hidden bits the search varies (one word's worth) */
#define ASM_MAX_HIDDEN 64

typedef struct ascope {
	const isa_bitset *leaf;
	int parent;              /* index of the enclosing scope, -1: none */
	const isa_field *via;    /* the operand field of the parent */
	const isa_case *kase;    /* the case whose display is matched (two
				  * cases may share one display text) */
	const isa_display *disp; /* its display */
	isa_bits word, known;    /* bits set so far, bits fixed so far */
} ascope;

typedef struct aframe {
	int scope;
	int piece;
} aframe;

/* A shown derived field: its expression must give the value read. */
typedef struct aderived {
	int scope;
	const isa_field *f;
	uint64_t val;
} aderived;

#define ASM_MAX_DERIVED 64

typedef struct actx {
	const isa *m;
	const isa_asm_opts *o;
	const char *full; /* the whole text (the decode must print it) */
	int len;          /* the part the displays print (no error suffix) */
	long max_steps, max_decodes;
	ascope sc[ASM_MAX_SCOPES];
	int nsc;
	aframe fr[ASM_MAX_SCOPES];
	int nfr;
	aderived der[ASM_MAX_DERIVED];
	int nder;
	const isa_bitset *top; /* the leaf tried */
	isa_asm_result *r;
	int found;   /* answers so far */
	bool stop;   /* an answer (or two) found, or a budget hit */
	/* a word printing the text whose decoding with errors shown adds
	 * an error (a warning on an assert): kept while a clean one is
	 * looked for, each full match settled from then on given up at
	 * fallback_until decodes (settling: a match is being settled) */
	bool has_fallback, settling;
	isa_bits fallback;
	const isa_bitset *fallback_leaf;
	long fallback_until;
	int best;    /* furthest column matched, -1: none */
	isa_bits matched; /* the bits the match set (text, patterns, asserts) */
	/* the first pass gives each full match at most match_cap decodes
	 * (until match_until), so that a case whose settled word does not
	 * print the text does not spend the budget before the next case is
	 * tried; cut: some match was cut, the second pass has no cap */
	long match_cap, match_until;
	bool cut;
	isa_buf out;
	isa_decode_opts dopts;
} actx;

static bool match(actx *c, int pos);

/* ---- helpers ---------------------------------------------------------- */

static bool active(const isa_bitset *b, uint32_t gen)
{
	return gen >= b->eff_gen_min && gen <= b->eff_gen_max;
}

static void note(actx *c, int pos)
{
	if (pos > c->best) {
		c->best = pos;
		c->r->closest = c->top;
	}
}

static bool over_budget(actx *c)
{
	if (c->stop)
		return true;
	/* this match only: a later one may print the text clean (ir3's
	 * getpos matched through the s2en display first finds words whose
	 * sampler breaks an assert, the plain display a clean one) */
	if (c->has_fallback && c->settling && c->r->decodes >= c->fallback_until)
		return true;
	if (c->r->steps >= c->max_steps || c->r->decodes >= c->max_decodes) {
		c->r->status = ISA_ASM_LIMIT;
		c->stop = true;
		return true;
	}
	if (c->match_until && c->r->decodes >= c->match_until) {
		c->cut = true; /* this match only: the next one is tried */
		return true;
	}
	return false;
}

/* Bits [low, high] of a scope: false when some are fixed to other
 * values already. */
static bool fits_known(const ascope *s, int low, int high, const isa_bits *v)
{
	isa_bits k = isa_bits_extract(&s->known, low, high);
	isa_bits w = isa_bits_extract(&s->word, low, high);
	isa_bits a, b;
	isa_bits_and(&a, &k, &w);
	isa_bits_and(&b, &k, v);
	return isa_bits_equal(&a, &b);
}

/* The column decode's padding counts from: the offset since the last
 * newline of the text. */
static int column_of(const actx *c, int pos)
{
	int start = pos;
	while (start > 0 && c->full[start - 1] != '\n')
		start--;
	return pos - start;
}

/* Padding to column `align`: the spaces decode writes, or -1 when the
 * text does not have them. */
static int pad(const actx *c, int pos, int align)
{
	int col = column_of(c, pos);
	while (align > 0 && col < align) {
		if (pos >= c->len || c->full[pos] != ' ')
			return -1;
		pos++;
		col++;
	}
	return pos;
}

/* ---- assigning a field ------------------------------------------------- */

/* Does v fit the field as its type prints it? */
static bool value_fits(const isa_field *f, uint64_t v, bool is_signed, int64_t sv)
{
	int w = f->high - f->low + 1;
	/* decode sign-extends a signed value from the width, derived or
	 * not; a derived unsigned value prints unmasked */
	if (w >= 64 || (f->derived && !is_signed))
		return true;
	if (is_signed) {
		int64_t lo = -((int64_t)1 << (w - 1)), hi = ((int64_t)1 << (w - 1)) - 1;
		return sv >= lo && sv <= hi;
	}
	return v <= (((uint64_t)1 << w) - 1);
}

/* Give field f of scope si the value v (its low w bits) and go on at
 * pos.  A derived field has no bits: the decode at the end checks it. */
static bool assign(actx *c, int si, const isa_field *f, uint64_t v, int pos)
{
	if (f->derived) {
		if (c->nder == ASM_MAX_DERIVED) /* left to the search */
			return match(c, pos);
		c->der[c->nder++] = (aderived){si, f, v};
		bool r = match(c, pos);
		c->nder--;
		return r;
	}
	ascope *s = &c->sc[si];
	isa_bits val = isa_bits_from_u64(v);
	if (!fits_known(s, f->low, f->high, &val))
		return false;
	isa_bits oldw = s->word, oldk = s->known;
	isa_bits_insert(&s->word, f->low, f->high, &val);
	isa_bits ones = isa_bits_range(f->low, f->high);
	isa_bits_or(&s->known, &s->known, &ones);
	bool r = match(c, pos);
	c->sc[si].word = oldw;
	c->sc[si].known = oldk;
	return r;
}

/* ---- numbers as decode prints them ---------------------------------------- */

/* A run of digits of base 10 or 16 at pos, as printf writes one (no
 * leading zero but for "0"): its end, or -1. */
static int digits(const actx *c, int pos, bool hex)
{
	int i = pos;
	while (i < c->len) {
		char ch = c->full[i];
		bool d = (ch >= '0' && ch <= '9') || (hex && ch >= 'a' && ch <= 'f');
		if (!d)
			break;
		i++;
	}
	if (i == pos)
		return -1;
	/* printf writes 0 as "0" and no other number with a leading zero,
	 * so a run starting with 0 is the number 0 and the start of what
	 * follows (etnaviv's "t06": register 0, then the number of an
	 * unlisted addressing mode) */
	return c->full[pos] == '0' ? pos + 1 : i;
}

/* The value of text[from, to) in base 10 or 16; false on overflow. */
static bool number(const actx *c, int from, int to, bool hex, uint64_t *v)
{
	uint64_t x = 0, base = hex ? 16 : 10;
	for (int i = from; i < to; i++) {
		char ch = c->full[i];
		uint64_t d = ch <= '9' ? (uint64_t)(ch - '0') : (uint64_t)(ch - 'a' + 10);
		if (x > (UINT64_MAX - d) / base)
			return false;
		x = x * base + d;
	}
	*v = x;
	return true;
}

/* An unsigned number at pos ("%llu", or "%llx" with hex): every shorter
 * canonical prefix is tried too, longest first, for a display that puts
 * a digit right after the field. */
static bool try_unsigned(actx *c, int si, const isa_field *f, int pos, bool hex, bool plus)
{
	int start = pos;
	if (plus) {
		if (pos >= c->len || c->full[pos] != '+')
			return false;
		start++;
	}
	int end = digits(c, start, hex);
	note(c, start); /* past the number only when its value fits */
	for (int e = end; e > start && !c->stop; e--) {
		uint64_t v;
		if (e < end && c->full[start] == '0')
			continue;
		if (!number(c, start, e, hex, &v) || !value_fits(f, v, false, 0))
			continue;
		if (plus && v == 0)
			continue; /* a zero offset prints nothing */
		if (assign(c, si, f, v, e))
			return true;
	}
	return false;
}

/* A signed number at pos ("%lld", or "%+lld" with plus). */
static bool try_signed(actx *c, int si, const isa_field *f, int pos, bool plus)
{
	int start = pos;
	bool neg = false;
	if (pos < c->len && (c->full[pos] == '-' || (plus && c->full[pos] == '+'))) {
		neg = c->full[pos] == '-';
		start++;
	} else if (plus) {
		return false;
	}
	int end = digits(c, start, false);
	note(c, start);
	for (int e = end; e > start && !c->stop; e--) {
		uint64_t v;
		if (e < end && c->full[start] == '0')
			continue;
		if (!number(c, start, e, false, &v) || v > ((uint64_t)1 << 63))
			continue;
		if (neg && v == 0)
			continue; /* "%lld" never prints -0 */
		int64_t sv = neg ? (int64_t)(0 - v) : (int64_t)v;
		if (!neg && v == ((uint64_t)1 << 63))
			continue;
		if (plus && sv == 0)
			continue;
		if (!value_fits(f, (uint64_t)sv, true, sv))
			continue;
		int w = f->high - f->low + 1;
		uint64_t bits = w >= 64 ? (uint64_t)sv : (uint64_t)sv & (((uint64_t)1 << w) - 1);
		if (assign(c, si, f, bits, e))
			return true;
	}
	return false;
}

/* IEEE half to float, as decode widens one (subnormals, inf, nan). */
static double half_value(unsigned h)
{
	unsigned exp = (h >> 10) & 0x1f, man = h & 0x3ff;
	double v = exp == 0 ? ldexp((double)man, -24) : ldexp((double)(man | 0x400), (int)exp - 25);
	return (h & 0x8000) ? -v : v;
}

/* The 32-bit float printing num ("%f") with the most low bits clear,
 * from u, which prints it.  A derived float whose expression shifts its
 * bits into place (etnaviv's 20-bit immediates, shifted left by 12)
 * reaches that one and seldom the nearest, so the search would walk the
 * bits it cannot set. */
static uint32_t roundest_float(uint32_t u, const char *num)
{
	char back[64];
	for (int k = 31; k > 0; k--) {
		uint32_t low = ((uint32_t)1 << k) - 1, down = u & ~low, up = down + low + 1;
		uint32_t cand[2] = {down, up};
		for (int i = 0; i < 2; i++) {
			float fl;
			if (i && (up ^ down) >> 31) /* up would change the sign */
				continue;
			memcpy(&fl, &cand[i], sizeof(fl));
			snprintf(back, sizeof(back), "%f", (double)fl);
			if (!strcmp(back, num))
				return cand[i];
		}
	}
	return u;
}

/* The bits of a float field whose "%f" is text[pos, end): the float
 * nearest the number, checked by printing it; with round (a derived
 * 32-bit float), the one with the most low bits clear. */
static bool float_bits(const actx *c, int width, bool round, int pos, int end, uint64_t *bits)
{
	char num[64], back[64];
	int n = end - pos;
	if (n <= 0 || n >= (int)sizeof(num))
		return false;
	memcpy(num, c->full + pos, (size_t)n);
	num[n] = '\0';
	bool neg = num[0] == '-';
	const char *mag = num + neg;
	if (!strcmp(mag, "nan")) {
		*bits = width == 16 ? (neg ? 0xfe00u : 0x7e00u) : (neg ? 0xffc00000u : 0x7fc00000u);
		return true;
	}
	if (!strcmp(mag, "inf")) {
		*bits = width == 16 ? (neg ? 0xfc00u : 0x7c00u) : (neg ? 0xff800000u : 0x7f800000u);
		return true;
	}
	double d = strtod(num, NULL);
	if (width == 16) {
		unsigned best = 0;
		double bestd = INFINITY;
		for (unsigned h = 0; h < 0x7c00; h++) {
			double diff = fabs(half_value(h) - fabs(d));
			if (diff < bestd) {
				bestd = diff;
				best = h;
			}
		}
		if (neg)
			best |= 0x8000;
		*bits = best;
		snprintf(back, sizeof(back), "%f", (double)(float)half_value(best));
	} else {
		float fl = (float)d;
		uint32_t u;
		memcpy(&u, &fl, sizeof(u));
		if (neg && fl == 0.0f)
			u |= 0x80000000u; /* "-0.000000": keep the sign */
		memcpy(&fl, &u, sizeof(fl));
		snprintf(back, sizeof(back), "%f", (double)fl);
		if (round && !strcmp(back, num))
			u = roundest_float(u, num);
		*bits = u;
	}
	return !strcmp(back, num);
}

/* "%f" of a 16- or 32-bit float: [-]D+.DDDDDD, [-]inf or [-]nan. */
static bool try_float(actx *c, int si, const isa_field *f, int pos)
{
	int w = f->high - f->low + 1, i = pos;
	if (i < c->len && c->full[i] == '-')
		i++;
	int end = -1;
	if (c->len - i >= 3 && (!strncmp(c->full + i, "inf", 3) || !strncmp(c->full + i, "nan", 3))) {
		end = i + 3;
	} else {
		int j = i;
		while (j < c->len && c->full[j] >= '0' && c->full[j] <= '9')
			j++;
		if (j > i && j + 7 <= c->len && c->full[j] == '.') {
			int k = j + 1;
			while (k < j + 7 && c->full[k] >= '0' && c->full[k] <= '9')
				k++;
			if (k == j + 7)
				end = k;
		}
	}
	note(c, end < 0 ? pos : end);
	uint64_t bits;
	if (end < 0 || !float_bits(c, w == 16 ? 16 : 32, f->derived && w != 16, pos, end, &bits))
		return false;
	return assign(c, si, f, bits, end);
}

/* ---- field pieces ------------------------------------------------------------ */

static bool try_operand(actx *c, int si, const isa_field *f, int pos);

/* A bool prints its display when set (bool_inv: when clear), else
 * nothing; without a display, the value (bool_inv: its negation). */
static bool try_bool(actx *c, int si, const isa_field *f, int pos, bool inv)
{
	if (!f->display) {
		if (pos < c->len && (c->full[pos] == '0' || c->full[pos] == '1')) {
			bool one = c->full[pos] == '1';
			if (assign(c, si, f, (uint64_t)(one != inv), pos + 1))
				return true;
		}
		note(c, pos);
		return false;
	}
	size_t dl = strlen(f->display);
	if (dl && (size_t)(c->len - pos) >= dl && !strncmp(c->full + pos, f->display, dl)) {
		if (assign(c, si, f, inv ? 0 : 1, pos + (int)dl))
			return true;
		if (c->stop)
			return false;
	}
	return assign(c, si, f, inv ? 1 : 0, pos);
}

static bool enum_has(const isa_enum *e, uint64_t v)
{
	for (int i = 0; i < e->nvalues; i++)
		if (e->values[i].val == v)
			return true;
	return false;
}

/* An enum prints a value's display, or the number when no value has it. */
static bool try_enum(actx *c, int si, const isa_field *f, int pos)
{
	const isa_enum *e = f->enm;
	for (int i = 0; i < e->nvalues && !c->stop; i++) {
		size_t dl = strlen(e->values[i].display);
		if ((size_t)(c->len - pos) < dl || strncmp(c->full + pos, e->values[i].display, dl))
			continue;
		note(c, pos + (int)dl);
		if (value_fits(f, e->values[i].val, false, 0) &&
		    assign(c, si, f, e->values[i].val, pos + (int)dl))
			return true;
	}
	/* the number, every canonical prefix too (a number may follow) */
	int end = digits(c, pos, false);
	for (int to = end; to > pos && !c->stop; to--) {
		uint64_t v;
		if ((to < end && c->full[pos] == '0') || !number(c, pos, to, false, &v) ||
		    v > 0xffffffffu || !value_fits(f, v, false, 0) || enum_has(e, v))
			continue; /* a value of the enum prints its display */
		if (assign(c, si, f, v, to))
			return true;
	}
	return false;
}

/* One definition of a shown field, read as its type prints it. */
static bool try_field(actx *c, int si, const isa_field *f, int pos)
{
	switch (f->kind) {
	case TY_INT:
	case TY_BRANCH:
	case TY_ABSBRANCH:
		return try_signed(c, si, f, pos, false);
	case TY_UINT:
		return try_unsigned(c, si, f, pos, false, false);
	case TY_HEX:
		return try_unsigned(c, si, f, pos, true, false);
	case TY_OFFSET:
		return assign(c, si, f, 0, pos) || (!c->stop && try_signed(c, si, f, pos, true));
	case TY_UOFFSET:
		return assign(c, si, f, 0, pos) || (!c->stop && try_unsigned(c, si, f, pos, false, true));
	case TY_FLOAT:
		return try_float(c, si, f, pos);
	case TY_BOOL:
		return try_bool(c, si, f, pos, false);
	case TY_BOOL_INV:
		return try_bool(c, si, f, pos, true);
	case TY_ENUM:
		return try_enum(c, si, f, pos);
	case TY_CUSTOM:
	case TY_ASSERT:
		return match(c, pos); /* prints nothing without a callback */
	case TY_BITSET:
		return try_operand(c, si, f, pos);
	}
	return false;
}

/* The definitions of `name` a lookup from scope si can pick: the case
 * whose display is matched first (it is selected, so its fields are
 * seen) unless a case with no condition defines it earlier in the walk,
 * then the chain's cases in lookup order.  A name the chain does
 * not define leads through the params of the operand to the enclosing
 * scope (*owner).  Returns how many. */
static int definitions(const actx *c, int si, const char *name, const isa_field **out, int *owner)
{
	for (int depth = 0; si >= 0 && depth < ASM_MAX_SCOPES; depth++) {
		const ascope *s = &c->sc[si];
		int n = 0;
		/* a definition of a case with no condition (a bitset's default)
		 * came first: decoding always finds it before the matched
		 * case's own, which then goes in its place (ir3's ldib/stib
		 * print ibo-base's {OFFSET} through load-store's) */
		bool always = false;
		for (const isa_bitset *b = s->leaf; b; b = b->parent)
			for (int i = 0; i < b->ncases; i++) {
				const isa_case *k = &b->cases[i];
				bool own = k == s->kase;
				for (int j = 0; j < k->nfields && n < ASM_MAX_DEFS; j++) {
					const isa_field *f = &k->fields[j];
					if (f->kind == TY_ASSERT || strcmp(f->name, name))
						continue;
					if (own && n && !always) {
						memmove(out + 1, out, (size_t)n * sizeof(*out));
						out[0] = f;
					} else {
						out[n] = f;
					}
					always |= !k->expr;
					n++;
				}
			}
		if (n) {
			*owner = si;
			return n;
		}
		const isa_field *via = s->via;
		const char *outer = NULL;
		for (int i = 0; via && i < via->nparams && !outer; i++)
			if (!strcmp(via->params[i].as, name))
				outer = via->params[i].name;
		if (!outer)
			return 0;
		name = outer;
		si = s->parent;
	}
	return 0;
}

static bool in_case(const isa_case *k, const isa_field *f)
{
	return f >= k->fields && f < k->fields + k->nfields;
}

/* Can decoding read definition f of scope s once the matched case is
 * selected?  It looks through the chain's cases in order and takes the
 * first selected one defining the name: a case with a display before
 * the matched one is not selected (decoding would print its display),
 * and when the matched case defines the name (own), no later case is
 * reached.  Cases without a display before it may be selected too. */
static bool readable(const ascope *s, const isa_field *f, bool own)
{
	bool past = false;
	for (const isa_bitset *b = s->leaf; b; b = b->parent)
		for (int i = 0; i < b->ncases; i++) {
			const isa_case *k = &b->cases[i];
			if (k == s->kase) {
				if (in_case(k, f))
					return true;
				past = true;
				continue;
			}
			if (in_case(k, f))
				return past ? !own : !k->display || !k->expr;
		}
	return true;
}

static bool try_piece_field(actx *c, int si, const isa_piece *p, int pos)
{
	const isa_field *defs[ASM_MAX_DEFS];
	int owner;
	int n = definitions(c, si, p->text, defs, &owner);
	bool own = n && in_case(c->sc[owner].kase, defs[0]);
	for (int i = 0; i < n && !c->stop; i++)
		if (readable(&c->sc[owner], defs[i], own) && try_field(c, owner, defs[i], pos))
			return true;
	return false;
}

/* Open a scope over leaf b matching the display of case kase from pos. */
static bool enter(actx *c, const isa_bitset *b, int parent, const isa_field *via,
		  const isa_case *kase, int pos)
{
	if (c->nsc >= ASM_MAX_SCOPES || c->nfr >= ASM_MAX_SCOPES)
		return false;
	ascope *s = &c->sc[c->nsc];
	s->leaf = b;
	s->parent = parent;
	s->via = via;
	s->kase = kase;
	s->disp = kase->display;
	s->word = b->lmatch;
	s->known = b->lmask;
	/* the asserts of the chain's default cases hold their values, so a
	 * word decoded with errors shown is clean */
	for (const isa_bitset *a = b; a; a = a->parent)
		for (int i = 0; i < a->ncases; i++) {
			const isa_case *k = &a->cases[i];
			if (k->expr && k != kase)
				continue;
			for (int j = k->asserts_from; j < k->asserts_to; j++)
				if (k->fields[j].kind == TY_ASSERT)
					isa_bits_insert(&s->word, k->fields[j].low, k->fields[j].high,
							&k->fields[j].assert_val);
		}
	c->fr[c->nfr++] = (aframe){c->nsc, 0};
	c->nsc++;
	bool r = match(c, pos);
	c->nsc--;
	c->nfr--;
	return r;
}

/* Every display of leaf b's chain (leaf first, as decode looks). */
static bool try_leaf(actx *c, const isa_bitset *b, int parent, const isa_field *via, int pos)
{
	for (const isa_bitset *a = b; a; a = a->parent)
		for (int i = 0; i < a->ncases; i++)
			if (a->cases[i].display && !c->stop &&
			    enter(c, b, parent, via, &a->cases[i], pos))
				return true;
	return false;
}

/* An operand: any leaf of its root active at the gen. */
static bool try_operand(actx *c, int si, const isa_field *f, int pos)
{
	const isa_root *r = f->root_index ? &c->m->roots[f->root_index - 1]
					  : isa_root_of(c->m, f->root);
	if (!r || f->high - f->low + 1 < r->root->size)
		return false;
	for (int i = 0; i < r->nleaves && !c->stop; i++)
		if (active(r->leaves[i], c->o->gen) && try_leaf(c, r->leaves[i], si, f, pos))
			return true;
	return false;
}

/* ---- the pieces ------------------------------------------------------------ */

static bool match_piece(actx *c, const aframe *fr, const isa_piece *p, int pos)
{
	const ascope *s = &c->sc[fr->scope];
	switch (p->kind) {
	case PC_TEXT:
		for (int i = 0; i < p->len; i++)
			if (pos + i >= c->len || c->full[pos + i] != p->text[i]) {
				note(c, pos + i);
				return false;
			}
		return match(c, pos + p->len);
	case PC_ALIGN:
		pos = pad(c, pos, p->align);
		return pos >= 0 && match(c, pos);
	case PC_NAME: {
		pos = pad(c, pos, p->align);
		if (pos < 0)
			return false;
		size_t n = strlen(s->leaf->displayname);
		if ((size_t)(c->len - pos) < n || strncmp(c->full + pos, s->leaf->displayname, n))
			return false;
		return match(c, pos + (int)n);
	}
	case PC_FIELD:
		pos = pad(c, pos, p->align);
		return pos >= 0 && try_piece_field(c, fr->scope, p, pos);
	}
	return false;
}

static bool finish(actx *c);

/* Match the rest of the text from pos: the next piece of the innermost
 * display, or the enclosing one's once it is done. */
static bool match(actx *c, int pos)
{
	c->r->steps++;
	if (over_budget(c))
		return false;
	note(c, pos);
	if (!c->nfr)
		return pos == c->len && finish(c);
	aframe *fr = &c->fr[c->nfr - 1];
	const isa_display *d = c->sc[fr->scope].disp;
	if (fr->piece == d->npieces) {
		aframe saved = *fr;
		c->nfr--;
		bool r = match(c, pos);
		c->fr[c->nfr++] = saved;
		return r;
	}
	const isa_piece *p = &d->pieces[fr->piece++];
	bool r = match_piece(c, fr, p, pos);
	c->fr[c->nfr - 1].piece--;
	return r;
}

/* ---- the search over what the text does not show ---------------------------- */

typedef struct hidden {
	int pos[ASM_MAX_HIDDEN];
	int n;
	bool too_many;
} hidden;

/* Where scope si's bit 0 lies in the instruction word. */
static int offset_of(const actx *c, int si)
{
	int off = 0;
	for (; si > 0; si = c->sc[si].parent)
		off += c->sc[si].via->low;
	return off;
}

static void add_hidden(hidden *h, int bit)
{
	for (int i = 0; i < h->n; i++)
		if (h->pos[i] == bit)
			return;
	if (h->n == ASM_MAX_HIDDEN) {
		h->too_many = true;
		return;
	}
	h->pos[h->n++] = bit;
}

static void add_expr(const actx *c, int si, const isa_expr *e, const isa_bits *known, hidden *h,
		     int depth);

/* The bits of every definition of `name` seen from scope si that the
 * text left free; derived ones add what their expression reads. */
static void add_name(const actx *c, int si, const char *name, const isa_bits *known, hidden *h,
		     int depth)
{
	const isa_field *defs[ASM_MAX_DEFS];
	int owner;
	int n = definitions(c, si, name, defs, &owner);
	if (!n) /* a name no scope defines (owner is not set) */
		return;
	int off = offset_of(c, owner);
	for (int i = 0; i < n; i++) {
		const isa_field *f = defs[i];
		if (f->derived) {
			if (f->expr)
				add_expr(c, owner, f->expr, known, h, depth + 1);
			continue;
		}
		for (int b = f->low; b <= f->high; b++)
			if (off + b < ISA_MAX_BITS && !isa_bits_test(known, off + b))
				add_hidden(h, off + b);
	}
}

static void add_expr(const actx *c, int si, const isa_expr *e, const isa_bits *known, hidden *h,
		     int depth)
{
	if (depth > 8) /* derived fields reading derived fields: enough */
		return;
	for (int i = 0; i < e->nfields; i++)
		add_name(c, si, e->fields[i], known, h, depth);
}

static void case_exprs(const actx *c, int si, const isa_bits *known, hidden *h);

/* The bits the search varies: those the conditions up to the matched
 * display's case read, and those the shown derived fields read. */
static void hidden_bits(const actx *c, const isa_bits *known, hidden *h)
{
	h->n = 0;
	h->too_many = false;
	for (int si = 0; si < c->nsc; si++) {
		const ascope *s = &c->sc[si];
		case_exprs(c, si, known, h);
		for (int i = 0; i < s->disp->npieces; i++)
			if (s->disp->pieces[i].kind == PC_FIELD) {
				const isa_field *defs[ASM_MAX_DEFS];
				int owner;
				int n = definitions(c, si, s->disp->pieces[i].text, defs, &owner);
				for (int j = 0; j < n; j++)
					if (defs[j]->derived && defs[j]->expr)
						add_expr(c, owner, defs[j]->expr, known, h, 0);
			}
	}
}

/* Does w print the text (with errors shown, as verify decodes)? */
static bool prints_text(actx *c, const isa_bits *w)
{
	c->r->decodes++;
	c->out.len = 0;
	if (c->out.s)
		c->out.s[0] = '\0';
	isa_decode(c->m, w, &c->dopts, &c->out);
	return !strcmp(c->out.s ? c->out.s : "", c->full);
}

/* The settling of conditions may set bits the text does not need: a
 * condition reading a param (an operand's offset that prints nothing
 * when 0) can pick a case that prints as the default does.  Each bit
 * set past what the match fixed is cleared when the word still prints
 * the text, so bits the text does not decide stay 0. */
static void fewer_bits(actx *c, isa_bits *w)
{
	for (int b = 0; b < c->m->bitsize && !over_budget(c); b++) {
		if (!isa_bits_test(w, b) || isa_bits_test(&c->matched, b))
			continue;
		isa_bits_set(w, b, false);
		if (!prints_text(c, w))
			isa_bits_set(w, b, true);
	}
}

/* Decode w and compare with the text: an answer is recorded. */
static bool verify(actx *c, const isa_bits *w)
{
	c->r->decodes++;
	c->out.len = 0;
	if (c->out.s)
		c->out.s[0] = '\0';
	const isa_bitset *leaf = isa_decode(c->m, w, &c->dopts, &c->out);
	const char *got = c->out.s ? c->out.s : "";
	size_t n = strlen(c->full);
	if (!c->o->show_errors && !strncmp(got, c->full, n) && !strncmp(got + n, "\t; ", 3)) {
		/* prints the text, but an error with errors shown: a clean
		 * word is looked for a little longer */
		if (!c->has_fallback && !c->found) {
			c->has_fallback = true;
			c->fallback = *w;
			c->fallback_leaf = leaf;
			c->fallback_until = c->r->decodes + ASM_FALLBACK_DECODES;
		}
		return false;
	}
	if (strcmp(got, c->full)) {
		if (!c->found) {
			int i = 0;
			while (got[i] && got[i] == c->full[i])
				i++;
			note(c, i);
		}
		return false;
	}
	if (c->found && isa_bits_equal(w, &c->r->word))
		return false; /* the same word again: not a second answer */
	if (!c->found) {
		c->r->word = *w;
		fewer_bits(c, &c->r->word);
		c->r->leaf = leaf;
	} else {
		c->r->other = *w;
		c->r->other_leaf = leaf;
		c->r->has_other = true;
	}
	c->found++;
	if (c->found >= (c->o->alternatives ? 2 : 1))
		c->stop = true;
	return true;
}

/* Every choice of k of the hidden bits set, in order, from index i. */
static bool combos(actx *c, const hidden *h, isa_bits *w, int i, int k)
{
	if (!k)
		return verify(c, w);
	for (int j = i; j + k <= h->n && !over_budget(c); j++) {
		isa_bits_set(w, h->pos[j], true);
		bool r = combos(c, h, w, j + 1, k - 1);
		isa_bits_set(w, h->pos[j], false);
		if (r && c->stop)
			return true;
	}
	return false;
}

/* ---- evaluating a scope over the whole word ------------------------------- */

/* An expression of scope si over the instruction word w: each field it
 * reads resolves as the match resolved it (the matched display's case
 * first, params followed to the enclosing scope), so the conditions and
 * derived fields of an operand read the instruction's bits its params
 * name.  Evaluating an operand alone would read nothing for them. */
typedef struct aeval {
	actx *c;
	int si;
	const isa_bits *w;
	int depth;
	bool ok;
} aeval;

static bool name_value(actx *c, int si, const char *name, const isa_bits *w, int depth,
		       uint64_t *v);

static uint64_t value_mask(const actx *c)
{
	/* as decoding: 32 bits of a value when the word is that narrow */
	return c->m->bitsize <= 32 ? 0xffffffffu : ~(uint64_t)0;
}

static int64_t aeval_field(void *ctx, const char *name)
{
	aeval *e = ctx;
	uint64_t v = 0;
	if (!name_value(e->c, e->si, name, e->w, e->depth + 1, &v))
		e->ok = false;
	return (int64_t)v;
}

static bool expr_value(actx *c, int si, const isa_expr *x, const isa_bits *w, int depth,
		       uint64_t *v)
{
	if (depth > 8 || !x->ast) /* derived fields reading derived fields: enough */
		return false;
	aeval e = {c, si, w, depth, true};
	isa_eval_env env = {aeval_field, c->o->gen, &e, NULL};
	*v = isa_expr_eval(x->ast, &env) & value_mask(c);
	return e.ok;
}

static bool name_value(actx *c, int si, const char *name, const isa_bits *w, int depth,
		       uint64_t *v)
{
	const isa_field *defs[ASM_MAX_DEFS];
	int owner;
	if (!definitions(c, si, name, defs, &owner))
		return false;
	const isa_field *f = defs[0];
	if (f->derived)
		return f->expr && expr_value(c, owner, f->expr, w, depth, v);
	int off = offset_of(c, owner);
	if (off + f->high >= ISA_MAX_BITS)
		return false;
	isa_bits x = isa_bits_extract(w, off + f->low, off + f->high);
	*v = x.w[0] & value_mask(c);
	return true;
}

/* The value of derived field f of scope si in word w. */
static bool derived_value(actx *c, int si, const isa_field *f, const isa_bits *w, uint64_t *v)
{
	c->r->decodes++;
	return f->expr && expr_value(c, si, f->expr, w, 0, v);
}

/* Does derived field f print value a as it prints b (the value read from
 * the text)?  Decoding prints a derived uint, hex, uoffset or enum whole,
 * a bool with a display by whether it is zero, a bool without one as its
 * 32 low bits, a float from its 16 or 32 low bits, and sign-extends only
 * an int, offset or branch from the width (1 unless the description gives
 * one).  Comparing the width's bits alone would take nop1 for nop3. */
static bool same_value(const isa_field *f, uint64_t a, uint64_t b)
{
	int width = f->high - f->low + 1;
	switch (f->kind) {
	case TY_UINT:
	case TY_HEX:
	case TY_UOFFSET:
	case TY_ENUM:
		return a == b;
	case TY_BOOL:
	case TY_BOOL_INV:
		return f->display || f->kind == TY_BOOL_INV ? !a == !b : (uint32_t)a == (uint32_t)b;
	case TY_FLOAT:
		width = width == 16 ? 16 : 32;
		break;
	default:
		break;
	}
	uint64_t mask = width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << width) - 1);
	return ((a ^ b) & mask) == 0;
}

/* Past this many free bits a derived field the probing below leaves
 * unsolved is left to the search over the whole word. */
#define ASM_DERIVED_ALL_BITS 4

/* The next number above x with as many bits set (after 0: past them all). */
static unsigned next_setting(unsigned x)
{
	if (!x)
		return ~0u;
	unsigned low = x & (0u - x), up = x + low;
	return up | (((x ^ up) / low) >> 2);
}

/* solve_derived where probing bit by bit fails: an expression that adds
 * (ir3's {TYPE_SIZE_MINUS_ONE} + 1 reaches 4 only with both bits set,
 * each of which alone carries into the other's place) is solved by
 * trying every setting of its free bits h, fewest set first, each value
 * counted as a decode.  Past ASM_DERIVED_ALL_BITS bits, or when none
 * gives the value, false with *w as the probing left it. */
static bool solve_derived_all(actx *c, const aderived *d, const hidden *h, isa_bits *w)
{
	if (h->n > ASM_DERIVED_ALL_BITS)
		return false;
	isa_bits w0 = *w;
	unsigned n = (unsigned)h->n;
	for (unsigned k = 0; k <= n; k++)
		for (unsigned x = (1u << k) - 1; x < (1u << n) && !over_budget(c); x = next_setting(x)) {
			uint64_t v;
			for (unsigned i = 0; i < n; i++)
				isa_bits_set(w, h->pos[i], (x >> i) & 1);
			if (derived_value(c, d->scope, d->f, w, &v) && same_value(d->f, v, d->val))
				return true;
		}
	*w = w0;
	return false;
}

/* Solve one shown derived field for the bits its expression reads that
 * the text left free, assuming the expression puts bits side by side
 * (shifts, masks, ors: what Mesa's descriptions do): each free bit is
 * probed alone, those whose effect lies inside the wanted value are set.
 * The bits become known when the value then comes out. */
static bool solve_derived(actx *c, const aderived *d, isa_bits *w, isa_bits *known)
{
	hidden h = {0};
	add_expr(c, d->scope, d->f->expr, known, &h, 0);
	if (h.too_many || !d->f->expr)
		return false;
	for (int i = 0; i < h.n; i++)
		isa_bits_set(w, h.pos[i], false);
	uint64_t base, v;
	if (!derived_value(c, d->scope, d->f, w, &base))
		return false;
	/* cur: the value with the bits chosen so far; a bit's effect is
	 * what it changes from there */
	uint64_t want = d->val ^ base, got = 0, cur = base;
	for (int i = 0; i < h.n && !over_budget(c); i++) {
		isa_bits_set(w, h.pos[i], true);
		bool ok = derived_value(c, d->scope, d->f, w, &v);
		uint64_t eff = v ^ cur;
		isa_bits_set(w, h.pos[i], false);
		if (!ok || !eff || (eff & ~want) || (eff & got))
			continue;
		isa_bits_set(w, h.pos[i], true);
		got |= eff;
		cur = v;
	}
	if ((!derived_value(c, d->scope, d->f, w, &v) || !same_value(d->f, v, d->val)) &&
	    !solve_derived_all(c, d, &h, w))
		return false;
	for (int i = 0; i < h.n; i++)
		isa_bits_set(known, h.pos[i], true);
	return true;
}

/* The bits of scope si that the conditions up to its display's case
 * read (its own chain only), added to h. */
static void case_exprs(const actx *c, int si, const isa_bits *known, hidden *h)
{
	const ascope *s = &c->sc[si];
	bool done = false;
	for (const isa_bitset *b = s->leaf; b && !done; b = b->parent)
		for (int i = 0; i < b->ncases && !done; i++) {
			const isa_case *k = &b->cases[i];
			if (k->expr)
				add_expr(c, si, k->expr, known, h, 0);
			done = k == s->kase;
		}
}

static void case_bits(const actx *c, int si, const isa_bits *known, hidden *h)
{
	h->n = 0;
	h->too_many = false;
	case_exprs(c, si, known, h);
}

/* Does scope si of w select the display it was matched with (its
 * chain's cases leaf first, as decoding looks)?  One evaluation of the
 * conditions, counted as a decode. */
static bool case_picked(actx *c, int si, const isa_bits *w, const isa_case **picked)
{
	const ascope *s = &c->sc[si];
	*picked = NULL;
	c->r->decodes++;
	for (const isa_bitset *b = s->leaf; b && !*picked; b = b->parent)
		for (int i = 0; i < b->ncases && !*picked; i++) {
			const isa_case *k = &b->cases[i];
			uint64_t v = 1;
			if (k->expr && !expr_value(c, si, k->expr, w, 0, &v))
				return false;
			if (v && k->display)
				*picked = k;
		}
	return true;
}

static bool case_holds(actx *c, int si, const isa_bits *w)
{
	const isa_case *picked;
	return case_picked(c, si, w, &picked) && picked == c->sc[si].kase;
}

/* Does some scope select another case than the one matched whatever the
 * search sets?  Its conditions read no free bit, so every candidate of
 * this match decodes it through that other case (ir3's texture operands
 * that print nothing, matched through each of their leaves). */
static bool case_fixed_otherwise(actx *c, const isa_bits *w, const isa_bits *known)
{
	for (int si = 0; si < c->nsc; si++) {
		hidden h;
		const isa_case *picked;
		case_bits(c, si, known, &h);
		if (!h.n && !h.too_many && case_picked(c, si, w, &picked) && picked != c->sc[si].kase)
			return true;
	}
	return false;
}

/* Does every shown derived field of scope si get its value in w? */
static bool derived_hold(actx *c, int si, const isa_bits *w)
{
	for (int i = 0; i < c->nder; i++) {
		uint64_t v;
		if (c->der[i].scope == si &&
		    (!derived_value(c, si, c->der[i].f, w, &v) || !same_value(c->der[i].f, v, c->der[i].val)))
			return false;
	}
	return true;
}

/* Do the asserts hold that decoding checks in scope si of w on its way
 * to the matched display: those of each case with no display whose
 * condition is true (decoding checks the asserts of every true case it
 * passes).  Without this a setting could select such a case and print
 * an error whatever the search then varies (ir3's ldib/stib: with
 * HAS_OFFSET clear, !{HAS_OFFSET} asserts the offset's bits 0, so a
 * text with "+30" settled there left thousands of candidates to the
 * search over the whole word).  A case's condition is evaluated only
 * where one of its asserts breaks; one that cannot be evaluated is
 * taken as holding.  Nothing is counted (the conditions were). */
static bool passed_asserts_hold(actx *c, int si, const isa_bits *w)
{
	const ascope *s = &c->sc[si];
	int off = offset_of(c, si);
	for (const isa_bitset *b = s->leaf; b; b = b->parent)
		for (int i = 0; i < b->ncases; i++) {
			const isa_case *k = &b->cases[i];
			if (k == s->kase)
				return true;
			if (k->display)
				continue;
			/* the asserts first: while they hold, the condition does
			 * not matter */
			bool broken = false;
			for (int j = k->asserts_from; j < k->asserts_to && !broken; j++) {
				const isa_field *a = &k->fields[j];
				if (a->kind != TY_ASSERT || off + a->high >= ISA_MAX_BITS)
					continue;
				isa_bits x = isa_bits_extract(w, off + a->low, off + a->high);
				broken = !isa_bits_equal(&x, &a->assert_val);
			}
			uint64_t v = 1;
			if (!broken)
				continue;
			if (k->expr && !expr_value(c, si, k->expr, w, 0, &v))
				return true;
			if (v)
				return false;
		}
	return true;
}

/* The scopes of `set` (a mask of scope indexes) together: the first
 * setting of the bits their conditions read (fewest set first, at most
 * 2^12 of them; past 12 bits only none set) whose derived fields solve
 * and which selects every scope's matched display; those bits are then
 * known.  False leaves them to the search over the whole word. */
static bool solve_set(actx *c, uint32_t set, isa_bits *w, isa_bits *known)
{
	hidden h = {0};
	for (int si = c->nsc - 1; si >= 0; si--)
		if (set >> si & 1)
			case_exprs(c, si, known, &h);
	if (h.too_many)
		return false;
	/* many condition bits: only the setting with none of them set */
	unsigned top = h.n > 12 ? 0 : (unsigned)h.n;
	isa_bits w0 = *w, k0 = *known;
	for (unsigned k = 0; k <= top; k++)
		for (unsigned x = 0; x < (1u << top) && !over_budget(c); x++) {
			if ((unsigned)isa_bits_popcount(&(isa_bits){{x}}) != k)
				continue;
			*w = w0;
			*known = k0;
			for (int i = 0; i < h.n; i++) {
				isa_bits_set(w, h.pos[i], (x >> i) & 1);
				isa_bits_set(known, h.pos[i], true);
			}
			/* the cases first: the derived fields read no bit set
			 * here, and solving them costs more */
			bool holds = true;
			for (int si = c->nsc - 1; si >= 0 && holds; si--)
				holds = !(set >> si & 1) || case_holds(c, si, w);
			for (int si = c->nsc - 1; si >= 0 && holds; si--)
				for (int i = 0; i < c->nder && (set >> si & 1); i++)
					if (c->der[i].scope == si)
						solve_derived(c, &c->der[i], w, known);
			for (int si = c->nsc - 1; si >= 0 && holds; si--)
				holds = !(set >> si & 1) || derived_hold(c, si, w);
			for (int si = c->nsc - 1; si >= 0 && holds; si--)
				holds = !(set >> si & 1) || passed_asserts_hold(c, si, w);
			if (holds)
				return true;
		}
	*w = w0;
	*known = k0;
	return false;
}

/* Scope si on its own. */
static bool solve_scope(actx *c, int si, isa_bits *w, isa_bits *known)
{
	return solve_set(c, (uint32_t)1 << si, w, known);
}

/* The scopes grouped by the free bits their conditions and shown
 * derived fields read: two scopes reading a common bit are in one
 * group (ir3's texture operands read the instruction's DESC_MODE
 * through their params, as its .s2en and .uniform do).  group[si] is a
 * mask of the scopes of si's group. */
static void scope_groups(const actx *c, const isa_bits *known, uint32_t *group)
{
	isa_bits reads[ASM_MAX_SCOPES];
	for (int si = 0; si < c->nsc; si++) {
		hidden h;
		case_bits(c, si, known, &h);
		for (int i = 0; i < c->nder; i++)
			if (c->der[i].scope == si && c->der[i].f->expr)
				add_expr(c, si, c->der[i].f->expr, known, &h, 0);
		isa_bits_zero(&reads[si]);
		for (int i = 0; i < h.n; i++)
			isa_bits_set(&reads[si], h.pos[i], true);
		group[si] = (uint32_t)1 << si;
	}
	for (int i = 0; i < c->nsc; i++)
		for (int j = i + 1; j < c->nsc; j++) {
			isa_bits both;
			isa_bits_and(&both, &reads[i], &reads[j]);
			if ((group[i] >> j & 1) || isa_bits_is_zero(&both))
				continue;
			uint32_t merged = group[i] | group[j];
			for (int k = 0; k < c->nsc; k++)
				if (merged >> k & 1)
					group[k] = merged;
		}
}

/* Settle again from the text: the scopes of each group that holds a
 * scope of `failed` (those the settling one at a time left unsettled)
 * together, the others one at a time as before, innermost first.  False
 * when a failed scope shares no bit with another scope (no other
 * scope's choice was in its way, so this would only repeat its
 * failure) or some scope or group has no setting. */
static bool solve_groups(actx *c, uint32_t failed, isa_bits *w, isa_bits *known)
{
	uint32_t group[ASM_MAX_SCOPES], done = 0;
	scope_groups(c, known, group);
	for (int si = 0; si < c->nsc; si++)
		if ((failed >> si & 1) && group[si] == (uint32_t)1 << si)
			return false;
	for (int si = c->nsc - 1; si >= 0 && !c->stop; si--) {
		if (done >> si & 1)
			continue;
		uint32_t set = group[si] & failed ? group[si] : (uint32_t)1 << si;
		done |= set;
		if (!solve_set(c, set, w, known))
			return false;
	}
	return !c->stop;
}

/* Search the free bits the conditions and the shown derived fields read
 * over the whole word, fewest set first, every candidate decoded. */
static bool search_word(actx *c, isa_bits w, const isa_bits *known)
{
	hidden h;
	hidden_bits(c, known, &h);
	for (int i = 0; i < h.n; i++)
		isa_bits_set(&w, h.pos[i], false);
	bool any = false;
	for (int k = 0; k <= h.n && !c->stop; k++)
		any |= combos(c, &h, &w, 0, k);
	return any && c->stop;
}

/* Do the conditions of scope si read a bit outside its own field? */
static bool reads_params(const actx *c, int si)
{
	if (si == 0)
		return false;
	hidden h;
	isa_bits none;
	isa_bits_zero(&none);
	case_bits(c, si, &none, &h);
	int low = offset_of(c, si), high = low + c->sc[si].via->high - c->sc[si].via->low;
	for (int i = 0; i < h.n; i++)
		if (h.pos[i] < low || h.pos[i] > high)
			return true;
	return h.too_many;
}

/* The bits the asserts of each scope's matched case fix, added to
 * *known: decoding checks them once the case is selected, so every word
 * printing the text clean holds them, and the search need not vary
 * them (ir3's mova asserts the a0.x destination and the s16 types its
 * condition reads, which with a negative immediate's hidden bits are
 * more than the settling enumerates).  False when they add no bit. */
static bool case_asserts(const actx *c, isa_bits *known)
{
	bool more = false;
	for (int si = 0; si < c->nsc; si++) {
		const isa_case *k = c->sc[si].kase;
		int off = offset_of(c, si);
		for (int j = k->asserts_from; j < k->asserts_to; j++) {
			const isa_field *a = &k->fields[j];
			for (int b = a->low; a->kind == TY_ASSERT && b <= a->high; b++)
				if (off + b < ISA_MAX_BITS && !isa_bits_test(known, off + b)) {
					isa_bits_set(known, off + b, true);
					more = true;
				}
		}
	}
	return more;
}

/* Settle and search the matched word t0 with the bits `known0` fixed:
 * each scope's conditions and derived fields on its own (innermost
 * first), then the rest searched.  When a scope is left unsettled, the
 * scopes that share bits with it are settled together first; when
 * nothing gives a word (a param or a field of another scope mattered),
 * the scopes that read no param are settled alone, and last the whole
 * word is searched from the start. */
static bool settle(actx *c, const isa_bits *t0, const isa_bits *known0)
{
	isa_bits w = *t0, known = *known0;
	if (case_fixed_otherwise(c, &w, &known))
		return false;
	if (c->match_cap && !c->match_until)
		c->match_until = c->r->decodes + c->match_cap;
	bool solved = false, r = false;
	uint32_t failed = 0;
	for (int si = c->nsc - 1; si >= 0 && !c->stop; si--) {
		bool s = solve_scope(c, si, &w, &known);
		solved |= s;
		failed |= (uint32_t)!s << si;
	}
	/* a scope left unsettled may conflict with one settled before it on
	 * a bit both read: settle such scopes together first */
	isa_bits wj = *t0, kj = *known0;
	if (failed && !c->stop && solve_groups(c, failed, &wj, &kj) && search_word(c, wj, &kj)) {
		r = true;
	} else if (solved && !c->stop && search_word(c, w, &known)) {
		r = true;
	} else if (!c->stop && c->nsc > 1) {
		/* the operands settled through their params may have led the
		 * search astray: settle only the scopes that read no param */
		w = *t0;
		known = *known0;
		solved = false;
		for (int si = c->nsc - 1; si >= 0 && !c->stop; si--)
			if (!reads_params(c, si))
				solved |= solve_scope(c, si, &w, &known);
		r = solved && search_word(c, w, &known);
	}
	if (!r)
		r = !c->stop && search_word(c, *t0, known0);
	return r;
}

/* The text is matched: put the operands into the word and settle it,
 * first with the matched cases' asserts held (a text with an error
 * suffix may break one, so not then), and when that gives no word,
 * with them free as well: a word breaking one prints the text with an
 * error, an answer only when no clean word turns up. */
static bool finish(actx *c)
{
	ascope t[ASM_MAX_SCOPES];
	memcpy(t, c->sc, (size_t)c->nsc * sizeof(t[0]));
	for (int i = c->nsc - 1; i > 0; i--) {
		ascope *p = &t[t[i].parent];
		const isa_field *f = t[i].via;
		isa_bits_insert(&p->word, f->low, f->high, &t[i].word);
		isa_bits kk = isa_bits_extract(&t[i].known, 0, f->high - f->low);
		isa_bits_insert(&p->known, f->low, f->high, &kk);
	}
	c->matched = t[0].word;
	c->settling = true;
	if (c->has_fallback)
		c->fallback_until = c->r->decodes + ASM_FALLBACK_DECODES;
	isa_bits held = t[0].known;
	bool asserts = c->full[c->len] == '\0' && case_asserts(c, &held);
	bool r = asserts && settle(c, &t[0].word, &held);
	if (!r && !c->stop)
		r = settle(c, &t[0].word, &t[0].known);
	c->match_until = 0;
	c->settling = false;
	return r;
}

/* ---- entry points ------------------------------------------------------------ */

/* Every leaf of the instruction root active at the gen, in table order. */
static void try_leaves(actx *c)
{
	const isa_root *root = c->m->instruction;
	for (int i = 0; i < root->nleaves && !c->stop; i++) {
		if (!active(root->leaves[i], c->o->gen))
			continue;
		c->top = root->leaves[i];
		if (c->best < 0)
			note(c, 0);
		try_leaf(c, root->leaves[i], -1, NULL, 0);
	}
}

static void describe_failure(actx *c)
{
	isa_asm_result *r = c->r;
	r->column = c->best + 1;
	if (r->status == ISA_ASM_LIMIT) {
		snprintf(r->msg, sizeof(r->msg),
			 "search limit hit (%ld match steps of %ld, %ld decodes of %ld) before a word "
			 "printing the text was found",
			 r->steps, c->max_steps, r->decodes, c->max_decodes);
		return;
	}
	r->status = ISA_ASM_NO_WORD;
	if (!r->closest) {
		snprintf(r->msg, sizeof(r->msg), "no instruction is active at gen %u", c->o->gen);
		return;
	}
	char near[24];
	int n = 0;
	for (int i = c->best; c->full[i] && n < 16; i++)
		near[n++] = c->full[i] == '\t' ? ' ' : c->full[i];
	near[n] = '\0';
	snprintf(r->msg, sizeof(r->msg),
		 "no word prints this text at gen %u; closest instruction '%s' matches up to "
		 "column %d%s%s%s",
		 c->o->gen, r->closest->displayname, r->column, n ? " (at '" : " (the text ends early)",
		 near, n ? "')" : "");
}

isa_asm_status isa_asm(const isa *m, const char *text, const isa_asm_opts *o, isa_asm_result *r)
{
	memset(r, 0, sizeof(*r));
	if (!m->instruction || m->va || m->dt || m->mp) {
		r->status = ISA_ASM_UNSUPPORTED;
		snprintf(r->msg, sizeof(r->msg), "%s",
			 m->instruction ? "the isaspec assembler reads isaspec descriptions only"
					: "the description has no #instruction root");
		return r->status;
	}
	actx c = {.m = m, .o = o, .full = text, .r = r, .best = -1};
	size_t n = strlen(text);
	if (n > ISA_ASM_MAX_TEXT) {
		r->status = ISA_ASM_LIMIT;
		snprintf(r->msg, sizeof(r->msg), "text of %zu bytes is longer than the limit of %d",
			 n, ISA_ASM_MAX_TEXT);
		return r->status;
	}
	c.len = (int)n;
	const char *suffix = o->show_errors ? strstr(text, "\t; ") : NULL;
	if (suffix)
		c.len = (int)(suffix - text);
	c.max_steps = o->max_steps > 0 ? o->max_steps : ISA_ASM_MAX_STEPS;
	c.max_decodes = o->max_decodes > 0 ? o->max_decodes : ISA_ASM_MAX_DECODES;
	c.dopts.gen = o->gen;
	c.dopts.show_errors = true; /* words that decode clean are preferred */
	isa_buf_init(&c.out);
	c.match_cap = ASM_MATCH_DECODES;
	try_leaves(&c);
	if (!c.found && !c.stop && c.cut) {
		c.match_cap = 0; /* the search as deep as the budget allows */
		try_leaves(&c);
	}
	isa_buf_free(&c.out);
	if (!c.found && c.has_fallback) {
		r->status = ISA_ASM_OK;
		r->word = c.fallback;
		r->leaf = c.fallback_leaf;
		c.found = 1;
	}
	if (c.found) {
		r->status = ISA_ASM_OK;
		return r->status;
	}
	describe_failure(&c);
	return r->status;
}

void isa_asm_free_bits(const isa *m, const isa_bits *word, uint32_t gen, bool show_errors,
		       isa_bits *free_bits)
{
	isa_decode_opts o = {.gen = gen, .show_errors = show_errors};
	isa_buf want, got;
	isa_buf_init(&want);
	isa_buf_init(&got);
	isa_decode(m, word, &o, &want);
	isa_bits_zero(free_bits);
	for (int b = 0; b < m->bitsize; b++) {
		isa_bits w = *word;
		isa_bits_set(&w, b, !isa_bits_test(word, b));
		got.len = 0;
		isa_decode(m, &w, &o, &got);
		if (got.len == want.len && (!got.len || !memcmp(got.s, want.s, got.len)))
			isa_bits_set(free_bits, b, true);
	}
	isa_buf_free(&want);
	isa_buf_free(&got);
}
