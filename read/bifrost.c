/*
 * read/bifrost.c - Panfrost Bifrost ISA.xml (root <bifrost>) into the
 * model.
 *
 * Mesa reads this file with bifrost_isa.py and writes its disassembler
 * with gen_disasm.py; the reader follows both, step by step: which
 * elements and attributes count (a "pseudo" or "unused" value counts
 * when it is non-empty, as Python's truthiness has it), how a modifier's
 * options are padded, how an instruction with <encoding>s becomes one
 * state per encoding, which instruction of a repeated name is kept, and
 * the order in which a slot's states are tried.  Where Mesa's generator
 * would fail (a KeyError, an assert, C that does not compile) the reader
 * refuses with an error saying so.  docs/bifrost.md has the details.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "model/build.h"
#include "internal.h"
#include "xmlsrc.h"

#define BI_FMA_BITS 23
#define BI_ADD_BITS 20
/* The leaves of one state: one per allowed value of its reserved-checked
 * derived fields; more would only come from a derived field wider than
 * any Mesa writes. */
#define BI_MAX_LEAVES 4096

typedef LD_VEC(isa_bi_mod) bi_mods;
typedef LD_VEC(isa_bi_src) bi_srcs;
typedef LD_VEC(isa_bi_imm) bi_imms;
typedef LD_VEC(isa_bi_derived) bi_deriveds;
typedef LD_VEC(isa_bi_state) bi_states;
typedef LD_VEC(isa_bitset *) bi_bitsets;

/* An instruction as bifrost_isa.py parses it: the common part and one
 * variant per <encoding> (none: the instruction itself). */
typedef struct bi_variant {
	const isa_bi_cond *test;
	uint64_t emask, ebits;
	bool has_exact;
	bi_deriveds derived;
	bi_mods mods; /* copies: <copy> moves a modifier of one variant */
	isa_loc loc;
} bi_variant;

typedef struct bi_ins {
	const char *name, *mnemonic;
	bool fma;
	bi_srcs srcs;
	bi_imms imms;
	const char *staging;
	int nswaps;
	LD_VEC(bi_variant) vars;
	isa_loc loc;
} bi_ins;

typedef struct bi_reader {
	isa *m;
	isa_arena *a;
	isa_diags *d;
	xs_src src;
	LD_VEC(bi_ins) ins; /* Mesa's dict order: a repeated name keeps the first's place */
} bi_reader;

/* ---- XML helpers ------------------------------------------------------------ */

static void diag(bi_reader *R, isa_severity sev, isa_loc loc, const char *rule, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 5, 6)))
#endif
	;
static void diag(bi_reader *R, isa_severity sev, isa_loc loc, const char *rule, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	isa_diag_add(R->d, sev, loc, rule, "%s", msg);
}

/* The text ElementTree gives an element (before its first child
 * element, comments skipped), or NULL (Python's None) when there is none. */
static const char *elem_text(bi_reader *R, xmlNodePtr n)
{
	isa_buf b;
	isa_buf_init(&b);
	bool any = false;
	for (xmlNodePtr c = n->children; c && c->type != XML_ELEMENT_NODE; c = c->next)
		if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content) {
			isa_buf_printf(&b, "%s", (const char *)c->content);
			any = true;
		}
	const char *s = any && b.len ? isa_arena_strdup(R->a, b.s) : NULL;
	isa_buf_free(&b);
	return s;
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Python's int(s) (base 10) or int(s, 0): white space around, a sign,
 * '_' between digits; with base 0 the 0x/0o/0b prefixes and no leading
 * zero on a decimal.  Values past 64 bits are refused. */
static bool py_int(const char *s, bool base0, int64_t *out)
{
	const char *p = s;
	while (is_space(*p))
		p++;
	bool neg = false;
	if (*p == '+' || *p == '-')
		neg = *p++ == '-';
	int base = 10;
	if (base0 && p[0] == '0' && p[1] && strchr("xXoObB", p[1])) {
		base = strchr("xX", p[1]) ? 16 : strchr("oO", p[1]) ? 8 : 2;
		p += 2;
		if (*p == '_')
			p++;
	}
	uint64_t v = 0;
	bool lead_zero = base == 10 && base0 && *p == '0', nonzero = false;
	int n = 0;
	for (;; p++) {
		int dv;
		if (*p >= '0' && *p <= '9')
			dv = *p - '0';
		else if (*p >= 'a' && *p <= 'f')
			dv = *p - 'a' + 10;
		else if (*p >= 'A' && *p <= 'F')
			dv = *p - 'A' + 10;
		else if (*p == '_' && n && p[1] && p[1] != '_')
			continue;
		else
			break;
		if (dv >= base)
			return false;
		if (v > (UINT64_MAX - (uint64_t)dv) / (uint64_t)base)
			return false;
		v = v * (uint64_t)base + (uint64_t)dv;
		nonzero |= dv != 0;
		n++;
	}
	while (is_space(*p))
		p++;
	if (!n || *p || (lead_zero && nonzero) || v > (uint64_t)INT64_MAX)
		return false;
	*out = neg ? -(int64_t)v : (int64_t)v;
	return true;
}

/* An integer attribute in [lo, hi]: *out = dflt when absent (then
 * true unless required). */
static bool int_attr(bi_reader *R, xmlNodePtr n, const char *attr, bool base0, bool required,
		     int64_t dflt, int64_t lo, int64_t hi, int64_t *out)
{
	const char *s = required ? xs_need_attr(&R->src, n, attr) : xs_attr(&R->src, n, attr);
	*out = dflt;
	if (!s)
		return !required;
	int64_t v;
	if (!py_int(s, base0, &v)) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, attr), "bi-number",
		     "%s=\"%s\" is not an integer as Python's int(%s) reads it", attr, s,
		     base0 ? "x, 0" : "x");
		return false;
	}
	if (v < lo || v > hi) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, attr), "bi-range",
		     "%s=\"%s\" is out of range [%lld, %lld]", attr, s, (long long)lo, (long long)hi);
		return false;
	}
	*out = v;
	return true;
}

