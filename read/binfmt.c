/*
 * read/binfmt.c - MPACT-Sim .bin_fmt files into the model.
 *
 * The files are read as MPACT's generator reads them (read/mplex.c,
 * read/binfmt_parse.c): every file, its #include files after its own
 * declarations, names in three global namespaces (formats, groups,
 * decoders), first definition kept.  Then one decoder is selected
 * (--decoder, or the only one) and, as in MPACT, only what it reaches is
 * resolved and checked.  Each of its entries is a decode function and
 * becomes a root of the model named after it.
 *
 * An encoding matches a word when all its constraints hold; constraints
 * are `==`, `!=`, `<`, `<=`, `>`, `>=` against numbers or other fields,
 * which a model leaf (one mask/match cube) cannot say directly.  So each
 * encoding becomes the disjoint cubes of its constraint set, one leaf per
 * cube, all named after the encoding.  Two encodings of one name (the `!`
 * duplicates) return the same opcode, so the later one keeps only the
 * words the earlier ones do not take; a parent keeps the words none of
 * its specializations take, and each specialization the words no
 * alphabetically earlier one takes (MPACT's order).  What is left between
 * two leaves of different names is a real overlap, which isaproof
 * reports as a conflict instead of resolving it by MPACT's unstable sort.
 *
 * The leaves' fields are the format's fields and overlays; an overlay is
 * a derived field over hidden per-run bit fields ("0_name", a digit first
 * so no .bin_fmt name collides).  What the checker needs beyond the model
 * (encodings, formats, formats' bit maps for the same-name hazard) is in
 * m->mp.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "binfmt_ast.h"
#include "mpfiles.h"
#include "internal.h"

/* Every leaf is a case the analyses (check's overlaps, gen's tables, diff)
 * work through: `!=` constraints of a few fields each give thousands of
 * cubes, and a decoder of such encodings millions.  The model of a decoder
 * holds at most this many leaves. */
#define BF_MAX_LEAVES 16384
/* Each leaf's case holds its format's fields (an overlay adds one hidden
 * field per run of consecutive bits); the model indexes every name of
 * every leaf, so a format of a hundred scattered overlays used by a
 * thousand encodings is millions of entries. */
#define BF_MAX_FORMAT_FIELDS 512
#define BF_MAX_LEAF_FIELDS 200000L
#define BF_MAX_DEPTH 40
#define BF_MAX_MERGED 16384 /* member visits + encoding copies, a decoder's merged groups */

/* ---- files and #include -------------------------------------------------------- */

typedef struct bf_files {
	bf_state *S;
	mp_files f;
	LD_VEC(const char *) all; /* every file read (arena) */
} bf_files;

static bool read_text(bf_files *F, const char *path, const char *text, size_t len);

/* Whether reading the file again would define something (for the file
 * that includes it: see mp_read) */
static bool include_file(bf_files *F, const bf_ref *inc)
{
	bf_state *S = F->S;
	char *p;
	size_t len;
	int again;
	bool off = S->opts && S->opts->no_imports && !S->opts->files; /* text from memory */
	char *text = mp_include_open(&F->f, S->d, S->opts, off, BF_MAX_DEPTH, inc->name, inc->loc, &p, &len,
				     &again);
	if (!text)
		return mp_include_again(&F->f, S->d, again, inc->name, inc->loc);
	int me = F->f.read.n - 1;
	bool defines = read_text(F, isa_arena_strdup(S->a, p), text, len);
	mp_include_done(&F->f);
	free(text);
	free(p);
	F->f.read.v[me].defines = defines;
	return defines && !F->f.read.v[me].once;
}

static bool read_text(bf_files *F, const char *path, const char *text, size_t len)
{
	bf_state *S = F->S;
	LD_PUSH(F->all, path);
	LD_PUSH(F->f.dirs, mp_dir_of(path));
	char *copy = isa_arena_strndup(S->a, text, len); /* tokens point into it */
	for (size_t i = 0; i < len; i++)
		if (!copy[i])
			copy[i] = ' '; /* a NUL is a stray byte, reported below */
	for (size_t i = 0; i < len; i++)
		if (!text[i]) {
			int line = 1;
			for (size_t k = 0; k < i; k++)
				line += text[k] == '\n';
			mp_error(S, ((isa_loc){path, line, 0}), "mp-stray-char", "NUL byte in the file");
			break;
		}
	mp_lexer L = {.P = (mp_diagger *)S, .path = path, .text = copy, .len = len, .arena = S->a,
		      .allows = S->allows};
	mp_lex(&L);
	bool once = false;
	bf_includes incs = {0};
	int ndefs = S->ndefs;
	bf_parse_tokens(S, L.toks.v, L.toks.n, &once, &incs);
	free(L.toks.v);
	bool defines = S->ndefs > ndefs;
	if (F->f.read.n)
		F->f.read.v[F->f.read.n - 1].once = once;
	for (int i = 0; i < incs.n; i++)
		defines |= include_file(F, &incs.v[i]);
	free(incs.v);
	return defines;
}

/* ---- formats ------------------------------------------------------------------ */

static void resolve_format(bf_state *S, bf_format *f);

static bool derives_from(const bf_format *f, const bf_format *base)
{
	for (int k = 0; f && k < 1000; f = f->up, k++)
		if (f == base)
			return true;
	return false;
}

static void resolve_overlay(bf_state *S, bf_format *f, bf_overlay *o)
{
	LD_VEC(int) src = {0}; /* most significant first */
	for (int p = 0; p < o->nparts; p++) {
		bf_part *pt = &o->parts[p];
		if (pt->kind == BF_PART_LIT) {
			for (int b = pt->litw - 1; b >= 0; b--)
				LD_PUSH(src, b < 64 && (pt->lit >> b) & 1 ? BF_LIT1 : BF_LIT0);
			o->has_lit = true;
			continue;
		}
		int base = 0, width = f->width;
		if (pt->kind == BF_PART_FIELD) {
			bf_field *fd = bf_format_field(f, pt->name);
			if (!fd) {
				mp_error(S, pt->loc, "mp-overlay",
					 "overlay '%s': format '%s' has no field '%s' (not counted in the width)",
					 o->name, f->name, pt->name);
				continue;
			}
			base = fd->low;
			width = fd->width;
			if (!pt->nranges) {
				for (int b = width - 1; b >= 0; b--)
					LD_PUSH(src, base + b);
				continue;
			}
		}
		for (int r = 0; r < pt->nranges; r++) {
			bf_range *rg = &pt->ranges[r];
			if (rg->hi < rg->lo) {
				mp_error(S, rg->loc, "mp-overlay",
					 "overlay '%s': bit range [%d..%d] must be written high..low", o->name, rg->hi,
					 rg->lo);
				continue;
			}
			if (rg->hi >= width) {
				mp_error(S, rg->loc, "mp-overlay", "overlay '%s': bit %d is outside %s '%s' (%d bits)",
					 o->name, rg->hi, pt->kind == BF_PART_FIELD ? "field" : "format",
					 pt->kind == BF_PART_FIELD ? pt->name : f->name, width);
				continue;
			}
			for (int b = rg->hi; b >= rg->lo; b--)
				LD_PUSH(src, base + b);
		}
	}
	if (o->width != src.n)
		mp_error(S, o->loc, "mp-width", "overlay '%s' is declared %d bits wide but its parts give %d",
			 o->name, o->width, src.n);
	if (src.n > 64) {
		mp_error(S, o->loc, "mp-too-wide", "overlay '%s' is %d bits wide; at most 64 are allowed", o->name,
			 src.n);
		src.n = 64;
	}
	o->width = src.n;
	o->src = isa_arena_alloc(S->a, (size_t)(src.n + 1) * sizeof(int));
	for (int j = 0; j < src.n; j++)
		o->src[j] = src.v[src.n - 1 - j];
	free(src.v);
}

