/*
 * read/mplex.c - the lexer of MPACT-Sim's .bin_fmt and .isa files: comments, identifiers (with GENERATE's `$(name)` pieces),
 * numbers as MPACT's generator reads them, strings and punctuation.
 *
 * MPACT's ANTLR lexer drops a character it cannot make a token of (a
 * `-`, say) with a message on stderr and carries on; its generator then
 * reads hex, octal and decimal numbers with stoi(), which stops at the
 * first `'` digit separator and throws above 2^31-1.  We report each of
 * these as an error (mp-stray-char, mp-number-separator, mp-number-range)
 * and give the number the value MPACT would have used.
 */
#include <stdlib.h>
#include <string.h>

#include "mplex.h"

static bool is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_xdigit(int c)
{
	return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int hexval(int c)
{
	if (is_digit(c))
		return c - '0';
	return (c | 0x20) - 'a' + 10;
}

/* The location of text offset i: from the map when the text is generated
 * (GENERATE expansion), else by counting lines. */
static isa_loc lex_loc(const mp_lexer *L, size_t i)
{
	if (L->offmap)
		return L->offmap[i < L->len ? i : (L->len ? L->len - 1 : 0)];
	return (isa_loc){L->path, L->line, (int)(i - L->line_start) + 1};
}

static void advance_lines(mp_lexer *L, size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		if (L->text[i] == '\n') {
			L->line++;
			L->line_start = i + 1;
		}
}

/* The allows of a comment's text s[from, to), which starts at `at` and
 * ends on line `end` (docs/suppressions.md). */
static void lex_allows_at(mp_lexer *L, isa_loc at, size_t from, size_t to, int end)
{
	if (L->allows && !L->offmap)
		isa_allow_scan(L->arena, L->allows, L->text + from, to - from, at, end);
}

static void lex_allows(mp_lexer *L, size_t from, size_t to, int end)
{
	lex_allows_at(L, lex_loc(L, from), from, to, end);
}

/* `$(IDENT)` at p: its length, 0 when not one */
static size_t var_ref(const char *s, size_t p, size_t n)
{
	if (p + 3 >= n + 1 || s[p] != '$' || p + 1 >= n || s[p + 1] != '(' || p + 2 >= n || !is_alpha(s[p + 2]))
		return 0;
	size_t q = p + 3;
	while (q < n && (is_alpha(s[q]) || is_digit(s[q])))
		q++;
	return q < n && s[q] == ')' ? q + 1 - p : 0;
}

/* MPACT's value of a number token (see the file comment). */
static void number_value(mp_lexer *L, mp_tok *t)
{
	const char *s = t->s;
	int n = t->len;
	t->is_num = true;
	if (n > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		uint64_t v = 0;
		int digits = 0;
		for (int i = 2; i < n; i++) {
			if (s[i] == '\'')
				continue;
			if (digits >= 64)
				t->too_big = true;
			v = v << 1 | (uint64_t)(s[i] - '0');
			digits++;
		}
		t->val = v;
		t->bin_bits = digits;
		return;
	}
	int base = 10, i = 0;
	if (n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
	} else if (s[0] == '0') {
		base = 8;
		i = 1;
	}
	uint64_t v = 0;
	bool big = false;
	for (; i < n && s[i] != '\''; i++) {
		v = v * (uint64_t)base + (uint64_t)hexval(s[i]);
		if (v > 0xffffffffu)
			big = true;
	}
	if (memchr(s, '\'', (size_t)n)) {
		mp_error(L->P, t->loc, "mp-number-separator",
			 "'%.*s': MPACT's generator reads this number only up to the first ' (as %llu); "
			 "digit separators are only safe in binary numbers",
			 n, s, (unsigned long long)v);
	}
	if (big || v > 0x7fffffffu) {
		mp_error(L->P, t->loc, "mp-number-range",
			 "'%.*s' is not below 2^31: MPACT's generator aborts on it (stoi out of range)", n, s);
		t->too_big = true;
	}
	t->val = v;
}

/* Tokenize the whole text into L->toks (kind MP_EOF last). */
void mp_lex(mp_lexer *L)
{
	const char *s = L->text;
	size_t n = L->len, i = 0;
	L->line = 1;
	L->line_start = 0;
	for (;;) {
		/* blanks and comments */
		while (i < n) {
			if (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') {
				advance_lines(L, i, i + 1);
				i++;
			} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
				size_t j = i + 2;
				while (j < n && s[j] != '\n')
					j++;
				lex_allows(L, i + 2, j, L->line);
				i = j;
			} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
				size_t j = i + 2;
				while (j + 1 < n && !(s[j] == '*' && s[j + 1] == '/'))
					j++;
				if (j + 1 >= n) {
					mp_error(L->P, lex_loc(L, i), "mp-syntax", "unterminated /* comment");
					advance_lines(L, i, n);
					i = n;
				} else {
					isa_loc at = lex_loc(L, i + 2);
					advance_lines(L, i, j + 2);
					lex_allows_at(L, at, i + 2, j, L->line);
					i = j + 2;
				}
			} else {
				break;
			}
		}
		mp_tok t = {.s = s + i, .loc = lex_loc(L, i)};
		if (i >= n) {
			t.kind = MP_EOF;
			t.len = 0;
			LD_PUSH(L->toks, t);
			return;
		}
		int c = (unsigned char)s[i];
		size_t start = i;
		if (is_alpha(c) || var_ref(s, i, n)) {
			bool var = false;
			while (i < n) {
				size_t r = var_ref(s, i, n);
				if (r) {
					var = true;
					i += r;
				} else if (is_alpha(s[i]) || is_digit(s[i])) {
					i++;
				} else {
					break;
				}
			}
			t.kind = var ? MP_VAR_IDENT : MP_IDENT;
		} else if (is_digit(c)) {
			if (c == '0' && i + 2 < n + 1 && i + 1 < n && (s[i + 1] == 'x' || s[i + 1] == 'X') &&
			    i + 2 < n && is_xdigit(s[i + 2])) {
				i += 3;
				while (i < n && (is_xdigit(s[i]) || s[i] == '\''))
					i++;
			} else if (c == '0' && i + 2 < n && (s[i + 1] == 'b' || s[i + 1] == 'B') &&
				   (s[i + 2] == '0' || s[i + 2] == '1')) {
				i += 3;
				while (i < n && (s[i] == '0' || s[i] == '1' || s[i] == '\''))
					i++;
			} else if (c == '0') {
				i++;
				while (i < n && ((s[i] >= '0' && s[i] <= '7') || s[i] == '\''))
					i++;
			} else {
				while (i < n && (is_digit(s[i]) || s[i] == '\''))
					i++;
			}
			t.kind = MP_NUM;
			t.len = (int)(i - start);
			number_value(L, &t);
		} else if (c == '"') {
			i++;
			while (i < n && s[i] != '"' && s[i] != '\n' && s[i] != '\r') {
				if (s[i] == '\\' && i + 1 < n)
					i++;
				i++;
			}
			if (i >= n || s[i] != '"') {
				mp_error(L->P, t.loc, "mp-syntax", "unterminated string");
			} else {
				i++;
			}
			t.kind = MP_STR;
		} else if (c == '#') {
			static const char inc[] = "#include";
			if (n - i >= sizeof(inc) - 1 && !memcmp(s + i, inc, sizeof(inc) - 1) &&
			    !(i + 8 < n && (is_alpha(s[i + 8]) || is_digit(s[i + 8])))) {
				i += 8;
				t.kind = MP_INCLUDE;
			} else {
				i++;
				t.kind = '#';
			}
		} else {
			static const char *const two[] = {"==", "!=", ">=", "<=", "..", "::"};
			static const int kinds[] = {MP_EQ, MP_NE, MP_GE, MP_LE, MP_DOTDOT, MP_COLCOL};
			t.kind = 0;
			for (int k = 0; k < 6; k++)
				if (i + 1 < n && s[i] == two[k][0] && s[i + 1] == two[k][1]) {
					t.kind = kinds[k];
					i += 2;
					break;
				}
			if (!t.kind && L->isa && c == '%' && n - i >= 6 && !memcmp(s + i, "%reloc", 6) &&
			    !(i + 6 < n && (is_alpha(s[i + 6]) || is_digit(s[i + 6])))) {
				t.kind = MP_RELOC;
				i += 6;
			}
			if (!t.kind) {
				const char *punct = L->isa ? "{}[]():;,=!<>#+-*/" : "{}[]():;,=!<>#";
				if (c && strchr(punct, c)) {
					t.kind = c;
					i++;
				} else {
					/* MPACT's lexer drops it and goes on */
					if (c >= 0x20 && c < 0x7f)
						mp_error(L->P, t.loc, "mp-stray-char",
							 "stray '%c': MPACT's lexer drops it silently and reads on "
							 "as if it were not there",
							 c);
					else
						mp_error(L->P, t.loc, "mp-stray-char",
							 "stray byte 0x%02x: MPACT's lexer drops it silently", c);
					i++;
					continue;
				}
			}
		}
		t.len = (int)(i - start);
		LD_PUSH(L->toks, t);
	}
}

