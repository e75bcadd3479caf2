/*
 * model/check.c - phase 2 of loading: resolve names, compute the match
 * masks, and enforce the structural rules Mesa's generator asserts (plus
 * a few it does not), each as a diagnostic with a stable rule id.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"
#include "build.h"

/* ---- a small string -> pointer hash map ----------------------------- */

typedef struct smap {
	const char **keys;
	void **vals;
	size_t cap;
} smap;

static void smap_init(smap *m, size_t n)
{
	m->cap = 16;
	while (m->cap < n * 2)
		m->cap *= 2;
	m->keys = calloc(m->cap, sizeof(*m->keys));
	m->vals = calloc(m->cap, sizeof(*m->vals));
	if (!m->keys || !m->vals)
		abort();
}

static void smap_free(smap *m)
{
	free(m->keys);
	free(m->vals);
}

static void **smap_slot(smap *m, const char *key)
{
	size_t i = isa__hash(key) & (m->cap - 1);
	while (m->keys[i] && strcmp(m->keys[i], key))
		i = (i + 1) & (m->cap - 1);
	m->keys[i] = key;
	return &m->vals[i];
}

static void *smap_get(const smap *m, const char *key)
{
	size_t i = isa__hash(key) & (m->cap - 1);
	while (m->keys[i]) {
		if (!strcmp(m->keys[i], key))
			return m->vals[i];
		i = (i + 1) & (m->cap - 1);
	}
	return NULL;
}

/* ---- templates ------------------------------------------------------- */

static const isa_template *find_template(ld *L, const char *name, size_t len)
{
	for (int i = 0; i < L->templates.n; i++)
		if (strlen(L->templates.v[i].name) == len && !strncmp(L->templates.v[i].name, name, len))
			return &L->templates.v[i];
	return NULL;
}

/* A display longer than this after template substitution is refused.
 * Mesa's one pass replaces every {T} once per {T} the display had, so a
 * template that contains its own name multiplies with each: 15 {T} and a
 * T holding 5 {T} would make 5^15 copies (fuzzing found it).  Real
 * displays are well under a hundred bytes. */
#define DISPLAY_MAX 65536

/* s with every "{name}" replaced by text (Python's str.replace), or NULL
 * when the result would be longer than DISPLAY_MAX */
static char *replace_all(isa_arena *a, const char *s, const char *name, size_t nlen,
			 const char *text)
{
	isa_buf b;
	isa_buf_init(&b);
	size_t tl = strlen(text);
	while (*s && b.len <= DISPLAY_MAX) {
		if (s[0] == '{' && !strncmp(s + 1, name, nlen) && s[1 + nlen] == '}') {
			isa_buf_putn(&b, text, tl);
			s += nlen + 2;
		} else {
			isa_buf_putn(&b, s++, 1);
		}
	}
	char *r = b.len <= DISPLAY_MAX ? isa_arena_strdup(a, b.s ? b.s : "") : NULL;
	isa_buf_free(&b);
	return r;
}

/* One pass of Mesa's resolve_templates: the matches of \{([^\}]+)\} in
 * the original string, each replaced everywhere if it names a template.
 * NULL when the result grows past DISPLAY_MAX. */
static const char *resolve_display(ld *L, const char *s)
{
	const char *orig = s;
	for (const char *p = orig; *p; p++) {
		if (*p != '{')
			continue;
		const char *e = strchr(p + 1, '}');
		if (!e)
			break;
		if (e == p + 1)
			continue;
		const isa_template *t = find_template(L, p + 1, (size_t)(e - p - 1));
		if (t && !(s = replace_all(L->m->arena, s, t->name, strlen(t->name), t->text)))
			return NULL;
		p = e;
	}
	return s;
}

/* Mesa runs a resolution pass at the end of every file over its table of
 * bitsets, which keeps only the latest bitset of each name: so does this. */
