/*
 * model/encode.c - build a word back from a leaf and field values.
 *
 * Which bits a field occupies can depend on which override case is
 * selected, and the case can depend on the fields.  So encoding iterates:
 * write every value where the field currently resolves, re-resolve, until
 * the word stops changing; then it proves the result by decoding it back
 * (same leaf, every given field reading back its value).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

#define MAX_ROUNDS 8

/* A value is parsed against the field definition the word selects, which
 * can change from round to round (an override may give the field other
 * bits or another type), so the text is kept. */
typedef struct want {
	const char *name; /* the model's copy (isa_name) */
	const char *text;
	/* where the name resolved in the last round's input word, and its
	 * value there: when that word is the result, this is the read-back */
	const isa_field *got;
	uint64_t val;
} want;

/* The first non-derived definition of `name` in the leaf's chain. */
static const isa_field *any_def(const isa_bitset *leaf, const char *name, bool *derived)
{
	*derived = false;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = b->ncases - 1; c >= 0; c--) /* default case first */
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->name != name) /* both the model's copy */
					continue;
				if (f->derived) {
					*derived = true;
					continue;
				}
				return f;
			}
	return NULL;
}

/* A value as the command line gives it: decimal, 0x hex or 0b binary,
 * after an optional '-'.  A leading 0 is decimal (010 is ten: nobody
 * means octal, and strtoull's "08" would not be a number at all).
 * LIT_OK with the magnitude in *mag; LIT_RANGE past 64 bits (past 2^63
 * when negative). */
enum { LIT_OK, LIT_NAN, LIT_RANGE };

static int parse_literal(const char *s, bool *neg, uint64_t *mag)
{
	*neg = *s == '-';
	if (*neg)
		s++;
	unsigned base = 10;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		base = 16;
	else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
		base = 2;
	if (base != 10)
		s += 2;
	if (!*s)
		return LIT_NAN;
	uint64_t v = 0;
	bool over = false;
	for (; *s; s++) {
		unsigned d = *s >= '0' && *s <= '9'   ? (unsigned)(*s - '0')
			     : *s >= 'a' && *s <= 'f' ? (unsigned)(*s - 'a' + 10)
			     : *s >= 'A' && *s <= 'F' ? (unsigned)(*s - 'A' + 10)
						      : 99;
		if (d >= base)
			return LIT_NAN;
		if (v > (UINT64_MAX - d) / base)
			over = true;
		v = v * base + d;
	}
	if (over || (*neg && v > (uint64_t)1 << 63))
		return LIT_RANGE;
	*mag = v;
	return LIT_OK;
}

static const char lit_range[] = "is out of range (values go from -2^63 to 2^64-1)";

/* "does not fit" (encode_round looks for those words) with the range a
 * field of width bits takes: negative values as two's complement */
static bool too_wide(const isa_field *f, const char *s, int width, char *err, size_t errlen)
{
	if (width >= 64)
		snprintf(err, errlen, "field '%s': %s does not fit in 64 bits", f->name, s);
	else
		snprintf(err, errlen, "field '%s': %s does not fit in %d bits (%lld to %llu)", f->name,
			 s, width, -(1LL << (width - 1)), (1ULL << width) - 1);
	return false;
}

/* The value's bits in field f.  A value too wide for f still gives its
 * low bits (and false with a message): while the cases are not settled a
 * later round may pick a wider definition. */
static bool parse_value(const isa_field *f, const char *s, uint64_t *raw, char *err, size_t errlen)
{
	int width = f->high - f->low + 1;
	uint64_t mask = width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << width) - 1);
	if (f->kind == TY_ENUM) {
		for (int i = 0; i < f->enm->nvalues; i++) {
			const isa_enum_value *v = &f->enm->values[i];
			if (!strcmp(v->display, s) || (v->name && !strcmp(v->name, s))) {
				*raw = v->val & mask;
				if (v->val & ~mask) {
					snprintf(err, errlen, "field '%s': enum value %s does not fit in %d bits",
						 f->name, s, width);
					return false;
				}
				return true;
			}
		}
	}
	bool neg;
	uint64_t v;
	int lit = parse_literal(s, &neg, &v);
	if (lit == LIT_RANGE) {
		snprintf(err, errlen, "field '%s': %s %s", f->name, s, lit_range);
		return false;
	}
	if (lit == LIT_NAN) {
		snprintf(err, errlen, "field '%s': '%s' is not a number (decimal, 0x hex or 0b "
				      "binary)%s", f->name, s,
			 f->kind == TY_ENUM ? " nor a value of its enum" : "");
		return false;
	}
	if (neg) {
		/* a negative value is taken as two's complement in the field */
		uint64_t limit = width >= 64 ? (uint64_t)1 << 63 : (uint64_t)1 << (width - 1);
		*raw = (0 - v) & mask;
		if (v > limit)
			return too_wide(f, s, width, err, errlen);
		return true;
	}
	*raw = v & mask;
	if (v & ~mask)
		return too_wide(f, s, width, err, errlen);
	return true;
}