/* A text Mesa's generator writes into a C string literal: a quote, a
 * backslash or a control character breaks the generated C. */
static bool c_literal_ok(const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		if (*p == '"' || *p == '\\' || *p < 0x20 || *p == 0x7f)
			return false;
	return true;
}

/* ---- conditions -------------------------------------------------------------------- */

static bool operand_ok(bi_reader *R, xmlNodePtr n, const char *attr, const char *v)
{
	if (!v)
		return false;
	/* the generator writes a literal as '...' into Python it evaluates */
	if (!*v || (v[0] == '#' && (strchr(v, '\'') || strchr(v, '\\'))) || !c_literal_ok(v)) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, attr), "bi-cond",
		     "%s=\"%s\": Mesa's generator cannot compile this operand", attr, v);
		return false;
	}
	return true;
}

/* parse_cond: <reserved/> is NULL (only a derived field's entry may be
 * one), alias= hides a condition (never true), left= makes a
 * comparison, otherwise the children are the operands of and/or. */
static const isa_bi_cond *parse_cond(bi_reader *R, xmlNodePtr n, bool reserved_ok, bool *ok)
{
	const char *tag = (const char *)n->name;
	if (!strcmp(tag, "reserved")) {
		if (!reserved_ok) {
			diag(R, ISA_ERROR, xs_loc(&R->src, n, NULL), "bi-cond",
			     "<reserved/> only stands for an entry of a <derived> field here "
			     "(Mesa's generator fails)");
			*ok = false;
		}
		return NULL;
	}
	isa_bi_cond *c = isa_arena_alloc(R->a, sizeof(*c));
	c->loc = xs_loc(&R->src, n, NULL);
	isa_bi_cond *inner = c;
	if (xs_truthy(n, "alias")) {
		c->kind = BI_COND_ALIAS;
		inner = isa_arena_alloc(R->a, sizeof(*inner));
		inner->loc = c->loc;
		c->kids = isa_arena_alloc(R->a, sizeof(*c->kids));
		c->kids[0] = inner;
		c->nkids = 1;
	}
	bool cmp = !strcmp(tag, "eq") || !strcmp(tag, "neq");
	bool logic = !strcmp(tag, "and") || !strcmp(tag, "or");
	if (xs_attr(&R->src, n, "left")) {
		if (!cmp) {
			diag(R, ISA_ERROR, xs_loc(&R->src, n, "left"), "bi-cond",
			     "<%s left=...>: only <eq> and <neq> compare (Mesa's generator fails)", tag);
			*ok = false;
			return c;
		}
		inner->kind = !strcmp(tag, "eq") ? BI_COND_EQ : BI_COND_NEQ;
		inner->left = xs_attr(&R->src, n, "left");
		inner->right = xs_need_attr(&R->src, n, "right");
		if (!operand_ok(R, n, "left", inner->left) || !operand_ok(R, n, "right", inner->right))
			*ok = false;
		return c;
	}
	if (!logic) {
		diag(R, ISA_ERROR, c->loc, "bi-cond",
		     cmp ? "<%s> without left= and right= (isaproof reads comparisons of a modifier "
			   "with a value or another modifier only)"
			 : "<%s> is no condition (<eq>, <neq>, <and>, <or>; Mesa's generator fails)",
		     tag);
		*ok = false;
		return c;
	}
	inner->kind = !strcmp(tag, "and") ? BI_COND_AND : BI_COND_OR;
	LD_VEC(const isa_bi_cond *) kids = {0};
	for (xmlNodePtr k = n->children; k; k = k->next)
		if (k->type == XML_ELEMENT_NODE) {
			const isa_bi_cond *kc = parse_cond(R, k, false, ok);
			if (kc)
				LD_PUSH(kids, kc);
		}
	if (!kids.n) {
		diag(R, ISA_ERROR, c->loc, "bi-cond", "<%s> has no operand (Mesa's generator fails)", tag);
		*ok = false;
	}
	inner->kids = isa_arena_alloc(R->a, (size_t)(kids.n + 1) * sizeof(*inner->kids));
	if (kids.n)
		memcpy(inner->kids, kids.v, (size_t)kids.n * sizeof(*kids.v));
	inner->nkids = kids.n;
	free(kids.v);
	return c;
}

/* ---- the parts of an instruction ---------------------------------------------------- */

static void load_derived(bi_reader *R, xmlNodePtr n, bi_deriveds *out, bool *ok)
{
	int64_t start, size;
	bool good = int_attr(R, n, "start", false, true, 0, 0, 31, &start);
	good &= int_attr(R, n, "size", false, true, 0, 0, 5, &size);
	if (good && start + size > 32) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, "size"), "bi-range",
		     "derived field %lld..%lld is past bit 31", (long long)start,
		     (long long)(start + size - 1));
		good = false;
	}
	if (!good) {
		*ok = false;
		return;
	}
	isa_bi_derived dv = {(int)start, (int)size, NULL, xs_loc(&R->src, n, NULL)};
	int count = 1 << size, i = 0;
	dv.opts = isa_arena_alloc(R->a, (size_t)count * sizeof(*dv.opts));
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (i == count) {
			diag(R, ISA_WARNING, xs_loc(&R->src, c, NULL), "bi-derived-extra",
			     "a derived field of %d bit%s has %d values: Mesa drops this entry and the rest",
			     (int)size, size == 1 ? "" : "s", count);
			break;
		}
		dv.opts[i++] = parse_cond(R, c, true, ok);
	}
	LD_PUSH(*out, dv);
}

/* parse_modifiers: options are <opt> texts and other children's tag
 * names, or "none" and opt= when there are none; padded with "reserved" */
