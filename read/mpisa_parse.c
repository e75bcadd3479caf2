/*
 * read/mpisa_parse.c - MPACT-Sim .isa text into declarations (mpisa.h),
 * following MPACT's grammar (InstructionSet.g4): #include, global
 * includes { }, constants, disasm widths, isa, bundle and slot
 * declarations, slots with template parameters, bases with template
 * arguments, defaults, resources, and opcodes with operand groups,
 * attributes and GENERATE (expanded here, as MPACT does, by substituting
 * the text and parsing it again).  The tokens come from the .bin_fmt
 * lexer in its .isa mode.  Names are resolved later (read/mpisa.c).
 */
#include <stdlib.h>
#include <string.h>

#include "mpgen.h"
#include "mpisa.h"

typedef struct ip {
	mp_cursor c; /* failed: a syntax error (S->syntax is set when it ends) */
	mi_state *S;
	int depth;   /* of the expression being parsed (MI_MAX_NEST) */
} ip;

/* Expressions nest through parentheses, unary minus and call arguments;
 * tens of thousands of '(' would overflow the stack of the recursive
 * parser (and of everything that walks the tree), so deeper ones are
 * refused.  Real expressions nest a few levels. */
#define MI_MAX_NEST 256


static const char *const keywords[] = {
	"attributes", "bundle", "bundles", "default", "delete", "disasm", "GENERATE", "widths", "size",
	"includes", "int", "isa", "latency", "opcode", "opcodes", "override", "namespace", "resources",
	"semfunc", "slot", "slots", "template", NULL,
};

static bool is_keyword(const mp_tok *t)
{
	for (int i = 0; keywords[i]; i++)
		if (mp_tok_is(t, keywords[i]))
			return true;
	return false;
}

static const char *str(ip *P, const mp_tok *t) { return mp_tok_str(P->S->a, t); }

/* An IDENT that is not a keyword (MPACT's lexer makes keywords tokens of
 * their own, so they cannot be names). */
static bool name(ip *P, const char *what, mi_name *out)
{
	mp_tok *t = mp_peek(&P->c);
	if (P->c.failed || t->kind != MP_IDENT || is_keyword(t)) {
		mp_syntax(&P->c, what);
		return false;
	}
	mp_next(&P->c);
	out->name = str(P, t);
	out->loc = t->loc;
	return true;
}

static void *new0(ip *P, size_t n) { return isa_arena_alloc(P->S->a, n); }

/* ---- expressions --------------------------------------------------------------- */

static mi_expr *expr(ip *P);

static mi_expr *primary_in(ip *P);

static mi_expr *primary(ip *P)
{
	if (P->c.failed)
		return NULL;
	if (P->depth >= MI_MAX_NEST) {
		mp_error(&P->c, mp_peek(&P->c)->loc, "mp-budget",
			 "expression nested more than %d deep (parentheses, '-' or call arguments)", MI_MAX_NEST);
		P->c.failed = true;
		return NULL;
	}
	P->depth++;
	mi_expr *e = primary_in(P);
	P->depth--;
	return e;
}

static mi_expr *primary_in(ip *P)
{
	mp_tok *t = mp_peek(&P->c);
	mi_expr *e = new0(P, sizeof(*e));
	e->loc = t->loc;
	if (mp_accept(&P->c, '-')) {
		e->kind = MI_NEG;
		e->args = new0(P, sizeof(mi_expr *));
		e->args[0] = primary(P);
		e->nargs = 1;
		return e->args[0] ? e : NULL;
	}
	if (mp_accept(&P->c, '(')) {
		mi_expr *x = expr(P);
		mp_expect(&P->c, ')', "')'");
		return P->c.failed ? NULL : x;
	}
	if (t->kind == MP_NUM) {
		mp_next(&P->c);
		e->kind = MI_NUM;
		return e;
	}
	if (t->kind == MP_IDENT && !is_keyword(t)) {
		mp_next(&P->c);
		e->name = str(P, t);
		if (mp_accept(&P->c, '(')) {
			e->kind = MI_CALL;
			LD_VEC(mi_expr *) args = {0};
			if (mp_peek(&P->c)->kind != ')')
				do {
					mi_expr *a = expr(P);
					if (!a)
						break;
					LD_PUSH(args, a);
				} while (mp_accept(&P->c, ','));
			mp_expect(&P->c, ')', "')'");
			e->args = new0(P, (size_t)(args.n + 1) * sizeof(mi_expr *));
			if (args.n)
				memcpy(e->args, args.v, (size_t)args.n * sizeof(mi_expr *));
			e->nargs = args.n;
			free(args.v);
			return P->c.failed ? NULL : e;
		}
		e->kind = MI_NAME;
		return e;
	}
	mp_syntax(&P->c, "an expression");
	return NULL;
}

