/*
 * read/decodetree.c - QEMU decodetree (.decode) files into the model.
 *
 * The language (QEMU docs/devel/decodetree.rst) has one definition per
 * line: `%field`, `&argument-set`, `@format`, patterns, and `{` `[` `}`
 * `]` lines that open and close overlap / no-overlap groups.  We read it
 * in two steps:
 *
 *   1. lines -> definitions: comments, `\` continuations, indentation
 *      (2 columns per group level, tabs to 8), group nesting;
 *   2. each definition is checked as QEMU's scripts/decodetree.py checks
 *      it (same rules, but every error is reported, not only the first)
 *      and patterns are built into model leaves.
 *
 * A pattern becomes a leaf of the root "#instruction" (fixed bits as its
 * cube, no dontcare), with one default case: a field per argument of its
 * argument set and a display "name arg=value ...".  Multi-segment fields
 * are derived fields over hidden per-segment fields; hidden names start
 * with a digit ("0_imm"), which no decodetree argument name can, so they
 * never collide.  `!function` cannot run here: the raw value is shown as
 * `imm=fn(raw)`.
 *
 * Deliberate differences from decodetree.py are listed in
 * docs/decodetree.md (unclosed groups are an error; named field segments
 * must name a field of the same pattern).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "model/build.h"
#include "internal.h"

/* Largest number accepted in a position, a length or a width. */
#define DT_MAX_NUM 100000

/* ---- definitions as read ------------------------------------------------ */

typedef struct dt_tok {
	const char *s; /* arena copy */
	int line, col;
} dt_tok;

/* One segment of a %field: bits [pos, pos+len) or the low len bits of
 * another field of the same pattern (ref). */
typedef struct dt_seg {
	int pos, len;
	bool sign;
	const char *ref;
} dt_seg;

typedef struct dt_fielddef {
	const char *name;
	isa_loc loc;
	dt_seg *segs; /* most significant first */
	int nsegs;
	const char *func; /* !function=, else NULL */
	int width;        /* sum of the segment lengths */
	uint64_t mask;    /* bits the positional segments read */
} dt_fielddef;

typedef struct dt_argset {
	const char *name;
	isa_loc loc;
	const char **names, **types;
	int n;
	bool ext;
} dt_argset;

typedef enum dt_src {
	DT_INLINE, /* name:len in the bit string */
	DT_DEF,    /* %field or name=%field */
	DT_CONST,  /* name=value */
} dt_src;

/* A field of a format or pattern: an argument name and its value. */
typedef struct dt_fld {
	const char *name;
	isa_loc loc;
	dt_src src;
	int pos, len; /* DT_INLINE */
	bool sign;
	const dt_fielddef *def; /* DT_DEF */
	int64_t value;          /* DT_CONST */
	uint64_t mask;
} dt_fld;

/* A format or a pattern. */
typedef struct dt_def {
	const char *name;
	isa_loc loc;
	bool is_format;
	dt_fld *flds;
	int nflds;
	const dt_argset *arg;       /* explicit &set, else NULL */
	const struct dt_def *fmt;   /* patterns: @format, else NULL */
	uint64_t fixedbits, fixedmask, undefmask, fieldmask;
	int width;                  /* bits written */
	int group;                  /* patterns: innermost group index */
	bool bad_width;             /* reported: then unspecified bits are not */
} dt_def;

typedef struct dt_grp {
	bool overlap;
	int parent, depth;
	isa_loc loc;
	int first, last, nmembers;
} dt_grp;

/* name -> object, open addressing; keys are arena strings */
typedef struct dt_map {
	const char **keys;
	void **vals;
	int cap, n;
} dt_map;

/* How many definitions have each width (index 65: wider than 64), and
 * where the first of each is. */
typedef struct dt_widths {
	int n[66];
	isa_loc first[66];
} dt_widths;

typedef struct dt_parser {
	isa *m;
	isa_arena *a;
	isa_diags *d;
	const char *path;
	int width;
	bool varwidth;
	uint64_t insnmask;
	dt_map fields, argsets, formats;
	LD_VEC(dt_def *) pats;
	LD_VEC(dt_grp) groups;
	LD_VEC(isa_expr *) exprs;
	int cur;     /* innermost open group */
	int nesting; /* expected indentation */
	int nfields, nargsets, nformats;
	/* Widths of the definitions, counted for inferring the instruction
	 * width when no option gives it (index 65: wider than 64).  With
	 * `infer` set, a definition of another width is not reported: the
	 * caller reports the widths once. */
	bool infer;
	dt_widths seen;
} dt_parser;

/* ---- small helpers ----------------------------------------------------------- */

static uint32_t dt_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void *dt_map_get(const dt_map *m, const char *k)
{
	if (!m->cap)
		return NULL;
	for (uint32_t i = dt_hash(k) & (uint32_t)(m->cap - 1);; i = (i + 1) & (uint32_t)(m->cap - 1)) {
		if (!m->keys[i])
			return NULL;
		if (!strcmp(m->keys[i], k))
			return m->vals[i];
	}
}

static void dt_map_put(dt_map *m, const char *k, void *v);

static void dt_map_grow(dt_map *m)
{
	dt_map old = *m;
	m->cap = old.cap ? old.cap * 2 : 64;
	m->n = 0;
	m->keys = isa_xmalloc((size_t)m->cap * sizeof(*m->keys));
	m->vals = isa_xmalloc((size_t)m->cap * sizeof(*m->vals));
	memset(m->keys, 0, (size_t)m->cap * sizeof(*m->keys));
	for (int i = 0; i < old.cap; i++)
		if (old.keys[i])
			dt_map_put(m, old.keys[i], old.vals[i]);
	free(old.keys);
	free(old.vals);
}

/* Insert (the caller checked the key is new). */
static void dt_map_put(dt_map *m, const char *k, void *v)
{
	if (2 * (m->n + 1) > m->cap)
		dt_map_grow(m);
	uint32_t i = dt_hash(k) & (uint32_t)(m->cap - 1);
	while (m->keys[i])
		i = (i + 1) & (uint32_t)(m->cap - 1);
	m->keys[i] = k;
	m->vals[i] = v;
	m->n++;
}

static void dt_map_free(dt_map *m)
{
	free(m->keys);
	free(m->vals);
}

static isa_loc tok_loc(const dt_parser *P, const dt_tok *t)
{
	return (isa_loc){P->path, t->line, t->col};
}

#define DT_ERR(P, loc, rule, ...) isa_diag_add((P)->d, ISA_ERROR, (loc), (rule), __VA_ARGS__)

static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_word(char c) { return is_alpha(c) || is_digit(c) || c == '_'; }

/* [A-Za-z0-9_]+ over s[0..n) */
static bool is_name(const char *s, size_t n)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!is_word(s[i]))
			return false;
	return true;
}

/* C identifiers as decodetree writes them: [A-Za-z][A-Za-z0-9_]* */
static bool is_ident(const char *s, size_t n) { return n && is_alpha(s[0]) && is_name(s, n); }

static bool all_digits(const char *s, size_t n)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!is_digit(s[i]))
			return false;
	return true;
}

/* digits -> value; false when larger than DT_MAX_NUM */
static bool small_num(const char *s, size_t n, int *out)
{
	long v = 0;
	for (size_t i = 0; i < n; i++) {
		v = v * 10 + (s[i] - '0');
		if (v > DT_MAX_NUM)
			return false;
	}
	*out = (int)v;
	return true;
}

