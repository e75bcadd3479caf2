/*
 * solver/smt.c - Z3 questions about the words a leaf decodes: which field
 * definitions a word selects (override conditions are expressions over
 * fields), and whether a field can then hold a value its type does not
 * cover.  The only file besides smt_ctx.c that touches Z3.
 *
 * Expressions are translated with the same C semantics the interpreter
 * uses (model/expr.c): every value is a 64-bit bit-vector normalised to
 * its C type, so int and unsigned int wrap at 32 bits and compare as C
 * compares them.  Field lookup follows Mesa: cases of the leaf, then of
 * its ancestors, first true case defining the name wins, an override's
 * own expression counts as true while it is being evaluated.
 *
 * Every witness the solver produces is decoded again by the interpreter;
 * a finding is reported only when the interpreter shows it too.
 */
#include <string.h>

#include <z3.h>

#include "solver/prove.h"
#include "solver/internal.h"
#include "solver/smt.h"

/* ---- bit-vector helpers ----------------------------------------------- */

static Z3_ast bv64(pv_smt *s, uint64_t v)
{
	return v < 2 ? s->num64[v] : Z3_mk_unsigned_int64(s->ctx, v, s->bv64_sort);
}

static bool is64(isa_ctype t) { return t == ISA_CT_LONG || t == ISA_CT_ULONG; }
static bool is_signed(isa_ctype t) { return t == ISA_CT_INT || t == ISA_CT_LONG; }

static isa_ctype arith_conv(isa_ctype a, isa_ctype b)
{
	if (is64(a) || is64(b))
		return (a == ISA_CT_ULONG || b == ISA_CT_ULONG) ? ISA_CT_ULONG : ISA_CT_LONG;
	return (a == ISA_CT_UINT || b == ISA_CT_UINT) ? ISA_CT_UINT : ISA_CT_INT;
}

/* A 64-bit value normalised to type t: 32-bit types are truncated and
 * extended by their signedness, as the interpreter's conv() does. */
static Z3_ast conv(pv_smt *s, Z3_ast v, isa_ctype t)
{
	if (is64(t))
		return v;
	Z3_ast low = Z3_mk_extract(s->ctx, 31, 0, v);
	return is_signed(t) ? Z3_mk_sign_ext(s->ctx, 32, low) : Z3_mk_zero_ext(s->ctx, 32, low);
}

static Z3_ast bool_to_int(pv_smt *s, Z3_ast b)
{
	return Z3_mk_ite(s->ctx, b, bv64(s, 1), bv64(s, 0));
}

static Z3_ast nonzero(pv_smt *s, Z3_ast v)
{
	return Z3_mk_not(s->ctx, Z3_mk_eq(s->ctx, v, bv64(s, 0)));
}

static Z3_ast and2(pv_smt *s, Z3_ast a, Z3_ast b)
{
	Z3_ast v[2] = {a, b};
	return Z3_mk_and(s->ctx, 2, v);
}

/* ---- field lookup ----------------------------------------------------- */

static Z3_ast translate(pv_smt *s, pv_scope *sc, const isa_node *n);

/* The value of expression e in scope sc (Mesa's evaluate_expr), with the
 * recursion guard that skips the bottom stack slot, as Mesa's does. */
static Z3_ast eval_expr(pv_smt *s, pv_scope *sc, const isa_expr *e)
{
	if (!e || !e->ast)
		return bv64(s, 0);
	pv_estack *st = sc->es;
	for (int i = st->sp - 1; i > 0; i--)
		if (st->v[i] == e)
			return bv64(s, 0);
	if (st->sp == PV_EXPR_STACK)
		return bv64(s, 0);
	st->v[st->sp++] = e;
	Z3_ast v = translate(s, sc, e->ast);
	st->sp--;
	/* the generated function returns uint64_t */
	return v;
}

