/*
 * read/isaspec.c - read Mesa's isaspec XML into the model.
 *
 * Loading runs in two phases, like Mesa's isa.py: first every file is
 * read (imports depth-first, before the importing file's own content) and
 * its elements become model objects in Mesa's order; then names are
 * resolved and the structural rules checked (model/check.c).  Every
 * problem is a diagnostic with the element's file:line:col; nothing here
 * aborts on bad input.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "model/build.h"
#include "internal.h"
#include "xmlsrc.h"

/* Deepest import nesting we follow before calling it a cycle anyway. */
#define MAX_IMPORT_DEPTH 32

/* ---- small helpers ------------------------------------------------- */

/* Python's str.strip() over ASCII white space, into the arena. */
static char *strip(isa_arena *a, const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v')
		s++;
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' ||
		     s[n - 1] == '\r' || s[n - 1] == '\f' || s[n - 1] == '\v'))
		n--;
	return isa_arena_strndup(a, s, n);
}

/* Text before the first child element (ElementTree's .text), stripped. */
static char *elem_text(ld *L, xmlNodePtr n)
{
	isa_buf b;
	isa_buf_init(&b);
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (c->type == XML_ELEMENT_NODE)
			break;
		if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) {
			const char *t = (const char *)c->content;
			isa_buf_putn(&b, t, strlen(t));
		}
	}
	char *s = strip(L->m->arena, b.s ? b.s : "");
	isa_buf_free(&b);
	return s;
}

/* A decimal number as Python's int() reads it, within [lo, hi]. */
static bool parse_num(ld *L, xmlNodePtr n, const char *attr, const char *s,
		      long long lo, long long hi, long long *out)
{
	const char *p = s;
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	bool neg = false;
	if (*p == '+' || *p == '-')
		neg = *p++ == '-';
	if (*p < '0' || *p > '9')
		goto bad;
	unsigned long long v = 0;
	bool big = false;
	for (; (*p >= '0' && *p <= '9') || *p == '_'; p++) {
		if (*p == '_')
			continue;
		if (v > (ULLONG_MAX - 9) / 10)
			big = true;
		else
			v = v * 10 + (unsigned)(*p - '0');
	}
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	if (*p)
		goto bad;
	if (big || v > (unsigned long long)LLONG_MAX)
		goto range;
	long long sv = neg ? -(long long)v : (long long)v;
	if (sv < lo || sv > hi)
		goto range;
	*out = sv;
	return true;
bad:
	isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, attr), "bad-number",
		     "%s=\"%s\" is not a decimal number", attr, s);
	return false;
range:
	isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, attr), "bad-number",
		     "%s=\"%s\" is out of range [%lld, %lld]", attr, s, lo, hi);
	return false;
}

/* low/high or pos of a pattern/field/assert; false after a diagnostic */
static bool get_range(ld *L, xmlNodePtr n, int *low, int *high)
{
	const char *pos = xs_attr(L->cur, n, "pos");
	const char *lo = xs_attr(L->cur, n, "low"), *hi = xs_attr(L->cur, n, "high");
	long long a, b;
	if (pos) {
		if (lo || hi) {
			isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, "pos"), "attr-conflict",
				     "<%s> has both 'pos' and 'low'/'high'", (const char *)n->name);
			return false;
		}
		if (!parse_num(L, n, "pos", pos, 0, ISA_MAX_BITS * 4, &a))
			return false;
		*low = *high = (int)a;
		return true;
	}
	if (!lo || !hi) {
		isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, NULL), "attr-missing",
			     "<%s> needs 'low' and 'high' (or 'pos')", (const char *)n->name);
		return false;
	}
	if (!parse_num(L, n, "low", lo, 0, ISA_MAX_BITS * 4, &a) ||
	    !parse_num(L, n, "high", hi, 0, ISA_MAX_BITS * 4, &b))
		return false;
	if (a > b) {
		isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, "low"), "bit-range",
			     "low=%lld is above high=%lld", a, b);
		return false;
	}
	*low = (int)a;
	*high = (int)b;
	return true;
}