static uint64_t shl(uint64_t x, int n) { return n >= 64 ? 0 : x << n; }
static uint64_t low_bits(int n) { return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1; }

/* "name:len" / "name:slen" split; the name part may be digits (segment) */
static bool split_len(const char *t, const char **colon, bool *sign, int *len, bool *big)
{
	const char *c = strchr(t, ':');
	if (!c || c == t)
		return false;
	const char *n = c + 1;
	*sign = *n == 's';
	if (*sign)
		n++;
	if (!all_digits(n, strlen(n)))
		return false;
	*big = !small_num(n, strlen(n), len);
	*colon = c;
	return true;
}

/* ---- %field ----------------------------------------------------------------- */

/* field_def := '%' name ( pos ':' ['s'] len | name ':' ['s'] len )* [ '!function=' fn ] */
static void parse_field(dt_parser *P, const dt_tok *name, const dt_tok *t, int n)
{
	dt_fielddef *f = isa_arena_alloc(P->a, sizeof(*f));
	f->name = name->s + 1;
	f->loc = tok_loc(P, name);
	f->segs = isa_arena_alloc(P->a, (size_t)(n + 1) * sizeof(dt_seg));
	bool bad = false;
	for (int i = 0; i < n; i++) {
		const char *s = t[i].s, *colon;
		bool sign, big;
		int len;
		if (!strncmp(s, "!function=", 10)) {
			if (f->func)
				DT_ERR(P, tok_loc(P, &t[i]), "dt-duplicate", "duplicate !function in field %%%s", f->name);
			else if (!is_ident(s + 10, strlen(s + 10)))
				DT_ERR(P, tok_loc(P, &t[i]), "dt-syntax", "invalid function name \"%s\"", s + 10);
			f->func = s + 10;
			continue;
		}
		if (!split_len(s, &colon, &sign, &len, &big) ||
		    !(is_ident(s, (size_t)(colon - s)) || all_digits(s, (size_t)(colon - s)))) {
			DT_ERR(P, tok_loc(P, &t[i]), "dt-syntax", "invalid field token \"%s\"", s);
			bad = true;
			continue;
		}
		dt_seg *g = &f->segs[f->nsegs];
		g->sign = sign;
		if (is_digit(s[0])) {
			if (big || !small_num(s, (size_t)(colon - s), &g->pos) || g->pos + len > P->width) {
				DT_ERR(P, tok_loc(P, &t[i]), "dt-width", "field segment %s is too large for %d-bit instructions",
				       s, P->width);
				bad = true;
				continue;
			}
			uint64_t m = shl(low_bits(len), g->pos);
			if (f->mask & m) {
				DT_ERR(P, tok_loc(P, &t[i]), "dt-overlap", "field components overlap in %%%s", f->name);
				bad = true;
			}
			f->mask |= m;
		} else {
			if (big) {
				DT_ERR(P, tok_loc(P, &t[i]), "dt-width", "field segment %s is too large", s);
				bad = true;
				continue;
			}
			g->ref = isa_arena_strndup(P->a, s, (size_t)(colon - s));
		}
		g->len = len;
		f->width += len;
		f->nsegs++;
	}
	if (f->width > P->width)
		DT_ERR(P, f->loc, "dt-width", "field %%%s is %d bits wide, more than the %d-bit instruction", f->name,
		       f->width, P->width);
	if (!f->nsegs && !f->func && !bad)
		DT_ERR(P, f->loc, "dt-value", "field %%%s has no value (no segments and no !function)", f->name);
	const dt_fielddef *old = dt_map_get(&P->fields, f->name);
	if (old) {
		DT_ERR(P, f->loc, "dt-duplicate", "duplicate field %%%s (first defined at line %d)", f->name,
		       old->loc.line);
		return;
	}
	dt_map_put(&P->fields, f->name, f);
	P->nfields++;
}

/* ---- &argument-set ------------------------------------------------------------- */

/* args_def := '&' name ( ident [ ':' type ] )* [ '!extern' ] */
static void parse_argset(dt_parser *P, const dt_tok *name, const dt_tok *t, int n)
{
	dt_argset *s = isa_arena_alloc(P->a, sizeof(*s));
	s->name = name->s + 1;
	s->loc = tok_loc(P, name);
	s->names = isa_arena_alloc(P->a, (size_t)(n + 1) * sizeof(char *));
	s->types = isa_arena_alloc(P->a, (size_t)(n + 1) * sizeof(char *));
	for (int i = 0; i < n; i++) {
		const char *tk = t[i].s, *colon = strchr(tk, ':');
		if (!strcmp(tk, "!extern")) {
			s->ext = true;
			continue;
		}
		size_t nl = colon ? (size_t)(colon - tk) : strlen(tk);
		if (!is_ident(tk, nl) || (colon && !is_ident(colon + 1, strlen(colon + 1)))) {
			DT_ERR(P, tok_loc(P, &t[i]), "dt-syntax", "invalid argument set token \"%s\"", tk);
			continue;
		}
		const char *an = isa_arena_strndup(P->a, tk, nl);
		bool dup = false;
		for (int k = 0; k < s->n; k++)
			dup |= !strcmp(s->names[k], an);
		if (dup) {
			DT_ERR(P, tok_loc(P, &t[i]), "dt-duplicate", "duplicate argument \"%s\" in &%s", an, s->name);
			continue;
		}
		s->names[s->n] = an;
		s->types[s->n] = colon ? colon + 1 : "int";
		s->n++;
	}
	const dt_argset *old = dt_map_get(&P->argsets, s->name);
	if (old) {
		DT_ERR(P, s->loc, "dt-duplicate", "duplicate argument set &%s (first defined at line %d)", s->name,
		       old->loc.line);
		return;
	}
	dt_map_put(&P->argsets, s->name, s);
	P->nargsets++;
}

/* ---- @format and patterns ---------------------------------------------------------- */

typedef LD_VEC(dt_fld) dt_flds;

static const dt_fld *find_fld(const dt_fld *v, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(v[i].name, name))
			return &v[i];
	return NULL;
}

static void add_fld(dt_parser *P, dt_flds *v, dt_fld f)
{
	if (find_fld(v->v, v->n, f.name)) {
		DT_ERR(P, f.loc, "dt-duplicate", "duplicate field \"%s\"", f.name);
		return;
	}
	LD_PUSH(*v, f);
}

/* %name or name=%name */
static void add_fld_byname(dt_parser *P, dt_flds *v, const char *name, const char *def, isa_loc loc)
{
	const dt_fielddef *fd = dt_map_get(&P->fields, def);
	if (!fd) {
		DT_ERR(P, loc, "dt-undefined", "undefined field %%%s", def);
		return;
	}
	add_fld(P, v, (dt_fld){.name = name, .loc = loc, .src = DT_DEF, .def = fd, .mask = fd->mask});
}

/* The bit string and field state of a definition being read. */
typedef struct dt_bits {
	uint64_t fixedbits, fixedmask, undefmask;
	int width;
} dt_bits;