static Z3_ast case_true(pv_smt *s, pv_scope *sc, const isa_case *c)
{
	if (!c->expr)
		return Z3_mk_true(s->ctx);
	const isa_expr *cur = sc->es->sp ? sc->es->v[sc->es->sp - 1] : NULL;
	if (cur == c->expr)
		return Z3_mk_true(s->ctx); /* counts as true while evaluated */
	return nonzero(s, eval_expr(s, sc, c->expr));
}

/* The raw value of one definition: its bits, or its expression (kept to
 * 32 bits when the instruction is that narrow, as Mesa's bitmask is). */
Z3_ast pv_smt_def_value(pv_smt *s, pv_scope *sc, const isa_field *f)
{
	if (f->derived) {
		Z3_ast v = eval_expr(s, sc, f->expr);
		if (s->m->bitsize <= 32)
			v = Z3_mk_zero_ext(s->ctx, 32, Z3_mk_extract(s->ctx, 31, 0, v));
		return v;
	}
	int hi = f->high < 64 + f->low ? f->high : f->low + 63;
	Z3_ast bits = Z3_mk_extract(s->ctx, (unsigned)hi, (unsigned)f->low, sc->word);
	int w = hi - f->low + 1;
	return w < 64 ? Z3_mk_zero_ext(s->ctx, (unsigned)(64 - w), bits) : bits;
}

/* ---- the memo of field values and definitions --------------------------------------------- */

enum { MEMO_VALUE, MEMO_DEFS };

static size_t memo_hash(uint64_t scope, const char *name, int kind, const pv_estack *st)
{
	uint64_t h = (scope * 2 + (uint64_t)kind) * UINT64_C(0x9e3779b97f4a7c15) ^ (uintptr_t)name;
	for (int i = 0; i < st->sp; i++)
		h = (h ^ (uintptr_t)st->v[i]) * UINT64_C(0x100000001b3);
	return (size_t)(h ^ (h >> 31));
}

static bool memo_is(const pv_memo *e, uint64_t scope, const char *name, int kind,
		    const pv_estack *st)
{
	if (e->scope != scope || e->name != name || e->kind != kind || e->sp != st->sp)
		return false;
	for (int i = 0; i < st->sp; i++)
		if (e->stack[i] != st->v[i])
			return false;
	return true;
}

/* The slot of the key (empty if it is not there); grows the table first. */
static pv_memo *memo_slot(pv_smt *s, uint64_t scope, const char *name, int kind,
			  const pv_estack *st)
{
	if (2 * (s->nmemo + 1) > s->capmemo) {
		pv_memo *old = s->memo;
		int oldcap = s->capmemo;
		s->capmemo = oldcap ? 2 * oldcap : 1024;
		s->memo = pv_xmalloc((size_t)s->capmemo * sizeof(*s->memo));
		memset(s->memo, 0, (size_t)s->capmemo * sizeof(*s->memo));
		for (int i = 0; i < oldcap; i++) {
			if (!old[i].v)
				continue;
			pv_estack k = {.sp = old[i].sp};
			memcpy(k.v, old[i].stack, sizeof(k.v));
			*memo_slot(s, old[i].scope, old[i].name, old[i].kind, &k) = old[i];
		}
		free(old);
	}
	size_t mask = (size_t)s->capmemo - 1;
	for (size_t i = memo_hash(scope, name, kind, st) & mask;; i = (i + 1) & mask)
		if (!s->memo[i].v || memo_is(&s->memo[i], scope, name, kind, st))
			return &s->memo[i];
}

/* Fill an empty slot of the memo (found again: the table may have grown
 * since it was looked up). */
static pv_memo *memo_put(pv_smt *s, pv_scope *sc, const char *name, int kind, Z3_ast v)
{
	pv_memo *e = memo_slot(s, sc->id, name, kind, sc->es);
	*e = (pv_memo){.scope = sc->id, .name = name, .kind = kind, .sp = sc->es->sp, .v = v};
	for (int i = 0; i < sc->es->sp; i++)
		e->stack[i] = sc->es->v[i];
	s->nmemo++;
	return e;
}

