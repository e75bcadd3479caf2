/*
 * read/valhall.c - read Panfrost's Valhall ISA.xml (root <valhall>) into
 * the model.
 *
 * Half of what ISA.xml means lives in Mesa's Python (valhall.py): the
 * bit positions of implicit modifiers, source slots, the secondary-opcode
 * shift and mask with their special cases, which modifiers are hidden.
 * This reader applies those rules once (docs/valhall.md) and keeps the
 * result twice: as the ordinary model (a leaf per instruction, a field
 * per bit range) that every command understands, and as an isa_va that
 * the text, the assembler and the checker follow.  Where Mesa's generator
 * would assert or fail, we report an error with the element's
 * file:line:col; nothing here aborts on bad input.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "model/build.h"
#include "internal.h"
#include "xmlsrc.h"

/* At most this many sources, modifiers, ... per instruction: the word
 * has 64 bits, so more could only overlap. */
#define VA_MAX_ITEMS 64

typedef struct va_reader {
	isa *m;
	isa_arena *a;
	isa_diags *d;
	xs_src src;
	LD_VEC(isa_va_enum) enums;
	LD_VEC(isa_va_ins) ins;
	isa_va *va;
	/* the explicit-modifier tag of the file's era: "va_mod" (Mesa since
	 * July 2024) or "mod" (Mesa before) */
	const char *mod_tag;
} va_reader;

/* ---- XML helpers ------------------------------------------------------ */

static void err(va_reader *R, isa_loc loc, const char *rule, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;
static void err(va_reader *R, isa_loc loc, const char *rule, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	isa_diag_add(R->d, ISA_ERROR, loc, rule, "%s", msg);
}

/* Element text (the whole content), white space stripped. */
static const char *elem_text(va_reader *R, xmlNodePtr n)
{
	xmlChar *c = xmlNodeGetContent(n);
	const char *s = c ? (const char *)c : "";
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	size_t len = strlen(s);
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\n' ||
		       s[len - 1] == '\r'))
		len--;
	const char *r = isa_arena_strndup(R->a, s, len);
	xmlFree(c);
	return r;
}

/* An integer literal as Mesa reads opcodes and LUT constants (int(x, 0)
 * for the forms ISA.xml uses: decimal, or 0x hex), within [0, max]. */
static bool parse_literal(va_reader *R, xmlNodePtr n, const char *attr, const char *s,
			  uint64_t max, uint64_t *out)
{
	const char *p = s;
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	int base = 10;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	}
	uint64_t v = 0;
	int digits = 0;
	bool big = false;
	for (;; p++) {
		int dv;
		if (*p >= '0' && *p <= '9')
			dv = *p - '0';
		else if (base == 16 && *p >= 'a' && *p <= 'f')
			dv = *p - 'a' + 10;
		else if (base == 16 && *p >= 'A' && *p <= 'F')
			dv = *p - 'A' + 10;
		else if (*p == '_' && digits)
			continue;
		else
			break;
		if (v > (UINT64_MAX - (uint64_t)dv) / (uint64_t)base)
			big = true;
		else
			v = v * (uint64_t)base + (uint64_t)dv;
		digits++;
	}
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	isa_loc loc = xs_loc(&R->src, n, attr);
	if (!digits || *p) {
		err(R, loc, "va-number", "%s%s\"%s\" is not an integer literal", attr ? attr : "text",
		    attr ? "=" : " ", s);
		return false;
	}
	if (big || v > max) {
		err(R, loc, "va-number", "%s%s\"%s\" is out of range [0, %llu]", attr ? attr : "text",
		    attr ? "=" : " ", s, (unsigned long long)max);
		return false;
	}
	*out = v;
	return true;
}

/* A decimal attribute within [lo, hi]; `dflt` when absent. */
static bool dec_attr(va_reader *R, xmlNodePtr n, const char *attr, bool required, int dflt, int lo,
		     int hi, int *out)
{
	const char *s = required ? xs_need_attr(&R->src, n, attr) : xs_attr(&R->src, n, attr);
	*out = dflt;
	if (!s)
		return !required;
	const char *p = s;
	bool neg = *p == '-';
	if (neg)
		p++;
	long long v = 0;
	bool ok = *p >= '0' && *p <= '9';
	for (; ok && *p; p++) {
		if (*p < '0' || *p > '9' || v > 1000000000LL) {
			ok = false;
			break;
		}
		v = v * 10 + (*p - '0');
	}
	if (!ok) {
		err(R, xs_loc(&R->src, n, attr), "va-number", "%s=\"%s\" is not a decimal number", attr, s);
		return false;
	}
	if (neg)
		v = -v;
	if (v < lo || v > hi) {
		err(R, xs_loc(&R->src, n, attr), "va-range", "%s=\"%s\" is out of range [%d, %d]", attr, s, lo,
		    hi);
		return false;
	}
	*out = (int)v;
	return true;
}

/* read=/write= on <sr>, implied= on <va_mod>: exactly true or false */
static bool bool_attr(va_reader *R, xmlNodePtr n, const char *attr, bool *out)
{
	const char *s = xs_attr(&R->src, n, attr);
	*out = false;
	if (!s)
		return true;
	if (!strcasecmp(s, "true") || !strcasecmp(s, "false")) {
		*out = !strcasecmp(s, "true");
		return true;
	}
	err(R, xs_loc(&R->src, n, attr), "va-bool", "%s=\"%s\" must be true or false", attr, s);
	return false;
}

/* ---- enums ---------------------------------------------------------------- */

/* Mesa's safe_name: ' ', '/', '-' become '_'; punctuation goes; a
 * leading non-letter gets '_'; lower case. */