static void load_mod(bi_reader *R, xmlNodePtr n, bi_mods *out, bool *ok)
{
	if (xs_truthy(n, "pseudo"))
		return;
	isa_bi_mod md = {0};
	md.loc = xs_loc(&R->src, n, NULL);
	md.name = xs_need_attr(&R->src, n, "name");
	int64_t start, size;
	bool good = md.name != NULL;
	good &= int_attr(R, n, "start", false, false, -1, 0, 31, &start);
	good &= int_attr(R, n, "size", false, true, 0, 0, 12, &size);
	if (good && start >= 0 && start + size > 32) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, "size"), "bi-range", "modifier '%s' is past bit 31", md.name);
		good = false;
	}
	if (!good) {
		*ok = false;
		return;
	}
	md.start = (int)start;
	md.size = (int)size;
	int count = 1 << size;
	LD_VEC(const char *) opts = {0};
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (xs_is_elem(c, "opt"))
			LD_PUSH(opts, elem_text(R, c));
		else if (xs_is_elem(c, "reserved"))
			LD_PUSH(opts, "reserved");
		else {
			diag(R, ISA_ERROR, xs_loc(&R->src, c, NULL), "bi-mod-option",
			     "<%s> inside <mod>: Mesa's script takes the tag's name as an option text; "
			     "write <opt>%s</opt> or <reserved/>", (const char *)c->name, (const char *)c->name);
			*ok = false;
		}
	}
	const char *opt = xs_attr(&R->src, n, "opt");
	if (!opts.n && opt) {
		LD_PUSH(opts, "none");
		LD_PUSH(opts, opt);
	} else if (opts.n && opt)
		diag(R, ISA_WARNING, xs_loc(&R->src, n, "opt"), "bi-mod-option",
		     "opt= is read only when <mod> has no options: Mesa ignores it here");
	md.deflt = xs_attr(&R->src, n, "default");
	if (!md.deflt)
		for (int i = 0; i < opts.n; i++)
			if (opts.v[i] && !strcmp(opts.v[i], "none"))
				md.deflt = "none";
	if (opts.n > count)
		diag(R, ISA_WARNING, md.loc, "bi-mod-option",
		     "modifier '%s' of %d bit%s lists %d options: Mesa drops those past %d", md.name,
		     md.size, md.size == 1 ? "" : "s", opts.n, count);
	md.opts = isa_arena_alloc(R->a, (size_t)count * sizeof(*md.opts));
	for (int i = 0; i < count; i++)
		md.opts[i] = i < opts.n ? opts.v[i] : "reserved";
	for (int i = 0; i < count && i < opts.n; i++)
		if (opts.v[i] && !c_literal_ok(opts.v[i])) {
			diag(R, ISA_ERROR, md.loc, "bi-text",
			     "option \"%s\" of '%s' holds a quote, backslash or control character: "
			     "Mesa's generated C does not compile", opts.v[i], md.name);
			*ok = false;
		}
	free(opts.v);
	LD_PUSH(*out, md);
}

static void load_src(bi_reader *R, xmlNodePtr n, bi_srcs *out, bool *ok)
{
	if (xs_truthy(n, "pseudo"))
		return;
	if (xs_attr(&R->src, n, "absneg")) {
		/* Valhall's: bifrost_isa.py adds neg/abs modifiers at bit 0 */
		diag(R, ISA_ERROR, xs_loc(&R->src, n, "absneg"), "unknown-attribute",
		     "absneg= is Valhall's: isaproof does not read it in a Bifrost file");
		*ok = false;
	}
	int64_t start, mask;
	bool good = int_attr(R, n, "start", true, false, 3 * out->n, 0, 29, &start);
	good &= int_attr(R, n, "mask", true, false, 0xff, 0, 0xff, &mask);
	if (!good) {
		*ok = false;
		return;
	}
	isa_bi_src s = {(int)start, (unsigned)mask, xs_loc(&R->src, n, NULL)};
	LD_PUSH(*out, s);
}

static void load_imm(bi_reader *R, xmlNodePtr n, bi_imms *out, bool *ok)
{
	if (xs_truthy(n, "pseudo"))
		return;
	isa_bi_imm im = {xs_need_attr(&R->src, n, "name"), 0, 0, xs_loc(&R->src, n, NULL)};
	int64_t start, size;
	bool good = im.name != NULL;
	/* a missing start= is None in Mesa, which its generated C cannot use */
	good &= int_attr(R, n, "start", false, true, 0, 0, 31, &start);
	good &= int_attr(R, n, "size", false, true, 0, 1, 31, &size);
	if (good && start + size > 32) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, "size"), "bi-range", "immediate '%s' is past bit 31", im.name);
		good = false;
	}
	if (good && (strchr(im.name, '%') || !c_literal_ok(im.name))) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, "name"), "bi-text",
		     "immediate name \"%s\" goes into a printf format: no %%, quote, backslash or "
		     "control character", im.name);
		good = false;
	}
	if (!good) {
		*ok = false;
		return;
	}
	im.start = (int)start;
	im.size = (int)size;
	LD_PUSH(*out, im);
}

static void load_swap(bi_reader *R, xmlNodePtr n, bool *ok)
{
	int64_t v;
	*ok &= int_attr(R, n, "left", false, true, 0, 0, INT_MAX, &v);
	*ok &= int_attr(R, n, "right", false, true, 0, 0, INT_MAX, &v);
	xmlNodePtr first = NULL;
	for (xmlNodePtr c = n->children; c && !first; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			first = c;
	if (!first) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, NULL), "bi-swap",
		     "<swap> has no condition (Mesa's bifrost_isa.py fails)");
		*ok = false;
		return;
	}
	if (!xs_is_elem(first, "rewrite")) /* a rewrite first is read as a condition too: it has no operands */
		parse_cond(R, first, false, ok);
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (!xs_is_elem(c, "rewrite"))
			continue;
		*ok &= xs_need_attr(&R->src, c, "name") != NULL;
		for (xmlNodePtr k = c->children; k; k = k->next)
			if (xs_is_elem(k, "map"))
				*ok &= xs_need_attr(&R->src, k, "from") && xs_need_attr(&R->src, k, "to");
	}
}

/* Valhall's implicit-modifier and operand tags, which bifrost_isa.py
 * (shared by both) also reads: in a Bifrost file they would add
 * modifiers or staging that Mesa's generated Bifrost C cannot print. */