static int defs_of(pv_smt *s, pv_scope *sc, const char *name, pv_def **out);

/* Every definition of `name` in lookup order, with the condition under
 * which lookup picks it (its case true, every earlier one false); kept in
 * the memo as field values are, the caller gets a copy of its own. */
int pv_smt_defs(pv_smt *s, pv_scope *sc, const char *name, pv_def **out)
{
	pv_memo *e = memo_slot(s, sc->id, name, MEMO_DEFS, sc->es);
	if (!e->v) {
		pv_def *defs;
		int n = defs_of(s, sc, name, &defs);
		e = memo_put(s, sc, name, MEMO_DEFS, s->num64[0]); /* v marks the slot used */
		e->defs = defs;
		e->ndefs = n;
	}
	*out = NULL;
	if (e->ndefs) {
		*out = pv_xmalloc((size_t)e->ndefs * sizeof(**out));
		memcpy(*out, e->defs, (size_t)e->ndefs * sizeof(**out));
	}
	return e->ndefs;
}

static int defs_of(pv_smt *s, pv_scope *sc, const char *name, pv_def **out)
{
	int n = 0, cap = 0;
	*out = NULL;
	Z3_ast none_before = Z3_mk_true(s->ctx);
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			const isa_field *f = NULL;
			for (int i = 0; i < k->nfields && !f; i++)
				if (!strcmp(k->fields[i].name, name))
					f = &k->fields[i];
			if (!f)
				continue;
			Z3_ast t = case_true(s, sc, k);
			if (n == cap) {
				cap = cap ? 2 * cap : 4;
				*out = pv_xrealloc(*out, (size_t)cap * sizeof(**out));
			}
			(*out)[n++] = (pv_def){f, k, and2(s, none_before, t)};
			none_before = and2(s, none_before, Z3_mk_not(s->ctx, t));
		}
	return n;
}

/* The variable standing for what the enclosing scope passes as `name`
 * (pv_smt_bind says what that is in a context). */
static int param_slot(pv_smt *s, pv_scope *sc, const char *name)
{
	for (int i = 0; i < sc->np; i++)
		if (sc->pname[i] == name || !strcmp(sc->pname[i], name))
			return i;
	if (sc->np == PV_MAX_PARAMS)
		return -1; /* pv_smt_bind then refuses the scope: unknown, not clean */
	char sym[96];
	snprintf(sym, sizeof(sym), "param%d_%s", sc->depth, name);
	int i = sc->np++;
	sc->pname[i] = name;
	sc->pvar[i] = Z3_mk_const(s->ctx, Z3_mk_string_symbol(s->ctx, sym), Z3_mk_bv_sort(s->ctx, 64));
	snprintf(sym, sizeof(sym), "bound%d_%s", sc->depth, name);
	sc->pbound[i] = Z3_mk_const(s->ctx, Z3_mk_string_symbol(s->ctx, sym), Z3_mk_bool_sort(s->ctx));
	return i;
}

/* The variable standing for what the enclosing scope passes as `name`
 * (pv_smt_bind says what that is in a context). */
static Z3_ast param_var(pv_smt *s, pv_scope *sc, const char *name)
{
	int i = param_slot(s, sc, name);
	if (i < 0) /* a free value: only ever an over-approximation, never bound */
		return Z3_mk_fresh_const(s->ctx, "param", Z3_mk_bv_sort(s->ctx, 64));
	return sc->pvar[i];
}

/* Mesa's isa_decode_field: the value lookup gives; when no definition is
 * picked, a param of the field the scope was entered through redirects
 * to the enclosing scope; else 0.  Lookups repeat (every condition that
 * reads a field asks again), so values are kept by scope, name and the
 * expressions being evaluated, which is all a lookup's term depends on. */