static const char *safe_name(isa_arena *a, const char *s)
{
	size_t n = strlen(s);
	char *r = isa_arena_alloc(a, n + 2), *p = r;
	bool first = true;
	for (const char *q = s; *q; q++) {
		char c = *q;
		if (c == ' ' || c == '/' || c == '-')
			c = '_';
		else if (strchr("[]():.,=>#&*\"+'", c))
			continue;
		if (first && !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
			*p++ = '_';
		first = false;
		*p++ = (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c;
	}
	if (first)
		*p++ = '_';
	*p = '\0';
	return r;
}

const isa_va_enum *isa_va_find_enum(const isa_va *va, const char *safe)
{
	for (int i = 0; i < va->nenums; i++)
		if (!strcmp(va->enums[i].safe, safe))
			return &va->enums[i];
	return NULL;
}

static const isa_va_enum *reader_enum(const va_reader *R, const char *safe)
{
	for (int i = 0; i < R->enums.n; i++)
		if (!strcmp(R->enums.v[i].safe, safe))
			return &R->enums.v[i];
	return NULL;
}

static void load_enum(va_reader *R, xmlNodePtr n)
{
	const char *name = xs_need_attr(&R->src, n, "name");
	if (!name)
		return;
	isa_va_enum e = {0};
	e.name = name;
	e.safe = safe_name(R->a, name);
	e.loc = xs_loc(&R->src, n, NULL);
	e.deflt = -1;
	if (reader_enum(R, e.safe)) {
		err(R, e.loc, "va-duplicate-name", "enum '%s' (table %s) is defined twice", name, e.safe);
		return;
	}
	LD_VEC(const char *) texts = {0};
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (xs_is_elem(c, "reserved")) {
			LD_PUSH(texts, "reserved");
		} else if (xs_is_elem(c, "value")) {
			if (xs_truthy(c, "default")) {
				if (e.deflt >= 0)
					err(R, xs_loc(&R->src, c, "default"), "va-enum-default",
					    "enum '%s' has a second default (entry %d; the first is %d)", name,
					    texts.n, e.deflt);
				else
					e.deflt = texts.n;
			}
			const char *t = elem_text(R, c);
			if (!*t)
				err(R, xs_loc(&R->src, c, NULL), "va-enum-value", "entry %d of enum '%s' is empty",
				    texts.n, name);
			LD_PUSH(texts, t);
		}
	}
	if (!texts.n) {
		err(R, e.loc, "va-enum-value", "enum '%s' has no entries", name);
		return;
	}
	e.text = isa_arena_alloc(R->a, (size_t)texts.n * sizeof(char *));
	memcpy(e.text, texts.v, (size_t)texts.n * sizeof(char *));
	e.n = texts.n;
	free(texts.v);
	LD_PUSH(R->enums, e);
}

static void load_lut(va_reader *R, xmlNodePtr n, bool *seen)
{
	if (*seen)
		return; /* only the first <lut> is the immediate table */
	*seen = true;
	isa_loc loc = xs_loc(&R->src, n, NULL);
	R->va->lut_loc = loc;
	const char *name = xs_attr(&R->src, n, "name");
	if (!name || strcmp(name, "Immediates")) {
		err(R, loc, "va-lut", "the first <lut> must be named \"Immediates\", not \"%s\"",
		    name ? name : "");
		return;
	}
	int k = 0;
	for (xmlNodePtr c = n->children; c; c = c->next) {
		if (!xs_is_elem(c, "constant"))
			continue;
		uint64_t v;
		if (k == 32) {
			err(R, xs_loc(&R->src, c, NULL), "va-lut", "the LUT has more than 32 constants");
			return;
		}
		if (parse_literal(R, c, NULL, elem_text(R, c), UINT32_MAX, &v))
			R->va->lut[k] = (uint32_t)v;
		k++;
	}
	if (k != 32)
		err(R, loc, "va-lut", "the LUT has %d constants; sources index 32", k);
}

/* ---- instructions ------------------------------------------------------------ */

/* The implicit-modifier tags (valhall.py's MODIFIERS). */
typedef struct va_implicit {
	const char *tag, *name, *table;
	int start, size;
	bool is_enum;
} va_implicit;

static const va_implicit implicit_mods[] = {
	{"wide_indices", "wide_indices", NULL, 8, 1, false},
	{"array_enable", "array_enable", NULL, 10, 1, false},
	{"texel_offset", "texel_offset", NULL, 11, 1, false},
	{"shadow", "shadow", NULL, 12, 1, false},
	{"integer_coordinates", "integer_coordinates", NULL, 13, 1, false},
	{"fetch_component", "fetch_component", "fetch_component", 14, 2, true},
	{"lod_mode", "lod_mode", "lod_mode", 13, 3, true},
	{"lod_bias_disable", "lod_mode", NULL, 13, 1, false},
	{"lod_clamp_disable", "lod_mode", NULL, 14, 1, false},
	{"write_mask", "write_mask", "write_mask", 22, 4, true},
	{"register_type", "register_type", "register_type", 26, 2, true},
	{"dimension", "dimension", "dimension", 28, 2, true},
	{"skip", "skip", NULL, 39, 1, false},
	{"register_width", "register_width", "register_width", 46, 1, true},
	{"secondary_register_width", "secondary_register_width", "register_width", 47, 1, true},
	{"vartex_register_width", "varying_texture_register_width", "varying_texture_register_width",
	 24, 2, true},
	{"atom_opc", "atomic_operation", "atomic_operation", 22, 4, true},
	{"atom_opc_1", "atomic_operation_with_1", "atomic_operation_with_1", 22, 4, true},
	{"inactive_result", "inactive_result", "inactive_result", 22, 4, true},
	{"memory_access", "memory_access", "memory_access", 24, 2, true},
	{"regfmt", "register_format", "register_format", 24, 3, true},
	{"source_format", "source_format", "source_format", 24, 4, true},
	{"vecsize", "vector_size", "vector_size", 28, 2, true},
	{"slot", "slot", "slot", 30, 3, true},
	{"roundmode", "round_mode", "round_mode", 30, 2, true},
	{"result_type", "result_type", "result_type", 30, 2, true},
	{"saturate", "saturate", NULL, 30, 1, false},
	{"not_result", "not_result", NULL, 30, 1, false},
	{"lane_op", "lane_operation", "lane_operation", 32, 2, true},
	{"cmp", "condition", "condition", 32, 3, true},
	{"clamp", "clamp", "clamp", 32, 2, true},
	{"sr_count", "staging_register_count", "staging_register_count", 33, 3, true},
	{"sample_and_update", "sample_and_update_mode", "sample_and_update_mode", 33, 3, true},
	{"sr_write_count", "staging_register_write_count", "staging_register_write_count", 36, 3,
	 true},
	{"conservative", "conservative", NULL, 35, 1, false},
	{"subgroup", "subgroup_size", "subgroup_size", 36, 4, true},
	{"update", "update_mode", "update_mode", 36, 2, true},
	{"sample", "sample_mode", "sample_mode", 38, 2, true},
};

static const va_implicit *implicit_of(const char *tag)
{
	for (size_t i = 0; i < sizeof(implicit_mods) / sizeof(implicit_mods[0]); i++)
		if (!strcmp(implicit_mods[i].tag, tag))
			return &implicit_mods[i];
	return NULL;
}

static bool hidden_name(const char *name)
{
	static const char *const hidden[] = {"left", "memory_width", "descriptor_type",
					     "staging_register_count",
					     "staging_register_write_count"};
	for (size_t i = 0; i < sizeof(hidden) / sizeof(hidden[0]); i++)
		if (!strcmp(name, hidden[i]))
			return true;
	return false;
}

/* typesize(name): valhall.py reads it off the name's end. */
static int type_size(const char *name)
{
	size_t n = strlen(name);
	if (n >= 3 && !strcmp(name + n - 3, "128"))
		return 128;
	if (n >= 2 && !strcmp(name + n - 2, "48"))
		return 48;
	if (n >= 1 && name[n - 1] == '8')
		return 8;
	if (n >= 2 && name[n - 2] >= '0' && name[n - 2] <= '9' && name[n - 1] >= '0' &&
	    name[n - 1] <= '9')
		return (name[n - 2] - '0') * 10 + (name[n - 1] - '0');
	return 32;
}

static const isa_va_enum *need_table(va_reader *R, isa_loc loc, const char *ins, const char *what,
				     const char *safe)
{
	const isa_va_enum *e = reader_enum(R, safe);
	if (!e)
		err(R, loc, "va-unknown-enum", "%s of %s prints through enum table '%s', which no <enum> defines",
		    what, ins, safe);
	return e;
}

typedef LD_VEC(isa_va_mod) va_mods;
typedef LD_VEC(isa_va_src) va_srcs;
typedef LD_VEC(isa_va_sr) va_srs;
typedef LD_VEC(isa_va_imm) va_imms;

static void add_mod(va_reader *R, va_mods *mods, const char *ins, const char *name, const char *table,
		    int start, int size, bool is_enum, isa_loc loc)
{
	isa_va_mod md = {0};
	md.name = name;
	md.start = start;
	md.size = size;
	md.is_enum = is_enum;
	md.hidden = hidden_name(name);
	md.loc = loc;
	if (is_enum && !md.hidden)
	{
		char what[160];
		snprintf(what, sizeof(what), "modifier '%s'", name);
		md.table = need_table(R, loc, ins, what, table);
	}
	else if (is_enum)
		md.table = reader_enum(R, table); /* hidden: never printed */
	LD_PUSH(*mods, md);
}

static void load_src(va_reader *R, xmlNodePtr c, isa_va_ins *I, int *slot, va_srcs *srcs)
{
	if (xs_truthy(c, "pseudo"))
		return;
	isa_va_src s = {0};
	s.loc = xs_loc(&R->src, c, NULL);
	s.slot = *slot;
	s.lane = -1;
	if (!dec_attr(R, c, "size", false, I->typesize, 1, 128, &s.size))
		s.size = I->typesize;
	/* the widths of Mesa's memory instructions, LOAD.i24 and LOAD.i48 of
	 * older revisions included (a plain source prints alike at any) */
	static const int widths[] = {8, 16, 24, 32, 48, 64, 96, 128};
	bool known = false;
	for (size_t i = 0; i < sizeof(widths) / sizeof(widths[0]); i++)
		known |= s.size == widths[i];
	if (!known)
		err(R, xs_loc(&R->src, c, "size"), "va-source",
		    "source %d of %s has size %d (8, 16, 24, 32, 48, 64, 96 or 128)", srcs->n, I->name,
		    s.size);
	s.absneg = xs_truthy(c, "absneg");
	s.is_float = xs_truthy(c, "float") || s.absneg;
	s.swizzle = xs_truthy(c, "swizzle");
	s.widen = xs_truthy(c, "widen");
	s.lanes = xs_truthy(c, "lanes");
	s.halfswizzle = xs_truthy(c, "halfswizzle");
	s.combine = xs_truthy(c, "combine");
	s.not_ = xs_truthy(c, "not");
	const char *lane = xs_attr(&R->src, c, "lane");
	if (lane && *lane) {
		if (!strcmp(lane, "true"))
			s.lane = s.slot == 0 ? 38 : 36;
		else if (!dec_attr(R, c, "lane", false, -1, 1, 62, &s.lane))
			s.lane = -1;
	}
	*slot += (I->typesize != 64 && s.size == 64) ? 2 : 1;
	if (8 * s.slot + 8 > 48)
		err(R, s.loc, "va-range", "source %d of %s sits in slot %d, bits %d..%d: past the opcode",
		    srcs->n, I->name, s.slot, 8 * s.slot, 8 * s.slot + 7);
	char t[64];
	if (s.swizzle) {
		if (s.size != 16 && s.size != 32)
			err(R, xs_loc(&R->src, c, "swizzle"), "va-source",
			    "source %d of %s has a swizzle but size %d (16 or 32)", srcs->n, I->name, s.size);
		else
			s.swz_table = need_table(R, s.loc, I->name, "the swizzle",
						 s.size == 32 ? "widen" : "swizzles_16_bit");
	}
	if (s.lanes)
		s.wide_table = need_table(R, s.loc, I->name, "the lanes field", "lanes_8_bit");
	else if (s.halfswizzle)
		s.wide_table = need_table(R, s.loc, I->name, "the half-swizzle", "half_swizzles_8_bit");
	else if (s.widen) {
		snprintf(t, sizeof(t), "swizzles_%d_bit", s.size);
		s.wide_table = need_table(R, s.loc, I->name, "the widen field", t);
	} else if (s.combine)
		s.wide_table = need_table(R, s.loc, I->name, "the combine field", "combine");
	if (s.lane >= 0) {
		snprintf(t, sizeof(t), "lane_%d_bit", s.size);
		s.lane_table = need_table(R, s.loc, I->name, "the lane field", t);
	}
	LD_PUSH(*srcs, s);
}

static void load_sr(va_reader *R, xmlNodePtr c, isa_va_ins *I, va_srs *srs)
{
	isa_va_sr s = {0};
	s.loc = xs_loc(&R->src, c, NULL);
	bool_attr(R, c, "read", &s.read);
	bool_attr(R, c, "write", &s.write);
	const char *flags = xs_attr(&R->src, c, "flags");
	int fl = 1; /* true */
	if (flags && !strcmp(flags, "false"))
		fl = 0;
	else if (flags && !strcmp(flags, "rw"))
		fl = 2;
	else if (flags && strcmp(flags, "true"))
		err(R, xs_loc(&R->src, c, "flags"), "va-bool", "flags=\"%s\" must be true, false or rw", flags);
	s.flags = fl == 0 ? 0 : fl == 2 ? 0xC0 : (s.write ? 0x80 : 0) | (s.read ? 0x40 : 0);
	s.start = (s.write && fl == 0) ? 16 : 40;
	dec_attr(R, c, "count", false, 0, 0, 8, &s.count);
	(void)I;
	LD_PUSH(*srs, s);
}

static void load_imm(va_reader *R, xmlNodePtr c, isa_va_ins *I, va_imms *imms)
{
	isa_va_imm m = {0};
	m.loc = xs_loc(&R->src, c, NULL);
	m.name = xs_need_attr(&R->src, c, "name");
	bool ok = dec_attr(R, c, "start", true, 0, 0, 63, &m.start);
	ok = dec_attr(R, c, "size", true, 1, 1, 32, &m.size) && ok;
	m.is_signed = xs_truthy(c, "signed");
	if (!m.name || !ok)
		return;
	if (m.start + m.size > 63) {
		err(R, xs_loc(&R->src, c, "size"), "va-range", "immediate '%s' of %s: bits %d..%d go past bit 62",
		    m.name, I->name, m.start, m.start + m.size - 1);
		return;
	}
	LD_PUSH(*imms, m);
}

static void load_va_mod(va_reader *R, xmlNodePtr c, isa_va_ins *I, va_mods *mods)
{
	const char *name = xs_need_attr(&R->src, c, "name");
	int start, size;
	bool ok = dec_attr(R, c, "start", true, 0, 0, 1024, &start);
	ok = dec_attr(R, c, "size", true, 1, 1, 32, &size) && ok;
	bool implied;
	bool_attr(R, c, "implied", &implied);
	if (!name || !ok)
		return;
	/* hidden ones may sit past the word (start 128): Mesa never reads
	 * them from it */
	if (!hidden_name(name) && start + size > 63) {
		err(R, xs_loc(&R->src, c, "start"), "va-range", "modifier '%s' of %s: bits %d..%d go past bit 62",
		    name, I->name, start, start + size - 1);
		return;
	}
	add_mod(R, mods, I->name, name, safe_name(R->a, name), start, size, size > 1, xs_loc(&R->src, c, NULL));
}

/* Secondary-opcode shift and mask: valhall.py's rules, in its order. */
static void secondary(isa_va_ins *I)
{
	I->shift = 8 * I->nsrcs > 16 ? 8 * I->nsrcs : 16;
	I->mask = I->has_opcode2 ? 0xF : 0;
	bool left = false, desc = false, width = false;
	for (int i = 0; i < I->nmods; i++) {
		left |= !strcmp(I->mods[i].name, "left");
		desc |= !strcmp(I->mods[i].name, "descriptor_type");
		width |= !strcmp(I->mods[i].name, "memory_width");
	}
	if (left)
		I->mask |= 0x100;
	if (I->nsrcs == 3 && (I->srcs[1].widen || I->srcs[1].lanes || I->srcs[1].swizzle))
		I->mask &= ~(uint32_t)0xC;
	if (I->opcode == 0x90)
		I->mask |= 0x10;
	if (!strncmp(I->name, "LOAD.i", 6) || !strncmp(I->name, "STORE.i", 7) ||
	    !strncmp(I->name, "LD_BUFFER.i", 11)) {
		I->shift = 27;
		I->mask = 0x7;
	}
	if (desc) {
		I->shift = 37;
		I->mask = 0x3;
	} else if (width) {
		I->shift = 27;
		I->mask = 0x7;
	}
}

/* One instruction from element E (an <ins>, or the <group> of a member
 * whose name, opcode, opcode2 and unit come from `member`). */
static void load_ins(va_reader *R, xmlNodePtr E, xmlNodePtr member)
{
	xmlNodePtr at = member ? member : E;
	isa_va_ins I = {0};
	I.loc = xs_loc(&R->src, at, NULL);
	const char *name = member ? xs_attr(&R->src, member, "name") : NULL;
	if (!name || !*name)
		name = xs_attr(&R->src, E, "name");
	const char *opcode = member ? xs_attr(&R->src, member, "opcode") : NULL;
	xmlNodePtr opnode = member;
	if (!opcode || !*opcode) {
		opcode = xs_attr(&R->src, E, "opcode");
		opnode = E;
	}
	const char *opcode2 = member ? xs_attr(&R->src, member, "opcode2") : NULL;
	xmlNodePtr op2node = member;
	if (!opcode2 || !*opcode2) {
		opcode2 = xs_attr(&R->src, E, "opcode2");
		op2node = E;
	}
	const char *unit = member ? xs_attr(&R->src, member, "unit") : NULL;
	if (!unit || !*unit)
		unit = xs_attr(&R->src, E, "unit");
	if (!name || !*name) {
		err(R, I.loc, "attr-missing", "<%s> has no 'name' attribute", (const char *)at->name);
		return;
	}
	I.name = name;
	if (!opcode) {
		err(R, I.loc, "attr-missing", "instruction %s has no 'opcode' attribute", name);
		return;
	}
	uint64_t v;
	if (!parse_literal(R, opnode, "opcode", opcode, 0x1FF, &v))
		return;
	I.opcode = (int)v;
	if (opcode2) {
		I.opcode2_loc = xs_loc(&R->src, op2node, "opcode2");
		if (!parse_literal(R, op2node, "opcode2", opcode2, 0xFFFF, &v))
			return;
		I.opcode2 = (uint32_t)v;
		I.has_opcode2 = true;
	}
	I.unit = unit;
	I.message = !unit || (strcmp(unit, "FMA") && strcmp(unit, "CVT") && strcmp(unit, "SFU"));
	I.typesize = type_size(name);
	int dests, nimplicit;
	if (!dec_attr(R, E, "dests", false, 0, 0, 8, &dests) ||
	    !dec_attr(R, E, "srcs", false, 0, 0, 4, &nimplicit))
		return;
	va_mods mods = {0};
	va_srcs srcs = {0};
	va_srs srs = {0};
	va_imms imms = {0};
	int slot = 0;
	for (xmlNodePtr c = E->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		const char *tag = (const char *)c->name;
		const va_implicit *im;
		if (!strcmp(tag, "src"))
			load_src(R, c, &I, &slot, &srcs);
		else if (!strcmp(tag, "dest"))
			dests++;
		else if (!strcmp(tag, "sr"))
			load_sr(R, c, &I, &srs);
		else if (!strcmp(tag, "imm"))
			load_imm(R, c, &I, &imms);
		else if (!strcmp(tag, R->mod_tag))
			load_va_mod(R, c, &I, &mods);
		else if ((im = implicit_of(tag)) && !xs_truthy(c, "pseudo"))
			add_mod(R, &mods, name, im->name, im->table ? im->table : im->name, im->start,
				im->size, im->is_enum, xs_loc(&R->src, c, NULL));
	}
	/* srcs="N": implicit plain sources, slots restarting at 0 (Mesa) */
	for (int i = 0; i < nimplicit; i++) {
		isa_va_src s = {0};
		s.slot = i;
		s.size = I.typesize;
		s.lane = -1;
		s.loc = xs_loc(&R->src, E, "srcs");
		LD_PUSH(srcs, s);
	}
	if (srcs.n + srs.n + mods.n + imms.n > VA_MAX_ITEMS) {
		err(R, I.loc, "va-range", "%s has %d operands and modifiers: more than a 64-bit word holds",
		    name, srcs.n + srs.n + mods.n + imms.n);
		srcs.n = srs.n = mods.n = imms.n = 0;
	}
	I.has_dest = dests > 0;
	I.mods = mods.v;
	I.nmods = mods.n;
	I.srcs = srcs.v;
	I.nsrcs = srcs.n;
	I.srs = srs.v;
	I.nsrs = srs.n;
	I.imms = imms.v;
	I.nimms = imms.n;
	for (int i = 0; i < I.nmods; i++) {
		I.has_sr_count |= !strcmp(I.mods[i].name, "staging_register_count");
		I.has_sr_write_count |= !strcmp(I.mods[i].name, "staging_register_write_count");
	}
	for (int i = 0; i < I.nsrs; i++) {
		isa_va_sr *s = &I.srs[i];
		if (s->count)
			s->kind = VA_COUNT_CONST;
		else if (I.has_sr_write_count && s->write)
			s->kind = VA_COUNT_WRITE;
		else if (I.has_sr_count)
			s->kind = VA_COUNT_READ;
		else
			err(R, s->loc, "va-staging",
			    "staging operand %d of %s has no count: no count=, <sr_count/> or <sr_write_count/>", i,
			    name);
	}
	if (I.has_dest && I.nsrs)
		err(R, I.loc, "va-staging", "%s has both a destination and a staging operand", name);
	secondary(&I);
	if (I.has_opcode2 && (I.opcode2 & I.mask) != I.opcode2)
		err(R, I.opcode2_loc, "va-opcode2-mask",
		    "opcode2 0x%X of %s does not fit its secondary mask 0x%X (at bit %d)", I.opcode2, name,
		    I.mask, I.shift);
	else if (I.mask && I.shift + 32 - __builtin_clz(I.mask) > 48)
		err(R, I.opcode2_loc, "va-range",
		    "the secondary opcode of %s (mask 0x%X at bit %d) reaches the primary opcode", name,
		    I.mask, I.shift);
	for (int i = 0; i < R->ins.n; i++)
		if (!strcmp(R->ins.v[i].name, name)) {
			err(R, I.loc, "va-duplicate-name", "instruction %s is defined twice (first at line %d)",
			    name, R->ins.v[i].loc.line);
			free(I.mods);
			free(I.srcs);
			free(I.srs);
			free(I.imms);
			return;
		}
	LD_PUSH(R->ins, I);
}

/* ---- checks the generator makes: overlaps of explicit fields, buckets -------- */

/* Explicitly placed fields (<va_mod>, <imm>) that claim the same bit:
 * Mesa's generator would encode both into it. */
static void check_explicit_overlaps(va_reader *R, const isa_va_ins *I)
{
	typedef struct {
		const char *what, *name;
		int start, size;
		isa_loc loc;
	} item;
	item it[2 * VA_MAX_ITEMS];
	int n = 0;
	for (int i = 0; i < I->nimms; i++)
		it[n++] = (item){"immediate", I->imms[i].name, I->imms[i].start, I->imms[i].size,
				 I->imms[i].loc};
	for (int i = 0; i < I->nmods; i++)
		if (I->mods[i].start < 64 && !implicit_of(I->mods[i].name) &&
		    I->mods[i].start + I->mods[i].size <= 64)
			it[n++] = (item){"modifier", I->mods[i].name, I->mods[i].start, I->mods[i].size,
					 I->mods[i].loc};
	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++) {
			int lo = it[i].start > it[j].start ? it[i].start : it[j].start;
			int hi1 = it[i].start + it[i].size, hi2 = it[j].start + it[j].size;
			int hi = hi1 < hi2 ? hi1 : hi2;
			if (lo < hi)
				err(R, it[i].loc, "va-field-overlap",
				    "%s '%s' of %s (bits %d..%d) overlaps %s '%s' (bits %d..%d) at bit %d",
				    it[i].what, it[i].name, I->name, it[i].start, hi1 - 1, it[j].what, it[j].name,
				    it[j].start, hi2 - 1, lo);
		}
}

