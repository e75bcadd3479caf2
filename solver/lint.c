/*
 * solver/lint.c - static checks beyond Mesa's own: references that no
 * case can resolve, leaves with no display, enum values that cannot fit
 * their field, names that collide once mangled for C, leaves that no gen
 * activates.  Where a word shows the problem, the interpreter decodes one
 * and the text goes into the evidence.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "solver/prove.h"
#include "solver/internal.h"

static bool chain_defines(const isa_bitset *b, const char *name)
{
	for (; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++)
				if (!strcmp(b->cases[c].fields[f].name, name))
					return true;
	return false;
}

/* Every field whose type is `root`: the contexts a leaf of it is decoded in. */
static int users_of(const isa *m, const isa_bitset *root, const isa_field **out, int max)
{
	int n = 0;
	for (int i = 0; i < m->nbitsets; i++) {
		const isa_bitset *b = m->bitsets[i];
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++)
				if (b->cases[c].fields[f].root == root) {
					if (n < max)
						out[n] = &b->cases[c].fields[f];
					n++;
				}
	}
	return n;
}

/* Can `name` resolve for leaf b in at least one context?  Through its own
 * chain, or (operand roots) through the params of every field using it. */
static bool resolvable(const isa *m, const isa_bitset *leaf, const char *name, const char **why)
{
	if (chain_defines(leaf, name))
		return true;
	if (!leaf->root || !strcmp(leaf->root->name, "#instruction") ||
	    (m->instruction && leaf->root == m->instruction->root)) {
		*why = "no case of it or its ancestors defines it";
		return false;
	}
	const isa_field *users[256];
	int n = users_of(m, leaf->root, users, 256);
	if (n > 256)
		n = 256;
	for (int i = 0; i < n; i++)
		for (int p = 0; p < users[i]->nparams; p++)
			if (!strcmp(users[i]->params[p].as, name))
				return true;
	*why = "no case defines it and no field using its root passes it as a param";
	return false;
}

static void evidence_decode(const isa *m, const isa_bitset *leaf, pv_finding *f)
{
	if (!m->instruction || leaf->root != m->instruction->root ||
	    leaf->eff_gen_min > leaf->eff_gen_max)
		return;
	isa_bits w = leaf->lmatch;
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(&w, m->bitsize, hex);
	isa_decode_opts o = {.gen = leaf->eff_gen_min, .show_errors = true};
	isa_buf t;
	isa_buf_init(&t);
	isa_decode(m, &w, &o, &t);
	pv_set_witness(f, hex);
	pv_add_line(f, "gen", "%u", leaf->eff_gen_min);
	pv_add_line(f, "decodes as", "%s", t.s ? t.s : "");
	isa_buf_free(&t);
}

/* One finding per (location, field name); later leaves are added to it. */
typedef struct seen_ref {
	isa_loc loc;
	const char *name;
	pv_finding *finding; /* stable for the report's life */
} seen_ref;

typedef struct refs_seen {
	seen_ref *v;
	int n, cap;
} refs_seen;

static bool already_reported(refs_seen *s, isa_loc loc, const char *name,
			     const isa_bitset *leaf)
{
	for (int i = 0; i < s->n; i++) {
		if (s->v[i].loc.line == loc.line && s->v[i].loc.col == loc.col &&
		    !strcmp(s->v[i].loc.file ? s->v[i].loc.file : "", loc.file ? loc.file : "") &&
		    !strcmp(s->v[i].name, name)) {
			if (s->v[i].finding)
				pv_add_line(s->v[i].finding, "also used by", "%s", leaf->name);
			return true;
		}
	}
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 16;
		s->v = realloc(s->v, (size_t)s->cap * sizeof(*s->v));
		if (!s->v)
			abort();
	}
	s->v[s->n++] = (seen_ref){loc, name, NULL};
	return false;
}

/* Is `name` printed by a display the leaf can show, or read by a case
 * condition?  (A derived field nobody reads is never evaluated.) */