void ld_resolve_templates(ld *L)
{
	if (!L->templates.n)
		return;
	smap latest;
	smap_init(&latest, (size_t)L->bitsets.n + 1);
	for (int i = 0; i < L->bitsets.n; i++)
		*smap_slot(&latest, L->bitsets.v[i]->name) = L->bitsets.v[i];
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		if (smap_get(&latest, b->name) != b)
			continue;
		for (int c = 0; c < b->ncases; c++) {
			isa_display *d = b->cases[c].display;
			if (!d || !d->text[0])
				continue;
			const char *r = resolve_display(L, d->text);
			/* on overflow the display is dropped (one error, rather than
			 * a warning per unsubstituted {T}); the error stops decoding */
			d->text = r ? r : "";
			if (!r)
				isa_diag_add(L->d, ISA_ERROR, d->loc, "display-too-long",
					     "substituting templates makes the display of '%s' longer "
					     "than %d bytes (does a template contain its own name?)",
					     b->name, DISPLAY_MAX);
		}
	}
	smap_free(&latest);
}

/* ---- hierarchy -------------------------------------------------------- */

static void resolve_extends(ld *L, smap *byname)
{
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		if (!b->extends)
			continue;
		b->parent = smap_get(byname, b->extends);
		if (!b->parent)
			isa_diag_add(L->d, ISA_ERROR, b->loc, "extends-unknown",
				     "bitset '%s' extends unknown bitset '%s'", b->name, b->extends);
	}
	/* A chain longer than the number of bitsets loops.  Only members of
	 * the loop are at fault: the first one in document order reports it
	 * and is cut loose, which also frees those that merely lead into it. */
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i], *p = b->parent;
		int steps = 0;
		while (p && p != b && steps <= L->bitsets.n) {
			p = p->parent;
			steps++;
		}
		if (p == b) {
			isa_diag_add(L->d, ISA_ERROR, b->loc, "extends-cycle",
				     "bitset '%s' extends itself through its ancestors", b->name);
			b->parent = NULL;
		}
	}
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i], *p = b;
		int depth = 0;
		while (p->parent) {
			p = p->parent;
			depth++;
		}
		b->depth = depth;
		b->root = (p->size > 0) ? p : NULL;
	}
}

static void compute_gens(ld *L)
{
	/* parents before children: walk up each chain */
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		if (b->gen_min > b->gen_max)
			isa_diag_add(L->d, ISA_ERROR, b->gen_loc, "gen-range",
				     "bitset '%s': gen min %u is above max %u", b->name, b->gen_min,
				     b->gen_max);
		uint32_t lo = b->gen_min, hi = b->gen_max;
		for (isa_bitset *p = b->parent; p; p = p->parent) {
			if (p->gen_min > lo)
				lo = p->gen_min;
			if (p->gen_max < hi)
				hi = p->gen_max;
		}
		b->eff_gen_min = lo;
		b->eff_gen_max = hi;
	}
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i], *p = b->parent;
		if (!p)
			continue;
		if (b->gen_min != 0 && b->gen_min < p->eff_gen_min)
			isa_diag_add(L->d, ISA_ERROR, b->gen_loc, "gen-range",
				     "bitset '%s': gen min %u is below its parent's %u", b->name,
				     b->gen_min, p->eff_gen_min);
		if (b->gen_max != UINT32_MAX && b->gen_max > p->eff_gen_max)
			isa_diag_add(L->d, ISA_ERROR, b->gen_loc, "gen-range",
				     "bitset '%s': gen max %u is above its parent's %u", b->name,
				     b->gen_max, p->eff_gen_max);
	}
}

static void mark_leaves(ld *L, smap *byname)
{
	smap extended;
	smap_init(&extended, (size_t)L->bitsets.n + 1);
	for (int i = 0; i < L->bitsets.n; i++)
		if (L->bitsets.v[i]->extends)
			*smap_slot(&extended, L->bitsets.v[i]->extends) = L->bitsets.v[i];
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		b->is_leaf = !smap_get(&extended, b->name);
	}
	/* same-name bitsets: only leaves, with disjoint gens */
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		isa_bitset *last = smap_get(byname, b->name);
		if (last == b)
			continue;
		for (int j = i + 1; j < L->bitsets.n; j++) {
			isa_bitset *o = L->bitsets.v[j];
			if (strcmp(o->name, b->name))
				continue;
			if (!b->is_leaf)
				isa_diag_add(L->d, ISA_ERROR, o->loc, "bitset-duplicate",
					     "bitset '%s' defined again, and other bitsets extend it",
					     b->name);
			else if (o->eff_gen_min <= b->eff_gen_max && b->eff_gen_min <= o->eff_gen_max)
				isa_diag_add(L->d, ISA_ERROR, o->loc, "bitset-duplicate",
					     "bitset '%s' defined again for gens %u..%u, which overlap "
					     "%u..%u of %s:%d",
					     b->name, o->eff_gen_min, o->eff_gen_max, b->eff_gen_min,
					     b->eff_gen_max, b->loc.file ? b->loc.file : "", b->loc.line);
			break;
		}
	}
	smap_free(&extended);
}

