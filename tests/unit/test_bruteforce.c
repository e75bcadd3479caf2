/*
 * tests/unit/test_bruteforce.c - `isaproof check` against exhaustive
 * decoding, on random 16-bit isaspec descriptions.
 *
 * Each of NDESC seeds writes a description: operand roots nested two deep
 * (#instruction -> #op -> #in), enums with random holes at both levels,
 * an #op leaf that leaves some operand encodings unmatched, leaves with
 * random gen ranges, and 5..8 instructions that print their #op field
 * plainly, never for one value (an override with its own display), only
 * when another field is small, as a uint (an override on the field), or
 * only from some gen on (ISA_GPU_ID()).  Each instruction passes the
 * operand a param MODE: an enum bit field, a derived enum field, or a
 * uint.  Operand leaves print MODE or not, some of them only at some gens
 * (an override that hides it below a gen, from a gen on, or in a window
 * of gens), and #op's leaf o hands MODE on to its own #in operand, whose
 * leaf may print it too.  Then pv_check's claims are held
 * against the interpreter decoding all 65,536 words at one gen of every
 * class (gen bounds and conditions are 0, 2 and 4, so gens 0, 2 and 4
 * stand for all):
 *   - undocumented-enum-value / undocumented-operand: the field
 *     definitions reported are exactly those some word prints with a
 *     value the enum does not list / bits no leaf of the root matches
 *     (the interpreter's isa_decode_opts.field_cb tells what is printed),
 *     and each witness prints one of them;
 *   - unused-encoding: the count is the number of words of the root no
 *     leaf matches at the interval's first gen; disjoint: no word there
 *     matches two leaves;
 *   - nothing the solver asks is unknown (roundtrip-text-field's unknowns
 *     are its search's, not the solver's, and not held to this).
 * Any difference is printed with the seed and the description.
 */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"
#include "solver/prove.h"
#include "tests/rng.h"

#include "check.h"

#define NDESC 100
#define MAXL 512 /* line numbers of field definitions */
#define MAXSCANS 64 /* (root, gen) pairs findings ask about */

static int pick(int n) { return (int)(rnd() % (uint64_t)n); }

static void gen_elem(isa_buf *b)
{
	static const char *const mins[] = {"0", "2", "4"};
	static const char *const maxs[] = {"1", "3", NULL};
	if (pick(2))
		return;
	int lo = pick(3), hi = pick(3);
	if (hi < 2 && hi < lo)
		hi = 2;
	if (maxs[hi])
		isa_buf_printf(b, "\t<gen min=\"%s\" max=\"%s\"/>\n", mins[lo], maxs[hi]);
	else
		isa_buf_printf(b, "\t<gen min=\"%s\"/>\n", mins[lo]);
}

static void enum_elem(isa_buf *b, const char *name, int nvals)
{
	isa_buf_printf(b, "<enum name=\"%s\">\n", name);
	int first = pick(nvals);
	for (int v = 0; v < nvals; v++)
		if (v == first || pick(4))
			isa_buf_printf(b, "\t<value val=\"%d\" display=\".v%d\"/>\n", v, v);
	isa_buf_printf(b, "</enum>\n");
}

/* An override that hides what a display prints, taken only at some gens
 * (below 2 or 4, from 2 or 4 on, or in the window 2..3), or nothing. */
static void gen_hiding(isa_buf *b, const char *shown)
{
	static const char *const conds[] = {
		"ISA_GPU_ID() &lt; 2", "ISA_GPU_ID() &lt; 4", "ISA_GPU_ID() &gt;= 2",
		"ISA_GPU_ID() &gt;= 4", "ISA_GPU_ID() &gt;= 2 &amp;&amp; ISA_GPU_ID() &lt; 4"};
	if (pick(2))
		return;
	isa_buf_printf(b, "\t<override>\n\t\t<expr>%s</expr>\n"
			  "\t\t<display>\n\t\t\t%s\n\t\t</display>\n\t</override>\n",
		       conds[pick(5)], shown);
}