static bool valhall_tag(const char *tag)
{
	static const char *const tags[] = {
		"cmp", "dimension", "fetch_component", "lod_mode", "regfmt", "result_type", "sample",
		"update", "vecsize", "source_format", "array_enable", "integer_coordinates", "shadow",
		"skip", "texel_offset", "wide_indices", "write_mask", "va_mod", "imm", "sr",
		"sr_count", NULL};
	for (int i = 0; tags[i]; i++)
		if (!strcmp(tags[i], tag))
			return true;
	return false;
}

static bi_variant variant_of(const bi_mods *common)
{
	bi_variant v = {0};
	for (int i = 0; i < common->n; i++)
		LD_PUSH(v.mods, common->v[i]);
	return v;
}

static void load_encoding(bi_reader *R, xmlNodePtr n, const bi_mods *common, bi_ins *I, bool *ok)
{
	bi_variant v = variant_of(common);
	v.loc = xs_loc(&R->src, n, NULL);
	int64_t mask, exact;
	bool has_mask = int_attr(R, n, "mask", true, true, 0, 0, UINT32_MAX, &mask);
	bool has_bits = int_attr(R, n, "exact", true, true, 0, 0, UINT32_MAX, &exact);
	v.has_exact = has_mask && has_bits;
	*ok &= v.has_exact;
	v.emask = (uint64_t)mask;
	v.ebits = (uint64_t)exact;
	xmlNodePtr first = NULL;
	for (xmlNodePtr c = n->children; c && !first; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			first = c;
	if (!first || xs_is_elem(first, "derived") || xs_is_elem(first, "copy")) {
		diag(R, ISA_ERROR, v.loc, "bi-encoding",
		     "<encoding> must begin with its condition (Mesa's script reads the first child as one)");
		*ok = false;
	} else {
		v.test = parse_cond(R, first, false, ok);
	}
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (xs_is_elem(c, "derived"))
			load_derived(R, c, &v.derived, ok);
		else if (xs_is_elem(c, "copy")) {
			const char *name = xs_need_attr(&R->src, c, "name");
			int64_t start;
			bool good = int_attr(R, c, "start", false, false, -1, 0, 31, &start);
			*ok &= good && name;
			bool found = false;
			for (int i = 0; name && good && i < v.mods.n; i++)
				if (!strcmp(v.mods.v[i].name, name)) {
					v.mods.v[i].start = (int)start;
					found = true;
					if (start >= 0 && start + v.mods.v[i].size > 32) {
						diag(R, ISA_ERROR, xs_loc(&R->src, c, "start"), "bi-range",
						     "modifier '%s' copied past bit 31", name);
						*ok = false;
					}
				}
			if (name && good && !found)
				diag(R, ISA_WARNING, xs_loc(&R->src, c, "name"), "bi-copy",
				     "<copy name=\"%s\">: the instruction has no such modifier, Mesa ignores it",
				     name);
		}
	}
	LD_PUSH(I->vars, v);
}

/* One <ins>: parse_instruction, then the name it is filed under. */
static void load_ins(bi_reader *R, xmlNodePtr n)
{
	bi_ins I = {0};
	bool ok = true;
	I.loc = xs_loc(&R->src, n, NULL);
	I.name = xs_need_attr(&R->src, n, "name");
	const char *unit = xs_need_attr(&R->src, n, "unit");
	if (!I.name || !unit)
		return;
	I.fma = !strcmp(unit, "fma");
	if (!I.fma && strcmp(unit, "add"))
		diag(R, ISA_WARNING, xs_loc(&R->src, n, "unit"), "bi-unit",
		     "unit=\"%s\": Mesa files every unit but fma under ADD", unit);
	/* the compiler's own instructions: gen_disasm.py leaves them out
	 * (include_pseudo is false), so nothing of them reaches the text */
	if (xs_truthy(n, "pseudo"))
		return;
	char *mn = isa_arena_alloc(R->a, strlen(I.name) + 2);
	mn[0] = I.fma ? '*' : '+';
	strcpy(mn + 1, I.name);
	I.mnemonic = mn;
	const char *staging = xs_attr(&R->src, n, "staging");
	if (staging && !strchr(staging, '=')) {
		diag(R, ISA_ERROR, xs_loc(&R->src, n, "staging"), "bi-staging",
		     "staging=\"%s\" has no '=COUNT' (Mesa's bifrost_isa.py fails)", staging);
		ok = false;
	}
	I.staging = staging ? isa_arena_strndup(R->a, staging, strcspn(staging, "=")) : "";

	bi_mods mods = {0};
	bi_deriveds derived = {0};
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (xs_is_elem(c, "src"))
			load_src(R, c, &I.srcs, &ok);
		else if (xs_is_elem(c, "immediate"))
			load_imm(R, c, &I.imms, &ok);
		else if (xs_is_elem(c, "mod"))
			load_mod(R, c, &mods, &ok);
		else if (xs_is_elem(c, "derived"))
			load_derived(R, c, &derived, &ok);
		else if (xs_is_elem(c, "swap")) {
			load_swap(R, c, &ok);
			I.nswaps++;
		} else if (valhall_tag((const char *)c->name)) {
			diag(R, ISA_ERROR, xs_loc(&R->src, c, NULL), "unknown-element",
			     "<%s> is Valhall's: bifrost_isa.py would read it as an operand or modifier "
			     "Mesa's Bifrost disassembler cannot print", (const char *)c->name);
			ok = false;
		}
	}
	bool has_enc = false;
	for (xmlNodePtr c = n->children; c; c = c->next)
		has_enc |= xs_is_elem(c, "encoding");
	if (!has_enc) {
		bi_variant v = variant_of(&mods);
		v.loc = I.loc;
		v.derived = derived;
		derived = (bi_deriveds){0};
		if (xs_attr(&R->src, n, "exact")) {
			int64_t mask, exact;
			bool has_mask = int_attr(R, n, "mask", true, true, 0, 0, UINT32_MAX, &mask);
			bool has_bits = int_attr(R, n, "exact", true, true, 0, 0, UINT32_MAX, &exact);
			v.has_exact = has_mask && has_bits;
			ok &= v.has_exact;
			v.emask = (uint64_t)mask;
			v.ebits = (uint64_t)exact;
		} else if (xs_attr(&R->src, n, "mask"))
			diag(R, ISA_WARNING, xs_loc(&R->src, n, "mask"), "bi-encoding",
			     "mask= without exact=: Mesa reads neither");
		LD_PUSH(I.vars, v);
	} else {
		if (derived.n) {
			diag(R, ISA_ERROR, derived.v[0].loc, "bi-encoding",
			     "a <derived> of an instruction with <encoding>s (Mesa's script asserts there is none)");
			ok = false;
		}
		for (xmlNodePtr c = n->children; c; c = c->next)
			if (xs_is_elem(c, "encoding"))
				load_encoding(R, c, &mods, &I, &ok);
	}
	free(mods.v);
	free(derived.v);
	if (!ok) {
		for (int i = 0; i < I.vars.n; i++) {
			free(I.vars.v[i].derived.v);
			free(I.vars.v[i].mods.v);
		}
		free(I.vars.v);
		free(I.srcs.v);
		free(I.imms.v);
		return;
	}
	/* a repeated name replaces the earlier instruction in its place */
	for (int i = 0; i < R->ins.n; i++)
		if (!strcmp(R->ins.v[i].mnemonic, I.mnemonic)) {
			diag(R, ISA_WARNING, I.loc, "bi-duplicate",
			     "%s is defined again: Mesa keeps this one, at the place of the first (line %d)",
			     I.mnemonic, R->ins.v[i].loc.line);
			bi_ins *old = &R->ins.v[i];
			for (int k = 0; k < old->vars.n; k++) {
				free(old->vars.v[k].derived.v);
				free(old->vars.v[k].mods.v);
			}
			free(old->vars.v);
			free(old->srcs.v);
			free(old->imms.v);
			*old = I;
			return;
		}
	LD_PUSH(R->ins, I);
}

