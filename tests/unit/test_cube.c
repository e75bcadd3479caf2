/*
 * tests/unit/test_cube.c - unit tests for solver/cube.c: ternary cubes,
 * the complement of a union as disjoint cubes, and exact word counts.
 *
 * Small cases are hand-computed; random cube sets at widths 8 and 12 are
 * checked against brute-force enumeration of every word.  Prints one
 * line per failure and a final "N passed, M failed".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/isa.h"
#include "solver/cube.h"

#include "check.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

/* cube from an MSB-first "01x" string; its width is strlen(s) */
static pv_cube cube(const char *s)
{
	pv_cube c;
	memset(&c, 0, sizeof(c));
	int w = (int)strlen(s);
	for (int i = 0; i < w; i++) {
		int bit = w - 1 - i;
		if (s[i] != 'x')
			isa_bits_set(&c.care, bit, true);
		if (s[i] == '1')
			isa_bits_set(&c.val, bit, true);
	}
	return c;
}

static char listbuf[8192];

/* the cubes as "a b c" (format of each, space-separated) */
static const char *list(const pv_cubes *cs, int width)
{
	char tmp[ISA_MAX_BITS + 1];
	size_t pos = 0;
	listbuf[0] = '\0';
	for (int i = 0; i < cs->n; i++) {
		pv_cube_format(&cs->v[i], width, tmp);
		pos += (size_t)snprintf(listbuf + pos, sizeof(listbuf) - pos, "%s%s",
					i ? " " : "", tmp);
		if (pos >= sizeof(listbuf))
			break;
	}
	return listbuf;
}

/* complement of the cubes given as strings, listed as by list() */
static const char *comp(const char *const *in, int nin, int limit, bool *ok)
{
	pv_cube v[64];
	int width = nin ? (int)strlen(in[0]) : 0;
	for (int i = 0; i < nin; i++)
		v[i] = cube(in[i]);
	pv_cubes out = {0};
	*ok = pv_complement(v, nin, width, limit, &out);
	list(&out, width);
	pv_cubes_free(&out);
	return listbuf;
}

static const char *count_str(const pv_cubes *cs, int width)
{
	static char buf[200];
	pv_count n;
	pv_cubes_count(cs, width, &n);
	pv_count_format(&n, buf, sizeof(buf));
	return buf;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1du;
}

/* random cube of `width` bits with each bit fixed with probability
 * pfix/16 */
static pv_cube rnd_cube(int width, int pfix)
{
	pv_cube c;
	memset(&c, 0, sizeof(c));
	for (int b = 0; b < width; b++) {
		if ((int)(rnd() % 16) < pfix) {
			isa_bits_set(&c.care, b, true);
			isa_bits_set(&c.val, b, rnd() & 1);
		}
	}
	return c;
}

/* random cube with exactly k fixed bits out of width */
static pv_cube rnd_cube_k(int width, int k)
{
	pv_cube c;
	memset(&c, 0, sizeof(c));
	while (isa_bits_popcount(&c.care) < k) {
		int b = (int)(rnd() % (uint64_t)width);
		if (isa_bits_test(&c.care, b))
			continue;
		isa_bits_set(&c.care, b, true);
		isa_bits_set(&c.val, b, rnd() & 1);
	}
	return c;
}