static void resolve_format(bf_state *S, bf_format *f)
{
	if (f->state == 2)
		return;
	if (f->state == 1) {
		mp_error(S, f->loc, "mp-format-cycle", "format '%s' inherits from itself", f->name);
		f->ok = false;
		return;
	}
	f->state = 1;
	f->ok = true;
	if (f->parent) {
		bf_format *up = bf_find_format(S, f->parent);
		if (!up) {
			mp_error(S, f->parent_loc, "mp-undefined", "format '%s': parent format '%s' is not defined",
				 f->name, f->parent);
			f->ok = false;
		} else {
			resolve_format(S, up);
			f->up = up;
			if (f->width < 0)
				f->width = up->width;
			else if (up->width >= 0 && f->width != up->width)
				mp_error(S, f->loc, "mp-width", "format '%s' is %d bits wide, its parent '%s' %d",
					 f->name, f->width, up->name, up->width);
		}
	} else if (f->width < 0) {
		mp_error(S, f->loc, "mp-width", "format '%s' has neither a width nor a parent format", f->name);
		f->ok = false;
	}
	/* fields from the most significant bit down */
	int total = 0;
	for (int i = 0; i < f->fields.n; i++) {
		bf_field *fd = &f->fields.v[i];
		for (int j = 0; j < i; j++)
			if (!strcmp(f->fields.v[j].name, fd->name) && f->fields.v[j].width >= 0) {
				mp_error(S, fd->loc, "mp-field-duplicate",
					 "format '%s': field '%s' is defined twice (the second is not counted)", f->name,
					 fd->name);
				fd->width = -1;
				break;
			}
		if (fd->width < 0)
			continue;
		if (fd->is_format) {
			bf_format *sub = bf_find_format(S, fd->format);
			if (!sub) {
				mp_error(S, fd->format_loc, "mp-undefined", "format '%s': format '%s' is not defined",
					 f->name, fd->format);
				fd->width = -1;
				f->ok = false;
				continue;
			}
			resolve_format(S, sub);
			fd->width = sub->width > 0 ? sub->width * fd->count : 0;
			if (f->packed && fd->count > 1)
				mp_error(S, fd->loc, "mp-layout",
					 "format '%s': packed_struct layout cannot replicate format '%s'", f->name,
					 fd->format);
		} else if (fd->width == 0 || fd->width > 4096) {
			mp_error(S, fd->loc, "mp-width", "field '%s' has width %d", fd->name, fd->width);
			fd->width = -1;
			continue;
		} else if (fd->width > 64) {
			mp_error(S, fd->loc, "mp-too-wide", "field '%s' is %d bits wide; at most 64 are allowed",
				 fd->name, fd->width);
			fd->width = -1;
			continue;
		}
		total += fd->width;
	}
	if (f->width >= 0 && total != f->width) {
		mp_error(S, f->loc, "mp-width", "format '%s': its fields are %d bits wide, the format %d", f->name,
			 total, f->width);
		f->ok = false;
	}
	int pos = total;
	for (int i = 0; i < f->fields.n; i++) {
		bf_field *fd = &f->fields.v[i];
		if (fd->width < 0)
			continue;
		pos -= fd->width;
		fd->low = pos;
	}
	for (int i = 0; i < f->overlays.n; i++) {
		bf_overlay *o = &f->overlays.v[i];
		bool dup = false;
		for (int j = 0; j < f->fields.n; j++)
			dup |= !strcmp(f->fields.v[j].name, o->name);
		for (int j = 0; j < i; j++)
			dup |= !strcmp(f->overlays.v[j].name, o->name);
		if (dup) {
			mp_error(S, o->loc, "mp-field-duplicate",
				 "format '%s': overlay '%s' reuses the name of a field or overlay", f->name, o->name);
			o->name = "";
		}
		resolve_overlay(S, f, o);
	}
	if (f->width > 64)
		f->ok = f->ok; /* wider formats serve extraction only; groups check */
	f->state = 2;
}

/* ---- groups ---------------------------------------------------------------------- */

typedef LD_VEC(bf_enc *) bf_encs;

typedef struct bf_func {
	bf_group *g; /* the entry: a group, or a merged group (its encs are copies) */
	LD_VEC(bf_enc *) encs;
	int width;
	bf_format *base;
} bf_func;

typedef struct bf_sel {
	bf_state *S;
	bf_decoder *dc;
	LD_VEC(bf_group *) visited; /* every group reached, for specializations */
	LD_VEC(bf_func) funcs;
	long merge_work; /* over all its merged groups (BF_MAX_MERGED) */
} bf_sel;

static void visit(bf_sel *X, bf_group *g)
{
	if (!g->visited) {
		g->visited = true;
		LD_PUSH(X->visited, g);
	}
}

/* Check a group with encodings (not merged): base format, widths,
 * encodings' formats and constraints. */
typedef struct bf_named {
	const char *name;
	int i;
} bf_named;

static int by_name_then_place(const void *a, const void *b)
{
	const bf_named *x = a, *y = b;
	int c = strcmp(x->name, y->name);
	return c ? c : (x->i > y->i) - (x->i < y->i);
}

/* For each encoding (not a specialization) of g: whether an earlier one
 * has its name.  A group of thousands of encodings (GENERATE) would cost
 * millions of comparisons pair by pair; sorted by name it is n log n.
 * (malloc'd, g->encs.n entries) */