/* fixedbit_elt := [01.-]+, most significant first */
static void add_bit_string(dt_bits *b, const char *s)
{
	for (; *s; s++) {
		b->fixedbits = b->fixedbits << 1 | (*s == '1');
		b->fixedmask = b->fixedmask << 1 | (*s == '0' || *s == '1');
		b->undefmask = b->undefmask << 1 | (*s == '-');
		b->width++;
	}
}

static bool is_bit_string(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!strchr("01.-", *s))
			return false;
	return true;
}

/* name:len in a bit string: the next len bits from the top */
static void add_inline(dt_parser *P, dt_flds *v, dt_bits *b, const dt_tok *t, const char *colon, bool sign,
		       int len, bool big)
{
	const char *name = isa_arena_strndup(P->a, t->s, (size_t)(colon - t->s));
	if (big || b->width + len > P->width) {
		DT_ERR(P, tok_loc(P, t), "dt-width", "field %s exceeds the %d-bit instruction", name, P->width);
		b->width += big ? P->width + 1 : len;
		return;
	}
	int pos = P->width - b->width - len;
	add_fld(P, v, (dt_fld){.name = name, .loc = tok_loc(P, t), .src = DT_INLINE, .pos = pos, .len = len,
			       .sign = sign, .mask = shl(low_bits(len), pos)});
	b->fixedbits = shl(b->fixedbits, len);
	b->fixedmask = shl(b->fixedmask, len);
	b->undefmask = shl(b->undefmask, len);
	b->width += len;
}

/* name=[+-]?digits */
static bool add_const(dt_parser *P, dt_flds *v, const dt_tok *t)
{
	const char *eq = strchr(t->s, '=');
	if (!eq || !is_ident(t->s, (size_t)(eq - t->s)))
		return false;
	const char *num = eq + 1 + (eq[1] == '+' || eq[1] == '-');
	if (!all_digits(num, strlen(num)))
		return false;
	errno = 0;
	char *end;
	long long val = strtoll(eq + 1, &end, 10);
	if (errno == ERANGE) {
		DT_ERR(P, tok_loc(P, t), "dt-value", "constant %s does not fit in 64 bits", eq + 1);
		return true;
	}
	add_fld(P, v, (dt_fld){.name = isa_arena_strndup(P->a, t->s, (size_t)(eq - t->s)), .loc = tok_loc(P, t),
			       .src = DT_CONST, .value = val});
	return true;
}

/* One token of a format or pattern; false when it is no element. */
static bool generic_token(dt_parser *P, dt_def *g, dt_flds *v, dt_bits *b, const dt_tok *t)
{
	const char *s = t->s, *colon;
	isa_loc loc = tok_loc(P, t);
	bool sign, big;
	int len;
	if (s[0] == '&' && is_name(s + 1, strlen(s + 1))) {
		const dt_argset *a = dt_map_get(&P->argsets, s + 1);
		if (g->arg)
			DT_ERR(P, loc, "dt-args", "multiple argument sets");
		else if (!a)
			DT_ERR(P, loc, "dt-undefined", "undefined argument set %s", s);
		else
			g->arg = a;
	} else if (s[0] == '@' && is_name(s + 1, strlen(s + 1))) {
		const dt_def *f = dt_map_get(&P->formats, s + 1);
		if (g->is_format)
			DT_ERR(P, loc, "dt-args", "format @%s references format %s", g->name, s);
		else if (g->fmt)
			DT_ERR(P, loc, "dt-args", "multiple formats");
		else if (!f)
			DT_ERR(P, loc, "dt-undefined", "undefined format %s", s);
		else
			g->fmt = f;
	} else if (s[0] == '%' && is_name(s + 1, strlen(s + 1))) {
		add_fld_byname(P, v, s + 1, s + 1, loc);
	} else if ((colon = strstr(s, "=%")) && is_ident(s, (size_t)(colon - s)) && is_name(colon + 2, strlen(colon + 2))) {
		add_fld_byname(P, v, isa_arena_strndup(P->a, s, (size_t)(colon - s)), colon + 2, loc);
	} else if (add_const(P, v, t)) {
	} else if (is_bit_string(s)) {
		add_bit_string(b, s);
	} else if (split_len(s, &colon, &sign, &len, &big) && is_ident(s, (size_t)(colon - s))) {
		add_inline(P, v, b, t, colon, sign, len, big);
	} else {
		return false;
	}
	return true;
}

/* The argument names of a format or pattern, in argument set order. */
static int arg_names(const dt_def *g, const char ***out)
{
	if (g->fmt)
		return arg_names(g->fmt, out);
	if (g->arg) {
		*out = g->arg->names;
		return g->arg->n;
	}
	static const char *none[1];
	*out = none;
	return -1; /* inferred: the definition's own fields */
}

static bool in_list(const char **v, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return true;
	return false;
}

/* The value of argument `name` for a pattern: its own field, else its
 * format's. */
static const dt_fld *lookup_fld(const dt_def *g, const char *name)
{
	const dt_fld *f = find_fld(g->flds, g->nflds, name);
	if (!f && g->fmt)
		f = find_fld(g->fmt->flds, g->fmt->nflds, name);
	return f;
}

/* Fields only a set can hold; every member initialized (patterns). */
static void check_args(dt_parser *P, const dt_def *g)
{
	const char **names;
	int n = arg_names(g, &names);
	const char *setname = g->fmt ? (g->fmt->arg ? g->fmt->arg->name : g->fmt->name)
				     : g->arg ? g->arg->name : NULL;
	for (int i = 0; i < g->nflds; i++) {
		const dt_fld *f = &g->flds[i];
		if (g->fmt && find_fld(g->fmt->flds, g->fmt->nflds, f->name))
			DT_ERR(P, f->loc, "dt-args", "field %s set by format @%s and pattern %s", f->name,
			       g->fmt->name, g->name);
		else if (g->fmt && !g->fmt->arg && n < 0)
			DT_ERR(P, f->loc, "dt-args", "field %s is not an argument of format @%s", f->name,
			       g->fmt->name);
		else if (n >= 0 && !in_list(names, n, f->name))
			DT_ERR(P, f->loc, "dt-args", "field %s not in argument set &%s", f->name, setname);
	}
	if (g->is_format)
		return;
	for (int i = 0; i < n; i++)
		if (!lookup_fld(g, names[i]))
			DT_ERR(P, g->loc, "dt-args", "argument %s of &%s not initialized by %s", names[i], setname,
			       g->name);
}

static void check_masks(dt_parser *P, const dt_def *g)
{
	int digits = (P->width + 3) / 4;
	if (g->fieldmask & g->fixedmask)
		DT_ERR(P, g->loc, "dt-overlap", "fields overlap fixed bits (0x%0*llx)", digits,
		       (unsigned long long)(g->fieldmask & g->fixedmask));
	if (g->fieldmask & g->undefmask)
		DT_ERR(P, g->loc, "dt-overlap", "fields overlap '-' bits (0x%0*llx)", digits,
		       (unsigned long long)(g->fieldmask & g->undefmask));
	if (g->fixedmask & g->undefmask)
		DT_ERR(P, g->loc, "dt-overlap", "fixed bits overlap '-' bits (0x%0*llx)", digits,
		       (unsigned long long)(g->fixedmask & g->undefmask));
	uint64_t all = g->fieldmask | g->fixedmask | g->undefmask;
	if (!g->is_format && all != P->insnmask && !g->bad_width)
		DT_ERR(P, g->loc, "dt-unspecified", "bits left unspecified (0x%0*llx): '.' must be covered by a field",
		       digits, (unsigned long long)(P->insnmask & ~all));
}

