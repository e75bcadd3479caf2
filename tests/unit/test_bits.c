/*
 * tests/unit/test_bits.c - unit tests for the model's plumbing:
 * bit vectors (model/bits.c), the arena (model/arena.c), the output
 * buffer (model/buf.c) and diagnostics (model/diag.c).
 *
 * Prints one line per failure and a final "N passed, M failed"; exits
 * non-zero when anything failed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"

#include "check.h"

static const uint64_t ONES = ~(uint64_t)0;

/* true when words [from, ISA_MAX_WORDS) are all zero */
static bool zero_from(const isa_bits *b, int from)
{
	for (int i = from; i < ISA_MAX_WORDS; i++)
		if (b->w[i])
			return false;
	return true;
}

/* ------------------------------------------------------------------ */

static void test_basic(void)
{
	isa_bits b;
	memset(&b, 0xa5, sizeof(b));
	isa_bits_zero(&b);
	CHECK(isa_bits_is_zero(&b));
	CHECK_INT(isa_bits_popcount(&b), 0);

	isa_bits_set(&b, 0, true);
	isa_bits_set(&b, 63, true);
	isa_bits_set(&b, 64, true);
	isa_bits_set(&b, 511, true);
	CHECK(!isa_bits_is_zero(&b));
	CHECK(isa_bits_test(&b, 0) && isa_bits_test(&b, 63));
	CHECK(isa_bits_test(&b, 64) && isa_bits_test(&b, 511));
	CHECK(!isa_bits_test(&b, 1) && !isa_bits_test(&b, 65) && !isa_bits_test(&b, 510));
	CHECK_U64(b.w[0], 0x8000000000000001ull);
	CHECK_U64(b.w[1], 1);
	CHECK_U64(b.w[7], 0x8000000000000000ull);
	CHECK_INT(isa_bits_popcount(&b), 4);
	CHECK_U64(isa_bits_low64(&b), 0x8000000000000001ull);

	isa_bits_set(&b, 63, false);
	isa_bits_set(&b, 511, false);
	isa_bits_set(&b, 200, false); /* clearing a clear bit */
	CHECK_U64(b.w[0], 1);
	CHECK_U64(b.w[7], 0);
	CHECK_INT(isa_bits_popcount(&b), 2);

	isa_bits f = isa_bits_from_u64(0xdeadbeefcafef00dull);
	CHECK_U64(f.w[0], 0xdeadbeefcafef00dull);
	CHECK(zero_from(&f, 1));
	CHECK_INT(isa_bits_popcount(&f), __builtin_popcountll(0xdeadbeefcafef00dull));
}

static void test_range(void)
{
	isa_bits r = isa_bits_range(60, 70);
	CHECK_U64(r.w[0], 0xf000000000000000ull);
	CHECK_U64(r.w[1], 0x7f);
	CHECK(zero_from(&r, 2));
	CHECK_INT(isa_bits_popcount(&r), 11);

	r = isa_bits_range(0, 63);
	CHECK_U64(r.w[0], ONES);
	CHECK(zero_from(&r, 1));

	r = isa_bits_range(64, 127);
	CHECK_U64(r.w[0], 0);
	CHECK_U64(r.w[1], ONES);
	CHECK(zero_from(&r, 2));

	r = isa_bits_range(0, 511);
	bool all = true;
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		all = all && r.w[i] == ONES;
	CHECK(all);
	CHECK_INT(isa_bits_popcount(&r), 512);

	r = isa_bits_range(5, 5);
	CHECK_U64(r.w[0], 0x20);
	CHECK(zero_from(&r, 1));

	r = isa_bits_range(511, 511);
	CHECK_U64(r.w[7], 0x8000000000000000ull);
	CHECK_INT(isa_bits_popcount(&r), 1);

	r = isa_bits_range(63, 64);
	CHECK_U64(r.w[0], 0x8000000000000000ull);
	CHECK_U64(r.w[1], 1);

	r = isa_bits_range(100, 300); /* spans four words */
	CHECK_INT(isa_bits_popcount(&r), 201);
	CHECK_U64(r.w[1], ONES << 36);
	CHECK_U64(r.w[2], ONES);
	CHECK_U64(r.w[3], ONES);
	CHECK_U64(r.w[4], (((uint64_t)1 << 45) - 1));
	CHECK_U64(r.w[0], 0);
	CHECK(zero_from(&r, 5));

	r = isa_bits_range(0, 0);
	CHECK_U64(r.w[0], 1);
}

