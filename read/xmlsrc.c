/*
 * read/xmlsrc.c - one XML description's text, parsed and located
 * (read/xmlsrc.h): what the isaspec, Valhall and Bifrost readers share.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>

#include "model/build.h"
#include "internal.h"
#include "xmlsrc.h"

bool xs_top_text(const char *path, const isa_load_opts *opts, isa_diags *d, const char **text,
		 size_t *len, char **owned)
{
	*owned = NULL;
	if (opts && opts->buffer) {
		*text = opts->buffer;
		*len = opts->buffer_len;
	} else {
		char why[256];
		*owned = isa_read_file(path, len, why, sizeof(why));
		if (!*owned) {
			rd_top_unreadable(d, path, why);
			return false;
		}
		*text = *owned;
	}
	if (rd_refuse_doctype(d, path, *text, *len)) {
		free(*owned);
		*owned = NULL;
		return false;
	}
	return true;
}

void xs_open(xs_src *s, const char *path, const char *text, size_t len, isa_arena *a,
	     isa_diags *d)
{
	*s = (xs_src){path, text, len, NULL, 0, a, d, ""};
	s->lines = isa_xmalloc(sizeof(size_t));
	s->lines[s->nlines++] = 0;
	for (size_t i = 0; i < len; i++) {
		if (text[i] != '\n')
			continue;
		if ((s->nlines & (s->nlines - 1)) == 0) /* a power of two: full */
			s->lines = isa_xrealloc(s->lines, 2 * (size_t)s->nlines * sizeof(size_t));
		s->lines[s->nlines++] = i + 1;
	}
}

void xs_close(xs_src *s)
{
	free(s->lines);
	s->lines = NULL;
	s->nlines = 0;
	s->text = NULL;
	s->len = 0;
}

/* libxml2 reports every error after the first too; the first is the one
 * that explains the problem, so keep a copy of it and print nothing.
 * libxml2's handler takes no argument of ours, hence the static. */
static struct {
	int line, col;
	char msg[512];
	bool have;
} first_error;

static void capture_error(void *ctx, const xmlError *e)
{
	(void)ctx;
	if (first_error.have || e->level < XML_ERR_ERROR)
		return;
	first_error.line = e->line;
	first_error.col = e->int2;
	snprintf(first_error.msg, sizeof(first_error.msg), "%s",
		 e->message ? e->message : "not well-formed XML");
	first_error.have = true;
}

static void syntax_error(xs_src *s)
{
	isa_loc loc = {s->path, 1, 1};
	char msg[512] = "not well-formed XML";
	if (first_error.have) {
		loc.line = first_error.line > 0 ? first_error.line : 1;
		loc.col = first_error.col > 0 ? first_error.col : 1;
		snprintf(msg, sizeof(msg), "%s", first_error.msg);
		size_t n = strlen(msg);
		while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
			msg[--n] = '\0';
	}
	isa_diag_add(s->d, ISA_ERROR, loc, "xml-syntax", "%s", msg);
}

xmlDocPtr xs_parse(xs_src *s)
{
	LIBXML_TEST_VERSION
	xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
	if (!ctxt) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	first_error.have = false;
	xmlSetStructuredErrorFunc(NULL, (xmlStructuredErrorFunc)capture_error);
	xmlDocPtr doc = s->len > INT_MAX ? NULL
					 : xmlCtxtReadMemory(ctxt, s->text, (int)s->len, s->path, NULL,
							     XML_PARSE_NONET | XML_PARSE_BIG_LINES);
	xmlSetStructuredErrorFunc(NULL, NULL);
	xmlFreeParserCtxt(ctxt);
	if (!doc)
		syntax_error(s);
	return doc;
}

/* White space as Python's str.isspace() has it in ASCII. */
static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool xs_root_is(const char *text, size_t len, const char *tag)
{
	const char *p = text, *end = text + len;
	size_t n = strlen(tag);
	while (p < end) {
		while (p < end && is_space(*p))
			p++;
		if (p >= end || *p != '<')
			return false;
		const char *close = NULL;
		if (end - p >= 4 && !memcmp(p, "<!--", 4)) {
			for (const char *q = p + 4; q + 3 <= end && !close; q++)
				if (!memcmp(q, "-->", 3))
					close = q + 3;
		} else if (end - p >= 2 && (p[1] == '?' || p[1] == '!')) {
			const char *q = memchr(p, '>', (size_t)(end - p));
			close = q ? q + 1 : NULL;
		} else {
			/* "<tag" and then the end of the name */
			return (size_t)(end - p) > n + 1 && !memcmp(p + 1, tag, n) &&
			       (p[n + 1] == '>' || p[n + 1] == '/' || is_space(p[n + 1]));
		}
		if (!close)
			return false;
		p = close;
	}
	return false;
}

bool xs_is_elem(xmlNodePtr n, const char *name)
{
	return n->type == XML_ELEMENT_NODE && !strcmp((const char *)n->name, name);
}

int xs_find_col(const xs_src *s, int line, const char *needle)
{
	if (!s->text || line <= 0 || line > s->nlines)
		return 1;
	const char *p = s->text + s->lines[line - 1], *end = s->text + s->len;
	const char *eol = memchr(p, '\n', (size_t)(end - p));
	size_t linelen = eol ? (size_t)(eol - p) : (size_t)(end - p);
	size_t nlen = strlen(needle);
	for (size_t i = 0; i + nlen <= linelen; i++)
		if (!memcmp(p + i, needle, nlen))
			return (int)i + 1;
	return 1;
}

isa_loc xs_loc(const xs_src *s, xmlNodePtr n, const char *attr)
{
	isa_loc loc = {s->path, (int)xmlGetLineNo(n), 1};
	if (loc.line < 0)
		loc.line = 0;
	char needle[128];
	if (attr) {
		snprintf(needle, sizeof(needle), "%s=", attr);
		loc.col = xs_find_col(s, loc.line, needle);
		if (loc.col > 1)
			return loc;
	}
	snprintf(needle, sizeof(needle), "<%s", (const char *)n->name);
	loc.col = xs_find_col(s, loc.line, needle);
	return loc;
}

const char *xs_attr(xs_src *s, xmlNodePtr n, const char *name)
{
	xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
	if (!v)
		return NULL;
	const char *copy = isa_arena_strdup(s->a, (const char *)v);
	xmlFree(v);
	return copy;
}

const char *xs_need_attr(xs_src *s, xmlNodePtr n, const char *name)
{
	const char *v = xs_attr(s, n, name);
	if (!v)
		isa_diag_add(s->d, ISA_ERROR, xs_loc(s, n, NULL), "attr-missing",
			     "<%s> has no '%s' attribute%s", (const char *)n->name, name,
			     s->missing_note);
	return v;
}

bool xs_truthy(xmlNodePtr n, const char *name)
{
	xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
	bool yes = v && *v;
	if (v)
		xmlFree(v);
	return yes;
}