/* From the leaf's fixed bits, write the asserts of every case the current
 * word selects, then each value where it resolves in the current word.
 * Starting afresh each round keeps no stale bits of an earlier guess. */
static bool encode_round(const isa *m, const isa_bitset *leaf, want *w, int n,
			 const isa_field *const *defs, uint32_t gen, isa_bits *word, char *err,
			 size_t errlen)
{
	isa_bits next = leaf->lmatch;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			if (!isa__case_true(m, leaf, word, gen, &b->cases[c]))
				continue;
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind == TY_ASSERT)
					isa_bits_insert(&next, f->low, f->high, &f->assert_val);
			}
		}
	for (int i = 0; i < n; i++) {
		const isa_field *f = w[i].got = isa__resolve(m, leaf, word, gen, w[i].name, &w[i].val);
		if (!f)
			f = defs[i];
		if (f->derived) {
			snprintf(err, errlen, "field '%s' is derived in the case this word selects", w[i].name);
			return false;
		}
		uint64_t raw = 0;
		char why[256];
		/* too wide for this round's definition: its low bits for now;
		 * the final read-back decides */
		if (!parse_value(f, w[i].text, &raw, why, sizeof(why)) && !strstr(why, "does not fit")) {
			snprintf(err, errlen, "%s", why);
			return false;
		}
		isa_bits v = isa_bits_from_u64(raw);
		isa_bits_insert(&next, f->low, f->high, &v);
	}
	*word = next;
	return true;
}

static bool encode_fields(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals,
			  int nvals, uint32_t gen, isa_bits *out, char *err, size_t errlen);

/* ---- decodetree arguments ------------------------------------------------ */

/* First match: a word an earlier member of a {} group takes can still be
 * the leaf's with other values in its free ('-') bits, which hold no
 * field.  While another leaf takes the word, flip the lowest bit the leaf
 * leaves free and the taker fixes (at most 64 times; the generated
 * encoder does the same). */
static bool free_bits_for(const isa *m, const isa_root *r, const isa_bitset *leaf, uint32_t gen,
			  isa_bits *word)
{
	for (int step = 0; step < 64; step++) {
		const isa_bitset *got = isa_match(m, r, word, gen, NULL);
		if (got == leaf)
			return true;
		int bit = -1;
		for (int i = 0; got && bit < 0 && i < m->bitsize; i++)
			if (isa_bits_test(&leaf->ldontcare, i) && isa_bits_test(&got->lmask, i) &&
			    !isa_bits_test(&got->ldontcare, i))
				bit = i;
		if (bit < 0)
			return false;
		isa_bits_set(word, bit, !isa_bits_test(word, bit));
	}
	return false;
}

/* A decodetree argument as decode prints it becomes what the model
 * encodes.  An argument behind !function is given its value before the
 * call, bare or as decode prints it ("f(5)"); a %field of several
 * segments is split into the fields holding them; an argument without
 * bits (a constant name=value, or a !function of no segments, printed
 * "f()") is checked and dropped.  Other values pass unchanged. */
typedef struct dt_vals {
	isa_fieldval *v;
	char (*text)[64];
	int n;
} dt_vals;

static const isa_dt_arg *dt_arg(const isa *m, const isa_bitset *leaf, const char *name)
{
	for (int p = 0; p < m->dt->npats; p++) {
		if (m->dt->pats[p].leaf != leaf)
			continue;
		for (int a = 0; a < m->dt->pats[p].nargs; a++)
			if (!strcmp(m->dt->pats[p].args[a].name, name))
				return &m->dt->pats[p].args[a];
	}
	return NULL;
}

/* a whole number as parse_literal reads it; a value of 2^63 or more is
 * taken as its 64-bit pattern */
static int parse_int(const char *s, int64_t *v)
{
	bool neg;
	uint64_t mag;
	int lit = parse_literal(s, &neg, &mag);
	if (lit == LIT_OK)
		*v = (int64_t)(neg ? 0 - mag : mag);
	return lit;
}

