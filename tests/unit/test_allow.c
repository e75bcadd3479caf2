/*
 * tests/unit/test_allow.c - model/allow.c: the isaproof-allow syntax
 * (docs/suppressions.md), places and reasons, on comment texts as the
 * readers hand them over.
 */
#include <string.h>

#include "check.h"
#include "model/isa.h"

/* The allows of one comment text starting at line 10, column 5. */
static isa_allows scan(isa_arena *a, const char *text, int end_line)
{
	isa_allows out = {0};
	isa_allow_scan(a, &out, text, strlen(text), (isa_loc){"f.xml", 10, 5}, end_line);
	return out;
}

static void test_well_formed(isa_arena *a)
{
	isa_allows v = scan(a, " isaproof-allow(ambiguous-encoding, no-display): a  reason\n   on two lines ", 11);
	CHECK_INT(v.n, 1);
	const isa_allow *al = v.first;
	CHECK(al->error == NULL);
	CHECK_INT(al->nrules, 2);
	CHECK_STR(al->rules[0], "ambiguous-encoding");
	CHECK_STR(al->rules[1], "no-display");
	CHECK_STR(al->reason, "a reason on two lines"); /* blanks collapsed */
	CHECK_INT(al->loc.line, 10);
	CHECK_INT(al->loc.col, 6); /* column 5 is the text's first byte, a blank */
	CHECK_INT(al->end_line, 11);
}

static void test_places(isa_arena *a)
{
	/* two allows in one comment: each reason ends where the next begins;
	 * a second line has columns of its own */
	isa_allows v = scan(a, "isaproof-allow (a): one\n  isaproof-allow(b):two", 11);
	CHECK_INT(v.n, 2);
	CHECK_STR(v.first->reason, "one");
	CHECK_INT(v.first->loc.col, 5);
	CHECK_STR(v.last->reason, "two");
	CHECK_INT(v.last->loc.line, 11);
	CHECK_INT(v.last->loc.col, 3);
	/* an unknown first column stays unknown on the first line */
	isa_allows u = {0};
	const char *t = " isaproof-allow(x): y";
	isa_allow_scan(a, &u, t, strlen(t), (isa_loc){"f", 3, 0}, 3);
	CHECK_INT(u.first->loc.col, 0);
}

static void test_prose(isa_arena *a)
{
	/* the word not followed by '(' is prose; inside another word too */
	isa_allows v = scan(a, "see isaproof-allow comments; my-isaproof-allow(x): y; isaproof-allowed(z): w", 10);
	CHECK_INT(v.n, 0);
}

static void test_malformed(isa_arena *a)
{
	static const char *const bad[] = {
		"isaproof-allow(x)",          /* no ':' */
		"isaproof-allow(x):   ",      /* no reason */
		"isaproof-allow(): r",        /* no rule */
		"isaproof-allow(x y): r",     /* no ',' */
		"isaproof-allow(X): r",       /* upper case */
		"isaproof-allow(x,): r",      /* empty rule */
		"isaproof-allow(x",           /* unterminated */
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		isa_allows v = scan(a, bad[i], 10);
		CHECK_INT(v.n, 1);
		CHECK(v.first->error != NULL);
	}
}

int main(void)
{
	isa_arena *a = isa_arena_new();
	test_well_formed(a);
	test_places(a);
	test_prose(a);
	test_malformed(a);
	isa_arena_free(a);
	return check_summary();
}