bool mp_tok_is(const mp_tok *t, const char *word)
{
	size_t n = strlen(word);
	return (t->kind == MP_IDENT) && (size_t)t->len == n && !memcmp(t->s, word, n);
}

/* ---- the parsers' cursor ---- */

mp_tok *mp_peek(mp_cursor *c) { return &c->t[c->i]; }

mp_tok *mp_next(mp_cursor *c)
{
	mp_tok *t = &c->t[c->i];
	if (c->i < c->n - 1)
		c->i++;
	return t;
}

void mp_syntax(mp_cursor *c, const char *want)
{
	if (c->failed)
		return;
	mp_tok *t = mp_peek(c);
	if (t->kind == MP_EOF)
		mp_error(c, t->loc, "mp-syntax", "syntax error: expected %s, got end of file", want);
	else
		mp_error(c, t->loc, "mp-syntax", "syntax error: expected %s, got '%.*s'", want,
			 t->len > 40 ? 40 : t->len, t->s);
	c->failed = true;
}

bool mp_accept(mp_cursor *c, int kind)
{
	if (c->failed || mp_peek(c)->kind != kind)
		return false;
	mp_next(c);
	return true;
}

bool mp_expect(mp_cursor *c, int kind, const char *want)
{
	if (mp_accept(c, kind))
		return true;
	mp_syntax(c, want);
	return false;
}