static mi_expr *binary(ip *P, mi_expr *l, int op, mi_expr *r)
{
	if (!l || !r)
		return NULL;
	mi_expr *e = new0(P, sizeof(*e));
	e->kind = MI_BIN;
	e->op = op;
	e->loc = l->loc;
	e->args = new0(P, 2 * sizeof(mi_expr *));
	e->args[0] = l;
	e->args[1] = r;
	e->nargs = 2;
	return e;
}

static mi_expr *term(ip *P)
{
	mi_expr *l = primary(P);
	while (l && (mp_peek(&P->c)->kind == '*' || mp_peek(&P->c)->kind == '/')) {
		int op = mp_next(&P->c)->kind;
		l = binary(P, l, op, primary(P));
	}
	return l;
}

static mi_expr *expr(ip *P)
{
	mi_expr *l = term(P);
	while (l && (mp_peek(&P->c)->kind == '+' || mp_peek(&P->c)->kind == '-')) {
		int op = mp_next(&P->c)->kind;
		l = binary(P, l, op, term(P));
	}
	return l;
}

/* ---- attributes ---------------------------------------------------------------- */

static void resource_details(ip *P, mi_resources *r)
{
	if (mp_peek(&P->c)->kind != '{') {
		r->named = true;
		name(P, "a resources name or '{'", &r->ref);
		return;
	}
	mp_next(&P->c);
	/* use : acquire : hold, each a list of items */
	for (int part = 0; part < 3 && !P->c.failed; part++) {
		if (mp_peek(&P->c)->kind == MP_IDENT || mp_peek(&P->c)->kind == '[') {
			do {
				mi_res_item it = {0};
				if (mp_accept(&P->c, '[')) {
					name(P, "a resource array name", &it.name);
					mp_expect(&P->c, ']', "']'");
				} else {
					name(P, "a resource name", &it.name);
				}
				if (mp_accept(&P->c, '[')) {
					if (mp_peek(&P->c)->kind != MP_DOTDOT && mp_peek(&P->c)->kind != ']')
						it.begin = expr(P);
					if (mp_accept(&P->c, MP_DOTDOT) && mp_peek(&P->c)->kind != ']')
						it.end = expr(P);
					mp_expect(&P->c, ']', "']'");
				}
				if (!P->c.failed)
					LD_PUSH(r->items, it);
			} while (mp_accept(&P->c, ','));
		}
		if (!mp_accept(&P->c, ':'))
			break;
	}
	mp_expect(&P->c, '}', "'}'");
}

static void attribute_list(ip *P, void *vec)
{
	LD_VEC(mi_attr) *v = vec;
	mp_expect(&P->c, '{', "'{'");
	do {
		mi_attr at = {0};
		if (!name(P, "an attribute name", &at.name))
			break;
		if (mp_accept(&P->c, '='))
			at.value = expr(P);
		LD_PUSH(*v, at);
	} while (mp_accept(&P->c, ','));
	mp_expect(&P->c, '}', "'}'");
}

static void twice(ip *P, const mp_tok *t, const char *what)
{
	mp_error(&P->c, t->loc, "mp-isa-attr-twice", "a second %s specification: MPACT refuses it", what);
}