/* ---- states, order and leaves ---------------------------------------------------------- */

#define ARENA_COPY(R, dst, vec)                                                            \
	do {                                                                               \
		(dst) = isa_arena_alloc((R)->a, (size_t)((vec).n + 1) * sizeof(*(vec).v)); \
		if ((vec).n)                                                               \
			memcpy((dst), (vec).v, (size_t)(vec).n * sizeof(*(vec).v));        \
	} while (0)

static bool c_ident(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || *s == '_'))
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return false;
	return true;
}

/* Mesa's opname_to_c: lower case, '*' fma_, '+' add_, '.' '_' */
static const char *c_name(bi_reader *R, const char *mnemonic, int k, int n)
{
	isa_buf b;
	isa_buf_init(&b);
	isa_buf_printf(&b, "%s", mnemonic[0] == '*' ? "fma_" : "add_");
	for (const char *p = mnemonic + 1; *p; p++)
		isa_buf_printf(&b, "%c", *p == '.' ? '_' : (*p >= 'A' && *p <= 'Z') ? *p - 'A' + 'a' : *p);
	if (n > 1)
		isa_buf_printf(&b, "_%d", k);
	const char *s = isa_arena_strdup(R->a, b.s);
	isa_buf_free(&b);
	return s;
}

/* Names Mesa's generated function declares besides the modifiers. */
static bool reserved_ident(const char *s)
{
	static const char *const names[] = {
		"fp", "bits", "srcs", "next_regs", "staging_register", "branch_offset", "consts",
		"last", "ordering", "auto", "break", "case", "char", "const", "continue", "default",
		"do", "double", "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int",
		"long", "register", "restrict", "return", "short", "signed", "sizeof", "static",
		"struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
		"bool", "true", "false", NULL};
	for (int i = 0; names[i]; i++)
		if (!strcmp(names[i], s))
			return true;
	return false;
}

/* The C Mesa's generator writes for the state must compile: each
 * modifier becomes variables named after it. */
