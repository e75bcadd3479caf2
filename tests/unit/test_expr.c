/*
 * tests/unit/test_expr.c - expression parser, typing and evaluator.
 *
 * Where C itself defines the answer, the C compiler is the oracle: the
 * C_SAME table holds each expression twice, once as text for isaproof and
 * once compiled, with its _Generic type.  What C leaves undefined (big
 * shifts, division by zero, overflow) is checked against the x86 choices
 * in model/expr.c.  Exit status is non-zero on any mismatch.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"

static int passed, failed;
static isa_arena *arena;

/* ---- the field environment ---------------------------------------- */

static const struct {
	const char *name;
	int64_t val;
} field_vals[] = {
	{"A", 0}, {"B", 5}, {"C", -3}, {"BIG", 0x123456789}, {"NEG1", -1},
	{"ONE", 1}, {"SRC_REG", 42},
};

static int field_calls; /* how many times env.field ran */
static int unknown_fields;

static int64_t get_field(void *ctx, const char *name)
{
	(void)ctx;
	field_calls++;
	for (size_t i = 0; i < sizeof(field_vals) / sizeof(field_vals[0]); i++)
		if (!strcmp(field_vals[i].name, name))
			return field_vals[i].val;
	unknown_fields++;
	return 0;
}

static isa_eval_env env = {get_field, 630, NULL, NULL};

/* ---- checking helpers --------------------------------------------- */