/* disasm: ..., semfunc: ..., resources: ..., attributes: ... */
static void opcode_attributes(ip *P, mi_attrs *A)
{
	do {
		mp_tok *kw = mp_peek(&P->c);
		if (mp_accept_word(&P->c, "disasm")) {
			if (A->has_disasm)
				twice(P, kw, "disasm");
			mp_expect(&P->c, ':', "':'");
			bool first = !A->has_disasm;
			A->has_disasm = true;
			if (first)
				A->disasm_loc = kw->loc;
			do {
				mp_tok *s = mp_peek(&P->c);
				if (!mp_expect(&P->c, MP_STR, "a string"))
					break;
				if (first)
					LD_PUSH(A->disasm, *s);
			} while (mp_peek(&P->c)->kind == ',' && P->c.t[P->c.i + 1].kind == MP_STR && mp_accept(&P->c, ','));
		} else if (mp_accept_word(&P->c, "semfunc")) {
			if (A->has_semfunc)
				twice(P, kw, "semfunc");
			mp_expect(&P->c, ':', "':'");
			bool first = !A->has_semfunc;
			A->has_semfunc = true;
			if (first)
				A->semfunc_loc = kw->loc;
			int n = 0;
			do {
				if (!mp_expect(&P->c, MP_STR, "a string"))
					break;
				n++;
			} while (mp_peek(&P->c)->kind == ',' && P->c.t[P->c.i + 1].kind == MP_STR && mp_accept(&P->c, ','));
			if (first)
				A->nsemfunc = n;
		} else if (mp_accept_word(&P->c, "resources")) {
			if (A->has_resources)
				twice(P, kw, "resources");
			mp_expect(&P->c, ':', "':'");
			mi_resources r = {0};
			resource_details(P, &r);
			if (!A->has_resources)
				A->res = r;
			else
				free(r.items.v);
			A->has_resources = true;
		} else if (mp_accept_word(&P->c, "attributes")) {
			if (A->has_attributes)
				twice(P, kw, "attributes");
			mp_expect(&P->c, ':', "':'");
			LD_VEC(mi_attr) v = {0};
			attribute_list(P, &v);
			if (!A->has_attributes)
				memcpy(&A->attributes, &v, sizeof(v));
			else
				free(v.v);
			A->has_attributes = true;
		} else {
			mp_syntax(&P->c, "disasm:, semfunc:, resources: or attributes:");
			return;
		}
	} while (mp_accept(&P->c, ','));
}

/* ---- opcodes ------------------------------------------------------------------- */

static void operand_name(ip *P, mi_operands *g, bool dest)
{
	mi_name nm = {0};
	if (mp_accept(&P->c, '[')) {
		name(P, "an operand name", &nm);
		mp_expect(&P->c, ']', "']'");
	} else if (mp_accept(&P->c, MP_RELOC)) {
		mp_expect(&P->c, '(', "'('");
		name(P, "an operand name", &nm);
		mp_expect(&P->c, ')', "')'");
	} else {
		name(P, "an operand name", &nm);
	}
	if (P->c.failed)
		return;
	LD_PUSH(g->names, nm);
	if (!dest)
		return;
	LD_PUSH(g->dests, nm);
	mi_expr *lat = NULL;
	if (mp_accept(&P->c, '(')) {
		if (!mp_accept(&P->c, '*'))
			lat = expr(P);
		mp_expect(&P->c, ')', "')'");
	}
	LD_PUSH(g->latencies, lat);
}

/* pred : sources : destinations, every part optional */
static void operands(ip *P, mi_operands *g)
{
	if (mp_peek(&P->c)->kind == MP_IDENT) {
		mi_name nm;
		if (name(P, "a predicate operand", &nm))
			LD_PUSH(g->names, nm);
	}
	if (!mp_accept(&P->c, ':'))
		return;
	if (mp_peek(&P->c)->kind == MP_IDENT || mp_peek(&P->c)->kind == '[' || mp_peek(&P->c)->kind == MP_RELOC)
		do
			operand_name(P, g, false);
		while (!P->c.failed && mp_accept(&P->c, ','));
	if (!mp_accept(&P->c, ':'))
		return;
	if (mp_peek(&P->c)->kind == MP_IDENT || mp_peek(&P->c)->kind == '[' || mp_peek(&P->c)->kind == MP_RELOC)
		do
			operand_name(P, g, true);
		while (!P->c.failed && mp_accept(&P->c, ','));
}

static void opcode_spec(ip *P, mi_slot *s);

static void generate(ip *P, mi_slot *s);

