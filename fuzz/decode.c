/*
 * fuzz/decode.c - decode_<isa>: the generated decoder on arbitrary bytes
 * (input layout in fz.h).  Built per description against its generated
 * gd.c.  Besides what the sanitizers catch, it checks the API's own
 * promises: gd_disasm returns the length it needs and truncates like
 * snprintf, the leaf it reports is gd_classify's, and every field
 * gd_fields lists reads back through gd_field.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gd.h"
#include "fuzz/fz.h"

static FILE *devnull;

static void custom(void *ctx, const char *field, uint64_t value, char *buf, size_t size)
{
	(void)ctx;
	snprintf(buf, size, "<%s=%llx>", field, (unsigned long long)value);
}

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "decode: %s\n", what);
		abort();
	}
}

static void one_word(const gd_insn *w, const gd_options *o)
{
	int conflict[2] = {-1, -1};
	int leaf = gd_classify(w, o->gen, conflict);
	check(leaf >= GD_CONFLICT && leaf < GD_NUM_LEAVES, "gd_classify: leaf id out of range");
	if (leaf == GD_CONFLICT)
		check(conflict[0] >= 0 && conflict[1] > conflict[0] && conflict[1] < GD_NUM_LEAVES,
		      "gd_classify: bad conflict pair");
	char buf[4096];
	int dleaf = -3;
	size_t len = gd_disasm(w, o, buf, sizeof(buf), &dleaf);
	check(dleaf == (leaf >= 0 ? leaf : -1), "gd_disasm: leaf differs from gd_classify");
	if (len < sizeof(buf)) {
		check(strlen(buf) == len, "gd_disasm: returned length is not the text's");
		/* snprintf semantics: a short buffer gets a prefix, same length */
		char small[8];
		size_t cut = (len + (size_t)o->gen) % sizeof(small);
		size_t len2 = gd_disasm(w, o, small, cut, NULL);
		check(len2 == len, "gd_disasm: length depends on the buffer size");
		if (cut)
			check(strlen(small) == (len < cut - 1 ? len : cut - 1) &&
				      !strncmp(small, buf, cut - 1),
			      "gd_disasm: truncated text is not a prefix");
	}
	if (leaf < 0 || gd_leaf_name(leaf) == NULL)
		return;
	gd_fieldval vals[256];
	int n = gd_fields(leaf, w, o->gen, vals, 256);
	for (int i = 0; i < n && i < 256; i++) {
		uint64_t v = 0;
		check(gd_field(leaf, w, o->gen, vals[i].name, &v) == 1 && v == vals[i].value,
		      "gd_field disagrees with gd_fields");
	}
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	devnull = fopen("/dev/null", "w");
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fz_input in;
	if (!fz_parse(data, size, GD_BITS, &in))
		return 0;
	gd_options o = {.gen = in.gen, .show_errors = (in.flags & FZ_SHOW_ERRORS) != 0};
	if (in.flags & FZ_CUSTOM)
		o.custom = custom;
	gd_insn w[FZ_MAX_WORDS];
	for (size_t i = 0; i < in.nwords; i++) {
		fz_word(&in, i, w[i].w, GD_WORDS);
		one_word(&w[i], &o);
	}
	if ((in.flags & FZ_PROGRAM) && devnull) {
		o.branch_labels = 1;
		int nomatch = gd_disasm_program(w, in.nwords, &o, devnull);
		check(nomatch >= 0 && (size_t)nomatch <= in.nwords, "gd_disasm_program: bad count");
	}
	return 0;
}