static double now_ms(void)
{
	struct timespec ts;
	timespec_get(&ts, TIME_UTC);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------------ */
/* Cube basics                                                          */
/* ------------------------------------------------------------------ */

static void test_basics(void)
{
	char buf[ISA_MAX_BITS + 1];
	pv_cube a = cube("1x0x"), b = cube("x10x"), c = cube("0xxx"), r;

	pv_cube_format(&a, 4, buf);
	CHECK_STR(buf, "1x0x");
	pv_cube_format(&b, 6, buf);
	CHECK_STR(buf, "xxx10x");

	CHECK(pv_cube_intersect(&a, &b, &r));
	pv_cube_format(&r, 4, buf);
	CHECK_STR(buf, "110x");
	CHECK(!pv_cube_intersect(&a, &c, &r));
	CHECK(pv_cube_intersect(&b, &c, &r));
	pv_cube_format(&r, 4, buf);
	CHECK_STR(buf, "010x");
	/* intersecting in place */
	r = a;
	CHECK(pv_cube_intersect(&r, &b, &r));
	pv_cube_format(&r, 4, buf);
	CHECK_STR(buf, "110x");

	pv_cube all = cube("xxxx"), one = cube("1101");
	CHECK(pv_cube_contains(&all, &a));
	CHECK(!pv_cube_contains(&a, &all));
	CHECK(pv_cube_contains(&a, &a));
	CHECK(pv_cube_contains(&a, &one));
	CHECK(!pv_cube_contains(&one, &a));
	CHECK(!pv_cube_contains(&c, &one));
	CHECK(pv_cube_contains(&b, &one));
	CHECK(!pv_cube_contains(&a, &b)); /* overlap, but neither inside */

	isa_bits w = isa_bits_from_u64(0xd); /* 1101 */
	CHECK(pv_cube_has_word(&a, &w));
	CHECK(pv_cube_has_word(&b, &w));
	CHECK(!pv_cube_has_word(&c, &w));
	CHECK(pv_cube_has_word(&all, &w));
	w = isa_bits_from_u64(0x9); /* 1001 */
	CHECK(pv_cube_has_word(&a, &w));
	CHECK(!pv_cube_has_word(&b, &w));

	/* high words: bit 300 fixed to 1 */
	pv_cube h;
	memset(&h, 0, sizeof(h));
	isa_bits_set(&h.care, 300, true);
	isa_bits_set(&h.val, 300, true);
	isa_bits wh;
	isa_bits_zero(&wh);
	CHECK(!pv_cube_has_word(&h, &wh));
	isa_bits_set(&wh, 300, true);
	CHECK(pv_cube_has_word(&h, &wh));
	pv_cube_format(&h, 512, buf);
	CHECK(buf[511 - 300] == '1' && buf[0] == 'x' && buf[511] == 'x' && strlen(buf) == 512);

	pv_cubes cs = {0};
	for (int i = 0; i < 100; i++)
		pv_cubes_push(&cs, &a);
	CHECK_INT(cs.n, 100);
	CHECK(cs.cap >= 100);
	pv_cubes_free(&cs);
	CHECK(cs.v == NULL && cs.n == 0 && cs.cap == 0);
}

static void test_of_leaf(void)
{
	isa_bitset root, leaf;
	memset(&root, 0, sizeof(root));
	memset(&leaf, 0, sizeof(leaf));
	root.size = 16;
	root.root = &root;
	leaf.root = &root;
	/* mask: bits 0..7 and 20 (beyond the root: ignored); dontcare bit 2 */
	leaf.lmask = isa_bits_from_u64(0x1000ff);
	leaf.ldontcare = isa_bits_from_u64(0x4);
	leaf.lmatch = isa_bits_from_u64(0x1000a5 | 0x300); /* bits 8,9 not in mask */
	pv_cube c = pv_cube_of_leaf(&leaf);
	CHECK_U64(c.care.w[0], 0xfb);
	CHECK_U64(c.val.w[0], 0xa1);
	char buf[17];
	pv_cube_format(&c, 16, buf);
	CHECK_STR(buf, "xxxxxxxx10100x01");
}

/* ------------------------------------------------------------------ */
/* Complement, hand-computed                                            */
/* ------------------------------------------------------------------ */

static void test_complement_small(void)
{
	bool ok;
	pv_cubes out = {0};

	/* complement of nothing: the whole space */
	CHECK(pv_complement(NULL, 0, 3, 0, &out));
	CHECK_STR(list(&out, 3), "xxx");
	CHECK_STR(count_str(&out, 3), "8");
	pv_cubes_free(&out);

	/* complement of everything: empty */
	{
		const char *in[] = {"xxx"};
		CHECK_STR(comp(in, 1, 0, &ok), "");
		CHECK(ok);
	}
	/* everything, written as two halves plus overlap */
	{
		const char *in[] = {"1xx", "0x1", "x10", "000", "x00"};
		CHECK_STR(comp(in, 5, 0, &ok), "");
	}
	{
		const char *in[] = {"1xx"};
		CHECK_STR(comp(in, 1, 0, &ok), "0xx");
	}
	{
		const char *in[] = {"11x"};
		CHECK_STR(comp(in, 1, 0, &ok), "0xx 10x");
	}
	{
		/* split bit 2, then bit 1, then bit 0 */
		const char *in[] = {"000", "111"};
		CHECK_STR(comp(in, 2, 0, &ok), "001 01x 10x 110");
	}
	{
		const char *in[] = {"x1x", "xx1"};
		CHECK_STR(comp(in, 2, 0, &ok), "x00");
	}
	{
		/* emits 01xx, 101x, 11xx; 01xx + 11xx merge into x1xx */
		const char *in[] = {"00xx", "100x"};
		CHECK_STR(comp(in, 2, 0, &ok), "101x x1xx");
	}
	{
		/* emits x00x, x010, x10x; x00x + x10x merge into xx0x */
		const char *in[] = {"x011", "x11x"};
		CHECK_STR(comp(in, 2, 0, &ok), "x010 xx0x");
	}
	{
		/* duplicates and contained cubes change nothing */
		const char *in[] = {"x011", "x11x", "1110", "x11x", "0011"};
		CHECK_STR(comp(in, 5, 0, &ok), "x010 xx0x");
	}
	{
		/* one word out of 16 */
		const char *in[] = {"0110"};
		CHECK_STR(comp(in, 1, 0, &ok), "00xx 010x 0111 1xxx");
	}
	{
		/* a single free bit */
		const char *in[] = {"0"};
		CHECK_STR(comp(in, 1, 0, &ok), "1");
	}
	{
		const char *in[] = {"0", "1"};
		CHECK_STR(comp(in, 2, 0, &ok), "");
	}

	/* appends after what out already holds */
	pv_cube pre = cube("111");
	pv_cubes_push(&out, &pre);
	pv_cube in1 = cube("1xx");
	CHECK(pv_complement(&in1, 1, 3, 0, &out));
	CHECK_STR(list(&out, 3), "111 0xx");
	pv_cubes_free(&out);

	/* bits above the width in an input cube are ignored */
	pv_cube hi = cube("1x");
	isa_bits_set(&hi.care, 40, true);
	CHECK(pv_complement(&hi, 1, 2, 0, &out));
	CHECK_STR(list(&out, 2), "0x");
	pv_cubes_free(&out);

	/* a bad width */
	CHECK(!pv_complement(NULL, 0, 0, 0, &out));
	CHECK(!pv_complement(NULL, 0, ISA_MAX_BITS + 1, 0, &out));
	CHECK_INT(out.n, 0);
}

/* ------------------------------------------------------------------ */
/* Complement against brute force                                       */
/* ------------------------------------------------------------------ */

static void property(int width, int trials)
{
	int nwords = 1 << width;
	int bad_member = 0, bad_disjoint = 0, bad_count = 0, bad_order = 0,
	    bad_merge = 0, bad_ok = 0, total_out = 0;
	char *used = malloc((size_t)nwords);
	for (int t = 0; t < trials; t++) {
		int nin = (int)(rnd() % 40);
		int pfix = 4 + (int)(rnd() % 12);
		pv_cube in[40];
		for (int i = 0; i < nin; i++)
			in[i] = rnd_cube(width, pfix);

		memset(used, 0, (size_t)nwords);
		long unused = 0;
		for (int wd = 0; wd < nwords; wd++) {
			isa_bits w = isa_bits_from_u64((uint64_t)wd);
			for (int i = 0; i < nin && !used[wd]; i++)
				used[wd] = pv_cube_has_word(&in[i], &w);
			unused += !used[wd];
		}

		pv_cubes out = {0};
		if (!pv_complement(in, nin, width, 0, &out))
			bad_ok++;
		total_out += out.n;

		/* a word is unused iff exactly one output cube has it */
		for (int wd = 0; wd < nwords; wd++) {
			isa_bits w = isa_bits_from_u64((uint64_t)wd);
			int k = 0;
			for (int i = 0; i < out.n; i++)
				k += pv_cube_has_word(&out.v[i], &w);
			if (k > 1 || k != !used[wd])
				bad_member++;
		}
		char sa[ISA_MAX_BITS + 1], sb[ISA_MAX_BITS + 1];
		for (int i = 0; i < out.n; i++) {
			for (int j = i + 1; j < out.n; j++) {
				pv_cube r;
				if (pv_cube_intersect(&out.v[i], &out.v[j], &r))
					bad_disjoint++;
				/* no pair left that differs in one fixed bit */
				if (isa_bits_equal(&out.v[i].care, &out.v[j].care)) {
					isa_bits d;
					for (int k = 0; k < ISA_MAX_WORDS; k++)
						d.w[k] = out.v[i].val.w[k] ^ out.v[j].val.w[k];
					if (isa_bits_popcount(&d) == 1)
						bad_merge++;
				}
			}
			/* strictly ascending ('0' < '1' < 'x' is ASCII order) */
			if (i) {
				pv_cube_format(&out.v[i - 1], width, sa);
				pv_cube_format(&out.v[i], width, sb);
				if (strcmp(sa, sb) >= 0)
					bad_order++;
			}
		}
		pv_count n;
		pv_cubes_count(&out, width, &n);
		char want[32];
		pv_count_format(&n, sa, sizeof(sa));
		snprintf(want, sizeof(want), "%ld", unused);
		if (strcmp(sa, want) != 0)
			bad_count++;
		pv_cubes_free(&out);
	}
	free(used);
	printf("width %d: %d trials, %d output cubes in all\n", width, trials, total_out);
	CHECK_INT(bad_ok, 0);
	CHECK_INT(bad_member, 0);
	CHECK_INT(bad_disjoint, 0);
	CHECK_INT(bad_count, 0);
	CHECK_INT(bad_order, 0);
	CHECK_INT(bad_merge, 0);
	CHECK(total_out > trials); /* the tests did exercise something */
}

static void test_determinism(void)
{
	for (int t = 0; t < 20; t++) {
		int width = t < 10 ? 12 : 64;
		pv_cube in[60], sh[70];
		int nin = 30 + (int)(rnd() % 30);
		for (int i = 0; i < nin; i++)
			in[i] = rnd_cube(width, 6);
		/* shuffled, with a few duplicates thrown in */
		memcpy(sh, in, (size_t)nin * sizeof(*in));
		int nsh = nin;
		for (int i = 0; i < 5; i++)
			sh[nsh++] = in[rnd() % (uint64_t)nin];
		for (int i = nsh - 1; i > 0; i--) {
			int j = (int)(rnd() % (uint64_t)(i + 1));
			pv_cube tmp = sh[i];
			sh[i] = sh[j];
			sh[j] = tmp;
		}
		pv_cubes a = {0}, b = {0};
		bool oka = pv_complement(in, nin, width, 0, &a);
		bool okb = pv_complement(sh, nsh, width, 0, &b);
		bool same = oka && okb && a.n == b.n;
		for (int i = 0; same && i < a.n; i++)
			same = isa_bits_equal(&a.v[i].care, &b.v[i].care) &&
			       isa_bits_equal(&a.v[i].val, &b.v[i].val);
		CHECK(same);
		pv_cubes_free(&a);
		pv_cubes_free(&b);
	}
}

/* ------------------------------------------------------------------ */
/* Limit                                                                */
/* ------------------------------------------------------------------ */

static void test_limit(void)
{
	bool ok;
	/* {000, 111}: the splitting emits 4 cubes */
	const char *in[] = {"000", "111"};
	CHECK_STR(comp(in, 2, 4, &ok), "001 01x 10x 110");
	CHECK(ok);
	comp(in, 2, 3, &ok);
	CHECK(!ok);
	comp(in, 2, 1, &ok);
	CHECK(!ok);
	comp(in, 2, 0, &ok);
	CHECK(ok);
	comp(in, 2, -1, &ok);
	CHECK(ok);

	/* the whole space is one cube */
	pv_cubes out = {0};
	CHECK(pv_complement(NULL, 0, 64, 1, &out));
	CHECK_INT(out.n, 1);
	pv_cubes_free(&out);
	/* covered space: zero cubes fit any limit */
	const char *all[] = {"xxxx"};
	comp(all, 1, 1, &ok);
	CHECK(ok);

	/* many random cubes, a small limit: gives up */
	pv_cube many[200];
	for (int i = 0; i < 200; i++)
		many[i] = rnd_cube_k(64, 16);
	CHECK(!pv_complement(many, 200, 64, 50, &out));
	CHECK(out.n <= 50);
	pv_cubes_free(&out);
}

/* ------------------------------------------------------------------ */
/* Counts                                                               */
/* ------------------------------------------------------------------ */

static void test_counts(void)
{
	char buf[200];
	pv_count c;

	pv_count_zero(&c);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "0");
	CHECK(pv_count_fraction(&c, 64) == 0.0);

	pv_count_add_pow2(&c, 0);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "1");

	pv_count_zero(&c);
	pv_count_add_pow2(&c, 64);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "18446744073709551616");
	CHECK(pv_count_fraction(&c, 64) == 1.0);

	/* 2^64 + 2^63 + 1 */
	pv_count_add_pow2(&c, 63);
	pv_count_add_pow2(&c, 0);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "27670116110564327425");

	pv_count_zero(&c);
	pv_count_add_pow2(&c, 128);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "340282366920938463463374607431768211456");
	CHECK(pv_count_fraction(&c, 128) == 1.0);
	CHECK(pv_count_fraction(&c, 130) == 0.25);

	/* 2^127 + ... + 2^0 = 2^128 - 1: carries through every word */
	pv_count_zero(&c);
	for (int k = 0; k < 128; k++)
		pv_count_add_pow2(&c, k);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "340282366920938463463374607431768211455");
	pv_count_add_pow2(&c, 0);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "340282366920938463463374607431768211456");

	/* 3 * 2^100 */
	pv_count_zero(&c);
	pv_count_add_pow2(&c, 100);
	pv_count_add_pow2(&c, 101);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "3802951800684688204490109616128");

	/* 2^96 + 2^32: a 10^9 chunk with inner zeros */
	pv_count_zero(&c);
	pv_count_add_pow2(&c, 96);
	pv_count_add_pow2(&c, 32);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "79228162514264337597838917632");

	pv_count_zero(&c);
	pv_count_add_pow2(&c, 512);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "134078079299425970995740249982058461274793658205923933777235614437"
		       "217640300735469768018742981669034276900318581864860508537538828119"
		       "46569946433649006084096");
	CHECK(pv_count_fraction(&c, 512) == 1.0);

	/* 2^0 + ... + 2^512 = 2^513 - 1 */
	pv_count_zero(&c);
	for (int k = 0; k <= 512; k++)
		pv_count_add_pow2(&c, k);
	pv_count_format(&c, buf, sizeof(buf));
	CHECK_STR(buf, "268156158598851941991480499964116922549587316411847867554471228874"
		       "435280601470939536037485963338068553800637163729721017075077656238"
		       "93139892867298012168191");
	CHECK(pv_count_fraction(&c, 512) == 2.0);

	/* a short buffer truncates, terminated */
	pv_count_zero(&c);
	pv_count_add_pow2(&c, 64);
	pv_count_format(&c, buf, 6);
	CHECK_STR(buf, "18446");
}