static bool dt_split(const isa_dt_arg *a, const isa_fieldval *fv, dt_vals *out, char *err,
		     size_t errlen)
{
	int64_t v;
	int w = a->bits;
	int lit = parse_int(fv->value, &v);
	if (lit == LIT_RANGE) {
		snprintf(err, errlen, "argument '%s': %s %s", a->name, fv->value, lit_range);
		return false;
	}
	if (lit != LIT_OK) {
		snprintf(err, errlen, "argument '%s': '%s' is not a number (decimal, 0x hex or 0b "
				      "binary)", a->name, fv->value);
		return false;
	}
	/* signed fields also take their bit pattern; unsigned ones no sign */
	bool fits = w >= 64 || (v >= 0 ? (uint64_t)v < ((uint64_t)1 << w)
				       : a->is_signed && v >= -((int64_t)1 << (w - 1)));
	if (!fits) {
		snprintf(err, errlen, "argument '%s': %s does not fit in %d %s bits", a->name,
			 fv->value, w, a->is_signed ? "signed" : "unsigned");
		return false;
	}
	uint64_t bits = (uint64_t)v, shift = (uint64_t)w;
	for (int s = 0; s < a->nsegs; s++) {
		shift -= (uint64_t)a->seg_len[s];
		int len = a->seg_len[s];
		uint64_t seg = (bits >> shift) & (len >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << len) - 1);
		snprintf(out->text[out->n], sizeof(out->text[0]), "0x%llx", (unsigned long long)seg);
		out->v[out->n] = (isa_fieldval){a->seg_field[s], out->text[out->n]};
		out->n++;
	}
	return true;
}

static bool dt_const(const isa *m, const isa_dt_arg *a, const isa_fieldval *fv, char *err,
		     size_t errlen)
{
	int64_t v;
	/* words up to 32 bits keep 32 bits of a derived value (as decode
	 * prints it), so either spelling of a negative constant is taken */
	bool same = parse_int(fv->value, &v) == LIT_OK &&
		    (v == a->value || (m->bitsize <= 32 && (uint32_t)v == (uint32_t)a->value));
	if (!same)
		snprintf(err, errlen, "argument '%s' is %lld in this pattern, not %s", a->name,
			 (long long)a->value, fv->value);
	return same;
}

/* "f(X)": X into buf, true; anything else: false */
static bool unwrap_call(const char *f, const char *s, char buf[64])
{
	size_t fl = strlen(f), sl = strlen(s);
	if (sl < fl + 2 || strncmp(s, f, fl) || s[fl] != '(' || s[sl - 1] != ')' ||
	    sl - fl - 2 >= 64)
		return false;
	memcpy(buf, s + fl + 1, sl - fl - 2);
	buf[sl - fl - 2] = '\0';
	return true;
}

static bool dt_expand(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals, int n,
		      dt_vals *out, char *err, size_t errlen)
{
	int room = n;
	for (int i = 0; i < n; i++) {
		const isa_dt_arg *a = dt_arg(m, leaf, vals[i].name);
		room += a ? a->nsegs : 0;
	}
	out->v = isa_xmalloc((size_t)(room + 1) * sizeof(*out->v));
	out->text = isa_xmalloc((size_t)(room + 1) * sizeof(*out->text));
	out->n = 0;
	for (int i = 0; i < n; i++) {
		const isa_dt_arg *a = dt_arg(m, leaf, vals[i].name);
		isa_fieldval fv = vals[i];
		/* the text slot is free until this value's own outputs */
		if (a && a->function && unwrap_call(a->function, fv.value, out->text[out->n])) {
			fv.value = out->text[out->n];
			if (a->bits <= 0 && !fv.value[0])
				continue; /* "f()": no bits */
		}
		if (a && a->function && a->bits <= 0) {
			snprintf(err, errlen, "argument '%s' has no bits: its value is %s()", a->name,
				 a->function);
			return false;
		}
		if (a && a->is_const) {
			if (!dt_const(m, a, &fv, err, errlen))
				return false;
		} else if (a && a->nsegs > 0 && a->bits > 0) {
			if (!dt_split(a, &fv, out, err, errlen))
				return false;
		} else {
			out->v[out->n++] = fv;
		}
	}
	return true;
}

bool isa_encode(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals, int nvals,
		uint32_t gen, isa_bits *out, char *err, size_t errlen)
{
	if (!leaf->is_leaf || !leaf->root) {
		snprintf(err, errlen, "'%s' is not a leaf bitset", leaf->name);
		return false;
	}
	if (m->dt) {
		dt_vals dv;
		bool ok = dt_expand(m, leaf, vals, nvals, &dv, err, errlen) &&
			  encode_fields(m, leaf, dv.v, dv.n, gen, out, err, errlen);
		free(dv.v);
		free(dv.text);
		return ok;
	}
	return encode_fields(m, leaf, vals, nvals, gen, out, err, errlen);
}

