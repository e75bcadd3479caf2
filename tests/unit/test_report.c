/*
 * tests/unit/test_report.c - solver/report.c: building a report of
 * findings and printing it as text, JSON and SARIF.
 *
 * Small reports are compared byte for byte; bigger ones by fragments and
 * by a strict JSON syntax check.  Everything runs clean under ASan/LSan.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "solver/prove.h"

/* ------------------------------------------------------------------ */
/* helpers                                                             */
/* ------------------------------------------------------------------ */

/* Print r in fmt into a temporary file and return the bytes (malloc'd). */
static char *render(pv_report *r, pv_format fmt, const char *isa)
{
	FILE *f = tmpfile();
	if (!f) {
		perror("tmpfile");
		exit(2);
	}
	pv_report_print(r, fmt, isa, f);
	long n = ftell(f);
	rewind(f);
	char *s = malloc((size_t)n + 1);
	size_t got = fread(s, 1, (size_t)n, f);
	s[got] = '\0';
	fclose(f);
	return s;
}

static int count(const char *hay, const char *needle)
{
	int n = 0;
	size_t len = strlen(needle);
	for (const char *p = strstr(hay, needle); p; p = strstr(p + len, needle))
		n++;
	return n;
}

static bool contains(const char *hay, const char *needle) { return strstr(hay, needle) != NULL; }

/* A strict JSON syntax check (RFC 8259): one value, nothing after it,
 * no raw control characters in strings. */
static const char *js_value(const char *p);

static const char *js_ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

static const char *js_string(const char *p)
{
	if (*p++ != '"')
		return NULL;
	for (;;) {
		unsigned char c = (unsigned char)*p++;
		if (c == '"')
			return p;
		if (c < 0x20)
			return NULL;
		if (c == '\\') {
			c = (unsigned char)*p++;
			if (c == 'u') {
				for (int i = 0; i < 4; i++, p++)
					if (!strchr("0123456789abcdefABCDEF", *p) || !*p)
						return NULL;
			} else if (!c || !strchr("\"\\/bfnrt", c)) {
				return NULL;
			}
		}
	}
}

static const char *js_number(const char *p)
{
	if (*p == '-')
		p++;
	if (*p == '0')
		p++;
	else if (*p >= '1' && *p <= '9')
		while (*p >= '0' && *p <= '9')
			p++;
	else
		return NULL;
	return p;
}

static const char *js_value(const char *p)
{
	p = js_ws(p);
	if (*p == '{' || *p == '[') {
		char close = *p == '{' ? '}' : ']';
		bool obj = *p == '{';
		p = js_ws(p + 1);
		if (*p == close)
			return p + 1;
		for (;;) {
			if (obj) {
				p = js_string(js_ws(p));
				if (!p)
					return NULL;
				p = js_ws(p);
				if (*p++ != ':')
					return NULL;
			}
			p = js_value(p);
			if (!p)
				return NULL;
			p = js_ws(p);
			if (*p == close)
				return p + 1;
			if (*p++ != ',')
				return NULL;
		}
	}
	if (*p == '"')
		return js_string(p);
	if (!strncmp(p, "true", 4) || !strncmp(p, "null", 4))
		return p + 4;
	if (!strncmp(p, "false", 5))
		return p + 5;
	return js_number(p);
}

static bool json_valid(const char *s)
{
	const char *p = js_value(s);
	return p && *js_ws(p) == '\0';
}

static isa_loc L(const char *file, int line, int col) { return (isa_loc){file, line, col}; }

/* ------------------------------------------------------------------ */
/* empty report                                                        */
/* ------------------------------------------------------------------ */

