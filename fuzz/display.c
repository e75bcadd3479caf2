/*
 * fuzz/display.c - display: the display-template parser
 * (isa_display_parse) on arbitrary text, checking the pieces it promises:
 * literal text pieces point into the string and cover it with the
 * {...} bodies, nothing is read past the end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	size_t len = strlen(text);
	isa_arena *a = isa_arena_new();
	isa_display d = {.text = text};
	char err[256];
	if (isa_display_parse(a, &d, err, sizeof(err))) {
		if (d.npieces < 0 || (size_t)d.npieces > len + 1)
			abort();
		size_t textlen = 0;
		for (int i = 0; i < d.npieces; i++) {
			const isa_piece *p = &d.pieces[i];
			if (p->kind == PC_TEXT) {
				if (p->text < text || p->text + p->len > text + len || p->len <= 0)
					abort();
				textlen += (size_t)p->len;
			} else if (p->kind == PC_FIELD && (!p->text || (size_t)p->len != strlen(p->text))) {
				abort();
			}
		}
		if (textlen > len)
			abort();
	} else if (!strchr(text, '{')) {
		abort(); /* only an unterminated '{' is an error */
	}
	isa_arena_free(a);
	free(text);
	return 0;
}
