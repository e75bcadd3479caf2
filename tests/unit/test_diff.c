/*
 * test_diff.c - `isaproof diff` against brute force on 16-bit descriptions.
 *
 * For every pair (a description and a mutated copy: a pattern bit
 * flipped, a leaf removed, a gen range moved, an override changed, a
 * field moved; both directions) and several gens, all 65,536 words are
 * decoded with both models (isa_match, isa_field_value, isa_decode) and
 * classified; the counts pv_diff reports must be exactly those, a field
 * difference must be reported exactly when some word shows one, a text
 * difference only when some word shows one, and "identical" exactly
 * when nothing differs.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "model/isa.h"
#include "read/read.h"
#include "solver/prove.h"

typedef struct edit {
	const char *find, *repl; /* repl NULL: cut from find through the next "</bitset>" */
} edit;

typedef struct mutation {
	int base; /* 0 toy16.xml, 1 the .decode below */
	const char *what;
	edit e[3];
} mutation;

static const char dt16[] =
	"%imm8   0:8\n"
	"%simm4  0:s4\n"
	"&ri     rd imm\n"
	"@ri     .... rd:4 ........  &ri imm=%imm8\n"
	"nop     0000 0000 0000 0000\n"
	"addi    0001 .... ........  @ri\n"
	"subi    0010 .... ........  @ri\n"
	"{\n"
	"  clr   0011 rd:4 0000 0000\n"
	"  movi  0011 .... ........  @ri\n"
	"}\n"
	"ld      0100 rd:4 rs:4 off:4\n"
	"st      0101 rs:4 rb:4 off:4\n"
	"br      0110 cond:2 off:s10\n"
	"jr      0111 0000 rs:4 0000\n"
	"halt    1111 1111 1111 1111\n";