static bool *named_before(const bf_group *g)
{
	int n = g->encs.n;
	bool *later = isa_xmalloc(((size_t)n + 1) * sizeof(bool));
	bf_named *v = isa_xmalloc(((size_t)n + 1) * sizeof(*v));
	int k = 0;
	for (int i = 0; i < n; i++) {
		later[i] = false;
		if (!g->encs.v[i]->parent)
			v[k++] = (bf_named){g->encs.v[i]->name, i};
	}
	qsort(v, (size_t)k, sizeof(*v), by_name_then_place);
	for (int i = 1; i < k; i++)
		if (!strcmp(v[i].name, v[i - 1].name))
			later[v[i].i] = true;
	free(v);
	return later;
}

static void resolve_group(bf_state *S, bf_group *g)
{
	if (g->state)
		return;
	g->state = 2;
	g->ok = true;
	if (bf_find_format(S, g->name))
		mp_error(S, g->loc, "mp-group-format-name", "instruction group '%s' has the name of a format", g->name);
	g->basefmt = bf_find_format(S, g->base);
	if (!g->basefmt) {
		mp_error(S, g->base_loc, "mp-undefined", "instruction group '%s': base format '%s' is not defined",
			 g->name, g->base);
		g->ok = false;
		return;
	}
	resolve_format(S, g->basefmt);
	if (g->width > 64) {
		mp_error(S, g->width_loc, "mp-too-wide", "instruction group '%s' is %d bits wide; at most 64 are allowed",
			 g->name, g->width);
		g->ok = false;
	} else if (g->width != g->basefmt->width) {
		mp_error(S, g->width_loc, "mp-width", "instruction group '%s' is %d bits wide, its format '%s' %d",
			 g->name, g->width, g->basefmt->name, g->basefmt->width);
		g->ok = false;
	}
	int n = 0;
	bool *later = named_before(g);
	for (int i = 0; i < g->encs.n; i++) {
		bf_enc *e = g->encs.v[i];
		if (e->parent)
			continue;
		n++;
		e->ok = true;
		bf_format *f = bf_find_format(S, e->format);
		if (!f) {
			mp_error(S, e->format_loc, "mp-undefined", "encoding '%s': format '%s' is not defined", e->name,
				 e->format);
			e->ok = false;
			continue;
		}
		resolve_format(S, f);
		e->fmt = f;
		if (f->width != g->width) {
			mp_error(S, e->format_loc, "mp-width",
				 "encoding '%s': format '%s' is %d bits wide, instruction group '%s' %d", e->name,
				 f->name, f->width, g->name, g->width);
			e->ok = false;
		} else if (!derives_from(f, g->basefmt)) {
			mp_error(S, e->format_loc, "mp-not-derived", "encoding '%s': format '%s' is not derived from '%s'",
				 e->name, f->name, g->basefmt->name);
			e->ok = false;
		}
		if (!f->ok)
			e->ok = false;
		if (!e->bang && later[i])
			mp_warn(S, e->loc, "mp-duplicate-name",
				"duplicate encoding name '%s' in group '%s' (write '!' before a "
				"deliberate second encoding)",
				e->name, g->name);
	}
	free(later);
	if (!n)
		mp_warn(S, g->loc, "mp-empty-group", "no encodings in instruction group '%s'", g->name);
}

/* Whether member i of merged group g repeats an earlier one: MPACT
 * reports and ignores it.  Reported once per group, however often the
 * group is reached through others; skipping it keeps groups that name a
 * member twice, nested, from doubling at every level. */
static bool named_twice(bf_state *S, bf_group *g, int i)
{
	for (int j = 0; j < i; j++)
		if (!strcmp(g->members.v[i].name, g->members.v[j].name)) {
			if (!g->twice_reported)
				mp_error(S, g->members.v[i].loc, "mp-group-twice",
					 "merged group '%s' names '%s' twice; ignored", g->name, g->members.v[i].name);
			g->twice_reported = true;
			return true;
		}
	return false;
}

/* Append the encodings of group `name` (merged recursively) to m.
 * *work counts the members visited and encodings copied: members that
 * are merged groups sharing members (A = {B, C}, B = {C, D}, ...) are
 * copied as often as MPACT would, which grows exponentially with the
 * nesting, so past BF_MAX_MERGED the merge stops and is reported. */
static void merge_into(bf_sel *X, bf_group *m, const bf_ref *ref, const char **base, int depth,
		       bf_encs *out, int *width, long *work)
{
	bf_state *S = X->S;
	bf_group *g = bf_find_group(S, ref->name);
	if (!g) {
		mp_error(S, ref->loc, "mp-undefined", "merged group '%s': instruction group '%s' is not defined",
			 m->name, ref->name);
		return;
	}
	if (depth > BF_MAX_DEPTH || g->state == 1) {
		mp_error(S, ref->loc, "mp-merge", "merged group '%s' contains itself", m->name);
		return;
	}
	if (++*work > BF_MAX_MERGED)
		return;
	visit(X, g);
	if (g->merged) {
		g->state = 1;
		for (int i = 0; i < g->members.n && *work <= BF_MAX_MERGED; i++)
			if (!named_twice(X->S, g, i))
				merge_into(X, m, &g->members.v[i], base, depth + 1, out, width, work);
		g->state = 0;
		return;
	}
	resolve_group(S, g);
	if (!g->ok)
		return;
	if (!*base) {
		*base = g->base;
		*width = g->width;
	} else if (strcmp(*base, g->base)) {
		mp_error(S, ref->loc, "mp-merge",
			 "merged group '%s': group '%s' has base format '%s', the first member '%s'; left out", m->name,
			 g->name, g->base, *base);
		return;
	}
	*work += g->encs.n;
	if (*work > BF_MAX_MERGED)
		return;
	for (int i = 0; i < g->encs.n; i++) {
		bf_enc *e = g->encs.v[i];
		if (e->parent)
			continue;
		bf_enc *c = isa_arena_alloc(S->a, sizeof(*c));
		*c = *e;
		c->group = m;
		memset(&c->specs, 0, sizeof(c->specs));
		LD_PUSH(*out, c);
	}
}