static bool name_read(const isa_display **ds, int nd, const isa_bitset *leaf, const char *name)
{
	for (int i = 0; i < nd; i++)
		for (int k = 0; k < ds[i]->npieces; k++)
			if (ds[i]->pieces[k].kind == PC_FIELD && !strcmp(ds[i]->pieces[k].text, name))
				return true;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			if (b->cases[c].expr)
				for (int i = 0; i < b->cases[c].expr->nfields; i++)
					if (!strcmp(b->cases[c].expr->fields[i], name))
						return true;
	return false;
}

/* The sample word of a top-level leaf shows "no field 'name'". */
static bool decode_shows(const isa *m, const isa_bitset *leaf, const char *name)
{
	isa_bits w = leaf->lmatch;
	isa_decode_opts o = {.gen = leaf->eff_gen_min, .show_errors = true};
	isa_buf t;
	isa_buf_init(&t);
	isa_decode(m, &w, &o, &t);
	char needle[300];
	snprintf(needle, sizeof(needle), "no field '%s'", name);
	bool shown = t.s && strstr(t.s, needle);
	isa_buf_free(&t);
	return shown;
}

/* Names an expression reads that nothing defines.  For a top-level leaf
 * only when its sample word shows the failure: an expression that is
 * never evaluated for it (a derived field nobody prints) is harmless. */
static void report_expr_refs(const isa *m, const isa_bitset *leaf, const isa_expr *e,
			     pv_report *rep, refs_seen *seen)
{
	bool top = m->instruction && leaf->root == m->instruction->root;
	for (int i = 0; i < e->nfields; i++) {
		const char *why;
		if (resolvable(m, leaf, e->fields[i], &why) ||
		    (top && !decode_shows(m, leaf, e->fields[i])) ||
		    already_reported(seen, e->loc, e->fields[i], leaf))
			continue;
		pv_finding *f = pv_add(rep, PV_WARNING, "unresolved-field", e->loc,
				       "expression \"%s\" used by '%s' reads {%s}, but %s", e->text,
				       leaf->name, e->fields[i], why);
		seen->v[seen->n - 1].finding = f; /* later leaves are added to it */
		pv_set_related(f, leaf->loc);
		evidence_decode(m, leaf, f);
	}
}

/* References the leaf can reach: the displays find_display can pick (up to
 * the first unconditional one), every case condition (field lookup
 * evaluates them), and the expressions of derived fields that are read. */
/* Z3 (gaps.c) already showed this reference failing, with a word. */
static bool proved_already(const pv_report *rep, isa_loc loc, const char *name)
{
	char needle[300];
	snprintf(needle, sizeof(needle), "{%s}", name);
	for (int i = 0; i < rep->n; i++) {
		const pv_finding *f = rep->v[i];
		if (!strcmp(f->rule, "unresolved-field") && f->loc.line == loc.line &&
		    f->loc.col == loc.col && strstr(f->message, needle) &&
		    !strcmp(f->loc.file ? f->loc.file : "", loc.file ? loc.file : ""))
			return true;
	}
	return false;
}

