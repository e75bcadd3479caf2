/*
 * read/binfmt_parse.c - .bin_fmt text into definitions (binfmt_ast.h):
 * formats, instruction groups (with GENERATE expanded), decoders and
 * #include / #once, following MPACT-Sim's grammar (BinFormat.g4).  Names
 * are resolved later (read/binfmt.c), as MPACT does after parsing.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "binfmt_ast.h"
#include "mpgen.h"
#include "internal.h"

static const char *const reserved[] = {
	"namespace", "signed", "unsigned", "includes", "opcode_enum", "binary", "format", "fields",
	"GENERATE", "namespaces", "overlays", "instruction", "group", "decoder", "specializes",
	"layout", "default", "packed_struct", "once", NULL,
};

static bool is_reserved(const mp_tok *t)
{
	for (int i = 0; reserved[i]; i++)
		if (mp_tok_is(t, reserved[i]))
			return true;
	return false;
}

typedef struct bp {
	mp_cursor c; /* failed: a syntax error, resynchronize */
	bf_state *S;
	bool gen;    /* inside a GENERATE body: $(..) identifiers allowed */
} bp;

/* the token after the next one */
static mp_tok *peek2(bp *P) { return &P->c.t[P->c.i + 1 < P->c.n ? P->c.i + 1 : P->c.n - 1]; }


/* An identifier (not a reserved word); NULL after a syntax error. */
static mp_tok *ident(bp *P, const char *what)
{
	mp_tok *t = mp_peek(&P->c);
	if (P->c.failed)
		return NULL;
	if ((t->kind == MP_IDENT && !is_reserved(t)) || (P->gen && t->kind == MP_VAR_IDENT))
		return mp_next(&P->c);
	mp_syntax(&P->c, what);
	return NULL;
}

static char *str(bp *P, const mp_tok *t) { return mp_tok_str(P->S->a, t); }

static mp_tok *number(bp *P, const char *what)
{
	if (!P->c.failed && mp_peek(&P->c)->kind == MP_NUM)
		return mp_next(&P->c);
	mp_syntax(&P->c, what);
	return NULL;
}

/* `[ number ]`: a width or a count; -1 after an error */
static int index_(bp *P)
{
	if (!mp_expect(&P->c, '[', "'['"))
		return -1;
	mp_tok *t = number(P, "a number");
	if (!t || !mp_expect(&P->c, ']', "']'"))
		return -1;
	return t->too_big || t->val > 4096 ? 4097 : (int)t->val;
}

/* ---- formats ------------------------------------------------------------------- */

static bool sign_spec(bp *P, bool *is_signed)
{
	if (mp_accept_word(&P->c, "signed")) {
		*is_signed = true;
		return true;
	}
	if (mp_accept_word(&P->c, "unsigned")) {
		*is_signed = false;
		return true;
	}
	return false;
}

static void bit_ranges(bp *P, bf_part *pt)
{
	LD_VEC(bf_range) v = {0};
	mp_expect(&P->c, '[', "'['");
	do {
		mp_tok *hi = number(P, "a bit number");
		if (!hi)
			break;
		bf_range r = {(int)(hi->too_big ? INT_MAX : hi->val), 0, hi->loc};
		r.lo = r.hi;
		if (mp_accept(&P->c, MP_DOTDOT)) {
			mp_tok *lo = number(P, "a bit number");
			if (!lo)
				break;
			r.lo = lo->too_big ? INT_MAX : (int)lo->val;
		}
		LD_PUSH(v, r);
	} while (mp_accept(&P->c, ','));
	mp_expect(&P->c, ']', "']'");
	pt->ranges = isa_arena_alloc(P->S->a, (size_t)(v.n + 1) * sizeof(bf_range));
	if (v.n)
		memcpy(pt->ranges, v.v, (size_t)v.n * sizeof(bf_range));
	pt->nranges = v.n;
	free(v.v);
}