static void test_empty(void)
{
	pv_report r;
	pv_report_init(&r);
	CHECK_INT(r.n, 0);
	CHECK_INT(r.nerrors + r.nwarnings + r.nnotes + r.nunknown, 0);

	char *t = render(&r, PV_TEXT, "x.xml");
	CHECK_STR(t, "0 errors, 0 warnings, 0 unknown, 0 notes\n");
	free(t);

	char *j = render(&r, PV_JSON, "x.xml");
	CHECK_STR(j, "{\n"
		     "  \"tool\": \"isaproof\",\n"
		     "  \"version\": \"0.1.0\",\n"
		     "  \"isa\": \"x.xml\",\n"
		     "  \"summary\": {\n"
		     "    \"errors\": 0,\n"
		     "    \"warnings\": 0,\n"
		     "    \"unknown\": 0,\n"
		     "    \"notes\": 0\n"
		     "  },\n"
		     "  \"findings\": []\n"
		     "}\n");
	CHECK(json_valid(j));
	free(j);

	char *s = render(&r, PV_SARIF, "x.xml");
	CHECK_STR(s, "{\n"
		     "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
		     "  \"version\": \"2.1.0\",\n"
		     "  \"runs\": [\n"
		     "    {\n"
		     "      \"tool\": {\n"
		     "        \"driver\": {\n"
		     "          \"name\": \"isaproof\",\n"
		     "          \"version\": \"0.1.0\",\n"
		     "          \"rules\": []\n"
		     "        }\n"
		     "      },\n"
		     "      \"results\": []\n"
		     "    }\n"
		     "  ]\n"
		     "}\n");
	CHECK(json_valid(s));
	CHECK(!contains(s, "informationUri"));
	free(s);

	/* no isa path at all: JSON says null */
	j = render(&r, PV_JSON, NULL);
	CHECK(contains(j, "  \"isa\": null,\n"));
	CHECK(json_valid(j));
	free(j);

	pv_report_free(&r);
	CHECK_INT(r.n, 0);
	CHECK(r.v == NULL);
}

/* ------------------------------------------------------------------ */
/* counters                                                            */
/* ------------------------------------------------------------------ */

static void test_counters(void)
{
	pv_report r;
	pv_report_init(&r);
	for (int i = 0; i < 3; i++)
		pv_add(&r, PV_ERROR, "ambiguous-encoding", L("a.xml", i + 1, 1), "e%d", i);
	for (int i = 0; i < 2; i++)
		pv_add(&r, PV_WARNING, "unreachable", L("a.xml", 10, 1), "w%d", i);
	for (int i = 0; i < 4; i++)
		pv_add(&r, PV_NOTE, "disjoint", L(NULL, 0, 0), "n%d", i);
	pv_add(&r, PV_UNKNOWN, "ambiguous-encoding", L("a.xml", 5, 2), "timed out");
	CHECK_INT(r.n, 10);
	CHECK_INT(r.nerrors, 3);
	CHECK_INT(r.nwarnings, 2);
	CHECK_INT(r.nnotes, 4);
	CHECK_INT(r.nunknown, 1);
	CHECK(r.v[9]->kind == PV_UNKNOWN);
	CHECK_STR(r.v[0]->message, "e0");
	CHECK_STR(r.v[8]->message, "n3");

	char *t = render(&r, PV_TEXT, "a.xml");
	CHECK(contains(t, "\n3 errors, 2 warnings, 1 unknown, 4 notes\n"));
	CHECK_INT(count(t, ": error: "), 3);
	CHECK_INT(count(t, ": warning: "), 3); /* 2 warnings + 1 unknown */
	CHECK_INT(count(t, "a.xml: note: "), 4);
	CHECK(contains(t, "a.xml:5:2: warning: unknown: timed out [ambiguous-encoding]\n"));
	/* insertion order */
	CHECK(strstr(t, "e2") < strstr(t, "w0") && strstr(t, "w1") < strstr(t, "n0"));
	free(t);

	char *j = render(&r, PV_JSON, "a.xml");
	CHECK(contains(j, "  \"summary\": {\n"
			  "    \"errors\": 3,\n"
			  "    \"warnings\": 2,\n"
			  "    \"unknown\": 1,\n"
			  "    \"notes\": 4\n"
			  "  },\n"));
	CHECK_INT(count(j, "\"kind\": \"note\""), 4);
	CHECK_INT(count(j, "\"kind\": \"unknown\""), 1);
	CHECK(json_valid(j));
	free(j);

	char *s = render(&r, PV_SARIF, "a.xml");
	CHECK(json_valid(s));
	CHECK_INT(count(s, "\"shortDescription\""), 3); /* three distinct rules */
	/* results, plus each rule's defaultConfiguration (from docs/rules.md;
	 * an undocumented rule defaults to warning) */
	CHECK_INT(count(s, "\"level\": \"error\""), 3 + 1);
	CHECK_INT(count(s, "\"level\": \"warning\""), 3 + 1);
	CHECK_INT(count(s, "\"level\": \"note\""), 0 + 1); /* notes are pass/informational */
	CHECK_INT(count(s, "\"level\": \"none\""), 4);
	CHECK(contains(s, "\"text\": \"unknown: timed out\""));
	CHECK(!contains(s, "\"unknown\""));
	free(s);
	pv_report_free(&r);
}