/* Named field segments read other fields of the same pattern; those must
 * exist and must not form a cycle.  Returns the cycle as text or NULL. */
typedef struct dt_walk {
	const dt_def *g;
	const char **names; /* all field names of g (own + format) */
	int n;
	int *color; /* 0 new, 1 on the path, 2 done */
	int *path, npath;
	const char *cycle;
	isa_arena *a;
} dt_walk;

static int walk_index(const dt_walk *w, const char *name)
{
	for (int i = 0; i < w->n; i++)
		if (!strcmp(w->names[i], name))
			return i;
	return -1;
}

static void walk_visit(dt_walk *w, int i)
{
	w->color[i] = 1;
	w->path[w->npath++] = i;
	const dt_fld *f = lookup_fld(w->g, w->names[i]);
	for (int s = 0; f && f->src == DT_DEF && s < f->def->nsegs && !w->cycle; s++) {
		if (!f->def->segs[s].ref)
			continue;
		int j = walk_index(w, f->def->segs[s].ref);
		if (j < 0)
			continue;
		if (w->color[j] == 1) {
			isa_buf b;
			isa_buf_init(&b);
			int k = w->npath - 1;
			while (w->path[k] != j)
				k--;
			for (; k < w->npath; k++)
				isa_buf_printf(&b, "%s => ", w->names[w->path[k]]);
			isa_buf_printf(&b, "%s", w->names[j]);
			w->cycle = isa_arena_strdup(w->a, b.s);
			isa_buf_free(&b);
		} else if (!w->color[j]) {
			walk_visit(w, j);
		}
	}
	w->npath--;
	w->color[i] = 2;
}

static void check_refs(dt_parser *P, const dt_def *g)
{
	int n = g->nflds + (g->fmt ? g->fmt->nflds : 0);
	dt_walk w = {.g = g, .a = P->a};
	w.names = isa_xmalloc((size_t)(n + 1) * sizeof(char *));
	for (int i = 0; i < g->nflds; i++)
		w.names[w.n++] = g->flds[i].name;
	for (int i = 0; g->fmt && i < g->fmt->nflds; i++)
		if (!find_fld(g->flds, g->nflds, g->fmt->flds[i].name))
			w.names[w.n++] = g->fmt->flds[i].name;
	/* undefined references, in patterns only: a format's field may read
	 * a field that each pattern using the format sets (a64 does) */
	for (int i = 0; !g->is_format && i < w.n; i++) {
		const dt_fld *f = lookup_fld(g, w.names[i]);
		for (int s = 0; f->src == DT_DEF && s < f->def->nsegs; s++)
			if (f->def->segs[s].ref && walk_index(&w, f->def->segs[s].ref) < 0)
				DT_ERR(P, g->loc, "dt-undefined",
				       "field %s (%%%s) reads field %s, which pattern %s does not set", f->name,
				       f->def->name, f->def->segs[s].ref, g->name);
	}
	/* QEMU's script cannot order the field extraction when the format
	 * reads a field the pattern sets while the pattern reads one the
	 * format sets (its tests/decode/err_field9.decode): refuse it too */
	if (!g->is_format && g->fmt) {
		const char *fmt_reads = NULL, *pat_reads = NULL;
		for (int i = 0; i < w.n; i++) {
			const dt_fld *f = lookup_fld(g, w.names[i]);
			bool own = find_fld(g->flds, g->nflds, w.names[i]) != NULL;
			for (int s = 0; f->src == DT_DEF && s < f->def->nsegs; s++) {
				const char *r = f->def->segs[s].ref;
				if (!r)
					continue;
				bool r_own = find_fld(g->flds, g->nflds, r) != NULL;
				bool r_fmt = find_fld(g->fmt->flds, g->fmt->nflds, r) != NULL;
				if (!own && r_own && !fmt_reads)
					fmt_reads = r;
				if (own && r_fmt && !r_own && !pat_reads)
					pat_reads = r;
			}
		}
		if (fmt_reads && pat_reads)
			DT_ERR(P, g->loc, "dt-unsupported",
			       "format @%s reads field %s, which pattern %s sets, while the pattern reads "
			       "field %s, which the format sets (QEMU's decodetree.py does not support this)",
			       g->fmt->name, fmt_reads, g->name, pat_reads);
	}
	w.color = isa_xmalloc((size_t)(w.n + 1) * sizeof(int));
	w.path = isa_xmalloc((size_t)(w.n + 1) * sizeof(int));
	memset(w.color, 0, (size_t)(w.n + 1) * sizeof(int));
	for (int i = 0; i < w.n && !w.cycle; i++)
		if (!w.color[i])
			walk_visit(&w, i);
	/* a cycle only among the format's fields was reported at the format */
	bool own = false;
	for (int i = 0; w.cycle && i < g->nflds; i++) {
		size_t l = strlen(g->flds[i].name);
		for (const char *p = w.cycle; (p = strstr(p, g->flds[i].name)); p += l)
			own |= (p == w.cycle || p[-1] == ' ') && (p[l] == ' ' || !p[l]);
	}
	if (w.cycle && own)
		DT_ERR(P, g->loc, "dt-cycle", "field definitions form a cycle: %s", w.cycle);
	free(w.names);
	free(w.color);
	free(w.path);
}

/* Combine a pattern with its format (decodetree.py's rules). */
static void merge_format(dt_parser *P, dt_def *g)
{
	const dt_def *f = g->fmt;
	if (g->arg)
		DT_ERR(P, g->loc, "dt-args", "pattern %s specifies both a format and an argument set", g->name);
	if (g->fixedmask & f->fixedmask)
		DT_ERR(P, g->loc, "dt-overlap", "pattern fixed bits overlap format @%s fixed bits (0x%0*llx)",
		       f->name, (P->width + 3) / 4, (unsigned long long)(g->fixedmask & f->fixedmask));
	if (f->width && g->width != f->width)
		DT_ERR(P, g->loc, "dt-width", "pattern %s has %d bits, its format @%s %d", g->name, g->width,
		       f->name, f->width);
	g->fieldmask |= f->fieldmask;
	g->fixedbits |= f->fixedbits;
	g->fixedmask |= f->fixedmask;
	g->undefmask |= f->undefmask;
}