static void overlay_def(bp *P, bf_format *f, bool is_signed)
{
	bf_overlay o = {.is_signed = is_signed};
	mp_tok *name = ident(P, "an overlay name");
	if (!name)
		return;
	o.name = str(P, name);
	o.loc = name->loc;
	o.width = index_(P);
	mp_expect(&P->c, '=', "'='");
	LD_VEC(bf_part) parts = {0};
	do {
		bf_part pt = {.loc = mp_peek(&P->c)->loc};
		mp_tok *t = mp_peek(&P->c);
		if (t->kind == MP_NUM) {
			mp_next(&P->c);
			if (!t->bin_bits) {
				if (!P->c.failed)
					mp_error(&P->c, t->loc, "mp-syntax",
						 "syntax error: a constant in an overlay must be a binary number (0b...)");
				P->c.failed = true;
				break;
			}
			pt.kind = BF_PART_LIT;
			pt.lit = t->val;
			pt.litw = t->bin_bits;
		} else if (t->kind == '[') {
			pt.kind = BF_PART_BITS;
			bit_ranges(P, &pt);
		} else {
			mp_tok *fn = ident(P, "a field name, [bits] or a binary number");
			if (!fn)
				break;
			pt.kind = BF_PART_FIELD;
			pt.name = str(P, fn);
			if (mp_peek(&P->c)->kind == '[')
				bit_ranges(P, &pt);
		}
		LD_PUSH(parts, pt);
	} while (mp_accept(&P->c, ','));
	mp_expect(&P->c, ';', "';'");
	o.parts = isa_arena_alloc(P->S->a, (size_t)(parts.n + 1) * sizeof(bf_part));
	if (parts.n)
		memcpy(o.parts, parts.v, (size_t)parts.n * sizeof(bf_part));
	o.nparts = parts.n;
	free(parts.v);
	if (!P->c.failed)
		LD_PUSH(f->overlays, o);
}

static void format_def(bp *P)
{
	mp_tok *kw = mp_next(&P->c); /* format */
	bf_format *f = isa_arena_alloc(P->S->a, sizeof(*f));
	f->width = -1;
	mp_tok *name = ident(P, "a format name");
	if (!name)
		return;
	f->name = str(P, name);
	f->loc = name->loc;
	(void)kw;
	if (mp_peek(&P->c)->kind == '[')
		f->width = index_(P);
	if (mp_accept(&P->c, ':')) {
		mp_tok *parent = ident(P, "a parent format name");
		if (parent) {
			f->parent = str(P, parent);
			f->parent_loc = parent->loc;
		}
	}
	mp_expect(&P->c, '{', "'{'");
	if (mp_accept_word(&P->c, "layout")) {
		mp_expect(&P->c, ':', "':'");
		if (mp_accept_word(&P->c, "packed_struct"))
			f->packed = true;
		else
			mp_expect_word(&P->c, "default");
		mp_expect(&P->c, ';', "';'");
	}
	mp_expect_word(&P->c, "fields");
	mp_expect(&P->c, ':', "':'");
	for (;;) {
		if (P->c.failed)
			break;
		bool is_signed;
		mp_tok *start = mp_peek(&P->c);
		if (sign_spec(P, &is_signed)) {
			bf_field fd = {.is_signed = is_signed, .count = 1};
			mp_tok *fn = ident(P, "a field name");
			if (!fn)
				break;
			fd.name = str(P, fn);
			fd.loc = fn->loc;
			fd.width = index_(P);
			if (mp_accept(&P->c, '=')) {
				mp_tok *v = number(P, "a number");
				if (v)
					mp_warn(&P->c, v->loc, "mp-field-assign",
						 "'= %.*s' on field '%s' is ignored by MPACT: it is neither a "
						 "constraint nor checked; write the value as a constraint of the "
						 "encodings",
						 v->len, v->s, fd.name);
			}
			mp_expect(&P->c, ';', "';'");
			if (!P->c.failed)
				LD_PUSH(f->fields, fd);
		} else if (mp_accept_word(&P->c, "format")) {
			bf_field fd = {.is_format = true, .count = 1, .loc = start->loc};
			mp_tok *fmt = ident(P, "a format name");
			mp_tok *alias = fmt ? ident(P, "a field name") : NULL;
			if (!alias)
				break;
			fd.format = str(P, fmt);
			fd.format_loc = fmt->loc;
			fd.name = str(P, alias);
			if (mp_peek(&P->c)->kind == '[')
				fd.count = index_(P);
			mp_expect(&P->c, ';', "';'");
			if (!P->c.failed)
				LD_PUSH(f->fields, fd);
		} else {
			break;
		}
	}
	if (mp_accept_word(&P->c, "overlays")) {
		mp_expect(&P->c, ':', "':'");
		bool is_signed;
		while (!P->c.failed && sign_spec(P, &is_signed))
			overlay_def(P, f, is_signed);
	}
	mp_expect(&P->c, '}', "'}'");
	mp_accept(&P->c, ';');
	bf_add_format(P->S, f);
}

/* ---- instruction groups --------------------------------------------------------- */

