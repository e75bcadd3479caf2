/*
 * model/bi_enc.c - Bifrost: a slot word from field values and modifier
 * names, and the values a word holds (docs/bifrost.md).
 *
 * A state's word is its exact bits, the sources, the modifiers with a
 * position, the immediates and the derived fields.  The modifiers
 * without a position are printed through the derived fields' tables
 * (model/bi.c), so a name given for one is turned into the derived
 * value whose table entry prints it.  The word is then selected and its
 * values read back as decoding reads them: a word another state takes
 * first, or one printing something else than asked, is refused rather
 * than handed out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"

static uint32_t F(uint32_t w, int start, int size)
{
	if (start >= 32)
		return 0;
	uint64_t v = (uint64_t)w >> start;
	return (uint32_t)(v & (((uint64_t)1 << size) - 1));
}

static int slot_width(bool fma)
{
	return fma ? 23 : 20;
}

/* ---- finding the state ---------------------------------------------------- */

/* "*NAME" / "+NAME" (a mnemonic: every state of it, in Mesa's order),
 * the same with a state's ".i", or either without its '*' or '+' when
 * one slot has it.  Fills st[] with the candidates and returns how many
 * (0: none; -1: a bare name both slots have).  State names and
 * mnemonics carry their slot's '*' or '+'. */
static int find_states(const isa_bi *bi, const char *name, int *st, int max)
{
	bool bare = name[0] != '*' && name[0] != '+';
	int n = 0;
	bool units[2] = {false, false};
	for (int i = 0; i < bi->nst; i++) {
		const isa_bi_state *s = &bi->st[i];
		if (!strcmp(bare ? s->name + 1 : s->name, name) && !units[!s->fma]) {
			st[n++] = i;
			units[!s->fma] = true;
		}
	}
	if (n)
		return n > 1 ? -1 : 1;
	/* a mnemonic: its states in selection order */
	for (int u = 0; u < 2; u++)
		for (int k = 0; k < bi->norder[u] && n < max; k++) {
			const isa_bi_state *s = &bi->st[bi->order[u][k]];
			if (!strcmp(bare ? s->mnemonic + 1 : s->mnemonic, name)) {
				st[n++] = bi->order[u][k];
				units[u] = true;
			}
		}
	return units[0] && units[1] ? -1 : n;
}

/* ---- values ------------------------------------------------------------------ */

static bool parse_num(const char *s, uint64_t *out)
{
	if (!*s || *s == '-' || *s == '+' || *s == ' ')
		return false;
	char *end;
	int base = 10;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		base = 16;
	else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		s += 2;
	}
	unsigned long long v = strtoull(s, &end, base);
	if (*end || end == s)
		return false;
	*out = v;
	return true;
}

/* The text a modifier prints for a name given on the command line: ""
 * for its default (and for an empty name), else "." and the name. */
static void wanted_text(const isa_bi_mod *md, const char *v, char *buf, size_t len)
{
	if (!*v || (md->deflt && !strcmp(v, md->deflt)))
		buf[0] = '\0';
	else
		snprintf(buf, len, ".%s", v);
}

typedef struct bi_req {
	uint32_t word, set;
	bool unknown;        /* a name that is no field or modifier of the state */  /* bits placed so far and which */
	const char *indirect[32]; /* per modifier without position: the text asked, or NULL */
	bool derived_given[8];
} bi_req;

static bool place(bi_req *q, const isa_bi_state *s, const char *what, int start, int size,
		  uint64_t v, char *err, size_t len)
{
	if (size < 64 && v >> size) {
		snprintf(err, len, "%s=%llu does not fit in its %d bit%s", what, (unsigned long long)v,
			 size, size == 1 ? "" : "s");
		return false;
	}
	int width = slot_width(s->fma);
	for (int k = 0; k < size; k++) {
		int bit = start + k;
		uint32_t b = (uint32_t)((v >> k) & 1);
		if (bit >= width) {
			if (b) {
				snprintf(err, len, "%s=%llu needs bit %d, past the %d-bit slot", what,
					 (unsigned long long)v, bit, width);
				return false;
			}
			continue;
		}
		uint32_t m = (uint32_t)1 << bit;
		bool fixed = (s->emask >> bit) & 1;
		uint32_t have = fixed ? (uint32_t)((s->ebits >> bit) & 1) : (q->word >> bit) & 1;
		if ((fixed || (q->set & m)) && have != b) {
			snprintf(err, len, "%s=%llu needs bit %d to be %u, which %s holds at %u", what,
				 (unsigned long long)v, bit, b,
				 fixed ? "the encoding's exact pattern" : "an earlier value", have);
			return false;
		}
		q->word = (q->word & ~m) | (b << bit);
		q->set |= m;
	}
	return true;
}