/* ---- expressions ---------------------------------------------------- */

static isa_expr *new_expr(ld *L, const char *name, const char *text, isa_loc loc)
{
	isa_expr *e = isa_arena_alloc(L->m->arena, sizeof(*e));
	e->name = name;
	e->text = text;
	e->loc = loc;
	char err[256];
	e->ast = isa_expr_parse(L->m->arena, text, err, sizeof(err));
	if (!e->ast)
		isa_diag_add(L->d, ISA_ERROR, loc, "expr-syntax", "bad expression \"%s\": %s",
			     text, err);
	else
		e->nfields = isa_expr_fields(L->m->arena, e->ast, &e->fields);
	LD_PUSH(L->exprs, e);
	return e;
}

/* Top-level <expr name="#x">: later definitions replace earlier ones. */
static void load_named_expr(ld *L, xmlNodePtr n)
{
	const char *name = xs_need_attr(L->cur, n, "name");
	if (!name)
		return;
	isa_expr *e = new_expr(L, name, elem_text(L, n), xs_loc(L->cur, n, NULL));
	for (int i = 0; i < L->named.n; i++) {
		if (!strcmp(L->named.v[i]->name, name)) {
			isa_diag_add(L->d, ISA_WARNING, e->loc, "expr-duplicate",
				     "expression '%s' defined again (the later one wins)", name);
			L->named.v[i] = e;
			return;
		}
	}
	LD_PUSH(L->named, e);
}

/* The expression of an <override> or <derived>: expr="#name" (resolved
 * once every file is read) or exactly one inline <expr> child. */
static void load_expr_ref(ld *L, xmlNodePtr n, isa_expr **slot, const char **ref,
			  isa_loc *refloc)
{
	*ref = xs_attr(L->cur, n, "expr");
	int ninline = 0;
	xmlNodePtr inl = NULL;
	for (xmlNodePtr c = n->children; c; c = c->next)
		if (xs_is_elem(c, "expr")) {
			ninline++;
			inl = c;
		}
	if ((*ref != NULL) + ninline != 1) {
		isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, NULL), "expr-missing",
			     "<%s> needs exactly one expression (expr=\"#name\" or one <expr>), has %d",
			     (const char *)n->name, (*ref != NULL) + ninline);
		*ref = NULL;
		return;
	}
	if (inl)
		*slot = new_expr(L, NULL, elem_text(L, inl), xs_loc(L->cur, inl, NULL));
	else
		*refloc = xs_loc(L->cur, n, "expr");
}

/* ---- fields and cases ----------------------------------------------- */

static void load_params(ld *L, xmlNodePtr n, isa_field *f)
{
	int np = 0;
	for (xmlNodePtr c = n->children; c; c = c->next)
		np += xs_is_elem(c, "param");
	if (!np)
		return;
	f->params = isa_arena_alloc(L->m->arena, np * sizeof(*f->params));
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (!xs_is_elem(c, "param"))
			continue;
		const char *name = xs_need_attr(L->cur, c, "name");
		if (!name)
			continue;
		const char *as = xs_attr(L->cur, c, "as");
		f->params[f->nparams++] = (isa_param){name, as ? as : name};
	}
}

static void load_display_attr(ld *L, xmlNodePtr n, isa_field *f)
{
	const char *d = xs_attr(L->cur, n, "display");
	if (d)
		f->display = strip(L->m->arena, d);
	const char *call = xs_attr(L->cur, n, "call");
	f->call = call && !strcmp(call, "true");
}

static bool load_field(ld *L, xmlNodePtr n, isa_field *f)
{
	f->loc = xs_loc(L->cur, n, NULL);
	f->name = xs_need_attr(L->cur, n, "name");
	f->type_name = xs_need_attr(L->cur, n, "type");
	if (!f->name || !f->type_name)
		return false;
	if (!get_range(L, n, &f->low, &f->high))
		return false;
	load_display_attr(L, n, f);
	load_params(L, n, f);
	return true;
}