static const int op_kinds[] = {MP_EQ, MP_NE, '>', MP_GE, '<', MP_LE};

static bool constraint(bp *P, bf_cons *c)
{
	mp_tok *lhs = ident(P, "a field name");
	if (!lhs)
		return false;
	c->lhs = str(P, lhs);
	c->loc = lhs->loc;
	int k = mp_peek(&P->c)->kind, op = -1;
	for (int i = 0; i < 6; i++)
		if (k == op_kinds[i])
			op = i;
	if (op < 0) {
		mp_syntax(&P->c, "a comparison (== != > >= < <=)");
		return false;
	}
	mp_next(&P->c);
	c->op = (bf_op)op;
	mp_tok *r = mp_peek(&P->c);
	c->rloc = r->loc;
	if (r->kind == MP_NUM) {
		mp_next(&P->c);
		c->num = *r;
		c->rhs_num = true;
		return true;
	}
	mp_tok *rn = ident(P, "a number or a field name");
	if (!rn)
		return false;
	c->rhs = str(P, rn);
	return true;
}

static void constraints(bp *P, bf_enc *e)
{
	LD_VEC(bf_cons) v = {0};
	do {
		bf_cons c = {0};
		if (!constraint(P, &c))
			break;
		LD_PUSH(v, c);
	} while (mp_accept(&P->c, ','));
	e->cons = isa_arena_alloc(P->S->a, (size_t)(v.n + 1) * sizeof(bf_cons));
	if (v.n)
		memcpy(e->cons, v.v, (size_t)v.n * sizeof(bf_cons));
	e->ncons = v.n;
	free(v.v);
}

/* name : Format : constraints ;  |  name : specializes parent : ... ; */
static bool encoding(bp *P, bf_group *g, bool bang, bool generated)
{
	bf_enc *e = isa_arena_alloc(P->S->a, sizeof(*e));
	e->bang = bang;
	e->generated = generated;
	mp_tok *name = ident(P, "an encoding name");
	if (!name)
		return false;
	e->name = str(P, name);
	e->loc = name->loc;
	mp_expect(&P->c, ':', "':'");
	if (!bang && !generated && mp_accept_word(&P->c, "specializes")) {
		mp_tok *parent = ident(P, "the name of the encoding it specializes");
		if (!parent)
			return false;
		e->parent = str(P, parent);
		e->parent_loc = parent->loc;
	} else {
		mp_tok *fmt = ident(P, "a format name");
		if (!fmt)
			return false;
		e->format = str(P, fmt);
		e->format_loc = fmt->loc;
	}
	mp_expect(&P->c, ':', "':'");
	constraints(P, e);
	if (!mp_expect(&P->c, ';', "';'"))
		return false;
	e->group = g;
	LD_PUSH(g->encs, e);
	return true;
}

/* GENERATE ( bindings ) { body } ; */
static const char *gen_value(void *vp)
{
	bp *P = vp;
	mp_tok *t = mp_peek(&P->c);
	if (t->kind == MP_NUM || t->kind == MP_STR || (t->kind == MP_IDENT && !is_reserved(t))) {
		mp_next(&P->c);
		return str(P, t);
	}
	mp_syntax(&P->c, "a value (identifier, number or string)");
	return NULL;
}

static bool gen_name(void *vp, const char *what, const char **name, isa_loc *loc)
{
	bp *P = vp;
	mp_tok *n = ident(P, what);
	if (!n)
		return false;
	*name = str(P, n);
	*loc = n->loc;
	return true;
}