static void check_buckets(va_reader *R)
{
	isa_va *va = R->va;
	for (int i = 0; i < va->nins; i++) {
		const isa_va_ins *I = &va->ins[i];
		int f = va->bucket_first[I->opcode];
		if (f == i)
			continue;
		const isa_va_ins *F = &va->ins[f];
		if (F->nsrcs != I->nsrcs)
			err(R, I->loc, "va-bucket",
			    "%s has %d sources but %s, first of bucket 0x%X, has %d (the generator requires equal counts)",
			    I->name, I->nsrcs, F->name, I->opcode, F->nsrcs);
		for (int k = f; k != i; k = va->bucket_next[k])
			if (va->ins[k].opcode2 == I->opcode2)
				err(R, I->loc, "va-bucket", "%s repeats opcode2 0x%X of %s in bucket 0x%X", I->name,
				    I->opcode2, va->ins[k].name, I->opcode);
	}
}

/* ---- the ordinary model ----------------------------------------------------- */

typedef LD_VEC(isa_field) va_fields;

static bool fields_overlap(const va_fields *fv, int low, int high)
{
	for (int i = 0; i < fv->n; i++)
		if (fv->v[i].low <= high && low <= fv->v[i].high)
			return true;
	return false;
}

static const char *unique_name(va_reader *R, const va_fields *fv, const char *name)
{
	char buf[128];
	const char *n = name;
	for (int k = 2;; k++) {
		bool dup = false;
		for (int i = 0; i < fv->n && !dup; i++)
			dup = !strcmp(fv->v[i].name, n);
		if (!dup)
			return n == name ? n : isa_arena_strdup(R->a, n);
		snprintf(buf, sizeof(buf), "%s_%d", name, k);
		n = buf;
	}
}