static bool load_derived(ld *L, xmlNodePtr n, isa_field *f)
{
	f->loc = xs_loc(L->cur, n, NULL);
	f->name = xs_need_attr(L->cur, n, "name");
	f->type_name = xs_need_attr(L->cur, n, "type");
	if (!f->name || !f->type_name)
		return false;
	const char *w = xs_attr(L->cur, n, "width");
	long long width = 1;
	if (w && !parse_num(L, n, "width", w, 1, 64, &width))
		return false;
	f->low = 0;
	f->high = (int)width - 1;
	f->derived = true;
	load_display_attr(L, n, f);
	load_expr_ref(L, n, &f->expr, &f->expr_ref, &f->expr_loc);
	return true;
}

static bool ld_pattern(ld *L, xmlNodePtr n, isa_pattern *p, bool is_assert);

/* An <assert>: bits that must hold; named like Mesa names them. */
static bool load_assert(ld *L, xmlNodePtr n, isa_bitset *b, int index, isa_field *f)
{
	f->loc = xs_loc(L->cur, n, NULL);
	f->kind = TY_ASSERT;
	f->type_name = "assert";
	char name[256];
	snprintf(name, sizeof(name), "%s#assert%d", b->name, index);
	f->name = isa_arena_strdup(L->m->arena, name);
	isa_pattern p = {0};
	if (!ld_pattern(L, n, &p, true))
		return false;
	f->low = p.low;
	f->high = p.high;
	for (int i = 0; p.bits[i]; i++)
		isa_bits_set(&f->assert_val, p.high - p.low - i, p.bits[i] == '1');
	p.is_assert = true;
	LD_PUSH(L->tmp_patterns, p);
	return true;
}

/* Add f to the case, replacing a same-named field in place (a Python
 * dict keeps the first position and the last value). */
static void case_put(ld *L, ld_fields *v, ld_fields *shadowed, isa_field *f)
{
	for (int i = 0; i < v->n; i++) {
		if (!strcmp(v->v[i].name, f->name)) {
			isa_diag_add(L->d, ISA_WARNING, f->loc, "field-duplicate",
				     "field '%s' defined twice in one case (the later one wins)", f->name);
			LD_PUSH(*shadowed, v->v[i]);
			v->v[i] = *f;
			return;
		}
	}
	LD_PUSH(*v, *f);
}

/* The fields and display of one case: derived first, then asserts, then
 * fields, each in document order (Mesa's order). */
static void load_case(ld *L, isa_bitset *b, xmlNodePtr n, isa_case *c)
{
	ld_fields v = {0}, sh = {0};
	isa_field f;
	for (xmlNodePtr k = n->children; k; k = k->next)
		if (xs_is_elem(k, "derived") && (memset(&f, 0, sizeof(f)), load_derived(L, k, &f)))
			case_put(L, &v, &sh, &f);
	for (xmlNodePtr k = n->children; k; k = k->next)
		if (xs_is_elem(k, "assert") && (memset(&f, 0, sizeof(f)), load_assert(L, k, b, v.n, &f)))
			case_put(L, &v, &sh, &f);
	for (xmlNodePtr k = n->children; k; k = k->next)
		if (xs_is_elem(k, "field") && (memset(&f, 0, sizeof(f)), load_field(L, k, &f)))
			case_put(L, &v, &sh, &f);
	c->fields = isa_arena_alloc(L->m->arena, (v.n + 1) * sizeof(isa_field));
	if (v.n)
		memcpy(c->fields, v.v, v.n * sizeof(isa_field));
	c->nfields = v.n;
	free(v.v);
	c->shadowed = isa_arena_alloc(L->m->arena, (sh.n + 1) * sizeof(isa_field));
	if (sh.n)
		memcpy(c->shadowed, sh.v, sh.n * sizeof(isa_field));
	c->nshadowed = sh.n;
	free(sh.v);

	int ndisp = 0;
	for (xmlNodePtr k = n->children; k; k = k->next) {
		if (!xs_is_elem(k, "display"))
			continue;
		if (ndisp++)
			isa_diag_add(L->d, ISA_WARNING, xs_loc(L->cur, k, NULL), "display-multiple",
				     "more than one <display> (the last one wins)");
		c->display = isa_arena_alloc(L->m->arena, sizeof(*c->display));
		c->display->text = elem_text(L, k);
		c->display->loc = xs_loc(L->cur, k, NULL);
	}
}

