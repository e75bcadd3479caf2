/*
 * model/expr.c - isaspec expressions: parse, type and evaluate them as C.
 *
 * Mesa pastes an expression into generated C (each {FIELD} becomes an
 * int64_t local) and lets the C compiler decide what it means.  To agree
 * with that code bit for bit, this file parses the C integer-expression
 * grammar, gives every node its static C type (LP64) and evaluates with
 * C's conversions.  Where C has undefined behaviour (signed overflow,
 * oversized shifts, division by zero) we pick what x86 code does at run
 * time, and compute only in uint64_t so that our own code has none.
 *
 * Text is tokenized first, then parsed by recursive descent, one function
 * per grammar rule (rule in the comment above it), lowest precedence first.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

/* Parser recursion (parentheses, unary operators, casts, ?:) stops here,
 * so hostile input cannot exhaust the stack. */
#define EXPR_MAX_NEST 200
/* Tree height limit: a loop builds `1+1+...+1` without recursing, but
 * isa_expr_eval and isa_expr_fields recurse over the tree. */
#define EXPR_MAX_HEIGHT 1000

/* ------------------------------------------------------------------ */
/* Tokens                                                               */
/* ------------------------------------------------------------------ */

typedef enum tkind {
	TK_PUNCT, /* operator or parenthesis */
	TK_NUM,   /* integer literal: val, type */
	TK_IDENT, /* ISA_GPU_ID, true, false, type names */
	TK_FIELD, /* {NAME}; the name is text[off+1 .. off+len-2] */
	TK_EOF,
	TK_ERR,   /* lexing stopped here; the message is in lexmsg */
} tkind;

typedef struct token {
	tkind kind;
	int off, len; /* where in the text */
	uint64_t val;
	isa_ctype type;
} token;

typedef struct parser {
	isa_arena *arena;
	const char *text;
	token *toks; /* always ends with TK_EOF or TK_ERR */
	int ntoks, cap;
	token *tok;  /* the next token to consume */
	int depth;   /* current parser nesting */
	char *err;
	size_t errlen;
	bool failed; /* the first error wins; later ones are consequences */
	char lexmsg[128];
} parser;

/* Record a syntax error (only the first) and return NULL so that callers
 * can write `return fail(...)`. */
static isa_node *fail(parser *p, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

static isa_node *fail(parser *p, const char *fmt, ...)
{
	if (p->failed)
		return NULL;
	p->failed = true;
	if (p->errlen) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(p->err, p->errlen, fmt, ap);
		va_end(ap);
	}
	return NULL;
}

static token *push_token(parser *p, tkind kind, int off, int len)
{
	if (p->ntoks == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 32;
		p->toks = isa_xrealloc(p->toks, (size_t)p->cap * sizeof(*p->toks));
	}
	token *t = &p->toks[p->ntoks++];
	*t = (token){kind, off, len, 0, ISA_CT_INT};
	return t;
}

/* End the token stream with TK_ERR: the parser reports lexmsg when it
 * reaches it, so an earlier syntax error still wins. */
