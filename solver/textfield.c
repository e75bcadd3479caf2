/*
 * solver/textfield.c - the text-level proof of a leaf's display case
 * (rule roundtrip-text-field): the fields the printed text determines,
 * through the assembler's reading of the templates (model/asm_text.c),
 * and for every other field that reaches the text a witness pair, two
 * words that print one text, or an unknown when the search settles
 * neither.
 *
 * No Z3 here: the model proves what the templates show and the witnesses
 * are concrete words, decoded again before they are reported.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "solver/internal.h"
#include "solver/prove.h"

/* Each (display case, field name) is reported once, for the first leaf
 * that shows it, and each case's unknowns once: a display shared by many
 * leaves is one template to fix.  A field definition is analysed once
 * per display case (tag 'd'): the leaves that inherit both print it
 * through the same template.  The keys are an open-addressing set (an
 * empty slot has a == NULL, capacity a power of two): a list scanned at
 * every question took 8 M instructions on ir3. */
static size_t seen_hash(const void *a, const void *b, char tag)
{
	uint64_t h = (uint64_t)(uintptr_t)a * UINT64_C(0x9e3779b97f4a7c15);
	h ^= (uint64_t)(uintptr_t)b * UINT64_C(0xc2b2ae3d27d4eb4f) + (uint64_t)(unsigned char)tag;
	return (size_t)(h ^ h >> 29);
}

/* The slot of the key, or the empty slot where it goes. */
static int seen_slot(const pv_tf_seen *s, const void *a, const void *b, char tag)
{
	size_t mask = (size_t)s->cap - 1;
	for (size_t i = seen_hash(a, b, tag) & mask;; i = (i + 1) & mask) {
		if (!s->keys[i].a || (s->keys[i].a == a && s->keys[i].b == b && s->keys[i].tag == tag))
			return (int)i;
	}
}

static void seen_grow(pv_tf_seen *s)
{
	pv_tf_seen old = *s;
	s->cap = old.cap ? old.cap * 2 : 64;
	s->keys = calloc((size_t)s->cap, sizeof(*s->keys));
	if (!s->keys)
		abort();
	for (int i = 0; i < old.cap; i++)
		if (old.keys[i].a)
			s->keys[seen_slot(s, old.keys[i].a, old.keys[i].b, old.keys[i].tag)] = old.keys[i];
	free(old.keys);
}

static bool first_time(pv_tf_seen *s, const void *a, const void *b, char tag)
{
	if (2 * (s->n + 1) > s->cap)
		seen_grow(s);
	int k = seen_slot(s, a, b, tag);
	if (s->keys[k].a)
		return false;
	s->keys[k].a = a;
	s->keys[k].b = b;
	s->keys[k].tag = tag;
	s->n++;
	return true;
}

static void add_word(const isa *m, pv_finding *f, const char *key, const isa_bits *w, uint32_t gen)
{
	char hex[ISA_MAX_BITS / 4 + 1];
	isa_bits_format(w, m->bitsize, hex);
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	isa_buf b;
	isa_buf_init(&b);
	isa_decode(m, w, &o, &b);
	pv_add_line(f, key, "%s  \"%s\"", hex, b.s ? b.s : "");
	isa_buf_free(&b);
}

static uint64_t field_bits(const isa_field *f, const isa_bits *w)
{
	uint64_t v = 0;
	for (int b = f->high; b >= f->low; b--)
		v = v << 1 | (uint64_t)isa_bits_test(w, b);
	return v;
}

static void report_ambiguous(const isa *m, pv_report *rep, const isa_bitset *leaf,
			     const isa_case *dc, const isa_textfield *x, uint32_t gen)
{
	const isa_field *f = x->field;
	pv_finding *p = pv_add(rep, PV_WARNING, "roundtrip-text-field", dc->display->loc,
			       "in this case of '%s', the text does not determine field '%s' "
			       "(bits %d..%d): %s",
			       leaf->name, f->name, f->low, f->high, isa_tf_kind_name(x->kind));
	if (!pv_listing(rep, "roundtrip-text-field"))
		return;
	pv_set_related(p, f->loc);
	add_word(m, p, "word", &x->a, gen);
	add_word(m, p, "same text", &x->b, gen);
	pv_add_line(p, "values", "%s = 0x%llx and 0x%llx", f->name,
		    (unsigned long long)field_bits(f, &x->a), (unsigned long long)field_bits(f, &x->b));
	pv_add_line(p, "gen", "%u", gen);
}

typedef struct tf_skip {
	pv_tf_seen *seen;
	const isa_case *dc;
} tf_skip;

static bool analysed(void *ctx, const isa_field *f)
{
	tf_skip *k = ctx;
	return !first_time(k->seen, k->dc, f, 'd');
}

void pv_check_text_fields(const isa *m, pv_report *rep, pv_tf_seen *seen, const isa_bitset *leaf,
			  const isa_case *dc, const isa_bits *sample, uint32_t gen, isa_tf_memo *memo)
{
	/* isaspec only: Valhall's text is Mesa's Valhall disassembler's, which
	 * its own assembler (model/va_asm.c) reads, not these templates */
	if (m->va || !pv_rule_enabled(&rep->policy, "roundtrip-text-field"))
		return; /* its searches cost decodes: skipped when off */
	isa_textfield tf[ISA_TF_MAX_FIELDS];
	tf_skip k = {seen, dc};
	int n = isa_text_fields(m, leaf, dc, sample, gen, tf, ISA_TF_MAX_FIELDS, analysed, &k, memo);
	char unknown[512];
	size_t ulen = 0;
	int nunknown = 0;
	long decodes = 0;
	unknown[0] = '\0';
	for (int i = 0; i < n; i++) {
		const isa_textfield *x = &tf[i];
		decodes += x->decodes;
		if (x->state == ISA_TF_AMBIGUOUS && first_time(seen, dc, x->field->name, 'n'))
			report_ambiguous(m, rep, leaf, dc, x, gen);
		if (x->state != ISA_TF_UNKNOWN)
			continue;
		nunknown++;
		if (ulen + strlen(x->field->name) + 3 < sizeof(unknown))
			ulen += (size_t)snprintf(unknown + ulen, sizeof(unknown) - ulen, "%s'%s'",
						 ulen ? ", " : "", x->field->name);
	}
	if (!nunknown)
		return;
	pv_add(rep, PV_UNKNOWN, "roundtrip-text-field", dc->display->loc,
	       "in this case of '%s', whether the text determines %d field%s (%s) is not settled: "
	       "the templates do not prove it and %ld decoded words gave no two that print alike",
	       leaf->name, nunknown, nunknown == 1 ? "" : "s", unknown, decodes);
}