/* ---- bitsets --------------------------------------------------------- */

static void load_gen(ld *L, xmlNodePtr n, isa_bitset *b)
{
	long long v;
	b->gen_loc = xs_loc(L->cur, n, NULL);
	const char *min = xs_attr(L->cur, n, "min"), *max = xs_attr(L->cur, n, "max");
	if (min && parse_num(L, n, "min", min, 0, UINT32_MAX, &v))
		b->gen_min = (uint32_t)v;
	if (max && parse_num(L, n, "max", max, 0, UINT32_MAX, &v))
		b->gen_max = (uint32_t)v;
}

static void load_meta(ld *L, xmlNodePtr n, ld_meta *meta)
{
	for (xmlAttrPtr a = n->properties; a; a = a->next) {
		const char *key = isa_arena_strdup(L->m->arena, (const char *)a->name);
		const char *val = xs_attr(L->cur, n, key);
		isa_meta m = {key, val ? val : ""};
		LD_PUSH(*meta, m);
	}
}

static void load_encode(ld *L, xmlNodePtr n, isa_bitset *b)
{
	b->encode_type = xs_attr(L->cur, n, "type");
	b->encode_case_prefix = xs_attr(L->cur, n, "case-prefix");
	int nm = 0;
	for (xmlNodePtr c = n->children; c; c = c->next)
		nm += xs_is_elem(c, "map");
	b->maps = isa_arena_alloc(L->m->arena, (nm + 1) * sizeof(*b->maps));
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (!xs_is_elem(c, "map"))
			continue;
		const char *name = xs_need_attr(L->cur, c, "name");
		if (!name)
			continue;
		const char *force = xs_attr(L->cur, c, "force");
		b->maps[b->nmaps++] = (isa_map){name, elem_text(L, c), force && !strcmp(force, "true")};
	}
}