static void opcode_spec(ip *P, mi_slot *s)
{
	if (mp_tok_is(mp_peek(&P->c), "GENERATE")) {
		generate(P, s);
		return;
	}
	mi_opcode *o = new0(P, sizeof(*o));
	o->slot = s;
	o->index = -1;
	mi_name nm;
	if (!name(P, "an opcode name", &nm))
		return;
	o->name = nm.name;
	o->loc = nm.loc;
	if (mp_accept(&P->c, '=')) {
		if (mp_accept_word(&P->c, "delete")) {
			o->kind = MI_DELETE;
		} else if (mp_expect_word(&P->c, "override")) {
			o->kind = MI_OVERRIDE;
			mp_expect(&P->c, ',', "','");
			opcode_attributes(P, &o->attrs);
		}
	} else {
		if (mp_accept(&P->c, '[')) {
			mp_expect(&P->c, MP_NUM, "a size");
			mp_expect(&P->c, ']', "']'");
		}
		mp_expect(&P->c, '{', "'{'");
		if (mp_peek(&P->c)->kind == '(') {
			do {
				mp_expect(&P->c, '(', "'('");
				mi_operands g = {0};
				operands(P, &g);
				LD_PUSH(o->groups, g);
				mp_expect(&P->c, ')', "')'");
			} while (!P->c.failed && mp_accept(&P->c, ','));
		} else {
			mi_operands g = {0};
			operands(P, &g);
			LD_PUSH(o->groups, g);
		}
		mp_expect(&P->c, '}', "'}'");
		if (mp_accept(&P->c, ','))
			opcode_attributes(P, &o->attrs);
	}
	mp_expect(&P->c, ';', "';'");
	LD_PUSH(s->opcodes, o); /* after a syntax error only freed */
}

static const char *gen_value(void *vp)
{
	ip *P = vp;
	mp_tok *t = mp_peek(&P->c);
	if (t->kind == MP_NUM || t->kind == MP_STR || t->kind == MP_IDENT) {
		mp_next(&P->c);
		return str(P, t);
	}
	mp_syntax(&P->c, "a value (identifier, number or string)");
	return NULL;
}

static bool gen_name(void *vp, const char *what, const char **nm, isa_loc *loc)
{
	mi_name n;
	if (!name(vp, what, &n))
		return false;
	*nm = n.name;
	*loc = n.loc;
	return true;
}

/* GENERATE ( bindings ) { opcode specs } ; textual substitution of each
 * combination (see mpgen.h), parsed again as opcodes. */
static void generate(ip *P, mi_slot *s)
{
	mp_gen G = {0};
	mp_gen_bindings(&P->c, &G, &(mp_gen_lang){P, gen_name, gen_value});
	mp_expect(&P->c, '{', "'{'");
	G.body = P->c.i;
	int depth = 0;
	while (!P->c.failed && mp_peek(&P->c)->kind != MP_EOF && !(depth == 0 && mp_peek(&P->c)->kind == '}')) {
		int k = mp_next(&P->c)->kind;
		depth += k == '{' ? 1 : k == '}' ? -1 : 0;
	}
	G.body_end = P->c.i;
	mp_expect(&P->c, '}', "'}'");
	mp_expect(&P->c, ';', "';'");
	if (mp_gen_check(&P->c, &G, &P->S->gen_tokens)) {
		bool failed;
		do {
			const char *text = mp_gen_text(&G, P->c.t, P->S->a);
			mp_lexer L = {.P = (mp_diagger *)P->S, .path = G.kw.file, .text = text, .len = G.len,
				      .offmap = G.map.v, .isa = true};
			mp_lex(&L);
			ip Q = {.c = {.d = P->c.d, .t = L.toks.v, .n = L.toks.n}, .S = P->S};
			while (!Q.c.failed && mp_peek(&Q.c)->kind != MP_EOF) {
				if (mp_tok_is(mp_peek(&Q.c), "GENERATE")) {
					mp_syntax(&Q.c, "an opcode (GENERATE does not nest)");
					break;
				}
				opcode_spec(&Q, s);
			}
			free(L.toks.v);
			failed = Q.c.failed;
			if (failed)
				P->S->syntax = true;
		} while (!failed && mp_gen_step(&G));
	}
	mp_gen_free(&G);
}