static Z3_ast field_value(pv_smt *s, pv_scope *sc, const char *name)
{
	pv_memo *e = memo_slot(s, sc->id, name, MEMO_VALUE, sc->es);
	if (e->v)
		return e->v;
	pv_def *defs;
	int n = pv_smt_defs(s, sc, name, &defs);
	Z3_ast v = bv64(s, 0);
	if (sc->vars)
		v = param_var(s, sc, name);
	for (int i = 0; !sc->vars && sc->via && sc->parent && i < sc->via->nparams; i++)
		if (!strcmp(sc->via->params[i].as, name)) {
			v = field_value(s, sc->parent, sc->via->params[i].name);
			break;
		}
	for (int i = n - 1; i >= 0; i--)
		v = Z3_mk_ite(s->ctx, defs[i].when, pv_smt_def_value(s, sc, defs[i].f), v);
	free(defs);
	memo_put(s, sc, name, MEMO_VALUE, v);
	return v;
}

/* ---- expressions --------------------------------------------------------- */

static Z3_ast shift(pv_smt *s, const isa_node *n, Z3_ast a, Z3_ast b)
{
	Z3_ast count = Z3_mk_bvand(s->ctx, b, bv64(s, is64(n->type) ? 63 : 31));
	if (n->kind == ND_SHL)
		return conv(s, Z3_mk_bvshl(s->ctx, a, count), n->type);
	if (!is64(n->type)) {
		/* 32-bit right shift on the 32-bit value */
		Z3_ast a32 = Z3_mk_extract(s->ctx, 31, 0, a);
		Z3_ast c32 = Z3_mk_extract(s->ctx, 31, 0, count);
		Z3_ast r = is_signed(n->type) ? Z3_mk_bvashr(s->ctx, a32, c32)
					      : Z3_mk_bvlshr(s->ctx, a32, c32);
		return is_signed(n->type) ? Z3_mk_sign_ext(s->ctx, 32, r) : Z3_mk_zero_ext(s->ctx, 32, r);
	}
	return is_signed(n->type) ? Z3_mk_bvashr(s->ctx, a, count) : Z3_mk_bvlshr(s->ctx, a, count);
}

/* Division as the interpreter does it: by zero gives 0, INT_MIN / -1
 * wraps.  Operands are normalised to t; 32-bit types divide in 32 bits. */
static Z3_ast divide(pv_smt *s, Z3_ast a, Z3_ast b, isa_ctype t, bool mod)
{
	Z3_context c = s->ctx;
	Z3_ast r;
	if (is64(t)) {
		r = is_signed(t) ? (mod ? Z3_mk_bvsrem(c, a, b) : Z3_mk_bvsdiv(c, a, b))
				 : (mod ? Z3_mk_bvurem(c, a, b) : Z3_mk_bvudiv(c, a, b));
	} else {
		Z3_ast a32 = Z3_mk_extract(c, 31, 0, a), b32 = Z3_mk_extract(c, 31, 0, b);
		Z3_ast r32 = is_signed(t) ? (mod ? Z3_mk_bvsrem(c, a32, b32) : Z3_mk_bvsdiv(c, a32, b32))
					  : (mod ? Z3_mk_bvurem(c, a32, b32) : Z3_mk_bvudiv(c, a32, b32));
		r = is_signed(t) ? Z3_mk_sign_ext(c, 32, r32) : Z3_mk_zero_ext(c, 32, r32);
	}
	return Z3_mk_ite(c, Z3_mk_eq(c, b, bv64(s, 0)), bv64(s, 0), r);
}

static Z3_ast less(pv_smt *s, Z3_ast a, Z3_ast b, isa_ctype t)
{
	/* normalised 32-bit values compare correctly in 64 bits too */
	return is_signed(t) ? Z3_mk_bvslt(s->ctx, a, b) : Z3_mk_bvult(s->ctx, a, b);
}