/* fmt_def := '@' name fmt_elt+ ; pat_def := name pat_elt+ */
static void parse_generic(dt_parser *P, const dt_tok *name, const dt_tok *t, int n, bool is_format)
{
	dt_def *g = isa_arena_alloc(P->a, sizeof(*g));
	g->name = is_format ? name->s + 1 : name->s;
	g->loc = tok_loc(P, name);
	g->is_format = is_format;
	dt_flds v = {0};
	dt_bits b = {0};
	for (int i = 0; i < n; i++)
		if (!generic_token(P, g, &v, &b, &t[i]))
			DT_ERR(P, tok_loc(P, &t[i]), "dt-syntax", "invalid token \"%s\"", t[i].s);
	g->width = b.width;
	if (!(is_format && b.width == 0)) {
		int k = b.width > 64 ? 65 : b.width;
		if (!P->seen.n[k]++)
			P->seen.first[k] = g->loc;
	}
	if (P->varwidth && b.width < P->width && b.width % 8 == 0) {
		/* shorter instructions sit at the top of the word */
		int sh = P->width - b.width;
		b.fixedbits = shl(b.fixedbits, sh);
		b.fixedmask = shl(b.fixedmask, sh);
		b.undefmask = shl(b.undefmask, sh) | low_bits(sh);
	} else if (!(is_format && b.width == 0) && b.width != P->width) {
		if (!P->infer)
			DT_ERR(P, g->loc, "dt-width", "definition has %d bits, not %d", b.width, P->width);
		g->bad_width = true;
	}
	g->fixedbits = b.fixedbits & P->insnmask;
	g->fixedmask = b.fixedmask & P->insnmask;
	g->undefmask = b.undefmask & P->insnmask;
	g->flds = isa_arena_alloc(P->a, (size_t)(v.n + 1) * sizeof(dt_fld));
	if (v.n)
		memcpy(g->flds, v.v, (size_t)v.n * sizeof(dt_fld));
	g->nflds = v.n;
	free(v.v);
	for (int i = 0; i < g->nflds; i++)
		g->fieldmask |= g->flds[i].mask;
	if (!is_format && g->fmt)
		merge_format(P, g);
	check_args(P, g);
	check_masks(P, g);
	check_refs(P, g);
	if (is_format) {
		const dt_def *old = dt_map_get(&P->formats, g->name);
		if (old) {
			DT_ERR(P, g->loc, "dt-duplicate", "duplicate format @%s (first defined at line %d)", g->name,
			       old->loc.line);
			return;
		}
		dt_map_put(&P->formats, g->name, g);
		P->nformats++;
		return;
	}
	g->group = P->cur;
	P->groups.v[P->cur].nmembers++;
	LD_PUSH(P->pats, g);
}

/* ---- lines, groups ----------------------------------------------------------- */

static void open_group(dt_parser *P, const dt_tok *t, int n)
{
	if (n > 1)
		DT_ERR(P, tok_loc(P, &t[1]), "dt-brace", "extra tokens after '%s'", t[0].s);
	dt_grp g = {.overlap = t[0].s[0] == '{', .parent = P->cur, .loc = tok_loc(P, t),
		    .first = P->pats.n, .depth = P->groups.v[P->cur].depth + 1};
	P->groups.v[P->cur].nmembers++;
	LD_PUSH(P->groups, g);
	P->cur = P->groups.n - 1;
	P->nesting += 2;
}

static void close_group(dt_parser *P, const dt_tok *t, int n, int indent)
{
	if (n > 1)
		DT_ERR(P, tok_loc(P, &t[1]), "dt-brace", "extra tokens after '%s'", t[0].s);
	dt_grp *g = &P->groups.v[P->cur];
	bool curly = t[0].s[0] == '}';
	if (P->cur == 0) {
		DT_ERR(P, tok_loc(P, t), "dt-brace", "'%s' closes no group", t[0].s);
		return;
	}
	if (curly != g->overlap)
		DT_ERR(P, tok_loc(P, t), "dt-brace", "'%s' closes the '%c' group opened at line %d", t[0].s,
		       g->overlap ? '{' : '[', g->loc.line);
	g->last = P->pats.n;
	if (!g->nmembers)
		DT_ERR(P, g->loc, "dt-empty-group", "empty group");
	P->cur = g->parent;
	P->nesting -= 2;
	if (indent != P->nesting)
		DT_ERR(P, tok_loc(P, t), "dt-indent", "indentation %d, expected %d", indent, P->nesting);
}