static void load_bitset(ld *L, xmlNodePtr n)
{
	isa_arena *A = L->m->arena;
	isa_bitset *b = isa_arena_alloc(A, sizeof(*b));
	b->loc = xs_loc(L->cur, n, NULL);
	b->name = xs_need_attr(L->cur, n, "name");
	if (!b->name)
		return;
	const char *dn = xs_attr(L->cur, n, "displayname");
	b->displayname = dn ? dn : b->name;
	b->gen_min = 0;
	b->gen_max = UINT32_MAX;
	b->gen_loc = b->loc;
	const char *size = xs_attr(L->cur, n, "size");
	b->extends = xs_attr(L->cur, n, "extends");
	if (size && b->extends) {
		isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, "extends"), "attr-conflict",
			     "bitset '%s' has both 'size' and 'extends'", b->name);
		b->extends = NULL;
	}
	if (!size && !b->extends) {
		isa_diag_add(L->d, ISA_ERROR, b->loc, "bitset-kind",
			     "bitset '%s' has neither 'size' nor 'extends'", b->name);
		size = NULL;
	}
	long long sz;
	if (size && parse_num(L, n, "size", size, 0, LLONG_MAX, &sz)) {
		if (sz < 1 || sz > ISA_MAX_BITS)
			isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, n, "size"), "bitset-size",
				     "bitset '%s' has size %lld; sizes from 1 to %d are supported",
				     b->name, sz, ISA_MAX_BITS);
		else
			b->size = (int)sz;
	}
	if (size && !b->size)
		b->size = -1; /* a root, but unusable: checks skip it */

	ld_meta meta = {0};
	L->tmp_patterns.n = 0;
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (xs_is_elem(c, "gen"))
			load_gen(L, c, b);
		else if (xs_is_elem(c, "meta"))
			load_meta(L, c, &meta);
		else if (xs_is_elem(c, "encode"))
			load_encode(L, c, b);
	}
	/* default case first (its fields/asserts precede patterns in Mesa's
	 * redefinition checks), overrides in document order before it */
	int nov = 0;
	for (xmlNodePtr c = n->children; c; c = c->next)
		nov += xs_is_elem(c, "override");
	b->cases = isa_arena_alloc(A, (nov + 1) * sizeof(isa_case));
	b->ncases = nov + 1;
	isa_case *dflt = &b->cases[nov];
	dflt->loc = b->loc;
	load_case(L, b, n, dflt);
	int ndefault_asserts = L->tmp_patterns.n;
	int k = 0;
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (!xs_is_elem(c, "override"))
			continue;
		isa_case *oc = &b->cases[k++];
		oc->loc = xs_loc(L->cur, c, NULL);
		load_expr_ref(L, c, &oc->expr, &oc->expr_ref, &oc->expr_loc);
		load_case(L, b, c, oc);
	}
	/* patterns: the default case's asserts were collected too; keep only
	 * those (override asserts do not count for coverage) plus patterns */
	L->tmp_patterns.n = ndefault_asserts;
	for (xmlNodePtr c = n->children; c; c = c->next) {
		isa_pattern p = {0};
		if (xs_is_elem(c, "pattern") && ld_pattern(L, c, &p, false))
			LD_PUSH(L->tmp_patterns, p);
	}
	b->npatterns = L->tmp_patterns.n;
	b->patterns = isa_arena_alloc(A, (b->npatterns + 1) * sizeof(isa_pattern));
	if (b->npatterns)
		memcpy(b->patterns, L->tmp_patterns.v, b->npatterns * sizeof(isa_pattern));
	b->meta = isa_arena_alloc(A, (meta.n + 1) * sizeof(isa_meta));
	if (meta.n)
		memcpy(b->meta, meta.v, meta.n * sizeof(isa_meta));
	b->nmeta = meta.n;
	free(meta.v);
	b->index = L->bitsets.n;
	LD_PUSH(L->bitsets, b);
}

/* <pattern> or <assert>: range, text and characters. */
static bool ld_pattern(ld *L, xmlNodePtr n, isa_pattern *p, bool is_assert)
{
	p->loc = xs_loc(L->cur, n, NULL);
	if (!get_range(L, n, &p->low, &p->high))
		return false;
	const char *bits = elem_text(L, n);
	size_t want = (size_t)(p->high - p->low + 1);
	if (strlen(bits) != want) {
		isa_diag_add(L->d, ISA_ERROR, p->loc, "pattern-length",
			     "<%s> \"%s\" has %zu characters, bits %d..%d need %zu",
			     (const char *)n->name, bits, strlen(bits), p->low, p->high, want);
		return false;
	}
	for (size_t i = 0; bits[i]; i++) {
		char ch = bits[i];
		if (ch == '0' || ch == '1' || (ch == 'x' && !is_assert))
			continue;
		isa_diag_add(L->d, ISA_ERROR, p->loc, "pattern-char",
			     "<%s> \"%s\": character '%c' at bit %d is not %s", (const char *)n->name,
			     bits, ch, p->high - (int)i, is_assert ? "0 or 1" : "0, 1 or x");
		return false;
	}
	p->bits = bits;
	return true;
}

/* ---- enums and templates --------------------------------------------- */

/* An enum value as C reads the literal Mesa pastes into its table. */
static bool parse_c_number(const char *s, uint64_t *out)
{
	while (*s == ' ' || *s == '\t')
		s++;
	bool neg = *s == '-';
	if (neg)
		s++;
	if (!(*s >= '0' && *s <= '9'))
		return false;
	errno = 0;
	char *end;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || end == s)
		return false;
	while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
		end++;
	while (*end == ' ' || *end == '\t')
		end++;
	if (*end)
		return false;
	*out = neg ? (uint64_t)0 - v : v;
	return true;
}