static void build_merged(bf_sel *X, bf_group *m)
{
	const char *base = NULL;
	int width = 0;
	bf_encs encs = {0};
	long work = X->merge_work;
	for (int i = 0; i < m->members.n && work <= BF_MAX_MERGED; i++)
		if (!named_twice(X->S, m, i))
			merge_into(X, m, &m->members.v[i], &base, 0, &encs, &width, &work);
	if (work > BF_MAX_MERGED) {
		mp_error(X->S, m->loc, "mp-budget",
			 "merged group '%s': more than %d member visits and encoding copies (the budget of the "
			 "merged groups of one decoder); left out",
			 m->name, BF_MAX_MERGED);
		free(encs.v);
		encs = (bf_encs){0};
		base = NULL;
	}
	X->merge_work = work;
	m->encs.v = encs.v;
	m->encs.n = m->encs.cap = encs.n;
	m->width = width;
	m->base = base;
	m->basefmt = base ? bf_find_format(X->S, base) : NULL;
	m->ok = base != NULL;
	m->state = 2;
}

/* ---- specializations ------------------------------------------------------------- */

static int cmp_group(const void *a, const void *b)
{
	return strcmp((*(bf_group *const *)a)->name, (*(bf_group *const *)b)->name);
}

static int cmp_enc_name(const void *a, const void *b)
{
	return strcmp((*(bf_enc *const *)a)->name, (*(bf_enc *const *)b)->name);
}

static bf_enc *group_enc(bf_group *g, const char *name)
{
	for (int i = 0; i < g->encs.n; i++)
		if (!g->encs.v[i]->parent && !strcmp(g->encs.v[i]->name, name))
			return g->encs.v[i];
	return NULL;
}

static bool is_func_group(const bf_sel *X, const bf_group *g)
{
	for (int i = 0; i < X->funcs.n; i++)
		if (X->funcs.v[i].g == g)
			return true;
	return false;
}

/* MPACT's rule: the first group (by name) of all visited that has the
 * parent and not yet the specialization's own name. */
static void attach_specs(bf_sel *X)
{
	bf_state *S = X->S;
	LD_VEC(bf_group *) sorted = {0};
	for (int i = 0; i < X->visited.n; i++)
		LD_PUSH(sorted, X->visited.v[i]);
	if (sorted.n)
		qsort(sorted.v, (size_t)sorted.n, sizeof(bf_group *), cmp_group);
	for (int i = 0; i < X->visited.n; i++) {
		bf_group *g = X->visited.v[i];
		if (g->merged && !g->in_decoder)
			continue; /* its entries are copies; specs live in the members */
		for (int k = 0; k < g->encs.n; k++) {
			bf_enc *s = g->encs.v[k];
			if (!s->parent || s->group != g)
				continue;
			bf_enc *parent = NULL;
			bool clashed = false;
			for (int j = 0; j < sorted.n && !parent; j++) {
				bf_group *h = sorted.v[j];
				bf_enc *p = group_enc(h, s->parent);
				if (!p)
					continue;
				bool clash = group_enc(h, s->name) != NULL;
				for (int q = 0; q < p->specs.n; q++)
					clash |= !strcmp(p->specs.v[q]->name, s->name);
				if (clash) {
					mp_error(S, s->loc, "mp-spec-name",
						 "specialization '%s': group '%s' already has an encoding of that name",
						 s->name, h->name);
					clashed = true;
					continue;
				}
				parent = p;
			}
			if (!parent && clashed)
				continue;
			if (!parent) {
				mp_warn(S, s->loc, "mp-spec-unattached",
					"specialization '%s' of '%s': no group of decoder '%s' has '%s'; MPACT drops "
					"it without a word",
					s->name, s->parent, X->dc ? X->dc->name : "?", s->parent);
				continue;
			}
			LD_PUSH(parent->specs, s);
			s->attached_to = parent;
			s->fmt = parent->fmt;
			if (!is_func_group(X, parent->group))
				mp_warn(S, s->loc, "mp-spec-no-effect",
					"specialization '%s' attaches to '%s' of group '%s' (the first group by name "
					"that has it), which is no decode function of decoder '%s': it never takes "
					"effect",
					s->name, s->parent, parent->group->name, X->dc ? X->dc->name : "?");
		}
	}
	free(sorted.v);
}

/* ---- the model ------------------------------------------------------------------ */

typedef LD_VEC(isa_field) bf_fields;
typedef LD_VEC(isa_piece) bf_pieces;

typedef struct bf_model {
	bf_state *S;
	isa *m;
	LD_VEC(isa_bitset *) bitsets;
	LD_VEC(isa_expr *) exprs;
	long nleaves; /* over all decode functions (BF_MAX_LEAVES) */
	long leaf_fields; /* their cases' fields (BF_MAX_LEAF_FIELDS) */
	bool over;    /* past it: reported, nothing more is built */
} bf_model;

static void add_text(bf_model *B, bf_pieces *pc, const char *s)
{
	isa_piece p = {.kind = PC_TEXT, .text = isa_arena_strdup(B->S->a, s), .len = (int)strlen(s)};
	LD_PUSH(*pc, p);
}

/* How many fields each leaf of format f holds: its fields, and each
 * overlay as a derived field over one hidden field per run of
 * consecutive bits (as format_case makes them). */
static int case_fields(const bf_format *f)
{
	int n = 0;
	for (int i = 0; i < f->fields.n; i++) {
		const bf_field *fd = &f->fields.v[i];
		n += !fd->is_format && fd->width > 0 && fd->width <= 64;
	}
	for (int i = 0; i < f->overlays.n; i++) {
		const bf_overlay *o = &f->overlays.v[i];
		if (!o->src || !*o->name || !o->width)
			continue;
		n++;
		for (int j = o->width - 1; j >= 0; j--)
			n += o->src[j] >= 0 && (j == o->width - 1 || o->src[j + 1] < 0 || o->src[j + 1] != o->src[j] + 1);
	}
	return n;
}