static Z3_ast binary(pv_smt *s, pv_scope *sc, const isa_node *n)
{
	Z3_context c = s->ctx;
	Z3_ast a = translate(s, sc, n->lhs), b = translate(s, sc, n->rhs);
	if (n->kind == ND_SHL || n->kind == ND_SHR)
		return shift(s, n, a, b);
	isa_ctype t = arith_conv(n->lhs->type, n->rhs->type);
	a = conv(s, a, t);
	b = conv(s, b, t);
	Z3_ast r;
	switch (n->kind) {
	case ND_MUL: r = Z3_mk_bvmul(c, a, b); break;
	case ND_DIV: r = divide(s, a, b, t, false); break;
	case ND_MOD: r = divide(s, a, b, t, true); break;
	case ND_ADD: r = Z3_mk_bvadd(c, a, b); break;
	case ND_SUB: r = Z3_mk_bvsub(c, a, b); break;
	case ND_LT: r = bool_to_int(s, less(s, a, b, t)); break;
	case ND_LE: r = bool_to_int(s, Z3_mk_not(c, less(s, b, a, t))); break;
	case ND_GT: r = bool_to_int(s, less(s, b, a, t)); break;
	case ND_GE: r = bool_to_int(s, Z3_mk_not(c, less(s, a, b, t))); break;
	case ND_EQ: r = bool_to_int(s, Z3_mk_eq(c, a, b)); break;
	case ND_NE: r = bool_to_int(s, Z3_mk_not(c, Z3_mk_eq(c, a, b))); break;
	case ND_BITAND: r = Z3_mk_bvand(c, a, b); break;
	case ND_BITXOR: r = Z3_mk_bvxor(c, a, b); break;
	case ND_BITOR: r = Z3_mk_bvor(c, a, b); break;
	default: r = bv64(s, 0); break;
	}
	return conv(s, r, n->type);
}

static Z3_ast translate(pv_smt *s, pv_scope *sc, const isa_node *n)
{
	Z3_context c = s->ctx;
	if (!n)
		return bv64(s, 0);
	switch (n->kind) {
	case ND_NUM:
		return bv64(s, n->num);
	case ND_FIELD:
		return field_value(s, sc, n->name);
	case ND_GPU_ID:
		return Z3_mk_zero_ext(c, 32, sc->gen);
	case ND_NEG:
		return conv(s, Z3_mk_bvneg(c, translate(s, sc, n->lhs)), n->type);
	case ND_POS:
	case ND_CAST:
		return conv(s, translate(s, sc, n->lhs), n->type);
	case ND_NOT:
		return bool_to_int(s, Z3_mk_not(c, nonzero(s, translate(s, sc, n->lhs))));
	case ND_BITNOT:
		return conv(s, Z3_mk_bvnot(c, translate(s, sc, n->lhs)), n->type);
	case ND_LOGAND:
		return bool_to_int(s, and2(s, nonzero(s, translate(s, sc, n->lhs)),
					   nonzero(s, translate(s, sc, n->rhs))));
	case ND_LOGOR: {
		Z3_ast v[2] = {nonzero(s, translate(s, sc, n->lhs)),
			       nonzero(s, translate(s, sc, n->rhs))};
		return bool_to_int(s, Z3_mk_or(c, 2, v));
	}
	case ND_COND:
		return conv(s, Z3_mk_ite(c, nonzero(s, translate(s, sc, n->cond)),
					 translate(s, sc, n->lhs), translate(s, sc, n->rhs)),
			    n->type);
	case ND_COMMA:
		return translate(s, sc, n->rhs);
	default:
		return binary(s, sc, n);
	}
}

/* Whether a case holds as find_display evaluates it (nothing assumed). */
Z3_ast pv_smt_case_true(pv_smt *s, pv_scope *sc, const isa_case *c)
{
	if (!c->expr)
		return Z3_mk_true(s->ctx);
	return nonzero(s, eval_expr(s, sc, c->expr));
}

Z3_ast pv_smt_field(pv_smt *s, pv_scope *sc, const char *name)
{
	return field_value(s, sc, name);
}

/* find_display picks case dc: it holds, and no case visited before it
 * (leaf first, then ancestors) both holds and has a display. */
