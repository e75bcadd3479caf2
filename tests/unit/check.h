/*
 * tests/unit/check.h - the tiny assertion kit the unit tests share.
 *
 * Each CHECK counts a pass or prints file:line and the failed expression;
 * check_summary() prints the "N passed, M failed" line ctest readers know
 * and gives main() its exit status.
 */
#ifndef ISAPROOF_TESTS_CHECK_H
#define ISAPROOF_TESTS_CHECK_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int npass, nfail;

#define CHECK(cond)                                                        \
	do {                                                               \
		if (cond) {                                                \
			npass++;                                           \
		} else {                                                   \
			nfail++;                                           \
			printf("%s:%d: FAIL: %s\n", __FILE__, __LINE__, #cond); \
		}                                                          \
	} while (0)

#define CHECK_U64(got, want)                                               \
	do {                                                               \
		uint64_t g_ = (got), w_ = (want);                          \
		if (g_ == w_) {                                            \
			npass++;                                           \
		} else {                                                   \
			nfail++;                                           \
			printf("%s:%d: FAIL: %s == 0x%016llx, expected 0x%016llx\n", \
			       __FILE__, __LINE__, #got, (unsigned long long)g_, \
			       (unsigned long long)w_);                    \
		}                                                          \
	} while (0)

#define CHECK_INT(got, want)                                               \
	do {                                                               \
		long long g_ = (got), w_ = (want);                         \
		if (g_ == w_) {                                            \
			npass++;                                           \
		} else {                                                   \
			nfail++;                                           \
			printf("%s:%d: FAIL: %s == %lld, expected %lld\n",  \
			       __FILE__, __LINE__, #got, g_, w_);          \
		}                                                          \
	} while (0)

#define CHECK_STR(got, want) check_str(__FILE__, __LINE__, #got, (got), (want))

/* print s with tabs and newlines visible */
static void put_escaped(const char *s)
{
	for (; *s; s++) {
		if (*s == '\t')
			fputs("\\t", stdout);
		else if (*s == '\n')
			fputs("\\n", stdout);
		else
			putchar(*s);
	}
}

static void check_str(const char *file, int line, const char *expr, const char *got,
		      const char *want)
{
	if (got && strcmp(got, want) == 0) {
		npass++;
		return;
	}
	nfail++;
	printf("%s:%d: FAIL: %s == \"", file, line, expr);
	put_escaped(got ? got : "(null)");
	fputs("\", expected \"", stdout);
	put_escaped(want);
	fputs("\"\n", stdout);
}

static int check_summary(void)
{
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail ? 1 : 0;
}

#endif
