/*
 * read/binfmt_ast.c - the .bin_fmt definitions as read: the three global
 * name tables (formats, groups, decoders; the first definition kept) that
 * the parser fills and the resolver reads, and a format's names.
 */
#include <stdlib.h>
#include <string.h>

#include "binfmt_ast.h"

/* ---- name tables ------------------------------------------------------------ */

bf_format *bf_find_format(bf_state *S, const char *name)
{
	for (int i = 0; i < S->formats.n; i++)
		if (!strcmp(S->formats.v[i]->name, name))
			return S->formats.v[i];
	return NULL;
}

bf_group *bf_find_group(bf_state *S, const char *name)
{
	for (int i = 0; i < S->groups.n; i++)
		if (!strcmp(S->groups.v[i]->name, name))
			return S->groups.v[i];
	return NULL;
}

void bf_redefined(bf_state *S, const char *what, const char *name, isa_loc loc, isa_loc first)
{
	mp_error(S, loc, "mp-duplicate", "multiple definitions of %s '%s' (first at %s:%d); the first is kept",
		 what, name, first.file ? first.file : "?", first.line);
}

void bf_add_format(bf_state *S, bf_format *f)
{
	S->ndefs++;
	bf_format *old = bf_find_format(S, f->name);
	if (old) {
		bf_redefined(S, "format", f->name, f->loc, old->loc);
		free(f->fields.v);
		free(f->overlays.v);
	} else {
		LD_PUSH(S->formats, f);
	}
}

void bf_add_group(bf_state *S, bf_group *g)
{
	S->ndefs++;
	bf_group *old = bf_find_group(S, g->name);
	if (old) {
		bf_redefined(S, "instruction group", g->name, g->loc, old->loc);
		free(g->encs.v);
		free(g->members.v);
	} else {
		LD_PUSH(S->groups, g);
	}
}

void bf_add_decoder(bf_state *S, bf_decoder *dc)
{
	S->ndefs++;
	for (int i = 0; i < S->decoders.n; i++)
		if (!strcmp(S->decoders.v[i]->name, dc->name)) {
			bf_redefined(S, "decoder", dc->name, dc->loc, S->decoders.v[i]->loc);
			for (int k = 0; k < dc->entries.n; k++)
				free(dc->entries.v[k]->members.v);
			free(dc->entries.v);
			return;
		}
	LD_PUSH(S->decoders, dc);
}

/* ---- formats ------------------------------------------------------------------ */

bf_field *bf_format_field(bf_format *f, const char *name)
{
	for (int i = 0; i < f->fields.n; i++)
		if (!f->fields.v[i].is_format && !strcmp(f->fields.v[i].name, name))
			return &f->fields.v[i];
	return NULL;
}

bf_overlay *bf_format_overlay(bf_format *f, const char *name)
{
	for (int i = 0; i < f->overlays.n; i++)
		if (!strcmp(f->overlays.v[i].name, name))
			return &f->overlays.v[i];
	return NULL;
}