/* ------------------------------------------------------------------ */
/* a small report, printed in full                                      */
/* ------------------------------------------------------------------ */

static void build_small(pv_report *r)
{
	pv_report_init(r);
	pv_finding *f = pv_add(r, PV_ERROR, "ambiguous-encoding", L("a.xml", 12, 3),
			       "%s and %s both decode 0x%x", "add", "sub", 5);
	pv_add_line(f, "word", "0x%08x", 5);
	pv_add_line(f, "decodes as", "add\tr0, r1");
	pv_set_witness(f, "0x00000005");
	pv_set_gens(f, "#instruction", 600, UINT32_MAX);
	pv_set_related(f, L("b.xml", 40, 7));
	pv_add(r, PV_WARNING, "undocumented-value", L("a.xml", 0, 0), "gap");
	f = pv_add(r, PV_NOTE, "disjoint", L(NULL, 0, 0), "all %d leaves disjoint", 3);
	pv_set_gens(f, NULL, 3, 5);
	pv_add(r, PV_UNKNOWN, "ambiguous-encoding", L("a.xml", 7, 0), "timeout");
}

static const char small_text[] =
	"a.xml:12:3: error: add and sub both decode 0x5 [ambiguous-encoding]\n"
	"    word: 0x00000005\n"
	"    decodes as: add\tr0, r1\n"
	"    witness: 0x00000005\n"
	"    gens: #instruction 600..max\n"
	"    related: b.xml:40:7\n"
	"a.xml: warning: gap [undocumented-value]\n"
	"top.xml: note: all 3 leaves disjoint [disjoint]\n"
	"    gens: 3..5\n"
	"a.xml:7:1: warning: unknown: timeout [ambiguous-encoding]\n"
	"1 errors, 1 warnings, 1 unknown, 1 notes\n";