/* The model's encoding: every value names a field of the leaf's chain. */
static bool encode_fields(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals,
			  int nvals, uint32_t gen, isa_bits *out, char *err, size_t errlen)
{
	want *w = isa_xmalloc((size_t)(nvals + 1) * sizeof(*w));
	const isa_field **defs = isa_xmalloc((size_t)(nvals + 1) * sizeof(*defs));
	bool ok = false;
	for (int i = 0; i < nvals; i++) {
		bool derived = false;
		const char *name = isa_name(m, vals[i].name);
		defs[i] = name ? any_def(leaf, name, &derived) : NULL;
		if (!defs[i]) {
			snprintf(err, errlen, derived ? "field '%s' of %s is derived, not encoded"
						      : "%s has no field '%s'",
				 derived ? vals[i].name : leaf->name, derived ? leaf->name : vals[i].name);
			goto done;
		}
		w[i] = (want){name, vals[i].value, NULL, 0};
	}
	isa_bits word = leaf->lmatch;
	bool settled = false; /* the last round's input is the result */
	for (int round = 0; round < MAX_ROUNDS && !settled; round++) {
		isa_bits before = word;
		if (!encode_round(m, leaf, w, nvals, defs, gen, &word, err, errlen))
			goto done;
		settled = isa_bits_equal(&before, &word) && round > 0;
	}
	/* proof by decoding */
	const isa_bitset *conflict[2];
	const isa_root *root = isa_root_of(m, leaf->root);
	const isa_bitset *got = isa_match(m, root, &word, gen, conflict);
	if (got && got != leaf && root->first_match && free_bits_for(m, root, leaf, gen, &word))
		got = leaf;
	if (got != leaf) {
		if (got)
			snprintf(err, errlen, "the word decodes as '%s', not '%s'", got->name, leaf->name);
		else if (conflict[0])
			snprintf(err, errlen, "the word matches both '%s' and '%s'", conflict[0]->name,
				 conflict[1]->name);
		else if (gen < leaf->eff_gen_min || gen > leaf->eff_gen_max)
			snprintf(err, errlen, "'%s' is not active at gen %u", leaf->name, gen);
		else
			snprintf(err, errlen, "the word no longer matches '%s' (a field "
				 "overwrote its fixed bits)", leaf->name);
		goto done;
	}
	for (int i = 0; i < nvals; i++) {
		uint64_t v = w[i].val, raw = 0;
		const isa_field *f = settled ? w[i].got : isa__resolve(m, leaf, &word, gen, w[i].name, &v);
		if (f && !parse_value(f, w[i].text, &raw, err, errlen))
			goto done; /* does not fit the definition the word selects */
		if (!f || v != raw) {
			snprintf(err, errlen, "field '%s' does not read back as %s (cases conflict)",
				 w[i].name, vals[i].value);
			goto done;
		}
	}
	*out = word;
	ok = true;
done:
	free(w);
	free(defs);
	return ok;
}

const isa_bitset *isa_find_leaf(const isa *m, const char *name, uint32_t gen)
{
	const isa_bitset *any = NULL;
	for (int i = 0; i < m->nbitsets; i++) {
		const isa_bitset *b = m->bitsets[i];
		if (!b->is_leaf || (strcmp(b->name, name) && strcmp(b->displayname, name)))
			continue;
		if (gen >= b->eff_gen_min && gen <= b->eff_gen_max)
			return b;
		if (!any)
			any = b;
	}
	return any;
}

/* Adds name to out[0..*n) unless there (out holds max names at most;
 * *n counts every distinct name, kept or not). */
static void name_add(const char **out, int max, int *n, int *kept, const char *name)
{
	for (int i = 0; i < *kept; i++)
		if (!strcmp(out[i], name))
			return;
	if (*kept < max)
		out[(*kept)++] = name;
	(*n)++;
}

int isa_leaf_field_names(const isa *m, const isa_bitset *leaf, const char **out, int max)
{
	int n = 0, kept = 0;
	for (int p = 0; m->dt && p < m->dt->npats; p++)
		for (int a = 0; m->dt->pats[p].leaf == leaf && a < m->dt->pats[p].nargs; a++)
			name_add(out, max, &n, &kept, m->dt->pats[p].args[a].name);
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++)
				name_add(out, max, &n, &kept, b->cases[c].fields[i].name);
	return n;
}
