/*
 * model/decode.c - the interpreter: decode a word exactly as Mesa's
 * generated disassembler prints it.
 *
 * The structure follows the reference on purpose, because its quirks are
 * observable: a stack of scopes (one per nested bitset field), a per-scope
 * memo of expression results, an 8-deep stack of expressions being
 * evaluated (whose check skips the bottom slot), field lookup through
 * cases then ancestors then params, and at most 4 error messages per
 * instruction.  Each quirk we keep is commented where it happens.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

#define MAX_ERRORS 4
/* error messages up to this long in all are kept without a malloc */
#define ERROR_INLINE 512
#define EXPR_STACK 8
/* nested bitset fields deeper than this are refused (the loader already
 * rejects recursive types; this guards the interpreter on its own) */
#define MAX_NESTING 64

/* A scope remembers its expression results (Mesa's per-scope memo).
 * Expression ids below MEMO_DIRECT (every expression of Mesa's ISAs) sit
 * in an inline array with a bitmask of the valid ones: a lookup is a bit
 * test, and a new scope (the encoder opens one for every lookup) clears
 * two words.  Larger ids go to per-id tables allocated on first use. */
#define MEMO_DIRECT 128

typedef struct scope scope;
struct scope {
	scope *parent;
	isa_bits val;
	const isa_bitset *bitset;
	const isa_field *via; /* the field this scope was entered through (params) */
	uint64_t known_small[MEMO_DIRECT / 64]; /* bit id: small_val[id] valid */
	uint64_t small_val[MEMO_DIRECT];
	uint64_t *memo;       /* per expr id, for ids from MEMO_DIRECT on */
	unsigned char *known; /* memo[id] valid */
};

typedef struct dstate {
	const isa *m;
	const isa_decode_opts *o;
	/* what Mesa's uint64_t_to_bitmask keeps of a value: 32 bits when the
	 * instruction is 32 bits wide (or narrower), else all 64 */
	uint64_t value_mask;
	bool show_errors;
	isa_buf *out;
	size_t line_start; /* offset in out after the last '\n' before scanned */
	size_t scanned;    /* out's length when column() last looked */
	unsigned n, ninstr; /* instruction index, count (branch labels) */
	const isa_expr *stack[EXPR_STACK];
	int sp;
	const isa_expr *cur; /* stack[sp - 1], NULL when empty */
	scope *top;
	int nesting;
	int nerrors;
	size_t eend[MAX_ERRORS]; /* message i: etext[eend[i - 1] (or 0) .. eend[i]) */
	char *etext;             /* einline, or the heap once the text is longer */
	size_t elen, ecap;
	char einline[ERROR_INLINE];
	unsigned char *branch_targets, *call_targets; /* NULL without labels */
	/* isa_decode_leaf_equals: the text the output is compared with as it
	 * is written (NULL: none), and whether it already differs */
	const char *expect;
	size_t expect_len;
	bool differs;
} dstate;

/* ---- output ---------------------------------------------------------- */

/* a long piece or a full buffer */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void out_putn_slow(dstate *s, const char *p, size_t n)
{
	isa_buf_putn(s->out, p, n);
}

/* Most pieces are a few bytes: copied by hand, inline (no memcpy call).
 * Newlines are not looked for here but by column(), which alone needs
 * them, and only when a display aligns. */
static inline void out_putn(dstate *s, const char *p, size_t n)
{
	isa_buf *b = s->out;
	if (b->len + n + 1 > b->cap || n > 16) {
		out_putn_slow(s, p, n);
		return;
	}
	char *d = b->s + b->len;
	for (size_t i = 0; i < n; i++)
		d[i] = p[i];
	b->len += n;
	d[n] = '\0';
}

/* A name or an enum's text: most are a few bytes, copied as the end is
 * looked for (no strlen call); a longer one, or a full buffer, the slow way. */
static inline void out_puts(dstate *s, const char *str)
{
	isa_buf *b = s->out;
	if (b->len + 17 <= b->cap) {
		char *d = b->s + b->len;
		for (size_t i = 0; i < 16; i++) {
			if (!str[i]) {
				b->len += i;
				d[i] = '\0';
				return;
			}
			d[i] = str[i];
		}
	}
	out_putn_slow(s, str, strlen(str));
}