static const char small_json[] =
	"{\n"
	"  \"tool\": \"isaproof\",\n"
	"  \"version\": \"0.1.0\",\n"
	"  \"isa\": \"top.xml\",\n"
	"  \"summary\": {\n"
	"    \"errors\": 1,\n"
	"    \"warnings\": 1,\n"
	"    \"unknown\": 1,\n"
	"    \"notes\": 1\n"
	"  },\n"
	"  \"findings\": [\n"
	"    {\n"
	"      \"kind\": \"error\",\n"
	"      \"rule\": \"ambiguous-encoding\",\n"
	"      \"message\": \"add and sub both decode 0x5\",\n"
	"      \"fingerprint\": \"2e18c7f0b507caf3\",\n"
	"      \"location\": {\n"
	"        \"file\": \"a.xml\",\n"
	"        \"line\": 12,\n"
	"        \"column\": 3\n"
	"      },\n"
	"      \"related\": {\n"
	"        \"file\": \"b.xml\",\n"
	"        \"line\": 40,\n"
	"        \"column\": 7\n"
	"      },\n"
	"      \"root\": \"#instruction\",\n"
	"      \"gens\": {\n"
	"        \"min\": 600,\n"
	"        \"max\": 4294967295\n"
	"      },\n"
	"      \"witness\": \"0x00000005\",\n"
	"      \"evidence\": [\n"
	"        {\n"
	"          \"key\": \"word\",\n"
	"          \"value\": \"0x00000005\"\n"
	"        },\n"
	"        {\n"
	"          \"key\": \"decodes as\",\n"
	"          \"value\": \"add\\tr0, r1\"\n"
	"        }\n"
	"      ]\n"
	"    },\n"
	"    {\n"
	"      \"kind\": \"warning\",\n"
	"      \"rule\": \"undocumented-value\",\n"
	"      \"message\": \"gap\",\n"
	"      \"fingerprint\": \"1aed8e8527397a5c\",\n"
	"      \"location\": {\n"
	"        \"file\": \"a.xml\",\n"
	"        \"line\": 0,\n"
	"        \"column\": 0\n"
	"      },\n"
	"      \"evidence\": []\n"
	"    },\n"
	"    {\n"
	"      \"kind\": \"note\",\n"
	"      \"rule\": \"disjoint\",\n"
	"      \"message\": \"all 3 leaves disjoint\",\n"
	"      \"fingerprint\": \"66a641090ee9f84d\",\n"
	"      \"location\": {\n"
	"        \"file\": \"top.xml\",\n"
	"        \"line\": 0,\n"
	"        \"column\": 0\n"
	"      },\n"
	"      \"gens\": {\n"
	"        \"min\": 3,\n"
	"        \"max\": 5\n"
	"      },\n"
	"      \"evidence\": []\n"
	"    },\n"
	"    {\n"
	"      \"kind\": \"unknown\",\n"
	"      \"rule\": \"ambiguous-encoding\",\n"
	"      \"message\": \"timeout\",\n"
	"      \"fingerprint\": \"84f589aba98a3702\",\n"
	"      \"location\": {\n"
	"        \"file\": \"a.xml\",\n"
	"        \"line\": 7,\n"
	"        \"column\": 0\n"
	"      },\n"
	"      \"evidence\": []\n"
	"    }\n"
	"  ]\n"
	"}\n";

static void test_small(void)
{
	pv_report r;
	build_small(&r);

	char *t = render(&r, PV_TEXT, "top.xml");
	CHECK_STR(t, small_text);
	free(t);

	char *j = render(&r, PV_JSON, "top.xml");
	CHECK_STR(j, small_json);
	CHECK(json_valid(j));
	free(j);

	char *s = render(&r, PV_SARIF, "top.xml");
	CHECK(json_valid(s));
	CHECK(contains(s, "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
			  "  \"version\": \"2.1.0\",\n"));
	CHECK_INT(count(s, "\"runs\""), 1);
	CHECK(contains(s, "\"driver\": {\n"
			  "          \"name\": \"isaproof\",\n"
			  "          \"version\": \"0.1.0\",\n"
			  "          \"rules\": [\n"
			  "            {\n"
			  "              \"id\": \"ambiguous-encoding\",\n"
			  "              \"shortDescription\": {\n"
			  "                \"text\": \"two leaves match one word\"\n"
			  "              },\n"));
	/* rules: distinct, first-appearance order */
	const char *r0 = strstr(s, "\"id\": \"ambiguous-encoding\"");
	const char *r1 = strstr(s, "\"id\": \"undocumented-value\"");
	const char *r2 = strstr(s, "\"id\": \"disjoint\"");
	CHECK(r0 && r1 && r2 && r0 < r1 && r1 < r2);
	CHECK_INT(count(s, "\"id\": \"ambiguous-encoding\""), 1);
	CHECK(contains(s, "\"ruleId\": \"ambiguous-encoding\",\n"
			  "          \"ruleIndex\": 0,\n"
			  "          \"kind\": \"fail\",\n"
			  "          \"level\": \"error\",\n"));
	CHECK(contains(s, "\"ruleId\": \"undocumented-value\",\n"
			  "          \"ruleIndex\": 1,\n"
			  "          \"kind\": \"fail\",\n"
			  "          \"level\": \"warning\",\n"));
	CHECK(contains(s, "\"ruleId\": \"disjoint\",\n"
			  "          \"ruleIndex\": 2,\n"
			  "          \"kind\": \"pass\",\n"
			  "          \"level\": \"none\",\n"));
	CHECK(contains(s, "\"ruleId\": \"ambiguous-encoding\",\n"
			  "          \"ruleIndex\": 0,\n"
			  "          \"kind\": \"fail\",\n"
			  "          \"level\": \"warning\",\n"
			  "          \"message\": {\n"
			  "            \"text\": \"unknown: timeout\"\n"));
	CHECK(contains(s, "\"text\": \"add and sub both decode 0x5; word: 0x00000005; "
			  "decodes as: add\\tr0, r1; witness: 0x00000005\""));
	CHECK(contains(s, "\"artifactLocation\": {\n"
			  "                  \"uri\": \"a.xml\"\n"
			  "                },\n"
			  "                \"region\": {\n"
			  "                  \"startLine\": 12,\n"
			  "                  \"startColumn\": 3\n"
			  "                }\n"));
	/* line 0: no region; col 0: no startColumn; no file: the isa path */
	CHECK_INT(count(s, "\"region\""), 3);
	CHECK(contains(s, "\"startLine\": 7\n"));
	CHECK(!contains(s, "\"startLine\": 0"));
	CHECK(contains(s, "\"uri\": \"top.xml\"\n"));
	CHECK(contains(s, "\"relatedLocations\": [\n"
			  "            {\n"
			  "              \"id\": 1,\n"
			  "              \"physicalLocation\": {\n"
			  "                \"artifactLocation\": {\n"
			  "                  \"uri\": \"b.xml\"\n"
			  "                },\n"
			  "                \"region\": {\n"
			  "                  \"startLine\": 40,\n"
			  "                  \"startColumn\": 7\n"));
	CHECK_INT(count(s, "\"relatedLocations\""), 1);
	CHECK(contains(s, "\"properties\": {\n"
			  "            \"witness\": \"0x00000005\",\n"
			  "            \"gens\": {\n"
			  "              \"min\": 600,\n"
			  "              \"max\": 4294967295\n"
			  "            },\n"
			  "            \"root\": \"#instruction\"\n"
			  "          }\n"));
	CHECK_INT(count(s, "\"properties\""), 2);
	CHECK(!contains(s, "informationUri"));
	free(s);
	pv_report_free(&r);
}

