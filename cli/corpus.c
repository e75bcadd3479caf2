/*
 * cli/corpus.c - `isaproof corpus ISA.xml -o DIR`: seed corpora for the
 * per-ISA fuzz harnesses (fuzz/), and a libFuzzer dictionary.
 *
 * Seeds are in the harnesses' input layout (fuzz/fz.h: gen as a
 * little-endian uint32, a flags byte, then words as little-endian 32-bit
 * dwords) and named by the SHA-1 of their content, as libFuzzer names
 * corpus files, so rerunning never duplicates one.  What they hold:
 *   - Z3 samples (solver/sample.c): per #instruction leaf and gen
 *     interval a word that decodes as it, one per override case of its
 *     chain, one selecting no override; per operand leaf a word whose
 *     operand field holds it.  Each is decoded again by the interpreter
 *     before it counts as reached;
 *   - boundary values: each leaf sample with every field all-zero,
 *     all-one, and for signed fields the minimum and maximum;
 *   - per gen interval, the leaf samples as programs (branch labels on).
 * DIR/NAME.dict holds every leaf's match bits as a word in the same
 * layout, and the first gen of every interval.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "model/isa.h"
#include "solver/prove.h"
#include "cli/cli.h"

static const char usage_corpus[] =
	"usage: isaproof corpus ISA.xml -o DIR [--timeout-ms N] [--quiet]\n"
	"\n"
	"Writes fuzzing seeds for the per-ISA harnesses (fuzz/README.md) into DIR,\n"
	"each named by the SHA-1 of its content: for every leaf, every override\n"
	"case and every gen interval a word Z3 finds that reaches it (checked\n"
	"again by the interpreter), boundary values of every field (all-zero,\n"
	"all-one, signed minimum and maximum), and per gen interval the leaves as\n"
	"a program.  DIR/NAME.dict is a libFuzzer dictionary of the leaves' match\n"
	"values and the intervals' first gens.  Cases no word reaches are listed.\n"
	"\n"
	"  -o DIR           where to write (created if missing)\n"
	"  --timeout-ms N   per solver query (default 10000; a timeout is listed\n"
	"                   as undecided)\n"
	"  --quiet          print only the cases not reached\n"
	"Exit status: 0 every case reached, 1 some case unreachable or undecided\n"
	"(the seeds are written all the same), 2 bad input or usage.\n";

/* ---- SHA-1 (FIPS 180-4), for file names ------------------------------- */

/* Written here because no library isaproof may depend on offers it: the
 * build uses only libc, libxml2 and Z3 (the Debian packages of
 * scripts/deps.sh), and none of them exports a SHA-1 (glibc has none,
 * libxml2's hashing is for its own tables, Z3 has none); OpenSSL's or
 * nettle's would add a dependency for 80 lines.  The names must be SHA-1,
 * as libFuzzer names corpus files, so a rerun and libFuzzer agree.
 * (Argument parsing, by contrast, is getopt_long: cli/common.c.) */

typedef struct sha1 {
	uint32_t h[5];
	uint64_t len; /* bytes */
	uint8_t buf[64];
	size_t nbuf;
} sha1;

static uint32_t rol(uint32_t x, int n) { return x << n | x >> (32 - n); }