static void compute_width(ld *L)
{
	int width = 0, nroots = 0;
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		if (b->extends)
			continue;
		nroots++;
		if (b->size > width)
			width = b->size;
	}
	L->m->bitsize = width;
	if (!width) {
		if (!L->d->nerrors)
			isa_diag_add(L->d, ISA_ERROR, L->top, "isa-width",
				     "no usable root bitset (one with a size)");
		return;
	}
	if (width % 32) {
		isa_bitset *w = NULL;
		for (int i = 0; i < L->bitsets.n && !w; i++)
			if (!L->bitsets.v[i]->extends && L->bitsets.v[i]->size == width)
				w = L->bitsets.v[i];
		isa_diag_add(L->d, ISA_WARNING, w->loc, "isa-width",
			     "instruction width %d is not a multiple of 32 (Mesa's generator "
			     "requires it)", width);
	}
}

/* ---- bits: patterns, fields, overlaps --------------------------------- */

static bool range_ok(ld *L, isa_bitset *b, isa_loc loc, const char *what, int low, int high)
{
	int size = b->root ? b->root->size : 0;
	if (size <= 0)
		return false;
	if (high >= size) {
		isa_diag_add(L->d, ISA_ERROR, loc, "bit-range",
			     "%s bits %d..%d of bitset '%s' lie outside its %d-bit root", what, low,
			     high, b->name, size);
		return false;
	}
	return true;
}

static bool overlaps(const isa_bits *a, const isa_bits *m)
{
	isa_bits t;
	isa_bits_and(&t, a, m);
	return !isa_bits_is_zero(&t);
}

/* Mesa's redefinition checks, in its order: default-case asserts and
 * fields against each other, then patterns against all of those. */
static void compute_bits(ld *L, isa_bitset *b)
{
	isa_bits defined;
	isa_bits_zero(&defined);
	isa_case *dflt = &b->cases[b->ncases - 1];
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < dflt->nfields + dflt->nshadowed; i++) {
			isa_field *f = i < dflt->nfields ? &dflt->fields[i]
							 : &dflt->shadowed[i - dflt->nfields];
			if (f->derived || (pass == 0) != (f->kind == TY_ASSERT))
				continue;
			if (!range_ok(L, b, f->loc, f->kind == TY_ASSERT ? "assert" : "field", f->low,
				      f->high))
				continue;
			isa_bits m = isa_bits_range(f->low, f->high);
			if (overlaps(&defined, &m))
				isa_diag_add(L->d, ISA_ERROR, f->loc, "bits-redefined",
					     "%s '%s' (bits %d..%d) covers bits bitset '%s' already defines",
					     f->kind == TY_ASSERT ? "assert" : "field", f->name, f->low,
					     f->high, b->name);
			isa_bits_or(&defined, &defined, &m);
			isa_bits_or(&b->field_mask, &b->field_mask, &m);
		}
	}
	for (int i = 0; i < b->npatterns; i++) {
		isa_pattern *p = &b->patterns[i];
		if (p->is_assert)
			continue;
		if (!range_ok(L, b, p->loc, "pattern", p->low, p->high))
			continue;
		isa_bits m = isa_bits_range(p->low, p->high);
		if (overlaps(&defined, &m))
			isa_diag_add(L->d, ISA_ERROR, p->loc, "bits-redefined",
				     "pattern bits %d..%d of bitset '%s' are already defined", p->low,
				     p->high, b->name);
		isa_bits_or(&defined, &defined, &m);
		isa_bits_or(&b->mask, &b->mask, &m);
		for (int k = 0; p->bits[k]; k++) {
			int bit = p->high - k;
			if (p->bits[k] == '1')
				isa_bits_set(&b->match, bit, true);
			else if (p->bits[k] == 'x')
				isa_bits_set(&b->dontcare, bit, true);
		}
	}
	/* override fields must lie inside the root too */
	for (int c = 0; c + 1 < b->ncases; c++)
		for (int i = 0; i < b->cases[c].nfields; i++) {
			isa_field *f = &b->cases[c].fields[i];
			if (!f->derived)
				range_ok(L, b, f->loc, "field", f->low, f->high);
		}
}