/* ------------------------------------------------------------------ */
/* escaping                                                            */
/* ------------------------------------------------------------------ */

static void test_escaping(void)
{
	pv_report r;
	pv_report_init(&r);
	pv_finding *f = pv_add(&r, PV_ERROR, "r\"q", L("dir/my \"file\".xml", 2, 4),
			       "tab\there \"q\" back\\slash new\nline ctl\x01 cr\r del\x7f");
	pv_add_line(f, "k\\ey", "v\tal\"ue\x1f");
	pv_add(&r, PV_WARNING, "utf8", L("/abs/x%.xml", 1, 1), "caf\xc3\xa9 bad\xff end\xe2\x82");

	char *j = render(&r, PV_JSON, "in.xml");
	CHECK(json_valid(j));
	CHECK(contains(j, "\"message\": \"tab\\there \\\"q\\\" back\\\\slash new\\nline "
			  "ctl\\u0001 cr\\r del\\u007f\",\n"));
	CHECK(contains(j, "\"rule\": \"r\\\"q\",\n"));
	CHECK(contains(j, "\"file\": \"dir/my \\\"file\\\".xml\",\n"));
	CHECK(contains(j, "\"key\": \"k\\\\ey\",\n"));
	CHECK(contains(j, "\"value\": \"v\\tal\\\"ue\\u001f\"\n"));
	/* valid UTF-8 passes through, invalid bytes become U+FFFD */
	CHECK(contains(j, "\"message\": \"caf\xc3\xa9 bad\\ufffd end\\ufffd\\ufffd\",\n"));
	free(j);

	char *s = render(&r, PV_SARIF, "in.xml");
	CHECK(json_valid(s));
	CHECK(contains(s, "\"text\": \"tab\\there \\\"q\\\" back\\\\slash new\\nline ctl\\u0001 "
			  "cr\\r del\\u007f; k\\\\ey: v\\tal\\\"ue\\u001f\"\n"));
	/* URIs: relative stays relative, absolute becomes file://, odd bytes
	 * percent-encoded */
	CHECK(contains(s, "\"uri\": \"dir/my%20%22file%22.xml\"\n"));
	CHECK(contains(s, "\"uri\": \"file:///abs/x%25.xml\"\n"));
	CHECK(contains(s, "\"id\": \"r\\\"q\",\n"));
	free(s);

	/* text keeps tabs (Mesa's decoded text has them) but one finding
	 * line stays one line: other control characters are escaped */
	char *t = render(&r, PV_TEXT, "in.xml");
	CHECK(contains(t, "dir/my \"file\".xml:2:4: error: tab\there \"q\" back\\slash new\\nline "
			  "ctl\\x01 cr\\r del\\x7f [r\"q]\n    k\\ey: v\tal\"ue\\x1f\n"));
	free(t);
	pv_report_free(&r);
}

