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
	char *end;
	errno = 0;
	bool neg = s[0] == '-';
	uint64_t v;
	if (neg) {
		/* a negative value is taken as two's complement in the field */
		long long sv = strtoll(s, &end, 0);
		v = (uint64_t)sv;
		if (!errno && *end == '\0' && end != s) {
			long long min = width >= 64 ? INT64_MIN : -((long long)1 << (width - 1));
			*raw = v & mask;
			if (sv < min) {
				snprintf(err, errlen, "field '%s': %s does not fit in %d bits", f->name, s, width);
				return false;
			}
			*raw = v & mask;
			return true;
		}
	} else {
		v = strtoull(s, &end, 0);
		if (!errno && *end == '\0' && end != s) {
			*raw = v & mask;
			if (v & ~mask) {
				snprintf(err, errlen, "field '%s': %s does not fit in %d bits", f->name, s, width);
				return false;
			}
			*raw = v;
			return true;
		}
	}
	snprintf(err, errlen, "field '%s': '%s' is not a number%s", f->name, s,
		 f->kind == TY_ENUM ? " nor a value of its enum" : "");
	return false;
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

bool isa_encode(const isa *m, const isa_bitset *leaf, const isa_fieldval *vals, int nvals,
		uint32_t gen, isa_bits *out, char *err, size_t errlen)
{
	if (!leaf->is_leaf || !leaf->root) {
		snprintf(err, errlen, "'%s' is not a leaf bitset", leaf->name);
		return false;
	}
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
	const isa_bitset *got = isa_match(m, isa_root_of(m, leaf->root), &word, gen, conflict);
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
