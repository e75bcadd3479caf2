/*
 * fuzz/plant.c - writes a generated decoder with a planted defect, for
 * the teeth test (fuzz/teeth.sh): the fuzz harnesses must find it.
 *
 * The defect is made in the loaded model, before gen_write(), never by
 * editing generated text (whose shape changes as the generator evolves):
 *   match   flip one bit of one leaf's own <pattern>: its match value
 *           (own and merged with its ancestors') and the pattern text;
 *           the decision tree is built from the changed model
 *   fields  swap the bit ranges of two fields of one leaf (the set of bits
 *           they cover together is unchanged, so nothing else needs
 *           re-deriving)
 *
 * usage: plant ISA.xml match  OUTDIR [LEAF BIT]
 *        plant ISA.xml fields OUTDIR [LEAF FIELD1 FIELD2]
 * The defaults suit isa/toy16.xml: bit 11 of bfe (its opcode becomes
 * sel's: sel words turn into a conflict, bfe words into no match) and
 * bfe's LO and HI (3 bits each: the two numbers swap in the text).
 * Writes OUTDIR/gd.c and OUTDIR/gd.h (prefix gd).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gen.h"
#include "model/isa.h"
#include "read/read.h"

static int fail(const char *msg, const char *arg)
{
	fprintf(stderr, "plant: %s%s\n", msg, arg ? arg : "");
	return 2;
}

static int plant_match(isa *m, isa_bitset *b, int bit)
{
	isa_bits fixed;
	isa_bits_andnot(&fixed, &b->mask, &b->dontcare);
	if (bit < 0 || bit >= ISA_MAX_BITS || !isa_bits_test(&fixed, bit))
		return fail("the bit is not fixed by the leaf's own pattern: ", b->name);
	isa_bits_set(&b->match, bit, !isa_bits_test(&b->match, bit));
	isa_bits_set(&b->lmatch, bit, !isa_bits_test(&b->lmatch, bit));
	for (int i = 0; i < b->npatterns; i++) {
		isa_pattern *p = &b->patterns[i];
		if (bit < p->low || bit > p->high)
			continue;
		char *s = isa_arena_strdup(m->arena, p->bits);
		char *c = &s[p->high - bit];
		*c = *c == '0' ? '1' : '0';
		p->bits = s;
	}
	printf("plant: bit %d of %s flipped\n", bit, b->name);
	return 0;
}

static isa_field *own_field(isa_bitset *b, const char *name)
{
	for (int c = 0; c < b->ncases; c++)
		for (int i = 0; i < b->cases[c].nfields; i++)
			if (!strcmp(b->cases[c].fields[i].name, name) && !b->cases[c].fields[i].derived)
				return &b->cases[c].fields[i];
	return NULL;
}

static int plant_fields(isa_bitset *b, const char *n1, const char *n2)
{
	isa_field *f1 = own_field(b, n1), *f2 = own_field(b, n2);
	if (!f1 || !f2 || f1 == f2)
		return fail("the leaf does not define both fields itself: ", b->name);
	int lo = f1->low, hi = f1->high;
	f1->low = f2->low;
	f1->high = f2->high;
	f2->low = lo;
	f2->high = hi;
	printf("plant: %s of %s now at %d..%d, %s at %d..%d\n", n1, b->name, f1->low, f1->high, n2,
	       f2->low, f2->high);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc < 4 || (strcmp(argv[2], "match") && strcmp(argv[2], "fields")))
		return fail("usage: plant ISA.xml match|fields OUTDIR [LEAF BIT | LEAF F1 F2]", NULL);
	bool match = !strcmp(argv[2], "match");
	const char *leaf = argc > 4 ? argv[4] : "bfe";
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(argv[1], NULL, &d);
	if (d.nerrors) {
		isa_diags_print(&d, stderr);
		return fail("does not load: ", argv[1]);
	}
	isa_bitset *b = isa_find_bitset(m, leaf);
	if (!b || !b->is_leaf)
		return fail("no leaf named ", leaf);
	int rc = match ? plant_match(m, b, argc > 5 ? atoi(argv[5]) : 11)
		       : plant_fields(b, argc > 5 ? argv[5] : "LO", argc > 6 ? argv[6] : "HI");
	if (rc)
		return rc;
	gen_opts go = {.prefix = "gd", .source = argv[1]};
	char err[512];
	if (!gen_write(m, &go, argv[3], err, sizeof(err)))
		return fail("gen: ", err);
	isa_free(m);
	isa_diags_free(&d);
	return 0;
}