static void sha1_block(sha1 *s, const uint8_t *p)
{
	uint32_t w[80];
	for (int i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		       (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
	for (int i = 16; i < 80; i++)
		w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
	uint32_t a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3], e = s->h[4];
	for (int i = 0; i < 80; i++) {
		uint32_t f, k;
		if (i < 20) {
			f = (b & c) | (~b & d);
			k = 0x5a827999;
		} else if (i < 40) {
			f = b ^ c ^ d;
			k = 0x6ed9eba1;
		} else if (i < 60) {
			f = (b & c) | (b & d) | (c & d);
			k = 0x8f1bbcdc;
		} else {
			f = b ^ c ^ d;
			k = 0xca62c1d6;
		}
		uint32_t t = rol(a, 5) + f + e + k + w[i];
		e = d;
		d = c;
		c = rol(b, 30);
		b = a;
		a = t;
	}
	s->h[0] += a;
	s->h[1] += b;
	s->h[2] += c;
	s->h[3] += d;
	s->h[4] += e;
}

static void sha1_init(sha1 *s)
{
	static const uint32_t h0[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
	memcpy(s->h, h0, sizeof(h0));
	s->len = 0;
	s->nbuf = 0;
}

static void sha1_update(sha1 *s, const uint8_t *p, size_t n)
{
	s->len += n;
	while (n) {
		size_t take = 64 - s->nbuf < n ? 64 - s->nbuf : n;
		memcpy(s->buf + s->nbuf, p, take);
		s->nbuf += take;
		p += take;
		n -= take;
		if (s->nbuf == 64) {
			sha1_block(s, s->buf);
			s->nbuf = 0;
		}
	}
}

/* 40 lowercase hex digits + NUL into hex */
static void sha1_hex(const uint8_t *p, size_t n, char hex[41])
{
	sha1 s;
	sha1_init(&s);
	sha1_update(&s, p, n);
	uint64_t bits = s.len * 8;
	uint8_t pad = 0x80;
	sha1_update(&s, &pad, 1);
	pad = 0;
	while (s.nbuf != 56)
		sha1_update(&s, &pad, 1);
	uint8_t lenb[8];
	for (int i = 0; i < 8; i++)
		lenb[i] = (uint8_t)(bits >> (56 - 8 * i));
	sha1_update(&s, lenb, 8);
	for (int i = 0; i < 5; i++)
		snprintf(hex + 8 * i, 9, "%08" PRIx32, s.h[i]);
}

/* ---- seeds --------------------------------------------------------------- */

/* the harness input layout (fuzz/fz.h) */
#define SEED_SHOW_ERRORS 0x01u
#define SEED_PROGRAM 0x02u
#define SEED_CUSTOM 0x04u
#define SEED_MAX_WORDS 64

typedef struct seeder {
	const isa *m;
	const char *dir;
	int wbytes; /* bytes per word */
	int written, existing;
	bool failed;
} seeder;

static void put_word(const seeder *sd, const isa_bits *w, uint8_t *p)
{
	for (int k = 0; k < sd->wbytes / 4; k++) {
		uint32_t dw = (uint32_t)(w->w[k / 2] >> (32 * (k % 2)));
		for (int i = 0; i < 4; i++)
			p[4 * k + i] = (uint8_t)(dw >> (8 * i));
	}
}

/* Write one seed of n words (skipped when a file of that name exists). */
static void write_seed(seeder *sd, uint32_t gen, unsigned flags, const isa_bits *w, int n)
{
	size_t size = 5 + (size_t)n * (size_t)sd->wbytes;
	uint8_t *buf = calloc(size, 1);
	if (!buf)
		abort();
	for (int i = 0; i < 4; i++)
		buf[i] = (uint8_t)(gen >> (8 * i));
	buf[4] = (uint8_t)flags;
	for (int i = 0; i < n; i++)
		put_word(sd, &w[i], buf + 5 + (size_t)i * (size_t)sd->wbytes);
	char hex[41], path[4096];
	sha1_hex(buf, size, hex);
	snprintf(path, sizeof(path), "%s/%s", sd->dir, hex);
	struct stat st;
	if (stat(path, &st) == 0) {
		sd->existing++;
	} else {
		char err[512];
		if (!isa_write_file(path, buf, size, err, sizeof(err))) {
			if (!sd->failed)
				fprintf(stderr, "%s: corpus: %s\n", progname, err);
			sd->failed = true;
		} else {
			sd->written++;
		}
	}
	free(buf);
}

static bool signed_kind(isa_type_kind k)
{
	return k == TY_INT || k == TY_OFFSET || k == TY_BRANCH;
}

/* The word with field f's bits set to v (the low bits of v). */
static isa_bits with_field(const isa_bits *w, const isa_field *f, uint64_t v, bool ones)
{
	isa_bits r = *w, val;
	isa_bits_zero(&val);
	if (ones)
		val = isa_bits_range(0, f->high - f->low);
	else
		val.w[0] = v;
	isa_bits_insert(&r, f->low, f->high, &val);
	return r;
}

/* Every field of the leaf's chain at its boundary values. */
static void boundary_seeds(seeder *sd, const pv_sample *x)
{
	for (const isa_bitset *b = x->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->derived || f->kind == TY_ASSERT || f->high >= x->leaf->root->size)
					continue;
				int width = f->high - f->low + 1;
				isa_bits v[4];
				int n = 0;
				v[n++] = with_field(&x->word, f, 0, false);
				v[n++] = with_field(&x->word, f, 0, true);
				if (signed_kind(f->kind) && width >= 2 && width <= 64) {
					uint64_t min = UINT64_C(1) << (width - 1);
					v[n++] = with_field(&x->word, f, min, false);
					v[n++] = with_field(&x->word, f, min - 1, false);
				}
				for (int k = 0; k < n; k++)
					write_seed(sd, x->gen, SEED_SHOW_ERRORS | SEED_CUSTOM, &v[k], 1);
			}
}

/* ---- checking a sample with the interpreter ------------------------------ */

static bool sample_holds(const isa *m, const pv_sample *x)
{
	if (x->verdict != PV_PROVED)
		return false;
	const isa_bitset *got = isa_match(m, m->instruction, &x->word, x->gen, NULL);
	if (got != x->leaf)
		return false;
	switch (x->kind) {
	case PV_SAMPLE_LEAF:
		return true;
	case PV_SAMPLE_CASE:
		return isa_case_selected(m, x->leaf, &x->word, x->gen, x->c);
	case PV_SAMPLE_DEFAULT:
		for (const isa_bitset *b = x->leaf; b; b = b->parent)
			for (int c = 0; c < b->ncases; c++)
				if (b->cases[c].expr &&
				    isa_case_selected(m, x->leaf, &x->word, x->gen, &b->cases[c]))
					return false;
		return true;
	case PV_SAMPLE_OPERAND: {
		const isa_root *r = isa_root_of(m, x->operand->root);
		isa_bits bits = isa_bits_extract(&x->word, x->via->low, x->via->high);
		return r && isa_match(m, r, &bits, x->gen, NULL) == x->operand;
	}
	}
	return false;
}

static void describe(const pv_sample *x, char *buf, size_t len)
{
	switch (x->kind) {
	case PV_SAMPLE_LEAF:
		snprintf(buf, len, "leaf %s gens %" PRIu32 "..%" PRIu32, x->leaf->name, x->gen_lo, x->gen_hi);
		break;
	case PV_SAMPLE_CASE:
		snprintf(buf, len, "case %s gens %" PRIu32 "..%" PRIu32 " %s:%d (%s)", x->leaf->name,
			 x->gen_lo, x->gen_hi, x->c->loc.file ? x->c->loc.file : "?", x->c->loc.line,
			 x->c->expr->text);
		break;
	case PV_SAMPLE_DEFAULT:
		snprintf(buf, len, "default %s gens %" PRIu32 "..%" PRIu32, x->leaf->name, x->gen_lo,
			 x->gen_hi);
		break;
	case PV_SAMPLE_OPERAND:
		snprintf(buf, len, "operand %s (root %s)%s", x->operand->name, x->operand->root->name,
			 x->tries ? "" : ": no #instruction field has this type (nested operands are not sampled)");
		break;
	}
}

/* ---- the dictionary -------------------------------------------------------- */

static void dict_entry(FILE *f, const char *kind, const char *name, const uint8_t *p, int n)
{
	fprintf(f, "%s_", kind);
	for (const char *s = name; *s; s++)
		fputc((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')
			      ? *s
			      : '_',
		      f);
	fputs("=\"", f);
	for (int i = 0; i < n; i++)
		fprintf(f, "\\x%02x", p[i]);
	fputs("\"\n", f);
}

static bool write_dict(const seeder *sd, const char *path, const pv_sample *v, int n, char *err,
		       size_t errlen)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	fprintf(f, "# libFuzzer dictionary for %s, written by isaproof corpus:\n"
		   "# every leaf's match bits as one word (fuzz/fz.h layout), and the\n"
		   "# first gen of every gen interval as a little-endian uint32\n",
		sd->m->path);
	const isa_root *r = sd->m->instruction;
	for (int i = 0; r && i < r->nleaves; i++) {
		const isa_bitset *b = r->leaves[i];
		isa_bits fixed, w;
		isa_bits_andnot(&fixed, &b->lmask, &b->ldontcare);
		isa_bits_and(&w, &b->lmatch, &fixed);
		uint8_t buf[ISA_MAX_BITS / 8];
		put_word(sd, &w, buf);
		dict_entry(f, "leaf", b->name, buf, sd->wbytes);
	}
	for (int i = 0; i < n; i++) {
		if (v[i].kind != PV_SAMPLE_LEAF || !v[i].gen_lo)
			continue;
		bool dup = false;
		for (int j = 0; j < i && !dup; j++)
			dup = v[j].kind == PV_SAMPLE_LEAF && v[j].gen_lo == v[i].gen_lo;
		if (dup)
			continue;
		uint8_t g[4];
		for (int k = 0; k < 4; k++)
			g[k] = (uint8_t)(v[i].gen_lo >> (8 * k));
		char name[16];
		snprintf(name, sizeof(name), "%" PRIu32, v[i].gen_lo);
		dict_entry(f, "gen", name, g, 4);
	}
	fclose(f);
	bool ok = isa_write_file(path, text, len, err, errlen);
	free(text);
	return ok;
}

/* ---- the command ------------------------------------------------------------ */

/* "dir/toy16.xml" -> "toy16" */
static void base_name(const char *path, char *out, size_t len)
{
	const char *b = strrchr(path, '/');
	b = b ? b + 1 : path;
	size_t n = strcspn(b, ".");
	if (n == 0)
		n = strlen(b);
	snprintf(out, len, "%.*s", (int)n, b);
}

/* per gen interval, the leaf samples as programs of up to 64 words */
static void program_seeds(seeder *sd, const pv_sample *v, int n)
{
	isa_bits words[SEED_MAX_WORDS];
	for (int i = 0; i < n; i++) {
		if (v[i].kind != PV_SAMPLE_LEAF)
			continue;
		bool first = true;
		for (int j = 0; j < i && first; j++)
			first = !(v[j].kind == PV_SAMPLE_LEAF && v[j].gen_lo == v[i].gen_lo);
		if (!first)
			continue;
		int nw = 0;
		for (int j = i; j < n; j++) {
			if (v[j].kind != PV_SAMPLE_LEAF || v[j].gen_lo != v[i].gen_lo ||
			    v[j].verdict != PV_PROVED)
				continue;
			words[nw++] = v[j].word;
			if (nw == SEED_MAX_WORDS) {
				write_seed(sd, v[i].gen_lo, SEED_SHOW_ERRORS | SEED_PROGRAM | SEED_CUSTOM, words, nw);
				nw = 0;
			}
		}
		if (nw > 1)
			write_seed(sd, v[i].gen_lo, SEED_SHOW_ERRORS | SEED_PROGRAM | SEED_CUSTOM, words, nw);
	}
}

int cmd_corpus(int argc, char **argv)
{
	const char *dir = NULL;
	unsigned timeout_ms = 10000;
	bool quiet = false;
	cli_parser p;
	cli_parser_init(&p, usage_corpus, argc, argv);
	const char *a, *val;
	int r;
	while ((r = cli_next(&p, &a, &val)) == CLI_OPT) {
		if (!strcmp(a, "-o")) {
			dir = val;
		} else if (!strcmp(a, "--timeout-ms")) {
			uint64_t n;
			if (!parse_uint(val, UINT32_MAX, &n))
				return usage_error(usage_corpus, "--timeout-ms needs a number, got '%s'", val);
			timeout_ms = (unsigned)n;
		} else if (!strcmp(a, "--quiet")) {
			quiet = true;
		} else {
			return cli_unhandled(&p, a);
		}
	}
	if (r != CLI_END)
		return r;
	if (p.npos > 1)
		return usage_error(usage_corpus, "unexpected argument '%s'", p.pos[1]);
	if (!p.npos)
		return usage_error(usage_corpus, "%s", "missing ISA.xml");
	const char *path = p.pos[0];
	if (!dir)
		return usage_error(usage_corpus, "%s", "missing -o DIR");
	isa_diags d;
	isa *m = cli_load(path, false, &d, stderr);
	int rc = EXIT_BAD;
	pv_sample *v = NULL;
	if (d.nerrors)
		goto out;
	if (!m->instruction) {
		fprintf(stderr, "%s: corpus: %s has no #instruction root\n", progname, path);
		goto out;
	}
	char err[512];
	if (!isa_make_dirs(dir, err, sizeof(err))) {
		fprintf(stderr, "%s: corpus: -o %s: %s\n", progname, dir, err);
		goto out;
	}
	int n = pv_sample_seeds(m, timeout_ms, &v);
	if (n < 0) {
		fprintf(stderr, "%s: corpus: could not start Z3\n", progname);
		goto out;
	}
	seeder sd = {.m = m, .dir = dir, .wbytes = 4 * ((m->bitsize + 31) / 32)};
	int reached = 0, unreachable = 0, undecided = 0, leaves = 0;
	for (int i = 0; i < n; i++) {
		pv_sample *x = &v[i];
		char what[512];
		describe(x, what, sizeof(what));
		if (x->verdict == PV_PROVED && !sample_holds(m, x)) {
			/* Z3 and the interpreter disagree: a solver/ bug, said so */
			printf("undecided: %s: the solver's word does not reproduce\n", what);
			x->verdict = PV_UNDECIDED;
		}
		if (x->verdict == PV_PROVED) {
			reached++;
			write_seed(&sd, x->gen, SEED_SHOW_ERRORS, &x->word, 1);
			if (x->kind == PV_SAMPLE_LEAF) {
				leaves++;
				boundary_seeds(&sd, x);
			}
		} else if (x->verdict == PV_REFUTED) {
			unreachable++;
			printf("unreachable: %s\n", what);
		} else {
			undecided++;
			printf("undecided: %s\n", what);
		}
	}
	program_seeds(&sd, v, n);
	char base[256], dpath[4096];
	base_name(path, base, sizeof(base));
	snprintf(dpath, sizeof(dpath), "%s/%s.dict", dir, base);
	if (!write_dict(&sd, dpath, v, n, err, sizeof(err))) {
		fprintf(stderr, "%s: corpus: %s\n", progname, err);
		goto out;
	}
	if (sd.failed)
		goto out;
	if (!quiet)
		printf("%s: %d cases asked (%d leaf samples), %d reached, %d unreachable, %d undecided; "
		       "%d seeds written to %s (%d duplicates or already there), dictionary %s\n",
		       path, n, leaves, reached, unreachable, undecided, sd.written, dir, sd.existing, dpath);
	rc = unreachable || undecided ? EXIT_FINDINGS : EXIT_OK;
out:
	free(v);
	isa_free(m);
	isa_diags_free(&d);
	return rc;
}