static void add_field(va_reader *R, va_fields *fv, const char *name, int low, int size,
		      isa_type_kind kind, isa_enum *e, isa_loc loc)
{
	isa_field f = {0};
	f.name = unique_name(R, fv, name);
	f.low = low;
	f.high = low + size - 1;
	f.kind = kind;
	f.enm = e;
	f.type_name = e ? e->name : kind == TY_INT ? "int" : "uint";
	f.loc = loc;
	LD_PUSH(*fv, f);
}

static isa_enum *model_enum(va_reader *R, const isa_va_enum *e)
{
	if (!e)
		return NULL;
	return R->m->enums[e - R->va->enums];
}

static const char *fmt(va_reader *R, const char *f, int k, const char *suffix)
{
	char buf[96];
	snprintf(buf, sizeof(buf), f, k, suffix);
	return isa_arena_strdup(R->a, buf);
}

static void build_leaf(va_reader *R, isa_bitset *root, int idx)
{
	isa_va *va = R->va;
	isa_va_ins *I = &va->ins[idx];
	isa_bitset *b = isa_arena_alloc(R->a, sizeof(*b));
	I->leaf = b;
	b->name = b->displayname = I->name;
	b->loc = I->loc;
	b->extends = root->name;
	b->parent = b->root = root;
	b->depth = 1;
	b->gen_max = b->eff_gen_max = UINT32_MAX;
	b->gen_loc = I->loc;
	b->is_leaf = true;

	/* pattern: the primary opcode; in a bucket of several members the
	 * secondary value under the first member's shift and mask, which is
	 * what decoding tests */
	uint64_t fixmask = (uint64_t)0x1FF << 48, fixbits = (uint64_t)I->opcode << 48;
	const isa_va_ins *F = &va->ins[va->bucket_first[I->opcode]];
	if (va->bucket_size[I->opcode] > 1 && F->shift < 64) {
		uint64_t m2 = (uint64_t)F->mask << F->shift;
		fixmask |= m2;
		fixbits |= ((uint64_t)I->opcode2 << F->shift) & m2;
		fixbits &= fixmask;
	}

	va_fields fv = {0};
	/* bit 63 is reserved: Mesa asserts it is 0 once an instruction is
	 * selected (it takes no part in selecting) */
	add_field(R, &fv, "reserved_bit63", 63, 1, TY_ASSERT, NULL, I->loc);
	fv.v[fv.n - 1].type_name = "assert";
	add_field(R, &fv, "flow", 59, 4, TY_ENUM, model_enum(R, va->flow), I->loc);
	add_field(R, &fv, "fau_page", 57, 2, TY_UINT, NULL, I->loc);
	for (int i = 0; i < I->nmods; i++) {
		isa_va_mod *md = &I->mods[i];
		if (md->start + md->size > 64)
			continue; /* hidden, past the word */
		add_field(R, &fv, md->name, md->start, md->size, md->table ? TY_ENUM : TY_UINT,
			  model_enum(R, md->table), md->loc);
		md->field = fv.v[fv.n - 1].name;
	}
	if (I->has_dest) {
		add_field(R, &fv, "dest", 40, 6, TY_UINT, NULL, I->loc);
		add_field(R, &fv, "dest_mask", 46, 2, TY_UINT, NULL, I->loc);
	}
	for (int i = 0; i < I->nsrs; i++) {
		const isa_va_sr *s = &I->srs[i];
		add_field(R, &fv, fmt(R, "sr%d%s", i, ""), s->start, 6, TY_UINT, NULL, s->loc);
		if (s->flags && !fields_overlap(&fv, s->start + 6, s->start + 7))
			add_field(R, &fv, fmt(R, "sr%d%s", i, "_flags"), s->start + 6, 2, TY_UINT, NULL, s->loc);
	}
	for (int i = 0; i < I->nsrcs; i++) {
		const isa_va_src *s = &I->srcs[i];
		int k = i, slot = s->slot;
		add_field(R, &fv, fmt(R, "src%d%s", k, ""), 8 * slot, 8, TY_UINT, NULL, s->loc);
		if (s->absneg && slot <= 2) {
			add_field(R, &fv, fmt(R, "src%d%s", k, "_neg"), 34 + 2 * (2 - slot), 1, TY_UINT, NULL,
				  s->loc);
			add_field(R, &fv, fmt(R, "src%d%s", k, "_abs"), 35 + 2 * (2 - slot), 1, TY_UINT, NULL,
				  s->loc);
		}
		if (s->swizzle && slot <= 2)
			add_field(R, &fv, fmt(R, "src%d%s", k, "_swizzle"), 24 + 2 * (2 - slot), 2, TY_ENUM,
				  model_enum(R, s->swz_table), s->loc);
		if (s->lanes || s->halfswizzle || s->widen)
			add_field(R, &fv, fmt(R, "src%d%s", k, s->lanes ? "_lanes" : s->halfswizzle ? "_halfswizzle" : "_widen"),
				  slot == 1 ? 26 : 36, 4, TY_ENUM, model_enum(R, s->wide_table), s->loc);
		else if (s->combine)
			add_field(R, &fv, fmt(R, "src%d%s", k, "_combine"), 37, 3, TY_ENUM,
				  model_enum(R, s->wide_table), s->loc);
		if (s->lane >= 0 && s->lane <= 62)
			add_field(R, &fv, fmt(R, "src%d%s", k, "_lane"), s->lane, 2, TY_ENUM,
				  model_enum(R, s->lane_table), s->loc);
		if (s->not_)
			add_field(R, &fv, fmt(R, "src%d%s", k, "_not"), 35, 1, TY_UINT, NULL, s->loc);
	}
	for (int i = 0; i < I->nimms; i++) {
		const isa_va_imm *m = &I->imms[i];
		add_field(R, &fv, m->name, m->start, m->size, m->is_signed ? TY_INT : TY_HEX, NULL, m->loc);
	}
	/* the assembler's placeholder write mask (section 7.4) */
	if (!I->has_dest && !I->nsrs && !fields_overlap(&fv, 46, 47))
		add_field(R, &fv, "dest_mask", 46, 2, TY_UINT, NULL, I->loc);

	uint64_t fieldmask = 0;
	for (int i = 0; i < fv.n; i++) {
		int lo = fv.v[i].low, hi = fv.v[i].high;
		fieldmask |= (hi >= 63 ? ~(uint64_t)0 : (((uint64_t)1 << (hi + 1)) - 1)) &
			     ~(((uint64_t)1 << lo) - 1);
	}
	/* bits nothing prints nor selects: Mesa's disassembler never reads
	 * them; bit 63 is asserted, so it is no don't-care */
	uint64_t dontcare = ~(fixmask | fieldmask) & ~((uint64_t)1 << 63);
	b->match = b->lmatch = isa_bits_from_u64(fixbits);
	b->mask = b->lmask = isa_bits_from_u64(fixmask | dontcare);
	b->dontcare = b->ldontcare = isa_bits_from_u64(dontcare);
	b->field_mask = isa_bits_from_u64(fieldmask & ~fixmask);
	char *pat = isa_arena_alloc(R->a, 65);
	for (int i = 0; i < 64; i++) {
		int bit = 63 - i;
		pat[i] = (fixmask >> bit) & 1 ? ((fixbits >> bit) & 1 ? '1' : '0') : 'x';
	}
	b->patterns = isa_arena_alloc(R->a, sizeof(isa_pattern));
	b->patterns[0] = (isa_pattern){0, 63, pat, false, I->loc};
	b->npatterns = 1;
	isa_case *c = isa_arena_alloc(R->a, sizeof(isa_case));
	c->loc = I->loc;
	c->fields = isa_arena_alloc(R->a, (size_t)(fv.n + 1) * sizeof(isa_field));
	if (fv.n)
		memcpy(c->fields, fv.v, (size_t)fv.n * sizeof(isa_field));
	c->nfields = fv.n;
	/* Mesa's text is model/va.c's; the display names the instruction
	 * and its fields for readers of the model */
	isa_display *d = isa_arena_alloc(R->a, sizeof(*d));
	isa_buf t;
	isa_buf_init(&t);
	isa_buf_printf(&t, "%s", I->name);
	for (int i = 0; i < fv.n; i++)
		if (fv.v[i].kind != TY_ASSERT)
			isa_buf_printf(&t, " {%s}", fv.v[i].name);
	d->text = isa_arena_strdup(R->a, t.s);
	isa_buf_free(&t);
	d->loc = I->loc;
	char e[128];
	isa_display_parse(R->a, d, e, sizeof(e));
	c->display = d;
	b->cases = c;
	b->ncases = 1;
	free(fv.v);
}