/* An operand leaf's display: `plain`, or `plain` and the param MODE
 * (maybe hidden at some gens). */
static void op_display(isa_buf *b, const char *plain, const char *with_mode)
{
	if (pick(3)) {
		gen_hiding(b, plain);
		isa_buf_printf(b, "\t<display>\n\t\t%s\n\t</display>\n", with_mode);
	} else {
		isa_buf_printf(b, "\t<display>\n\t\t%s\n\t</display>\n", plain);
	}
}

static void describe(isa_buf *b)
{
	isa_buf_printf(b, "<isa>\n");
	enum_elem(b, "#e1", 8);
	enum_elem(b, "#e2", 4);
	enum_elem(b, "#e3", 4);
	isa_buf_printf(b, "<bitset name=\"#in\" size=\"2\">\n</bitset>\n");
	isa_buf_printf(b, "<bitset name=\"n\" extends=\"#in\">\n");
	gen_elem(b);
	op_display(b, "n{K}", "n{K}:{MODE}");
	isa_buf_printf(b, "\t<field name=\"K\" low=\"0\" high=\"1\" type=\"#e2\"/>\n</bitset>\n");
	isa_buf_printf(b, "<bitset name=\"#op\" size=\"4\">\n</bitset>\n");
	isa_buf_printf(b, "<bitset name=\"o\" extends=\"#op\">\n");
	gen_elem(b);
	op_display(b, "({IN})", "({IN}){MODE}");
	isa_buf_printf(b, "\t<pattern low=\"2\" high=\"3\">00</pattern>\n");
	/* MODE handed on again, to the operand's own operand */
	isa_buf_printf(b, "\t<field name=\"IN\" low=\"0\" high=\"1\" type=\"#in\">\n"
			  "\t\t<param name=\"MODE\"/>\n\t</field>\n</bitset>\n");
	isa_buf_printf(b, "<bitset name=\"e\" extends=\"#op\">\n");
	gen_elem(b);
	op_display(b, "e{M}", "e{M}.{MODE}");
	isa_buf_printf(b, "\t<pattern pos=\"3\">1</pattern>\n");
	isa_buf_printf(b, "\t<field name=\"M\" low=\"0\" high=\"2\" type=\"#e1\"/>\n</bitset>\n");
	isa_buf_printf(b, "<bitset name=\"z\" extends=\"#op\">\n");
	gen_elem(b);
	op_display(b, "z", "z{MODE}");
	isa_buf_printf(b, "\t<pattern low=\"0\" high=\"3\">01%d%d</pattern>\n</bitset>\n", pick(2), pick(2));
	isa_buf_printf(b, "<bitset name=\"#instruction\" size=\"16\">\n</bitset>\n");
	int ni = 5 + pick(4);
	for (int i = 0; i < ni; i++) {
		isa_buf_printf(b, "<bitset name=\"i%d\" extends=\"#instruction\">\n", i);
		gen_elem(b);
		const char *dflt = "{NAME} {SRC} {SEL}";
		switch (pick(5)) {
		case 0:
			break;
		case 1: /* one value of SRC hides the operand */
			isa_buf_printf(b, "\t<override>\n\t\t<expr>{SRC} == %d</expr>\n"
					  "\t\t<display>\n\t\t\t{NAME} -\n\t\t</display>\n\t</override>\n",
				       pick(16));
			break;
		case 2: /* printed only while SEL is small */
			isa_buf_printf(b, "\t<override>\n\t\t<expr>{SEL} &lt; %d</expr>\n"
					  "\t\t<display>\n\t\t\t{NAME} {SRC} {SEL}\n\t\t</display>\n"
					  "\t</override>\n",
				       pick(16));
			dflt = "{NAME} {SEL}";
			break;
		case 3: /* an override on the field: a uint for one value */
			isa_buf_printf(b, "\t<override>\n\t\t<expr>{SRC} == %d</expr>\n"
					  "\t\t<field name=\"SRC\" low=\"0\" high=\"3\" type=\"uint\"/>\n"
					  "\t</override>\n",
				       pick(16));
			break;
		default: /* printed only from a gen on */
			isa_buf_printf(b, "\t<override>\n\t\t<expr>ISA_GPU_ID() &gt;= %d</expr>\n"
					  "\t\t<display>\n\t\t\t{NAME} {SRC} {SEL}\n\t\t</display>\n"
					  "\t</override>\n",
				       pick(2) ? 2 : 4);
			dflt = "{NAME} {SEL}";
			break;
		}
		isa_buf_printf(b, "\t<display>\n\t\t%s\n\t</display>\n", dflt);
		isa_buf_printf(b, "\t<pattern low=\"10\" high=\"15\">");
		for (int k = 5; k >= 0; k--)
			isa_buf_printf(b, "%d", (i + 1) >> k & 1);
		isa_buf_printf(b, "</pattern>\n");
		isa_buf_printf(b, "\t<field name=\"SEL\" low=\"6\" high=\"9\" type=\"uint\"/>\n");
		/* what the operand prints as MODE: an enum bit field, a derived
		 * enum, or a uint (a context with no gap to find) */
		const char *mode = "E";
		switch (pick(3)) {
		case 0:
			isa_buf_printf(b, "\t<field name=\"E\" low=\"4\" high=\"5\" type=\"#e3\"/>\n");
			break;
		case 1:
			isa_buf_printf(b, "\t<field name=\"X\" low=\"4\" high=\"5\" type=\"uint\"/>\n"
					  "\t<derived name=\"E\" type=\"#e3\">\n"
					  "\t\t<expr>{X} ^ %d</expr>\n\t</derived>\n",
				       pick(4));
			break;
		default:
			isa_buf_printf(b, "\t<field name=\"U\" low=\"4\" high=\"5\" type=\"uint\"/>\n");
			mode = "U";
			break;
		}
		isa_buf_printf(b, "\t<field name=\"SRC\" low=\"0\" high=\"3\" type=\"#op\">\n"
				  "\t\t<param name=\"%s\" as=\"MODE\"/>\n\t</field>\n", mode);
		isa_buf_printf(b, "</bitset>\n");
	}
	isa_buf_printf(b, "</isa>\n");
}

