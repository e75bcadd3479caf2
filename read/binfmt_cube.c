/*
 * read/binfmt_cube.c - the words a .bin_fmt constraint set matches, as
 * disjoint ternary cubes over the instruction word (read/binfmt.c turns
 * each cube into a model leaf): value cubes of one comparison, fields and
 * overlays mapped to word bits, field-to-field comparisons, and the
 * intersections and differences of cube sets, each bounded by
 * BF_MAX_CUBES.
 */
#include <stdlib.h>
#include <string.h>

#include "binfmt_ast.h"


static bool cube_and(cube a, cube b, cube *r)
{
	if ((a.m & b.m) & (a.v ^ b.v))
		return false;
	r->m = a.m | b.m;
	r->v = a.v | b.v;
	return true;
}

/* the cubes of a - b, disjoint, appended to out */
static void cube_minus(cube a, cube b, cubes *out)
{
	if ((a.m & b.m) & (a.v ^ b.v)) {
		LD_PUSH(*out, a);
		return;
	}
	uint64_t extra = b.m & ~a.m;
	while (extra) {
		uint64_t bit = extra & -extra;
		extra &= extra - 1;
		cube c = {a.m | bit, a.v | (~b.v & bit)};
		LD_PUSH(*out, c);
		a.m |= bit;
		a.v |= b.v & bit;
	}
}

/* a minus b; false (a emptied) when a would grow past BF_MAX_CUBES */
bool bf_cubes_minus(cubes *a, const cubes *b)
{
	for (int j = 0; j < b->n && a->n; j++) {
		cubes out = {0};
		for (int i = 0; i < a->n && out.n <= BF_MAX_CUBES; i++)
			cube_minus(a->v[i], b->v[j], &out);
		free(a->v);
		*a = out;
		if (out.n > BF_MAX_CUBES) {
			free(a->v);
			*a = (cubes){0};
			return false;
		}
	}
	return true;
}

bool bf_cubes_and(cubes *a, const cubes *b)
{
	cubes out = {0};
	for (int i = 0; i < a->n; i++)
		for (int j = 0; j < b->n; j++) {
			cube c;
			if (cube_and(a->v[i], b->v[j], &c)) {
				if (out.n >= BF_MAX_CUBES) {
					free(out.v);
					return false;
				}
				LD_PUSH(out, c);
			}
		}
	free(a->v);
	*a = out;
	return true;
}

uint64_t bf_low_mask(int w) { return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1; }

/* value cubes (over the w value bits) of "v OP k" */
static void value_cubes(bf_op op, uint64_t k, int w, cubes *out)
{
	uint64_t all = bf_low_mask(w);
	switch (op) {
	case BF_EQ:
		if (!(k & ~all))
			LD_PUSH(*out, ((cube){all, k}));
		return;
	case BF_NE:
		if (k & ~all) {
			LD_PUSH(*out, ((cube){0, 0}));
			return;
		}
		for (int i = w - 1; i >= 0; i--) {
			uint64_t above = all & ~bf_low_mask(i + 1), bit = (uint64_t)1 << i;
			LD_PUSH(*out, ((cube){above | bit, (k & above) | (~k & bit)}));
		}
		return;
	case BF_LE:
		if (k >= all) {
			LD_PUSH(*out, ((cube){0, 0}));
			return;
		}
		k++;
		/* fall through */
	case BF_LT:
		if (k & ~all) {
			LD_PUSH(*out, ((cube){0, 0}));
			return;
		}
		for (int i = w - 1; i >= 0; i--) {
			uint64_t above = all & ~bf_low_mask(i + 1), bit = (uint64_t)1 << i;
			if (k & bit)
				LD_PUSH(*out, ((cube){above | bit, k & above}));
		}
		return;
	case BF_GE:
		if (k == 0) {
			LD_PUSH(*out, ((cube){0, 0}));
			return;
		}
		k--;
		/* fall through */
	case BF_GT:
		if (k >= all)
			return;
		for (int i = w - 1; i >= 0; i--) {
			uint64_t above = all & ~bf_low_mask(i + 1), bit = (uint64_t)1 << i;
			if (!(k & bit))
				LD_PUSH(*out, ((cube){above | bit, (k & above) | bit}));
		}
		return;
	}
}