/* A direct modifier's value from its name (the first value printing
 * that text) or a number. */
static bool direct_value(const isa_bi_mod *md, const char *v, uint64_t *out, char *err, size_t len)
{
	char want[256];
	wanted_text(md, v, want, sizeof(want));
	for (int i = 0; i < 1 << md->size; i++)
		if (!strcmp(md->text[0][i], want)) {
			*out = (uint64_t)i;
			return true;
		}
	if (parse_num(v, out))
		return true;
	int n = snprintf(err, len, "modifier %s has no value printing '%s'; its values:", md->name, v);
	for (int i = 0; i < 1 << md->size && n > 0 && (size_t)n < len; i++)
		n += snprintf(err + n, len - (size_t)n, " %s",
			      md->text[0][i][0] ? md->text[0][i] + 1 : (md->deflt ? md->deflt : "''"));
	return false;
}

/* A modifier without position takes one of its names (or the empty
 * value for its default); which derived value prints it is chosen
 * once the sources are known. */
static bool indirect_name(bi_req *q, const isa_bi_mod *md, int i, const char *v, char *err,
			  size_t len)
{
	bool named = !*v || (md->deflt && !strcmp(v, md->deflt)) || !strcmp(v, "reserved");
	for (int j = 0; j < 1 << md->size && !named; j++)
		named = md->opts[j] && !strcmp(md->opts[j], v);
	if (!named) {
		int n = snprintf(err, len, "modifier %s has no value '%s'; its values:", md->name, v);
		for (int j = 0; j < 1 << md->size && n > 0 && (size_t)n < len; j++) {
			bool again = !md->opts[j];
			for (int k = 0; k < j && !again; k++)
				again = md->opts[k] && !strcmp(md->opts[k], md->opts[j]);
			if (!again)
				n += snprintf(err + n, len - (size_t)n, " %s", md->opts[j]);
		}
		return false;
	}
	q->indirect[i] = v;
	return true;
}

/* One FIELD=VALUE into the request: a source, a direct modifier, a
 * derived field, an immediate, or a modifier without position (kept
 * for the derived search). */