/* One case for every leaf of format f: fields, overlays, display. */
static isa_case *format_case(bf_model *B, bf_format *f, const char *name, isa_loc loc)
{
	isa_arena *a = B->S->a;
	bf_fields fv = {0};
	bf_pieces pc = {0};
	add_text(B, &pc, name);
	for (int i = 0; i < f->fields.n; i++) {
		bf_field *fd = &f->fields.v[i];
		if (fd->is_format || fd->width <= 0 || fd->width > 64)
			continue;
		isa_field x = {.name = fd->name, .loc = fd->loc, .low = fd->low, .high = fd->low + fd->width - 1,
			       .kind = fd->is_signed ? TY_INT : TY_UINT, .type_name = fd->is_signed ? "int" : "uint"};
		LD_PUSH(fv, x);
		char buf[160];
		snprintf(buf, sizeof(buf), " %.120s=", fd->name);
		add_text(B, &pc, buf);
		isa_piece p = {.kind = PC_FIELD, .text = fd->name, .len = (int)strlen(fd->name)};
		LD_PUSH(pc, p);
	}
	for (int i = 0; i < f->overlays.n; i++) {
		bf_overlay *o = &f->overlays.v[i];
		if (!o->src || !*o->name || !o->width)
			continue;
		isa_buf e;
		isa_buf_init(&e);
		uint64_t lits = 0;
		int run = 0;
		for (int j = o->width - 1; j >= 0;) {
			if (o->src[j] < 0) {
				if (o->src[j] == BF_LIT1)
					lits |= (uint64_t)1 << j;
				j--;
				continue;
			}
			int k = j; /* the run j..k of consecutive descending word bits */
			while (k > 0 && o->src[k - 1] >= 0 && o->src[k - 1] == o->src[k] - 1)
				k--;
			char hidden[160];
			snprintf(hidden, sizeof(hidden), "%d_%.120s", run++, o->name);
			const char *hn = isa_arena_strdup(a, hidden);
			isa_field x = {.name = hn, .loc = o->loc, .low = o->src[j] - (j - k), .high = o->src[j],
				       .kind = TY_UINT, .type_name = "uint"};
			LD_PUSH(fv, x);
			isa_buf_printf(&e, "%s((uint64_t){%s} << %d)", e.len ? " | " : "", hn, k);
			j = k - 1;
		}
		if (lits || !e.len)
			isa_buf_printf(&e, "%s0x%llxull", e.len ? " | " : "", (unsigned long long)lits);
		isa_expr *x = isa_arena_alloc(a, sizeof(*x));
		x->text = isa_arena_strdup(a, e.s);
		x->loc = o->loc;
		char err[256];
		x->ast = isa_expr_parse(a, x->text, err, sizeof(err));
		isa_buf_free(&e);
		if (!x->ast) { /* cannot happen: we wrote the text */
			mp_error(B->S, o->loc, "mp-internal", "internal expression \"%s\": %s", x->text, err);
			continue;
		}
		x->nfields = isa_expr_fields(a, x->ast, &x->fields);
		LD_PUSH(B->exprs, x);
		isa_field df = {.name = o->name, .loc = o->loc, .low = 0, .high = o->width - 1,
				.kind = o->is_signed ? TY_INT : TY_UINT, .type_name = o->is_signed ? "int" : "uint",
				.derived = true, .expr = x, .expr_loc = o->loc};
		LD_PUSH(fv, df);
		char buf[160];
		snprintf(buf, sizeof(buf), " %.120s=", o->name);
		add_text(B, &pc, buf);
		isa_piece p = {.kind = PC_FIELD, .text = o->name, .len = (int)strlen(o->name)};
		LD_PUSH(pc, p);
	}
	isa_case *c = isa_arena_alloc(a, sizeof(*c));
	c->loc = loc;
	c->fields = isa_arena_alloc(a, (size_t)(fv.n + 1) * sizeof(isa_field));
	if (fv.n)
		memcpy(c->fields, fv.v, (size_t)fv.n * sizeof(isa_field));
	c->nfields = fv.n;
	isa_display *d = isa_arena_alloc(a, sizeof(*d));
	d->pieces = isa_arena_alloc(a, (size_t)(pc.n + 1) * sizeof(isa_piece));
	memcpy(d->pieces, pc.v, (size_t)pc.n * sizeof(isa_piece));
	d->npieces = pc.n;
	d->loc = loc;
	isa_buf t;
	isa_buf_init(&t);
	for (int i = 0; i < pc.n; i++)
		isa_buf_printf(&t, pc.v[i].kind == PC_TEXT ? "%.*s" : "{%.*s}", pc.v[i].len, pc.v[i].text);
	d->text = isa_arena_strdup(a, t.s ? t.s : "");
	isa_buf_free(&t);
	c->display = d;
	free(fv.v);
	free(pc.v);
	return c;
}

static isa_bitset *new_leaf(bf_model *B, isa_bitset *root, const char *name, isa_loc loc, cube c, int width,
			    isa_case *cs)
{
	isa_arena *a = B->S->a;
	isa_bitset *b = isa_arena_alloc(a, sizeof(*b));
	b->name = b->displayname = name;
	b->loc = loc;
	b->extends = root->name;
	b->parent = b->root = root;
	b->depth = 1;
	b->gen_max = b->eff_gen_max = UINT32_MAX;
	b->gen_loc = loc;
	b->match = b->lmatch = isa_bits_from_u64(c.v);
	b->mask = b->lmask = isa_bits_from_u64(c.m);
	b->field_mask = isa_bits_from_u64(bf_low_mask(width) & ~c.m);
	b->is_leaf = true;
	char *pat = isa_arena_alloc(a, (size_t)width + 1);
	for (int i = 0; i < width; i++) {
		int bit = width - 1 - i;
		pat[i] = (c.m >> bit) & 1 ? ((c.v >> bit) & 1 ? '1' : '0') : 'x';
	}
	b->patterns = isa_arena_alloc(a, sizeof(isa_pattern));
	b->patterns[0] = (isa_pattern){0, width - 1, pat, false, loc};
	b->npatterns = 1;
	b->cases = cs;
	b->ncases = 1;
	return b;
}

typedef LD_VEC(cube) cube_vec;

/* The names an encoding's constraints read. */
static void enc_uses(bf_state *S, const bf_enc *e, isa_mp_enc *x)
{
	x->uses = isa_arena_alloc(S->a, (size_t)(2 * e->ncons + 1) * sizeof(char *));
	for (int i = 0; i < e->ncons; i++) {
		x->uses[x->nuses++] = e->cons[i].lhs;
		if (e->cons[i].rhs)
			x->uses[x->nuses++] = e->cons[i].rhs;
	}
}