/* GENERATE ( bindings ) { encodings } ; see mpgen.h */
static void generate(bp *P, bf_group *g)
{
	mp_gen G = {0};
	mp_gen_bindings(&P->c, &G, &(mp_gen_lang){P, gen_name, gen_value});
	mp_expect(&P->c, '{', "'{'");
	/* the body, checked against the generator grammar */
	G.body = P->c.i;
	P->gen = true;
	while (!P->c.failed && mp_peek(&P->c)->kind != '}' && mp_peek(&P->c)->kind != MP_EOF) {
		mp_tok *name = ident(P, "an encoding name");
		mp_expect(&P->c, ':', "':'");
		mp_tok *fmt = name ? ident(P, "a format name") : NULL;
		mp_expect(&P->c, ':', "':'");
		(void)fmt;
		do {
			if (!ident(P, "a field name"))
				break;
			int k = mp_peek(&P->c)->kind;
			bool op = false;
			for (int i = 0; i < 6; i++)
				op |= k == op_kinds[i];
			if (!op) {
				mp_syntax(&P->c, "a comparison (== != > >= < <=)");
				break;
			}
			mp_next(&P->c);
			if (mp_peek(&P->c)->kind == MP_NUM || mp_peek(&P->c)->kind == MP_VAR_IDENT)
				mp_next(&P->c);
			else
				mp_syntax(&P->c, "a number or a $(variable)");
		} while (mp_accept(&P->c, ','));
		mp_expect(&P->c, ';', "';'");
	}
	P->gen = false;
	G.body_end = P->c.i;
	mp_expect(&P->c, '}', "'}'");
	mp_expect(&P->c, ';', "';'");
	if (mp_gen_check(&P->c, &G, &P->S->gen_tokens)) {
		do {
			const char *text = mp_gen_text(&G, P->c.t, P->S->a);
			mp_lexer L = {.P = (mp_diagger *)P->S, .path = G.kw.file, .text = text, .len = G.len,
				      .offmap = G.map.v};
			mp_lex(&L);
			bp Q = {.c = {.d = P->c.d, .t = L.toks.v, .n = L.toks.n}, .S = P->S};
			while (!Q.c.failed && mp_peek(&Q.c)->kind != MP_EOF)
				encoding(&Q, g, false, true);
			free(L.toks.v);
		} while (mp_gen_step(&G));
	}
	mp_gen_free(&G);
}

static void name_list(bp *P, bf_group *g)
{
	do {
		if (mp_peek(&P->c)->kind == '}')
			break; /* a trailing ',' */
		mp_tok *n = ident(P, "a group name");
		if (!n)
			break;
		bf_ref r = {str(P, n), n->loc};
		LD_PUSH(g->members, r);
	} while (mp_accept(&P->c, ','));
	mp_expect(&P->c, '}', "'}'");
}

static void group_def(bp *P)
{
	mp_next(&P->c); /* instruction */
	mp_expect_word(&P->c, "group");
	mp_tok *name = ident(P, "a group name");
	if (!name)
		return;
	bf_group *g = isa_arena_alloc(P->S->a, sizeof(*g));
	g->name = str(P, name);
	g->loc = name->loc;
	g->width = -1;
	if (mp_accept(&P->c, '=')) {
		g->merged = true;
		mp_expect(&P->c, '{', "'{'");
		name_list(P, g);
		mp_accept(&P->c, ';');
		if (!P->c.failed)
			bf_add_group(P->S, g);
		else
			free(g->members.v); /* not kept: its list is ours to free */
		return;
	}
	mp_tok *w = mp_peek(&P->c);
	g->width = index_(P);
	g->width_loc = w->loc;
	mp_expect(&P->c, ':', "':'");
	mp_tok *base = ident(P, "a format name");
	if (base) {
		g->base = str(P, base);
		g->base_loc = base->loc;
	}
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_peek(&P->c)->kind != '}') {
		if (mp_tok_is(mp_peek(&P->c), "GENERATE"))
			generate(P, g);
		else if (mp_accept(&P->c, '!'))
			encoding(P, g, true, false);
		else
			encoding(P, g, false, false);
	}
	mp_expect(&P->c, '}', "'}'");
	mp_accept(&P->c, ';');
	bf_add_group(P->S, g);
}

/* ---- decoders --------------------------------------------------------------------- */