/* ---- the oracle ---------------------------------------------------------- */

typedef struct oracle {
	const isa *m;
	uint32_t gen;
	bool enum_gap[MAXL], op_gap[MAXL]; /* by the definition's line */
	/* the definitions one word printed with a gap (a witness check) */
	bool hit[MAXL];
} oracle;

static bool unmatched(const isa *m, const isa_field *f, uint64_t val, uint32_t gen)
{
	const isa_root *r = isa_root_of(m, f->root);
	const isa_bitset *conflict[2];
	isa_bits w = isa_bits_from_u64(val & (((uint64_t)1 << f->root->size) - 1));
	return r && !isa_match(m, r, &w, gen, conflict) && !conflict[0];
}

static void on_field(void *ctx, const isa_bitset *by, const isa_field *f, uint64_t val)
{
	oracle *o = ctx;
	(void)by;
	int line = f->loc.line;
	if (line <= 0 || line >= MAXL)
		return;
	if (f->kind == TY_ENUM) {
		for (int i = 0; i < f->enm->nvalues; i++)
			if (f->enm->values[i].val == val)
				return;
		o->enum_gap[line] = o->hit[line] = true;
	} else if (f->kind == TY_BITSET && unmatched(o->m, f, val, o->gen)) {
		o->op_gap[line] = o->hit[line] = true;
	}
}

static void decode_all(const isa *m, oracle *o, uint32_t gen)
{
	isa_decode_opts d = {.gen = gen, .show_errors = true, .field_cb = on_field, .field_ctx = o};
	isa_buf out;
	isa_buf_init(&out);
	o->gen = gen;
	for (uint32_t w = 0; w < 65536; w++) {
		isa_bits b = isa_bits_from_u64(w);
		out.len = 0;
		isa_decode(m, &b, &d, &out);
	}
	isa_buf_free(&out);
}

/* ---- one description -------------------------------------------------------- */