static bool apply(bi_req *q, const isa_bi_state *s, const isa_fieldval *fv, char *err, size_t len)
{
	const char *n = fv->name;
	uint64_t v;
	if (!strncmp(n, "src", 3) && n[3] >= '0' && n[3] <= '9' && !n[4] && n[3] - '0' < s->nsrcs) {
		if (!parse_num(fv->value, &v)) {
			snprintf(err, len, "%s needs a number from 0 to 7, got '%s'", n, fv->value);
			return false;
		}
		return place(q, s, n, s->srcs[n[3] - '0'].start, 3, v, err, len);
	}
	if (!strncmp(n, "derived", 7) && n[7] >= '0' && n[7] <= '7' && !n[8] &&
	    n[7] - '0' < s->nderived) {
		int d = n[7] - '0';
		if (!parse_num(fv->value, &v)) {
			snprintf(err, len, "%s needs a number, got '%s'", n, fv->value);
			return false;
		}
		q->derived_given[d] = true;
		return place(q, s, n, s->derived[d].start, s->derived[d].size, v, err, len);
	}
	for (int i = 0; i < s->nimms; i++)
		if (!strcmp(s->imms[i].name, n)) {
			if (!parse_num(fv->value, &v)) {
				snprintf(err, len, "immediate %s needs a number, got '%s'", n, fv->value);
				return false;
			}
			return place(q, s, n, s->imms[i].start, s->imms[i].size, v, err, len);
		}
	for (int i = s->nmods - 1; i >= 0; i--) {
		const isa_bi_mod *md = &s->mods[i];
		if (strcmp(md->name, n))
			continue;
		if (md->start < 0)
			return indirect_name(q, md, i, fv->value, err, len);
		if (!direct_value(md, fv->value, &v, err, len))
			return false;
		return place(q, s, n, md->start, md->size, v, err, len);
	}
	int k = snprintf(err, len, "%s has no field or modifier '%s'; it has:", s->name, n);
	for (int i = 0; i < s->nsrcs && k > 0 && (size_t)k < len; i++)
		k += snprintf(err + k, len - (size_t)k, " src%d", i);
	for (int i = 0; i < s->nmods && k > 0 && (size_t)k < len; i++)
		k += snprintf(err + k, len - (size_t)k, " %s", s->mods[i].name);
	for (int i = 0; i < s->nderived && k > 0 && (size_t)k < len; i++)
		k += snprintf(err + k, len - (size_t)k, " derived%d", i);
	for (int i = 0; i < s->nimms && k > 0 && (size_t)k < len; i++)
		k += snprintf(err + k, len - (size_t)k, " %s", s->imms[i].name);
	q->unknown = true;
	return false;
}

/* ---- the derived fields ------------------------------------------------------- */

static bool value_reserved(const isa_bi_state *s, uint32_t p)
{
	int shift = 0;
	for (int d = 0; d < s->nderived; d++) {
		uint32_t v = F(p, shift, s->derived[d].size);
		if ((s->reserved[d] >> v) & 1)
			return true;
		shift += s->derived[d].size;
	}
	return false;
}

/* How well derived value p prints what was asked: -1 when a modifier
 * asked for prints something else, else the number of modifiers not
 * asked for that print their default (more is better). */
static int score(const isa_bi_state *s, const bi_req *q, int order, uint32_t p)
{
	int quiet = 0;
	for (int i = 0; i < s->nmods && i < 32; i++) {
		const isa_bi_mod *md = &s->mods[i];
		if (md->start >= 0)
			continue;
		const char *t = md->text[order][p];
		if (q->indirect[i]) {
			char want[256];
			wanted_text(md, q->indirect[i], want, sizeof(want));
			if (strcmp(t, want))
				return -1;
		} else if (!t[0])
			quiet++;
	}
	return quiet;
}

/* Fill the derived fields not given: the first non-reserved value that
 * prints every modifier asked for, preferring those whose other
 * modifiers print nothing.  The ordering of sources 0 and 1 picks the
 * table, so the sources come first. */
static bool choose_derived(bi_req *q, const isa_bi_state *s, char *err, size_t len)
{
	bool any = false;
	for (int i = 0; i < s->nmods && i < 32; i++)
		any |= q->indirect[i] != NULL;
	int order = s->ordered && F(q->word, s->srcs[0].start, 3) > F(q->word, s->srcs[1].start, 3);
	long best = -1;
	int best_score = -1;
	for (uint32_t p = 0; p < (uint32_t)1 << s->value_bits; p++) {
		if (value_reserved(s, p))
			continue;
		bi_req t = *q;
		int shift = 0;
		bool fits = true;
		char e[256];
		for (int d = 0; d < s->nderived && fits; d++) {
			uint32_t v = F(p, shift, s->derived[d].size);
			shift += s->derived[d].size;
			fits = place(&t, s, "derived", s->derived[d].start, s->derived[d].size, v, e,
				     sizeof(e));
		}
		if (!fits)
			continue;
		int sc = score(s, q, order, p);
		if (sc > best_score) {
			best_score = sc;
			best = p;
		}
	}
	if (best < 0) {
		if (!any) {
			snprintf(err, len, "every value of its derived fields is reserved or clashes with "
					   "the values given");
			return false;
		}
		int n = snprintf(err, len, "no value of its derived fields prints");
		for (int i = 0; i < s->nmods && i < 32 && n > 0 && (size_t)n < len; i++)
			if (q->indirect[i])
				n += snprintf(err + n, len - (size_t)n, " %s=%s", s->mods[i].name,
					      q->indirect[i]);
		if (s->ordered && n > 0 && (size_t)n < len)
			snprintf(err + n, len - (size_t)n, " when source 0's register field is %s "
				 "source 1's", order ? "above" : "not above");
		return false;
	}
	int shift = 0;
	for (int d = 0; d < s->nderived; d++) {
		uint32_t v = F((uint32_t)best, shift, s->derived[d].size);
		shift += s->derived[d].size;
		place(q, s, "derived", s->derived[d].start, s->derived[d].size, v, err, len);
	}
	return true;
}