static void check_refs_of(const isa *m, const isa_bitset *leaf, pv_report *rep, refs_seen *seen)
{
	const isa_display *ds[256];
	int nd = 0;
	bool stop = false;
	for (const isa_bitset *b = leaf; b && !stop; b = b->parent)
		for (int c = 0; c < b->ncases && !stop; c++) {
			const isa_case *k = &b->cases[c];
			if (k->display && nd < 256)
				ds[nd++] = k->display;
			stop = k->display && !k->expr;
		}
	/* #instruction leaves: gaps.c asks Z3 per display (it sees which case
	 * picks which definition); here only operand roots, by name */
	bool top = m->instruction && leaf->root == m->instruction->root;
	for (int i = 0; i < nd && !top; i++) {
		const isa_display *d = ds[i];
		for (int p = 0; p < d->npieces; p++) {
			const char *why;
			if (d->pieces[p].kind != PC_FIELD ||
			    resolvable(m, leaf, d->pieces[p].text, &why) ||
			    proved_already(rep, d->loc, d->pieces[p].text) ||
			    already_reported(seen, d->loc, d->pieces[p].text, leaf))
				continue;
			pv_finding *f = pv_add(rep, PV_WARNING, "unresolved-field", d->loc,
					       "display used by '%s' prints {%s}, but %s", leaf->name,
					       d->pieces[p].text, why);
			seen->v[seen->n - 1].finding = f;
			pv_set_related(f, leaf->loc);
			evidence_decode(m, leaf, f);
		}
	}
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (k->expr)
				report_expr_refs(m, leaf, k->expr, rep, seen);
			for (int i = 0; i < k->nfields; i++)
				if (k->fields[i].expr && name_read(ds, nd, leaf, k->fields[i].name))
					report_expr_refs(m, leaf, k->fields[i].expr, rep, seen);
		}
}

static bool has_display(const isa_bitset *leaf)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			if (b->cases[c].display)
				return true;
	return false;
}

/* An enum value no field of that enum is wide enough to hold can never be
 * printed.  (One enum shared by fields of different widths is normal:
 * only the widest field counts; derived fields hold any value.) */
static void check_enum_widths(const isa *m, pv_report *rep)
{
	for (int e = 0; e < m->nenums; e++) {
		const isa_enum *en = m->enums[e];
		const isa_field *widest = NULL;
		int width = 0;
		for (int i = 0; i < m->nbitsets; i++) {
			const isa_bitset *b = m->bitsets[i];
			for (int c = 0; c < b->ncases; c++)
				for (int f = 0; f < b->cases[c].nfields; f++) {
					const isa_field *fl = &b->cases[c].fields[f];
					/* a derived value is not bounded by its width */
					int w = fl->derived ? 64 : fl->high - fl->low + 1;
					if (fl->enm == en && w > width) {
						width = w;
						widest = fl;
					}
				}
		}
		if (!widest || width >= 64)
			continue;
		for (int v = 0; v < en->nvalues; v++) {
			uint64_t val = en->values[v].val;
			if (val >> width == 0)
				continue;
			pv_finding *x = pv_add(rep, PV_WARNING, "enum-too-wide", en->values[v].loc,
					       "enum %s value %llu (\"%s\") does not fit its widest field "
					       "('%s', %d bits): it can never be printed",
					       en->name, (unsigned long long)val, en->values[v].display,
					       widest->name, width);
			pv_set_related(x, widest->loc);
		}
	}
}

/* Mesa's C names: lower case, '#' -> "__", '-' and '.' -> '_'. */
static void c_name(const char *s, char *out, size_t len)
{
	size_t n = 0;
	for (; *s && n + 3 < len; s++) {
		if (*s == '#') {
			out[n++] = '_';
			out[n++] = '_';
		} else if (*s == '-' || *s == '.') {
			out[n++] = '_';
		} else {
			out[n++] = (char)tolower((unsigned char)*s);
		}
	}
	out[n] = '\0';
}

#define C_NAME_MAX 512

/* Each name's C name, made once: comparing every pair would otherwise
 * mangle the earlier name of each pair again (62,000 times on ir3). */
static char *c_names(const char *(*name_of)(const isa *, int), const isa *m, int n)
{
	char *v = pv_xmalloc((size_t)(n ? n : 1) * C_NAME_MAX);
	for (int i = 0; i < n; i++)
		c_name(name_of(m, i), v + (size_t)i * C_NAME_MAX, C_NAME_MAX);
	return v;
}

static const char *bitset_name(const isa *m, int i) { return m->bitsets[i]->name; }
static const char *enum_name(const isa *m, int i) { return m->enums[i]->name; }