static void test_complement_counts(void)
{
	char buf[200];
	pv_cubes out = {0};
	pv_count n;

	/* nothing used at 64 bits: 2^64 words */
	CHECK(pv_complement(NULL, 0, 64, 0, &out));
	CHECK_INT(out.n, 1);
	CHECK_STR(count_str(&out, 64), "18446744073709551616");
	pv_cubes_count(&out, 64, &n);
	CHECK(pv_count_fraction(&n, 64) == 1.0);
	pv_cubes_free(&out);

	/* 128 bits, top bit used: 2^127 unused */
	pv_cube c;
	memset(&c, 0, sizeof(c));
	isa_bits_set(&c.care, 127, true);
	isa_bits_set(&c.val, 127, true);
	CHECK(pv_complement(&c, 1, 128, 0, &out));
	CHECK_INT(out.n, 1);
	pv_cube_format(&out.v[0], 128, buf);
	CHECK(buf[0] == '0' && buf[1] == 'x' && buf[127] == 'x');
	CHECK_STR(count_str(&out, 128), "170141183460469231731687303715884105728");
	pv_cubes_count(&out, 128, &n);
	CHECK(pv_count_fraction(&n, 128) == 0.5);
	pv_cubes_free(&out);

	/* 512 bits, nothing used */
	CHECK(pv_complement(NULL, 0, 512, 0, &out));
	CHECK_STR(count_str(&out, 512),
		  "134078079299425970995740249982058461274793658205923933777235614437"
		  "217640300735469768018742981669034276900318581864860508537538828119"
		  "46569946433649006084096");
	pv_cubes_free(&out);

	/* 512 bits, bit 511 used: 2^511 */
	memset(&c, 0, sizeof(c));
	isa_bits_set(&c.care, 511, true);
	CHECK(pv_complement(&c, 1, 512, 0, &out));
	CHECK_STR(count_str(&out, 512),
		  "670390396497129854978701249910292306373968291029619668886178072186"
		  "088201503677348840093714908345171384501592909324302542687694140597"
		  "3284973216824503042048");
	pv_cubes_count(&out, 512, &n);
	CHECK(pv_count_fraction(&n, 512) == 0.5);
	pv_cubes_free(&out);

	/* 512 bits, one cube with 12 fixed bits spread over the words:
	 * 2^512 - 2^500 unused, in 12 disjoint cubes */
	memset(&c, 0, sizeof(c));
	for (int k = 0; k < 12; k++) {
		isa_bits_set(&c.care, k * 43 + 3, true);
		isa_bits_set(&c.val, k * 43 + 3, k & 1);
	}
	CHECK(pv_complement(&c, 1, 512, 0, &out));
	CHECK_INT(out.n, 12);
	CHECK_STR(count_str(&out, 512),
		  "134045345393347009577040118085090185283271491785463503129340781523"
		  "536678962771423022469910280745775235328809715023584907827446655554"
		  "00684553380320478494720");
	pv_cubes_count(&out, 512, &n);
	CHECK(pv_count_fraction(&n, 512) == 1.0 - 1.0 / 4096);
	pv_cubes_free(&out);

	/* width 3, {1xx}: half */
	pv_cube h = cube("1xx");
	CHECK(pv_complement(&h, 1, 3, 0, &out));
	pv_cubes_count(&out, 3, &n);
	CHECK(pv_count_fraction(&n, 3) == 0.5);
	pv_cubes_free(&out);
}