/* ---- reading back ---------------------------------------------------------------- */

/* The word prints what was asked: the state selects it and every value
 * given reads back (a later field sharing bits would change it). */
static bool reads_back(const isa *m, const isa_bi_state *s, int k, uint32_t w, const isa_fieldval *vals,
		       int nvals, char *err, size_t len)
{
	int got = isa_bi_select(m->bi, !s->fma, w);
	if (got != k) {
		if (got < 0)
			snprintf(err, len, "the word %X selects no state", w);
		else
			snprintf(err, len, "the word %X is taken by %s first (Mesa's selection order)", w,
				 m->bi->st[got].name);
		return false;
	}
	isa_fieldval back[64];
	char num[64][12];
	int nb = isa_bi_fields(m, k, w, back, num, 64);
	for (int i = 0; i < nvals; i++)
		for (int j = 0; j < nb && j < 64; j++) {
			if (strcmp(vals[i].name, back[j].name))
				continue;
			char a[256], b[256];
			const isa_bi_mod *md = NULL;
			for (int x = 0; x < s->nmods; x++)
				if (!strcmp(s->mods[x].name, vals[i].name))
					md = &s->mods[x];
			uint64_t na, nb2;
			bool same;
			if (md) {
				wanted_text(md, vals[i].value, a, sizeof(a));
				wanted_text(md, back[j].value, b, sizeof(b));
				same = !strcmp(a, b) || (parse_num(vals[i].value, &na) &&
							md->start >= 0 && na == F(w, md->start, md->size));
			} else
				same = parse_num(vals[i].value, &na) && parse_num(back[j].value, &nb2) && na == nb2;
			if (!same) {
				snprintf(err, len, "%s=%s reads back as %s=%s in the word %X", vals[i].name,
					 vals[i].value, back[j].name, back[j].value, w);
				return false;
			}
		}
	return true;
}

uint32_t isa_bi_field_bits(const isa_bi_state *s)
{
	uint64_t f = 0;
	for (int i = 0; i < s->nsrcs; i++)
		f |= (uint64_t)7 << s->srcs[i].start;
	for (int i = 0; i < s->nmods; i++)
		if (s->mods[i].start >= 0)
			f |= (((uint64_t)1 << s->mods[i].size) - 1) << s->mods[i].start;
	for (int i = 0; i < s->nderived; i++)
		f |= (((uint64_t)1 << s->derived[i].size) - 1) << s->derived[i].start;
	for (int i = 0; i < s->nimms; i++)
		f |= (((uint64_t)1 << s->imms[i].size) - 1) << s->imms[i].start;
	return (uint32_t)f;
}

/* Bits of no field are 0, unless a state Mesa tries earlier would take
 * the word: then one of them under that state's exact mask is set
 * against its pattern, for as long as that helps (a bit each round).
 * A field left out stays 0 even then: changing it would change the
 * text. */
static void steer(const isa *m, const isa_bi_state *s, int k, bi_req *q)
{
	uint32_t slot = (((uint32_t)1 << slot_width(s->fma)) - 1) & ~isa_bi_field_bits(s);
	for (int round = 0; round < 32; round++) {
		int got = isa_bi_select(m->bi, !s->fma, q->word);
		if (got == k || got < 0)
			return;
		const isa_bi_state *o = &m->bi->st[got];
		uint32_t free = (uint32_t)o->emask & ~q->set & slot;
		if (!free)
			return;
		int bit = 0;
		while (!((free >> bit) & 1))
			bit++;
		uint32_t b = (uint32_t)1 << bit;
		q->word = (q->word & ~b) | (~(uint32_t)o->ebits & b);
		q->set |= b;
	}
}