bool mp_accept_word(mp_cursor *c, const char *word)
{
	if (c->failed || !mp_tok_is(mp_peek(c), word))
		return false;
	mp_next(c);
	return true;
}

bool mp_expect_word(mp_cursor *c, const char *word)
{
	if (mp_accept_word(c, word))
		return true;
	char want[64];
	snprintf(want, sizeof(want), "'%s'", word);
	mp_syntax(c, want);
	return false;
}

char *mp_tok_str(isa_arena *a, const mp_tok *t)
{
	if (t->kind == MP_STR) {
		/* without the quotes */
		int n = t->len >= 2 && t->s[t->len - 1] == '"' ? t->len - 2 : t->len - 1;
		return isa_arena_strndup(a, t->s + 1, (size_t)(n > 0 ? n : 0));
	}
	return isa_arena_strndup(a, t->s, (size_t)t->len);
}

/* MPACT's rule: underscores dropped, the first character and each one
 * after an underscore upper-cased. */
char *mp_pascal(isa_arena *a, const char *name)
{
	size_t n = strlen(name);
	char *r = isa_arena_alloc(a, n + 1);
	size_t j = 0;
	bool up = true;
	for (size_t i = 0; i < n; i++) {
		if (name[i] == '_') {
			up = true;
			continue;
		}
		char c = name[i];
		if (up && c >= 'a' && c <= 'z')
			c = (char)(c - 'a' + 'A');
		r[j++] = c;
		up = false;
	}
	r[j] = '\0';
	return r;
}