static void build_model(va_reader *R)
{
	isa *m = R->m;
	isa_va *va = R->va;
	va->enums = isa_arena_alloc(R->a, (size_t)(R->enums.n + 1) * sizeof(isa_va_enum));
	if (R->enums.n)
		memcpy(va->enums, R->enums.v, (size_t)R->enums.n * sizeof(isa_va_enum));
	va->nenums = R->enums.n;
	/* the instructions' table pointers point into R->enums: move them */
	va->ins = isa_arena_alloc(R->a, (size_t)(R->ins.n + 1) * sizeof(isa_va_ins));
	va->nins = R->ins.n;
	for (int i = 0; i < R->ins.n; i++) {
		isa_va_ins *I = &va->ins[i];
		*I = R->ins.v[i];
#define MOVE(p) ((p) ? &va->enums[(p) - R->enums.v] : NULL)
#define COPY(v, n)                                                                          \
	do {                                                                                \
		void *c = isa_arena_alloc(R->a, (size_t)((n) + 1) * sizeof(*(v)));          \
		if (n)                                                                      \
			memcpy(c, (v), (size_t)(n) * sizeof(*(v)));                         \
		free(v);                                                                    \
		(v) = c;                                                                    \
	} while (0)
		COPY(I->mods, I->nmods);
		COPY(I->srcs, I->nsrcs);
		COPY(I->srs, I->nsrs);
		COPY(I->imms, I->nimms);
		for (int k = 0; k < I->nmods; k++)
			I->mods[k].table = MOVE(I->mods[k].table);
		for (int k = 0; k < I->nsrcs; k++) {
			I->srcs[k].swz_table = MOVE(I->srcs[k].swz_table);
			I->srcs[k].wide_table = MOVE(I->srcs[k].wide_table);
			I->srcs[k].lane_table = MOVE(I->srcs[k].lane_table);
		}
#undef MOVE
#undef COPY
	}
	free(R->ins.v);
	free(R->enums.v);
	R->ins.v = NULL;
	R->enums.v = NULL;
	va->bucket_first = isa_arena_alloc(R->a, 512 * sizeof(int));
	va->bucket_size = isa_arena_alloc(R->a, 512 * sizeof(int));
	va->bucket_next = isa_arena_alloc(R->a, (size_t)(va->nins + 1) * sizeof(int));
	for (int i = 0; i < 512; i++)
		va->bucket_first[i] = -1;
	int last[512];
	for (int i = 0; i < va->nins; i++) {
		int op = va->ins[i].opcode;
		va->bucket_next[i] = -1;
		if (va->bucket_first[op] < 0)
			va->bucket_first[op] = i;
		else
			va->bucket_next[last[op]] = i;
		last[op] = i;
		va->bucket_size[op]++;
	}
	va->flow = isa_va_find_enum(va, "flow");
	va->fau_page[0] = isa_va_find_enum(va, "fau_special_page_0");
	va->fau_page[1] = isa_va_find_enum(va, "fau_special_page_1");
	va->fau_page[3] = isa_va_find_enum(va, "fau_special_page_3");

	/* the model's enums: entry i has value i and its text */
	m->enums = isa_arena_alloc(R->a, (size_t)(va->nenums + 1) * sizeof(isa_enum *));
	m->nenums = va->nenums;
	for (int i = 0; i < va->nenums; i++) {
		const isa_va_enum *ve = &va->enums[i];
		isa_enum *e = isa_arena_alloc(R->a, sizeof(*e));
		e->name = ve->safe;
		e->loc = ve->loc;
		e->values = isa_arena_alloc(R->a, (size_t)ve->n * sizeof(isa_enum_value));
		e->nvalues = ve->n;
		for (int k = 0; k < ve->n; k++)
			e->values[k] = (isa_enum_value){(uint64_t)k, ve->text[k], NULL, ve->loc};
		m->enums[i] = e;
	}

	isa_bitset *root = isa_arena_alloc(R->a, sizeof(*root));
	root->name = root->displayname = "#instruction";
	root->loc = (isa_loc){R->src.path, 1, 1};
	root->size = 64;
	root->root = root;
	root->gen_max = root->eff_gen_max = UINT32_MAX;
	root->cases = isa_arena_alloc(R->a, sizeof(isa_case));
	root->ncases = 1;
	m->bitsets = isa_arena_alloc(R->a, (size_t)(va->nins + 2) * sizeof(isa_bitset *));
	m->bitsets[m->nbitsets++] = root;
	m->roots = isa_arena_alloc(R->a, sizeof(isa_root));
	m->nroots = 1;
	isa_root *r = &m->roots[0];
	r->root = root;
	r->first_match = true;
	r->leaves = isa_arena_alloc(R->a, (size_t)(va->nins + 1) * sizeof(isa_bitset *));
	for (int i = 0; i < va->nins; i++) {
		build_leaf(R, root, i);
		isa_bitset *b = (isa_bitset *)va->ins[i].leaf;
		b->index = m->nbitsets;
		m->bitsets[m->nbitsets++] = b;
		r->leaves[r->nleaves++] = b;
	}
	m->instruction = r;
	m->bitsize = 64;
	m->va = va;
}

