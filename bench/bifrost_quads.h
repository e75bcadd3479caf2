/*
 * bench/bifrost_quads.h - a line of Bifrost quadwords as the clause
 * comparison passes shaders around: 128-bit hex, most significant digit
 * first, separated by blanks.  Shared by Mesa's side
 * (bench/bifrost_clause_oracle.c) and the model's
 * (tests/bifrost/clause_cases.c), so both read the same words.
 */
#ifndef BIFROST_QUADS_H
#define BIFROST_QUADS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The quadwords of line s (changed by strtok) into w, four 32-bit words
 * each, the word with the tag first; returns how many words (at most cap). */
static size_t bifrost_quads_parse(char *s, uint32_t *w, size_t cap)
{
	size_t n = 0;
	for (char *t = strtok(s, " \n"); t && n + 4 <= cap; t = strtok(NULL, " \n")) {
		size_t len = strlen(t);
		for (size_t k = 0; k < 4; k++) {
			char part[9] = {0};
			size_t end = len > 8 * k ? len - 8 * k : 0;
			size_t beg = end > 8 ? end - 8 : 0;
			memcpy(part, t + beg, end - beg);
			w[n + k] = (uint32_t)strtoul(part, NULL, 16);
		}
		n += 4;
	}
	return n;
}

#endif