static void load_enum(ld *L, xmlNodePtr n)
{
	const char *name = xs_need_attr(L->cur, n, "name");
	if (!name)
		return;
	isa_enum *e = isa_arena_alloc(L->m->arena, sizeof(*e));
	e->name = name;
	e->loc = xs_loc(L->cur, n, NULL);
	int nv = 0;
	for (xmlNodePtr c = n->children; c; c = c->next)
		nv += xs_is_elem(c, "value");
	e->values = isa_arena_alloc(L->m->arena, (nv + 1) * sizeof(*e->values));
	const char **keys = isa_arena_alloc(L->m->arena, (nv + 1) * sizeof(char *));
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (!xs_is_elem(c, "value"))
			continue;
		const char *val = xs_need_attr(L->cur, c, "val");
		const char *disp = xs_need_attr(L->cur, c, "display");
		if (!val || !disp)
			continue;
		isa_enum_value v = {0, disp, xs_attr(L->cur, c, "name"), xs_loc(L->cur, c, NULL)};
		if (!parse_c_number(val, &v.val)) {
			isa_diag_add(L->d, ISA_ERROR, xs_loc(L->cur, c, "val"), "bad-number",
				     "enum %s: val=\"%s\" is not a C integer literal", name, val);
			continue;
		}
		/* Mesa keys values by their text: the same text again replaces
		 * the display in place; the same number spelled differently
		 * stays, and the first one wins when decoding */
		int i;
		for (i = 0; i < e->nvalues && strcmp(keys[i], val); i++)
			;
		for (int j = 0; j < e->nvalues; j++)
			if (e->values[j].val == v.val)
				isa_diag_add(L->d, ISA_WARNING, v.loc, "enum-duplicate",
					     "enum %s lists value %s twice", name, val);
		keys[i] = val;
		e->values[i] = v;
		if (i == e->nvalues)
			e->nvalues++;
	}
	for (int i = 0; i < L->enums.n; i++) {
		if (!strcmp(L->enums.v[i]->name, name)) {
			isa_diag_add(L->d, ISA_WARNING, e->loc, "enum-duplicate-name",
				     "enum '%s' defined again (the later one wins)", name);
			L->enums.v[i] = e;
			return;
		}
	}
	LD_PUSH(L->enums, e);
}

static void load_template(ld *L, xmlNodePtr n)
{
	const char *name = xs_need_attr(L->cur, n, "name");
	if (!name)
		return;
	isa_template t = {name, elem_text(L, n), xs_loc(L->cur, n, NULL)};
	for (int i = 0; i < L->templates.n; i++) {
		if (!strcmp(L->templates.v[i].name, name)) {
			isa_diag_add(L->d, ISA_WARNING, t.loc, "template-duplicate",
				     "template '%s' defined again (the later one wins)", name);
			L->templates.v[i] = t;
			return;
		}
	}
	LD_PUSH(L->templates, t);
}

/* ---- files ------------------------------------------------------------ */

static void load_file(ld *L, const char *path, char *key, const char *text, size_t len);

/* A file's identity: its canonical path, or its name in the in-memory
 * file table (isa_load_opts.files) when one is given.  malloc'ed. */
static char *file_key(ld *L, const char *path)
{
	if (L->opts && L->opts->files)
		return strdup(path);
	return realpath(path, NULL);
}

/* the text of an imported file: from the in-memory table or the disk */
static char *import_text(ld *L, const char *path, size_t *len, char *why, size_t whylen)
{
	if (!(L->opts && L->opts->files))
		return isa_read_file(path, len, why, whylen);
	for (int i = 0; i < L->opts->nfiles; i++) {
		const isa_mem_file *f = &L->opts->files[i];
		if (!strcmp(f->name, path)) {
			char *t = isa_xmalloc(f->len + 1);
			memcpy(t, f->text, f->len);
			t[f->len] = '\0';
			*len = f->len;
			return t;
		}
	}
	snprintf(why, whylen, "no such file");
	return NULL;
}