/* ------------------------------------------------------------------ */
/* locations                                                           */
/* ------------------------------------------------------------------ */

static void test_locations(void)
{
	pv_report r;
	pv_report_init(&r);
	/* no file and no isa path: no prefix, "file": null, no location */
	pv_finding *f = pv_add(&r, PV_NOTE, "n", L(NULL, 3, 3), "m");
	/* a related loc without a file means the description itself */
	pv_set_related(f, L(NULL, 9, 9));

	char *t = render(&r, PV_TEXT, NULL);
	CHECK_STR(t, "note: m [n]\n0 errors, 0 warnings, 0 unknown, 1 notes\n");
	free(t);
	char *j = render(&r, PV_JSON, NULL);
	CHECK(contains(j, "\"location\": {\n"
			  "        \"file\": null,\n"
			  "        \"line\": 0,\n"
			  "        \"column\": 0\n"
			  "      },\n"
			  "      \"related\": {\n"
			  "        \"file\": null,\n"));
	CHECK(json_valid(j));
	free(j);
	char *s = render(&r, PV_SARIF, NULL);
	CHECK(json_valid(s));
	CHECK(contains(s, "\"locations\": [],\n"));
	CHECK(!contains(s, "relatedLocations"));
	free(s);

	t = render(&r, PV_TEXT, "d.xml");
	CHECK_STR(t, "d.xml: note: m [n]\n"
		     "    related: d.xml\n"
		     "0 errors, 0 warnings, 0 unknown, 1 notes\n");
	free(t);
	pv_report_free(&r);
}

/* ------------------------------------------------------------------ */
/* ownership: the report copies every string                           */
/* ------------------------------------------------------------------ */

static void test_ownership(void)
{
	char file[] = "own.xml", rule[] = "own-rule", key[] = "key", root[] = "#root";
	char hex[] = "0xabcd", rel[] = "rel.xml", msg[] = "message %s";
	pv_report r;
	pv_report_init(&r);
	pv_finding *f = pv_add(&r, PV_WARNING, rule, L(file, 1, 2), msg, "arg");
	pv_add_line(f, key, "%s", "value");
	pv_set_witness(f, "0x0000");
	pv_set_witness(f, hex);        /* replaces, no leak */
	pv_set_related(f, L("old.xml", 1, 1));
	pv_set_related(f, L(rel, 5, 6)); /* replaces, no leak */
	pv_set_gens(f, "#old", 0, 1);
	pv_set_gens(f, root, 2, 9);    /* replaces, no leak */
	pv_add(&r, PV_NOTE, rule, L(file, 0, 0), "second");
	f = r.v[0]; /* pv_add may have moved the array */
	memset(file, 'X', sizeof(file) - 1);
	memset(rule, 'X', sizeof(rule) - 1);
	memset(key, 'X', sizeof(key) - 1);
	memset(root, 'X', sizeof(root) - 1);
	memset(hex, 'X', sizeof(hex) - 1);
	memset(rel, 'X', sizeof(rel) - 1);
	CHECK_STR(f->loc.file, "own.xml");
	CHECK_STR(f->rule, "own-rule");
	CHECK_STR(f->message, "message arg");
	CHECK_STR(f->lines[0].key, "key");
	CHECK_STR(f->lines[0].value, "value");
	CHECK_STR(f->root, "#root");
	CHECK_STR(f->witness, "0xabcd");
	CHECK_STR(f->related.file, "rel.xml");
	CHECK_INT(f->related.line, 5);
	CHECK(f->has_gens && f->gen_min == 2 && f->gen_max == 9);
	CHECK_STR(r.v[1]->rule, "own-rule");
	char *t = render(&r, PV_TEXT, "x");
	CHECK_STR(t, "own.xml:1:2: warning: message arg [own-rule]\n"
		     "    key: value\n"
		     "    witness: 0xabcd\n"
		     "    gens: #root 2..9\n"
		     "    related: rel.xml:5:6\n"
		     "own.xml: note: second [own-rule]\n"
		     "0 errors, 1 warnings, 0 unknown, 1 notes\n");
	free(t);
	pv_set_witness(r.v[0], NULL); /* clears */
	CHECK(r.v[0]->witness == NULL);
	pv_report_free(&r);
}