/* ---- declarations -------------------------------------------------------------- */

static void includes_block(ip *P)
{
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_accept(&P->c, MP_INCLUDE))
		mp_expect(&P->c, MP_STR, "a file name string");
	mp_expect(&P->c, '}', "'}'");
}

static void constant_def(ip *P, void *vec)
{
	LD_VEC(mi_const) *v = vec;
	mp_expect_word(&P->c, "int");
	mi_const c = {0};
	name(P, "a constant name", &c.name);
	mp_expect(&P->c, '=', "'='");
	c.value = expr(P);
	mp_expect(&P->c, ';', "';'");
	if (!P->c.failed)
		LD_PUSH(*v, c);
}

static bool number(ip *P, int *out)
{
	mp_tok *t = mp_peek(&P->c);
	if (!mp_expect(&P->c, MP_NUM, "a number"))
		return false;
	*out = t->val > 0x7fffffff ? 0x7fffffff : (int)t->val;
	return true;
}

static void slot_list(ip *P, void *vec)
{
	LD_VEC(mi_slotref) *v = vec;
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_peek(&P->c)->kind == MP_IDENT) {
		mi_slotref r = {.lo = -1, .hi = -1};
		name(P, "a slot name", &r.name);
		if (mp_peek(&P->c)->kind == '[') {
			r.range_loc = mp_next(&P->c)->loc;
			/* only the first range is kept: MPACT's files use one */
			int lo = 0, hi;
			number(P, &lo);
			hi = lo;
			if (mp_accept(&P->c, MP_DOTDOT))
				number(P, &hi);
			while (mp_accept(&P->c, ',')) {
				int x = 0;
				number(P, &x);
				if (x > hi)
					hi = x;
				if (mp_accept(&P->c, MP_DOTDOT)) {
					number(P, &x);
					if (x > hi)
						hi = x;
				}
			}
			mp_expect(&P->c, ']', "']'");
			r.lo = lo;
			r.hi = hi;
		}
		mp_expect(&P->c, ';', "';'");
		if (!P->c.failed)
			LD_PUSH(*v, r);
	}
	mp_accept(&P->c, ',');
	mp_expect(&P->c, '}', "'}'");
}

static void name_list(ip *P, void *vec)
{
	LD_VEC(mi_name) *v = vec;
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_peek(&P->c)->kind == MP_IDENT) {
		mi_name n;
		if (name(P, "a bundle name", &n))
			LD_PUSH(*v, n);
		mp_expect(&P->c, ';', "';'");
	}
	mp_accept(&P->c, ',');
	mp_expect(&P->c, '}', "'}'");
}

static void isa_decl(ip *P)
{
	mi_isadecl *x = new0(P, sizeof(*x));
	mp_next(&P->c);
	mi_name n;
	if (!name(P, "an isa name", &n))
		return;
	x->name = n.name;
	x->loc = n.loc;
	mp_expect(&P->c, '{', "'{'");
	mp_expect_word(&P->c, "namespace");
	isa_buf ns;
	isa_buf_init(&ns);
	do {
		mp_tok *t = mp_peek(&P->c);
		if (!mp_expect(&P->c, MP_IDENT, "a namespace name"))
			break;
		isa_buf_printf(&ns, "%s%.*s", ns.len ? "::" : "", t->len, t->s);
	} while (mp_accept(&P->c, MP_COLCOL));
	mp_expect(&P->c, ';', "';'");
	x->namespace_ = isa_arena_strdup(P->S->a, ns.s ? ns.s : "");
	isa_buf_free(&ns);
	if (mp_accept_word(&P->c, "slots"))
		slot_list(P, &x->slots);
	else if (mp_expect_word(&P->c, "bundles"))
		name_list(P, &x->bundles);
	mp_expect(&P->c, '}', "'}'");
	if (!P->c.failed)
		LD_PUSH(P->S->isas, x);
	else
		LD_PUSH(P->S->dropped_isas, x);
}

