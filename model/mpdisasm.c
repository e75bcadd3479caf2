/*
 * model/mpdisasm.c - MPACT-Sim disassembly text of a decoded word (--isa).
 *
 * The opcode's disasm strings, as MPACT's generated disassembler formats
 * them: each string is one piece, `\` removed, padded to the width the
 * isa's `disasm widths` gives its position (negative: left-justified).
 * `%name` and `%(expr:fmt)` are substituted when every operand they name
 * is a field or overlay of the encoding's format (the link MPACT leaves
 * to hand-written C++ is, in mpact-riscv, by these names); others are
 * left as written.  Values: signed fields and overlays are sign-extended;
 * `@` (the instruction's address) is 0, since a word is decoded alone.
 * The .isa reader has refused malformed formats, so this parser only
 * needs to read well-formed ones, and leaves anything else as written.
 */
#include <stdio.h>
#include <string.h>

#include "isa.h"

typedef struct dis_ctx {
	const isa_mp_format *fmt;
	const isa_bits *word;
} dis_ctx;

static bool op_value(const dis_ctx *c, const char *s, size_t n, int64_t *v)
{
	for (int i = 0; c->fmt && i < c->fmt->nops; i++) {
		const isa_mp_operand *o = &c->fmt->ops[i];
		if (strlen(o->name) != n || memcmp(o->name, s, n))
			continue;
		uint64_t x = 0;
		for (int j = 0; j < o->width; j++) {
			int b = o->src[j];
			int bit = b >= 0 ? (int)((c->word->w[b / 64] >> (b % 64)) & 1) : b == -2;
			x |= (uint64_t)bit << j;
		}
		if (o->is_signed && o->width < 64 && ((x >> (o->width - 1)) & 1))
			x |= ~(uint64_t)0 << o->width;
		*v = (int64_t)x;
		return true;
	}
	return false;
}

static bool is_id(int c, bool first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (!first && c >= '0' && c <= '9');
}

static void blanks(const char *s, size_t *i, size_t n)
{
	while (*i < n && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
}

/* name | (name << k) | (name >> k) */
static bool term(const dis_ctx *c, const char *s, size_t *i, size_t n, int64_t *v)
{
	blanks(s, i, n);
	bool paren = *i < n && s[*i] == '(';
	if (paren)
		(*i)++;
	blanks(s, i, n);
	size_t b = *i;
	while (*i < n && is_id((unsigned char)s[*i], *i == b))
		(*i)++;
	if (*i == b || !op_value(c, s + b, *i - b, v))
		return false;
	if (!paren)
		return true;
	blanks(s, i, n);
	if (*i + 1 >= n)
		return false;
	bool left = s[*i] == '<';
	*i += 2;
	blanks(s, i, n);
	int k = 0;
	while (*i < n && s[*i] >= '0' && s[*i] <= '9')
		k = k * 10 + (s[(*i)++] - '0');
	blanks(s, i, n);
	if (*i >= n || s[*i] != ')' || k > 63)
		return false;
	(*i)++;
	*v = left ? (int64_t)((uint64_t)*v << k) : *v >> k;
	return true;
}

/* %( text ): false when it cannot be computed here */
static bool paren_expr(const dis_ctx *c, const char *s, size_t n, isa_buf *out)
{
	size_t i = 0;
	int64_t v = 0;
	blanks(s, &i, n);
	if (i < n && s[i] == '@') {
		i++;
		blanks(s, &i, n);
		if (i < n && (s[i] == '+' || s[i] == '-')) {
			bool minus = s[i++] == '-';
			int64_t t;
			if (!term(c, s, &i, n, &t))
				return false;
			v = minus ? -t : t;
		}
	} else if (!term(c, s, &i, n, &v)) {
		return false;
	}
	blanks(s, &i, n);
	char fmt[16] = "%lld";
	if (i < n && s[i] == ':') {
		i++;
		size_t b = i;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i >= n || i - b > 3)
			return false;
		char base = s[i] == 'd' ? 'l' : s[i];
		snprintf(fmt, sizeof(fmt), "%%%.*sll%c", (int)(i - b), s + b, base == 'l' ? 'd' : base);
	}
	isa_buf_printf(out, fmt, (long long)v);
	return true;
}