bool bf_find_operand(bf_format *f, const char *name, operand *op)
{
	bf_field *fd = bf_format_field(f, name);
	if (fd && fd->width > 0 && fd->width <= 64) {
		op->name = fd->name;
		op->width = fd->width;
		for (int j = 0; j < fd->width; j++)
			op->fieldsrc[j] = fd->low + j;
		op->src = op->fieldsrc;
		op->is_signed = fd->is_signed;
		op->has_lit = false;
		return true;
	}
	bf_overlay *o = bf_format_overlay(f, name);
	if (o && o->src) {
		op->name = o->name;
		op->width = o->width;
		op->src = o->src;
		op->is_signed = o->is_signed;
		op->has_lit = o->has_lit;
		return true;
	}
	return false;
}

/* a value cube of op as a word cube; false when literal bits refuse it */
static bool to_word(const operand *op, cube vc, cube *wc)
{
	*wc = (cube){0, 0};
	for (int j = 0; j < op->width; j++) {
		if (!((vc.m >> j) & 1))
			continue;
		uint64_t bit = (vc.v >> j) & 1;
		int s = op->src[j];
		if (s < 0) {
			if ((uint64_t)(s == BF_LIT1) != bit)
				return false;
			continue;
		}
		uint64_t wb = (uint64_t)1 << s;
		if ((wc->m & wb) && ((wc->v & wb) != 0) != bit)
			return false;
		wc->m |= wb;
		wc->v |= bit ? wb : 0;
	}
	return true;
}

static void op_const_cubes(const operand *op, bf_op o, uint64_t k, cubes *out)
{
	cubes vc = {0};
	value_cubes(o, k, op->width, &vc);
	for (int i = 0; i < vc.n; i++) {
		cube c;
		if (to_word(op, vc.v[i], &c))
			LD_PUSH(*out, c);
	}
	free(vc.v);
}

static bf_op swap_op(bf_op o)
{
	switch (o) {
	case BF_GT: return BF_LT;
	case BF_GE: return BF_LE;
	case BF_LT: return BF_GT;
	case BF_LE: return BF_GE;
	default: return o;
	}
}

/* a OP b for two fields/overlays: per value x of the narrower side,
 * (a == x) and (b OP' x).  False when that is too many cubes. */
static bool op_op_cubes(const operand *a, bf_op o, const operand *b, cubes *out)
{
	if (a->width > b->width) {
		const operand *t = a;
		a = b;
		b = t;
		o = swap_op(o);
	}
	if (a->width > 12)
		return false;
	/* b compared with x: x may be wider than b only by zero bits */
	for (uint64_t x = 0; x <= bf_low_mask(a->width); x++) {
		cubes ax = {0}, bx = {0};
		op_const_cubes(a, BF_EQ, x, &ax);
		/* a OP b  <=>  b swap(OP) a */
		op_const_cubes(b, swap_op(o), x, &bx);
		if (x > bf_low_mask(b->width)) {
			/* b cannot equal x; b < x always */
			free(bx.v);
			bx = (cubes){0};
			bf_op so = swap_op(o);
			if (so == BF_NE || so == BF_LT || so == BF_LE)
				LD_PUSH(bx, ((cube){0, 0}));
		}
		bool ok = bf_cubes_and(&ax, &bx);
		for (int i = 0; ok && i < ax.n; i++)
			LD_PUSH(*out, ax.v[i]);
		free(ax.v);
		free(bx.v);
		if (!ok || out->n > BF_MAX_CUBES)
			return false;
	}
	return true;
}

/* ---- constraints --------------------------------------------------------------- */

static const char *const op_text[] = {"==", "!=", ">", ">=", "<", "<="};