static void load_import(ld *L, xmlNodePtr n)
{
	isa_loc loc = xs_loc(L->cur, n, "file");
	const char *file = xs_need_attr(L->cur, n, "file");
	if (!file)
		return;
	if (L->opts && L->opts->no_imports) {
		isa_diag_add(L->d, ISA_ERROR, loc, "import-disabled",
			     "<import file=\"%s\">: imports are disabled", file);
		return;
	}
	/* relative to the top-level file's folder, as Mesa resolves them */
	char *path;
	if (file[0] == '/') {
		path = isa_arena_strdup(L->m->arena, file);
	} else {
		size_t n1 = strlen(L->topdir), n2 = strlen(file);
		path = isa_arena_alloc(L->m->arena, n1 + n2 + 2);
		snprintf(path, n1 + n2 + 2, "%s%s", L->topdir, file);
	}
	char *key = file_key(L, path);
	if (!key) {
		isa_diag_add(L->d, ISA_ERROR, loc, "import-missing",
			     "cannot read imported file '%s' (%s)", path, strerror(errno));
		return;
	}
	for (int i = 0; i < L->depth; i++) {
		if (!strcmp(L->stack[i], key)) {
			isa_diag_add(L->d, ISA_ERROR, loc, "import-cycle",
				     "'%s' imports itself through this import", file);
			free(key);
			return;
		}
	}
	/* Each file is read once: an import diamond (a file reached by two
	 * paths) would otherwise be read once per path, 2^N times for N
	 * levels.  Mesa's isa.py reads it again and then fails on its
	 * bitsets defined twice; here it is said once and read once. */
	for (int i = 0; i < L->loaded.n; i++) {
		if (!strcmp(L->loaded.v[i], key)) {
			isa_diag_add(L->d, ISA_WARNING, loc, "import-repeated",
				     "'%s' is already loaded: read once (Mesa would read it again and "
				     "define everything in it twice)",
				     file);
			free(key);
			return;
		}
	}
	if (L->depth >= MAX_IMPORT_DEPTH) {
		isa_diag_add(L->d, ISA_ERROR, loc, "import-depth", "imports nested deeper than %d",
			     MAX_IMPORT_DEPTH);
		free(key);
		return;
	}
	size_t len;
	char why[256];
	char *text = import_text(L, path, &len, why, sizeof(why));
	if (!text) {
		isa_diag_add(L->d, ISA_ERROR, loc, "import-missing", "cannot read imported file '%s' (%s)",
			     path, why);
		free(key);
		return;
	}
	load_file(L, path, key, text, len);
	free(text);
}

/* isaspec's elements and attributes: what Mesa's isa.py reads, plus
 * <doc> (documentation; its content is not checked).  isa.py looks
 * every name up and skips the rest, so a name missing here is lost to
 * Mesa as well: a warning, never a change to what the file decodes as. */
static const char *const a_name[] = {"name", NULL};
static const char *const a_file[] = {"file", NULL};
static const char *const a_expr[] = {"expr", NULL};
static const char *const a_range[] = {"low", "high", "pos", NULL};
static const char *const a_bitset[] = {"name", "displayname", "size", "extends", NULL};
static const char *const a_gen[] = {"min", "max", NULL};
static const char *const a_encode[] = {"type", "case-prefix", NULL};
static const char *const a_map[] = {"name", "force", NULL};
static const char *const a_field[] = {"name", "type", "low", "high", "pos", "display", "call", NULL};
static const char *const a_derived[] = {"name", "type", "expr", "width", "display", "call", NULL};
static const char *const a_param[] = {"name", "as", NULL};
static const char *const a_value[] = {"val", "display", "name", NULL};

