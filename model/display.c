/*
 * model/display.c - display templates parsed once into pieces.
 *
 * Mesa scans a display string at every decode: text outside braces is
 * printed as is, "{X}" names a field.  We cut the string up once at load
 * time and keep Mesa's exact reading of what is between the braces:
 * ":align=N" anywhere splits off a column to pad to, and any prefix of
 * "NAME" (even the empty one, "{}") means the bitset's name, because Mesa
 * compares with strncmp over the field name's length.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

/* atoi() as Mesa calls it, without atoi's undefined overflow. */
static int parse_align(const char *s)
{
	while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
		s++;
	int neg = 0;
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	long v = 0;
	while (*s >= '0' && *s <= '9') {
		if (v < 1000000)
			v = v * 10 + (*s - '0');
		s++;
	}
	return (int)(neg ? -v : v);
}

static bool is_name_prefix(const char *s, size_t len)
{
	return len <= 4 && strncmp("NAME", s, len) == 0;
}

/* One "{...}" body (without braces) to a piece. */
static isa_piece brace_piece(isa_arena *a, const char *s, size_t len)
{
	isa_piece p = {0};
	char *body = isa_arena_strndup(a, s, len);
	char *align = strstr(body, ":align=");
	size_t namelen = len;
	if (align) {
		namelen = (size_t)(align - body);
		p.align = parse_align(strchr(align, '=') + 1);
	}
	if (align == body) {
		p.kind = PC_ALIGN;
	} else if (is_name_prefix(body, namelen)) {
		p.kind = PC_NAME;
	} else {
		p.kind = PC_FIELD;
		p.text = isa_arena_strndup(a, body, namelen);
		p.len = (int)namelen;
	}
	return p;
}

bool isa_display_parse(isa_arena *a, isa_display *d, char *err, size_t errlen)
{
	const char *s = d->text;
	size_t n = strlen(s);
	/* at most one piece per character, plus one */
	isa_piece *v = isa_arena_alloc(a, (n + 1) * sizeof(*v));
	int np = 0;
	size_t i = 0;
	while (i < n) {
		if (s[i] == '{') {
			const char *end = strchr(s + i + 1, '}');
			if (!end) {
				snprintf(err, errlen, "unterminated '{' at offset %zu in display \"%s\"", i, s);
				return false;
			}
			v[np++] = brace_piece(a, s + i + 1, (size_t)(end - (s + i + 1)));
			i = (size_t)(end - s) + 1;
			continue;
		}
		size_t j = i;
		while (j < n && s[j] != '{')
			j++;
		v[np++] = (isa_piece){.kind = PC_TEXT, .text = s + i, .len = (int)(j - i)};
		i = j;
	}
	d->pieces = v;
	d->npieces = np;
	return true;
}