static void decoder_def(bp *P)
{
	mp_next(&P->c); /* decoder */
	mp_tok *name = ident(P, "a decoder name");
	if (!name)
		return;
	bf_decoder *dc = isa_arena_alloc(P->S->a, sizeof(*dc));
	dc->name = str(P, name);
	dc->loc = name->loc;
	mp_expect(&P->c, '{', "'{'");
	while (!P->c.failed && mp_peek(&P->c)->kind != '}') {
		mp_tok *t = mp_peek(&P->c);
		if (mp_accept_word(&P->c, "namespace")) {
			isa_buf ns;
			isa_buf_init(&ns);
			do {
				mp_tok *part = mp_peek(&P->c);
				static const char *const ok[] = {"decoder", "group", "binary", "format", "overlays",
								 "instruction", NULL};
				bool kw = false;
				for (int i = 0; ok[i]; i++)
					kw |= mp_tok_is(part, ok[i]);
				if (!kw && !ident(P, "a namespace name"))
					break;
				if (kw)
					mp_next(&P->c);
				isa_buf_printf(&ns, "%s%.*s", ns.len ? "::" : "", part->len, part->s);
			} while (mp_accept(&P->c, MP_COLCOL));
			mp_expect(&P->c, ';', "';'");
			if (dc->namespace_)
				mp_error(&P->c, t->loc, "mp-decoder-attr", "decoder '%s': more than one namespace",
					 dc->name);
			else
				dc->namespace_ = isa_arena_strdup(P->S->a, ns.s ? ns.s : "");
			isa_buf_free(&ns);
		} else if (mp_accept_word(&P->c, "opcode_enum")) {
			mp_expect(&P->c, '=', "'='");
			mp_tok *s = mp_peek(&P->c);
			if (!mp_expect(&P->c, MP_STR, "a string"))
				break;
			mp_expect(&P->c, ';', "';'");
			char *v = str(P, s);
			if (dc->opcode_enum)
				mp_error(&P->c, t->loc, "mp-decoder-attr", "decoder '%s': more than one opcode_enum",
					 dc->name);
			else if (!*v)
				mp_error(&P->c, s->loc, "mp-decoder-attr", "decoder '%s': empty opcode_enum string",
					 dc->name);
			else
				dc->opcode_enum = v;
		} else if (mp_accept_word(&P->c, "includes")) {
			mp_expect(&P->c, '{', "'{'");
			while (mp_accept(&P->c, MP_INCLUDE))
				mp_expect(&P->c, MP_STR, "a string");
			mp_expect(&P->c, '}', "'}'");
			mp_accept(&P->c, ';');
		} else {
			mp_tok *gn = ident(P, "a group name, namespace, opcode_enum or includes");
			if (!gn)
				break;
			bf_group *g = isa_arena_alloc(P->S->a, sizeof(*g));
			g->name = str(P, gn);
			g->loc = gn->loc;
			g->width = -1;
			if (mp_accept(&P->c, '=')) {
				g->merged = true;
				g->in_decoder = true;
				mp_expect(&P->c, '{', "'{'");
				name_list(P, g);
			}
			mp_expect(&P->c, ';', "';'");
			LD_PUSH(dc->entries, g);
		}
	}
	mp_expect(&P->c, '}', "'}'");
	mp_accept(&P->c, ';');
	bf_add_decoder(P->S, dc);
}

/* ---- files ----------------------------------------------------------------------- */

/* Skip to the next token that can start a top-level declaration. */
static void resync(bp *P)
{
	P->c.failed = false;
	mp_next(&P->c);
	while (mp_peek(&P->c)->kind != MP_EOF) {
		mp_tok *t = mp_peek(&P->c);
		if (mp_tok_is(t, "decoder") || mp_tok_is(t, "instruction") || t->kind == MP_INCLUDE)
			return;
		if (mp_tok_is(t, "format") && peek2(P)->kind == MP_IDENT &&
		    (P->c.i + 2 < P->c.n && (P->c.t[P->c.i + 2].kind == '[' || P->c.t[P->c.i + 2].kind == ':' ||
					 P->c.t[P->c.i + 2].kind == '{')))
			return;
		mp_next(&P->c);
	}
}

void bf_parse_tokens(bf_state *S, mp_tok *toks, int n, bool *once, bf_includes *incs)
{
	bp P = {.c = {.d = S->d, .t = toks, .n = n}, .S = S};
	if (mp_peek(&P.c)->kind == '#' && mp_tok_is(peek2(&P), "once")) {
		mp_next(&P.c);
		mp_next(&P.c);
		*once = true;
	}
	while (mp_peek(&P.c)->kind != MP_EOF) {
		mp_tok *t = mp_peek(&P.c);
		if (mp_tok_is(t, "format")) {
			format_def(&P);
		} else if (mp_tok_is(t, "instruction")) {
			group_def(&P);
		} else if (mp_tok_is(t, "decoder")) {
			decoder_def(&P);
		} else if (t->kind == MP_INCLUDE) {
			mp_next(&P.c);
			mp_tok *s = mp_peek(&P.c);
			if (mp_expect(&P.c, MP_STR, "a file name in quotes")) {
				bf_ref r = {str(&P, s), s->loc};
				LD_PUSH(*incs, r);
			}
		} else if (t->kind == '#' && mp_tok_is(peek2(&P), "once")) {
			mp_error(&P.c, t->loc, "mp-syntax", "syntax error: #once must be the first thing in the file");
			mp_next(&P.c);
			mp_next(&P.c);
		} else {
			mp_syntax(&P.c, "'format', 'instruction group', 'decoder' or '#include'");
		}
		if (P.c.failed)
			resync(&P);
	}
}