static const rd_name_rule isaspec_names[] = {
	{"isa", "import", a_file, NULL},
	{"isa", "expr", a_name, NULL},
	{"isa", "template", a_name, NULL},
	{"isa", "enum", a_name, "enum"},
	{"isa", "bitset", a_bitset, "bitset"},
	{"isa", "doc", NULL, ""},
	{"enum", "value", a_value, "value"},
	{"enum", "doc", NULL, ""},
	{"value", "doc", NULL, ""},
	{"bitset", "gen", a_gen, NULL},
	{"bitset", "meta", NULL, NULL},
	{"bitset", "encode", a_encode, "encode"},
	{"bitset", "decode", rd_no_attrs, NULL},
	{"bitset", "pattern", a_range, NULL},
	{"bitset", "override", a_expr, "override"},
	{"bitset", "*case", NULL, NULL},
	{"override", "expr", rd_no_attrs, NULL},
	{"override", "*case", NULL, NULL},
	{"case", "field", a_field, "field"},
	{"case", "derived", a_derived, "derived"},
	{"case", "assert", a_range, NULL},
	{"case", "display", rd_no_attrs, NULL},
	{"case", "doc", NULL, ""},
	{"encode", "map", a_map, NULL},
	{"field", "param", a_param, NULL},
	{"field", "doc", NULL, ""},
	{"derived", "expr", rd_no_attrs, NULL},
	{"derived", "doc", NULL, ""},
	{NULL, NULL, NULL, NULL},
};

static void check_names(ld *L, xmlNodePtr root)
{
	rd_names g = {isaspec_names, NULL, L->cur, "Mesa's isa.py"};
	rd_check_root_names(&g, root, L->d);
}

/* One file's elements: imports first, then exprs, templates, enums and
 * bitsets (Mesa's order), then templates substituted into every display
 * read so far. */
static void load_root(ld *L, xmlNodePtr root)
{
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "import"))
			load_import(L, c);
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "expr"))
			load_named_expr(L, c);
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "template"))
			load_template(L, c);
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "enum"))
			load_enum(L, c);
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "bitset"))
			load_bitset(L, c);
	check_names(L, root);
	ld_resolve_templates(L);
}

static void load_file(ld *L, const char *path, char *key, const char *text, size_t len)
{
	path = isa_arena_strdup(L->m->arena, path);
	LD_PUSH(L->files, path);
	LD_PUSH(L->loaded, key);
	L->stack[L->depth++] = key;
	if (rd_refuse_doctype(L->d, path, text, len)) {
		L->depth--;
		return;
	}

	xs_src *saved = L->cur;
	xs_src src;
	xs_open(&src, path, text, len, L->m->arena, L->d);
	L->cur = &src;
	xmlDocPtr doc = xs_parse(&src);
	if (doc) {
		rd_xml_allows(doc, &src, &L->m->allows);
		xmlNodePtr root = xmlDocGetRootElement(doc);
		if (!root || !xs_is_elem(root, "isa"))
			isa_diag_add(L->d, ISA_ERROR, root ? xs_loc(&src, root, NULL) : (isa_loc){path, 1, 1},
				     "xml-root", "the root element is <%s>, not <isa>",
				     root ? (const char *)root->name : "(none)");
		else {
			if (L->depth == 1)
				L->top = xs_loc(&src, root, NULL);
			load_root(L, root);
		}
		xmlFreeDoc(doc);
	}
	xs_close(&src);
	L->cur = saved;
	L->depth--;
}

isa *rd_isaspec_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	isa_arena *a = isa_arena_new();
	isa *m = isa_arena_alloc(a, sizeof(*m));
	m->arena = a;
	m->path = isa_arena_strdup(a, path);
	ld L = {0};
	L.m = m;
	L.top = (isa_loc){m->path, 0, 0};
	L.d = d;
	L.opts = opts;
	const char *slash = strrchr(path, '/');
	L.topdir = slash ? isa_arena_strndup(a, path, (size_t)(slash - path) + 1) : "";

	char *key = file_key(&L, path);
	if (!key)
		key = strdup(path);
	if (opts && opts->buffer) {
		load_file(&L, path, key, opts->buffer, opts->buffer_len);
	} else {
		size_t len;
		char why[256];
		char *text = isa_read_file(path, &len, why, sizeof(why));
		if (!text) {
			rd_top_unreadable(d, path, why);
			free(key);
		} else {
			load_file(&L, path, key, text, len);
			free(text);
		}
	}
	for (int i = 0; i < L.loaded.n; i++)
		free(L.loaded.v[i]);
	free(L.loaded.v);
	ld_check(&L);
	ld_finish(&L);
	return m;
}
