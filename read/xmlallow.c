/*
 * read/xmlallow.c - isaproof-allow comments of an XML description
 * (isaspec and Valhall alike): every comment node of the document,
 * before, inside and after the root element, handed to isa_allow_scan.
 *
 * libxml2 gives a comment node the line its comment ends on; where it
 * starts is that line less the line ends of its text, and its column is
 * found in the raw text through its table of line starts (the first
 * "<!--" of that line whose text follows).
 */
#include <string.h>

#include <libxml/tree.h>

#include "internal.h"
#include "xmlsrc.h"

typedef struct xa_src {
	const xs_src *src;
	isa_allows *out;
	int line;     /* the line of the last comment found, */
	size_t after; /* and where its text starts */
} xa_src;

/* The offset of the start of line `line` (1-based) in the text, or its
 * length past the last line; a new line forgets the comments found on
 * the one before. */
static size_t line_offset(xa_src *s, int line)
{
	if (line != s->line) {
		s->line = line;
		s->after = 0;
	}
	return line <= s->src->nlines ? s->src->lines[line - 1] : s->src->len;
}

/* The column of the comment's text on its first line: after the first
 * "<!--" of the line (past the comments found there before) that the
 * text follows, 0 when not found. */
static int content_col(xa_src *s, int line, const char *content)
{
	size_t b = line_offset(s, line);
	size_t want = strcspn(content, "\r\n");
	const char *text = s->src->text;
	size_t len = s->src->len;
	for (size_t i = b > s->after ? b : s->after; i + 4 <= len && text[i] != '\n'; i++) {
		if (memcmp(text + i, "<!--", 4))
			continue;
		size_t k = 0, t = i + 4;
		while (k < want && t + k < len && text[t + k] == content[k])
			k++;
		if (k == want || t + k >= len || text[t + k] == '\n' || text[t + k] == '\r') {
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
	isa_loc at = {s->src->path, start, content_col(s, start, c)};
	isa_allow_scan(s->src->a, s->out, c, strlen(c), at, end);
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

void rd_xml_allows(struct _xmlDoc *doc, const xs_src *src, isa_allows *out)
{
	xa_src s = {src, out, 0, 0};
	walk(&s, doc->children);
}