/* One decode function: root, leaves, and its isa_mp_func. */
static void build_func(bf_model *B, bf_func *fn, isa_root *r, isa_mp_func *mf)
{
	bf_state *S = B->S;
	isa_arena *a = S->a;
	isa_bitset *root = isa_arena_alloc(a, sizeof(*root));
	root->name = root->displayname = fn->g->name;
	root->loc = fn->g->loc;
	root->size = fn->width;
	root->root = root;
	root->gen_max = root->eff_gen_max = UINT32_MAX;
	root->cases = isa_arena_alloc(a, sizeof(isa_case));
	root->ncases = 1;
	root->index = B->bitsets.n;
	LD_PUSH(B->bitsets, root);
	r->root = root;
	LD_VEC(isa_bitset *) leaves = {0};
	/* encodings and their specializations, as isa_mp_enc */
	LD_VEC(isa_mp_enc) me = {0};
	LD_VEC(cubes) taken = {0}; /* per distinct name so far: its words */
	LD_VEC(const char *) names = {0};
	for (int i = 0; i < fn->encs.n; i++) {
		bf_enc *e = fn->encs.v[i];
		if (!e->ok || !e->fmt)
			continue;
		if (B->over)
			break;
		bool ok = true, fits = true;
		cubes cs = {0};
		bf_enc_cubes(S, e->fmt, e, &cs, &ok);
		if (!cs.n && ok)
			mp_warn(S, e->loc, "mp-never-matches",
				"encoding '%s': its constraints contradict each other; no word can match it "
				"(MPACT accepts it)",
				e->name);
		/* specializations, alphabetically */
		LD_VEC(bf_enc *) specs = {0};
		for (int k = 0; k < e->specs.n; k++)
			LD_PUSH(specs, e->specs.v[k]);
		if (specs.n)
			qsort(specs.v, (size_t)specs.n, sizeof(bf_enc *), cmp_enc_name);
		cubes spec_union = {0};
		LD_VEC(cubes) spec_cubes = {0};
		for (int k = 0; k < specs.n; k++) {
			bf_enc *s = specs.v[k];
			bool sok = true;
			cubes sc = {0};
			bf_enc_cubes(S, e->fmt, s, &sc, &sok);
			bf_cubes_and(&sc, &cs);
			cubes own = {0};
			for (int q = 0; q < sc.n; q++)
				LD_PUSH(own, sc.v[q]);
			fits &= bf_cubes_minus(&own, &spec_union);
			for (int q = 0; q < sc.n; q++)
				LD_PUSH(spec_union, sc.v[q]);
			free(sc.v);
			LD_PUSH(spec_cubes, own);
		}
		/* the same name earlier in this function: those words are its */
		int ni = -1;
		for (int k = 0; k < names.n; k++)
			if (!strcmp(names.v[k], e->name))
				ni = k;
		cubes own = {0};
		for (int q = 0; q < cs.n; q++)
			LD_PUSH(own, cs.v[q]);
		fits &= bf_cubes_minus(&own, &spec_union);
		if (ni >= 0)
			fits &= bf_cubes_minus(&own, &taken.v[ni]);
		for (int k = 0; k < specs.n; k++)
			if (ni >= 0)
				fits &= bf_cubes_minus(&spec_cubes.v[k], &taken.v[ni]);
		long nnew = own.n;
		for (int k = 0; k < specs.n; k++)
			nnew += spec_cubes.v[k].n;
		int nf = case_fields(e->fmt);
		B->leaf_fields += nnew * nf;
		if (B->over) {
			/* reported */
		} else if (nf > BF_MAX_FORMAT_FIELDS) {
			mp_error(S, e->fmt->loc, "mp-budget",
				 "format '%s': its fields and overlays make %d model fields (an overlay is one per run "
				 "of consecutive bits, and itself): more than the budget of %d; the decoder is not built",
				 e->fmt->name, nf, BF_MAX_FORMAT_FIELDS);
			B->over = true;
		} else if (!fits || B->nleaves + nnew > BF_MAX_LEAVES) {
			mp_error(S, e->loc, "mp-budget",
				 "encoding '%s': its words, less those of its specializations and of earlier encodings of "
				 "its name, need %s%ld more cubes (leaves) when %ld are taken: more than the budget of "
				 "%d leaves of a decoder; the decoder is not built",
				 e->name, fits ? "" : "over ", fits ? nnew : (long)BF_MAX_CUBES, B->nleaves, BF_MAX_LEAVES);
			B->over = true;
		} else if (B->leaf_fields > BF_MAX_LEAF_FIELDS) {
			mp_error(S, e->loc, "mp-budget",
				 "encoding '%s': the decoder's leaves hold more than %ld fields in all (leaves times "
				 "the fields of their formats, overlay runs included): the budget of a decoder; the "
				 "decoder is not built",
				 e->name, BF_MAX_LEAF_FIELDS);
			B->over = true;
		}
		B->nleaves += nnew;
		if (B->over) { /* reported: the load fails, so no leaf is made */
			for (int k = 0; k < specs.n; k++)
				free(spec_cubes.v[k].v);
			free(own.v);
			free(cs.v);
			free(spec_union.v);
			free(spec_cubes.v);
			free(specs.v);
			break;
		}
		if (ni < 0) {
			LD_PUSH(names, e->name);
			LD_PUSH(taken, ((cubes){0}));
			ni = names.n - 1;
		}
		isa_case *c = format_case(B, e->fmt, e->name, e->loc);
		isa_mp_enc x = {.name = e->name, .format = e->fmt->name, .group = e->group->name, .loc = e->loc,
				.first = leaves.n, .never = !cs.n && ok, .nspecs = specs.n};
		for (int q = 0; q < own.n; q++)
			LD_PUSH(leaves, new_leaf(B, root, e->name, e->loc, own.v[q], fn->width, c));
		x.nleaves = leaves.n - x.first;
		enc_uses(S, e, &x);
		LD_PUSH(me, x);
		for (int k = 0; k < specs.n; k++) {
			bf_enc *s = specs.v[k];
			isa_case *sc = format_case(B, e->fmt, s->name, s->loc);
			isa_mp_enc y = {.name = s->name, .format = e->fmt->name, .parent = e->name,
					.group = s->group->name, .loc = s->loc, .first = leaves.n};
			for (int q = 0; q < spec_cubes.v[k].n; q++)
				LD_PUSH(leaves, new_leaf(B, root, s->name, s->loc, spec_cubes.v[k].v[q], fn->width, sc));
			y.nleaves = leaves.n - y.first;
			enc_uses(S, s, &y);
			LD_PUSH(me, y);
			free(spec_cubes.v[k].v);
		}
		for (int q = 0; q < cs.n; q++)
			LD_PUSH(taken.v[ni], cs.v[q]);
		free(own.v);
		free(cs.v);
		free(spec_union.v);
		free(spec_cubes.v);
		free(specs.v);
	}
	r->leaves = isa_arena_alloc(a, (size_t)(leaves.n + 1) * sizeof(isa_bitset *));
	for (int i = 0; i < leaves.n; i++) {
		r->leaves[i] = leaves.v[i];
		leaves.v[i]->index = B->bitsets.n;
		LD_PUSH(B->bitsets, leaves.v[i]);
	}
	r->nleaves = leaves.n;
	mf->name = fn->g->name;
	mf->width = fn->width;
	mf->loc = fn->g->loc;
	mf->encs = isa_arena_alloc(a, (size_t)(me.n + 1) * sizeof(isa_mp_enc));
	if (me.n)
		memcpy(mf->encs, me.v, (size_t)me.n * sizeof(isa_mp_enc));
	mf->nencs = me.n;
	/* the formats it uses, for the same-name hazard */
	LD_VEC(isa_mp_format) fm = {0};
	for (int i = 0; i < fn->encs.n; i++) {
		bf_enc *e = fn->encs.v[i];
		if (!e->ok || !e->fmt)
			continue;
		bool seen = false;
		for (int k = 0; k < fm.n; k++)
			seen |= !strcmp(fm.v[k].name, e->fmt->name);
		if (seen)
			continue;
		isa_mp_format x = {.name = e->fmt->name, .loc = e->fmt->loc};
		LD_VEC(isa_mp_operand) ops = {0};
		for (int k = 0; k < e->fmt->fields.n + e->fmt->overlays.n; k++) {
			operand op;
			const char *nm = k < e->fmt->fields.n ? e->fmt->fields.v[k].name
							      : e->fmt->overlays.v[k - e->fmt->fields.n].name;
			if (!*nm || !bf_find_operand(e->fmt, nm, &op))
				continue;
			isa_mp_operand o = {.name = nm, .width = op.width, .overlay = k >= e->fmt->fields.n,
					     .is_signed = op.is_signed};
			o.src = isa_arena_alloc(a, (size_t)op.width * sizeof(int));
			memcpy(o.src, op.src, (size_t)op.width * sizeof(int));
			LD_PUSH(ops, o);
		}
		x.ops = isa_arena_alloc(a, (size_t)(ops.n + 1) * sizeof(isa_mp_operand));
		if (ops.n)
			memcpy(x.ops, ops.v, (size_t)ops.n * sizeof(isa_mp_operand));
		x.nops = ops.n;
		free(ops.v);
		LD_PUSH(fm, x);
	}
	mf->formats = isa_arena_alloc(a, (size_t)(fm.n + 1) * sizeof(isa_mp_format));
	if (fm.n)
		memcpy(mf->formats, fm.v, (size_t)fm.n * sizeof(isa_mp_format));
	mf->nformats = fm.n;
	free(fm.v);
	for (int i = 0; i < taken.n; i++)
		free(taken.v[i].v);
	free(taken.v);
	free(names.v);
	free(me.v);
	free(leaves.v);
}