/* ------------------------------------------------------------------ */
/* many findings, determinism                                          */
/* ------------------------------------------------------------------ */

static void test_many_and_determinism(void)
{
	static const char *const rules[] = {"r-c", "r-a", "r-b"};
	pv_report r;
	pv_report_init(&r);
	for (int i = 0; i < 200; i++) {
		pv_finding *f = pv_add(&r, (pv_kind)(i % 4), rules[i % 3],
				       L(i % 2 ? "odd.xml" : "even.xml", i + 1, i % 5),
				       "finding %d", i);
		for (int k = 0; k < i % 4; k++)
			pv_add_line(f, "line", "%d.%d", i, k);
		if (i % 7 == 0)
			pv_set_witness(f, "0xdeadbeef");
		if (i % 11 == 0)
			pv_set_gens(f, "#instruction", (uint32_t)i, (uint32_t)i + 100);
		if (i % 13 == 0)
			pv_set_related(f, L("rel.xml", i, 1));
	}
	CHECK_INT(r.n, 200);
	CHECK_INT(r.nerrors, 50);
	CHECK_INT(r.nunknown, 50);
	CHECK_INT(r.v[199]->nlines, 3);

	for (int fmt = PV_TEXT; fmt <= PV_SARIF; fmt++) {
		char *a = render(&r, (pv_format)fmt, "isa.xml");
		char *b = render(&r, (pv_format)fmt, "isa.xml");
		CHECK(strlen(a) > 1000 && strcmp(a, b) == 0);
		if (fmt != PV_TEXT)
			CHECK(json_valid(a));
		free(a);
		free(b);
	}

	char *s = render(&r, PV_SARIF, "isa.xml");
	const char *c = strstr(s, "\"id\": \"r-c\""), *a = strstr(s, "\"id\": \"r-a\"");
	const char *b = strstr(s, "\"id\": \"r-b\"");
	CHECK(c && a && b && c < a && a < b);
	CHECK_INT(count(s, "\"ruleIndex\": 0,"), 67);
	CHECK_INT(count(s, "\"ruleIndex\": 2,"), 66);
	CHECK_INT(count(s, "\"relatedLocations\""), 16);
	free(s);

	char *t = render(&r, PV_TEXT, "isa.xml");
	CHECK(contains(t, "\nodd.xml:200:4: warning: unknown: finding 199 [r-a]\n"
			  "    line: 199.0\n    line: 199.1\n    line: 199.2\n"
			  "50 errors, 50 warnings, 50 unknown, 50 notes\n"));
	CHECK(contains(t, "even.xml:1:1: error: finding 0 [r-c]\n"
			  "    witness: 0xdeadbeef\n"
			  "    gens: #instruction 0..100\n"
			  "    related: rel.xml\n"));
	free(t);
	pv_report_free(&r);
}

int main(void)
{
	test_empty();
	test_counters();
	test_small();
	test_escaping();
	test_locations();
	test_ownership();
	test_many_and_determinism();
	return check_summary();
}