static int discrepancies;
static int nenum, nop; /* field definitions with a gap the words show */
static int nclaims;     /* findings held against the words */

static void differ(int seed, const char *what, const isa_buf *xml)
{
	discrepancies++;
	printf("seed %d: %s\n", seed, what);
	if (discrepancies <= 2)
		printf("%s", xml->s);
}

/* How many words of a root match no leaf (none) or two (both) at a gen:
 * one pass per root and gen, however many findings ask.  NULL when done[]
 * (MAXSCANS) is full. */
typedef struct scan {
	const isa_root *root;
	uint32_t gen;
	unsigned long long none, both;
} scan;

static const scan *scan_root(const isa *m, const isa_root *root, uint32_t gen, scan *done, int *ndone)
{
	for (int i = 0; i < *ndone; i++)
		if (done[i].root == root && done[i].gen == gen)
			return &done[i];
	if (*ndone == MAXSCANS)
		return NULL;
	scan *s = &done[(*ndone)++];
	*s = (scan){root, gen, 0, 0};
	for (uint64_t v = 0; v < ((uint64_t)1 << root->root->size); v++) {
		isa_bits b = isa_bits_from_u64(v);
		const isa_bitset *conflict[2];
		if (!isa_match(m, root, &b, gen, conflict))
			conflict[0] ? s->both++ : s->none++;
	}
	return s;
}

static const isa_root *root_named(const isa *m, const char *name)
{
	for (int i = 0; name && i < m->nroots; i++)
		if (!strcmp(m->roots[i].root->name, name))
			return &m->roots[i];
	return NULL;
}

/* Seeds are base + 0 .. n-1: ISAPROOF_BRUTEFORCE_BASE and _N pick another
 * or a larger set for a longer campaign by hand (the test's own set is
 * base 15000, NDESC descriptions). */
static uint64_t seed_base = UINT64_C(0x15) * 1000;