Z3_ast pv_smt_display_selected(pv_smt *s, pv_scope *sc, const isa_case *dc)
{
	Z3_ast stopped = Z3_mk_false(s->ctx);
	for (const isa_bitset *b = sc->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			Z3_ast t = pv_smt_case_true(s, sc, k);
			if (k == dc) {
				Z3_ast v[2] = {Z3_mk_not(s->ctx, stopped), t};
				return Z3_mk_and(s->ctx, 2, v);
			}
			if (k->display) {
				Z3_ast v[2] = {stopped, t};
				stopped = Z3_mk_or(s->ctx, 2, v);
			}
		}
	return Z3_mk_false(s->ctx);
}

Z3_ast pv_smt_resolves(pv_smt *s, pv_scope *sc, const char *name)
{
	pv_def *defs;
	int n = pv_smt_defs(s, sc, name, &defs);
	Z3_ast *any = pv_xmalloc(((size_t)n + 1) * sizeof(*any));
	for (int i = 0; i < n; i++)
		any[i] = defs[i].when;
	free(defs);
	if (sc->vars) {
		int i = param_slot(s, sc, name);
		any[n++] = i < 0 ? Z3_mk_fresh_const(s->ctx, "bound", Z3_mk_bool_sort(s->ctx))
				 : sc->pbound[i];
	} else {
		for (int i = 0; sc->via && sc->parent && i < sc->via->nparams; i++)
			if (!strcmp(sc->via->params[i].as, name)) {
				any[n++] = pv_smt_resolves(s, sc->parent, sc->via->params[i].name);
				break;
			}
	}
	Z3_ast r = n ? Z3_mk_or(s->ctx, (unsigned)n, any) : Z3_mk_false(s->ctx);
	free(any);
	return r;
}

int pv_smt_bind(pv_smt *s, pv_scope *sc, Z3_ast (*shown)(void *, pv_scope *, const char *),
		void *ctx, Z3_ast *out, int max)
{
	int n = 0;
	for (pv_scope *x = sc; x->parent && x->vars; x = x->parent) {
		pv_scope *p = x->parent;
		const isa_field *via = x->via;
		unsigned width = (unsigned)x->leaf->root->size;
		if (n + 4 > max || x->np == PV_MAX_PARAMS)
			return -1; /* no room: the caller reports the question unknown */
		/* an operand on the way decodes as its own leaf too (the
		 * caller states it for sc and for the instruction) */
		if (p->parent)
			out[n++] = pv_smt_decodes_as(s, p, isa_root_of(s->m, p->leaf->root));
		out[n++] = x->via_when;
		out[n++] = shown(ctx, p, via->name);
		out[n++] = Z3_mk_eq(s->ctx, x->word,
				    Z3_mk_extract(s->ctx, width - 1, 0, pv_smt_def_value(s, p, via)));
		/* params last: field values of the parent may add params of its own */
		if (n + 2 * x->np > max)
			return -1;
		for (int i = 0; i < x->np; i++) {
			Z3_ast v = bv64(s, 0), b = Z3_mk_false(s->ctx);
			for (int k = 0; k < via->nparams; k++)
				if (!strcmp(via->params[k].as, x->pname[i])) {
					v = field_value(s, p, via->params[k].name);
					b = pv_smt_resolves(s, p, via->params[k].name);
					break;
				}
			out[n++] = Z3_mk_eq(s->ctx, x->pvar[i], v);
			out[n++] = Z3_mk_eq(s->ctx, x->pbound[i], b);
		}
	}
	return n;
}

static bool is_constant(pv_smt *s, Z3_ast t)
{
	return Z3_is_numeral_ast(s->ctx, t) || Z3_get_bool_value(s->ctx, t) != Z3_L_UNDEF;
}

/* The slot of term t in the memo of simplified terms (Z3 makes each term
 * once, so the pointer is the key). */
