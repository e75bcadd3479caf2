/*
 * tests/unit/test_fmtfloat.c - the generated code's "%f" of a float
 * field (codegen/rt_float.inc, included as the generated code has it)
 * against glibc's snprintf("%f", (double)f), byte for byte:
 *   - every half (65,536), widened as the decoder widens it;
 *   - per sign and each of the 256 exponents: mantissas 0, 1, 2, the top
 *     bit, all ones and all ones less one, and 4,000 random ones;
 *   - every exact tie of the 6th decimal (the values with 2^-7 as their
 *     lowest bit: odd a / 128) below 2^17 and 20,000 random ones, each
 *     with its two neighbours; and the floats around D.9999995, where
 *     rounding carries into the integer part;
 * and the assembler's reading of such a text (rt_flt_parse) against
 * strtod, bit for bit.  All 2^32 floats: bench/fmtfloat_all.c.
 *
 * Prints one line per failure (the first 20) and "N passed, M failed".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RT_UNUSED __attribute__((unused))
#include "codegen/rt_float.inc"

#include "../rng.h"
#include "check.h"

static float float_of(uint32_t u)
{
	float f;
	memcpy(&f, &u, sizeof(f));
	return f;
}

/* one float: the formatter against snprintf (the first 20 failures shown) */
static void check_float(uint32_t u, const char *what)
{
	char buf[RT_FLT_CHARS], want[400];
	memset(buf, 'x', sizeof(buf));
	int n;
	const char *got = rt_fmt_float(u, buf, &n);
	int w = snprintf(want, sizeof(want), "%f", (double)float_of(u));
	if (n == w && !strcmp(got, want)) {
		npass++;
		return;
	}
	if (nfail++ < 20)
		printf("FAIL (%s): float 0x%08x: got \"%s\" (%d), snprintf \"%s\" (%d)\n", what,
		       (unsigned)u, got, n, want, w);
}

/* the half widened as the decoder did before rt_half_bits (a float
 * through the FPU): the bits must be the same, the text follows */
static float old_half(uint16_t h)
{
	uint32_t sign = (uint32_t)(h >> 15) << 31, exp = (h >> 10) & 0x1f, man = h & 0x3ff, bits;
	if (exp == 0x1f) {
		bits = sign | 0x7f800000u | (man << 13);
	} else if (exp == 0) {
		float f = (float)man * (1.0f / 16777216.0f);
		return sign ? -f : f;
	} else {
		bits = sign | ((exp + 112) << 23) | (man << 13);
	}
	return float_of(bits);
}

static void test_halves(void)
{
	int bad_bits = 0;
	for (uint32_t h = 0; h < 0x10000; h++) {
		uint32_t u = rt_half_bits((uint16_t)h);
		float o = old_half((uint16_t)h);
		uint32_t ou;
		memcpy(&ou, &o, sizeof(ou));
		/* a NaN may come back quieted from the FPU: sign and NaN-ness
		 * are what is printed */
		if (o != o ? !(u >> 23 == ou >> 23 && (u & 0x7fffff)) : u != ou)
			bad_bits++;
		check_float(u, "half");
	}
	CHECK_INT(bad_bits, 0);
}