/* One complete definition (continuations joined). */
static void definition(dt_parser *P, const dt_tok *t, int n, int indent)
{
	const char *s = t[0].s;
	if (!strcmp(s, "}") || !strcmp(s, "]")) {
		close_group(P, t, n, indent);
		return;
	}
	if (indent != P->nesting)
		DT_ERR(P, tok_loc(P, t), "dt-indent", "indentation %d, expected %d", indent, P->nesting);
	if (!strcmp(s, "{") || !strcmp(s, "[")) {
		open_group(P, t, n);
		return;
	}
	const char *body = s + (s[0] == '%' || s[0] == '&' || s[0] == '@');
	if (!is_name(body, strlen(body))) {
		DT_ERR(P, tok_loc(P, t), "dt-syntax", "invalid name \"%s\"", s);
		return;
	}
	if (s[0] == '%')
		parse_field(P, t, t + 1, n - 1);
	else if (s[0] == '&')
		parse_argset(P, t, t + 1, n - 1);
	else if (s[0] == '@')
		parse_generic(P, t, t + 1, n - 1, true);
	else
		parse_generic(P, t, t + 1, n - 1, false);
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

typedef LD_VEC(dt_tok) dt_toks;

/* Split one line (comment removed) into tokens appended to v. */
static void tokenize(dt_parser *P, const char *line, size_t len, int lineno, dt_toks *v)
{
	size_t i = 0;
	while (i < len) {
		while (i < len && is_space(line[i]))
			i++;
		size_t j = i;
		while (j < len && !is_space(line[j]))
			j++;
		if (j > i)
			LD_PUSH(*v, ((dt_tok){isa_arena_strndup(P->a, line + i, j - i), lineno, (int)i + 1}));
		i = j;
	}
}

/* Columns of leading white space, tabs to the next multiple of 8. */
static int indentation(const char *line, size_t len)
{
	int col = 0;
	for (size_t i = 0; i < len && is_space(line[i]); i++)
		col = line[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

static void parse_lines(dt_parser *P, const char *text, size_t len)
{
	dt_toks toks = {0};
	int lineno = 0, indent = 0;
	for (size_t i = 0; i < len;) {
		size_t j = i;
		while (j < len && text[j] != '\n')
			j++;
		lineno++;
		const char *line = text + i;
		size_t n = j - i;
		i = j + 1;
		while (n && is_space(line[n - 1]))
			n--;
		int ind = indentation(line, n);
		const char *hash = memchr(line, '#', n);
		size_t code = hash ? (size_t)(hash - line) : n;
		if (hash) /* the comment's allows (docs/suppressions.md) */
			isa_allow_scan(P->a, &P->m->allows, hash + 1, n - code - 1,
				       (isa_loc){P->path, lineno, (int)code + 2}, lineno);
		bool cont = toks.n > 0;
		size_t before = (size_t)toks.n;
		tokenize(P, line, code, lineno, &toks);
		if (!cont) {
			if (n == 0)
				continue; /* blank */
			if ((size_t)toks.n == before) {
				/* comment lines are indented like definitions */
				if (ind != P->nesting)
					DT_ERR(P, ((isa_loc){P->path, lineno, ind + 1}), "dt-indent",
					       "indentation %d, expected %d", ind, P->nesting);
				continue;
			}
			indent = ind;
		}
		if (toks.n && !strcmp(toks.v[toks.n - 1].s, "\\")) {
			toks.n--;
			continue;
		}
		if (toks.n)
			definition(P, toks.v, toks.n, indent);
		toks.n = 0;
	}
	if (toks.n)
		DT_ERR(P, ((isa_loc){P->path, lineno, 1}), "dt-continuation",
		       "the file ends inside a continued line");
	free(toks.v);
	for (int g = P->cur; g > 0; g = P->groups.v[g].parent) {
		DT_ERR(P, P->groups.v[g].loc, "dt-brace", "'%c' is never closed", P->groups.v[g].overlap ? '{' : '[');
		P->groups.v[g].last = P->pats.n;
	}
	P->groups.v[0].last = P->pats.n;
}

/* ---- the model ------------------------------------------------------------------- */

typedef LD_VEC(isa_field) dt_fields;
typedef LD_VEC(isa_piece) dt_pieces;

static isa_bits bits64(uint64_t v) { return isa_bits_from_u64(v); }

static void add_text(dt_parser *P, dt_pieces *pc, const char *s)
{
	isa_piece p = {.kind = PC_TEXT, .text = isa_arena_strdup(P->a, s), .len = (int)strlen(s)};
	LD_PUSH(*pc, p);
}

static void add_piece_field(dt_parser *P, dt_pieces *pc, const char *name)
{
	isa_piece p = {.kind = PC_FIELD, .text = name, .len = (int)strlen(name)};
	(void)P;
	LD_PUSH(*pc, p);
}

static void add_bitfield(dt_fields *fv, const char *name, isa_loc loc, int pos, int len, bool sign)
{
	isa_field f = {.name = name, .loc = loc, .low = pos, .high = pos + len - 1,
		       .kind = sign ? TY_INT : TY_UINT, .type_name = sign ? "int" : "uint"};
	LD_PUSH(*fv, f);
}

static void add_derived(dt_parser *P, dt_fields *fv, const char *name, isa_loc loc, const char *text,
			int width, bool sign)
{
	isa_expr *e = isa_arena_alloc(P->a, sizeof(*e));
	e->text = isa_arena_strdup(P->a, text);
	e->loc = loc;
	char err[256];
	e->ast = isa_expr_parse(P->a, e->text, err, sizeof(err));
	if (!e->ast) /* cannot happen: we wrote the text */
		DT_ERR(P, loc, "dt-internal", "internal expression \"%s\": %s", text, err);
	else
		e->nfields = isa_expr_fields(P->a, e->ast, &e->fields);
	LD_PUSH(P->exprs, e);
	isa_field f = {.name = name, .loc = loc, .low = 0, .high = (width > 0 ? width : 1) - 1,
		       .kind = sign ? TY_INT : TY_UINT, .type_name = sign ? "int" : "uint",
		       .derived = true, .expr = e, .expr_loc = loc};
	LD_PUSH(*fv, f);
}

/* A %field's value as model fields: one bit field when it is a single
 * positional segment, else hidden segment fields and a derived field
 * concatenating them (first segment most significant, its sign). */
static void def_fields(dt_parser *P, dt_fields *fv, const char *name, isa_loc loc, const dt_fielddef *d)
{
	if (d->nsegs == 1 && !d->segs[0].ref && d->segs[0].len > 0) {
		add_bitfield(fv, name, loc, d->segs[0].pos, d->segs[0].len, d->segs[0].sign);
		return;
	}
	isa_buf e;
	isa_buf_init(&e);
	int shift = d->width;
	for (int s = 0; s < d->nsegs; s++) {
		const dt_seg *g = &d->segs[s];
		shift -= g->len;
		if (g->len == 0)
			continue;
		const char *src = g->ref;
		if (!src) {
			char hidden[64];
			snprintf(hidden, sizeof(hidden), "%d_%.50s", s, name);
			src = isa_arena_strdup(P->a, hidden);
			add_bitfield(fv, src, loc, g->pos, g->len, false);
		}
		isa_buf_printf(&e, "%s(((uint64_t){%s} & 0x%llxull) << %d)", e.len ? " | " : "", src,
			       (unsigned long long)low_bits(g->len), shift);
	}
	add_derived(P, fv, name, loc, e.len ? e.s : "0", d->width, d->nsegs && d->segs[0].sign);
	isa_buf_free(&e);
}

/* the bits a C type holds, 0 when unknown */
/* The segments of a multi-segment %field, as def_fields names them. */
static void fill_segs(dt_parser *P, isa_dt_arg *a, const dt_fld *f)
{
	const dt_fielddef *d = f->def;
	if (d->nsegs == 1 && !d->segs[0].ref && d->segs[0].len > 0)
		return; /* one bit field, named as the argument */
	a->seg_field = isa_arena_alloc(P->a, (size_t)(d->nsegs + 1) * sizeof(char *));
	a->seg_len = isa_arena_alloc(P->a, (size_t)(d->nsegs + 1) * sizeof(int));
	for (int s = 0; s < d->nsegs; s++) {
		const dt_seg *g = &d->segs[s];
		if (g->len == 0)
			continue;
		const char *src = g->ref;
		if (!src) {
			char hidden[64];
			snprintf(hidden, sizeof(hidden), "%d_%.50s", s, f->name);
			src = isa_arena_strdup(P->a, hidden);
		}
		a->seg_field[a->nsegs] = src;
		a->seg_len[a->nsegs++] = g->len;
	}
}

static void fill_arg(dt_parser *P, isa_dt_arg *a, const dt_fld *f)
{
	a->bits = -1;
	if (f->src == DT_CONST) {
		a->is_const = true;
		a->value = f->value;
	} else if (f->src == DT_INLINE) {
		a->bits = f->len;
		a->is_signed = f->sign;
	} else if (f->def->nsegs) {
		a->bits = f->def->width;
		a->is_signed = f->def->segs[0].sign;
	}
	if (f->src == DT_DEF) {
		a->function = f->def->func;
		fill_segs(P, a, f);
	}
	a->loc = f->loc;
}

/* One argument: its model fields and " name=value" in the display. */
static void build_arg(dt_parser *P, dt_fields *fv, dt_pieces *pc, const dt_fld *f)
{
	char buf[160];
	snprintf(buf, sizeof(buf), " %s=", f->name);
	add_text(P, pc, buf);
	if (f->src == DT_CONST) {
		char num[48];
		if (f->value >= 0)
			snprintf(num, sizeof(num), "%lld", (long long)f->value);
		else
			snprintf(num, sizeof(num), "(int64_t)0x%llxull", (unsigned long long)f->value);
		/* derived values of words up to 32 bits wide keep 32 bits (Mesa's
		 * uint64_t_to_bitmask), so the sign is at bit 31 there */
		add_derived(P, fv, f->name, f->loc, num, P->width <= 32 ? 32 : 64, true);
		add_piece_field(P, pc, f->name);
		return;
	}
	if (f->src == DT_INLINE) {
		if (f->len)
			add_bitfield(fv, f->name, f->loc, f->pos, f->len, f->sign);
		else
			add_derived(P, fv, f->name, f->loc, "0", 1, false);
		add_piece_field(P, pc, f->name);
		return;
	}
	const dt_fielddef *d = f->def;
	def_fields(P, fv, f->name, f->loc, d);
	if (!d->func) {
		add_piece_field(P, pc, f->name);
		return;
	}
	snprintf(buf, sizeof(buf), "%.100s(", d->func);
	add_text(P, pc, buf);
	if (d->nsegs)
		add_piece_field(P, pc, f->name);
	add_text(P, pc, ")");
}

/* Argument names and types of a pattern, in argument set order. */
static int pattern_args(const dt_def *g, const char ***names, const char ***types)
{
	const dt_def *owner = g->fmt ? g->fmt : g;
	static const char *none[1];
	if (owner->arg) {
		*names = owner->arg->names;
		*types = owner->arg->types;
		return owner->arg->n;
	}
	*names = *types = none;
	return -1;
}

static void build_leaf(dt_parser *P, const dt_def *g, isa_bitset *root, isa_bitset *b, isa_dt_pattern *dp)
{
	b->name = b->displayname = g->name;
	b->loc = g->loc;
	b->extends = root->name;
	b->parent = b->root = root;
	b->depth = 1;
	b->gen_max = b->eff_gen_max = UINT32_MAX;
	b->gen_loc = g->loc;
	/* '-' bits are ignored by the CPU: isaspec's dontcare (in the mask,
	 * not tested, and --show-errors notes them when set) */
	b->match = b->lmatch = bits64(g->fixedbits);
	b->mask = b->lmask = bits64(g->fixedmask | g->undefmask);
	b->dontcare = b->ldontcare = bits64(g->undefmask);
	b->field_mask = bits64(g->fieldmask);
	b->is_leaf = true;
	char *pat = isa_arena_alloc(P->a, (size_t)P->width + 1);
	for (int i = 0; i < P->width; i++) {
		int bit = P->width - 1 - i;
		pat[i] = (g->fixedmask >> bit) & 1 ? ((g->fixedbits >> bit) & 1 ? '1' : '0') : 'x';
	}
	b->patterns = isa_arena_alloc(P->a, sizeof(isa_pattern));
	b->patterns[0] = (isa_pattern){0, P->width - 1, pat, false, g->loc};
	b->npatterns = 1;

	const char **names, **types;
	int n = pattern_args(g, &names, &types);
	/* inferred argument sets: the format's fields, else the pattern's */
	const dt_def *owner = g->fmt ? g->fmt : g;
	int count = n >= 0 ? n : owner->nflds;
	dp->args = isa_arena_alloc(P->a, (size_t)(count + 1) * sizeof(isa_dt_arg));
	dt_fields fv = {0};
	dt_pieces pc = {0};
	add_text(P, &pc, g->name);
	for (int i = 0; i < count; i++) {
		const char *an = n >= 0 ? names[i] : owner->flds[i].name;
		const dt_fld *f = lookup_fld(g, an);
		if (!f)
			continue; /* reported: not initialized */
		isa_dt_arg *a = &dp->args[dp->nargs++];
		a->name = an;
		a->type = n >= 0 ? types[i] : "int";
		fill_arg(P, a, f);
		build_arg(P, &fv, &pc, f);
	}
	isa_case *c = isa_arena_alloc(P->a, sizeof(isa_case));
	c->loc = g->loc;
	c->fields = isa_arena_alloc(P->a, (size_t)(fv.n + 1) * sizeof(isa_field));
	if (fv.n)
		memcpy(c->fields, fv.v, (size_t)fv.n * sizeof(isa_field));
	c->nfields = fv.n;
	isa_display *d = isa_arena_alloc(P->a, sizeof(*d));
	d->pieces = isa_arena_alloc(P->a, (size_t)(pc.n + 1) * sizeof(isa_piece));
	memcpy(d->pieces, pc.v, (size_t)pc.n * sizeof(isa_piece));
	d->npieces = pc.n;
	d->loc = g->loc;
	isa_buf t;
	isa_buf_init(&t);
	for (int i = 0; i < pc.n; i++)
		isa_buf_printf(&t, pc.v[i].kind == PC_TEXT ? "%.*s" : "{%.*s}", pc.v[i].len, pc.v[i].text);
	d->text = isa_arena_strdup(P->a, t.s ? t.s : "");
	isa_buf_free(&t);
	c->display = d;
	b->cases = c;
	b->ncases = 1;
	free(fv.v);
	free(pc.v);

	dp->leaf = b;
	dp->fixedmask = g->fixedmask;
	dp->fixedbits = g->fixedbits;
	dp->undefmask = g->undefmask;
	dp->fieldmask = g->fieldmask;
	dp->width = g->width;
	dp->loc = g->loc;
}

static void build_model(dt_parser *P)
{
	isa *m = P->m;
	int np = P->pats.n;
	isa_bitset *root = isa_arena_alloc(P->a, sizeof(*root));
	root->name = root->displayname = "#instruction";
	root->loc = (isa_loc){P->path, 1, 1};
	root->size = P->width;
	root->root = root;
	root->gen_max = root->eff_gen_max = UINT32_MAX;
	root->cases = isa_arena_alloc(P->a, sizeof(isa_case));
	root->ncases = 1;
	m->bitsets = isa_arena_alloc(P->a, (size_t)(np + 2) * sizeof(isa_bitset *));
	m->bitsets[m->nbitsets++] = root;

	isa_dt *dt = isa_arena_alloc(P->a, sizeof(*dt));
	dt->insnwidth = P->width;
	dt->varwidth = P->varwidth;
	dt->nfields = P->nfields;
	dt->nargsets = P->nargsets;
	dt->nformats = P->nformats;
	dt->ngroups = P->groups.n;
	dt->groups = isa_arena_alloc(P->a, (size_t)P->groups.n * sizeof(isa_dt_group));
	for (int i = 0; i < P->groups.n; i++) {
		const dt_grp *g = &P->groups.v[i];
		dt->groups[i] = (isa_dt_group){g->overlap, i ? &dt->groups[g->parent] : NULL, g->depth,
					       g->loc, g->first, g->last, g->nmembers};
	}
	dt->pats = isa_arena_alloc(P->a, (size_t)(np + 1) * sizeof(isa_dt_pattern));
	dt->npats = np;

	m->roots = isa_arena_alloc(P->a, sizeof(isa_root));
	m->nroots = 1;
	isa_root *r = &m->roots[0];
	r->root = root;
	r->first_match = true;
	r->leaves = isa_arena_alloc(P->a, (size_t)(np + 1) * sizeof(isa_bitset *));
	for (int i = 0; i < np; i++) {
		isa_bitset *b = isa_arena_alloc(P->a, sizeof(*b));
		dt->pats[i].group = &dt->groups[P->pats.v[i]->group];
		build_leaf(P, P->pats.v[i], root, b, &dt->pats[i]);
		b->index = m->nbitsets;
		m->bitsets[m->nbitsets++] = b;
		r->leaves[r->nleaves++] = b;
	}
	m->instruction = r;
	m->bitsize = P->width;
	m->exprs = isa_arena_alloc(P->a, (size_t)(P->exprs.n + 1) * sizeof(isa_expr *));
	for (int i = 0; i < P->exprs.n; i++) {
		m->exprs[i] = P->exprs.v[i];
		m->exprs[i]->id = i;
	}
	m->nexprs = P->exprs.n;
	m->dt = dt;
}

/* ---- entry points -------------------------------------------------------------- */

/* NUL bytes would cut tokens short: they are reported and read as blanks.
 * Line ends are LF, CRLF or a lone CR, as Python's universal newlines
 * read them for decodetree.py: a CR-only file is lines, not one comment. */
static char *clean_text(dt_parser *P, const char *text, size_t len)
{
	char *t = isa_xmalloc(len + 1);
	if (len)
		memcpy(t, text, len);
	t[len] = '\0';
	int line = 1;
	bool told = false;
	for (size_t i = 0; i < len; i++) {
		if (t[i] == '\r')
			t[i] = i + 1 < len && t[i + 1] == '\n' ? ' ' : '\n';
		if (t[i] == '\n')
			line++;
		if (t[i] != '\0')
			continue;
		t[i] = ' ';
		if (!told)
			DT_ERR(P, ((isa_loc){P->path, line, 0}), "dt-syntax", "NUL byte in the file");
		told = true;
	}
	return t;
}

/* One reading of the file at `width` bits; the definitions' widths in
 * *seen when given. */
static isa *dt_load(const char *path, const isa_load_opts *opts, int width, bool varwidth,
		    bool infer, isa_diags *d, dt_widths *seen)
{
	isa_arena *a = isa_arena_new();
	isa *m = isa_arena_alloc(a, sizeof(*m));
	m->arena = a;
	m->path = isa_arena_strdup(a, path);
	m->files = isa_arena_alloc(a, sizeof(char *));
	m->files[m->nfiles++] = m->path;
	dt_parser P = {.m = m, .a = a, .d = d, .path = m->path, .width = width, .varwidth = varwidth,
		       .infer = infer};
	if (P.width != 16 && P.width != 32 && P.width != 64) {
		DT_ERR(&P, ((isa_loc){m->path, 0, 0}), "dt-insnwidth",
		       "instruction width %d: decodetree handles 16, 32 and 64", P.width);
		P.width = 32;
	}
	P.insnmask = low_bits(P.width);
	dt_grp top = {.loc = {m->path, 1, 1}};
	LD_PUSH(P.groups, top);

	size_t len = 0;
	char *owned = NULL;
	const char *text = opts ? opts->buffer : NULL;
	if (text) {
		len = opts->buffer_len;
	} else {
		char why[256];
		owned = isa_read_file(path, &len, why, sizeof(why));
		if (!owned)
			rd_top_unreadable(P.d, m->path, why);
		text = owned;
	}
	/* decodetree.py reads the file as UTF-8 without dropping a byte-order
	 * mark, which then starts the first name: said once, and the rest is
	 * read as it would be without it (columns of line 1 count after it) */
	if (text && len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3)) {
		DT_ERR(&P, ((isa_loc){P.path, 1, 1}), "dt-syntax",
		       "the file starts with a UTF-8 byte-order mark (EF BB BF), which decodetree "
		       "reads as part of the first line: save the file without it");
		text += 3;
		len -= 3;
	}
	if (text) {
		char *clean = clean_text(&P, text, len);
		parse_lines(&P, clean, len);
		free(clean);
	}
	free(owned);
	if (text && P.pats.n == 0)
		isa_diag_add(d, ISA_WARNING, (isa_loc){m->path, 0, 0}, "dt-empty",
			     "no patterns: the file decodes no word");
	build_model(&P);
	isa_build_finish(m);
	free(P.pats.v);
	free(P.groups.v);
	free(P.exprs.v);
	dt_map_free(&P.fields);
	dt_map_free(&P.argsets);
	dt_map_free(&P.formats);
	if (seen)
		*seen = P.seen;
	return m;
}

static bool dt_width_ok(int w)
{
	return w == 16 || w == 32 || w == 64;
}

/* The --varinsnwidth that reads definitions of these widths (all whole
 * bytes, the widest one decodetree handles), or 0. */
static int dt_width_var(const dt_widths *w)
{
	int maxw = 0;
	for (int k = 1; k < 66; k++) {
		if (!w->n[k])
			continue;
		if (k % 8 || k > 64)
			return 0;
		maxw = k;
	}
	return dt_width_ok(maxw) ? maxw : 0;
}

/* The definitions have several widths: one error naming the option that
 * says which, at the first definition of a width other than the most
 * common one (the likely odd one out). */
static void dt_width_conflict(isa *m, const dt_widths *w, int most, int var, isa_diags *d)
{
	int odd = 0;
	char list[256] = "";
	size_t len = 0;
	for (int k = 1; k < 66; k++) {
		if (!w->n[k])
			continue;
		if (k != most && !odd)
			odd = k;
		if (len < sizeof(list) - 40)
			len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s%d bits (%d)",
						len ? ", " : "", k > 64 ? "over " : "", k > 64 ? 64 : k,
						w->n[k]);
	}
	isa_loc at = {m->path, w->first[odd].line, w->first[odd].col};
	if (var)
		isa_diag_add(d, ISA_ERROR, at, "dt-width",
			     "definitions of several widths: %s; for variable-length instructions "
			     "give --varinsnwidth %d (or --insnwidth N for one width)", list, var);
	else
		isa_diag_add(d, ISA_ERROR, at, "dt-width",
			     "definitions of several widths: %s; give the instruction width with "
			     "--insnwidth 16, 32 or 64 (or --varinsnwidth N for variable length)", list);
}

/* With no width option, a first reading at the default 32 bits counts
 * the widths of the definitions (one of another width is only counted
 * then, not reported).  When they agree on one decodetree handles, the
 * file is that width: when it is 32 the first reading is the answer (the
 * common case costs one reading), else the file is read again at that
 * width and a note says so.  When they disagree, one error names the
 * option instead of one error per definition. */
isa *rd_dt_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	if (opts && opts->insnwidth)
		return dt_load(path, opts, opts->insnwidth, opts->varinsnwidth, false, d, NULL);
	isa_diags first;
	isa_diags_init(&first);
	first.max_per_rule = d->max_per_rule;
	dt_widths w;
	isa *m32 = dt_load(path, opts, 32, false, true, &first, &w);
	int kinds = 0, only = 32, most = 32;
	for (int k = 1; k < 66; k++) {
		if (!w.n[k])
			continue;
		kinds++;
		only = k;
		if (!w.n[most] || w.n[k] > w.n[most] || (w.n[k] == w.n[most] && k == 32))
			most = k;
	}
	if (kinds > 1) {
		isa_free(m32);
		isa_diags_free(&first);
		/* read as the option named would (variable length when the
		 * widths allow it), so that the other diagnostics are the
		 * file's own, not echoes of the wrong width */
		int var = dt_width_var(&w);
		isa *m = var ? dt_load(path, opts, var, true, true, d, NULL)
			     : dt_load(path, opts, dt_width_ok(most) ? most : 32, false, true, d, NULL);
		dt_width_conflict(m, &w, most, var, d);
		return m;
	}
	/* one width: decodetree's or not (then each definition says so) */
	int width = dt_width_ok(only) ? only : 32;
	if (width == 32 && only == 32 && !d->n && !d->nrules) {
		/* every definition has 32 bits: nothing was left unreported */
		isa_diags empty = *d;
		*d = first;
		isa_diags_free(&empty);
		return m32;
	}
	isa_free(m32);
	isa_diags_free(&first);
	isa *m = dt_load(path, opts, width, false, false, d, NULL);
	if (width != 32)
		isa_diag_add(d, ISA_NOTE, (isa_loc){m->path, w.first[width].line, w.first[width].col},
			     "dt-width-inferred",
			     "instruction width %d inferred: all %d definitions have %d bits "
			     "(--insnwidth %d says so)", width, w.n[width], width, width);
	return m;
}