static bool check_state_c(bi_reader *R, const isa_bi_state *s, const char *cname)
{
	if (!c_ident(cname)) {
		diag(R, ISA_ERROR, s->loc, "bi-name",
		     "%s becomes the C name bi_disasm_%s, which is no identifier", s->name, cname);
		return false;
	}
	if (!c_literal_ok(s->mnemonic)) {
		diag(R, ISA_ERROR, s->loc, "bi-text", "the name %s goes into a C string literal", s->mnemonic);
		return false;
	}
	for (int i = 0; i < s->nmods; i++) {
		const char *n = s->mods[i].name;
		bool ident = *n && (((*n | 32) >= 'a' && (*n | 32) <= 'z') || *n == '_');
		for (const char *p = n; ident && *p; p++)
			ident = ((*p | 32) >= 'a' && (*p | 32) <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
		if (!ident || reserved_ident(n)) {
			diag(R, ISA_ERROR, s->mods[i].loc, "bi-name",
			     "modifier '%s' becomes a C variable of that name in Mesa's generated code, "
			     "which cannot be one", n);
			return false;
		}
		for (int k = 0; k < i; k++)
			if (!strcmp(s->mods[k].name, n)) {
				diag(R, ISA_ERROR, s->mods[i].loc, "bi-name",
				     "modifier '%s' twice in %s: Mesa's generated C declares it twice", n,
				     s->name);
				return false;
			}
	}
	return true;
}

static void build_states(bi_reader *R, bi_states *out)
{
	LD_VEC(const char *) cnames = {0};
	long budget = BI_MAX_FILE_COMBOS;
	for (int i = 0; i < R->ins.n; i++) {
		bi_ins *I = &R->ins.v[i];
		for (int k = 0; k < I->vars.n; k++) {
			bi_variant *v = &I->vars.v[k];
			isa_bi_state s = {0};
			s.mnemonic = I->mnemonic;
			s.name = I->mnemonic;
			if (I->vars.n > 1) { /* expand_states: NAME.k */
				char buf[32];
				snprintf(buf, sizeof(buf), ".%d", k);
				char *nm = isa_arena_alloc(R->a, strlen(I->mnemonic) + strlen(buf) + 1);
				strcpy(nm, I->mnemonic);
				strcat(nm, buf);
				s.name = nm;
			}
			s.fma = I->fma;
			s.emask = v->emask;
			s.ebits = v->ebits;
			s.test = v->test;
			ARENA_COPY(R, s.derived, v->derived);
			s.nderived = v->derived.n;
			ARENA_COPY(R, s.mods, v->mods);
			s.nmods = v->mods.n;
			ARENA_COPY(R, s.srcs, I->srcs);
			s.nsrcs = I->srcs.n;
			ARENA_COPY(R, s.imms, I->imms);
			s.nimms = I->imms.n;
			s.staging = I->staging;
			s.nswaps = I->nswaps;
			s.loc = v->loc;
			if (!v->has_exact) {
				diag(R, ISA_ERROR, v->loc, "bi-encoding",
				     "%s has no mask= and exact=: Mesa's generator fails (KeyError)", s.name);
				continue;
			}
			const char *cn = c_name(R, s.mnemonic, k, I->vars.n);
			bool dup = false;
			for (int j = 0; j < cnames.n && !dup; j++)
				dup = !strcmp(cnames.v[j], cn);
			if (dup) {
				diag(R, ISA_ERROR, v->loc, "bi-name",
				     "%s becomes bi_disasm_%s, a name another state has: Mesa's generated C "
				     "defines it twice", s.name, cn);
				continue;
			}
			LD_PUSH(cnames, cn);
			if (!check_state_c(R, &s, cn))
				continue;
			char why[256];
			if (!isa_bi_tables(R->a, &s, &budget, why, sizeof(why))) {
				diag(R, ISA_ERROR, v->loc, "bi-tables", "%s: %s", s.name, why);
				continue;
			}
			LD_PUSH(*out, s);
		}
	}
	free(cnames.v);
}

/* gen_disasm.py's order: per slot, by the exact mask's inverse over the
 * slot's width, ascending (more exact bits first), stable. */
static void order_slot(bi_reader *R, isa_bi *bi, int u)
{
	uint64_t max = ((uint64_t)1 << (u ? BI_ADD_BITS : BI_FMA_BITS)) - 1;
	int *ord = isa_arena_alloc(R->a, (size_t)(bi->nst + 1) * sizeof(int));
	int n = 0;
	for (int i = 0; i < bi->nst; i++) {
		if (bi->st[i].fma != (u == 0))
			continue;
		uint64_t key = max ^ bi->st[i].emask;
		int j = n++;
		while (j > 0 && (max ^ bi->st[ord[j - 1]].emask) > key) {
			ord[j] = ord[j - 1];
			j--;
		}
		ord[j] = i;
	}
	bi->order[u] = ord;
	bi->norder[u] = n;
}

typedef LD_VEC(isa_field) bi_fields;

static void add_field(bi_reader *R, bi_fields *fv, const char *name, int low, int size, isa_loc loc)
{
	char buf[128];
	const char *nm = name;
	for (int k = 2;; k++) {
		bool dup = false;
		for (int i = 0; i < fv->n && !dup; i++)
			dup = !strcmp(fv->v[i].name, nm);
		if (!dup)
			break;
		snprintf(buf, sizeof(buf), "%s_%d", name, k);
		nm = buf;
	}
	isa_field f = {0};
	f.name = isa_arena_strdup(R->a, nm);
	f.low = low;
	f.high = low + size - 1;
	f.kind = TY_UINT;
	f.type_name = "uint";
	f.loc = loc;
	LD_PUSH(*fv, f);
}

/* The fields a leaf shows: sources, direct modifiers, derived fields,
 * immediates (each by its bits; the text is model/bi.c's). */
static isa_case *leaf_case(bi_reader *R, const isa_bi_state *s)
{
	bi_fields fv = {0};
	char buf[32];
	for (int i = 0; i < s->nsrcs; i++) {
		snprintf(buf, sizeof(buf), "src%d", i);
		add_field(R, &fv, buf, s->srcs[i].start, 3, s->srcs[i].loc);
	}
	for (int i = 0; i < s->nmods; i++)
		if (s->mods[i].start >= 0 && s->mods[i].size > 0)
			add_field(R, &fv, s->mods[i].name, s->mods[i].start, s->mods[i].size, s->mods[i].loc);
	for (int i = 0; i < s->nderived; i++) {
		snprintf(buf, sizeof(buf), "derived%d", i);
		add_field(R, &fv, buf, s->derived[i].start, s->derived[i].size, s->derived[i].loc);
	}
	for (int i = 0; i < s->nimms; i++)
		add_field(R, &fv, s->imms[i].name, s->imms[i].start, s->imms[i].size, s->imms[i].loc);
	isa_case *c = isa_arena_alloc(R->a, sizeof(isa_case));
	c->loc = s->loc;
	ARENA_COPY(R, c->fields, fv);
	c->nfields = fv.n;
	isa_display *d = isa_arena_alloc(R->a, sizeof(*d));
	isa_buf t;
	isa_buf_init(&t);
	isa_buf_printf(&t, "%s", s->mnemonic);
	for (int i = 0; i < fv.n; i++)
		isa_buf_printf(&t, " {%s}", fv.v[i].name);
	d->text = isa_arena_strdup(R->a, t.s);
	isa_buf_free(&t);
	d->loc = s->loc;
	char e[128];
	isa_display_parse(R->a, d, e, sizeof(e));
	c->display = d;
	free(fv.v);
	return c;
}

static isa_bitset *new_leaf(bi_reader *R, isa_bitset *root, const isa_bi_state *s, uint64_t mask,
			    uint64_t bits, isa_case *c)
{
	isa_bitset *b = isa_arena_alloc(R->a, sizeof(*b));
	b->name = b->displayname = s->name;
	b->loc = s->loc;
	b->extends = root->name;
	b->parent = b->root = root;
	b->depth = 1;
	b->gen_max = b->eff_gen_max = UINT32_MAX;
	b->gen_loc = s->loc;
	b->is_leaf = true;
	b->match = b->lmatch = isa_bits_from_u64(bits);
	b->mask = b->lmask = isa_bits_from_u64(mask);
	uint64_t fm = 0;
	for (int i = 0; i < c->nfields; i++)
		for (int k = c->fields[i].low; k <= c->fields[i].high; k++)
			fm |= (uint64_t)1 << k;
	b->field_mask = isa_bits_from_u64(fm & ~mask);
	int width = root->size;
	char *pat = isa_arena_alloc(R->a, (size_t)width + 1);
	for (int i = 0; i < width; i++) {
		int bit = width - 1 - i;
		pat[i] = (mask >> bit) & 1 ? ((bits >> bit) & 1 ? '1' : '0') : 'x';
	}
	b->patterns = isa_arena_alloc(R->a, sizeof(isa_pattern));
	b->patterns[0] = (isa_pattern){0, width - 1, pat, false, s->loc};
	b->npatterns = 1;
	b->cases = c;
	b->ncases = 1;
	return b;
}

/* The leaves of a state: its exact bits, and each allowed value of the
 * derived fields whose reserved values it checks (values that clash
 * with the exact bits cannot occur and get none). */
static void state_leaves(bi_reader *R, isa_bi_state *s, isa_bitset *root, bi_bitsets *out)
{
	uint64_t width_mask = ((uint64_t)1 << root->size) - 1;
	if ((s->ebits & ~s->emask) || (s->ebits & ~width_mask)) {
		diag(R, ISA_WARNING, s->loc, "bi-dead",
		     "%s can never be selected: its exact bits 0x%llx %s", s->name,
		     (unsigned long long)s->ebits,
		     (s->ebits & ~s->emask) ? "are not all under its mask" : "lie past the slot's width");
		return;
	}
	uint64_t mask = s->emask & width_mask, bits = s->ebits;
	int chk[8], nchk = 0;
	long combos = 1;
	for (int d = 0; d < s->nderived; d++)
		if (s->reserved[d]) {
			chk[nchk++] = d;
			combos <<= s->derived[d].size;
		}
	if (combos > BI_MAX_LEAVES) {
		diag(R, ISA_ERROR, s->loc, "bi-tables",
		     "%s: its reserved-checked derived fields have more than %d combinations (a limit "
		     "of isaproof)", s->name, BI_MAX_LEAVES);
		return;
	}
	isa_case *c = leaf_case(R, s);
	for (long t = 0; t < combos; t++) {
		uint64_t m = mask, b = bits;
		long r = t;
		bool fine = true;
		for (int i = nchk - 1; i >= 0 && fine; i--) {
			const isa_bi_derived *dv = &s->derived[chk[i]];
			uint64_t v = (uint64_t)(r % (1L << dv->size));
			r >>= dv->size;
			if ((s->reserved[chk[i]] >> v) & 1)
				fine = false;
			uint64_t fm = ((((uint64_t)1 << dv->size) - 1) << dv->start) & width_mask;
			uint64_t fb = (v << dv->start) & width_mask;
			if ((v << dv->start) & ~width_mask)
				fine = false; /* the word has zeros there */
			if ((m & fm & (b ^ fb)))
				fine = false;
			m |= fm;
			b = (b & ~fm) | fb;
		}
		if (!fine)
			continue;
		isa_bitset *leaf = new_leaf(R, root, s, m, b, c);
		if (!s->leaf)
			s->leaf = leaf;
		s->nleaves++;
		LD_PUSH(*out, leaf);
	}
	if (!s->nleaves)
		diag(R, ISA_WARNING, s->loc, "bi-dead",
		     "%s can never be selected: every value of its derived fields is reserved", s->name);
}

static isa_bitset *new_root(bi_reader *R, const char *name, int size)
{
	isa_bitset *root = isa_arena_alloc(R->a, sizeof(*root));
	root->name = root->displayname = name;
	root->loc = (isa_loc){R->src.path, 1, 1};
	root->size = size;
	root->root = root;
	root->gen_max = root->eff_gen_max = UINT32_MAX;
	root->cases = isa_arena_alloc(R->a, sizeof(isa_case));
	root->ncases = 1;
	return root;
}

static void build_model(bi_reader *R)
{
	isa *m = R->m;
	isa_bi *bi = isa_arena_alloc(R->a, sizeof(*bi));
	bi_states st = {0};
	build_states(R, &st);
	ARENA_COPY(R, bi->st, st);
	bi->nst = st.n;
	free(st.v);
	for (int i = 0; i < R->ins.n; i++) {
		for (int k = 0; k < R->ins.v[i].vars.n; k++) {
			free(R->ins.v[i].vars.v[k].derived.v);
			free(R->ins.v[i].vars.v[k].mods.v);
		}
		free(R->ins.v[i].vars.v);
		free(R->ins.v[i].srcs.v);
		free(R->ins.v[i].imms.v);
	}
	free(R->ins.v);
	R->ins.v = NULL;
	R->ins.n = 0;
	order_slot(R, bi, 0);
	order_slot(R, bi, 1);

	static const char *const root_names[2] = {"#fma", "#add"};
	static const int widths[2] = {BI_FMA_BITS, BI_ADD_BITS};
	bi_bitsets all = {0};
	m->roots = isa_arena_alloc(R->a, 2 * sizeof(isa_root));
	m->nroots = 2;
	for (int u = 0; u < 2; u++) {
		isa_bitset *root = new_root(R, root_names[u], widths[u]);
		LD_PUSH(all, root);
		bi_bitsets leaves = {0};
		for (int i = 0; i < bi->norder[u]; i++)
			state_leaves(R, &bi->st[bi->order[u][i]], root, &leaves);
		isa_root *r = &m->roots[u];
		r->root = root;
		r->first_match = true;
		ARENA_COPY(R, r->leaves, leaves);
		r->nleaves = leaves.n;
		for (int i = 0; i < leaves.n; i++)
			LD_PUSH(all, leaves.v[i]);
		free(leaves.v);
	}
	for (int i = 0; i < all.n; i++)
		all.v[i]->index = i;
	ARENA_COPY(R, m->bitsets, all);
	m->nbitsets = all.n;
	free(all.v);
	m->instruction = &m->roots[0];
	m->bitsize = BI_FMA_BITS;
	m->bi = bi;
}

/* ---- names: what the reader knows ------------------------------------------------------ */

/* bifrost_isa.py's elements and attributes.  Children of <mod>,
 * <derived>, <and> and <or> are all read (as options or conditions), so
 * the reader checks them itself. */
static const char *const bi_a_ins[] = {"name", "unit", "mask", "exact", "staging", "dests",
				       "variable_dests", "variable_srcs", "unused", "pseudo",
				       "message", "last", "table", NULL};
static const char *const bi_a_src[] = {"start", "mask", "pseudo", NULL};
static const char *const bi_a_mod[] = {"name", "start", "size", "default", "opt", "pseudo", NULL};
static const char *const bi_a_opt[] = {"pseudo", NULL};
static const char *const bi_a_imm[] = {"name", "start", "size", "pseudo", NULL};
static const char *const bi_a_field[] = {"start", "size", NULL};
static const char *const bi_a_enc[] = {"mask", "exact", NULL};
static const char *const bi_a_copy[] = {"name", "start", NULL};
static const char *const bi_a_swap[] = {"left", "right", NULL};
static const char *const bi_a_rewrite[] = {"name", NULL};
static const char *const bi_a_map[] = {"from", "to", NULL};
static const char *const bi_a_cmp[] = {"left", "right", "alias", NULL};
static const char *const bi_a_logic[] = {"alias", NULL};

static const rd_name_rule bi_names[] = {
	{"bifrost", "ins", bi_a_ins, "ins"},
	{"bifrost", "group", NULL, ""}, /* refused by load_root, with the reason */
	{"ins", "src", bi_a_src, NULL},
	{"ins", "mod", bi_a_mod, "mod"},
	{"ins", "immediate", bi_a_imm, NULL},
	{"ins", "derived", bi_a_field, "cond"},
	{"ins", "encoding", bi_a_enc, "encoding"},
	{"ins", "swap", bi_a_swap, "swap"},
	{"mod", "opt", bi_a_opt, NULL},
	{"mod", "reserved", rd_no_attrs, NULL},
	{"cond", "eq", bi_a_cmp, NULL},
	{"cond", "neq", bi_a_cmp, NULL},
	{"cond", "and", bi_a_logic, "cond"},
	{"cond", "or", bi_a_logic, "cond"},
	{"cond", "reserved", rd_no_attrs, NULL},
	{"encoding", "*cond", NULL, NULL},
	{"encoding", "copy", bi_a_copy, NULL},
	{"encoding", "derived", bi_a_field, "cond"},
	{"swap", "*cond", NULL, NULL},
	{"swap", "rewrite", bi_a_rewrite, "rewrite"},
	{"rewrite", "map", bi_a_map, NULL},
	{NULL, NULL, NULL, NULL},
};

/* ---- entry points ------------------------------------------------------------------------ */

static void load_root(bi_reader *R, xmlNodePtr root)
{
	rd_names g = {bi_names, NULL, &R->src, "Mesa's bifrost_isa.py"};
	/* <group> is read by the shared script for Valhall's sake; a Bifrost
	 * file has none and isaproof does not read one */
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "group"))
			diag(R, ISA_ERROR, xs_loc(&R->src, c, NULL), "unknown-element",
			     "<group> in a Bifrost file: bifrost_isa.py would expand it, isaproof does not");
	rd_check_root_names(&g, root, R->d);
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "ins"))
			load_ins(R, c);
	if (!R->ins.n && !R->d->nerrors)
		diag(R, ISA_ERROR, xs_loc(&R->src, root, NULL), "bi-empty",
		     "no <ins>: the description has no instruction");
}