static const mutation muts[] = {
	/* toy16.xml: pattern bits flipped */
	{0, "sub's opcode flipped onto or's",
	 {{"name=\"sub\" extends=\"#alu-rr\">\n\t<pattern low=\"10\" high=\"12\">001<",
	   "name=\"sub\" extends=\"#alu-rr\">\n\t<pattern low=\"10\" high=\"12\">011<"}}},
	{0, "sub's opcode flipped onto a free code",
	 {{"name=\"sub\" extends=\"#alu-rr\">\n\t<pattern low=\"10\" high=\"12\">001<",
	   "name=\"sub\" extends=\"#alu-rr\">\n\t<pattern low=\"10\" high=\"12\">111<"}}},
	{0, "ld/st bit 12 flipped (both st)",
	 {{"<pattern pos=\"12\">0</pattern>", "<pattern pos=\"12\">1</pattern>"}}},
	{0, "#alu class bits flipped into the unused 101",
	 {{"<pattern low=\"13\" high=\"15\">001</pattern>", "<pattern low=\"13\" high=\"15\">101</pattern>"}}},
	{0, "#alu-rr bit 9 flipped (collides with #alu-ri)",
	 {{"<pattern pos=\"9\">0</pattern>", "<pattern pos=\"9\">1</pattern>"}}},
	{0, "#reg-gpr bit 3 flipped",
	 {{"<pattern pos=\"3\">0</pattern>", "<pattern pos=\"3\">1</pattern>"}}},
	{0, "movi opcode flipped",
	 {{"name=\"movi\" extends=\"#alu-ri\">\n\t<pattern low=\"10\" high=\"12\">001",
	   "name=\"movi\" extends=\"#alu-ri\">\n\t<pattern low=\"10\" high=\"12\">011"}}},
	{0, "cvt opcode flipped onto ldi",
	 {{"<pattern low=\"11\" high=\"12\">00</pattern>", "<pattern low=\"11\" high=\"12\">01</pattern>"}}},
	/* leaves removed */
	{0, "leaf sub removed", {{"<bitset name=\"sub\" extends", NULL}}},
	{0, "leaf xor removed", {{"<bitset name=\"xor\" extends", NULL}}},
	{0, "leaf ldi removed", {{"<bitset name=\"ldi\" extends", NULL}}},
	{0, "leaf st removed", {{"<bitset name=\"st\" extends", NULL}}},
	{0, "leaf #reg-sp removed", {{"<bitset name=\"#reg-sp\" extends", NULL}}},
	{0, "leaf nop removed", {{"<bitset name=\"nop\" extends", NULL}}},
	/* gen ranges moved */
	{0, "wait from gen 3", {{"name=\"wait\" extends=\"#ctl\">\n\t<gen min=\"2\"/>",
				 "name=\"wait\" extends=\"#ctl\">\n\t<gen min=\"3\"/>"}}},
	{0, "xor from gen 1", {{"<gen min=\"2\"/>\n\t<pattern low=\"10\" high=\"12\">100",
				"<gen min=\"1\"/>\n\t<pattern low=\"10\" high=\"12\">100"}}},
	{0, "mul up to gen 1", {{"<gen max=\"2\"/>", "<gen max=\"1\"/>"}}},
	{0, "mul.wide from gen 6", {{"<gen min=\"3\"/>", "<gen min=\"6\"/>"}}},
	{0, "mul.wide at gens 3..5 only", {{"<gen min=\"3\"/>", "<gen min=\"3\" max=\"5\"/>"}}},
	/* overrides changed */
	{0, "sel's override field IMM one bit narrower",
	 {{"<field name=\"IMM\" low=\"4\" high=\"9\" type=\"int\"/>",
	   "<field name=\"IMM\" low=\"4\" high=\"9\" type=\"uint\"/>"}}},
	{0, "bfe's override expression", {{"<override expr=\"#bfe-all\">", "<override expr=\"#sel-imm\">"}}},
	{0, "sel's override case reads bit 5 as SRC",
	 {{"<field name=\"IMM\" low=\"4\" high=\"9\" type=\"int\"/>",
	   "<field name=\"IMM\" low=\"5\" high=\"9\" type=\"int\"/>\n\t\t<field name=\"X\" pos=\"4\" type=\"uint\"/>"}}},
	/* fields moved */
	{0, "cvt's SAT and NEG swapped",
	 {{"name=\"SAT\" pos=\"7\"", "name=\"SAT\" pos=\"5\""}, {"name=\"NEG\" pos=\"5\"", "name=\"NEG\" pos=\"7\""}}},
	{0, "bfe's LO and HI swapped",
	 {{"name=\"LO\" low=\"8\" high=\"10\"", "name=\"LO\" low=\"5\" high=\"7\""},
	  {"name=\"HI\" low=\"5\" high=\"7\"", "name=\"HI\" low=\"8\" high=\"10\""}}},
	{0, "#reg-gpr NUM display text", {{"type=\"uint\"/>\n", "type=\"hex\"/>\n"}}},
	/* the .decode file (first match, groups) */
	{1, "dt: subi opcode flipped onto addi", {{"subi    0010", "subi    0001"}}},
	{1, "dt: clr removed from its group", {{"  clr   0011 rd:4 0000 0000\n", ""}}},
	{1, "dt: group order swapped", {{"  clr   0011 rd:4 0000 0000\n  movi  0011 .... ........  @ri\n",
					 "  movi  0011 .... ........  @ri\n  clr   0011 rd:4 0000 0000\n"}}},
	{1, "dt: ld's fields moved", {{"ld      0100 rd:4 rs:4 off:4", "ld      0100 rs:4 rd:4 off:4"}}},
	{1, "dt: br offset unsigned", {{"br      0110 cond:2 off:s10", "br      0110 cond:2 off:10"}}},
	{1, "dt: halt bit flipped", {{"halt    1111 1111 1111 1111", "halt    1111 1111 1111 1110"}}},
	{1, "dt: jr renamed", {{"jr      0111", "jmpr    0111"}}},
	{1, "dt: st removed", {{"st      0101 rs:4 rb:4 off:4\n", ""}}},
	{1, "dt: imm format moved", {{"%imm8   0:8", "%imm8   1:7 0:1"}}},
};

static char *read_all(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *s = malloc((size_t)n + 1);
	if (fread(s, 1, (size_t)n, f) != (size_t)n)
		n = 0;
	s[n] = '\0';
	fclose(f);
	return s;
}

/* apply one edit; NULL when find is not there */
static char *apply(const char *text, const edit *e)
{
	const char *p = strstr(text, e->find);
	if (!p)
		return NULL;
	const char *q = p + strlen(e->find);
	const char *repl = e->repl;
	if (!repl) {
		const char *end = strstr(p, "</bitset>");
		if (!end)
			return NULL;
		q = end + strlen("</bitset>");
		repl = "";
	}
	size_t n = strlen(text) - (size_t)(q - p) + strlen(repl) + 1;
	char *s = malloc(n);
	snprintf(s, n, "%.*s%s%s", (int)(p - text), text, repl, q);
	return s;
}