/* ---- decoder selection ------------------------------------------------------------ */

static bf_decoder *select_decoder(bf_state *S, const char *path)
{
	const char *want = S->opts ? S->opts->mp_decoder : NULL;
	if (want) {
		for (int i = 0; i < S->decoders.n; i++)
			if (!strcmp(S->decoders.v[i]->name, want))
				return S->decoders.v[i];
	} else if (S->decoders.n == 1) {
		return S->decoders.v[0];
	} else if (!S->decoders.n) {
		return NULL;
	}
	isa_buf b;
	isa_buf_init(&b);
	for (int i = 0; i < S->decoders.n; i++)
		isa_buf_printf(&b, "%s%s", i ? ", " : "", S->decoders.v[i]->name);
	if (want)
		mp_error(S, ((isa_loc){path, 0, 0}), "mp-decoder-select", "no decoder '%s' (the files define: %s)", want,
			 b.len ? b.s : "none");
	else
		mp_error(S, ((isa_loc){path, 0, 0}), "mp-decoder-select",
			 "%d decoders are defined (%s): choose one with --decoder NAME", S->decoders.n, b.s);
	isa_buf_free(&b);
	return NULL;
}

static void select_funcs(bf_sel *X)
{
	bf_state *S = X->S;
	bf_decoder *dc = X->dc;
	if (!dc->entries.n)
		mp_error(S, dc->loc, "mp-no-groups", "decoder '%s' names no instruction group", dc->name);
	if (!dc->namespace_)
		mp_error(S, dc->loc, "mp-decoder-attr", "decoder '%s' has no namespace", dc->name);
	if (!dc->opcode_enum)
		mp_error(S, dc->loc, "mp-decoder-attr", "decoder '%s' has no opcode_enum", dc->name);
	LD_VEC(const char *) used = {0};
	for (int i = 0; i < dc->entries.n; i++) {
		bf_group *e = dc->entries.v[i];
		bf_group *g = e;
		bool twice = false;
		for (int j = 0; j < used.n; j++)
			twice |= !strcmp(used.v[j], e->name);
		if (e->merged) {
			for (int k = 0; k < e->members.n; k++)
				for (int j = 0; j < used.n; j++)
					if (!strcmp(used.v[j], e->members.v[k].name)) {
						mp_error(S, e->members.v[k].loc, "mp-group-twice",
							 "decoder '%s': group '%s' is added twice", dc->name,
							 e->members.v[k].name);
						break;
					}
		}
		if (twice) {
			mp_error(S, e->loc, "mp-group-twice", "decoder '%s': group '%s' is listed twice", dc->name, e->name);
			continue;
		}
		LD_PUSH(used, e->name);
		if (e->merged) {
			if (bf_find_group(S, e->name))
				bf_redefined(S, "instruction group", e->name, e->loc, bf_find_group(S, e->name)->loc);
			for (int k = 0; k < e->members.n; k++)
				LD_PUSH(used, e->members.v[k].name);
			visit(X, e);
			build_merged(X, e);
		} else {
			g = bf_find_group(S, e->name);
			if (!g) {
				mp_error(S, e->loc, "mp-undefined", "decoder '%s': instruction group '%s' is not defined",
					 dc->name, e->name);
				continue;
			}
			visit(X, g);
			if (g->merged)
				build_merged(X, g);
			else
				resolve_group(S, g);
		}
		if (!g->ok)
			continue;
		bf_func fn = {.g = g, .width = g->width, .base = g->basefmt};
		for (int k = 0; k < g->encs.n; k++)
			if (!g->encs.v[k]->parent)
				LD_PUSH(fn.encs, g->encs.v[k]);
		LD_PUSH(X->funcs, fn);
	}
	free(used.v);
}

/* ---- entry point ---------------------------------------------------------------- */