/* The root element is <bifrost> (past comments, the XML declaration and
 * processing instructions). */
bool rd_bi_sniff(const char *text, size_t len)
{
	return xs_root_is(text, len, "bifrost");
}

isa *rd_bi_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	isa_arena *a = isa_arena_new();
	isa *m = isa_arena_alloc(a, sizeof(*m));
	m->arena = a;
	m->path = isa_arena_strdup(a, path);
	m->files = isa_arena_alloc(a, sizeof(char *));
	m->files[0] = m->path;
	m->nfiles = 1;
	bi_reader R = {0};
	R.m = m;
	R.a = a;
	R.d = d;
	const char *text;
	size_t len;
	char *owned;
	if (!xs_top_text(m->path, opts, d, &text, &len, &owned))
		return m;
	xs_open(&R.src, m->path, text, len, a, d);
	R.src.missing_note = " (Mesa's bifrost_isa.py fails: KeyError)";
	xmlDocPtr doc = xs_parse(&R.src);
	if (doc) {
		xmlNodePtr root = xmlDocGetRootElement(doc);
		if (!root || !xs_is_elem(root, "bifrost"))
			isa_diag_add(d, ISA_ERROR, (isa_loc){m->path, 1, 1}, "xml-root",
				     "the root element is not <bifrost>");
		else
			load_root(&R, root);
		xmlFreeDoc(doc);
	}
	xs_close(&R.src); /* build_model's messages carry their locations */
	free(owned);
	if (!d->nerrors)
		build_model(&R);
	for (int i = 0; i < R.ins.n; i++) {
		for (int k = 0; k < R.ins.v[i].vars.n; k++) {
			free(R.ins.v[i].vars.v[k].derived.v);
			free(R.ins.v[i].vars.v[k].mods.v);
		}
		free(R.ins.v[i].vars.v);
		free(R.ins.v[i].srcs.v);
		free(R.ins.v[i].imms.v);
	}
	free(R.ins.v);
	isa_build_finish(m);
	return m;
}