static void one(int seed)
{
	rng_state = seed_base + (uint64_t)seed;
	isa_buf xml;
	isa_buf_init(&xml);
	describe(&xml);
	isa_diags d;
	isa_diags_init(&d);
	isa_load_opts lo = {.buffer = xml.s, .buffer_len = xml.len, .no_imports = true};
	isa *m = isa_load("bf.xml", &lo, &d);
	CHECK_STR(d.nerrors ? "errors" : "loads", "loads");
	if (!m || d.nerrors) {
		isa_diags_print(&d, stdout);
		differ(seed, "does not load", &xml);
		isa_free(m);
		isa_diags_free(&d);
		isa_buf_free(&xml);
		return;
	}
	oracle o = {.m = m};
	static const uint32_t gens[] = {0, 2, 4};
	for (int g = 0; g < 3; g++)
		decode_all(m, &o, gens[g]);

	pv_report r;
	pv_report_init(&r);
	pv_opts opts = {.max_cubes = 0};
	pv_check(m, &opts, &r);
	bool enum_claim[MAXL] = {0}, op_claim[MAXL] = {0};
	scan scans[MAXSCANS];
	int nscans = 0;
	char what[256];
	for (int i = 0; i < r.n; i++) {
		const pv_finding *f = r.v[i];
		if (f->kind == PV_UNKNOWN && strcmp(f->rule, "roundtrip-text-field")) {
			snprintf(what, sizeof(what), "unknown: %s", f->message);
			differ(seed, what, &xml);
		}
		bool is_enum = !strcmp(f->rule, "undocumented-enum-value");
		bool is_op = !strcmp(f->rule, "undocumented-operand");
		if (is_enum || is_op) {
			nclaims++;
			bool claim[MAXL] = {0};
			for (int k = 0; k < f->nlines; k++) {
				if (!strcmp(f->lines[k].key, "more"))
					differ(seed, "a gap finding lists too many fields to compare", &xml);
				const char *c = strcmp(f->lines[k].key, "field") ? NULL
									       : strstr(f->lines[k].value, "bf.xml:");
				if (!c)
					continue;
				int line = atoi(c + 7);
				if (line > 0 && line < MAXL)
					claim[line] = (is_enum ? enum_claim : op_claim)[line] = true;
			}
			/* the witness prints one of the definitions it names */
			oracle w = {.m = m};
			isa_bits b;
			uint32_t gen = 0;
			for (int k = 0; k < f->nlines; k++)
				if (!strcmp(f->lines[k].key, "gen"))
					gen = (uint32_t)strtoul(f->lines[k].value, NULL, 10);
			CHECK(f->witness && isa_bits_parse_hex(f->witness, 16, &b));
			isa_decode_opts dd = {.gen = gen, .field_cb = on_field, .field_ctx = &w};
			isa_buf out;
			isa_buf_init(&out);
			w.gen = gen;
			isa_decode(m, &b, &dd, &out);
			isa_buf_free(&out);
			bool shows = false;
			for (int l = 0; l < MAXL; l++)
				shows |= claim[l] && (is_enum ? w.enum_gap[l] : w.op_gap[l]);
			if (!shows) {
				snprintf(what, sizeof(what), "witness %s at gen %u does not print the gap of: %s",
					 f->witness ? f->witness : "-", gen, f->message);
				differ(seed, what, &xml);
			}
		}
		bool unused = !strcmp(f->rule, "unused-encoding") && f->kind == PV_NOTE;
		bool disjoint = !strcmp(f->rule, "disjoint");
		const isa_root *root = root_named(m, f->root);
		if ((unused || disjoint) && root && f->has_gens) {
			int width = root->root->size;
			const scan *sc = scan_root(m, root, f->gen_min, scans, &nscans);
			if (!sc) { /* the test's own limit: never cut silently */
				differ(seed, "more roots and gens to scan than the test holds", &xml);
				continue;
			}
			unsigned long long none = sc->none, both = sc->both;
			unsigned long long said = 0;
			if (unused && strstr(f->message, "no leaf is active"))
				said = (unsigned long long)1 << width;
			else if (unused)
				said = strtoull(strchr(f->message, ':') + 2, NULL, 10);
			nclaims++;
			if ((unused && said != none) || (disjoint && both)) {
				snprintf(what, sizeof(what), "%s: %llu words match no leaf, %llu two",
					 f->message, none, both);
				differ(seed, what, &xml);
			}
		}
	}
	for (int l = 0; l < MAXL; l++) {
		nenum += o.enum_gap[l];
		nop += o.op_gap[l];
		if (enum_claim[l] != o.enum_gap[l]) {
			snprintf(what, sizeof(what), "enum field at line %d: check says %s, words say %s", l,
				 enum_claim[l] ? "gap" : "none", o.enum_gap[l] ? "gap" : "none");
			differ(seed, what, &xml);
		}
		if (op_claim[l] != o.op_gap[l]) {
			snprintf(what, sizeof(what), "operand field at line %d: check says %s, words say %s",
				 l, op_claim[l] ? "gap" : "none", o.op_gap[l] ? "gap" : "none");
			differ(seed, what, &xml);
		}
	}
	pv_report_free(&r);
	isa_free(m);
	isa_diags_free(&d);
	isa_buf_free(&xml);
}

int main(void)
{
	int ndesc = NDESC;
	const char *base = getenv("ISAPROOF_BRUTEFORCE_BASE"), *n = getenv("ISAPROOF_BRUTEFORCE_N");
	if (base && *base)
		seed_base = strtoull(base, NULL, 10);
	if (n && atoi(n) > 0)
		ndesc = atoi(n);
	for (int seed = 0; seed < ndesc; seed++)
		one(seed);
	CHECK_INT(discrepancies, 0);
	printf("%d descriptions, %d findings held against all words at every gen class: %d enum "
	       "and %d operand field definitions with a printed gap; %d discrepancies\n",
	       ndesc, nclaims, nenum, nop, discrepancies);
	/* the test has teeth only if gaps are there to find */
	CHECK(nenum > ndesc / 2 && nop > ndesc / 2);
	return check_summary();
}