/* ---- names: what the reader knows ------------------------------------------- */

/* Valhall's elements and attributes: what valhall.py reads, and what
 * ISA.xml carries for other readers (titles, <desc>, the compiler's
 * pseudo operands, unit and message kinds).  valhall.py looks every name
 * up and skips the rest, so a name missing here is lost to Mesa too: a
 * warning, the decode stays Mesa's. */
static const char *const va_a_lut[] = {"name", NULL};
static const char *const va_a_enum[] = {"name", "implied", NULL};
static const char *const va_a_desc[] = {"desc", NULL};
static const char *const va_a_value[] = {"default", "desc", "name", NULL};
static const char *const va_a_ins[] = {"name", "opcode", "opcode2", "unit", "srcs", "dests",
				       "title", "message", "unused", "last", NULL};
static const char *const va_a_member[] = {"name", "opcode", "opcode2", "unit", NULL};
static const char *const va_a_src[] = {"size", "absneg", "float", "swizzle", "halfswizzle",
				       "widen", "lanes", "combine", "lane", "not", "pseudo", NULL};
static const char *const va_a_sr[] = {"read", "write", "count", "flags", NULL};
static const char *const va_a_imm[] = {"name", "start", "size", "signed", "ir_name", NULL};
static const char *const va_a_mod[] = {"name", "start", "size", "implied", NULL};
static const char *const va_a_immediate[] = {"name", "size", "pseudo", NULL};