static void test_extract_insert(void)
{
	isa_bits b;
	isa_bits_zero(&b);
	b.w[0] = 0xf000000000000000ull;
	b.w[1] = 0x000000000000000full;
	isa_bits e = isa_bits_extract(&b, 60, 67);
	CHECK_U64(e.w[0], 0xff);
	CHECK(zero_from(&e, 1));

	e = isa_bits_extract(&b, 62, 65);
	CHECK_U64(e.w[0], 0xf);

	/* extract masks off bits above `high` */
	b.w[1] = ONES;
	e = isa_bits_extract(&b, 60, 70);
	CHECK_U64(e.w[0], 0x7ff);
	CHECK(zero_from(&e, 1));

	/* a whole high word, and across the 128-bit boundary */
	isa_bits_zero(&b);
	b.w[1] = 0x0123456789abcdefull;
	b.w[2] = 0xfedcba9876543210ull;
	e = isa_bits_extract(&b, 64, 127);
	CHECK_U64(e.w[0], 0x0123456789abcdefull);
	CHECK(zero_from(&e, 1));
	e = isa_bits_extract(&b, 96, 159);
	CHECK_U64(e.w[0], 0x7654321001234567ull);
	e = isa_bits_extract(&b, 64, 191);
	CHECK_U64(e.w[0], 0x0123456789abcdefull);
	CHECK_U64(e.w[1], 0xfedcba9876543210ull);
	CHECK(zero_from(&e, 2));

	/* insert across the word boundary leaves everything else alone */
	isa_bits_zero(&b);
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		b.w[i] = ONES;
	isa_bits z;
	isa_bits_zero(&z);
	isa_bits_insert(&b, 60, 70, &z);
	CHECK_INT(isa_bits_popcount(&b), 512 - 11);
	CHECK_U64(b.w[0], 0x0fffffffffffffffull);
	CHECK_U64(b.w[1], ONES << 7);

	isa_bits v = isa_bits_from_u64(0xabc);
	isa_bits_insert(&b, 58, 69, &v);
	e = isa_bits_extract(&b, 58, 69);
	CHECK_U64(e.w[0], 0xabc);
	CHECK(isa_bits_test(&b, 57) && isa_bits_test(&b, 70) == false);
	CHECK(!isa_bits_test(&b, 70));

	/* insert truncates the value to the field width */
	isa_bits_zero(&b);
	v = isa_bits_from_u64(0x1ff);
	isa_bits_insert(&b, 62, 65, &v);
	CHECK_U64(b.w[0], 0xc000000000000000ull);
	CHECK_U64(b.w[1], 0x3);
	CHECK(zero_from(&b, 2));

	/* 128-bit value at an odd offset, round trip */
	isa_bits_zero(&b);
	isa_bits big;
	isa_bits_zero(&big);
	big.w[0] = 0x1122334455667788ull;
	big.w[1] = 0x99aabbccddeeff00ull;
	isa_bits_insert(&b, 200, 327, &big);
	e = isa_bits_extract(&b, 200, 327);
	CHECK(isa_bits_equal(&e, &big));
	CHECK_INT(isa_bits_popcount(&b), isa_bits_popcount(&big));

	/* the whole 512 bits */
	isa_bits all = isa_bits_range(0, 511);
	isa_bits_zero(&b);
	isa_bits_insert(&b, 0, 511, &all);
	CHECK(isa_bits_equal(&b, &all));
	e = isa_bits_extract(&b, 0, 511);
	CHECK(isa_bits_equal(&e, &all));
	e = isa_bits_extract(&b, 511, 511);
	CHECK_U64(e.w[0], 1);
	CHECK(zero_from(&e, 1));
}

static void test_logic(void)
{
	isa_bits a, b, r;
	isa_bits_zero(&a);
	isa_bits_zero(&b);
	a.w[0] = 0xff00ff00ff00ff00ull;
	a.w[5] = 0x00000000ffffffffull;
	b.w[0] = 0x0ff00ff00ff00ff0ull;
	b.w[5] = 0x0000ffff0000ffffull;
	b.w[7] = 1;

	isa_bits_and(&r, &a, &b);
	CHECK_U64(r.w[0], 0x0f000f000f000f00ull);
	CHECK_U64(r.w[5], 0x000000000000ffffull);
	CHECK_U64(r.w[7], 0);

	isa_bits_or(&r, &a, &b);
	CHECK_U64(r.w[0], 0xfff0fff0fff0fff0ull);
	CHECK_U64(r.w[5], 0x0000ffffffffffffull);
	CHECK_U64(r.w[7], 1);

	isa_bits_andnot(&r, &a, &b);
	CHECK_U64(r.w[0], 0xf000f000f000f000ull);
	CHECK_U64(r.w[5], 0x00000000ffff0000ull);
	CHECK_U64(r.w[7], 0);

	/* results may alias an operand */
	r = a;
	isa_bits_or(&r, &r, &b);
	isa_bits_andnot(&r, &r, &b);
	isa_bits_andnot(&a, &a, &b);
	CHECK(isa_bits_equal(&r, &a));

	isa_bits c = a;
	CHECK(isa_bits_equal(&a, &c));
	isa_bits_set(&c, 509, true);
	CHECK(!isa_bits_equal(&a, &c));
}

