/*
 * model/va_asm.c - assemble one Valhall instruction text as Mesa's asm.py
 * does (docs/valhall.md section 7): accept exactly what it accepts and
 * give the same word, refuse what it refuses.
 *
 * asm.py's quirks are kept where they change what is accepted (the
 * "i??N" immediate form, 16-bit swizzles spilling past their field,
 * `none` and `reserved` read as flow); where Mesa would produce a value
 * that is no 64-bit word (a hidden modifier at bit 128, a write count of
 * -1) we refuse.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

#define ASM_MAX_PIECES 32
#define ASM_MAX_TEXT 512

typedef struct asm_state {
	const isa_va *va;
	const isa_va_ins *I;
	uint64_t word;
	/* recorded modifier values, keyed by modifier name */
	const char *rec_name[64];
	int64_t rec_val[64];
	int nrec;
	int page; /* -1: none yet */
	uint64_t fau_bytes[4];
	int nfau;
	uint64_t fau_words[4];
	int nwords;
	char *err;
	size_t errlen;
} asm_state;

static bool refuse(asm_state *S, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;
static bool refuse(asm_state *S, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(S->err, S->errlen, fmt, ap);
	va_end(ap);
	return false;
}

/* Python's int(s, 0) within [lo, hi]. */
static bool parse_int(const char *s, int64_t lo, int64_t hi, int64_t *out)
{
	while (isspace((unsigned char)*s))
		s++;
	bool neg = false;
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	int base = 10;
	bool prefixed = false;
	if (s[0] == '0' && s[1] && strchr("xXoObB", s[1])) {
		base = s[1] == 'x' || s[1] == 'X' ? 16 : s[1] == 'o' || s[1] == 'O' ? 8 : 2;
		s += 2;
		prefixed = true;
	}
	uint64_t v = 0;
	int digits = 0;
	bool big = false, nonzero = false, lead_zero = false;
	bool prev_us = prefixed; /* '_' may follow a prefix, never a '_' */
	for (; *s && !isspace((unsigned char)*s); s++) {
		if (*s == '_') {
			if (prev_us && !(prefixed && digits == 0))
				return false;
			if (!digits && !prefixed)
				return false;
			prev_us = true;
			continue;
		}
		int d;
		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if (*s >= 'a' && *s <= 'f')
			d = *s - 'a' + 10;
		else if (*s >= 'A' && *s <= 'F')
			d = *s - 'A' + 10;
		else
			return false;
		if (d >= base)
			return false;
		if (!digits && d == 0 && base == 10)
			lead_zero = true;
		if (d)
			nonzero = true;
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			big = true;
		v = v * (uint64_t)base + (uint64_t)d;
		digits++;
		prev_us = false;
	}
	if (prev_us && !(prefixed && digits == 0))
		return false;
	while (isspace((unsigned char)*s))
		s++;
	if (*s || !digits)
		return false;
	if (lead_zero && nonzero) /* "07": Python refuses leading zeros */
		return false;
	if (big || v > (uint64_t)INT64_MAX)
		return false;
	int64_t sv = neg ? -(int64_t)v : (int64_t)v;
	if (sv < lo || sv > hi)
		return false;
	*out = sv;
	return true;
}

/* Python's int(s) (base 10: leading zeros allowed). */
static bool parse_dec(const char *s, int64_t *out)
{
	while (isspace((unsigned char)*s))
		s++;
	bool neg = false;
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	int64_t v = 0;
	int digits = 0;
	bool prev_us = false;
	for (; *s && !isspace((unsigned char)*s); s++) {
		if (*s == '_' && digits && !prev_us) {
			prev_us = true;
			continue;
		}
		if (*s < '0' || *s > '9' || v > (INT64_MAX - 9) / 10)
			return false;
		v = v * 10 + (*s - '0');
		digits++;
		prev_us = false;
	}
	while (isspace((unsigned char)*s))
		s++;
	if (*s || !digits || prev_us)
		return false;
	*out = neg ? -v : v;
	return true;
}

/* The index of the first entry of e spelled tok, or -1. */
static int entry_of(const isa_va_enum *e, const char *tok)
{
	for (int i = 0; e && i < e->n; i++)
		if (!strcmp(e->text[i], tok))
			return i;
	return -1;
}

static const isa_va_enum *table(const asm_state *S, const char *fmt, int size)
{
	char name[64];
	snprintf(name, sizeof(name), fmt, size);
	return isa_va_find_enum(S->va, name);
}

static bool record(asm_state *S, const char *name, int64_t v)
{
	for (int i = 0; i < S->nrec; i++)
		if (!strcmp(S->rec_name[i], name))
			return refuse(S, "modifier '%s' specified twice", name);
	if (S->nrec == 64)
		return refuse(S, "too many modifiers");
	S->rec_name[S->nrec] = name;
	S->rec_val[S->nrec++] = v;
	return true;
}

/* OR v << bit into the word; false when it leaves 64 bits */
static bool put(asm_state *S, uint64_t v, int bit)
{
	if (!v)
		return true;
	if (bit >= 64 || (v >> (63 - bit)) > 1)
		return refuse(S, "value 0x%llx at bit %d is not inside a 64-bit word",
			      (unsigned long long)v, bit);
	S->word |= v << bit;
	return true;
}

static char *strip(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

/* ---- operands ------------------------------------------------------------- */

static bool staging(asm_state *S, const isa_va_sr *sr, char *op)
{
	const isa_va_ins *I = S->I;
	if (op[0] != '@')
		return refuse(S, "staging operand '%s' must start with @", op);
	int count = 0;
	int64_t base = 0, prev = -1;
	if (op[1]) {
		char *p = op + 1;
		for (;;) {
			char *colon = strchr(p, ':');
			if (colon)
				*colon = '\0';
			int64_t r;
			if (p[0] != 'r')
				return refuse(S, "staging register '%s' must be r<N>", p);
			if (!parse_int(p + 1, 0, 63, &r))
				return refuse(S, "staging register '%s' is not r0..r63", p);
			if (count == 0)
				base = r;
			else if (r != prev + 1)
				return refuse(S, "staging registers must be consecutive");
			prev = r;
			count++;
			if (!colon)
				break;
			p = colon + 1;
		}
	}
	bool wcount = I->has_sr_write_count && sr->write;
	int max = wcount ? 8 : 7;
	if (count > max)
		return refuse(S, "%d staging registers, at most %d", count, max);
	if (count > 1 && base % 2)
		return refuse(S, "staging registers must be aligned to a register pair");
	if (sr->kind == VA_COUNT_CONST) {
		if (count != sr->count)
			return refuse(S, "%d staging registers, exactly %d expected", count, sr->count);
	} else if (wcount) {
		if (count == 0)
			return refuse(S, "a write staging operand needs at least one register");
		if (!record(S, "staging_register_write_count", count - 1))
			return false;
	} else if (!record(S, "staging_register_count", count)) {
		return false;
	}
	return put(S, (uint64_t)(sr->flags | base), sr->start);
}

static bool dest(asm_state *S, char *op)
{
	if (op[0] != 'r')
		return refuse(S, "destination '%s' must be r<N>", op);
	char *dot = strchr(op, '.');
	int mask = 3;
	if (dot) {
		*dot = '\0';
		const char *suf = dot + 1;
		if (strchr(suf, '.'))
			return refuse(S, "destination has more than one suffix");
		if (!strcmp(suf, "h0"))
			mask = 1;
		else if (!strcmp(suf, "h1"))
			mask = 2;
		else
			return refuse(S, "unknown destination suffix '.%s'", suf);
	}
	int64_t r;
	if (!parse_int(op + 1, 0, 63, &r))
		return refuse(S, "destination '%s' is not r0..r63", op);
	return put(S, (uint64_t)r | (uint64_t)mask << 6, 40);
}

static bool set_page(asm_state *S, int page)
{
	if (S->page >= 0 && S->page != page)
		return refuse(S, "mismatched FAU pages %d and %d", S->page, page);
	S->page = page;
	return true;
}

/* Mesa's FAU limits, applied to each source byte as it is encoded. */
static bool fau(asm_state *S, uint64_t byte)
{
	const isa_va_ins *I = S->I;
	if (!(byte & 0x80))
		return true;
	bool seen = false;
	for (int i = 0; i < S->nfau; i++)
		seen |= S->fau_bytes[i] == byte;
	if (!seen) {
		if (S->nfau == 2)
			return refuse(S, "overflowed FAU buffer: more than two uniforms and constants");
		S->fau_bytes[S->nfau++] = byte;
	}
	if (byte >= 0xC0 && byte <= 0xDF)
		return true;
	seen = false;
	for (int i = 0; i < S->nwords; i++)
		seen |= S->fau_words[i] == byte;
	if (!seen && S->nwords < 4)
		S->fau_words[S->nwords++] = byte;
	int nslots = 0;
	uint64_t slots[4];
	for (int i = 0; i < S->nwords; i++) {
		bool dup = false;
		for (int k = 0; k < nslots; k++)
			dup |= slots[k] == S->fau_words[i] >> 1;
		if (!dup)
			slots[nslots++] = S->fau_words[i] >> 1;
	}
	if (nslots > (I->message ? 2 : 1))
		return refuse(S, "too many FAU slots");
	return true;
}

static bool source(asm_state *S, const isa_va_src *s, char *op)
{
	const isa_va *va = S->va;
	char *parts[ASM_MAX_PIECES];
	int n = 0;
	for (char *p = op;;) {
		if (n == ASM_MAX_PIECES)
			return refuse(S, "too many suffixes on '%s'", op);
		parts[n++] = p;
		char *dot = strchr(p, '.');
		if (!dot)
			break;
		*dot = '\0';
		p = dot + 1;
	}
	const char *base = parts[0];
	uint64_t byte;
	int64_t v;
	bool special = false;
	if (base[0] == '^') {
		if (base[1] != 'r')
			return refuse(S, "'^' must be followed by a register");
		if (!parse_int(base + 2, 0, 63, &v))
			return refuse(S, "'%s' is not ^r0..^r63", base);
		byte = 0x40 | (uint64_t)v;
	} else if (base[0] == 'r') {
		if (!parse_int(base + 1, 0, 63, &v))
			return refuse(S, "'%s' is not r0..r63", base);
		byte = (uint64_t)v;
	} else if (base[0] == 'u') {
		if (!parse_int(base + 1, 0, 127, &v))
			return refuse(S, "'%s' is not u0..u127", base);
		byte = 0x80 | ((uint64_t)v & 63);
		if (!set_page(S, (int)(v >> 6)))
			return false;
	} else if (base[0] == 'i') {
		/* asm.py: int(s[3:]), characters 1-2 skipped, no range check */
		if (strlen(base) < 3 || !parse_dec(base + 3, &v) || v < 0 || v > 0xFFFFFF)
			return refuse(S, "'%s' is not an immediate index", base);
		byte = 0xC0 | (uint64_t)v;
	} else if (base[0] == '0' && base[1] == 'x') {
		if (!parse_int(base, 0, UINT32_MAX, &v))
			return refuse(S, "'%s' is not a 32-bit constant", base);
		int k = 0;
		while (k < 32 && va->lut[k] != (uint32_t)v)
			k++;
		if (k == 32)
			return refuse(S, "constant %s is not in the immediate LUT", base);
		byte = 0xC0 | (uint64_t)k;
	} else {
		static const int pages[] = {0, 1, 3};
		int k = -1, page = 0;
		for (int i = 0; i < 3 && k < 0; i++) {
			k = entry_of(va->fau_page[pages[i]], base);
			page = pages[i];
		}
		if (k < 0)
			return refuse(S, "invalid operand '%s'", base);
		byte = 0xC0 | (uint64_t)(32 + 2 * k);
		special = true;
		if (!set_page(S, page))
			return false;
	}
	int slot = s->slot;
	int negpos = 34 + 2 * (2 - slot), abspos = 35 + 2 * (2 - slot);
	int swzpos = 24 + 2 * (2 - slot), widepos = slot == 1 ? 26 : 36;
	bool swizzled = false, word_sel = false;
	uint64_t extra = 0; /* suffix bits outside the byte, ORed with the word */
	const isa_va_enum *half = table(S, "half_swizzles_%d_bit", s->size);
	const isa_va_enum *swz = table(S, "swizzles_%d_bit", s->size);
	const isa_va_enum *lane = table(S, "lane_%d_bit", s->size);
	const isa_va_enum *combine = isa_va_find_enum(va, "combine");
	const isa_va_enum *widen = isa_va_find_enum(va, "widen");
	const isa_va_enum *swz16 = isa_va_find_enum(va, "swizzles_16_bit");
	const isa_va_enum *lane8 = isa_va_find_enum(va, "lane_8_bit");
	const isa_va_enum *lanes8 = isa_va_find_enum(va, "lanes_8_bit");
#define SWIZZLE_LIKE()                                                                  \
	do {                                                                            \
		if (swizzled)                                                           \
			return refuse(S, "two swizzles on one source");                 \
		swizzled = true;                                                        \
	} while (0)
#define AT(val, pos)                                                                    \
	do {                                                                            \
		if ((pos) >= 64 || ((uint64_t)(val) >> (63 - (pos))) > 1)               \
			return refuse(S, "suffix value past the word");                 \
		extra |= (uint64_t)(val) << (pos);                                      \
	} while (0)
	for (int i = 1; i < n; i++) {
		const char *t = parts[i];
		int k;
		if ((!strcmp(t, "neg") || !strcmp(t, "abs")) && s->absneg) {
			AT(1, t[0] == 'n' ? negpos : abspos);
		} else if (!strcmp(t, "not") && s->not_) {
			AT(1, 35);
		} else if (!strcmp(t, "lane") && s->lane >= 0 && s->size == 16) {
			AT(1, s->lane);
		} else if (s->halfswizzle && (k = entry_of(half, t)) >= 0) {
			SWIZZLE_LIKE();
			AT(k, widepos);
		} else if ((k = entry_of(swz, t)) >= 0 && (s->widen || s->lanes)) {
			SWIZZLE_LIKE();
			AT(k, widepos);
		} else if (s->lane >= 0 && (k = entry_of(lane, t)) >= 0) {
			SWIZZLE_LIKE();
			AT(k, s->lane);
		} else if (s->combine && (k = entry_of(combine, t)) >= 0) {
			SWIZZLE_LIKE();
			AT(k, 37);
		} else if (s->size == 32 && (k = entry_of(widen, t)) >= 0) {
			if (!s->swizzle)
				return refuse(S, "'.%s' on a source without a swizzle", t);
			SWIZZLE_LIKE();
			AT(k, swzpos);
		} else if (s->size == 16 && (k = entry_of(swz16, t)) >= 0) {
			if (!s->swizzle)
				return refuse(S, "'.%s' on a source without a swizzle", t);
			SWIZZLE_LIKE();
			AT(k, swzpos);
		} else if ((k = entry_of(lane8, t)) >= 0) {
			if (s->lane < 0)
				return refuse(S, "'.%s' on a source without a lane", t);
			SWIZZLE_LIKE();
			AT(k, s->lane);
		} else if ((k = entry_of(lanes8, t)) >= 0) {
			if (!s->lanes)
				return refuse(S, "'.%s' on a source without lanes", t);
			SWIZZLE_LIKE();
			AT(k, widepos);
		} else if (!strcmp(t, "w0") || !strcmp(t, "w1")) {
			if (!special || word_sel)
				return refuse(S, "'.%s' on a source that is no special value", t);
			word_sel = true;
			if (t[1] == '1')
				byte |= 1;
		} else {
			return refuse(S, "unknown source modifier '.%s'", t);
		}
	}
	if (!swizzled && s->size == 16 && swz16 && swz16->deflt > 0) {
		if (s->swizzle)
			AT(swz16->deflt, swzpos);
		else if (s->widen)
			AT(swz16->deflt, widepos);
	}
#undef SWIZZLE_LIKE
#undef AT
	S->word |= extra;
	if (!put(S, byte, 8 * slot))
		return false;
	return fau(S, byte);
}

static bool immediate(asm_state *S, const isa_va_imm *m, char *op)
{
	const char *val;
	if (op[0] == '#') {
		if (strcmp(m->name, "constant"))
			return refuse(S, "'#' on immediate '%s' (only 'constant' takes it)", m->name);
		val = op + 1;
	} else {
		char *colon = strchr(op, ':');
		if (!colon || strchr(colon + 1, ':'))
			return refuse(S, "immediate '%s' must be %s:<value>", op, m->name);
		*colon = '\0';
		if (strcmp(op, m->name))
			return refuse(S, "immediate '%s' given where '%s' is expected", op, m->name);
		val = colon + 1;
	}
	int64_t lo = m->is_signed ? -((int64_t)1 << (m->size - 1)) : 0;
	int64_t hi = m->is_signed ? ((int64_t)1 << (m->size - 1)) - 1 : ((int64_t)1 << m->size) - 1;
	int64_t v;
	if (!parse_int(val, lo, hi, &v))
		return refuse(S, "immediate '%s' is not an integer in [%lld, %lld]", val, (long long)lo,
			      (long long)hi);
	uint64_t u = (uint64_t)v & (((uint64_t)1 << m->size) - 1);
	return put(S, u, m->start);
}

/* ---- modifiers -------------------------------------------------------------- */

static bool mod_token(asm_state *S, const char *t, int *flow)
{
	const isa_va_ins *I = S->I;
	int k = entry_of(S->va->flow, t);
	if (k >= 0) {
		if (*flow >= 0)
			return refuse(S, "two flow modifiers");
		*flow = k;
		return true;
	}
	const isa_va_mod *hit = NULL;
	int val = 0, nhit = 0;
	for (int i = 0; i < I->nmods; i++) {
		const isa_va_mod *md = &I->mods[i];
		int v = -1;
		if (!md->is_enum)
			v = !strcmp(md->name, t) ? 1 : -1;
		else
			v = entry_of(md->table, t);
		if (v >= 0) {
			hit = md;
			val = v;
			nhit++;
		}
	}
	if (!nhit)
		return refuse(S, "invalid modifier '.%s'", t);
	if (nhit > 1)
		return refuse(S, "ambiguous modifier '.%s'", t);
	return record(S, hit->name, val);
}

static bool modifiers(asm_state *S)
{
	const isa_va_ins *I = S->I;
	for (int i = 0; i < I->nmods; i++) {
		const isa_va_mod *md = &I->mods[i];
		int64_t v = -1;
		for (int k = 0; k < S->nrec; k++)
			if (!strcmp(S->rec_name[k], md->name))
				v = S->rec_val[k];
		if (v < 0)
			v = !md->is_enum ? 0 : md->table ? md->table->deflt : -1;
		if (v < 0)
			return refuse(S, "missing required modifier '%s'", md->name);
		if (md->size < 64 && (uint64_t)v >> md->size)
			return refuse(S, "modifier '%s' value %lld does not fit %d bits", md->name,
				      (long long)v, md->size);
		if (!put(S, (uint64_t)v, md->start))
			return false;
	}
	return true;
}

/* ---- one line ------------------------------------------------------------------ */

bool isa_va_asm(const isa *m, const char *line, uint64_t *out, char *err, size_t errlen)
{
	const isa_va *va = m->va;
	asm_state S = {0};
	S.va = va;
	S.page = -1;
	S.err = err;
	S.errlen = errlen;
	if (strlen(line) >= ASM_MAX_TEXT)
		return refuse(&S, "line longer than %d characters", ASM_MAX_TEXT - 1);
	char buf[ASM_MAX_TEXT];
	snprintf(buf, sizeof(buf), "%s", line);
	char *sp = strchr(buf, ' ');
	char *tail = sp ? sp + 1 : buf + strlen(buf);
	if (sp)
		*sp = '\0';
	const char *head = buf;
	size_t best = 0;
	for (int i = 0; i < va->nins; i++) {
		size_t n = strlen(va->ins[i].name);
		if (n > best && !strncmp(head, va->ins[i].name, n)) {
			best = n;
			S.I = &va->ins[i];
		}
	}
	if (!S.I)
		return refuse(&S, "no known mnemonic in '%s'", head);
	const isa_va_ins *I = S.I;
	char *mods = buf + best;
	if (*mods && *mods != '.')
		return refuse(&S, "'%s' must be followed by '.' in '%s'", I->name, head);

	/* operands */
	char *ops[ASM_MAX_PIECES];
	int nops = 0;
	for (char *p = tail;;) {
		char *comma = strchr(p, ',');
		if (comma)
			*comma = '\0';
		char *piece = strip(p);
		if (*piece) {
			if (nops == ASM_MAX_PIECES)
				return refuse(&S, "too many operands");
			ops[nops++] = piece;
		}
		if (!comma)
			break;
		p = comma + 1;
	}
	int want = I->nsrs + (I->has_dest ? 1 : 0) + I->nsrcs + I->nimms;
	if (nops != want)
		return refuse(&S, "%s takes %d operands, %d given", I->name, want, nops);
	int k = 0;
	for (int i = 0; i < I->nsrs; i++)
		if (!staging(&S, &I->srs[i], ops[k++]))
			return false;
	if (I->has_dest) {
		if (!dest(&S, ops[k++]))
			return false;
	} else if (!I->nsrs) {
		S.word |= (uint64_t)0xC0 << 40; /* asm.py's placeholder write mask */
	}
	for (int i = 0; i < I->nsrcs; i++)
		if (!source(&S, &I->srcs[i], ops[k++]))
			return false;
	for (int i = 0; i < I->nimms; i++)
		if (!immediate(&S, &I->imms[i], ops[k++]))
			return false;

	/* opcode fields */
	S.word |= (uint64_t)I->opcode << 48;
	if (I->has_opcode2 && !put(&S, I->opcode2, I->shift))
		return false;
	if (S.page > 0)
		S.word |= (uint64_t)S.page << 57;

	/* modifier tokens, then every modifier's value or default */
	int flow = -1;
	if (*mods) {
		for (char *p = mods + 1;;) {
			char *dot = strchr(p, '.');
			if (dot)
				*dot = '\0';
			if (*p && !mod_token(&S, p, &flow))
				return false;
			if (!dot)
				break;
			p = dot + 1;
		}
	}
	if (flow > 0)
		S.word |= (uint64_t)flow << 59;
	if (!modifiers(&S))
		return false;
	*out = S.word;
	return true;
}
