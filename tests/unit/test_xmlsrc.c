/*
 * tests/unit/test_xmlsrc.c - what the XML readers share (read/xmlsrc.h):
 * columns of elements and attributes from the line table (LF and CRLF
 * texts, lines that do not exist), attributes copied, tested as Mesa's
 * Python does and a missing one reported, libxml2's first complaint as the xml-syntax error, the text
 * of the command line's description, and the root-element sniff that
 * picks a dialect.
 */
#include <string.h>

#include "check.h"
#include "model/isa.h"
#include "read/xmlsrc.h"

/* the first element child of n called name, or NULL */
static xmlNodePtr child(xmlNodePtr n, const char *name)
{
	for (xmlNodePtr c = n ? n->children : NULL; c; c = c->next)
		if (xs_is_elem(c, name))
			return c;
	return NULL;
}

/* The same document with LF and with CRLF line ends: every column and
 * line must come out the same. */
static void test_columns(const char *text)
{
	isa_arena *a = isa_arena_new();
	isa_diags d;
	isa_diags_init(&d);
	xs_src s;
	xs_open(&s, "t.xml", text, strlen(text), a, &d);
	CHECK_INT(s.nlines, 6);
	xmlDocPtr doc = xs_parse(&s);
	CHECK(doc != NULL);
	CHECK_INT(d.n, 0);
	if (!doc) {
		xs_close(&s);
		isa_diags_free(&d);
		isa_arena_free(a);
		return;
	}
	xmlNodePtr root = xmlDocGetRootElement(doc);
	CHECK(xs_is_elem(root, "isa"));
	xmlNodePtr bs = child(root, "bitset"), en = child(root, "enum");
	CHECK(bs != NULL && en != NULL);

	/* line 3 is '  <bitset name="a" size="16">' */
	isa_loc l = xs_loc(&s, bs, NULL);
	CHECK_STR(l.file, "t.xml");
	CHECK_INT(l.line, 3);
	CHECK_INT(l.col, 3);
	CHECK_INT(xs_loc(&s, bs, "name").col, 11);
	CHECK_INT(xs_loc(&s, bs, "size").col, 20);
	/* an attribute not on the line: the element's own column */
	CHECK_INT(xs_loc(&s, bs, "type").col, 3);
	/* line 5 is '  <enum  name="e" x=""/>': "name=" of <bitset> is not searched
	 * on other lines */
	CHECK_INT(xs_loc(&s, en, "name").line, 5);
	CHECK_INT(xs_loc(&s, en, "name").col, 10);

	/* a needle of the next line is not found on this one */
	CHECK_INT(xs_find_col(&s, 2, "<bitset"), 1);
	CHECK_INT(xs_find_col(&s, 4, "</bitset>"), 3);
	/* lines that do not exist */
	CHECK_INT(xs_find_col(&s, 0, "<"), 1);
	CHECK_INT(xs_find_col(&s, -3, "<"), 1);
	CHECK_INT(xs_find_col(&s, 7, "<"), 1);
	CHECK_INT(xs_find_col(&s, 1000000, "<"), 1);
	/* the last line has no line end */
	CHECK_INT(xs_find_col(&s, 6, "isa>"), 3);
	CHECK_INT(xs_find_col(&s, 6, "isa>x"), 1);

	CHECK_STR(xs_attr(&s, bs, "size"), "16");
	CHECK_STR(xs_attr(&s, en, "x"), "");
	CHECK(xs_truthy(bs, "size"));
	CHECK(!xs_truthy(en, "x"));    /* present, empty */
	CHECK(!xs_truthy(bs, "type")); /* absent */
	CHECK(xs_attr(&s, bs, "type") == NULL);
	CHECK_INT(d.n, 0);

	CHECK(xs_need_attr(&s, bs, "type") == NULL);
	CHECK_INT(d.n, 1);
	CHECK_INT(d.nerrors, 1);
	if (d.n == 1) {
		CHECK_STR(d.v[0].rule, "attr-missing");
		CHECK_STR(d.v[0].msg, "<bitset> has no 'type' attribute");
		CHECK_INT(d.v[0].loc.line, 3);
		CHECK_INT(d.v[0].loc.col, 3);
	}
	s.missing_note = " (the script fails)";
	CHECK(xs_need_attr(&s, en, "val") == NULL);
	if (d.n == 2) {
		CHECK_STR(d.v[1].msg, "<enum> has no 'val' attribute (the script fails)");
		CHECK_INT(d.v[1].loc.line, 5);
		CHECK_INT(d.v[1].loc.col, 3);
	}
	CHECK_STR(xs_need_attr(&s, en, "name"), "e");
	CHECK_INT(d.n, 2);

	/* closed: the text is gone, every column is 1, the path stays */
	xs_close(&s);
	CHECK_INT(xs_loc(&s, bs, "size").col, 1);
	CHECK_STR(xs_loc(&s, bs, NULL).file, "t.xml");
	xmlFreeDoc(doc);
	isa_diags_free(&d);
	isa_arena_free(a);
}