static void test_format(void)
{
	char buf[ISA_MAX_BITS / 4 + 1];
	isa_bits b = isa_bits_from_u64(0x1234);
	isa_bits_format(&b, 16, buf);
	CHECK_STR(buf, "1234");
	isa_bits_format(&b, 32, buf);
	CHECK_STR(buf, "00001234");

	b = isa_bits_from_u64(0xdeadbeefcafef00dull);
	isa_bits_format(&b, 64, buf);
	CHECK_STR(buf, "deadbeefcafef00d");
	isa_bits_format(&b, 32, buf); /* only the low `width` bits */
	CHECK_STR(buf, "cafef00d");

	isa_bits_zero(&b);
	b.w[0] = 0x0011223344556677ull;
	b.w[1] = 0x8899aabbccddeeffull;
	isa_bits_format(&b, 128, buf);
	CHECK_STR(buf, "8899aabbccddeeff0011223344556677");

	isa_bits_zero(&b);
	isa_bits_format(&b, 16, buf);
	CHECK_STR(buf, "0000");
	isa_bits_format(&b, 10, buf); /* (10+3)/4 digits */
	CHECK_STR(buf, "000");

	b = isa_bits_range(0, 511);
	isa_bits_format(&b, 512, buf);
	CHECK_INT((long long)strlen(buf), 128);
	CHECK(strspn(buf, "f") == 128);
}

static void test_parse(void)
{
	isa_bits b;
	char buf[ISA_MAX_BITS / 4 + 1];

	CHECK(isa_bits_parse_hex("1234", 16, &b));
	CHECK_U64(b.w[0], 0x1234);
	CHECK(zero_from(&b, 1));
	CHECK(isa_bits_parse_hex("0x1234", 16, &b));
	CHECK_U64(b.w[0], 0x1234);
	CHECK(isa_bits_parse_hex("0XaBcD", 16, &b));
	CHECK_U64(b.w[0], 0xabcd);
	CHECK(isa_bits_parse_hex("ffff", 16, &b));
	CHECK_U64(b.w[0], 0xffff);

	/* too wide */
	CHECK(!isa_bits_parse_hex("10000", 16, &b));
	CHECK(!isa_bits_parse_hex("0x1ffff", 16, &b));
	CHECK(!isa_bits_parse_hex("400", 10, &b));
	CHECK(isa_bits_parse_hex("3ff", 10, &b));
	CHECK_U64(b.w[0], 0x3ff);
	/* the value counts, not the digits: leading zeros are fine */
	CHECK(isa_bits_parse_hex("0x0000001234", 16, &b));
	CHECK_U64(b.w[0], 0x1234);

	/* '_' groups digits, as Mesa's tests write words; only between two */
	CHECK(isa_bits_parse_hex("00000001_00000002", 64, &b));
	CHECK_U64(b.w[0], 0x100000002ull);
	CHECK(isa_bits_parse_hex("0x1_2_3", 16, &b));
	CHECK_U64(b.w[0], 0x123);
	CHECK(!isa_bits_parse_hex("12__34", 16, &b));
	CHECK(!isa_bits_parse_hex("_1234", 16, &b));
	CHECK(!isa_bits_parse_hex("1234_", 16, &b));
	CHECK(!isa_bits_parse_hex("0x_12", 16, &b));
	CHECK(!isa_bits_parse_hex("_", 16, &b));

	/* bad digits, empty */
	CHECK(!isa_bits_parse_hex("12g4", 16, &b));
	CHECK(!isa_bits_parse_hex("12 4", 16, &b));
	CHECK(!isa_bits_parse_hex("-1", 16, &b));
	CHECK(!isa_bits_parse_hex("", 16, &b));
	CHECK(!isa_bits_parse_hex("0x", 16, &b));

	/* 128 bits, MSB first, and the round trip through format */
	CHECK(isa_bits_parse_hex("0x0123456789abcdeffedcba9876543210", 128, &b));
	CHECK_U64(b.w[1], 0x0123456789abcdefull);
	CHECK_U64(b.w[0], 0xfedcba9876543210ull);
	CHECK(zero_from(&b, 2));
	isa_bits_format(&b, 128, buf);
	CHECK_STR(buf, "0123456789abcdeffedcba9876543210");
	CHECK(!isa_bits_parse_hex("10123456789abcdeffedcba9876543210", 128, &b));

	/* 64 bits exactly */
	CHECK(isa_bits_parse_hex("ffffffffffffffff", 64, &b));
	CHECK_U64(b.w[0], ONES);
	CHECK_U64(b.w[1], 0);
	CHECK(!isa_bits_parse_hex("1ffffffffffffffff", 64, &b));

	/* 512 bits: all ones */
	char all[129];
	memset(all, 'f', 128);
	all[128] = '\0';
	CHECK(isa_bits_parse_hex(all, 512, &b));
	CHECK_INT(isa_bits_popcount(&b), 512);
}