/* Check one constraint against format f and intersect its cubes into
 * *acc.  Returns false when it is in error (then it constrains nothing). */
static bool constraint_cubes(bf_state *S, bf_format *f, const bf_cons *c, cubes *acc, bool *complex)
{
	operand lhs, rhs;
	if (!bf_find_operand(f, c->lhs, &lhs)) {
		bool alias = false;
		for (int i = 0; i < f->fields.n; i++)
			alias |= f->fields.v[i].is_format && !strcmp(f->fields.v[i].name, c->lhs);
		mp_error(S, c->loc, "mp-constraint-field", "format '%s' does not contain a field or overlay named '%s'%s",
			 f->name, c->lhs, alias ? " (a format alias is not a field)" : "");
		return false;
	}
	cubes cc = {0};
	if (c->rhs_num) {
		const mp_tok *t = &c->num;
		uint64_t k = t->val;
		if (t->too_big)
			return false; /* reported by the lexer */
		if (t->bin_bits && k > 0x7fffffffu) {
			mp_error(S, c->rloc, "mp-number-range",
				 "'%.*s' is not below 2^31: MPACT keeps constraint values in an int, where it "
				 "turns negative",
				 t->len, t->s);
			return false;
		}
		if (lhs.is_signed) {
			if (c->op != BF_EQ && c->op != BF_NE) {
				mp_error(S, c->loc, "mp-constraint-signed",
					 "only == and != constraints are allowed on signed '%s'", c->lhs);
				return false;
			}
			if (lhs.width < 64 && k > (((uint64_t)1 << (lhs.width - 1)) - 1)) {
				mp_error(S, c->rloc, "mp-constraint-range",
					 "constraint value %llu is out of range for signed '%s' of %d bits "
					 "(negative values cannot be written)",
					 (unsigned long long)k, c->lhs, lhs.width);
				return false;
			}
		} else if (k & ~bf_low_mask(lhs.width)) {
			mp_error(S, c->rloc, "mp-constraint-range", "constraint value %llu is out of range for '%s' of %d bits",
				 (unsigned long long)k, c->lhs, lhs.width);
			return false;
		}
		if (t->bin_bits && t->bin_bits != lhs.width)
			mp_warn(S, c->rloc, "mp-binary-width", "'%s' has width %d but constraint value %.*s is %d bits",
				c->lhs, lhs.width, t->len, t->s, t->bin_bits);
		op_const_cubes(&lhs, c->op, k, &cc);
	} else {
		if (!bf_find_operand(f, c->rhs, &rhs)) {
			mp_error(S, c->rloc, "mp-constraint-field",
				 "format '%s' does not contain a field or overlay named '%s'", f->name, c->rhs);
			return false;
		}
		if (!op_op_cubes(&lhs, c->op, &rhs, &cc)) {
			free(cc.v);
			*complex = true;
			return false;
		}
	}
	bool ok = bf_cubes_and(acc, &cc);
	free(cc.v);
	if (!ok)
		*complex = true;
	return ok;
}

/* The cubes of an encoding's constraints in format f (its own, or for a
 * specialization its parent's).  Constraint errors are reported and the
 * constraint left out. */
void bf_enc_cubes(bf_state *S, bf_format *f, const bf_enc *e, cubes *out, bool *ok)
{
	LD_PUSH(*out, ((cube){0, 0}));
	for (int i = 0; i < e->ncons; i++) {
		bool complex = false;
		if (!constraint_cubes(S, f, &e->cons[i], out, &complex))
			*ok = false;
		if (complex) {
			mp_error(S, e->cons[i].loc, "mp-too-complex",
				 "encoding '%s': constraint '%s %s %s' needs more than %d cubes", e->name, e->cons[i].lhs,
				 op_text[e->cons[i].op], e->cons[i].rhs ? e->cons[i].rhs : "...", BF_MAX_CUBES);
			out->n = 0;
			return;
		}
	}
}