static void piece(const dis_ctx *c, const char *s, isa_buf *out)
{
	size_t n = strlen(s);
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\')
			continue;
		if (s[i] != '%') {
			isa_buf_putn(out, s + i, 1);
			continue;
		}
		size_t start = i, end;
		bool done = false;
		if (i + 1 < n && s[i + 1] == '(') {
			int depth = 0;
			size_t j = i + 1;
			for (; j < n; j++) {
				depth += s[j] == '(' ? 1 : s[j] == ')' ? -1 : 0;
				if (!depth)
					break;
			}
			end = j < n ? j + 1 : n;
			if (j < n) {
				isa_buf t;
				isa_buf_init(&t);
				done = paren_expr(c, s + i + 2, j - i - 2, &t);
				if (done && t.len)
					isa_buf_putn(out, t.s, t.len);
				isa_buf_free(&t);
			}
		} else {
			size_t j = i + 1;
			while (j < n && is_id((unsigned char)s[j], j == i + 1))
				j++;
			end = j;
			int64_t v;
			if (j > i + 1 && op_value(c, s + i + 1, j - i - 1, &v)) {
				isa_buf_printf(out, "%lld", (long long)v);
				done = true;
			}
		}
		if (end < n && s[end] == '?')
			end++;
		if (!done)
			isa_buf_putn(out, s + start, end - start);
		i = end - 1;
	}
}

bool isa_mp_disasm(const isa *m, const isa_bitset *leaf, const isa_bits *word, isa_buf *out)
{
	const isa_mp *mp = m->mp;
	if (!mp || !mp->isa || !leaf)
		return false;
	const isa_mp_func *fn = NULL;
	int li = -1;
	for (int f = 0; f < mp->nfuncs && !fn; f++) {
		const isa_root *r = &m->roots[mp->funcs[f].root];
		for (int i = 0; i < r->nleaves; i++)
			if (r->leaves[i] == leaf) {
				fn = &mp->funcs[f];
				li = i;
				break;
			}
	}
	if (!fn)
		return false;
	const isa_mp_enc *e = NULL;
	for (int i = 0; i < fn->nencs && !e; i++)
		if (li >= fn->encs[i].first && li < fn->encs[i].first + fn->encs[i].nleaves)
			e = &fn->encs[i];
	if (!e || e->opcode < 0 || e->opcode >= mp->isa->nopcodes)
		return false;
	const isa_mp_opcode *op = &mp->isa->opcodes[e->opcode];
	if (!op->ndisasm)
		return false;
	dis_ctx c = {.word = word};
	for (int i = 0; i < fn->nformats; i++)
		if (!strcmp(fn->formats[i].name, e->format))
			c.fmt = &fn->formats[i];
	for (int k = 0; k < op->ndisasm; k++) {
		size_t at = out->len;
		piece(&c, op->disasm[k], out);
		if (k >= mp->isa->nwidths)
			continue;
		int w = mp->isa->widths[k], aw = w < 0 ? -w : w;
		int len = (int)(out->len - at);
		if (len >= aw)
			continue;
		if (w < 0) {
			for (int p = len; p < aw; p++)
				isa_buf_putn(out, " ", 1);
		} else {
			/* right-justify: the piece moves to the end of its column */
			isa_buf t;
			isa_buf_init(&t);
			isa_buf_putn(&t, out->s + at, (size_t)len);
			out->len = at;
			for (int p = len; p < aw; p++)
				isa_buf_putn(out, " ", 1);
			isa_buf_putn(out, t.s, t.len);
			isa_buf_free(&t);
		}
	}
	return true;
}
