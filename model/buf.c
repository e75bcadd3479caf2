/*
 * model/buf.c - growable output buffer for decoded text.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

void isa_buf_init(isa_buf *b) { memset(b, 0, sizeof(*b)); }

void isa_buf_free(isa_buf *b)
{
	free(b->s);
	memset(b, 0, sizeof(*b));
}

static void reserve(isa_buf *b, size_t more)
{
	if (b->len + more + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + more + 1)
		cap *= 2;
	b->s = isa_xrealloc(b->s, cap);
	b->cap = cap;
}

void isa_buf_putn(isa_buf *b, const char *s, size_t n)
{
	reserve(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void isa_buf_printf(isa_buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	reserve(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, n + 1, fmt, ap);
	va_end(ap);
	b->len += n;
}