static isa_bits defined_bits(const isa_bitset *b)
{
	isa_bits r;
	isa_bits_or(&r, &b->mask, &b->field_mask);
	return r;
}

/* The first own pattern/field that overlaps m, for the location. */
static isa_loc first_overlap(const isa_bitset *b, const isa_bits *m)
{
	for (int i = 0; i < b->npatterns; i++) {
		isa_bits r = isa_bits_range(b->patterns[i].low, b->patterns[i].high);
		if (overlaps(&r, m))
			return b->patterns[i].loc;
	}
	const isa_case *d = &b->cases[b->ncases - 1];
	for (int i = 0; i < d->nfields; i++) {
		if (d->fields[i].derived)
			continue;
		isa_bits r = isa_bits_range(d->fields[i].low, d->fields[i].high);
		if (overlaps(&r, m))
			return d->fields[i].loc;
	}
	return b->loc;
}

static void merge_chain(ld *L, isa_bitset *b)
{
	b->lmatch = b->match;
	b->ldontcare = b->dontcare;
	b->lmask = b->mask;
	isa_bits up;
	isa_bits_zero(&up);
	for (isa_bitset *p = b->parent; p; p = p->parent) {
		isa_bits_or(&b->lmatch, &b->lmatch, &p->match);
		isa_bits_or(&b->ldontcare, &b->ldontcare, &p->dontcare);
		isa_bits_or(&b->lmask, &b->lmask, &p->mask);
		isa_bits d = defined_bits(p);
		isa_bits_or(&up, &up, &d);
	}
	isa_bits own = defined_bits(b), both;
	isa_bits_and(&both, &own, &up);
	if (!isa_bits_is_zero(&both)) {
		char hex[ISA_MAX_BITS / 4 + 1];
		isa_bits_format(&both, L->m->bitsize ? L->m->bitsize : 32, hex);
		isa_diag_add(L->d, ISA_ERROR, first_overlap(b, &both), "parent-overlap",
			     "bitset '%s' redefines bits its ancestors define: %s", b->name, hex);
	}
}

static void check_leaf_coverage(ld *L, isa_bitset *b)
{
	if (!b->is_leaf || !b->root)
		return;
	isa_bits cov = b->lmask;
	for (isa_bitset *p = b; p; p = p->parent)
		isa_bits_or(&cov, &cov, &p->field_mask);
	isa_bits all = isa_bits_range(0, b->root->size - 1), miss;
	isa_bits_andnot(&miss, &all, &cov);
	if (isa_bits_is_zero(&miss))
		return;
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(&miss, L->m->bitsize, hex);
	isa_diag_add(L->d, ISA_ERROR, b->loc, "leaf-undefined-bits",
		     "leaf bitset '%s' leaves bits undefined (no pattern, field or assert): %s",
		     b->name, hex);
}

/* ---- types ------------------------------------------------------------ */

static const struct {
	const char *name;
	isa_type_kind kind;
} builtin_types[] = {
	{"int", TY_INT}, {"uint", TY_UINT}, {"hex", TY_HEX}, {"offset", TY_OFFSET},
	{"uoffset", TY_UOFFSET}, {"float", TY_FLOAT}, {"bool", TY_BOOL},
	{"bool_inv", TY_BOOL_INV}, {"branch", TY_BRANCH}, {"absbranch", TY_ABSBRANCH},
	{"custom", TY_CUSTOM},
};