/* ------------------------------------------------------------------ */
/* Speed                                                                */
/* ------------------------------------------------------------------ */

static void test_speed(void)
{
	enum { N = 700, LIMIT = 200000 };
	static pv_cube in[N];
	pv_cubes out = {0};

	/* Random cubes overlap freely, and the complement of their union
	 * has millions of disjoint cubes (100 of them: about 3.8 million),
	 * so this one runs into the limit: it measures how fast the
	 * splitting gives up. */
	for (int i = 0; i < N; i++)
		in[i] = rnd_cube_k(64, 12 + (int)(rnd() % 9));
	double t0 = now_ms();
	bool ok = pv_complement(in, N, 64, LIMIT, &out);
	double t1 = now_ms();
	CHECK(!ok);
	CHECK_INT(out.n, LIMIT);
	printf("speed: %d random 64-bit cubes (12-20 fixed bits): limit of %d "
	       "cubes reached in %.1f ms\n", N, LIMIT, t1 - t0);
	pv_cubes_free(&out);

	/* Pairwise disjoint cubes, as a decodable ISA's leaves are. */
	int n = 0;
	for (int tries = 0; n < 120 && tries < 1000000; tries++) {
		pv_cube c = rnd_cube_k(64, 12 + (int)(rnd() % 9)), r;
		bool clash = false;
		for (int i = 0; i < n && !clash; i++)
			clash = pv_cube_intersect(&c, &in[i], &r);
		if (!clash)
			in[n++] = c;
	}
	t0 = now_ms();
	ok = pv_complement(in, n, 64, 0, &out);
	t1 = now_ms();
	CHECK(ok);
	printf("speed: %d disjoint random 64-bit cubes: %d cubes, %s words unused, "
	       "%.1f ms\n", n, out.n, count_str(&out, 64), t1 - t0);
	pv_cubes_free(&out);

	/* More like an ISA: a 7-bit opcode on top (40 of 128 in use), each
	 * with a sub-opcode field of 3-6 bits at its own place (every value
	 * one leaf, some left unused) and 0-3 more fixed bits per leaf:
	 * disjoint, structured cubes. */
	n = 0;
	for (int op = 0; op < 40 && n < N; op++) {
		int opc = (int)((op * 37 + 5) % 128);
		int sw = 3 + (int)(rnd() % 4), sl = (int)(rnd() % (57 - sw));
		for (int sv = 0; sv < (1 << sw) && n < N; sv++) {
			if (rnd() % 4 == 0)
				continue;
			pv_cube c;
			memset(&c, 0, sizeof(c));
			for (int b = 0; b < 7; b++) {
				isa_bits_set(&c.care, 57 + b, true);
				isa_bits_set(&c.val, 57 + b, (opc >> b) & 1);
			}
			for (int b = 0; b < sw; b++) {
				isa_bits_set(&c.care, sl + b, true);
				isa_bits_set(&c.val, sl + b, (sv >> b) & 1);
			}
			for (int k = (int)(rnd() % 4); k > 0; k--) {
				int b = (int)(rnd() % 57);
				if (isa_bits_test(&c.care, b))
					continue;
				isa_bits_set(&c.care, b, true);
				isa_bits_set(&c.val, b, rnd() & 1);
			}
			in[n++] = c;
		}
	}
	t0 = now_ms();
	ok = pv_complement(in, n, 64, 0, &out);
	t1 = now_ms();
	CHECK(ok);
	printf("speed: %d ISA-like 64-bit cubes: %d cubes, %s words unused, %.1f ms\n", n,
	       out.n, count_str(&out, 64), t1 - t0);
	pv_cubes_free(&out);
}

int main(void)
{
	test_basics();
	test_of_leaf();
	test_complement_small();
	property(8, 400);
	property(12, 100);
	test_determinism();
	test_limit();
	test_counts();
	test_complement_counts();
	test_speed();
	return check_summary();
}