static struct pv_simp *simp_slot(pv_smt *s, Z3_ast t)
{
	if (2 * (s->nsimp + 1) > s->capsimp) {
		struct pv_simp *old = s->simp;
		int oldcap = s->capsimp;
		s->capsimp = oldcap ? 2 * oldcap : 256;
		s->simp = pv_xmalloc((size_t)s->capsimp * sizeof(*s->simp));
		memset(s->simp, 0, (size_t)s->capsimp * sizeof(*s->simp));
		for (int i = 0; i < oldcap; i++)
			if (old[i].t)
				*simp_slot(s, old[i].t) = old[i];
		free(old);
	}
	size_t mask = (size_t)s->capsimp - 1;
	uintptr_t h = (uintptr_t)t * UINT64_C(0x9e3779b97f4a7c15);
	for (size_t i = (size_t)(h ^ (h >> 29)) & mask;; i = (i + 1) & mask)
		if (!s->simp[i].t || s->simp[i].t == t)
			return &s->simp[i];
}

/* t with the substitutions known so far, simplified, when that leaves a
 * numeral or true/false; else NULL.  Each term is simplified once: the
 * contexts of one operand ask about the same few. */
static Z3_ast constant_of(pv_smt *s, Z3_ast t, unsigned k, const Z3_ast *from, const Z3_ast *to)
{
	if (is_constant(s, t))
		return t;
	if (k)
		t = Z3_substitute(s->ctx, t, k, from, to);
	struct pv_simp *e = simp_slot(s, t);
	if (e->t)
		return e->c;
	Z3_ast v = Z3_simplify(s->ctx, t);
	e->t = t;
	e->c = is_constant(s, v) ? v : NULL;
	s->nsimp++;
	return e->c;
}

/* room for the params of four operand scopes on the way up; beyond, the
 * substitutions are fewer and the refutation only weaker */
#define REFUTE_SUBST (8 * PV_MAX_PARAMS)

/* The params of x and of every operand scope it is inside whose values
 * are constants, outermost first, so that a param passed on from the
 * scope above is a constant once that scope's is: pv_smt_bind ties each
 * to the term evaluated here. */
static void param_consts(pv_smt *s, pv_scope *x, Z3_ast *from, Z3_ast *to, unsigned *k)
{
	if (!x->parent || !x->vars)
		return;
	pv_scope *p = x->parent;
	const isa_field *via = x->via;
	/* the terms first: a param passed on from p becomes one of p's */
	Z3_ast v[PV_MAX_PARAMS], b[PV_MAX_PARAMS];
	for (int i = 0; i < x->np; i++) {
		v[i] = bv64(s, 0);
		b[i] = Z3_mk_false(s->ctx);
		for (int j = 0; j < via->nparams; j++)
			if (!strcmp(via->params[j].as, x->pname[i])) {
				v[i] = field_value(s, p, via->params[j].name);
				b[i] = pv_smt_resolves(s, p, via->params[j].name);
				break;
			}
	}
	param_consts(s, p, from, to, k);
	unsigned known = *k;
	for (int i = 0; i < x->np && *k + 2 <= REFUTE_SUBST; i++) {
		Z3_ast cv = constant_of(s, v[i], known, from, to);
		Z3_ast cb = constant_of(s, b[i], known, from, to);
		if (cv) {
			from[*k] = x->pvar[i];
			to[(*k)++] = cv;
		}
		if (cb) {
			from[*k] = x->pbound[i];
			to[(*k)++] = cb;
		}
	}
}

bool pv_smt_refuted_by_params(pv_smt *s, pv_scope *sc, const Z3_ast *facts, int n)
{
	if (!sc->parent || !sc->vars || !sc->np || n <= 0)
		return false;
	Z3_ast from[REFUTE_SUBST], to[REFUTE_SUBST];
	unsigned k = 0;
	param_consts(s, sc, from, to, &k);
	if (!k)
		return false;
	Z3_ast all = Z3_mk_and(s->ctx, (unsigned)n, facts);
	Z3_ast t = Z3_simplify(s->ctx, Z3_substitute(s->ctx, all, k, from, to));
	return Z3_get_bool_value(s->ctx, t) == Z3_L_FALSE;
}