static void resolve_type(ld *L, smap *byname, isa_field *f)
{
	if (f->kind == TY_ASSERT)
		return;
	int width = f->high - f->low + 1;
	if (width > 64)
		isa_diag_add(L->d, ISA_ERROR, f->loc, "field-too-wide",
			     "field '%s' is %d bits wide; field values are at most 64 bits", f->name,
			     width);
	for (int i = 0; i < L->enums.n; i++) {
		if (!strcmp(L->enums.v[i]->name, f->type_name)) {
			f->kind = TY_ENUM;
			f->enm = L->enums.v[i];
			return;
		}
	}
	isa_bitset *t = smap_get(byname, f->type_name);
	if (t) {
		f->kind = TY_BITSET;
		if (t->extends) {
			isa_diag_add(L->d, ISA_ERROR, f->loc, "type-not-root",
				     "field '%s' has type '%s', a bitset that is not a root", f->name,
				     f->type_name);
			return;
		}
		f->root = t;
		if (t->size > 0 && width != t->size)
			isa_diag_add(L->d, ISA_ERROR, f->loc, "type-size",
				     "field '%s' is %d bits wide but its type '%s' is %d bits", f->name,
				     width, f->type_name, t->size);
		return;
	}
	for (size_t i = 0; i < sizeof(builtin_types) / sizeof(builtin_types[0]); i++) {
		if (!strcmp(builtin_types[i].name, f->type_name)) {
			f->kind = builtin_types[i].kind;
			if (f->kind == TY_FLOAT && width != 16 && width != 32)
				isa_diag_add(L->d, ISA_ERROR, f->loc, "float-width",
					     "float field '%s' is %d bits wide (16 or 32 only)", f->name,
					     width);
			return;
		}
	}
	isa_diag_add(L->d, ISA_ERROR, f->loc, "type-unknown", "field '%s' has unknown type '%s'",
		     f->name, f->type_name);
}

/* Does decoding root r nest, through bitset-typed fields, back into r?
 * (Mesa would recurse until its stack overflows.)  Depth-first over
 * roots, each visited once per question: walking every path instead was
 * exponential when two other roots contain each other (found by
 * fuzz/load_xml, corpus/fuzz/load_xml/). */
static bool type_reaches(ld *L, const isa_bitset *from, const isa_bitset *target,
			 const isa_bitset **seen, int *nseen)
{
	for (int i = 0; i < *nseen; i++)
		if (seen[i] == from)
			return false;
	seen[(*nseen)++] = from;
	for (int i = 0; i < L->bitsets.n; i++) {
		const isa_bitset *b = L->bitsets.v[i];
		if (b->root != from)
			continue;
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++) {
				const isa_field *fl = &b->cases[c].fields[f];
				if (fl->kind != TY_BITSET || !fl->root)
					continue;
				if (fl->root == target || type_reaches(L, fl->root, target, seen, nseen))
					return true;
			}
	}
	return false;
}

static void check_recursive_types(ld *L)
{
	/* every root is a bitset, so this many slots always suffice */
	const isa_bitset **seen = isa_xmalloc(((size_t)L->bitsets.n + 1) * sizeof(*seen));
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++) {
				const isa_field *fl = &b->cases[c].fields[f];
				int nseen = 0;
				if (fl->kind == TY_BITSET && fl->root && b->root &&
				    (fl->root == b->root || type_reaches(L, fl->root, b->root, seen, &nseen)))
					isa_diag_add(L->d, ISA_ERROR, fl->loc, "type-recursive",
						     "field '%s' has type '%s', which contains '%s' again: "
						     "decoding would never end",
						     fl->name, fl->type_name, b->root->name);
			}
	}
	free(seen);
}

/* ---- expressions and displays ----------------------------------------- */

static void resolve_ref(ld *L, smap *named, isa_expr **slot, const char *ref, isa_loc loc)
{
	if (!ref)
		return;
	*slot = smap_get(named, ref);
	if (!*slot)
		isa_diag_add(L->d, ISA_ERROR, loc, "expr-undefined", "expr=\"%s\" names no <expr>", ref);
}

/* expr="#name" on overrides and derived fields, now that all are read */
static void resolve_refs(ld *L)
{
	smap named;
	smap_init(&named, (size_t)L->named.n + 1);
	for (int i = 0; i < L->named.n; i++)
		*smap_slot(&named, L->named.v[i]->name) = L->named.v[i];
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		for (int c = 0; c < b->ncases; c++) {
			isa_case *k = &b->cases[c];
			resolve_ref(L, &named, &k->expr, k->expr_ref, k->expr_loc);
			for (int f = 0; f < k->nfields; f++)
				resolve_ref(L, &named, &k->fields[f].expr, k->fields[f].expr_ref,
					    k->fields[f].expr_loc);
		}
	}
	smap_free(&named);
}