static int lex_error(parser *p, int off, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static int lex_error(parser *p, int off, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(p->lexmsg, sizeof(p->lexmsg), fmt, ap);
	va_end(ap);
	push_token(p, TK_ERR, off, 0);
	return -1;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_word(char c) { return is_alpha(c) || is_digit(c); }
static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

/* Skip whitespace and comments, which C treats as one space.  Returns the
 * next offset, or -1 for an unterminated comment. */
static int skip_space(parser *p, int i)
{
	const char *s = p->text;
	for (;;) {
		if (is_space(s[i])) {
			i++;
		} else if (s[i] == '/' && s[i + 1] == '/') {
			while (s[i] && s[i] != '\n')
				i++;
		} else if (s[i] == '/' && s[i + 1] == '*') {
			const char *end = strstr(s + i + 2, "*/");
			if (!end)
				return lex_error(p, i, "unterminated comment at offset %d", i);
			i = (int)(end - s) + 2;
		} else {
			return i;
		}
	}
}

static int digit_value(char c)
{
	if (is_digit(c))
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return 99;
}

/* Accumulate the digits of `base` at the start of s[0..n); sets *overflow
 * when the value does not fit in 64 bits.  Returns how many were read. */
static int scan_digits(const char *s, int n, unsigned base, uint64_t *v,
		       bool *overflow)
{
	int i = 0;
	*v = 0;
	*overflow = false;
	for (; i < n && (unsigned)digit_value(s[i]) < base; i++) {
		unsigned d = (unsigned)digit_value(s[i]);
		if (*v > (UINT64_MAX - d) / base)
			*overflow = true;
		*v = *v * base + d;
	}
	return i;
}

/* C11 integer-suffix: u and l/ll in either order, any case, but the two
 * letters of ll must match ("lL" is not C). */
static bool parse_suffix(const char *s, int n, bool *u, bool *l)
{
	int i = 0;
	*u = *l = false;
	for (int part = 0; part < 2 && i < n; part++) {
		if (!*u && (s[i] == 'u' || s[i] == 'U')) {
			*u = true;
			i++;
		} else if (!*l && (s[i] == 'l' || s[i] == 'L')) {
			*l = true;
			i += (i + 1 < n && s[i + 1] == s[i]) ? 2 : 1;
		} else {
			return false;
		}
	}
	return i == n;
}

/* The type of a literal: the first of C11 6.4.4.1's list that holds the
 * value, on LP64 where long long is long.  A decimal literal without u
 * that does not fit long has no type in C11 (gcc makes it __int128, clang
 * unsigned long long), so it is refused rather than guessed. */
static bool literal_type(uint64_t v, bool dec, bool u, bool l, isa_ctype *t)
{
	if (!u && !l && v <= INT32_MAX)
		*t = ISA_CT_INT;
	else if (!l && (u || !dec) && v <= UINT32_MAX)
		*t = ISA_CT_UINT;
	else if (!u && v <= INT64_MAX)
		*t = ISA_CT_LONG;
	else if (u || !dec)
		*t = ISA_CT_ULONG;
	else
		return false;
	return true;
}

/* Convert the preprocessing number text[off, off+n) to a TK_NUM. */
static int lex_literal(parser *p, int off, int n)
{
	const char *s = p->text + off;
	unsigned base = 10;
	int i = 0;
	if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
	} else if (s[0] == '0') {
		base = 8;
		i = 1;
	}
	uint64_t v;
	bool overflow, u, l;
	int nd = scan_digits(s + i, n - i, base, &v, &overflow);
	if ((base == 16 && nd == 0) || !parse_suffix(s + i + nd, n - i - nd, &u, &l))
		return lex_error(p, off, "invalid integer literal '%.*s' at offset %d",
				 n > 32 ? 32 : n, s, off);
	if (overflow)
		return lex_error(p, off, "integer literal too large at offset %d", off);
	token *t = push_token(p, TK_NUM, off, n);
	t->val = v;
	if (!literal_type(v, base == 10, u, l, &t->type))
		return lex_error(p, off,
				 "integer literal too large for long at offset %d "
				 "(add a U suffix)", off);
	return off + n;
}

/* A pp-number (C11 6.4.8): digits, letters, '_', '.', and a sign after
 * an exponent letter.  Lexing it whole makes `0b1`, `1.5` or `12ab` one
 * bad literal instead of a literal followed by junk. */
static int lex_number(parser *p, int off)
{
	const char *s = p->text;
	int i = off + 1;
	for (;;) {
		if (is_word(s[i]) || s[i] == '.')
			i++;
		else if ((s[i] == '+' || s[i] == '-') &&
			 strchr("eEpP", s[i - 1]))
			i++;
		else
			break;
	}
	return lex_literal(p, off, i - off);
}

/* field = "{" [A-Za-z0-9_]+ "}" -- exactly Mesa's regex, so no spaces */
static int lex_field(parser *p, int off)
{
	const char *s = p->text;
	int i = off + 1;
	while (is_word(s[i]))
		i++;
	if (i == off + 1)
		return lex_error(p, i, "expected a field name after '{' at offset %d", i);
	if (s[i] != '}')
		return lex_error(p, i, "expected '}' at offset %d", i);
	push_token(p, TK_FIELD, off, i + 1 - off);
	return i + 1;
}

/* Length of the operator at s, 0 if none.  ++ and -- are lexed so that
 * `--1` is rejected as C rejects it, not read as `-(-1)`. */
static int punct_len(const char *s)
{
	static const char *const two[] = {"<<", ">>", "<=", ">=", "==", "!=",
					  "&&", "||", "++", "--"};
	for (size_t i = 0; i < sizeof(two) / sizeof(two[0]); i++)
		if (s[0] == two[i][0] && s[1] == two[i][1])
			return 2;
	return s[0] && strchr("+-*/%&|^~!<>?:,()", s[0]) ? 1 : 0;
}

/* Lex one token at off (whitespace already skipped); returns the offset
 * after it, or -1 after a lexical error. */
static int lex_token(parser *p, int off)
{
	const char *s = p->text;
	unsigned char c = (unsigned char)s[off];
	if (is_digit(s[off]))
		return lex_number(p, off);
	if (s[off] == '{')
		return lex_field(p, off);
	if (is_alpha(s[off])) {
		int i = off;
		while (is_word(s[i]))
			i++;
		push_token(p, TK_IDENT, off, i - off);
		return i;
	}
	int n = punct_len(s + off);
	if (n) {
		push_token(p, TK_PUNCT, off, n);
		return off + n;
	}
	if (c >= 0x20 && c < 0x7f)
		return lex_error(p, off, "unexpected '%c' at offset %d", c, off);
	return lex_error(p, off, "unexpected byte 0x%02x at offset %d", c, off);
}

static void tokenize(parser *p)
{
	int i = 0;
	for (;;) {
		i = skip_space(p, i);
		if (i < 0)
			return;
		if (!p->text[i]) {
			push_token(p, TK_EOF, i, 0);
			return;
		}
		i = lex_token(p, i);
		if (i < 0)
			return;
	}
}

/* ------------------------------------------------------------------ */
/* Token helpers                                                        */
/* ------------------------------------------------------------------ */

static bool tok_is(const parser *p, const token *t, const char *s)
{
	size_t n = strlen(s);
	return (size_t)t->len == n && !strncmp(p->text + t->off, s, n);
}

static bool is_punct(const parser *p, const token *t, const char *s)
{
	return t->kind == TK_PUNCT && tok_is(p, t, s);
}

/* EOF and ERR end the array, so never step past them. */
static void advance(parser *p)
{
	if (p->tok->kind != TK_EOF && p->tok->kind != TK_ERR)
		p->tok++;
}

/* The error for a token no rule accepts here. */
static isa_node *unexpected(parser *p, const token *t)
{
	if (t->kind == TK_ERR)
		return fail(p, "%s", p->lexmsg);
	if (t->kind == TK_EOF)
		return fail(p, "unexpected end of expression at offset %d", t->off);
	return fail(p, "unexpected '%.*s' at offset %d", t->len > 32 ? 32 : t->len,
		    p->text + t->off, t->off);
}

/* Consume the operator s or report that it is missing. */
static bool expect(parser *p, const char *s)
{
	if (is_punct(p, p->tok, s)) {
		advance(p);
		return true;
	}
	if (p->tok->kind == TK_ERR)
		fail(p, "%s", p->lexmsg);
	else
		fail(p, "expected '%s' at offset %d", s, p->tok->off);
	return false;
}

/* ------------------------------------------------------------------ */
/* Types                                                                */
/* ------------------------------------------------------------------ */

static bool is64(isa_ctype t) { return t == ISA_CT_LONG || t == ISA_CT_ULONG; }
static bool is_signed(isa_ctype t) { return t == ISA_CT_INT || t == ISA_CT_LONG; }

/* C11 6.3.1.8 usual arithmetic conversions on LP64.  Every type we have
 * is already promoted; long holds every unsigned int, so uint op long is
 * long, while int op unsigned int is unsigned int. */
static isa_ctype arith_conv(isa_ctype a, isa_ctype b)
{
	return isa_ctype_common(a, b);
}

isa_ctype isa_ctype_common(isa_ctype a, isa_ctype b)
{
	if (is64(a) || is64(b))
		return (a == ISA_CT_ULONG || b == ISA_CT_ULONG) ? ISA_CT_ULONG
								: ISA_CT_LONG;
	return (a == ISA_CT_UINT || b == ISA_CT_UINT) ? ISA_CT_UINT : ISA_CT_INT;
}

/* The type of a binary node: shifts take the (promoted) left type,
 * comparisons and logic give int, comma the right type (C11 6.5.5-17). */
static isa_ctype binary_type(isa_node_kind k, const isa_node *l, const isa_node *r)
{
	switch (k) {
	case ND_SHL: case ND_SHR:
		return l->type;
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_LOGAND: case ND_LOGOR:
		return ISA_CT_INT;
	case ND_COMMA:
		return r->type;
	default:
		return arith_conv(l->type, r->type);
	}
}

/* ------------------------------------------------------------------ */
/* Nodes                                                                */
/* ------------------------------------------------------------------ */

static isa_node *new_node(parser *p, isa_node_kind kind, isa_ctype type, int col)
{
	isa_node *n = isa_arena_alloc(p->arena, sizeof(*n));
	n->kind = kind;
	n->type = type;
	n->col = col;
	return n;
}

/* NULL operands mean an error was already reported: pass it up. */
static isa_node *new_unary(parser *p, isa_node_kind kind, isa_node *x, int col)
{
	if (!x)
		return NULL;
	/* operands are already at least int, so promotion keeps the type */
	isa_node *n = new_node(p, kind, kind == ND_NOT ? ISA_CT_INT : x->type, col);
	n->lhs = x;
	return n;
}

static isa_node *new_binary(parser *p, isa_node_kind kind, isa_node *l, isa_node *r)
{
	if (!l || !r)
		return NULL;
	isa_node *n = new_node(p, kind, binary_type(kind, l, r), l->col);
	n->lhs = l;
	n->rhs = r;
	n->optype = arith_conv(l->type, r->type);
	return n;
}

static isa_node *new_num(parser *p, uint64_t v, isa_ctype type, int col)
{
	isa_node *n = new_node(p, ND_NUM, type, col);
	n->num = v;
	return n;
}

/* ------------------------------------------------------------------ */
/* Grammar                                                              */
/* ------------------------------------------------------------------ */

typedef isa_node *rule_fn(parser *p);

typedef struct binop {
	const char *op;
	isa_node_kind kind;
} binop;

static isa_node *expr(parser *p);
static isa_node *cast(parser *p);

/* Every recursive path of the grammar goes through here, so the nesting
 * limit bounds the C stack whatever the input. */
static isa_node *nested(parser *p, rule_fn *rule)
{
	if (p->depth >= EXPR_MAX_NEST)
		return fail(p, "expression nested too deeply at offset %d", p->tok->off);
	p->depth++;
	isa_node *n = rule(p);
	p->depth--;
	return n;
}

/* One left-associative precedence level: sub (op sub)* */
static isa_node *left_assoc(parser *p, rule_fn *sub, const binop *ops)
{
	isa_node *n = sub(p);
	while (n) {
		const binop *b = ops;
		while (b->op && !is_punct(p, p->tok, b->op))
			b++;
		if (!b->op)
			break;
		advance(p);
		n = new_binary(p, b->kind, n, sub(p));
	}
	return n;
}

/* ident = "ISA_GPU_ID" "(" ")" | "true" | "false"
 * true and false are stdbool's macros for the ints 1 and 0. */
static isa_node *ident(parser *p)
{
	token *t = p->tok;
	if (tok_is(p, t, "true") || tok_is(p, t, "false")) {
		advance(p);
		return new_num(p, tok_is(p, t, "true"), ISA_CT_INT, t->off);
	}
	if (tok_is(p, t, "ISA_GPU_ID")) {
		advance(p);
		if (!expect(p, "(") || !expect(p, ")"))
			return NULL;
		return new_node(p, ND_GPU_ID, ISA_CT_UINT, t->off);
	}
	int n = t->len > 32 ? 32 : t->len;
	return fail(p, "unknown identifier '%.*s' at offset %d (a field is written {%.*s})",
		    n, p->text + t->off, t->off, n, p->text + t->off);
}

/* primary = "(" expr ")" | num | field | ident */
static isa_node *primary(parser *p)
{
	token *t = p->tok;
	if (is_punct(p, t, "(")) {
		advance(p);
		isa_node *n = nested(p, expr);
		return n && expect(p, ")") ? n : NULL;
	}
	if (t->kind == TK_NUM) {
		advance(p);
		return new_num(p, t->val, t->type, t->off);
	}
	if (t->kind == TK_FIELD) {
		advance(p);
		isa_node *n = new_node(p, ND_FIELD, ISA_CT_LONG, t->off);
		n->name = isa_arena_strndup(p->arena, p->text + t->off + 1,
					    (size_t)t->len - 2);
		return n;
	}
	if (t->kind == TK_IDENT)
		return ident(p);
	return unexpected(p, t);
}

/* unary = ("-" | "+" | "!" | "~") cast | primary */
static isa_node *unary(parser *p)
{
	static const binop ops[] = {
		{"-", ND_NEG}, {"+", ND_POS}, {"!", ND_NOT}, {"~", ND_BITNOT}, {NULL, 0},
	};
	token *t = p->tok;
	for (const binop *b = ops; b->op; b++) {
		if (is_punct(p, t, b->op)) {
			advance(p);
			return new_unary(p, b->kind, nested(p, cast), t->off);
		}
	}
	return primary(p);
}

/* The type names a cast accepts: the LP64 spellings of our four types,
 * their stdint names, and bool. */
static const struct {
	const char *name;
	isa_ctype type;
	bool is_bool;
} type_names[] = {
	{"int", ISA_CT_INT, false},
	{"signed", ISA_CT_INT, false},
	{"signed int", ISA_CT_INT, false},
	{"int32_t", ISA_CT_INT, false},
	{"unsigned", ISA_CT_UINT, false},
	{"unsigned int", ISA_CT_UINT, false},
	{"uint32_t", ISA_CT_UINT, false},
	{"long", ISA_CT_LONG, false},
	{"long int", ISA_CT_LONG, false},
	{"long long", ISA_CT_LONG, false},
	{"long long int", ISA_CT_LONG, false},
	{"int64_t", ISA_CT_LONG, false},
	{"unsigned long", ISA_CT_ULONG, false},
	{"unsigned long int", ISA_CT_ULONG, false},
	{"unsigned long long", ISA_CT_ULONG, false},
	{"unsigned long long int", ISA_CT_ULONG, false},
	{"uint64_t", ISA_CT_ULONG, false},
	{"bool", ISA_CT_INT, true},
	{"_Bool", ISA_CT_INT, true},
};

/* Words that can only start a type name, so "(" word means a cast; the
 * unsupported ones are here to get "unsupported type", not "unknown
 * identifier". */
static bool is_type_word(const parser *p, const token *t)
{
	static const char *const words[] = {
		"int", "signed", "unsigned", "long", "short", "char", "bool", "_Bool",
		"int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t",
		"int64_t", "uint64_t", "float", "double",
	};
	if (t->kind != TK_IDENT)
		return false;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (tok_is(p, t, words[i]))
			return true;
	return false;
}

/* type-name = word+ (one of type_names) */
static bool type_name(parser *p, isa_ctype *type, bool *is_bool)
{
	char buf[64] = "";
	token *start = p->tok;
	size_t len = 0;
	for (; p->tok->kind == TK_IDENT; advance(p)) {
		int n = snprintf(buf + len, sizeof(buf) - len, "%s%.*s", len ? " " : "",
				 p->tok->len, p->text + p->tok->off);
		len = n < 0 || (size_t)n >= sizeof(buf) - len ? sizeof(buf) - 1 : len + (size_t)n;
	}
	for (size_t i = 0; i < sizeof(type_names) / sizeof(type_names[0]); i++) {
		if (!strcmp(buf, type_names[i].name)) {
			*type = type_names[i].type;
			*is_bool = type_names[i].is_bool;
			return true;
		}
	}
	fail(p, "unsupported type '%s' at offset %d", buf, start->off);
	return false;
}

/* cast = "(" type-name ")" cast | unary */
static isa_node *cast(parser *p)
{
	token *lp = p->tok;
	if (!is_punct(p, lp, "(") || !is_type_word(p, lp + 1))
		return unary(p);
	advance(p);
	isa_ctype type;
	bool is_bool;
	if (!type_name(p, &type, &is_bool) || !expect(p, ")"))
		return NULL;
	isa_node *x = nested(p, cast);
	/* (bool)x is 0 or 1 of type int once promoted: exactly !!x */
	if (is_bool)
		return new_unary(p, ND_NOT, new_unary(p, ND_NOT, x, lp->off), lp->off);
	isa_node *n = x ? new_node(p, ND_CAST, type, lp->off) : NULL;
	if (n)
		n->lhs = x;
	return n;
}

/* mul = cast (("*" | "/" | "%") cast)* */
static isa_node *mul(parser *p)
{
	static const binop ops[] = {{"*", ND_MUL}, {"/", ND_DIV}, {"%", ND_MOD}, {NULL, 0}};
	return left_assoc(p, cast, ops);
}

/* add = mul (("+" | "-") mul)* */
static isa_node *add(parser *p)
{
	static const binop ops[] = {{"+", ND_ADD}, {"-", ND_SUB}, {NULL, 0}};
	return left_assoc(p, mul, ops);
}

/* shift = add (("<<" | ">>") add)* */
static isa_node *shift(parser *p)
{
	static const binop ops[] = {{"<<", ND_SHL}, {">>", ND_SHR}, {NULL, 0}};
	return left_assoc(p, add, ops);
}

/* relational = shift (("<" | "<=" | ">" | ">=") shift)* */
static isa_node *relational(parser *p)
{
	static const binop ops[] = {
		{"<", ND_LT}, {"<=", ND_LE}, {">", ND_GT}, {">=", ND_GE}, {NULL, 0},
	};
	return left_assoc(p, shift, ops);
}

/* equality = relational (("==" | "!=") relational)* */
static isa_node *equality(parser *p)
{
	static const binop ops[] = {{"==", ND_EQ}, {"!=", ND_NE}, {NULL, 0}};
	return left_assoc(p, relational, ops);
}

/* bitand = equality ("&" equality)* */
static isa_node *bitand(parser *p)
{
	static const binop ops[] = {{"&", ND_BITAND}, {NULL, 0}};
	return left_assoc(p, equality, ops);
}

/* bitxor = bitand ("^" bitand)* */
static isa_node *bitxor(parser *p)
{
	static const binop ops[] = {{"^", ND_BITXOR}, {NULL, 0}};
	return left_assoc(p, bitand, ops);
}

/* bitor = bitxor ("|" bitxor)* */
static isa_node *bitor(parser *p)
{
	static const binop ops[] = {{"|", ND_BITOR}, {NULL, 0}};
	return left_assoc(p, bitxor, ops);
}

/* logand = bitor ("&&" bitor)* */
static isa_node *logand(parser *p)
{
	static const binop ops[] = {{"&&", ND_LOGAND}, {NULL, 0}};
	return left_assoc(p, bitor, ops);
}

/* logor = logand ("||" logand)* */
static isa_node *logor(parser *p)
{
	static const binop ops[] = {{"||", ND_LOGOR}, {NULL, 0}};
	return left_assoc(p, logand, ops);
}

/* conditional = logor ("?" expr ":" conditional)?
 * The arms meet in their usual arithmetic conversion (C11 6.5.15). */
static isa_node *conditional(parser *p)
{
	isa_node *c = logor(p);
	if (!c || !is_punct(p, p->tok, "?"))
		return c;
	advance(p);
	isa_node *a = nested(p, expr);
	if (!a || !expect(p, ":"))
		return NULL;
	isa_node *b = nested(p, conditional);
	if (!b)
		return NULL;
	isa_node *n = new_node(p, ND_COND, arith_conv(a->type, b->type), c->col);
	n->cond = c;
	n->lhs = a;
	n->rhs = b;
	return n;
}

/* expr = conditional ("," conditional)* */
static isa_node *expr(parser *p)
{
	static const binop ops[] = {{",", ND_COMMA}, {NULL, 0}};
	return left_assoc(p, conditional, ops);
}

/* Is the tree deeper than the limit?  Recurses at most limit+1 deep. */
static bool too_tall(const isa_node *n, int depth)
{
	if (!n)
		return false;
	if (depth > EXPR_MAX_HEIGHT)
		return true;
	return too_tall(n->lhs, depth + 1) || too_tall(n->rhs, depth + 1) ||
	       too_tall(n->cond, depth + 1);
}

/* The whole text must be one expr. */
static isa_node *parse_all(parser *p)
{
	if (p->tok->kind == TK_EOF)
		return fail(p, "empty expression");
	isa_node *n = expr(p);
	if (!n)
		return NULL;
	if (p->tok->kind != TK_EOF)
		return unexpected(p, p->tok);
	if (too_tall(n, 1))
		return fail(p, "expression nested too deeply");
	return n;
}

isa_node *isa_expr_parse(isa_arena *a, const char *text, char *err, size_t errlen)
{
	parser p = {.arena = a, .text = text, .err = err, .errlen = err ? errlen : 0};
	if (p.errlen)
		err[0] = '\0';
	if (!text)
		return fail(&p, "empty expression");
	/* offsets are ints; no real expression comes near this */
	if (strlen(text) > INT_MAX / 2)
		return fail(&p, "expression too long");
	tokenize(&p);
	p.tok = p.toks;
	isa_node *n = parse_all(&p);
	free(p.toks);
	return n;
}

/* ------------------------------------------------------------------ */
/* Evaluation                                                           */
/* ------------------------------------------------------------------ */

/* Values travel as uint64_t in the form `(uint64_t)value` gives: 32-bit
 * types are truncated and then sign- or zero-extended.  Converting a
 * value to type t (C11 6.3.1.3, modulo 2^N as gcc and clang define it)
 * is then just this. */
static uint64_t conv(uint64_t v, isa_ctype t)
{
	switch (t) {
	case ISA_CT_INT:
		v &= 0xffffffffu;
		return (v & 0x80000000u) ? v | 0xffffffff00000000u : v;
	case ISA_CT_UINT:
		return v & 0xffffffffu;
	default:
		return v;
	}
}

static bool negative(uint64_t v, isa_ctype t) { return is_signed(t) && v >> 63; }

/* |v| of a value of type t, as unsigned (|INT64_MIN| = 2^63 fits). */
static uint64_t magnitude(uint64_t v, isa_ctype t)
{
	return negative(v, t) ? 0 - v : v;
}

/* C division truncates toward zero; x / 0 is 0 by our choice, and
 * INT_MIN / -1 wraps to INT_MIN through conv() with no special case. */
static uint64_t divide(uint64_t a, uint64_t b, isa_ctype t, bool mod)
{
	if (b == 0)
		return 0;
	uint64_t q = magnitude(a, t) / magnitude(b, t);
	uint64_t r = magnitude(a, t) % magnitude(b, t);
	if (mod)
		return negative(a, t) ? 0 - r : r; /* sign follows the dividend */
	return negative(a, t) != negative(b, t) ? 0 - q : q;
}

/* Shift counts wrap as x86 does at run time: & 31 or & 63.  >> of a
 * signed value is arithmetic (what gcc and clang do). */
static uint64_t shift_op(isa_node_kind k, uint64_t a, uint64_t count, isa_ctype t)
{
	unsigned c = (unsigned)(count & (is64(t) ? 63 : 31));
	if (k == ND_SHL)
		return a << c;
	if (!negative(a, t) || c == 0)
		return a >> c;
	return (a >> c) | ~(UINT64_MAX >> c);
}

/* a < b in type t; flipping the sign bit makes signed order unsigned. */
static bool less(uint64_t a, uint64_t b, isa_ctype t)
{
	uint64_t flip = is_signed(t) ? (uint64_t)1 << 63 : 0;
	return (a ^ flip) < (b ^ flip);
}

/* Both operands already converted to t. */
static uint64_t arith(isa_node_kind k, uint64_t a, uint64_t b, isa_ctype t)
{
	switch (k) {
	case ND_MUL: return a * b;
	case ND_DIV: return divide(a, b, t, false);
	case ND_MOD: return divide(a, b, t, true);
	case ND_ADD: return a + b;
	case ND_SUB: return a - b;
	case ND_LT: return less(a, b, t);
	case ND_LE: return !less(b, a, t);
	case ND_GT: return less(b, a, t);
	case ND_GE: return !less(a, b, t);
	case ND_EQ: return a == b;
	case ND_NE: return a != b;
	case ND_BITAND: return a & b;
	case ND_BITXOR: return a ^ b;
	case ND_BITOR: return a | b;
	default: return 0;
	}
}

static int64_t field_value(const isa_node *n, const isa_eval_env *env);

/* An operand: numbers and fields (most of them) without a call.  The
 * parser gives every operator all its operands (never NULL). */
static inline uint64_t operand(const isa_node *n, const isa_eval_env *env)
{
	if (n->kind == ND_NUM)
		return n->num;
	if (n->kind == ND_FIELD)
		return (uint64_t)field_value(n, env);
	return isa_expr_eval(n, env);
}

static uint64_t eval_binary(const isa_node *n, const isa_eval_env *env)
{
	uint64_t a = operand(n->lhs, env);
	uint64_t b = operand(n->rhs, env);
	if (n->kind == ND_SHL || n->kind == ND_SHR)
		return conv(shift_op(n->kind, a, b, n->type), n->type);
	/* comparisons are done in the operands' common type, not in int */
	isa_ctype t = n->optype;
	return conv(arith(n->kind, conv(a, t), conv(b, t), t), n->type);
}

static uint64_t eval_unary(const isa_node *n, const isa_eval_env *env)
{
	uint64_t v = operand(n->lhs, env);
	switch (n->kind) {
	case ND_NEG: return conv(0 - v, n->type);
	case ND_NOT: return v == 0;
	case ND_BITNOT: return conv(~v, n->type);
	default: return conv(v, n->type); /* ND_POS, ND_CAST */
	}
}

static inline int64_t field_value(const isa_node *n, const isa_eval_env *env)
{
	if (env && env->vals && n->field)
		return env->vals[n->field - 1];
	return env && env->field ? env->field(env->ctx, n->name) : 0;
}

uint64_t isa_expr_eval(const isa_node *n, const isa_eval_env *env)
{
	if (!n)
		return 0;
	switch (n->kind) {
	case ND_NUM:
		return n->num;
	case ND_FIELD:
		return (uint64_t)field_value(n, env);
	case ND_GPU_ID:
		return env ? env->gpu_id : 0;
	case ND_NEG: case ND_POS: case ND_NOT: case ND_BITNOT: case ND_CAST:
		return eval_unary(n, env);
	case ND_LOGAND: /* the right side runs only when needed, as in C */
		return operand(n->lhs, env) && operand(n->rhs, env);
	case ND_LOGOR:
		return operand(n->lhs, env) || operand(n->rhs, env);
	case ND_COND:
		return conv(isa_expr_eval(n->cond, env) ? isa_expr_eval(n->lhs, env)
							: isa_expr_eval(n->rhs, env),
			    n->type);
	case ND_COMMA:
		isa_expr_eval(n->lhs, env);
		return isa_expr_eval(n->rhs, env);
	default:
		return eval_binary(n, env);
	}
}

/* ------------------------------------------------------------------ */
/* Field references                                                     */
/* ------------------------------------------------------------------ */

static int count_fields(const isa_node *n)
{
	if (!n)
		return 0;
	return (n->kind == ND_FIELD) + count_fields(n->lhs) + count_fields(n->rhs) +
	       count_fields(n->cond);
}

static void gather_fields(const isa_node *n, const char **v, int *k)
{
	if (!n)
		return;
	if (n->kind == ND_FIELD)
		v[(*k)++] = n->name;
	gather_fields(n->cond, v, k);
	gather_fields(n->lhs, v, k);
	gather_fields(n->rhs, v, k);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Sorted and unique because Mesa's generated code fetches each field once,
 * in this order, before evaluating. */
int isa_expr_fields(isa_arena *a, const isa_node *n, const char ***out)
{
	int total = count_fields(n);
	*out = NULL;
	if (!total)
		return 0;
	const char **v = isa_arena_alloc(a, (size_t)total * sizeof(*v));
	int k = 0;
	gather_fields(n, v, &k);
	qsort(v, (size_t)k, sizeof(*v), cmp_str);
	int m = 0;
	for (int i = 0; i < k; i++)
		if (!m || strcmp(v[m - 1], v[i]))
			v[m++] = v[i];
	*out = v;
	return m;
}
