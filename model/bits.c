/*
 * model/bits.c - fixed-size bit vectors for instruction words.
 *
 * Every word is ISA_MAX_BITS wide in memory whatever the ISA's width;
 * the width only matters when formatting and parsing.
 */
#include <ctype.h>
#include <string.h>

#include "isa.h"

void isa_bits_zero(isa_bits *b) { memset(b, 0, sizeof(*b)); }

bool isa_bits_test(const isa_bits *b, int bit)
{
	return (b->w[bit / 64] >> (bit % 64)) & 1;
}

void isa_bits_set(isa_bits *b, int bit, bool v)
{
	uint64_t m = (uint64_t)1 << (bit % 64);
	if (v)
		b->w[bit / 64] |= m;
	else
		b->w[bit / 64] &= ~m;
}

bool isa_bits_is_zero(const isa_bits *b)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		if (b->w[i])
			return false;
	return true;
}

bool isa_bits_equal(const isa_bits *a, const isa_bits *b)
{
	return memcmp(a, b, sizeof(*a)) == 0;
}

void isa_bits_and(isa_bits *r, const isa_bits *a, const isa_bits *b)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		r->w[i] = a->w[i] & b->w[i];
}

void isa_bits_or(isa_bits *r, const isa_bits *a, const isa_bits *b)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		r->w[i] = a->w[i] | b->w[i];
}

void isa_bits_andnot(isa_bits *r, const isa_bits *a, const isa_bits *b)
{
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		r->w[i] = a->w[i] & ~b->w[i];
}

isa_bits isa_bits_range(int low, int high)
{
	isa_bits r;
	isa_bits_zero(&r);
	for (int i = 0; i < ISA_MAX_WORDS; i++) {
		int lo = i * 64, hi = lo + 63;
		if (high < lo || low > hi)
			continue;
		int a = low > lo ? low - lo : 0;
		int b = high < hi ? high - lo : 63;
		uint64_t m = (b == 63 ? ~(uint64_t)0 : (((uint64_t)1 << (b + 1)) - 1));
		m &= ~(uint64_t)0 << a;
		r.w[i] = m;
	}
	return r;
}

isa_bits isa_bits_from_u64(uint64_t v)
{
	isa_bits r;
	isa_bits_zero(&r);
	r.w[0] = v;
	return r;
}

/* shift right by n bits (0 <= n < ISA_MAX_BITS) */
static isa_bits shr(const isa_bits *b, int n)
{
	isa_bits r;
	isa_bits_zero(&r);
	int ws = n / 64, bs = n % 64;
	for (int i = 0; i + ws < ISA_MAX_WORDS; i++) {
		uint64_t v = b->w[i + ws] >> bs;
		if (bs && i + ws + 1 < ISA_MAX_WORDS)
			v |= b->w[i + ws + 1] << (64 - bs);
		r.w[i] = v;
	}
	return r;
}

static isa_bits shl(const isa_bits *b, int n)
{
	isa_bits r;
	isa_bits_zero(&r);
	int ws = n / 64, bs = n % 64;
	for (int i = ISA_MAX_WORDS - 1; i - ws >= 0; i--) {
		uint64_t v = b->w[i - ws] << bs;
		if (bs && i - ws - 1 >= 0)
			v |= b->w[i - ws - 1] >> (64 - bs);
		r.w[i] = v;
	}
	return r;
}

isa_bits isa_bits_extract(const isa_bits *b, int low, int high)
{
	if (high < 64) { /* the common case: one word */
		isa_bits r;
		isa_bits_zero(&r);
		int w = high - low + 1;
		r.w[0] = (b->w[0] >> low) & (w == 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1));
		return r;
	}
	isa_bits m = isa_bits_range(low, high), r;
	isa_bits_and(&r, b, &m);
	return shr(&r, low);
}