static void check_c_names(const isa *m, pv_report *rep)
{
	char *cb = c_names(bitset_name, m, m->nbitsets);
	for (int i = 0; i < m->nbitsets; i++) {
		const char *a = cb + (size_t)i * C_NAME_MAX;
		for (int j = 0; j < i; j++) {
			if (strcmp(a, cb + (size_t)j * C_NAME_MAX))
				continue;
			if (!strcmp(m->bitsets[i]->name, m->bitsets[j]->name))
				continue; /* same name split by gen: not a collision */
			pv_finding *f = pv_add(rep, PV_WARNING, "c-name-collision", m->bitsets[i]->loc,
					       "bitsets '%s' and '%s' both become '%s' in generated C",
					       m->bitsets[j]->name, m->bitsets[i]->name, a);
			pv_set_related(f, m->bitsets[j]->loc);
			break;
		}
	}
	free(cb);
	char *ce = c_names(enum_name, m, m->nenums);
	for (int i = 0; i < m->nenums; i++) {
		const char *a = ce + (size_t)i * C_NAME_MAX;
		for (int j = 0; j < i; j++) {
			if (strcmp(a, ce + (size_t)j * C_NAME_MAX))
				continue;
			pv_finding *f = pv_add(rep, PV_WARNING, "c-name-collision", m->enums[i]->loc,
					       "enums '%s' and '%s' both become 'enum_%s' in generated C",
					       m->enums[j]->name, m->enums[i]->name, a);
			pv_set_related(f, m->enums[j]->loc);
			break;
		}
	}
	free(ce);
}

/* The names a leaf reads: fields printed by the displays find_display can
 * pick, and fields its case conditions test. */
static int names_read(const isa_bitset *leaf, const char **out, int max)
{
	int n = 0;
	bool stop = false;
#define ADD(x)                                                                     \
	do {                                                                       \
		int k_ = 0;                                                        \
		while (k_ < n && strcmp(out[k_], (x)))                              \
			k_++;                                                      \
		if (k_ == n && n < max)                                            \
			out[n++] = (x);                                            \
	} while (0)
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *k = &b->cases[c];
			if (k->expr)
				for (int i = 0; i < k->expr->nfields; i++)
					ADD(k->expr->fields[i]);
			if (!k->display || stop)
				continue;
			for (int i = 0; i < k->display->npieces; i++)
				if (k->display->pieces[i].kind == PC_FIELD)
					ADD(k->display->pieces[i].text);
			stop = !k->expr;
		}
#undef ADD
	return n;
}

static bool passes(const isa_field *u, const char *name)
{
	for (int p = 0; p < u->nparams; p++)
		if (!strcmp(u->params[p].as, name))
			return true;
	return false;
}

/* Does b, an ancestor or a descendant define `name`? */
static bool family_defines(const isa *m, const isa_bitset *b, const char *name)
{
	if (chain_defines(b, name))
		return true;
	for (int i = 0; i < m->nbitsets; i++)
		for (const isa_bitset *p = m->bitsets[i]->parent; p; p = p->parent)
			if (p == b && chain_defines(m->bitsets[i], name))
				return true;
	return false;
}

/* Is param `as` of operand field u ever looked up?  Only when some leaf
 * of u's root reads that name without defining it. */
static bool consulted(const isa *m, const isa_field *u, const char *as)
{
	const isa_root *r = u->root ? isa_root_of(m, u->root) : NULL;
	for (int l = 0; r && l < r->nleaves; l++) {
		const char *names[128];
		int nn = names_read(r->leaves[l], names, 128);
		for (int k = 0; k < nn; k++)
			if (!strcmp(names[k], as) && !chain_defines(r->leaves[l], as))
				return true;
	}
	return false;
}

/* Does b (a bitset of an operand root) receive `name` from every field
 * that decodes its root?  Then passing it on is fine. */
