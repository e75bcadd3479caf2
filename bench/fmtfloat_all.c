/*
 * bench/fmtfloat_all.c - the generated code's "%f" of a float
 * (codegen/rt_float.inc's rt_fmt_float) against glibc's
 * snprintf("%f", (double)f) on every float from FIRST to LAST (hex bit
 * patterns; default all 2^32), byte for byte.  tests/unit/test_fmtfloat.c
 * is the sample of it ctest runs; this is the long check (tens of
 * minutes on one core for all of them: one process).
 *
 *   cc -std=c11 -O2 -I. bench/fmtfloat_all.c -o /tmp/fmtfloat_all
 *   /tmp/fmtfloat_all [FIRST [LAST]]
 *
 * Prints the first 20 differences, a line per 2^28 floats, and at the
 * end the floats compared and the differences; exits 1 if any.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RT_UNUSED __attribute__((unused))
#include "codegen/rt_float.inc"

int main(int argc, char **argv)
{
	uint32_t first = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 16) : 0;
	uint32_t last = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 16) : 0xffffffffu;
	uint64_t seen = 0, bad = 0;
	(void)rt_half_bits; /* the decoder's; the halves are floats here too */
	for (uint64_t x = first; x <= last; x++) {
		uint32_t u = (uint32_t)x;
		float f;
		memcpy(&f, &u, sizeof(f));
		char buf[RT_FLT_CHARS], want[64];
		int n;
		const char *got = rt_fmt_float(u, buf, &n);
		int w = snprintf(want, sizeof(want), "%f", (double)f);
		seen++;
		if (n != w || memcmp(got, want, (size_t)n + 1)) {
			if (bad++ < 20)
				printf("0x%08x: \"%s\", snprintf \"%s\"\n", (unsigned)u, got, want);
		}
		if ((u & 0x0fffffffu) == 0x0fffffffu) {
			printf("to 0x%08x: %llu compared, %llu different\n", (unsigned)u,
			       (unsigned long long)seen, (unsigned long long)bad);
			fflush(stdout);
		}
	}
	printf("0x%08x..0x%08x: %llu floats compared, %llu different\n", (unsigned)first,
	       (unsigned)last, (unsigned long long)seen, (unsigned long long)bad);
	return bad != 0;
}