static void bundle_decl(ip *P)
{
	mi_bundle *b = new0(P, sizeof(*b));
	mp_next(&P->c);
	mi_name n;
	if (!name(P, "a bundle name", &n))
		return;
	b->name = n.name;
	b->loc = n.loc;
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_peek(&P->c)->kind != '}') {
		if (mp_accept_word(&P->c, "includes")) {
			includes_block(P);
		} else if (mp_accept_word(&P->c, "slots")) {
			slot_list(P, &b->slots);
		} else if (mp_accept_word(&P->c, "bundles")) {
			name_list(P, &b->bundles);
		} else if (mp_accept_word(&P->c, "semfunc")) {
			mp_expect(&P->c, ':', "':'");
			do
				mp_expect(&P->c, MP_STR, "a string");
			while (mp_accept(&P->c, ','));
			mp_expect(&P->c, ';', "';'");
		} else {
			mp_syntax(&P->c, "includes, slots, bundles or semfunc");
		}
	}
	mp_expect(&P->c, '}', "'}'");
	if (!P->c.failed)
		LD_PUSH(P->S->bundles, b);
	else
		LD_PUSH(P->S->dropped_bundles, b);
}

static void slot_decl(ip *P)
{
	mi_slot *s = new0(P, sizeof(*s));
	s->ninstances = 1;
	if (mp_accept_word(&P->c, "template")) {
		s->is_template = true;
		mp_expect(&P->c, '<', "'<'");
		do {
			mp_expect_word(&P->c, "int");
			mi_name p;
			if (!name(P, "a template parameter name", &p))
				break;
			LD_PUSH(s->params, p);
		} while (mp_accept(&P->c, ','));
		mp_expect(&P->c, '>', "'>'");
	}
	mp_expect_word(&P->c, "slot");
	mi_name n;
	if (!name(P, "a slot name", &n)) {
		LD_PUSH(P->S->dropped_slots, s); /* freed with the rest: its params */
		return;
	}
	s->name = n.name;
	s->loc = n.loc;
	if (!s->is_template && mp_accept(&P->c, '[')) {
		number(P, &s->ninstances);
		mp_expect(&P->c, ']', "']'");
	}
	if (mp_accept(&P->c, ':')) {
		do {
			mi_base b = {0};
			if (!name(P, "a base slot name", &b.name))
				break;
			if (mp_accept(&P->c, '<')) {
				b.has_args = true;
				do {
					mi_expr *e = expr(P);
					if (!e)
						break;
					LD_PUSH(b.args, e);
				} while (mp_accept(&P->c, ','));
				mp_expect(&P->c, '>', "'>'");
			}
			LD_PUSH(s->bases, b);
		} while (mp_accept(&P->c, ','));
	}
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_peek(&P->c)->kind != '}' && !mp_tok_is(mp_peek(&P->c), "opcodes")) {
		mp_tok *kw = mp_peek(&P->c);
		if (mp_accept_word(&P->c, "default")) {
			if (mp_accept_word(&P->c, "latency")) {
				mp_expect(&P->c, '=', "'='");
				s->default_latency = expr(P);
			} else if (mp_accept_word(&P->c, "size")) {
				mp_expect(&P->c, '=', "'='");
				int sz;
				number(P, &sz);
			} else if (mp_accept_word(&P->c, "opcode")) {
				mp_expect(&P->c, '=', "'='");
				if (s->has_default_opcode) {
					mp_error(&P->c, kw->loc, "mp-isa-default-opcode",
						 "slot '%s': a second default opcode", s->name);
					mi_attrs junk = {0};
					opcode_attributes(P, &junk);
					free(junk.disasm.v);
					free(junk.res.items.v);
					free(junk.attributes.v);
				} else {
					s->has_default_opcode = true;
					s->default_loc = kw->loc;
					opcode_attributes(P, &s->default_opcode);
				}
			} else if (mp_expect_word(&P->c, "attributes")) {
				mp_expect(&P->c, '=', "'='");
				attribute_list(P, &s->default_attributes);
			}
			mp_expect(&P->c, ';', "';'");
		} else if (mp_tok_is(kw, "int")) {
			constant_def(P, &s->consts);
		} else if (mp_accept_word(&P->c, "resources")) {
			mi_resdef r = {0};
			name(P, "a resources name", &r.name);
			mp_expect(&P->c, '=', "'='");
			resource_details(P, &r.res);
			mp_expect(&P->c, ';', "';'");
			LD_PUSH(s->resources, r);
		} else if (mp_accept_word(&P->c, "includes")) {
			includes_block(P);
		} else {
			mp_syntax(&P->c, "default, int, resources, includes or opcodes");
		}
	}
	if (mp_accept_word(&P->c, "opcodes")) {
		mp_expect(&P->c, '{', "'{'");
		while (!P->c.failed && mp_peek(&P->c)->kind != '}' && mp_peek(&P->c)->kind != MP_EOF)
			opcode_spec(P, s);
		mp_expect(&P->c, '}', "'}'");
	}
	mp_expect(&P->c, '}', "'}'");
	if (!P->c.failed)
		LD_PUSH(P->S->slots, s);
	else
		LD_PUSH(P->S->dropped_slots, s);
}