static isa *load(const char *text, int base)
{
	isa_load_opts o;
	memset(&o, 0, sizeof(o));
	o.buffer = text;
	o.buffer_len = strlen(text);
	o.no_imports = true;
	o.insnwidth = 16;
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(base ? "mem16.decode" : "mem16.xml", &o, &d);
	if (d.nerrors) {
		isa_diags_print(&d, stderr);
		isa_free(m);
		m = NULL;
	}
	isa_diags_free(&d);
	return m;
}

static const isa_root *root_named(const isa *m, const char *name)
{
	for (int i = 0; i < m->nroots; i++)
		if (!strcmp(m->roots[i].root->name, name))
			return &m->roots[i];
	return NULL;
}

static bool has_counterpart(const isa_root *other, const char *name)
{
	for (int i = 0; other && i < other->nleaves; i++)
		if (!strcmp(other->leaves[i]->name, name))
			return true;
	return false;
}

/* What brute force finds for a pair, in the direction a -> b.  The
 * classes are symmetric but for only-a/only-b, so one pass serves both
 * directions (flip() turns it round); the field question is asked of
 * each side's own leaf, as diff asks it in each direction. */
typedef struct brute {
	uint64_t count[6];
	bool field_differs, field_differs_rev, text_differs;
} brute;

static brute flip(brute b)
{
	uint64_t t = b.count[1];
	b.count[1] = b.count[2];
	b.count[2] = t;
	bool f = b.field_differs;
	b.field_differs = b.field_differs_rev;
	b.field_differs_rev = f;
	return b;
}

/* The names of the fields in leaf x's chain, each once (cases and
 * parents repeat them; reading a value by name is the costly part). */
enum { MAX_NAMES = 64 };

static int field_names(const isa_bitset *x, const char **names)
{
	int n = 0;
	for (const isa_bitset *s = x; s; s = s->parent)
		for (int c = 0; c < s->ncases; c++)
			for (int i = 0; i < s->cases[c].nfields; i++) {
				const isa_field *f = &s->cases[c].fields[i];
				if (f->kind == TY_ASSERT || (f->name[0] >= '0' && f->name[0] <= '9'))
					continue;
				int k = 0;
				while (k < n && strcmp(names[k], f->name))
					k++;
				if (k < n)
					continue;
				if (n == MAX_NAMES) { /* the test's own limit: never cut silently */
					fprintf(stderr, "%s: more than %d field names\n", x->name, MAX_NAMES);
					abort();
				}
				names[n++] = f->name;
			}
	return n;
}

/* The fields a pair of leaves (one per side) is compared on: the names
 * of both chains, each once, and which chain names each.  Built once per
 * pair of leaves a brute-force pass meets, not once per word. */
typedef struct pair_names {
	const isa_bitset *x, *y;
	int n;
	const char *names[2 * MAX_NAMES];
	bool in_x[2 * MAX_NAMES], in_y[2 * MAX_NAMES];
} pair_names;

typedef struct pair_cache {
	pair_names *v;
	int n, cap;
} pair_cache;

static const pair_names *names_of_pair(pair_cache *c, const isa_bitset *x, const isa_bitset *y)
{
	for (int i = c->n - 1; i >= 0; i--)
		if (c->v[i].x == x && c->v[i].y == y)
			return &c->v[i];
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->v = realloc(c->v, (size_t)c->cap * sizeof(*c->v));
	}
	pair_names *p = &c->v[c->n++];
	const char *nx[MAX_NAMES], *ny[MAX_NAMES];
	int kx = field_names(x, nx), ky = field_names(y, ny);
	p->x = x;
	p->y = y;
	p->n = 0;
	for (int i = 0; i < kx; i++, p->n++) {
		p->names[p->n] = nx[i];
		p->in_x[p->n] = true;
		p->in_y[p->n] = false;
		for (int k = 0; k < ky; k++)
			p->in_y[p->n] |= !strcmp(nx[i], ny[k]);
	}
	for (int k = 0; k < ky; k++) {
		bool seen = false;
		for (int i = 0; i < kx; i++)
			seen |= !strcmp(nx[i], ny[k]);
		if (seen)
			continue;
		p->names[p->n] = ny[k];
		p->in_x[p->n] = false;
		p->in_y[p->n++] = true;
	}
	return p;
}

/* Does some field named in leaf x's chain read differently on the other
 * side (*fwd), and some field named in leaf y's chain (*rev)?  Both
 * questions compare the same two values for a name both chains hold, so
 * each value is read once; a question already answered true is not asked
 * again. */