isa *rd_bf_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	isa_arena *a = isa_arena_new();
	isa *m = isa_arena_alloc(a, sizeof(*m));
	m->arena = a;
	m->path = isa_arena_strdup(a, path);
	bf_state S = {.d = d, .a = a, .opts = opts, .allows = &m->allows};
	int first_diag = d->n;
	bf_files F = {.S = &S};
	char *topdir = mp_dir_of(path);
	F.f.topdir = topdir;
	size_t len = 0;
	char *owned = NULL;
	const char *text = opts ? opts->buffer : NULL;
	if (text) {
		len = opts->buffer_len;
	} else {
		char why[256];
		owned = isa_read_file(path, &len, why, sizeof(why));
		if (!owned)
			mp_error(&S, ((isa_loc){m->path, 0, 0}), "mp-include", "cannot read '%s' (%s)", path,
				 why);
		text = owned;
	}
	if (text) {
		char *real = owned ? realpath(path, NULL) : NULL;
		mp_files_read(&F.f, real ? real : m->path);
		free(real);
		read_text(&F, m->path, text, len);
	}
	free(owned);

	/* after a syntax error the definitions are incomplete: resolving
	 * them would only report the consequences */
	bool syntax = false;
	for (int i = first_diag; i < d->n; i++)
		syntax |= !strcmp(d->v[i].rule, "mp-syntax");
	bf_sel X = {.S = &S};
	X.dc = syntax ? NULL : select_decoder(&S, m->path);
	if (X.dc)
		select_funcs(&X);
	else if (!S.decoders.n && !syntax)
		mp_warn(&S, ((isa_loc){m->path, 0, 0}), "mp-no-decoder",
			"no decoder is defined: MPACT generates nothing from these files, and only their "
			"syntax was checked");
	attach_specs(&X);

	bf_model B = {.S = &S, .m = m};
	isa_mp *mp = isa_arena_alloc(a, sizeof(*mp));
	mp->decoder = X.dc ? X.dc->name : NULL;
	mp->namespace_ = X.dc ? X.dc->namespace_ : NULL;
	mp->opcode_enum = X.dc ? X.dc->opcode_enum : NULL;
	mp->decoders = isa_arena_alloc(a, (size_t)(S.decoders.n + 1) * sizeof(char *));
	for (int i = 0; i < S.decoders.n; i++)
		mp->decoders[i] = S.decoders.v[i]->name;
	mp->ndecoders = S.decoders.n;
	m->roots = isa_arena_alloc(a, (size_t)(X.funcs.n + 1) * sizeof(isa_root));
	mp->funcs = isa_arena_alloc(a, (size_t)(X.funcs.n + 1) * sizeof(isa_mp_func));
	/* --group NAME: the model holds that decode function only (its width
	 * is the model's word width, so a 16-bit function takes 16-bit words) */
	const char *want = opts ? opts->mp_group : NULL;
	bool found = !want;
	if (want) {
		int k = 0;
		for (int i = 0; i < X.funcs.n; i++) {
			if (!strcmp(want, X.funcs.v[i].g->name)) {
				bf_func t = X.funcs.v[k];
				X.funcs.v[k++] = X.funcs.v[i];
				X.funcs.v[i] = t;
				break;
			}
		}
		if (k) {
			for (int i = 1; i < X.funcs.n; i++)
				free(X.funcs.v[i].encs.v);
			X.funcs.n = 1;
		}
	}
	for (int i = 0; i < X.funcs.n; i++) {
		build_func(&B, &X.funcs.v[i], &m->roots[i], &mp->funcs[i]);
		mp->funcs[i].root = i;
		if (X.funcs.v[i].width > m->bitsize)
			m->bitsize = X.funcs.v[i].width;
		if (want && !strcmp(want, X.funcs.v[i].g->name)) {
			m->instruction = &m->roots[i];
			found = true;
		}
	}
	m->nroots = X.funcs.n;
	mp->nfuncs = X.funcs.n;
	if (!found) {
		isa_buf b;
		isa_buf_init(&b);
		for (int i = 0; i < X.funcs.n; i++)
			isa_buf_printf(&b, "%s%s", i ? ", " : "", X.funcs.v[i].g->name);
		mp_error(&S, ((isa_loc){m->path, 0, 0}), "mp-decoder-select",
			 "decoder '%s' has no decode function '%s' (it has: %s)", mp->decoder ? mp->decoder : "?", want,
			 b.len ? b.s : "none");
		isa_buf_free(&b);
	}
	if (!m->instruction && m->nroots)
		m->instruction = &m->roots[0];
	if (!m->bitsize)
		m->bitsize = 32;
	m->bitsets = isa_arena_alloc(a, (size_t)(B.bitsets.n + 1) * sizeof(isa_bitset *));
	if (B.bitsets.n)
		memcpy(m->bitsets, B.bitsets.v, (size_t)B.bitsets.n * sizeof(isa_bitset *));
	m->nbitsets = B.bitsets.n;
	m->exprs = isa_arena_alloc(a, (size_t)(B.exprs.n + 1) * sizeof(isa_expr *));
	for (int i = 0; i < B.exprs.n; i++) {
		m->exprs[i] = B.exprs.v[i];
		m->exprs[i]->id = i;
	}
	m->nexprs = B.exprs.n;
	m->files = isa_arena_alloc(a, (size_t)(F.all.n + 1) * sizeof(char *));
	for (int i = 0; i < F.all.n; i++)
		m->files[i] = F.all.v[i];
	m->nfiles = F.all.n;
	if (!m->nfiles)
		m->files[m->nfiles++] = m->path;
	m->mp = mp;
	if (!syntax)
		rd_mi_link(m, mp, opts, d); /* --isa FILE */
	isa_build_finish(m);

	for (int i = 0; i < X.funcs.n; i++)
		free(X.funcs.v[i].encs.v);
	free(X.funcs.v);
	free(X.visited.v);
	for (int i = 0; i < S.groups.n; i++)
		for (int k = 0; k < S.groups.v[i]->encs.n; k++)
			free(S.groups.v[i]->encs.v[k]->specs.v);
	for (int i = 0; i < S.groups.n; i++)
		free(S.groups.v[i]->encs.v);
	for (int i = 0; i < S.groups.n; i++)
		free(S.groups.v[i]->members.v);
	for (int i = 0; i < S.formats.n; i++) {
		free(S.formats.v[i]->fields.v);
		free(S.formats.v[i]->overlays.v);
	}
	for (int i = 0; i < S.decoders.n; i++) {
		bf_decoder *dc = S.decoders.v[i];
		for (int k = 0; k < dc->entries.n; k++) {
			bf_group *g = dc->entries.v[k];
			if (g->merged) {
				for (int q = 0; q < g->encs.n; q++)
					free(g->encs.v[q]->specs.v);
				free(g->encs.v);
				free(g->members.v);
			}
		}
		free(dc->entries.v);
	}
	free(S.formats.v);
	free(S.groups.v);
	free(S.decoders.v);
	free(B.bitsets.v);
	free(B.exprs.v);
	mp_files_free(&F.f);
	free(F.all.v);
	free(topdir);
	return m;
}