void isa_bits_insert(isa_bits *b, int low, int high, const isa_bits *v)
{
	isa_bits m = isa_bits_range(low, high);
	isa_bits s = shl(v, low);
	isa_bits_and(&s, &s, &m);
	isa_bits_andnot(b, b, &m);
	isa_bits_or(b, b, &s);
}

int isa_bits_popcount(const isa_bits *b)
{
	int n = 0;
	for (int i = 0; i < ISA_MAX_WORDS; i++)
		n += __builtin_popcountll(b->w[i]);
	return n;
}

/* The 8 hex digits of a 32-bit value, most significant first, without a
 * loop: every nibble is spread into a byte of its own, then all bytes
 * become digits at once ('a'..'f' where a byte is 10 or more). */
static inline uint64_t hex8(uint32_t v)
{
	uint64_t x = v;
	x = ((x & 0xffff0000u) << 16) | (x & 0xffffu);
	x = ((x & UINT64_C(0x0000ff000000ff00)) << 8) | (x & UINT64_C(0x000000ff000000ff));
	x = ((x & UINT64_C(0x00f000f000f000f0)) << 4) | (x & UINT64_C(0x000f000f000f000f));
	/* now byte i holds nibble i; 6 added carries into bit 4 from 10 up */
	uint64_t letter = ((x + UINT64_C(0x0606060606060606)) >> 4) & UINT64_C(0x0101010101010101);
	return x + UINT64_C(0x3030303030303030) + letter * ('a' - '0' - 10);
}

/* x's bytes, most significant first (compilers make this one store) */
static inline void store_be64(char *out, uint64_t x)
{
	unsigned char b[8];
	b[0] = (unsigned char)(x >> 56);
	b[1] = (unsigned char)(x >> 48);
	b[2] = (unsigned char)(x >> 40);
	b[3] = (unsigned char)(x >> 32);
	b[4] = (unsigned char)(x >> 24);
	b[5] = (unsigned char)(x >> 16);
	b[6] = (unsigned char)(x >> 8);
	b[7] = (unsigned char)x;
	memcpy(out, b, 8);
}

static inline void hex16(uint64_t v, char out[16])
{
	store_be64(out, hex8((uint32_t)(v >> 32)));
	store_be64(out + 8, hex8((uint32_t)v));
}

void isa_bits_format(const isa_bits *b, int width, char *buf)
{
	static const char hex[] = "0123456789abcdef";
	int ndig = (width + 3) / 4;
	if (width <= 64) { /* one word: all 16 digits at once, the last ndig kept */
		char all[16];
		hex16(b->w[0], all);
		memcpy(buf, all + 16 - ndig, (size_t)ndig);
		buf[ndig] = '\0';
		return;
	}
	for (int d = 0; d < ndig; d++) {
		int bit = (ndig - 1 - d) * 4;
		buf[d] = hex[(b->w[bit / 64] >> (bit % 64)) & 0xf];
	}
	buf[ndig] = '\0';
}

bool isa_bits_parse_hex(const char *s, int width, isa_bits *out)
{
	isa_bits_zero(out);
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		s += 2;
	size_t n = strlen(s);
	if (n == 0)
		return false;
	int bit = 0;
	for (size_t i = n; i-- > 0;) {
		int c = tolower((unsigned char)s[i]), v;
		/* Mesa's tests group digits with '_' (00000000_03c00000): one
		 * between two digits is a separator, anything else a typo */
		if (c == '_') {
			if (i == 0 || i == n - 1 || s[i - 1] == '_')
				return false;
			continue;
		}
		if (c >= '0' && c <= '9')
			v = c - '0';
		else if (c >= 'a' && c <= 'f')
			v = c - 'a' + 10;
		else
			return false;
		for (int k = 0; k < 4; k++, bit++) {
			if (!((v >> k) & 1))
				continue;
			if (bit >= width)
				return false;
			isa_bits_set(out, bit, true);
		}
	}
	return true;
}