static void ok(bool cond, int line, const char *text, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;

static void ok(bool cond, int line, const char *text, const char *fmt, ...)
{
	if (cond) {
		passed++;
		return;
	}
	failed++;
	fprintf(stderr, "test_expr.c:%d: FAIL `%s`: ", line, text);
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static const char *type_str(isa_ctype t)
{
	static const char *const s[] = {"int", "unsigned int", "long", "unsigned long"};
	return (unsigned)t < 4 ? s[t] : "?";
}

/* Parse text, which must succeed. */
static isa_node *parse_ok(int line, const char *text)
{
	char err[128];
	isa_node *n = isa_expr_parse(arena, text, err, sizeof(err));
	if (!n)
		ok(false, line, text, "parse failed: %s", err);
	return n;
}

/* text evaluates to want (and calls env.field `calls` times, unless -1). */
static void eval_is(int line, const char *text, uint64_t want, int calls)
{
	isa_node *n = parse_ok(line, text);
	if (!n)
		return;
	field_calls = 0;
	uint64_t got = isa_expr_eval(n, &env);
	ok(got == want, line, text, "got 0x%" PRIx64 ", want 0x%" PRIx64, got, want);
	if (calls >= 0)
		ok(field_calls == calls, line, text, "%d field fetches, want %d",
		   field_calls, calls);
}

static void type_is(int line, const char *text, isa_ctype want)
{
	isa_node *n = parse_ok(line, text);
	if (n)
		ok(n->type == want, line, text, "type %s, want %s", type_str(n->type),
		   type_str(want));
}

/* text is refused with a message containing `want` (any message if NULL). */
static void syntax_error(int line, const char *text, const char *want)
{
	char err[256] = "";
	isa_node *n = isa_expr_parse(arena, text, err, sizeof(err));
	ok(!n && err[0] && (!want || strstr(err, want)), line, text,
	   "want an error containing \"%s\", got %s \"%s\"", want ? want : "",
	   n ? "success" : "error", err);
}

#define EVAL(text, want) eval_is(__LINE__, text, want, -1)
#define EVAL_CALLS(text, want, calls) eval_is(__LINE__, text, want, calls)
#define TYPE(text, want) type_is(__LINE__, text, want)
#define BAD(text, want) syntax_error(__LINE__, text, want)

/* ---- C as the oracle ---------------------------------------------- */

#define CTYPE(e)                                                              \
	_Generic((e), int: ISA_CT_INT, unsigned: ISA_CT_UINT, long: ISA_CT_LONG, \
		 unsigned long: ISA_CT_ULONG, long long: ISA_CT_LONG,           \
		 unsigned long long: ISA_CT_ULONG)
#define C_SAME(e) {#e, (uint64_t)(e), CTYPE(e)}

/* The table is C written the way isaspec files write it, without the
 * parentheses compilers suggest: that is the point. */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wparentheses"
#pragma GCC diagnostic ignored "-Wsign-compare"
#endif
static const struct {
	const char *text;
	uint64_t val;
	isa_ctype type;
} c_same[] = {
	/* precedence and associativity */
	C_SAME(1 + 2 * 3),
	C_SAME((1 + 2) * 3),
	C_SAME(10 - 3 - 2),
	C_SAME(100 / 10 / 5),
	C_SAME(2 * 3 % 4),
	C_SAME(1 << 1 + 1),
	C_SAME(256 >> 2 >> 1),
	C_SAME(3 > 2 > 1),
	C_SAME(1 | 2 ^ 3 & 4),
	C_SAME(6 & 3 == 3),
	C_SAME(1 || 0 && 0),
	C_SAME(0 && 1 || 1),
	C_SAME(1 ? 2 : 3 ? 4 : 5),
	C_SAME(0 ? 2 : 0 ? 4 : 5),
	C_SAME(1 < 2 == 2 > 1),
	C_SAME(-2 * -3),
	C_SAME(!0 + 1),
	C_SAME(~1 & 0xf),
	C_SAME(- -1),
	C_SAME(2 - -1),
	C_SAME(-(1 + 2) * 4),
	/* every operator */
	C_SAME(7 % 3),
	C_SAME(-7 % 3),
	C_SAME(7 % -3),
	C_SAME(-7 / 2),
	C_SAME(7 / -2),
	C_SAME(5 <= 5),
	C_SAME(5 < 5),
	C_SAME(6 >= 7),
	C_SAME(6 > 5),
	C_SAME(5 == 5),
	C_SAME(5 != 5),
	C_SAME(+5),
	C_SAME(0x0f ^ 0xff),
	C_SAME(0xf0 | 0x0f),
	C_SAME(0xf0 & 0x3c),
	C_SAME(-8 >> 1),
	C_SAME(0x80000000 >> 31),
	C_SAME(~0),
	C_SAME(!5),
	C_SAME(!0u),
	/* literal types (C11 6.4.4.1) and the conversions they drive */
	C_SAME(0xffffffff + 1),
	C_SAME(4294967295 + 1),
	C_SAME(0x7fffffff),
	C_SAME(2147483647),
	C_SAME(2147483648),
	C_SAME(0x80000000),
	C_SAME(0x100000000),
	C_SAME(0xffffffffffffffff),
	C_SAME(9223372036854775807),
	C_SAME(0x8000000000000000),
	C_SAME(18446744073709551615u),
	C_SAME(1u),
	C_SAME(1U),
	C_SAME(1l),
	C_SAME(1L),
	C_SAME(1ul),
	C_SAME(1LU),
	C_SAME(1ll),
	C_SAME(1ULL),
	C_SAME(1llu),
	C_SAME(5000000000u),
	C_SAME(0x8000000000000000l),
	C_SAME(0xFFFFFFFFL),
	C_SAME(077),
	C_SAME(0),
	C_SAME(00),
	C_SAME(017777777777),
	C_SAME(020000000000),
	C_SAME(-1),
	C_SAME(~0u),
	C_SAME(-1u),
	C_SAME(-1 + 0u),
	C_SAME(-1 + 0ul),
	C_SAME(-1l + 0u),
	C_SAME(0xffffffffu / 2),
	C_SAME(-6 / 4u),
	C_SAME(-6l / 4u),
	C_SAME((unsigned)-1 >> 3),
	C_SAME(-1l >> 3),
	C_SAME(0x80000000 << 1),
	C_SAME(1u << 31),
	C_SAME(3u * 0x55555556u),
	C_SAME(1 ? -1 : 0u),
	C_SAME(0 ? 1 : -1l),
	C_SAME(1 ? 1u : 2l),
	C_SAME(1 ? 1 : 2),
	/* casts */
	C_SAME((uint32_t)-1),
	C_SAME((int32_t)0xffffffff),
	C_SAME((int)(unsigned)-1),
	C_SAME((unsigned long)-1),
	C_SAME((long)0xffffffff),
	C_SAME((unsigned)2147483648),
	C_SAME((int)0x123456789),
	C_SAME((unsigned long long)1 << 40),
	C_SAME((long long)-1),
	C_SAME((unsigned int)-1),
	C_SAME((uint64_t)(uint32_t)-1),
	C_SAME((int64_t)-1 < 0),
	C_SAME((uint64_t)-1 > 0),
	C_SAME(-(unsigned)1),
	C_SAME((long)(int)0x80000000),
	C_SAME((unsigned long)(int)0x80000000),
	C_SAME(-(long int)1),
	C_SAME((signed)0xfffffffe),
	C_SAME((long long int)7),
	C_SAME((unsigned long int)-2),
	C_SAME((unsigned long long int)-3),
};
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

/* -1 < 0u and friends compare in the converted type; these are exactly
 * the expressions a compiler would warn about, hence strings. */
static void test_sign_conversions(void)
{
	EVAL("-1 < 0u", 0);
	EVAL("-1 < 0", 1);
	EVAL("-1 < 0l", 1);
	EVAL("-1l < 0u", 1); /* uint converts to long, not the other way */
	EVAL("-1 < 0ul", 0);
	EVAL("-1 == 0xffffffff", 1);
	EVAL("-1l == 0xffffffff", 0);
	EVAL("-1 >= 0u", 1);
	EVAL("{NEG1} < 0u", 1);
	EVAL("{NEG1} > 0xffffffffffffffff", 0);
	EVAL("{NEG1} == 0xffffffffffffffff", 1);
}

static void test_c_oracle(void)
{
	for (size_t i = 0; i < sizeof(c_same) / sizeof(c_same[0]); i++) {
		isa_node *n = parse_ok(__LINE__, c_same[i].text);
		if (!n)
			continue;
		uint64_t got = isa_expr_eval(n, &env);
		ok(got == c_same[i].val && n->type == c_same[i].type, __LINE__,
		   c_same[i].text, "got 0x%" PRIx64 " %s, C says 0x%" PRIx64 " %s",
		   got, type_str(n->type), c_same[i].val, type_str(c_same[i].type));
	}
}

/* Undefined in C: we do what x86 code does at run time. */
static void test_undefined_behaviour(void)
{
	EVAL("1 << 33", 2); /* count & 31 */
	EVAL("1 << 32", 1);
	EVAL("1l << 33", 0x200000000);
	EVAL("1 << -1", 0xffffffff80000000); /* 1 << 31 is INT_MIN */
	EVAL("{ONE} << 64", 1);              /* count & 63 */
	EVAL("{ONE} << 65", 2);
	EVAL("0x80000000 >> 32", 0x80000000);
	EVAL("-8 >> 33", 0xfffffffffffffffc);
	EVAL("2147483647 + 1", 0xffffffff80000000);
	EVAL("0x7fffffffffffffff + 1", 0x8000000000000000);
	EVAL("65536 * 65536", 0);
	EVAL("-2147483647 - 2", 0x7fffffff);
	EVAL("1 / 0", 0);
	EVAL("1 % 0", 0);
	EVAL("{B} / {A}", 0);
	EVAL("{B} % {A}", 0);
	EVAL("0u / 0", 0);
	EVAL("(-2147483647 - 1) / -1", 0xffffffff80000000);
	EVAL("(-2147483647 - 1) % -1", 0);
	EVAL("(-0x7fffffffffffffff - 1) / -1", 0x8000000000000000);
	EVAL("(-0x7fffffffffffffff - 1) % -1", 0);
	EVAL("-(-2147483647 - 1)", 0xffffffff80000000);
}

static void test_fields(void)
{
	EVAL_CALLS("{A} - 1", 0xffffffffffffffff, 1);
	EVAL_CALLS("{B} + {B}", 10, 2); /* once per node, as Mesa's locals */
	EVAL_CALLS("{C}", 0xfffffffffffffffd, 1);
	EVAL_CALLS("{C} >> 1", 0xfffffffffffffffe, 1);
	EVAL_CALLS("{BIG} & 0xffff", 0x6789, 1);
	EVAL_CALLS("(uint32_t){BIG}", 0x23456789, 1);
	EVAL_CALLS("(int){BIG}", 0x23456789, 1);
	EVAL_CALLS("{NEG1} == -1", 1, 1);
	EVAL_CALLS("{SRC_REG} * 2 + {ONE}", 85, 2);
	EVAL_CALLS("{A} == 0", 1, 1);
	EVAL_CALLS("{BIG} >> 32", 1, 1);
	EVAL_CALLS("(unsigned){NEG1} + 1", 0, 1);
	ok(unknown_fields == 0, __LINE__, "(fields)", "%d unknown field names",
	   unknown_fields);
}

static void test_short_circuit(void)
{
	EVAL_CALLS("0 && {B}", 0, 0);
	EVAL_CALLS("1 || {B}", 1, 0);
	EVAL_CALLS("1 && {B}", 1, 1);
	EVAL_CALLS("{A} || {B}", 1, 2);
	EVAL_CALLS("{A} && {B}", 0, 1);
	EVAL_CALLS("{A} ? {B} : {C}", 0xfffffffffffffffd, 2);
	EVAL_CALLS("{B} ? {B} : {C}", 5, 2);
	EVAL_CALLS("1 ? 1 : {B}", 1, 0);
	EVAL_CALLS("{B}, 7", 7, 1);
	EVAL_CALLS("{BIG} && 2", 1, 1); /* not truncated to int first */
}

static void test_gpu_id_and_bools(void)
{
	EVAL("ISA_GPU_ID()", 630);
	EVAL("ISA_GPU_ID() >= 600", 1);
	EVAL("ISA_GPU_ID ( ) < 700 && ISA_GPU_ID() != 0", 1);
	EVAL("ISA_GPU_ID() - 631", 0xffffffff); /* uint32_t wraps */
	EVAL("ISA_GPU_ID() - 631l", 0xffffffffffffffff);
	EVAL("true + true", 2);
	EVAL("false", 0);
	EVAL("!true", 0);
	EVAL("(bool)5", 1);
	EVAL("(bool)0", 0);
	EVAL("(bool)0x100000000", 1); /* not truncated like (int) */
	EVAL("(bool){BIG} + (bool){A}", 1);
	EVAL("-(bool)1", 0xffffffffffffffff);
	TYPE("(bool){BIG}", ISA_CT_INT);
	TYPE("ISA_GPU_ID()", ISA_CT_UINT);
	TYPE("true", ISA_CT_INT);
}

static void test_types(void)
{
	TYPE("{A}", ISA_CT_LONG);
	TYPE("{A} + 1u", ISA_CT_LONG);
	TYPE("{A} + 1ul", ISA_CT_ULONG);
	TYPE("1u << {A}", ISA_CT_UINT);
	TYPE("{A} << 1u", ISA_CT_LONG);
	TYPE("{A} < 1", ISA_CT_INT);
	TYPE("{A} && 1ul", ISA_CT_INT);
	TYPE("!{A}", ISA_CT_INT);
	TYPE("~{A}", ISA_CT_LONG);
	TYPE("0 ? {A} : 1u", ISA_CT_LONG);
	TYPE("0 ? ISA_GPU_ID() : 1", ISA_CT_UINT);
	TYPE("{A}, 1u", ISA_CT_UINT);
	TYPE("(int){A}", ISA_CT_INT);
	TYPE("ISA_GPU_ID() + {A}", ISA_CT_LONG);
}

static void test_comments_and_space(void)
{
	EVAL("1 /* two */ + // trailing\n 2", 3);
	EVAL("/* c */ 5", 5);
	EVAL("5 // x", 5);
	EVAL("\t{B}\n==\r5 ", 1);
	EVAL("1/**/+/**/2", 3);
	EVAL("(int)/* x */-1", 0xffffffffffffffff);
	EVAL("8/2", 4);
}

static void test_columns(void)
{
	isa_node *n = parse_ok(__LINE__, "1 + {AB} * 3");
	if (n)
		ok(n->col == 0 && n->rhs->col == 4 && n->rhs->lhs->col == 4 &&
			   n->rhs->rhs->col == 11 && !strcmp(n->rhs->lhs->name, "AB"),
		   __LINE__, "1 + {AB} * 3", "bad columns or name");
	n = parse_ok(__LINE__, "  -{A}");
	if (n)
		ok(n->kind == ND_NEG && n->col == 2 && n->lhs->col == 3, __LINE__,
		   "  -{A}", "bad columns");
	n = parse_ok(__LINE__, "(int)5");
	if (n)
		ok(n->kind == ND_CAST && n->col == 0 && n->lhs->kind == ND_NUM,
		   __LINE__, "(int)5", "bad cast node");
}

static void test_fields_list(void)
{
	const char **v;
	isa_node *n = parse_ok(__LINE__, "{B} + {A} * {B} - {C} ? {A} : ISA_GPU_ID()");
	int k = n ? isa_expr_fields(arena, n, &v) : -1;
	ok(k == 3 && !strcmp(v[0], "A") && !strcmp(v[1], "B") && !strcmp(v[2], "C"),
	   __LINE__, "fields", "want A B C, got %d names", k);
	n = parse_ok(__LINE__, "{a} + {_} + {Z} + {a1} + {Z}");
	k = n ? isa_expr_fields(arena, n, &v) : -1;
	ok(k == 4 && !strcmp(v[0], "Z") && !strcmp(v[1], "_") && !strcmp(v[2], "a") &&
		   !strcmp(v[3], "a1"),
	   __LINE__, "fields", "want Z _ a a1 (strcmp order), got %d names", k);
	n = parse_ok(__LINE__, "1 + ISA_GPU_ID()");
	k = n ? isa_expr_fields(arena, n, &v) : -1;
	ok(k == 0, __LINE__, "fields", "want none, got %d", k);
}

/* A string of n copies of s, between prefix and suffix (freed by caller). */
static char *repeat(const char *prefix, const char *s, int n, const char *mid,
		    const char *suffix, int m)
{
	size_t len = strlen(prefix) + strlen(s) * (size_t)n + strlen(mid) +
		     strlen(suffix) * (size_t)m + 1;
	char *r = malloc(len);
	strcpy(r, prefix);
	for (int i = 0; i < n; i++)
		strcat(r, s);
	strcat(r, mid);
	for (int i = 0; i < m; i++)
		strcat(r, suffix);
	return r;
}

static void test_nesting(void)
{
	char *t = repeat("", "(", 300, "1", ")", 300);
	BAD(t, "nested too deeply");
	free(t);
	t = repeat("", "- ", 300, "1", "", 0);
	BAD(t, "nested too deeply");
	free(t);
	t = repeat("", "1?", 300, "1", ":1", 300);
	BAD(t, "nested too deeply");
	free(t);
	t = repeat("", "(int)", 300, "1", "", 0);
	BAD(t, "nested too deeply");
	free(t);
	t = repeat("1", "+1", 5000, "", "", 0); /* a loop, not recursion */
	BAD(t, "nested too deeply");
	free(t);
	t = repeat("", "(", 100, "{B}", ")", 100);
	EVAL(t, 5);
	free(t);
	t = repeat("0", "+1", 500, "", "", 0);
	EVAL(t, 500);
	free(t);
}

static void test_syntax_errors(void)
{
	BAD("{A B}", "expected '}' at offset 2");
	BAD("{}", "expected a field name after '{' at offset 1");
	BAD("{ A }", NULL);
	BAD("{A", "expected '}'");
	BAD("{A-B}", NULL);
	BAD("foo", "unknown identifier 'foo' at offset 0");
	BAD("1 +", "unexpected end of expression at offset 3");
	BAD("(1", "expected ')' at offset 2");
	BAD("1 + (2", "expected ')' at offset 6");
	BAD("1)", "unexpected ')' at offset 1");
	BAD("0b1", "invalid integer literal '0b1' at offset 0");
	BAD("99999999999999999999999", "integer literal too large");
	BAD("18446744073709551616", "integer literal too large");
	BAD("9223372036854775808", "too large"); /* no C11 type without U */
	BAD("$", "unexpected '$' at offset 0");
	BAD("1 + $", "unexpected '$' at offset 4");
	BAD("1 ) $", "unexpected ')' at offset 2"); /* the first error wins */
	BAD("", "empty expression");
	BAD("   ", "empty expression");
	BAD("/* only */ // a comment", "empty expression");
	BAD("/* unterminated", "unterminated comment at offset 0");
	BAD("1 2", "unexpected '2' at offset 2");
	BAD("1 = 2", "unexpected '='");
	BAD("--1", "unexpected '--'");
	BAD("{A}++", "unexpected '++'");
	BAD("1 <<= 2", NULL);
	BAD("08", "invalid integer literal");
	BAD("0x", "invalid integer literal");
	BAD("0xg", "invalid integer literal");
	BAD("1.5", "invalid integer literal");
	BAD("12abc", "invalid integer literal");
	BAD("1lL", "invalid integer literal");
	BAD("1uu", "invalid integer literal");
	BAD("1lul", "invalid integer literal");
	BAD("ISA_GPU_ID", "expected '('");
	BAD("ISA_GPU_ID(1)", "expected ')'");
	BAD("(int)", "unexpected end of expression");
	BAD("(short)1", "unsupported type 'short'");
	BAD("(unsigned char)1", "unsupported type 'unsigned char'");
	BAD("1 ? 2", "expected ':' at offset 5");
	BAD("1 ? : 2", "unexpected ':'");
	BAD("* 1", "unexpected '*' at offset 0");
	BAD("()", "unexpected ')'");
	BAD("{A}{B}", "unexpected '{B}'");
	BAD("sizeof(int)", "unknown identifier 'sizeof'");
	BAD("\x80", "unexpected byte 0x80 at offset 0");
	BAD("1 ; 2", NULL);
	BAD("a ? b : c", NULL);
	BAD("[1]", NULL);
	BAD("'a'", NULL);
	BAD("\"1\"", NULL);
}

/* err may be small or absent; NULL text is an empty expression. */
static void test_error_buffers(void)
{
	char small[8];
	memset(small, 'x', sizeof(small));
	isa_node *n = isa_expr_parse(arena, "1 +", small, sizeof(small));
	ok(!n && strlen(small) == 7, __LINE__, "1 +", "message not truncated to 7");
	n = isa_expr_parse(arena, "1 +", NULL, 0);
	ok(!n, __LINE__, "1 +", "no error without a buffer");
	char err[64] = "stale";
	n = isa_expr_parse(arena, "1", err, sizeof(err));
	ok(n && err[0] == '\0', __LINE__, "1", "err not cleared on success");
	n = isa_expr_parse(arena, NULL, err, sizeof(err));
	ok(!n && !strcmp(err, "empty expression"), __LINE__, "(null)", "got \"%s\"", err);
}

/* Random bytes from a fixed seed: must never crash (run under ASan/UBSan). */
static void test_garbage(void)
{
	static const char alphabet[] = "0123456789xXuUlL{}()+-*/%<>=!&|^~?:, ABab_\t";
	uint32_t seed = 12345;
	int parsed = 0;
	for (int i = 0; i < 20000; i++) {
		char buf[24];
		int len = (int)(i % 23);
		for (int j = 0; j < len; j++) {
			seed = seed * 1103515245u + 12345u;
			buf[j] = alphabet[(seed >> 16) % (sizeof(alphabet) - 1)];
		}
		buf[len] = '\0';
		char err[128];
		isa_node *n = isa_expr_parse(arena, buf, err, sizeof(err));
		if (n) {
			isa_expr_eval(n, &env);
			const char **v;
			isa_expr_fields(arena, n, &v);
			parsed++;
		} else if (!err[0]) {
			ok(false, __LINE__, buf, "error without a message");
		}
	}
	ok(parsed > 100, __LINE__, "(garbage)", "only %d random strings parsed", parsed);
}

int main(void)
{
	arena = isa_arena_new();
	test_c_oracle();
	test_sign_conversions();
	test_undefined_behaviour();
	test_fields();
	test_short_circuit();
	test_gpu_id_and_bools();
	test_types();
	test_comments_and_space();
	test_columns();
	test_fields_list();
	test_nesting();
	test_syntax_errors();
	test_error_buffers();
	test_garbage();
	isa_arena_free(arena);
	printf("test_expr: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