static bool defines_field(const isa_bitset *b, const char *name)
{
	for (int c = 0; c < b->ncases; c++)
		for (int f = 0; f < b->cases[c].nfields; f++)
			if (!strcmp(b->cases[c].fields[f].name, name))
				return true;
	return false;
}

static bool subtree_defines(ld *L, const isa_bitset *b, const char *name, int depth)
{
	if (defines_field(b, name))
		return true;
	if (depth > L->bitsets.n)
		return false;
	for (int i = 0; i < L->bitsets.n; i++)
		if (L->bitsets.v[i]->parent == b && subtree_defines(L, L->bitsets.v[i], name, depth + 1))
			return true;
	return false;
}

/* Is `name` a field of b, any ancestor, or any descendant (a display on
 * an abstract bitset is resolved in its leaves' scopes), or a param? */
static bool field_known(ld *L, const isa_bitset *b, const char *name, smap *params,
			smap *anywhere)
{
	if (smap_get(params, name))
		return true;
	if (!smap_get(anywhere, name))
		return false;
	for (const isa_bitset *p = b; p; p = p->parent)
		if (defines_field(p, name))
			return true;
	return b->is_leaf ? false : subtree_defines(L, b, name, 0);
}

static void check_displays(ld *L)
{
	smap params, anywhere;
	int nfields = 0;
	for (int i = 0; i < L->bitsets.n; i++)
		for (int c = 0; c < L->bitsets.v[i]->ncases; c++)
			nfields += L->bitsets.v[i]->cases[c].nfields;
	smap_init(&params, (size_t)nfields + 1);
	smap_init(&anywhere, (size_t)nfields + 1);
	for (int i = 0; i < L->bitsets.n; i++)
		for (int c = 0; c < L->bitsets.v[i]->ncases; c++)
			for (int f = 0; f < L->bitsets.v[i]->cases[c].nfields; f++) {
				isa_field *fl = &L->bitsets.v[i]->cases[c].fields[f];
				*smap_slot(&anywhere, fl->name) = fl;
				for (int p = 0; p < fl->nparams; p++)
					*smap_slot(&params, fl->params[p].as) = fl;
			}
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		for (int c = 0; c < b->ncases; c++) {
			isa_display *d = b->cases[c].display;
			if (!d)
				continue;
			char err[512];
			if (!isa_display_parse(L->m->arena, d, err, sizeof(err))) {
				isa_diag_add(L->d, ISA_ERROR, d->loc, "display-syntax", "%s", err);
				continue;
			}
			for (int k = 0; k < d->npieces; k++) {
				const isa_piece *p = &d->pieces[k];
				/* Mesa pads to any column; a column past ISA_MAX_ALIGN
				 * only multiplies output (a megabyte a word) */
				if (p->align > ISA_MAX_ALIGN)
					isa_diag_add(L->d, ISA_ERROR, d->loc, "display-align",
						     "display of '%s' aligns to column %d: at most %d", b->name,
						     p->align, ISA_MAX_ALIGN);
				if (p->kind == PC_FIELD && !field_known(L, b, p->text, &params, &anywhere))
					isa_diag_add(L->d, ISA_WARNING, d->loc, "display-unresolved",
						     "display of '%s' refers to '{%s}', which is no field "
						     "of it, its ancestors or descendants, nor a template",
						     b->name, p->text);
			}
		}
	}
	smap_free(&params);
	smap_free(&anywhere);
}

/* ---- driver ------------------------------------------------------------ */

