/*
 * read/xmlallow.c - isaproof-allow comments of an XML description
 * (isaspec and Valhall alike): every comment node of the document,
 * before, inside and after the root element, handed to isa_allow_scan.
 *
 * libxml2 gives a comment node the line its comment ends on; where it
 * starts is that line less the line ends of its text, and its column is
 * found in the raw text (the first "<!--" of that line whose text
 * follows).
 */
#include <string.h>

#include <libxml/tree.h>

#include "internal.h"

typedef struct xa_src {
	const char *path, *text;
	size_t len;
	isa_arena *a;
	isa_allows *out;
	int line;   /* the last line found, */
	size_t pos; /* and where it starts */
	size_t after; /* past the last comment found on that line */
} xa_src;

/* The offset of the start of line `line` (1-based) in the text, or len.
 * Comments come in document order: the search goes on from the last
 * line found, so a file of many comments is read once. */
static size_t line_offset(xa_src *s, int line)
{
	if (line < s->line) {
		s->line = 1;
		s->pos = 0;
	}
	if (line != s->line)
		s->after = 0;
	for (; s->line < line && s->pos < s->len; s->pos++)
		if (s->text[s->pos] == '\n')
			s->line++;
	return s->pos;
}

/* The column of the comment's text on its first line: after the first
 * "<!--" of the line (past the comments found there before) that the
 * text follows, 0 when not found. */
static int content_col(xa_src *s, int line, const char *content)
{
	size_t b = line_offset(s, line);
	size_t want = strcspn(content, "\r\n");
	for (size_t i = b > s->after ? b : s->after; i + 4 <= s->len && s->text[i] != '\n'; i++) {
		if (memcmp(s->text + i, "<!--", 4))
			continue;
		size_t k = 0, t = i + 4;
		while (k < want && t + k < s->len && s->text[t + k] == content[k])
			k++;
		if (k == want || t + k >= s->len || s->text[t + k] == '\n' || s->text[t + k] == '\r') {
			s->after = t;
			return (int)(t - b) + 1;
		}
	}
	return 0;
}

static void comment(xa_src *s, xmlNodePtr n)
{
	const char *c = (const char *)n->content;
	if (!c || !strstr(c, "isaproof-allow"))
		return;
	int end = (int)xmlGetLineNo(n);
	int start = end;
	for (const char *p = c; *p; p++)
		start -= *p == '\n';
	if (end <= 0 || start <= 0) /* no line known: nothing it could cover */
		return;
	isa_loc at = {s->path, start, content_col(s, start, c)};
	isa_allow_scan(s->a, s->out, c, strlen(c), at, end);
}

static void walk(xa_src *s, xmlNodePtr n)
{
	for (; n; n = n->next) {
		if (n->type == XML_COMMENT_NODE)
			comment(s, n);
		else if (n->type == XML_ELEMENT_NODE)
			walk(s, n->children);
	}
}

void rd_xml_allows(struct _xmlDoc *doc, const char *path, const char *text, size_t len, isa_arena *a,
		   isa_allows *out)
{
	xa_src s = {path, text, len, a, out, 1, 0, 0};
	walk(&s, doc->children);
}