static const rd_name_rule va_names[] = {
	{"valhall", "lut", va_a_lut, "lut"},
	{"valhall", "enum", va_a_enum, "enum"},
	{"valhall", "ins", va_a_ins, "body"},
	{"valhall", "group", va_a_ins, "group"},
	{"lut", "constant", va_a_desc, NULL},
	{"lut", "desc", rd_no_attrs, ""},
	{"enum", "value", va_a_value, NULL},
	{"enum", "reserved", rd_no_attrs, NULL},
	{"enum", "desc", rd_no_attrs, ""},
	{"group", "ins", va_a_member, NULL},
	{"group", "*body", NULL, NULL},
	{"body", "src", va_a_src, NULL},
	{"body", "dest", rd_no_attrs, NULL},
	{"body", "sr", va_a_sr, NULL},
	{"body", "imm", va_a_imm, NULL},
	{"body", "va_mod", va_a_mod, NULL},
	{"body", "mod", va_a_mod, NULL},
	{"body", "immediate", va_a_immediate, NULL},
	{"body", "desc", rd_no_attrs, ""},
	{NULL, NULL, NULL, NULL},
};

/* the implicit-modifier tags: pseudo= (the compiler's only), and cmp's
 * int_only= and sr_count's count= for Mesa's compiler */