/* ------------------------------------------------------------------ */

static bool all_zero(const void *p, size_t n)
{
	const unsigned char *c = p;
	for (size_t i = 0; i < n; i++)
		if (c[i])
			return false;
	return true;
}

static void test_arena(void)
{
	isa_arena *a = isa_arena_new();
	CHECK(a != NULL);

	/* many sizes, including ones bigger than a block; every one zeroed,
	 * aligned, and not overlapping the previous allocation */
	static const size_t sizes[] = {1, 3, 8, 16, 17, 100, 4096, 20000,
				       70000, 5, 65536, 1 << 20, 2};
	bool zeroed = true, aligned = true;
	unsigned char *prev = NULL;
	size_t prevn = 0;
	for (int round = 0; round < 50; round++) {
		for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
			size_t n = sizes[i];
			if (round > 2 && n > 100000)
				continue;
			unsigned char *p = isa_arena_alloc(a, n);
			if (!all_zero(p, n))
				zeroed = false;
			if ((uintptr_t)p % _Alignof(max_align_t) != 0)
				aligned = false;
			memset(p, 0xee, n); /* ASan would flag an overrun */
			if (prev && !(prev[prevn - 1] == 0xee))
				zeroed = false;
			prev = p;
			prevn = n;
		}
	}
	CHECK(zeroed);
	CHECK(aligned);

	/* zero-size allocations are fine too */
	void *z = isa_arena_alloc(a, 0);
	CHECK(z != NULL);

	/* after a big dedicated block, small allocations still work */
	char *big = isa_arena_alloc(a, 300000);
	char *small = isa_arena_alloc(a, 24);
	CHECK(all_zero(small, 24));
	CHECK(small + 24 <= big || small >= big + 300000);

	char *s = isa_arena_strdup(a, "hello, arena");
	CHECK_STR(s, "hello, arena");
	char *t = isa_arena_strdup(a, "");
	CHECK_STR(t, "");
	CHECK(t != s);
	char *u = isa_arena_strndup(a, "truncate me", 8);
	CHECK_STR(u, "truncate");
	CHECK_STR(s, "hello, arena"); /* not clobbered */

	isa_arena_free(a);
	isa_arena_free(NULL); /* a no-op */
	CHECK(1);
}