static void test_syntax_error(void)
{
	static const char text[] = "<isa>\n  <bitset name=\"a\">\n</isa>\n";
	isa_arena *a = isa_arena_new();
	isa_diags d;
	isa_diags_init(&d);
	xs_src s;
	xs_open(&s, "bad.xml", text, strlen(text), a, &d);
	CHECK(xs_parse(&s) == NULL);
	CHECK_INT(d.nerrors, 1);
	if (d.n == 1) {
		CHECK_STR(d.v[0].rule, "xml-syntax");
		CHECK_STR(d.v[0].loc.file, "bad.xml");
		CHECK_INT(d.v[0].loc.line, 3);
		CHECK(d.v[0].loc.col > 1);
		/* libxml2's message, without its line end */
		size_t n = strlen(d.v[0].msg);
		CHECK(n > 0 && d.v[0].msg[n - 1] != '\n');
	}
	xs_close(&s);
	/* a second parse starts over: its own first error, not the old one */
	static const char empty[] = "";
	xs_open(&s, "empty.xml", empty, 0, a, &d);
	CHECK(xs_parse(&s) == NULL);
	CHECK_INT(d.nerrors, 2);
	if (d.n == 2) {
		CHECK_STR(d.v[1].loc.file, "empty.xml");
		CHECK_INT(d.v[1].loc.line, 1);
	}
	xs_close(&s);
	isa_diags_free(&d);
	isa_arena_free(a);
}

/* The command line's description: the buffer given, an unreadable file,
 * a DTD refused. */
static void test_top_text(void)
{
	isa_diags d;
	isa_diags_init(&d);
	const char *text = NULL;
	size_t len = 0;
	char *owned = (char *)"not touched";
	static const char buf[] = "<isa/>";
	isa_load_opts o = {.buffer = buf, .buffer_len = 6};
	CHECK(xs_top_text("mem.xml", &o, &d, &text, &len, &owned));
	CHECK(text == buf && len == 6 && owned == NULL);
	CHECK_INT(d.n, 0);

	CHECK(!xs_top_text("/nonexistent/isaproof-test.xml", NULL, &d, &text, &len, &owned));
	CHECK(owned == NULL);
	CHECK_INT(d.nerrors, 1);
	if (d.n == 1)
		CHECK_STR(d.v[0].rule, "import-missing");

	static const char dtd[] = "<!DOCTYPE isa [<!ENTITY a \"b\">]>\n<isa/>";
	isa_load_opts od = {.buffer = dtd, .buffer_len = sizeof(dtd) - 1};
	CHECK(!xs_top_text("dtd.xml", &od, &d, &text, &len, &owned));
	CHECK(owned == NULL);
	CHECK_INT(d.nerrors, 2);
	if (d.n == 2)
		CHECK_STR(d.v[1].rule, "xml-doctype");
	isa_diags_free(&d);
}

static bool root_is(const char *text, const char *tag)
{
	return xs_root_is(text, strlen(text), tag);
}

static void test_root_is(void)
{
	CHECK(root_is("<valhall>", "valhall"));
	CHECK(root_is("<valhall/>", "valhall"));
	CHECK(root_is("\r\n\t <bifrost\n>", "bifrost"));
	CHECK(root_is("<?xml version=\"1.0\"?>\n<!-- a <bifrost> -->\n<valhall>", "valhall"));
	CHECK(!root_is("<?xml version=\"1.0\"?>\n<!-- a <bifrost> -->\n<valhall>", "bifrost"));
	CHECK(root_is("<!-- -> --><!DOCTYPE x><bifrost >", "bifrost"));
	CHECK(!root_is("<valhallx>", "valhall"));
	CHECK(!root_is("<valhall", "valhall"));   /* nothing after the name */
	CHECK(!root_is("<isa><valhall>", "valhall"));
	CHECK(!root_is("x<valhall>", "valhall"));
	CHECK(!root_is("<!-- <valhall>", "valhall")); /* comment never closed */
	CHECK(!root_is("", "valhall"));
}

int main(void)
{
	test_columns("<?xml version=\"1.0\"?>\n<isa>\n  <bitset name=\"a\" size=\"16\">\n"
		     "  </bitset>\n  <enum  name=\"e\" x=\"\"/>\n</isa>");
	test_columns("<?xml version=\"1.0\"?>\r\n<isa>\r\n  <bitset name=\"a\" size=\"16\">\r\n"
		     "  </bitset>\r\n  <enum  name=\"e\" x=\"\"/>\r\n</isa>");
	test_syntax_error();
	test_top_text();
	test_root_is();
	return check_summary();
}