static const char *const *va_extra_names(const char *ctx, const char *tag)
{
	static const char *const plain[] = {"pseudo", NULL};
	static const char *const cmp[] = {"pseudo", "int_only", NULL};
	static const char *const count[] = {"pseudo", "count", NULL};
	if ((strcmp(ctx, "body") && strcmp(ctx, "group")) || !implicit_of(tag))
		return NULL;
	return !strcmp(tag, "cmp") ? cmp : !strcmp(tag, "sr_count") ? count : plain;
}

/* Mesa renamed the explicit-modifier tag from <mod> to <va_mod> in July
 * 2024: each valhall.py reads one and skips the other.  A file with any
 * <va_mod> is of the new era, otherwise of the old; a tag of the other
 * era is an error, since no Mesa reads both (which modifiers exist
 * depends on the revision reading the file). */
static bool has_tag(xmlNodePtr ins, const char *tag)
{
	for (xmlNodePtr c = ins->children; c; c = c->next)
		if (xs_is_elem(c, tag))
			return true;
	return false;
}

static void choose_mod_tag(va_reader *R, xmlNodePtr root)
{
	R->mod_tag = "mod";
	for (xmlNodePtr c = root->children; c; c = c->next)
		if ((xs_is_elem(c, "ins") || xs_is_elem(c, "group")) && has_tag(c, "va_mod"))
			R->mod_tag = "va_mod";
	const char *other = !strcmp(R->mod_tag, "mod") ? "va_mod" : "mod";
	for (xmlNodePtr c = root->children; c; c = c->next) {
		if (!xs_is_elem(c, "ins") && !xs_is_elem(c, "group"))
			continue;
		for (xmlNodePtr k = c->children; k; k = k->next)
			if (xs_is_elem(k, other))
				err(R, xs_loc(&R->src, k, NULL), "unknown-element",
				    "<%s> in a file that uses <%s>: Mesa before July 2024 reads only <mod>, "
				    "Mesa since only <va_mod>, so no revision reads this modifier with the others",
				    other, R->mod_tag);
	}
}

static void check_names(va_reader *R, xmlNodePtr root)
{
	rd_names g = {va_names, va_extra_names, &R->src, "Mesa's valhall.py"};
	rd_check_root_names(&g, root, R->d);
}

/* ---- entry points -------------------------------------------------------------- */

bool rd_va_sniff(const char *text, size_t len)
{
	return xs_root_is(text, len, "valhall");
}

static void load_root(va_reader *R, xmlNodePtr root)
{
	check_names(R, root);
	choose_mod_tag(R, root);
	bool lut = false;
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "lut"))
			load_lut(R, c, &lut);
	if (!lut)
		err(R, xs_loc(&R->src, root, NULL), "va-lut", "no <lut name=\"Immediates\">: sources index 32 constants");
	for (xmlNodePtr c = root->children; c; c = c->next)
		if (xs_is_elem(c, "enum"))
			load_enum(R, c);
	if (!reader_enum(R, "flow"))
		err(R, xs_loc(&R->src, root, NULL), "va-unknown-enum", "no <enum name=\"Flow\">: every instruction prints its flow");
	static const char *const fau[] = {"fau_special_page_0", "fau_special_page_1",
					  "fau_special_page_3"};
	for (int i = 0; i < 3; i++) {
		const isa_va_enum *e = reader_enum(R, fau[i]);
		if (!e)
			err(R, xs_loc(&R->src, root, NULL), "va-unknown-enum", "no enum table %s: special FAU sources print through it", fau[i]);
		else if (e->n < 16)
			err(R, e->loc, "va-enum-value", "enum table %s has %d entries; special FAU values index 16", fau[i], e->n);
	}
	for (xmlNodePtr c = root->children; c; c = c->next) {
		if (xs_is_elem(c, "ins"))
			load_ins(R, c, NULL);
		else if (xs_is_elem(c, "group")) {
			bool any = false;
			for (xmlNodePtr k = c->children; k; k = k->next)
				if (xs_is_elem(k, "ins")) {
					load_ins(R, c, k);
					any = true;
				}
			if (!any)
				err(R, xs_loc(&R->src, c, NULL), "va-group", "<group> has no <ins> member");
		}
	}
	if (!R->ins.n && !R->d->nerrors)
		err(R, xs_loc(&R->src, root, NULL), "va-group", "no <ins>: the description has no instruction");
}

isa *rd_va_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	isa_arena *a = isa_arena_new();
	isa *m = isa_arena_alloc(a, sizeof(*m));
	m->arena = a;
	m->path = isa_arena_strdup(a, path);
	m->files = isa_arena_alloc(a, sizeof(char *));
	m->files[0] = m->path;
	m->nfiles = 1;
	va_reader R = {0};
	R.m = m;
	R.a = a;
	R.d = d;
	R.va = isa_arena_alloc(a, sizeof(isa_va));
	const char *text;
	size_t len;
	char *owned;
	if (!xs_top_text(m->path, opts, d, &text, &len, &owned))
		return m;
	xs_open(&R.src, m->path, text, len, a, d);
	xmlDocPtr doc = xs_parse(&R.src);
	if (doc) {
		rd_xml_allows(doc, &R.src, &m->allows);
		xmlNodePtr root = xmlDocGetRootElement(doc);
		if (!root || !xs_is_elem(root, "valhall"))
			isa_diag_add(d, ISA_ERROR, (isa_loc){m->path, 1, 1}, "xml-root",
				     "the root element is not <valhall>");
		else
			load_root(&R, root);
		xmlFreeDoc(doc);
	}
	xs_close(&R.src); /* what follows carries its locations */
	free(owned);
	build_model(&R);
	for (int i = 0; i < R.va->nins; i++)
		check_explicit_overlaps(&R, &R.va->ins[i]);
	check_buckets(&R);
	isa_build_finish(m);
	return m;
}