static bool received(const isa *m, const isa_bitset *b, const char *name)
{
	if (!b->root || (m->instruction && b->root == m->instruction->root))
		return false;
	const isa_field *users[256];
	int nu = users_of(m, b->root, users, 256);
	if (nu > 256)
		nu = 256;
	for (int j = 0; j < nu; j++)
		if (!passes(users[j], name))
			return false;
	return nu > 0;
}

/* Params: every field that decodes an operand root must pass each name a
 * leaf of that root reads and does not define (when another field does
 * pass it; when none does, unresolved-field says so), and every param
 * that is ever consulted must name something the passing bitset defines
 * or itself receives. */
static void check_params(const isa *m, pv_report *rep)
{
	for (int i = 0; i < m->nbitsets; i++) {
		const isa_bitset *b = m->bitsets[i];
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++) {
				const isa_field *u = &b->cases[c].fields[f];
				for (int p = 0; p < u->nparams; p++) {
					if (!consulted(m, u, u->params[p].as) ||
					    family_defines(m, b, u->params[p].name) ||
					    received(m, b, u->params[p].name))
						continue;
					pv_finding *x = pv_add(rep, PV_WARNING, "unresolved-param", u->loc,
							       "field '%s' of '%s' passes {%s} (as {%s}), but "
							       "no case of '%s', its ancestors or descendants "
							       "defines it",
							       u->name, b->name, u->params[p].name,
							       u->params[p].as, b->name);
					(void)x;
				}
				if (u->kind != TY_BITSET || !u->root)
					continue;
				const isa_root *r = isa_root_of(m, u->root);
				const isa_field *users[256];
				int nu = users_of(m, u->root, users, 256);
				if (nu > 256)
					nu = 256;
				for (int l = 0; r && l < r->nleaves; l++) {
					const char *names[128];
					int nn = names_read(r->leaves[l], names, 128);
					for (int k = 0; k < nn; k++) {
						if (chain_defines(r->leaves[l], names[k]) || passes(u, names[k]))
							continue;
						bool someone = false;
						for (int j = 0; j < nu && !someone; j++)
							someone = passes(users[j], names[k]);
						if (!someone)
							continue;
						pv_finding *x = pv_add(rep, PV_WARNING, "unresolved-param", u->loc,
								       "field '%s' of '%s' decodes %s without "
								       "passing {%s}, which its leaf '%s' reads",
								       u->name, b->name, u->root->name, names[k],
								       r->leaves[l]->name);
						pv_set_related(x, r->leaves[l]->loc);
						l = r->nleaves; /* one finding per field */
						break;
					}
				}
			}
	}
}

void pv_check_lints(const isa *m, const pv_opts *o, pv_report *rep)
{
	refs_seen seen = {0};
	for (int r = 0; r < m->nroots; r++) {
		const isa_root *t = &m->roots[r];
		if (o->root && strcmp(o->root, t->root->name))
			continue;
		for (int i = 0; i < t->nleaves; i++) {
			const isa_bitset *leaf = t->leaves[i];
			if (o->has_gen && (o->gen < leaf->eff_gen_min || o->gen > leaf->eff_gen_max))
				continue;
			if (leaf->eff_gen_min > leaf->eff_gen_max) {
				pv_finding *f = pv_add(rep, PV_WARNING, "leaf-never-active", leaf->loc,
						       "leaf '%s' is active at no gen: its own range and its "
						       "ancestors' do not intersect",
						       leaf->name);
				(void)f;
				continue;
			}
			if (!has_display(leaf)) {
				pv_finding *f = pv_add(rep, PV_WARNING, "no-display", leaf->loc,
						       "leaf '%s' has no display in any case of it or its "
						       "ancestors",
						       leaf->name);
				evidence_decode(m, leaf, f);
			}
			check_refs_of(m, leaf, rep, &seen);
		}
	}
	free(seen.v);
	if (!o->root && !o->has_gen) {
		check_params(m, rep);
		check_enum_widths(m, rep);
		check_c_names(m, rep);
	}
}
