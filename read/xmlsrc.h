/*
 * read/xmlsrc.h - private to read/: the text of one XML description as
 * its readers (isaspec, Valhall, Bifrost) see it, and what they do with
 * it alike: parse it, find an element's or attribute's file:line:col,
 * copy attributes into the model's arena.
 *
 * libxml2 gives an element its line only; the column comes from the raw
 * text, where the element's "<tag" or the attribute's "name=" first
 * appears on that line.  A table of line starts, built once per file,
 * makes each lookup one line's scan.
 */
#ifndef ISAPROOF_READ_XMLSRC_H
#define ISAPROOF_READ_XMLSRC_H

#include <stdbool.h>
#include <stddef.h>

#include <libxml/tree.h>

#include "model/isa.h"

typedef struct xs_src {
	const char *path; /* as locations name it */
	const char *text; /* NULL once closed: every column is then 1 */
	size_t len;
	size_t *lines; /* offset of each line's start (malloc'ed) */
	int nlines;
	isa_arena *a; /* attributes are copied here */
	isa_diags *d;
	/* appended to the message of a missing attribute ("" for none):
	 * what the dialect's own script does then */
	const char *missing_note;
} xs_src;

/* The text of the description named on the command line, path (kept in
 * diagnostics): opts->buffer when given, else the file, which *owned then
 * holds (free it after; NULL otherwise).  False after the diagnostic when
 * the file cannot be read or the text has a DTD. */
bool xs_top_text(const char *path, const isa_load_opts *opts, isa_diags *d, const char **text,
		 size_t *len, char **owned);

/* Take the text (not copied: it must outlive the xs_src) and build its
 * line table; xs_close frees the table. */
void xs_open(xs_src *s, const char *path, const char *text, size_t len, isa_arena *a,
	     isa_diags *d);
void xs_close(xs_src *s);

/* Parse the text (no network, lines past 65535 kept).  NULL after an
 * xml-syntax error at libxml2's first complaint; libxml2 prints nothing. */
xmlDocPtr xs_parse(xs_src *s);

/* Whether the first element of the text (past white space, comments,
 * the XML declaration and a DOCTYPE) is <tag>: how a dialect is chosen
 * before parsing. */
bool xs_root_is(const char *text, size_t len, const char *tag);

bool xs_is_elem(xmlNodePtr n, const char *name);

/* 1-based column of the first `needle` on line `line`, or 1 when the
 * line has none or does not exist. */
int xs_find_col(const xs_src *s, int line, const char *needle);
/* Where element n is, or its attribute `attr` when not NULL (the
 * element's place when the attribute is not on the element's line). */
isa_loc xs_loc(const xs_src *s, xmlNodePtr n, const char *attr);

/* An attribute's value copied into the arena, or NULL when absent. */
const char *xs_attr(xs_src *s, xmlNodePtr n, const char *name);
/* The same, with an attr-missing error at the element when absent. */
const char *xs_need_attr(xs_src *s, xmlNodePtr n, const char *name);
/* Python's truthiness of an attribute, as Mesa's scripts test one:
 * present with a non-empty value. */
bool xs_truthy(xmlNodePtr n, const char *name);

#endif