static void test_buf(void)
{
	isa_buf b;
	isa_buf_init(&b);
	CHECK_INT((long long)b.len, 0);

	isa_buf_printf(&b, "%s", "");
	CHECK(b.s != NULL);
	CHECK_STR(b.s, "");

	isa_buf_putn(&b, "abcXYZ", 3);
	CHECK_STR(b.s, "abc");

	/* grow past the initial 64 bytes, one printf at a time */
	char want[1024] = "abc";
	for (int i = 0; i < 40; i++) {
		isa_buf_printf(&b, "<%d:%s>", i, i % 2 ? "odd" : "even");
		char tmp[32];
		snprintf(tmp, sizeof tmp, "<%d:%s>", i, i % 2 ? "odd" : "even");
		strcat(want, tmp);
	}
	CHECK_STR(b.s, want);
	CHECK_INT((long long)b.len, (long long)strlen(want));
	CHECK(b.len > 64 && b.cap > b.len);

	/* one printf much larger than the current capacity */
	char big[300];
	memset(big, 'q', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	size_t before = b.len;
	isa_buf_printf(&b, "[%s]", big);
	CHECK_INT((long long)b.len, (long long)(before + 301));
	CHECK(b.s[before] == '[' && b.s[b.len - 1] == ']' && b.s[b.len] == '\0');
	CHECK(b.cap > b.len);

	isa_buf_free(&b);
	CHECK(b.s == NULL && b.len == 0 && b.cap == 0);

	/* a fresh buffer that grows from putn alone */
	isa_buf_init(&b);
	for (int i = 0; i < 100; i++)
		isa_buf_putn(&b, "0123456789", 10);
	CHECK_INT((long long)b.len, 1000);
	CHECK(b.s[1000] == '\0' && b.s[999] == '9');
	isa_buf_free(&b);
}

/* ------------------------------------------------------------------ */

/* everything written to f, as a malloc'ed string */
static char *slurp(FILE *f)
{
	fflush(f);
	long n = ftell(f);
	rewind(f);
	char *s = malloc(n > 0 ? (size_t)n + 1 : 1);
	size_t got = n > 0 ? fread(s, 1, (size_t)n, f) : 0;
	s[got] = '\0';
	return s;
}

static void test_diags(void)
{
	isa_diags d;
	isa_diags_init(&d);
	CHECK(d.n == 0 && d.nerrors == 0 && d.nwarnings == 0);

	char path[32];
	strcpy(path, "file");
	isa_diag_add(&d, ISA_ERROR, (isa_loc){path, 3, 7}, "rule", "msg");
	strcpy(path, "XXXX"); /* the diagnostic keeps its own copy */
	isa_diag_add(&d, ISA_WARNING, (isa_loc){"a/b.xml", 12, 0}, "unknown-element",
		     "element <%s> is not isaspec", "foo");
	isa_diag_add(&d, ISA_NOTE, (isa_loc){"a/b.xml", 0, 0}, "note-rule", "%d and %s", 42,
		     "more");
	isa_diag_add(&d, ISA_ERROR, (isa_loc){NULL, 0, 0}, "xml-root", "no <isa>");
	CHECK_INT(d.n, 4);
	CHECK_INT(d.nerrors, 2);
	CHECK_INT(d.nwarnings, 1);
	CHECK_STR(d.v[0].loc.file, "file");
	CHECK_STR(d.v[1].msg, "element <foo> is not isaspec");

	FILE *f = tmpfile();
	CHECK(f != NULL);
	if (f) {
		isa_diags_print(&d, f);
		char *out = slurp(f);
		CHECK_STR(out,
			  "file:3:7: error: msg [rule]\n"
			  "a/b.xml:12:1: warning: element <foo> is not isaspec [unknown-element]\n"
			  "a/b.xml: note: 42 and more [note-rule]\n"
			  "error: no <isa> [xml-root]\n");
		free(out);
		fclose(f);
	}

	/* growth past the initial capacity, order kept */
	for (int i = 0; i < 100; i++)
		isa_diag_add(&d, i % 3 ? ISA_WARNING : ISA_ERROR, (isa_loc){"g.xml", i + 1, 2},
			     "grow", "diag %d", i);
	CHECK_INT(d.n, 104);
	CHECK_INT(d.nerrors, 2 + 34);
	CHECK_INT(d.nwarnings, 1 + 66);
	CHECK_STR(d.v[103].msg, "diag 99");
	CHECK_INT(d.v[103].loc.line, 100);

	f = tmpfile();
	if (f) {
		isa_diags_print(&d, f);
		char *out = slurp(f);
		/* i = 99 is a multiple of 3: an error, and the last line */
		const char *last = strstr(out, "g.xml:99:2: warning: diag 98 [grow]\n");
		CHECK(last != NULL &&
		      strcmp(last, "g.xml:99:2: warning: diag 98 [grow]\n"
				   "g.xml:100:2: error: diag 99 [grow]\n") == 0);
		free(out);
		fclose(f);
	}

	isa_diags_free(&d);
	CHECK(d.n == 0 && d.v == NULL && d.nerrors == 0 && d.nwarnings == 0);
	isa_diags_free(&d); /* twice is harmless */

	/* an empty list prints nothing */
	f = tmpfile();
	if (f) {
		isa_diags_print(&d, f);
		CHECK(ftell(f) == 0);
		fclose(f);
	}
}

int main(void)
{
	test_basic();
	test_range();
	test_extract_insert();
	test_logic();
	test_format();
	test_parse();
	test_arena();
	test_buf();
	test_diags();
	return check_summary();
}