static void fields_differ(pair_cache *c, const isa *mx, const isa_bitset *x, const isa *my,
			  const isa_bitset *y, const isa_bits *w, uint32_t gen, bool *fwd, bool *rev)
{
	const pair_names *p = names_of_pair(c, x, y);
	for (int i = 0; i < p->n && !(*fwd && *rev); i++) {
		if (!((p->in_x[i] && !*fwd) || (p->in_y[i] && !*rev)))
			continue;
		uint64_t u, v;
		if (isa_field_value(mx, x, w, gen, p->names[i], &u) &&
		    isa_field_value(my, y, w, gen, p->names[i], &v) && u != v) {
			*fwd |= p->in_x[i];
			*rev |= p->in_y[i];
		}
	}
}

/* classify as docs/diff.md says: [1] only-a [2] only-b [3] different
 * [4] unpaired [5] conflict on one side */
static void brute_root(const isa *a, const isa *b, const char *rname, uint32_t gen, brute *out)
{
	const isa_root *ra = root_named(a, rname), *rb = root_named(b, rname);
	if (!ra || !rb)
		return;
	int width = ra->root->size;
	pair_cache pc = {0};
	for (uint32_t v = 0; v < (1u << width); v++) {
		isa_bits w = isa_bits_from_u64(v);
		const isa_bitset *ca[2], *cb[2];
		const isa_bitset *la = isa_match(a, ra, &w, gen, ca);
		const isa_bitset *lb = isa_match(b, rb, &w, gen, cb);
		int cls;
		if (la && lb) {
			if (!strcmp(la->name, lb->name))
				cls = 0;
			else if (!has_counterpart(rb, la->name) || !has_counterpart(ra, lb->name))
				cls = 4;
			else
				cls = 3;
		} else if (la) {
			cls = 1;
		} else if (lb) {
			cls = 2;
		} else {
			cls = (!ca[0]) != (!cb[0]) ? 5 : 0;
		}
		out->count[cls]++;
		/* fields of one name (any case), until one differs each way */
		if (!cls && la)
			fields_differ(&pc, a, la, b, lb, &w, gen, &out->field_differs,
				      &out->field_differs_rev);
	}
	free(pc.v);
}

/* Does some word of #instruction that both sides decode with leaves of
 * one name print differently?  The first such word answers it. */
static bool texts_differ(const isa *a, const isa *b, uint32_t gen)
{
	const isa_root *ra = root_named(a, "#instruction"), *rb = root_named(b, "#instruction");
	if (!ra || !rb || ra != a->instruction)
		return false;
	bool differs = false;
	isa_buf ta, tb;
	isa_buf_init(&ta);
	isa_buf_init(&tb);
	isa_decode_opts o = {.gen = gen, .show_errors = true};
	for (uint32_t v = 0; v < (1u << ra->root->size) && !differs; v++) {
		isa_bits w = isa_bits_from_u64(v);
		const isa_bitset *ca[2], *cb[2];
		const isa_bitset *la = isa_match(a, ra, &w, gen, ca);
		const isa_bitset *lb = isa_match(b, rb, &w, gen, cb);
		if (!la || !lb || strcmp(la->name, lb->name))
			continue;
		ta.len = tb.len = 0;
		isa_decode(a, &w, &o, &ta);
		isa_decode(b, &w, &o, &tb);
		differs = strcmp(ta.s ? ta.s : "", tb.s ? tb.s : "") != 0;
	}
	isa_buf_free(&ta);
	isa_buf_free(&tb);
	return differs;
}

static int count_rule(const pv_report *r, const char *rule)
{
	int n = 0;
	for (int i = 0; i < r->n; i++)
		n += !strcmp(r->v[i]->rule, rule);
	return n;
}

static int pairs_checked;

/* diff a b at gen against bf, brute force's answer for a -> b; *texts is
 * whether some word's text differs, -1 until a direction needs it */
