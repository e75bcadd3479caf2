/*
 * fuzz/expr.c - expr: the expression parser (isa_expr_parse) on arbitrary
 * text, then what the loader does with a parsed expression: collect its
 * field names, and evaluate it with C semantics (UBSan watches the
 * arithmetic: division by zero, shifts, overflow must all be defined).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* a field's value: a few interesting ones, picked by its name */
static int64_t field_value(void *ctx, const char *name)
{
	static const int64_t vals[] = {0, 1, -1, 2, 31, 32, 63, 64, INT64_MAX, INT64_MIN, 0x7fffffff,
				       -0x80000000LL, 0xffffffffLL};
	unsigned h = *(const unsigned *)ctx;
	for (const char *s = name; *s; s++)
		h = h * 31 + (unsigned char)*s;
	return vals[h % (sizeof(vals) / sizeof(vals[0]))];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 4096) /* expressions are short; long ones only cost time */
		return 0;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	isa_arena *a = isa_arena_new();
	char err[256];
	isa_node *n = isa_expr_parse(a, text, err, sizeof(err));
	if (n) {
		const char **names;
		int nn = isa_expr_fields(a, n, &names);
		for (int i = 1; i < nn; i++)
			if (strcmp(names[i - 1], names[i]) >= 0)
				abort(); /* promised sorted and unique */
		for (unsigned seed = 0; seed < 3; seed++) {
			isa_eval_env env = {.field = field_value, .gpu_id = seed ? 600u * seed : 0, .ctx = &seed};
			(void)isa_expr_eval(n, &env);
		}
	}
	isa_arena_free(a);
	free(text);
	return 0;
}