/* numbers by hand: printf costs a third of a decode otherwise */
static void out_u64(dstate *s, uint64_t v)
{
	if (v < 10) { /* register numbers, flags, counts: mostly one digit */
		char c = (char)('0' + v);
		out_putn(s, &c, 1);
		return;
	}
	char tmp[24];
	int n = 0;
	do {
		tmp[sizeof(tmp) - 1 - n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	out_putn(s, tmp + sizeof(tmp) - n, (size_t)n);
}

/* "%lld", or "%+lld" with plus */
static void out_i64(dstate *s, int64_t v, bool plus)
{
	if (v < 0 || plus)
		out_putn(s, v < 0 ? "-" : "+", 1);
	out_u64(s, v < 0 ? 0 - (uint64_t)v : (uint64_t)v);
}

static void out_hex(dstate *s, uint64_t v)
{
	static const char hex[] = "0123456789abcdef";
	char tmp[16];
	int n = 0;
	do {
		tmp[sizeof(tmp) - 1 - n++] = hex[v & 0xf];
		v >>= 4;
	} while (v);
	out_putn(s, tmp + sizeof(tmp) - n, (size_t)n);
}

static void out_printf(dstate *s, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

static void out_printf(dstate *s, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(tmp)) {
		out_putn(s, tmp, (size_t)n);
		return;
	}
	char *big = isa_xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	out_putn(s, big, (size_t)n);
	free(big);
}

/* the text since the last newline: what was written since the last call
 * is scanned for one */
static unsigned column(dstate *s)
{
	const isa_buf *b = s->out;
	for (size_t i = b->len; i > s->scanned; i--)
		if (b->s[i - 1] == '\n') {
			s->line_start = i;
			break;
		}
	s->scanned = b->len;
	return (unsigned)(b->len - s->line_start);
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void pad_slow(dstate *s, int col)
{
	static const char spaces[] = "                                ";
	while (column(s) < (unsigned)col) {
		size_t n = (unsigned)col - column(s);
		out_putn(s, spaces, n < sizeof(spaces) - 1 ? n : sizeof(spaces) - 1);
	}
}

/* most pieces do not align: a test, inline */
static inline void pad_to(dstate *s, int col)
{
	if (col > 0)
		pad_slow(s, col);
}

/* Error messages are built piece by piece into one text area (inline
 * first, on the heap once longer): half of the realistic words carry an
 * error, and formatting them through a format string cost a tenth of a
 * decode.  err_begin says whether the message is kept (errors shown, fewer
 * than MAX_ERRORS so far): the caller formats its arguments only then. */
static bool err_begin(dstate *s)
{
	return s->show_errors && s->nerrors < MAX_ERRORS;
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void err_grow(dstate *s, size_t n)
{
	size_t cap = 2 * (s->elen + n);
	if (s->etext == s->einline) {
		char *t = isa_xmalloc(cap);
		memcpy(t, s->etext, s->elen);
		s->etext = t;
	} else {
		s->etext = isa_xrealloc(s->etext, cap);
	}
	s->ecap = cap;
}

static void err_putn(dstate *s, const char *p, size_t n)
{
	if (s->elen + n > s->ecap)
		err_grow(s, n);
	memcpy(s->etext + s->elen, p, n);
	s->elen += n;
}

#define err_lit(s, lit) err_putn((s), (lit), sizeof(lit) - 1)

static void err_str(dstate *s, const char *str) { err_putn(s, str, strlen(str)); }

/* the bits as Mesa prints them: hex, as many digits as the instruction */
static void err_hex(dstate *s, const isa_bits *b)
{
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(b, s->m->bitsize, hex);
	err_putn(s, hex, (size_t)(s->m->bitsize + 3) / 4);
}

static void err_int(dstate *s, int v)
{
	char num[16];
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
	int k = sizeof(num);
	do
		num[--k] = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		num[--k] = '-';
	err_putn(s, num + k, sizeof(num) - (size_t)k);
}

static void err_end(dstate *s) { s->eend[s->nerrors++] = s->elen; }

/* the common message: "no field 'NAME'" */
static void err_no_field(dstate *s, const char *name)
{
	if (!err_begin(s))
		return;
	err_lit(s, "no field '");
	err_str(s, name);
	err_lit(s, "'");
	err_end(s);
}

static int flush_errors(dstate *s)
{
	int n = s->nerrors;
	if (n)
		out_putn(s, "\t; ", 3);
	for (int i = 0; i < n; i++) {
		size_t from = i ? s->eend[i - 1] : 0;
		if (i)
			out_putn(s, ", ", 2);
		out_putn_slow(s, s->etext + from, s->eend[i] - from);
	}
	s->nerrors = 0;
	s->elen = 0;
	return n;
}

static void drop_errors(dstate *s)
{
	s->nerrors = 0;
	s->elen = 0;
	if (s->etext != s->einline)
		free(s->etext);
	s->etext = s->einline;
	s->ecap = sizeof(s->einline);
}

/* Bits low..high of b when they lie in one 64-bit word (most fields, and
 * all of them in a model of at most 64 bits): no isa_bits work. */
static inline bool word_bits(const isa_bits *b, int low, int high, uint64_t *x)
{
	unsigned lo = (unsigned)low, hi = (unsigned)high, w = hi - lo + 1;
	uint64_t mask = w >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1);
	if (hi < 64) {
		*x = (b->w[0] >> lo) & mask;
		return true;
	}
	if ((lo >> 6) != (hi >> 6))
		return false;
	*x = (b->w[lo >> 6] >> (lo & 63)) & mask;
	return true;
}

/* ---- scopes ------------------------------------------------------------ */

/* Scopes live in their caller's frame: enter at the top, leave in order. */
static scope *push_scope(dstate *s, scope *sc, const isa_bitset *b, const isa_bits *val)
{
	for (int i = 0; i < MEMO_DIRECT / 64; i++)
		sc->known_small[i] = 0;
	sc->memo = NULL;
	sc->known = NULL;
	sc->via = NULL;
	sc->val = *val;
	sc->bitset = b;
	sc->parent = s->top; /* the innermost scope, as Mesa links them */
	s->top = sc;
	return sc;
}

static void pop_scope(dstate *s, scope *sc)
{
	s->top = sc->parent;
	free(sc->memo);
	free(sc->known);
}

static inline bool memo_get(const scope *sc, const isa_expr *e, uint64_t *v)
{
	unsigned id = (unsigned)e->id;
	if (id < MEMO_DIRECT) {
		if (!(sc->known_small[id / 64] & ((uint64_t)1 << (id % 64))))
			return false;
		*v = sc->small_val[id];
		return true;
	}
	if (!sc->known || !sc->known[id])
		return false;
	*v = sc->memo[id];
	return true;
}

/* A later result for the same expression replaces the earlier one: the
 * expression at the bottom of the stack can be re-entered (a Mesa quirk),
 * and the outer evaluation, finishing last, has the last word. */
static void memo_put(const dstate *s, scope *sc, const isa_expr *e, uint64_t v)
{
	unsigned id = (unsigned)e->id;
	if (id < MEMO_DIRECT) {
		sc->known_small[id / 64] |= (uint64_t)1 << (id % 64);
		sc->small_val[id] = v;
		return;
	}
	if (!sc->known) {
		size_t n = (size_t)s->m->nexprs + 1;
		sc->memo = isa_xmalloc(n * sizeof(uint64_t));
		sc->known = isa_xmalloc(n);
		memset(sc->known, 0, n);
	}
	sc->memo[id] = v;
	sc->known[id] = 1;
}

static void dontcare_errors(dstate *s, const isa_bitset *b, const isa_bits *w);

/* Mesa's find_bitset: the single matching leaf, with its errors. */
static const isa_bitset *find_bitset(dstate *s, const isa_root *r, const isa_bits *w)
{
	const isa_bitset *conflict[2];
	const isa_bitset *b = isa_match(s->m, r, w, s->o->gen, conflict);
	if (!b) {
		if (conflict[0] && err_begin(s)) {
			/* MPACT's encodings: isaproof's word, not Mesa's */
			if (s->m->mp)
				err_lit(s, "conflict: ");
			else
				err_lit(s, "bitset conflict: ");
			err_str(s, conflict[0]->displayname);
			err_lit(s, " vs ");
			err_str(s, conflict[1]->displayname);
			err_end(s);
		}
		return NULL;
	}
	dontcare_errors(s, b, w);
	return b;
}

/* Mesa's find_bitset reports a leaf's dontcare bits that are set. */
static void dontcare_errors(dstate *s, const isa_bitset *b, const isa_bits *w)
{
	/* a model of at most 64 bits has every pattern in the first word */
	if (s->m->bitsize <= 64 && !(b->ldontcare.w[0] & w->w[0]))
		return;
	isa_bits dc;
	isa_bits_and(&dc, &b->ldontcare, w);
	if (!isa_bits_is_zero(&dc) && err_begin(s)) {
		err_lit(s, "dontcare bits in ");
		err_str(s, b->displayname);
		err_lit(s, ": ");
		err_hex(s, &dc);
		err_end(s);
	}
}

/* ---- expressions and field lookup ---------------------------------------- */

static const isa_field *resolve(dstate *s, scope *sc, const char *name,
				const isa_lplan *plan, uint64_t *v, scope **owner);

/* A derived value goes through Mesa's uint64_t_to_bitmask, which keeps
 * only 32 bits when the instruction is 32 bits wide (or narrower). */
static uint64_t to_word(const dstate *s, uint64_t v)
{
	return v & s->value_mask;
}

static uint64_t from_bits(const dstate *s, const isa_bits *b)
{
	return b->w[0] & s->value_mask;
}

/* Mesa's isa_decode_field, which generated expressions call. */
static uint64_t decode_field(dstate *s, scope *sc, const char *name)
{
	uint64_t v;
	scope *owner;
	if (!resolve(s, sc, name, NULL, &v, &owner)) {
		err_no_field(s, name);
		return 0;
	}
	return v;
}

typedef struct eval_ctx {
	const isa_expr *e;
	const int64_t *vals;
} eval_ctx;

static int64_t env_field(void *ctx, const char *name)
{
	eval_ctx *c = ctx;
	for (int i = 0; i < c->e->nfields; i++)
		if (c->e->fields[i] == name) /* one copy per name (names.c) */
			return c->vals[i];
	return 0;
}

/* Mesa's push_expr: the recursion check skips slot 0 (a quirk kept). */
static bool push_expr(dstate *s, const isa_expr *e)
{
	for (int i = s->sp - 1; i > 0; i--)
		if (s->stack[i] == e)
			return false;
	if (s->sp == EXPR_STACK)
		return false; /* Mesa would overrun its stack here */
	s->stack[s->sp++] = e;
	s->cur = e;
	return true;
}

/* The generated expression function: fetch every referenced field (sorted
 * by name, errors and all), then compute. */
static uint64_t run_expr(dstate *s, scope *sc, const isa_expr *e)
{
	if (!e->ast)
		return 0;
	int64_t vals_small[16];
	int n = e->nfields; /* in a local, not reloaded after each fetch */
	const char *const *fields = e->fields;
	int64_t *vals = n <= 16 ? vals_small : isa_xmalloc((size_t)n * sizeof(int64_t));
	for (int i = 0; i < n; i++)
		vals[i] = (int64_t)decode_field(s, sc, fields[i]);
	eval_ctx c = {e, vals};
	isa_eval_env env = {env_field, s->o->gen, &c, vals};
	uint64_t r = isa_expr_eval(e->ast, &env);
	if (vals != vals_small)
		free(vals);
	return r;
}

/* the work of evaluate_expr after a memo miss, out of line so that a hit
 * costs a few instructions */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static uint64_t evaluate_miss(dstate *s, scope *sc, const isa_expr *e)
{
	uint64_t r;
	if (!push_expr(s, e))
		return 0;
	r = run_expr(s, sc, e);
	s->sp--;
	s->cur = s->sp ? s->stack[s->sp - 1] : NULL;
	memo_put(s, sc, e, r);
	return r;
}

static inline uint64_t evaluate_expr(dstate *s, scope *sc, const isa_expr *e)
{
	uint64_t r;
	if (memo_get(sc, e, &r))
		return r;
	return evaluate_miss(s, sc, e);
}

#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline const isa_field *find_field(dstate *s, scope *sc, const isa_bitset *b,
					  const char *name, const isa_lplan *p)
{
	/* the cases this walk visits, found at load time (model/lookup.c),
	 * unless the caller has them already */
	if (!p)
		p = isa__lookup_plan(b, name);
	if (p) {
		/* the override whose expression is being evaluated counts as
		 * true (see below); evaluations inside the loop leave the stack
		 * as they found it */
		const isa_expr *cur = s->cur;
		/* the bounds in locals: evaluations may write anything, as far
		 * as the compiler knows, and it would reload them per step */
		for (const isa_lstep *st = p->steps, *end = st + p->nsteps; st < end; st++) {
			const isa_expr *c = st->cond;
			if (c && c != cur && !evaluate_expr(s, sc, c))
				continue;
			if (st->field)
				return st->field;
		}
		return NULL;
	}
	uint64_t bit = isa_name_bit(name);
	for (; b; b = b->parent) {
		for (int i = 0; i < b->ncases; i++) {
			const isa_case *c = &b->cases[i];
			if (c->expr) {
				/* the override whose expression is being evaluated
				 * counts as true, so it can test its own fields */
				const isa_expr *cur = s->cur;
				if (cur != c->expr && !evaluate_expr(s, sc, c->expr))
					continue;
			}
			/* the condition is evaluated all the same: as in Mesa,
			 * its memo and errors are part of the lookup */
			if (!(c->name_bits & bit))
				continue;
			for (int f = 0; f < c->nfields; f++)
				if (c->fields[f].name == name)
					return &c->fields[f];
		}
	}
	return NULL;
}

/* `name` is the model's copy (isa_name): the lookups compare pointers.
 * The value as Mesa's isa_decode_field returns it goes to *v, and the
 * scope whose bits hold the field (params lead to an outer one) to
 * *owner: field_bits gives the whole multi-word value from there, which
 * only a bitset field's display needs (no isa_bits work for the rest). */
/* inline in its two hot callers (display_field, decode_field): a lookup
 * is a few dozen instructions, and a call's frame cost a fifth of that */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline const isa_field *resolve(dstate *s, scope *sc, const char *name,
				       const isa_lplan *plan, uint64_t *v, scope **owner)
{
	for (;;) {
		if (!sc)
			return NULL;
		const isa_field *f = find_field(s, sc, sc->bitset, name, plan);
		plan = NULL; /* it was the first scope's */
		if (f) {
			*owner = sc;
			uint64_t x;
			if (f->derived)
				*v = f->expr ? to_word(s, evaluate_expr(s, sc, f->expr)) : 0;
			else if (word_bits(&sc->val, f->low, f->high, &x))
				*v = x & s->value_mask;
			else {
				isa_bits b = isa_bits_extract(&sc->val, f->low, f->high);
				*v = from_bits(s, &b);
			}
			return f;
		}
		/* a param of the field this scope was entered through: the
		 * name it has in the outer scope, looked up there */
		const isa_field *via = sc->via;
		const char *outer = NULL;
		for (int i = 0; via && i < via->nparams && !outer; i++)
			if (name == via->params[i].as)
				outer = via->params[i].name;
		if (!outer)
			return NULL;
		sc = sc->parent;
		name = outer;
	}
}

/* The whole value of field f that resolve found in scope sc as v. */
static inline void field_bits(const dstate *s, const scope *sc, const isa_field *f,
			      uint64_t v, isa_bits *full)
{
	(void)s;
	uint64_t x = v;
	if (f->derived || word_bits(&sc->val, f->low, f->high, &x)) {
		memset(full, 0, sizeof(*full));
		full->w[0] = x;
	} else
		*full = isa_bits_extract(&sc->val, f->low, f->high);
}

static const isa_field *resolve_field(dstate *s, scope *sc, const char *name, isa_bits *val)
{
	uint64_t v;
	scope *owner;
	const isa_field *f = resolve(s, sc, name, NULL, &v, &owner);
	if (f)
		field_bits(s, owner, f, v, val);
	return f;
}

/* ---- display --------------------------------------------------------------- */

static void display(dstate *s, scope *sc);

/* First true case with a display, leaf first then ancestors; asserts of
 * every true case visited are checked on the way.  *k: how many cases
 * with a display come before it in the walk (its place in the chain's
 * display plans, model/lookup.c). */
static const isa_display *find_display(dstate *s, scope *sc, const isa_bitset *b, int *k)
{
	*k = 0;
	for (; b; b = b->parent) {
		for (int i = 0; i < b->ncases; i++) {
			const isa_case *c = &b->cases[i];
			if (c->expr && !evaluate_expr(s, sc, c->expr)) {
				*k += c->display != NULL;
				continue;
			}
			/* the span holding the asserts, found at load time */
			for (int f = c->asserts_from; f < c->asserts_to; f++) {
				const isa_field *a = &c->fields[f];
				if (a->kind != TY_ASSERT)
					continue;
				uint64_t x;
				if (word_bits(&sc->val, a->low, a->high, &x) &&
				    x == a->assert_val.w[0])
					continue;
				isa_bits v = isa_bits_extract(&sc->val, a->low, a->high);
				if (isa_bits_equal(&v, &a->assert_val) || !err_begin(s))
					continue;
				err_lit(s, "WARNING: unexpected bits[");
				err_int(s, a->low);
				err_lit(s, ":");
				err_int(s, a->high);
				err_lit(s, "] in ");
				err_str(s, b->displayname);
				err_lit(s, ": ");
				err_hex(s, &v);
				err_lit(s, " vs ");
				err_hex(s, &a->assert_val);
				err_end(s);
			}
			if (c->display)
				return c->display;
		}
	}
	return NULL;
}

static int64_t sign_extend(uint64_t v, int width)
{
	if (width <= 0 || width >= 64)
		return (int64_t)v;
	uint64_t m = (uint64_t)1 << (width - 1);
	v &= ((uint64_t)1 << width) - 1;
	return (int64_t)((v ^ m) - m);
}

static float half_to_float(uint16_t h)
{
	uint32_t sign = (uint32_t)(h >> 15) << 31, exp = (h >> 10) & 0x1f, man = h & 0x3ff, bits;
	if (exp == 0x1f) {
		bits = sign | 0x7f800000u | (man << 13); /* inf / nan, payload kept */
	} else if (exp == 0) {
		float f = ldexpf((float)man, -24);
		return sign ? -f : f;
	} else {
		bits = sign | ((exp + 112) << 23) | (man << 13);
	}
	float f;
	memcpy(&f, &bits, sizeof(f));
	return f;
}

static void display_bitset_field(dstate *s, scope *sc, const isa_field *f, const isa_bits *v)
{
	const isa_root *r = f->root_index ? &s->m->roots[f->root_index - 1]
					  : isa_root_of(s->m, f->root);
	const isa_bitset *b = find_bitset(s, r, v);
	if (!b) {
		if (err_begin(s)) {
			err_lit(s, "no match: FIELD: '");
			err_str(s, sc->bitset->displayname);
			err_lit(s, ".");
			err_str(s, f->name);
			err_lit(s, "': ");
			err_hex(s, v);
			err_end(s);
		}
		return;
	}
	if (s->nesting >= MAX_NESTING) {
		if (err_begin(s)) {
			err_lit(s, "bitset fields nested deeper than ");
			err_int(s, MAX_NESTING);
			err_end(s);
		}
		return;
	}
	scope frame;
	scope *nested = push_scope(s, &frame, b, v);
	nested->via = f;
	s->nesting++;
	display(s, nested);
	s->nesting--;
	pop_scope(s, nested);
}

static void display_enum(dstate *s, const isa_field *f, uint64_t v)
{
	for (int i = 0; i < f->enm->nvalues; i++) {
		if (f->enm->values[i].val == v) {
			out_puts(s, f->enm->values[i].display);
			return;
		}
	}
	out_u64(s, (unsigned)v);
}

/* A branch target as a label, if labels are on and it lands inside. */
static bool display_label(dstate *s, const isa_field *f, uint64_t val, int width)
{
	if (!s->branch_targets)
		return false;
	int off = f->kind == TY_BRANCH ? (int)(sign_extend(val, width) + (int64_t)s->n) : (int)val;
	if ((unsigned)off >= s->ninstr)
		return false;
	if (f->call) {
		out_putn(s, "fxn", 3);
		out_i64(s, off, false);
		s->call_targets[off] = 1;
	} else {
		out_putn(s, "l", 1);
		out_i64(s, off, false);
		s->branch_targets[off] = 1;
	}
	return true;
}

/* plan: the piece's lookup in sc's bitset, or NULL to find it */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void display_field(dstate *s, scope *sc, const isa_piece *p, const isa_lplan *plan)
{
	uint64_t val;
	scope *owner;
	const isa_field *f = resolve(s, sc, p->text, plan, &val, &owner);
	if (!f) {
		err_no_field(s, p->text);
		return;
	}
	int width = f->high - f->low + 1;
	if (s->o->field_cb)
		s->o->field_cb(s->o->field_ctx, sc->bitset, f, val);
	pad_to(s, p->align);
	switch (f->kind) {
	case TY_BRANCH:
	case TY_ABSBRANCH:
		if (display_label(s, f, val, width))
			break;
		/* fall through */
	case TY_INT:
		out_i64(s, sign_extend(val, width), false);
		break;
	case TY_UINT:
		out_u64(s, val);
		break;
	case TY_HEX:
		out_hex(s, val);
		break;
	case TY_OFFSET:
		if (val)
			out_i64(s, sign_extend(val, width), true);
		break;
	case TY_UOFFSET:
		if (val)
			{
			out_putn(s, "+", 1);
			out_u64(s, val);
		}
		break;
	case TY_FLOAT:
		if (width == 16) {
			out_printf(s, "%f", (double)half_to_float((uint16_t)val));
		} else {
			uint32_t u = (uint32_t)val;
			float fl;
			memcpy(&fl, &u, sizeof(fl));
			out_printf(s, "%f", (double)fl);
		}
		break;
	case TY_BOOL:
		if (f->display) {
			if (val)
				out_puts(s, f->display);
		} else {
			out_u64(s, (unsigned)val);
		}
		break;
	case TY_BOOL_INV:
		if (f->display) {
			if (!val)
				out_puts(s, f->display);
		} else {
			out_u64(s, (unsigned)!val);
		}
		break;
	case TY_ENUM:
		display_enum(s, f, val);
		break;
	case TY_CUSTOM:
		if (s->o->custom_cb) {
			/* the reference's callback writes past its line tracking: a
			 * '\n' in what it writes does not start a line for alignment */
			(void)column(s);
			s->o->custom_cb(s->o->custom_ctx, s->out, p->text, val);
			s->scanned = s->out->len;
		}
		break;
	case TY_BITSET: {
		isa_bits v;
		field_bits(s, owner, f, val, &v);
		display_bitset_field(s, sc, f, &v);
		break;
	}
	case TY_ASSERT:
		break; /* asserts are not for display */
	}
}

/* isa_decode_leaf_equals: is what is written so far a prefix of the
 * expected text?  Once it is not, the rest of the line is not written. */
static bool still_expected(dstate *s)
{
	if (s->differs)
		return false;
	size_t n = s->out->len;
	if (n > s->expect_len || (n && memcmp(s->out->s, s->expect, n)))
		s->differs = true;
	return !s->differs;
}

static void display(dstate *s, scope *sc)
{
	int k;
	const isa_display *d = find_display(s, sc, sc->bitset, &k);
	if (!d) {
		if (err_begin(s)) {
			err_str(s, sc->bitset->displayname);
			err_lit(s, ": no display template");
			err_end(s);
		}
		return;
	}
	/* each field piece's lookup, found at load time (model/lookup.c);
	 * a display without fields may have none */
	const isa_lookup *l = sc->bitset->lookup;
	const isa_lplan *const *plans = l ? l->dplans[k].plans : NULL;
	/* the bounds in locals, not reloaded after each piece */
	const isa_piece *pieces = d->pieces;
	for (int i = 0, n = d->npieces; i < n; i++) {
		const isa_piece *p = &pieces[i];
		switch (p->kind) {
		case PC_TEXT:
			out_putn(s, p->text, (size_t)p->len);
			break;
		case PC_ALIGN:
			pad_to(s, p->align);
			break;
		case PC_NAME:
			pad_to(s, p->align);
			out_puts(s, sc->bitset->displayname);
			break;
		case PC_FIELD:
			display_field(s, sc, p, plans ? plans[i] : NULL);
			break;
		}
		if (s->expect && !still_expected(s))
			return;
	}
}

/* ---- instructions and programs ------------------------------------------------ */

static void state_init(dstate *s, const isa *m, const isa_decode_opts *o, isa_buf *out)
{
	/* field by field: a memset would clear the error slots' 768 bytes
	 * for every word */
	s->sp = 0;
	s->cur = NULL;
	s->top = NULL;
	s->nesting = 0;
	s->nerrors = 0;
	s->etext = s->einline;
	s->elen = 0;
	s->ecap = sizeof(s->einline);
	s->n = 0;
	s->branch_targets = s->call_targets = NULL;
	s->m = m;
	s->value_mask = m->bitsize <= 32 ? 0xffffffffu : ~(uint64_t)0;
	s->o = o;
	s->show_errors = o->show_errors;
	s->out = out;
	s->line_start = s->scanned = out->len;
	s->ninstr = 1;
	s->expect = NULL;
	s->expect_len = 0;
	s->differs = false;
}

/* One instruction: its text then the error suffix, no newline. */
static const isa_bitset *decode_one(dstate *s, const isa_bits *w)
{
	s->sp = 0;
	s->cur = NULL;
	/* Valhall: Mesa's text comes from the instruction table (model/va.c) */
	if (s->m->va)
		return isa_va_decode(s->m, w->w[0], s->show_errors, s->out);
	/* Bifrost: Mesa's text under the operand context (model/bi.c) */
	if (s->m->bi)
		return isa_bi_decode(s->m, (uint32_t)w->w[0], s->o->bi_ctx, s->show_errors, s->out);
	const isa_bitset *b = s->m->instruction ? find_bitset(s, s->m->instruction, w) : NULL;
	if (!b) {
		char hex[ISA_MAX_BITS / 4 + 1];
		isa_bits_format(w, s->m->bitsize, hex);
		out_printf(s, "no match: %s", hex);
		flush_errors(s);
		return NULL;
	}
	if (s->m->mp && s->m->mp->isa) { /* MPACT-Sim with --isa: the opcode's disasm */
		isa_buf t;
		isa_buf_init(&t);
		bool ok = isa_mp_disasm(s->m, b, w, &t);
		if (ok && t.len)
			out_putn(s, t.s, t.len);
		isa_buf_free(&t);
		if (ok) {
			flush_errors(s);
			return b;
		}
	}
	scope frame;
	scope *sc = push_scope(s, &frame, b, w);
	display(s, sc);
	flush_errors(s);
	pop_scope(s, sc);
	return b;
}

const isa_bitset *isa_decode(const isa *m, const isa_bits *word, const isa_decode_opts *o,
			     isa_buf *out)
{
	dstate s;
	state_init(&s, m, o, out);
	const isa_bitset *b = decode_one(&s, word);
	drop_errors(&s);
	return b;
}

/* The instruction word decoded as leaf, classification skipped: what
 * decode_one prints once find_bitset has found the leaf. */
static void decode_as(dstate *s, const isa_bitset *leaf, const isa_bits *w)
{
	s->sp = 0;
	s->cur = NULL;
	dontcare_errors(s, leaf, w);
	scope frame;
	scope *sc = push_scope(s, &frame, leaf, w);
	display(s, sc);
	if (!s->differs)
		flush_errors(s);
	pop_scope(s, sc);
}

/* Only isaspec's leaves print through their display templates; the other
 * formats (and a leaf of another root) take the whole decode. */
static bool leaf_decodable(const isa *m, const isa_bitset *leaf)
{
	return !m->va && !m->bi && !(m->mp && m->mp->isa) && m->instruction &&
	       leaf->root == m->instruction->root;
}

void isa_decode_leaf(const isa *m, const isa_bitset *leaf, const isa_bits *word,
		     const isa_decode_opts *o, isa_buf *out)
{
	if (!leaf_decodable(m, leaf)) {
		isa_decode(m, word, o, out);
		return;
	}
	dstate s;
	state_init(&s, m, o, out);
	decode_as(&s, leaf, word);
	drop_errors(&s);
}

bool isa_decode_leaf_equals(const isa *m, const isa_bitset *leaf, const isa_bits *word,
			    const isa_decode_opts *o, const char *text, size_t len)
{
	isa_buf b;
	isa_buf_init(&b);
	bool same;
	if (!leaf_decodable(m, leaf)) {
		isa_decode(m, word, o, &b);
		same = b.len == len && (!len || !memcmp(b.s, text, len));
	} else {
		dstate s;
		state_init(&s, m, o, &b);
		s.expect = text;
		s.expect_len = len;
		decode_as(&s, leaf, word);
		same = !s.differs && b.len == len && (!len || !memcmp(b.s, text, len));
		drop_errors(&s);
	}
	isa_buf_free(&b);
	return same;
}

static void disasm_pass(dstate *s, const isa_bits *words, int n)
{
	for (s->n = 0; s->n < (unsigned)n; s->n++) {
		unsigned i = s->n;
		if (s->branch_targets) {
			if (s->call_targets[i] && i != 0)
				out_putn(s, "\n", 1);
			if (s->call_targets[i])
				out_printf(s, "fxn%u:\n", i);
			if (s->branch_targets[i])
				out_printf(s, "l%u:\n", i);
		}
		decode_one(s, &words[i]);
		out_putn(s, "\n", 1);
	}
}

void isa_disasm(const isa *m, const isa_bits *words, int n, const isa_decode_opts *o,
		isa_buf *out)
{
	dstate s;
	state_init(&s, m, o, out);
	s.ninstr = (unsigned)n;
	if (o->branch_labels && n > 0) {
		/* a silent first pass finds every target */
		s.branch_targets = isa_xmalloc((size_t)n);
		s.call_targets = isa_xmalloc((size_t)n);
		memset(s.branch_targets, 0, (size_t)n);
		memset(s.call_targets, 0, (size_t)n);
		isa_buf scratch;
		isa_buf_init(&scratch);
		isa_decode_opts quiet = *o;
		quiet.show_errors = false;
		quiet.custom_cb = NULL;
		quiet.field_cb = NULL;
		s.o = &quiet;
		s.show_errors = false;
		s.out = &scratch;
		s.line_start = s.scanned = 0;
		disasm_pass(&s, words, n);
		isa_buf_free(&scratch);
		s.o = o;
		s.show_errors = o->show_errors;
		s.out = out;
		s.line_start = s.scanned = out->len;
	}
	disasm_pass(&s, words, n);
	drop_errors(&s);
	free(s.branch_targets);
	free(s.call_targets);
}

bool isa_field_value(const isa *m, const isa_bitset *leaf, const isa_bits *word, uint32_t gen,
		     const char *field, uint64_t *val)
{
	return isa_resolve_field(m, leaf, word, gen, field, val) != NULL;
}

const isa_field *isa_resolve_field(const isa *m, const isa_bitset *leaf, const isa_bits *word,
				   uint32_t gen, const char *field, uint64_t *val)
{
	field = isa_name(m, field);
	return field ? isa__resolve(m, leaf, word, gen, field, val) : NULL;
}

/* ---- lookups the encoder needs --------------------------------------------- */

/* A silent decoding context with one scope: the leaf over the word. */
typedef struct quiet {
	isa_decode_opts o;
	isa_buf scratch;
	dstate s;
	scope frame, *sc;
} quiet;

static void quiet_open(quiet *q, const isa *m, const isa_bitset *leaf, const isa_bits *word,
		       uint32_t gen)
{
	memset(&q->o, 0, sizeof(q->o));
	q->o.gen = gen;
	isa_buf_init(&q->scratch);
	state_init(&q->s, m, &q->o, &q->scratch);
	q->sc = push_scope(&q->s, &q->frame, leaf, word);
}

static void quiet_close(quiet *q)
{
	pop_scope(&q->s, q->sc);
	isa_buf_free(&q->scratch);
}

const isa_field *isa__resolve(const isa *m, const isa_bitset *leaf, const isa_bits *word,
			      uint32_t gen, const char *field, uint64_t *val)
{
	quiet q;
	quiet_open(&q, m, leaf, word, gen);
	isa_bits v;
	const isa_field *f = resolve_field(&q.s, q.sc, field, &v);
	if (f && val)
		*val = from_bits(&q.s, &v);
	quiet_close(&q);
	return f;
}

bool isa_operand_field_value(const isa *m, const isa_bitset *leaf, const isa_bits *word,
			     uint32_t gen, const char *operand, const char *field,
			     const isa_bitset **sub, uint64_t *val)
{
	/* a field name no field has resolves nowhere (NULL matches nothing) */
	operand = isa_name(m, operand);
	field = isa_name(m, field);
	if (sub)
		*sub = NULL;
	if (!operand)
		return false;
	quiet q;
	quiet_open(&q, m, leaf, word, gen);
	isa_bits v;
	bool ok = false;
	const isa_field *f = resolve_field(&q.s, q.sc, operand, &v);
	const isa_bitset *b = NULL;
	if (f && f->kind == TY_BITSET)
		b = isa_match(m, isa_root_of(m, f->root), &v, gen, NULL);
	if (b) {
		scope frame;
		scope *nested = push_scope(&q.s, &frame, b, &v);
		nested->via = f;
		isa_bits fv;
		if (resolve_field(&q.s, nested, field, &fv)) {
			*val = from_bits(&q.s, &fv);
			ok = true;
		}
		pop_scope(&q.s, nested);
	}
	if (sub)
		*sub = b;
	quiet_close(&q);
	return ok;
}

const isa_case *isa_display_case(const isa *m, const isa_bitset *leaf, const isa_bits *word,
				 uint32_t gen, const isa_bitset **owner)
{
	quiet q;
	quiet_open(&q, m, leaf, word, gen);
	const isa_case *found = NULL;
	for (const isa_bitset *b = leaf; b && !found; b = b->parent)
		for (int i = 0; i < b->ncases && !found; i++) {
			const isa_case *c = &b->cases[i];
			if (c->expr && !evaluate_expr(&q.s, q.sc, c->expr))
				continue;
			if (c->display) {
				found = c;
				if (owner)
					*owner = b;
			}
		}
	quiet_close(&q);
	return found;
}

bool isa__case_true(const isa *m, const isa_bitset *leaf, const isa_bits *word, uint32_t gen,
		    const isa_case *c)
{
	if (!c->expr)
		return true;
	quiet q;
	quiet_open(&q, m, leaf, word, gen);
	bool r = evaluate_expr(&q.s, q.sc, c->expr) != 0;
	quiet_close(&q);
	return r;
}

bool isa_case_selected(const isa *m, const isa_bitset *leaf, const isa_bits *word, uint32_t gen,
		       const isa_case *c)
{
	return isa__case_true(m, leaf, word, gen, c);
}
