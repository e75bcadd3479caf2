/*
 * read/xmlnames.c - the elements and attributes an XML reader knows.
 *
 * Mesa's scripts look elements up by name (findall, attrib[...]) and
 * skip everything else, so a misspelt or renamed tag or attribute
 * vanishes without a word: the description then means less than it
 * says.  Each reader describes its dialect as a table of rules, and this
 * walk reports every element and attribute the table does not name
 * (unknown-element, unknown-attribute) at its file:line:col.
 */
#include <string.h>

#include <libxml/tree.h>

#include "internal.h"
#include "xmlsrc.h"

const char *const rd_no_attrs[] = {NULL};

/* The rule for `tag` inside context `ctx`, or NULL.  A rule whose tag
 * starts with '*' pulls in every rule of the context it names. */
static const rd_name_rule *find_rule(const rd_names *g, const char *ctx, const char *tag, int depth)
{
	if (depth > 4)
		return NULL;
	for (const rd_name_rule *r = g->rules; r->ctx; r++) {
		if (strcmp(r->ctx, ctx))
			continue;
		if (r->tag[0] == '*') {
			const rd_name_rule *in = find_rule(g, r->tag + 1, tag, depth + 1);
			if (in)
				return in;
		} else if (!strcmp(r->tag, tag))
			return r;
	}
	return NULL;
}

static bool in_list(const char *const *list, const char *s)
{
	for (int i = 0; list[i]; i++)
		if (!strcmp(list[i], s))
			return true;
	return false;
}

static void check_attrs(const rd_names *g, xmlNodePtr n, const char *const *attrs, isa_diags *d)
{
	if (!attrs)
		return; /* any attribute (<meta>) */
	for (xmlAttrPtr a = n->properties; a; a = a->next) {
		const char *name = (const char *)a->name;
		if (in_list(attrs, name))
			continue;
		isa_diag_add(d, ISA_WARNING, xs_loc(g->src, n, name), "unknown-attribute",
			     "<%s> has no attribute '%s' (%s ignores it too)", (const char *)n->name,
			     name, g->who);
	}
}

void rd_check_names(const rd_names *g, xmlNodePtr n, const char *ctx, isa_diags *d)
{
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		const char *tag = (const char *)c->name;
		const rd_name_rule *r = find_rule(g, ctx, tag, 0);
		const char *const *extra = r || !g->extra ? NULL : g->extra(ctx, tag);
		if (!r && !extra) {
			isa_diag_add(d, ISA_WARNING, xs_loc(g->src, c, NULL), "unknown-element",
				     "<%s> has no meaning inside <%s> (%s skips it too)", tag,
				     (const char *)n->name, g->who);
			continue;
		}
		check_attrs(g, c, r ? r->attrs : extra, d);
		if (r && r->inner && r->inner[0])
			rd_check_names(g, c, r->inner, d);
		else if (!r || !r->inner)
			rd_check_names(g, c, "", d); /* no children: any is unknown */
	}
}

void rd_check_root_names(const rd_names *g, xmlNodePtr root, isa_diags *d)
{
	/* the root element takes no attribute in either dialect's script */
	for (xmlAttrPtr a = root->properties; a; a = a->next)
		isa_diag_add(d, ISA_WARNING, xs_loc(g->src, root, (const char *)a->name),
			     "unknown-attribute", "<%s> has no attribute '%s' (%s ignores it too)",
			     (const char *)root->name, (const char *)a->name, g->who);
	rd_check_names(g, root, (const char *)root->name, d);
}
