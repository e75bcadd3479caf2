/*
 * read/internal.h - private to read/: each reader's entry point (load.c
 * chooses one) and the file reading they share.
 */
#ifndef ISAPROOF_READ_INTERNAL_H
#define ISAPROOF_READ_INTERNAL_H

#include <stddef.h>

#include "model/isa.h"

struct _xmlNode; /* libxml2's element, for the XML readers */
struct _xmlDoc;
struct xs_src; /* an XML description's text (read/xmlsrc.h) */

/* The largest description file read (a real one is well under 1 MiB). */
#define ISA_MAX_FILE (16L << 20)
#define ISA_MAX_FILE_TEXT "16 MiB"

/* A whole regular file, NUL-terminated (malloc'ed; *len without the
 * NUL), or NULL with the reason in `why`.  read/file.c */
char *isa_read_file(const char *path, size_t *len, char *why, size_t whylen);
/* A DTD is where entities are declared: an entity referenced thousands
 * of times in one attribute costs gigabytes to expand, and an external one
 * reads other files.  Descriptions need neither, so an XML text with a
 * <!DOCTYPE> is refused (rule xml-doctype) before libxml2 sees it: true
 * after the diagnostic. */
bool rd_refuse_doctype(isa_diags *d, const char *path, const char *text, size_t len);
/* The description named on the command line cannot be read (why from
 * isa_read_file): an error saying which file and what to do.  Its rule
 * stays import-missing, shared with the files it imports. */
void rd_top_unreadable(isa_diags *d, const char *path, const char *why);
/* a regular file (opened without waiting, as a FIFO's open would) */
bool rd_is_regular(const char *path);

/* The elements and attributes of an XML dialect (read/xmlnames.c):
 * inside context `ctx`, element `tag` may carry `attrs` (NULL: any) and
 * holds the elements of context `inner` (NULL: none; "": anything, not
 * checked, e.g. documentation).  A tag "*CTX" includes context CTX's
 * rules.  The table ends with a rule whose ctx is NULL. */
typedef struct rd_name_rule {
	const char *ctx, *tag;
	const char *const *attrs;
	const char *inner;
} rd_name_rule;
typedef struct rd_names {
	const rd_name_rule *rules;
	/* tags known outside the table (NULL: none): their attributes */
	const char *const *(*extra)(const char *ctx, const char *tag);
	const struct xs_src *src; /* where the elements and attributes are */
	const char *who; /* the script that ignores unknown names too */
} rd_names;
/* Report, below element n read in context ctx, every element and
 * attribute the dialect does not name (warnings unknown-element and
 * unknown-attribute). */
void rd_check_names(const rd_names *g, struct _xmlNode *n, const char *ctx, isa_diags *d);
/* The same from the root element, whose name is the context, its own
 * attributes included. */
void rd_check_root_names(const rd_names *g, struct _xmlNode *root, isa_diags *d);

/* Attribute lists of the tables above: an element that takes none. */
extern const char *const rd_no_attrs[];

/* Record the isaproof-allow comments of a parsed XML document (its raw
 * text gives their columns) into out (read/xmlallow.c). */
void rd_xml_allows(struct _xmlDoc *doc, const struct xs_src *src, isa_allows *out);

/* isaspec XML (read/isaspec.c) and QEMU decodetree (read/decodetree.c) */
isa *rd_isaspec_load(const char *path, const isa_load_opts *opts, isa_diags *d);
isa *rd_dt_load(const char *path, const isa_load_opts *opts, isa_diags *d);
/* MPACT-Sim .bin_fmt (read/binfmt*.c) */
isa *rd_bf_load(const char *path, const isa_load_opts *opts, isa_diags *d);
/* MPACT-Sim .isa (read/mpisa.c): a file alone (lint), and the link of a
 * .bin_fmt decoder's model to opts->mp_isa (nothing without it) */
isa *rd_mi_load(const char *path, const isa_load_opts *opts, isa_diags *d);
void rd_mi_link(isa *m, isa_mp *mp, const isa_load_opts *opts, isa_diags *d);

/* Panfrost Valhall ISA.xml (read/valhall.c): chosen when the root
 * element of the text is <valhall> */
bool rd_va_sniff(const char *text, size_t len);
isa *rd_va_load(const char *path, const isa_load_opts *opts, isa_diags *d);

/* Panfrost Bifrost ISA.xml (read/bifrost.c): chosen when the root
 * element of the text is <bifrost> */
bool rd_bi_sniff(const char *text, size_t len);
isa *rd_bi_load(const char *path, const isa_load_opts *opts, isa_diags *d);

#endif