static bool encode_state(const isa *m, int k, const isa_fieldval *vals, int nvals, uint32_t *out,
			 bool *unknown, char *err, size_t len)
{
	const isa_bi_state *s = &m->bi->st[k];
	if (s->nmods > 32) {
		snprintf(err, len, "%s has more than 32 modifiers (a limit of isaproof's encoder)",
			 s->name);
		return false;
	}
	bi_req q = {0};
	q.word = (uint32_t)s->ebits;
	q.set = (uint32_t)s->emask & (((uint32_t)1 << slot_width(s->fma)) - 1);
	for (int i = 0; i < nvals; i++)
		if (!apply(&q, s, &vals[i], err, len)) {
			*unknown = q.unknown;
			return false;
		}
	bool derived_given = s->nderived > 0;
	for (int d = 0; d < s->nderived; d++)
		derived_given &= q.derived_given[d];
	if (!derived_given && !choose_derived(&q, s, err, len))
		return false;
	steer(m, s, k, &q);
	if (!reads_back(m, s, k, q.word, vals, nvals, err, len))
		return false;
	*out = q.word;
	return true;
}

int isa_bi_encode(const isa *m, const char *name, const isa_fieldval *vals, int nvals,
		  uint32_t *word, bool *add, char *err, size_t len)
{
	int st[64];
	int n = find_states(m->bi, name, st, 64);
	if (n < 0) {
		snprintf(err, len, "both slots have an instruction '%s': write *%s (FMA) or +%s (ADD)",
			 name, name, name);
		return 2;
	}
	if (n == 0) {
		snprintf(err, len, "no Bifrost instruction named '%s'", name);
		return 2;
	}
	/* the first encoding's reason is the one reported: the others
	 * usually fail only because the values belong to the first */
	char first[512] = "";
	bool all_unknown = true;
	for (int i = 0; i < n; i++) {
		char e[400];
		bool unknown = false;
		if (encode_state(m, st[i], vals, nvals, word, &unknown, e, sizeof(e))) {
			*add = !m->bi->st[st[i]].fma;
			return 0;
		}
		all_unknown &= unknown;
		if (!i)
			snprintf(first, sizeof(first), "%s%s%s", n > 1 ? m->bi->st[st[i]].name : "",
				 n > 1 ? ": " : "", e);
	}
	snprintf(err, len, "%s%s", first, n > 1 ? " (and no other encoding takes the values)" : "");
	return all_unknown ? 2 : 1;
}

/* ---- the values of a word ----------------------------------------------------------- */

int isa_bi_fields(const isa *m, int k, uint32_t w, isa_fieldval *out, char (*num)[12], int max)
{
	const isa_bi_state *s = &m->bi->st[k];
	static const char *const srcs[] = {"src0", "src1", "src2", "src3", "src4",
					   "src5", "src6", "src7", "src8", "src9"};
	int n = 0;
	for (int i = 0; i < s->nsrcs && i < 10; i++, n++)
		if (n < max) {
			snprintf(num[n], sizeof(num[n]), "%u", F(w, s->srcs[i].start, 3));
			out[n] = (isa_fieldval){srcs[i], num[n]};
		}
	for (int i = 0; i < s->nmods; i++, n++) {
		const char *t = isa_bi_mod_text(s, &s->mods[i], w);
		/* the default prints nothing: its name says so on the
		 * command line, else the empty value */
		if (n < max)
			out[n] = (isa_fieldval){s->mods[i].name,
						t[0] ? t + 1 : s->mods[i].deflt ? s->mods[i].deflt : ""};
	}
	for (int i = 0; i < s->nimms; i++, n++)
		if (n < max) {
			snprintf(num[n], sizeof(num[n]), "%u", F(w, s->imms[i].start, s->imms[i].size));
			out[n] = (isa_fieldval){s->imms[i].name, num[n]};
		}
	return n;
}