void ld_check(ld *L)
{
	smap byname;
	smap_init(&byname, (size_t)L->bitsets.n + 1);
	for (int i = 0; i < L->bitsets.n; i++)
		*smap_slot(&byname, L->bitsets.v[i]->name) = L->bitsets.v[i];
	resolve_extends(L, &byname);
	compute_width(L);
	compute_gens(L);
	mark_leaves(L, &byname);
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++)
				resolve_type(L, &byname, &b->cases[c].fields[f]);
		if (b->root)
			compute_bits(L, b);
	}
	check_recursive_types(L);
	for (int i = 0; i < L->bitsets.n; i++)
		if (L->bitsets.v[i]->root)
			merge_chain(L, L->bitsets.v[i]);
	for (int i = 0; i < L->bitsets.n; i++)
		check_leaf_coverage(L, L->bitsets.v[i]);
	resolve_refs(L);
	check_displays(L);
	smap_free(&byname);
}

/* Root tables in Mesa's order: leaves grouped by name in order of each
 * name's first appearance, each group in document order. */
static void build_roots(ld *L)
{
	isa *m = L->m;
	int nroots = 0;
	for (int i = 0; i < L->bitsets.n; i++)
		nroots += L->bitsets.v[i]->size > 0 && !L->bitsets.v[i]->extends;
	m->roots = isa_arena_alloc(m->arena, (nroots + 1) * sizeof(isa_root));
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *r = L->bitsets.v[i];
		if (r->size <= 0 || r->extends)
			continue;
		isa_root *t = &m->roots[m->nroots++];
		t->root = r;
		t->leaves = isa_arena_alloc(m->arena, (L->bitsets.n + 1) * sizeof(isa_bitset *));
		if (!strcmp(r->name, "#instruction"))
			m->instruction = t;
	}
	char *seen = calloc((size_t)L->bitsets.n + 1, 1);
	for (int i = 0; i < L->bitsets.n; i++) {
		isa_bitset *b = L->bitsets.v[i];
		if (seen[i] || !b->is_leaf)
			continue;
		for (int j = i; j < L->bitsets.n; j++) {
			isa_bitset *o = L->bitsets.v[j];
			if (seen[j] || strcmp(o->name, b->name) || !o->is_leaf)
				continue;
			seen[j] = 1;
			isa_root *t = o->root ? isa_root_of(m, o->root) : NULL;
			if (t)
				t->leaves[t->nleaves++] = o;
		}
	}
	free(seen);
	if (!m->instruction && m->nroots)
		isa_diag_add(L->d, ISA_WARNING, L->top, "no-instruction",
			     "no root bitset is named '#instruction': words cannot be decoded");
}

#define LD_COPY(dst, ndst, vec)                                                 \
	do {                                                                    \
		(dst) = isa_arena_alloc(m->arena, ((vec).n + 1) * sizeof(*(vec).v)); \
		if ((vec).n)                                                    \
			memcpy((dst), (vec).v, (vec).n * sizeof(*(vec).v));     \
		(ndst) = (vec).n;                                               \
		free((vec).v);                                                  \
	} while (0)

void ld_finish(ld *L)
{
	isa *m = L->m;
	build_roots(L);
	LD_COPY(m->bitsets, m->nbitsets, L->bitsets);
	LD_COPY(m->enums, m->nenums, L->enums);
	LD_COPY(m->exprs, m->nexprs, L->exprs);
	for (int i = 0; i < m->nexprs; i++)
		m->exprs[i]->id = i;
	LD_COPY(m->templates, m->ntemplates, L->templates);
	LD_COPY(m->files, m->nfiles, L->files);
	isa_build_finish(m);
	free(L->named.v);
	free(L->tmp_patterns.v);
}

isa_bitset *isa_find_bitset(const isa *m, const char *name)
{
	isa_bitset *r = NULL;
	for (int i = 0; i < m->nbitsets; i++)
		if (!strcmp(m->bitsets[i]->name, name))
			r = m->bitsets[i];
	return r;
}

isa_enum *isa_find_enum(const isa *m, const char *name)
{
	for (int i = 0; i < m->nenums; i++)
		if (!strcmp(m->enums[i]->name, name))
			return m->enums[i];
	return NULL;
}

isa_root *isa_root_of(const isa *m, const isa_bitset *root)
{
	for (int i = 0; i < m->nroots; i++)
		if (m->roots[i].root == root)
			return &m->roots[i];
	return NULL;
}

void isa_build_finish(isa *m)
{
	isa__intern_names(m);
	isa__index_roots(m);
	isa__index_lookups(m);
}