static void check_dir(const isa *a, const isa *b, const char *what, uint32_t gen, brute bf,
		      int *text_state)
{
	pv_diff_opts o = {.has_gen = true, .gen = gen, .max_cubes = 4, .timeout_ms = 20000,
			  .text_samples = 256};
	pv_report r;
	pv_report_init(&r);
	r.max_per_rule = -1;
	pv_diff_result res;
	char err[256];
	CHECK(pv_diff(a, b, &o, &r, &res, err, sizeof(err)));
	bool any = false;
	for (int c = 1; c < 6; c++) {
		char want[32];
		snprintf(want, sizeof(want), "%llu", (unsigned long long)bf.count[c]);
		if (strcmp(want, res.count[c])) {
			fprintf(stderr, "%s @ gen %u: class %d: diff says %s words, brute force %s\n",
				what, (unsigned)gen, c, res.count[c], want);
			CHECK(0);
		}
		any |= bf.count[c] != 0;
	}
	int fields = count_rule(&r, "diff-field"), texts = count_rule(&r, "diff-text");
	/* decoding every word's text is most of the cost: only when diff
	 * claims something about texts (a difference, or a proof) */
	if (texts || res.identical == res.intervals) {
		if (*text_state < 0)
			*text_state = texts_differ(a, b, gen);
		bf.text_differs = *text_state;
	}
	if ((fields > 0) != bf.field_differs) {
		fprintf(stderr, "%s @ gen %u: diff-field findings %d, brute force %s\n", what,
			(unsigned)gen, fields, bf.field_differs ? "differs" : "equal");
		pv_report_print(&r, PV_TEXT, "a", stderr);
		CHECK(0);
	}
	if (texts && !bf.text_differs) {
		fprintf(stderr, "%s @ gen %u: a diff-text finding, but no word's text differs\n", what,
			(unsigned)gen);
		CHECK(0);
	}
	CHECK_INT(count_rule(&r, "internal-witness"), 0);
	CHECK_INT(res.unknown, 0);
	bool differs = any || bf.field_differs || bf.text_differs;
	/* a proof must hold: no word's text differs then */
	if (res.identical == res.intervals && bf.text_differs) {
		fprintf(stderr, "%s @ gen %u: proved identical, but some word's text differs\n", what,
			(unsigned)gen);
		CHECK(0);
	}
	if (!differs && res.identical != res.intervals) {
		fprintf(stderr, "%s @ gen %u: nothing differs, but not proved identical\n", what,
			(unsigned)gen);
		pv_report_print(&r, PV_TEXT, "a", stderr);
		CHECK(0);
	}
	if (any && res.identical == res.intervals) {
		fprintf(stderr, "%s @ gen %u: words differ, but reported identical\n", what, (unsigned)gen);
		CHECK(0);
	}
	pv_report_free(&r);
	pairs_checked++;
}

/* Both directions of a pair at gen, on one brute-force pass over the
 * words (the pass is most of the cost, under ASan by far). */
static void check_pair(const isa *a, const isa *b, const char *what, uint32_t gen)
{
	const char *roots[] = {"#instruction", "#reg"};
	brute bf;
	memset(&bf, 0, sizeof(bf));
	for (int i = 0; i < 2; i++)
		brute_root(a, b, roots[i], gen, &bf);
	int text_state = -1;
	check_dir(a, b, what, gen, bf, &text_state);
	check_dir(b, a, what, gen, flip(bf), &text_state);
}

int main(void)
{
	char *toy = read_all(ISAPROOF_SOURCE_DIR "/isa/toy16.xml");
	CHECK(toy != NULL);
	const char *bases[2] = {toy, dt16};
	const uint32_t gens[2][5] = {{0, 1, 2, 3, 6}, {0}};
	const int ngens[2] = {5, 1};
	int nmut = (int)(sizeof(muts) / sizeof(muts[0]));
	/* every base with itself: identical */
	for (int b = 0; b < 2; b++) {
		isa *x = load(bases[b], b), *y = load(bases[b], b);
		CHECK(x && y);
		for (int g = 0; g < ngens[b]; g++)
			check_pair(x, y, b ? "dt16 itself" : "toy16 itself", gens[b][g]);
		isa_free(x);
		isa_free(y);
	}
	int distinct = 0;
	for (int i = 0; i < nmut; i++) {
		const mutation *mu = &muts[i];
		char *text = strdup(bases[mu->base]);
		for (int e = 0; e < 3 && mu->e[e].find; e++) {
			char *t = apply(text, &mu->e[e]);
			if (!t) {
				fprintf(stderr, "mutation '%s': edit %d does not apply\n", mu->what, e);
				CHECK(0);
				t = strdup(text);
			}
			free(text);
			text = t;
		}
		isa *a = load(bases[mu->base], mu->base), *b = load(text, mu->base);
		if (!b)
			fprintf(stderr, "mutation '%s' does not load\n", mu->what);
		CHECK(a && b);
		if (a && b) {
			for (int g = 0; g < ngens[mu->base]; g++)
				check_pair(a, b, mu->what, gens[mu->base][g]);
			distinct++;
		}
		isa_free(a);
		isa_free(b);
		free(text);
	}
	CHECK(distinct >= 30);
	printf("%d description pairs (%d mutations, both directions), %d comparisons at a gen, "
	       "each against all 65536 words\n",
	       distinct * 2, distinct, pairs_checked);
	free(toy);
	CHECK_STR("", "");
	return check_summary();
}