static void test_exponents(void)
{
	rng_state = 29;
	for (uint32_t sign = 0; sign < 2; sign++)
		for (uint32_t exp = 0; exp < 256; exp++) {
			uint32_t head = sign << 31 | exp << 23;
			static const uint32_t fixed[] = {0, 1, 2, 0x400000, 0x7fffff, 0x7ffffe};
			for (size_t i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
				check_float(head | fixed[i], "boundary");
			for (int i = 0; i < 4000; i++)
				check_float(head | (uint32_t)(rnd() & 0x7fffff), "random");
		}
}

/* a / 128 for odd a: its 7th decimal is a 5 and the last */
static void check_tie(uint32_t a)
{
	for (uint32_t sign = 0; sign < 2; sign++) {
		float f = (float)a / 128.0f; /* exact: a < 2^24 */
		uint32_t u;
		memcpy(&u, &f, sizeof(u));
		u |= sign << 31;
		check_float(u, "tie");
		check_float(u - 1, "below a tie");
		check_float(u + 1, "above a tie");
	}
}

static void test_ties(void)
{
	for (uint32_t a = 1; a < 1u << 17; a += 2)
		check_tie(a);
	rng_state = 31;
	for (int i = 0; i < 20000; i++)
		check_tie((uint32_t)(rnd() & 0xffffff) | 1);
	/* D.9999995 and around: the 6 decimals carry into D + 1 */
	for (uint32_t d = 0; d < 20000; d += d < 100 ? 1 : 97) {
		float f = (float)((double)d + 0.9999995);
		uint32_t u;
		memcpy(&u, &f, sizeof(u));
		for (uint32_t k = u - 3; k != u + 4; k++)
			check_float(k, "carry");
	}
}

/* one text: rt_flt_parse against strtod, the double's bits */
static void check_parse(const char *num)
{
	double a = rt_flt_parse(num, (int)strlen(num)), b = strtod(num, NULL);
	if (!memcmp(&a, &b, sizeof(a))) {
		npass++;
		return;
	}
	if (nfail++ < 20)
		printf("FAIL: rt_flt_parse(\"%s\") = %.17g, strtod %.17g\n", num, a, b);
}

static void test_parse(void)
{
	char num[64];
	rng_state = 37;
	/* [-]D+.DDDDDD with 1 to 20 integer digits (leading zeros too):
	 * to 9 the division, past it strtod */
	for (int i = 0; i < 200000; i++) {
		int n = 0, digits = 1 + (int)(rnd() % 20);
		if (rnd() & 1)
			num[n++] = '-';
		for (int k = 0; k < digits + 7; k++)
			num[n++] = k == digits ? '.' : (char)('0' + rnd() % 10);
		num[n] = '\0';
		check_parse(num);
	}
	/* what floats print: small ones, many floats to a text */
	for (int i = 0; i < 200000; i++) {
		uint32_t u = (uint32_t)rnd();
		if ((u >> 23 & 0xff) == 0xff)
			continue;
		if (i & 1)
			u = (u & 0x807fffffu) | (uint32_t)(100 + rnd() % 60) << 23; /* 2^-27 .. 2^32 */
		char buf[RT_FLT_CHARS];
		int n;
		check_parse(rt_fmt_float(u, buf, &n));
	}
	check_parse("0.000000");
	check_parse("-0.000000");
	check_parse("999999999.999999");
	check_parse("9007199254.740993");
}

/* a few texts written out, as glibc prints them */
static void test_known(void)
{
	static const struct {
		uint32_t u;
		const char *text;
	} known[] = {
		{0x00000000, "0.000000"},     {0x80000000, "-0.000000"},
		{0x80000001, "-0.000000"},    {0x3f800000, "1.000000"},
		{0x3dcccccd, "0.100000"},     {0x3c000000, "0.007812"}, /* 1/128: a tie, to even */
		{0x3c400000, "0.011719"},     /* 3/256 = 0.01171875 */
		{0x4b7fffff, "16777215.000000"},
		{0x7f7fffff, "340282346638528859811704183484516925440.000000"},
		{0xff7fffff, "-340282346638528859811704183484516925440.000000"},
		{0x7f800000, "inf"},          {0xff800000, "-inf"},
		{0x7fc00000, "nan"},          {0xffc00000, "-nan"},
		{0x7f800001, "nan"},          {0xff800001, "-nan"},
	};
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		char buf[RT_FLT_CHARS];
		int n;
		CHECK_STR(rt_fmt_float(known[i].u, buf, &n), known[i].text);
		CHECK_INT(n, (long long)strlen(known[i].text));
	}
}

int main(void)
{
	test_known();
	test_halves();
	test_exponents();
	test_ties();
	test_parse();
	return check_summary();
}