void mi_parse_tokens(mi_state *S, mp_tok *toks, int n, mi_includes *incs)
{
	ip P = {.c = {.d = S->d, .t = toks, .n = n}, .S = S};
	while (!P.c.failed && mp_peek(&P.c)->kind != MP_EOF) {
		mp_tok *t = mp_peek(&P.c);
		if (t->kind == MP_INCLUDE) {
			mp_next(&P.c);
			mp_tok *f = mp_peek(&P.c);
			if (mp_expect(&P.c, MP_STR, "a file name string")) {
				mi_name r = {str(&P, f), f->loc};
				LD_PUSH(*incs, r);
			}
		} else if (mp_accept_word(&P.c, "includes")) {
			includes_block(&P);
		} else if (mp_tok_is(t, "int")) {
			constant_def(&P, &S->consts);
		} else if (mp_accept_word(&P.c, "disasm")) {
			mp_expect_word(&P.c, "widths");
			mp_expect(&P.c, '=', "'='");
			mp_expect(&P.c, '{', "'{'");
			LD_VEC(int) w = {0};
			bool ok = true;
			if (mp_peek(&P.c)->kind != '}')
				do {
					mi_expr *e = expr(&P);
					if (!e)
						break;
					/* a width is a number, maybe negated */
					int sign = 1;
					mi_expr *x = e;
					if (x->kind == MI_NEG) {
						sign = -1;
						x = x->args[0];
					}
					if (x->kind != MI_NUM) {
						mp_error(&P.c, e->loc, "mp-isa-expr",
							 "disasm widths: each width must be a number");
						ok = false;
					} else {
						/* the token before the width holds its value */
						const mp_tok *num = &P.c.t[P.c.i - 1];
						LD_PUSH(w, sign * (int)(num->val > 1024 ? 1024 : num->val));
					}
				} while (mp_accept(&P.c, ','));
			mp_expect(&P.c, '}', "'}'");
			mp_expect(&P.c, ';', "';'");
			if (!P.c.failed && ok) {
				if (S->has_widths && S->widths_loc.file == t->loc.file) {
					mp_error(&P.c, t->loc, "mp-duplicate",
						 "disasm widths declared a second time (first at line %d)",
						 S->widths_loc.line);
				} else if (S->has_widths) {
					/* one per file: the included files of mpact-riscv all
					 * say {-18}; the first read (the top file's) is used */
					bool same = w.n == S->widths.n;
					for (int i = 0; same && i < w.n; i++)
						same = w.v[i] == S->widths.v[i];
					if (!same)
						mp_warn(&P.c, t->loc, "mp-isa-widths",
							"disasm widths differ from those of %s:%d, which are used",
							S->widths_loc.file, S->widths_loc.line);
				} else {
					S->has_widths = true;
					S->widths_loc = t->loc;
					memcpy(&S->widths, &w, sizeof(w));
					w.v = NULL;
				}
			}
			free(w.v);
		} else if (mp_tok_is(t, "isa")) {
			isa_decl(&P);
		} else if (mp_tok_is(t, "bundle")) {
			bundle_decl(&P);
		} else if (mp_tok_is(t, "slot") || mp_tok_is(t, "template")) {
			slot_decl(&P);
		} else {
			mp_syntax(&P.c, "#include, includes, int, disasm widths, isa, bundle, slot or template");
		}
	}
	if (P.c.failed)
		S->syntax = true;
}
