/*
 * solver/report.c - findings of `isaproof check`, collected and printed.
 *
 * A report owns every string it holds (rules, messages, paths, evidence),
 * so it outlives the model it was computed from.  Printing is
 * deterministic: the same report gives the same bytes, findings in the
 * order they were added.  Three formats:
 *
 *   PV_TEXT   GCC-style "file:line:col: error: message [rule]" lines, with
 *             the evidence indented under each, and a summary line;
 *   PV_JSON   the schema documented in docs/check-json.md;
 *   PV_SARIF  SARIF 2.1.0, one run, for GitHub code scanning and friends.
 *
 * Plain C11 and libc only: no Z3 here.
 *
 * A pointer returned by pv_add() stays valid until the next pv_add() on
 * the same report (the findings live in one growing array).
 */
#define _XOPEN_SOURCE 700
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "solver/prove.h"

#ifndef ISAPROOF_VERSION
#define ISAPROOF_VERSION "0.1.0"
#endif

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

/* ------------------------------------------------------------------ */
/* Memory                                                              */
/* ------------------------------------------------------------------ */

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	return p;
}

static char *xstrdup(const char *s)
{
	if (!s)
		return NULL;
	size_t n = strlen(s) + 1;
	char *d = xrealloc(NULL, n);
	memcpy(d, s, n);
	return d;
}

static char *xvformat(const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int len = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (len < 0)
		return xstrdup(fmt); /* encoding error: keep the raw format */
	char *s = xrealloc(NULL, (size_t)len + 1);
	vsnprintf(s, (size_t)len + 1, fmt, ap);
	return s;
}

/* free a string the report owns but stores as const char * */
static void xfree_const(const char *s) { free((void *)(uintptr_t)s); }

static isa_loc loc_copy(isa_loc l)
{
	l.file = xstrdup(l.file);
	return l;
}

/* ------------------------------------------------------------------ */
/* Building                                                            */
/* ------------------------------------------------------------------ */

void pv_report_init(pv_report *r) { memset(r, 0, sizeof(*r)); }

static void finding_free(pv_finding *f)
{
	xfree_const(f->rule);
	xfree_const(f->loc.file);
	xfree_const(f->related.file);
	free(f->message);
	xfree_const(f->root);
	free(f->witness);
	for (int i = 0; i < f->nlines; i++) {
		free(f->lines[i].key);
		free(f->lines[i].value);
	}
	free(f->lines);
}

void pv_report_free(pv_report *r)
{
	for (int i = 0; i < r->n; i++)
		finding_free(&r->v[i]);
	finding_free(&r->sink);
	for (int i = 0; i < r->nrules; i++) {
		free(r->rules[i].rule);
		free((char *)r->rules[i].loc.file);
	}
	free(r->rules);
	free(r->v);
	memset(r, 0, sizeof(*r));
}

static pv_rule_count *rule_count(pv_report *r, const char *rule)
{
	for (int i = 0; i < r->nrules; i++)
		if (!strcmp(r->rules[i].rule, rule))
			return &r->rules[i];
	r->rules = xrealloc(r->rules, (size_t)(r->nrules + 1) * sizeof(*r->rules));
	r->rules[r->nrules] = (pv_rule_count){.rule = xstrdup(rule)};
	return &r->rules[r->nrules++];
}

bool pv_listing(const pv_report *r, const char *rule)
{
	int max = r->max_per_rule ? r->max_per_rule : PV_LIST_MAX;
	if (max < 0)
		return true;
	for (int i = 0; i < r->nrules; i++)
		if (!strcmp(r->rules[i].rule, rule))
			return r->rules[i].listed < max;
	return true;
}

/* counts a finding; true when it is to be kept */
static bool count(pv_report *r, pv_kind kind, const char *rule, isa_loc loc)
{
	switch (kind) {
	case PV_ERROR: r->nerrors++; break;
	case PV_WARNING: r->nwarnings++; break;
	case PV_NOTE: r->nnotes++; break;
	case PV_UNKNOWN: r->nunknown++; break;
	}
	bool keep = pv_listing(r, rule);
	pv_rule_count *rc = rule_count(r, rule);
	if (rc->n++ == 0) {
		rc->kind = kind;
		rc->loc = loc_copy(loc);
	}
	rc->listed += keep;
	return keep;
}

void pv_count_unlisted(pv_report *r, pv_kind kind, const char *rule, isa_loc loc)
{
	count(r, kind, rule ? rule : "", loc);
}

pv_finding *pv_add(pv_report *r, pv_kind kind, const char *rule, isa_loc loc,
		   const char *fmt, ...)
{
	pv_finding *f = &r->sink;
	if (count(r, kind, rule ? rule : "", loc)) {
		if (r->n == r->cap) {
			r->cap = r->cap ? r->cap * 2 : 16;
			r->v = xrealloc(r->v, (size_t)r->cap * sizeof(*r->v));
		}
		f = &r->v[r->n++];
	} else {
		finding_free(f);
	}
	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->rule = xstrdup(rule ? rule : "");
	f->loc = loc_copy(loc);
	va_list ap;
	va_start(ap, fmt);
	f->message = xvformat(fmt, ap);
	va_end(ap);
	return f;
}

void pv_note_unlisted(pv_report *r)
{
	int nrules = r->nrules;
	for (int i = 0; i < nrules; i++) {
		pv_rule_count rc = r->rules[i];
		if (rc.n == rc.listed)
			continue;
		static const char *const kinds[] = {"errors", "warnings", "notes", "unknowns"};
		pv_add(r, PV_NOTE, "finding-limit", rc.loc,
		       "%d more [%s] %s not listed (%d found, the first %d shown)", rc.n - rc.listed,
		       rc.rule, kinds[rc.kind], rc.n, rc.listed);
	}
}

/* A location with no file stands for the description it was found in:
 * once findings of several descriptions share a report, it names it. */
static void loc_own(isa_loc *l, const char *isa_path)
{
	if (!l->file) {
		l->file = xstrdup(isa_path);
		l->line = l->col = 0;
	}
}

void pv_report_merge(pv_report *into, pv_report *from, const char *isa_path)
{
	if (into->n + from->n > into->cap) {
		into->cap = into->n + from->n + 16;
		into->v = xrealloc(into->v, (size_t)into->cap * sizeof(*into->v));
	}
	for (int i = 0; i < from->n; i++) {
		pv_finding *f = &into->v[into->n++];
		*f = from->v[i]; /* moved: from no longer owns it */
		loc_own(&f->loc, isa_path);
		if (f->related.file || f->related.line > 0)
			loc_own(&f->related, isa_path);
	}
	from->n = 0;
	into->nerrors += from->nerrors;
	into->nwarnings += from->nwarnings;
	into->nnotes += from->nnotes;
	into->nunknown += from->nunknown;
	for (int i = 0; i < from->nrules; i++) {
		const pv_rule_count *src = &from->rules[i];
		pv_rule_count *rc = rule_count(into, src->rule);
		if (rc->n == 0) {
			rc->kind = src->kind;
			rc->loc = loc_copy(src->loc);
		}
		rc->n += src->n;
		rc->listed += src->listed;
	}
	pv_report_free(from);
}

void pv_add_line(pv_finding *f, const char *key, const char *fmt, ...)
{
	f->lines = xrealloc(f->lines, (size_t)(f->nlines + 1) * sizeof(*f->lines));
	pv_line *l = &f->lines[f->nlines++];
	l->key = xstrdup(key ? key : "");
	va_list ap;
	va_start(ap, fmt);
	l->value = xvformat(fmt, ap);
	va_end(ap);
}

void pv_set_related(pv_finding *f, isa_loc loc)
{
	xfree_const(f->related.file);
	f->related = loc_copy(loc);
}

void pv_set_witness(pv_finding *f, const char *hex)
{
	free(f->witness);
	f->witness = xstrdup(hex);
}

void pv_set_gens(pv_finding *f, const char *root, uint32_t lo, uint32_t hi)
{
	xfree_const(f->root);
	f->root = xstrdup(root);
	f->has_gens = true;
	f->gen_min = lo;
	f->gen_max = hi;
}

/* ------------------------------------------------------------------ */
/* Shared helpers                                                      */
/* ------------------------------------------------------------------ */

static const char *kind_name(pv_kind k)
{
	switch (k) {
	case PV_ERROR: return "error";
	case PV_WARNING: return "warning";
	case PV_NOTE: return "note";
	case PV_UNKNOWN: return "unknown";
	}
	return "error";
}

static bool has_related(const pv_finding *f)
{
	return f->related.file != NULL || f->related.line > 0;
}

/* The location actually reported: a loc without a file stands for the
 * whole description (isa_path, no line); line 0 drops the column too. */
static isa_loc resolve(isa_loc l, const char *isa_path)
{
	if (!l.file) {
		l.file = isa_path;
		l.line = 0;
	}
	if (l.line <= 0) {
		l.line = 0;
		l.col = 0;
	}
	if (l.col < 0)
		l.col = 0;
	return l;
}

/* ------------------------------------------------------------------ */
/* Text                                                                */
/* ------------------------------------------------------------------ */

/* "file:line:col" (col 1 when unknown, like model/diag.c), "file" when
 * the line is unknown, "" without a file; returns whether it printed. */
static bool text_loc(FILE *out, isa_loc l)
{
	if (!l.file)
		return false;
	fputs(l.file, out);
	if (l.line > 0)
		fprintf(out, ":%d:%d", l.line, l.col > 0 ? l.col : 1);
	return true;
}

/* a string on the line it belongs to: one finding, one line (a name or
 * a decoded text with a newline would start a line of its own) */
static void put1(FILE *out, const char *s)
{
	char *t = isa_one_line(s);
	fputs(t, out);
	free(t);
}

static void print_text(const pv_report *r, const char *isa_path, FILE *out)
{
	for (int i = 0; i < r->n; i++) {
		const pv_finding *f = &r->v[i];
		if (text_loc(out, resolve(f->loc, isa_path)))
			fputs(": ", out);
		if (f->kind == PV_UNKNOWN)
			fputs("warning: unknown: ", out);
		else
			fprintf(out, "%s: ", kind_name(f->kind));
		put1(out, f->message);
		fputs(" [", out);
		put1(out, f->rule);
		fputs("]\n", out);
		for (int j = 0; j < f->nlines; j++) {
			fputs("    ", out);
			put1(out, f->lines[j].key);
			fputs(": ", out);
			put1(out, f->lines[j].value);
			fputc('\n', out);
		}
		if (f->witness)
			fprintf(out, "    witness: %s\n", f->witness);
		if (f->has_gens) {
			fputs("    gens: ", out);
			if (f->root)
				fprintf(out, "%s ", f->root);
			fprintf(out, "%lu..", (unsigned long)f->gen_min);
			if (f->gen_max == UINT32_MAX)
				fputs("max\n", out);
			else
				fprintf(out, "%lu\n", (unsigned long)f->gen_max);
		}
		if (has_related(f)) {
			isa_loc rl = resolve(f->related, isa_path);
			if (rl.file) {
				fputs("    related: ", out);
				text_loc(out, rl);
				fputc('\n', out);
			}
		}
	}
	fprintf(out, "%d errors, %d warnings, %d unknown, %d notes\n", r->nerrors,
		r->nwarnings, r->nunknown, r->nnotes);
}

/* ------------------------------------------------------------------ */
/* A small pretty-printing JSON writer (2-space indentation)           */
/* ------------------------------------------------------------------ */

#define JW_MAX_DEPTH 32

typedef struct jw {
	FILE *out;
	int depth;
	bool first[JW_MAX_DEPTH]; /* nothing written yet at this depth */
} jw;

/* Length of the valid UTF-8 sequence at s, 0 if invalid. */
static int utf8_len(const unsigned char *s)
{
	unsigned c = s[0];
	if (c < 0x80)
		return 1;
	int n;
	unsigned min;
	if (c >= 0xc2 && c <= 0xdf) {
		n = 2;
		min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		min = 0x10000;
	} else {
		return 0;
	}
	unsigned cp = c & (0x3fu >> (n - 1));
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return n;
}

/* A JSON string: quotes and backslashes escaped, \t \n \r in short form,
 * other control characters as \u00XX, invalid UTF-8 bytes as \ufffd. */
static void json_str(FILE *out, const char *s)
{
	if (!s) {
		fputs("null", out);
		return;
	}
	fputc('"', out);
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		unsigned c = *p;
		if (c == '"') {
			fputs("\\\"", out);
		} else if (c == '\\') {
			fputs("\\\\", out);
		} else if (c == '\t') {
			fputs("\\t", out);
		} else if (c == '\n') {
			fputs("\\n", out);
		} else if (c == '\r') {
			fputs("\\r", out);
		} else if (c < 0x20 || c == 0x7f) {
			fprintf(out, "\\u%04x", c);
		} else if (c >= 0x80) {
			int n = utf8_len(p);
			if (n == 0) {
				fputs("\\ufffd", out);
				p++;
				continue;
			}
			fwrite(p, 1, (size_t)n, out);
			p += n;
			continue;
		} else {
			fputc((int)c, out);
		}
		p++;
	}
	fputc('"', out);
}

/* Start a member (key != NULL) or an array element (key == NULL). */
static void jw_item(jw *w, const char *key)
{
	if (w->depth > 0) {
		if (!w->first[w->depth])
			fputc(',', w->out);
		fputc('\n', w->out);
		for (int i = 0; i < w->depth; i++)
			fputs("  ", w->out);
	}
	w->first[w->depth] = false;
	if (key) {
		json_str(w->out, key);
		fputs(": ", w->out);
	}
}

static void jw_open(jw *w, const char *key, char brace)
{
	jw_item(w, key);
	fputc(brace, w->out);
	if (w->depth + 1 < JW_MAX_DEPTH)
		w->depth++;
	w->first[w->depth] = true;
}

static void jw_close(jw *w, char brace)
{
	bool empty = w->first[w->depth];
	if (w->depth > 0)
		w->depth--;
	if (!empty) {
		fputc('\n', w->out);
		for (int i = 0; i < w->depth; i++)
			fputs("  ", w->out);
	}
	fputc(brace, w->out);
	if (w->depth == 0)
		fputc('\n', w->out);
}

static void jw_str(jw *w, const char *key, const char *val)
{
	jw_item(w, key);
	json_str(w->out, val);
}

static void jw_int(jw *w, const char *key, long long val)
{
	jw_item(w, key);
	fprintf(w->out, "%lld", val);
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */
/* ------------------------------------------------------------------ */

static void json_loc(jw *w, const char *key, isa_loc l)
{
	jw_open(w, key, '{');
	jw_str(w, "file", l.file);
	jw_int(w, "line", l.line);
	jw_int(w, "column", l.col);
	jw_close(w, '}');
}

static void print_json(const pv_report *r, const char *isa_path, FILE *out)
{
	jw w = {.out = out};
	jw_open(&w, NULL, '{');
	jw_str(&w, "tool", "isaproof");
	jw_str(&w, "version", ISAPROOF_VERSION);
	jw_str(&w, "isa", isa_path);
	jw_open(&w, "summary", '{');
	jw_int(&w, "errors", r->nerrors);
	jw_int(&w, "warnings", r->nwarnings);
	jw_int(&w, "unknown", r->nunknown);
	jw_int(&w, "notes", r->nnotes);
	jw_close(&w, '}');
	jw_open(&w, "findings", '[');
	for (int i = 0; i < r->n; i++) {
		const pv_finding *f = &r->v[i];
		jw_open(&w, NULL, '{');
		jw_str(&w, "kind", kind_name(f->kind));
		jw_str(&w, "rule", f->rule);
		jw_str(&w, "message", f->message);
		json_loc(&w, "location", resolve(f->loc, isa_path));
		if (has_related(f))
			json_loc(&w, "related", resolve(f->related, isa_path));
		if (f->root)
			jw_str(&w, "root", f->root);
		if (f->has_gens) {
			jw_open(&w, "gens", '{');
			jw_int(&w, "min", f->gen_min);
			jw_int(&w, "max", f->gen_max);
			jw_close(&w, '}');
		}
		if (f->witness)
			jw_str(&w, "witness", f->witness);
		jw_open(&w, "evidence", '[');
		for (int j = 0; j < f->nlines; j++) {
			jw_open(&w, NULL, '{');
			jw_str(&w, "key", f->lines[j].key);
			jw_str(&w, "value", f->lines[j].value);
			jw_close(&w, '}');
		}
		jw_close(&w, ']');
		jw_close(&w, '}');
	}
	jw_close(&w, ']');
	jw_close(&w, '}');
}

/* ------------------------------------------------------------------ */
/* SARIF 2.1.0                                                         */
/* ------------------------------------------------------------------ */

/* Growable byte buffer for the few strings SARIF composes. */
typedef struct sbuf {
	char *s;
	size_t n, cap;
} sbuf;

static void sb_putn(sbuf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		b->cap = (b->n + n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = '\0';
}

static void sb_puts(sbuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

/* A file path as a URI reference: relative paths stay relative,
 * absolute ones become file:///...; bytes outside RFC 3986's unreserved
 * set, '/' and a few harmless sub-delimiters are percent-encoded (':'
 * too, so a relative path never reads as a scheme). */
static void path_uri(sbuf *b, const char *path)
{
	static const char keep[] = "-._~/!$&'()*+,;=@";
	static const char hex[] = "0123456789ABCDEF";
	if (path[0] == '/')
		sb_puts(b, "file://");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		unsigned c = *p;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || strchr(keep, (int)c)) {
			char ch = (char)c;
			sb_putn(b, &ch, 1);
		} else {
			char e[3] = {'%', hex[c >> 4], hex[c & 15]};
			sb_putn(b, e, 3);
		}
	}
	if (!b->s)
		sb_puts(b, "");
}

/* The absolute, symlink-free form of a directory or file, or NULL. */
static char *real_path(const char *p)
{
	char buf[PATH_MAX];
	return p && realpath(p, buf) ? xstrdup(buf) : NULL;
}

/* With --srcroot: the path relative to the root when it lies under it
 * (then uriBaseId SRCROOT), else as given. */
static const char *under_root(const char *root, const char *file, char **keep)
{
	*keep = NULL;
	if (!root)
		return NULL;
	char *abs = real_path(file);
	size_t n = strlen(root);
	if (abs && !strncmp(abs, root, n) && abs[n] == '/') {
		*keep = abs;
		return abs + n + 1;
	}
	free(abs);
	return NULL;
}

static void sarif_physical(jw *w, isa_loc l, const char *root)
{
	sbuf uri = {0};
	char *keep;
	const char *rel = under_root(root, l.file, &keep);
	path_uri(&uri, rel ? rel : l.file);
	free(keep);
	jw_open(w, "physicalLocation", '{');
	jw_open(w, "artifactLocation", '{');
	jw_str(w, "uri", uri.s);
	if (rel)
		jw_str(w, "uriBaseId", "SRCROOT");
	jw_close(w, '}');
	if (l.line > 0) {
		jw_open(w, "region", '{');
		jw_int(w, "startLine", l.line);
		if (l.col > 0)
			jw_int(w, "startColumn", l.col);
		jw_close(w, '}');
	}
	jw_close(w, '}');
	free(uri.s);
}

/* The distinct rule ids in first-appearance order, and for each
 * finding the index of its rule among them (SARIF's ruleIndex). */
static int sarif_rules(const pv_report *r, const char ***rules, int **index)
{
	int n = 0;
	*rules = xrealloc(NULL, (size_t)r->n * sizeof(**rules));
	*index = xrealloc(NULL, (size_t)r->n * sizeof(**index));
	for (int i = 0; i < r->n; i++) {
		int j = 0;
		while (j < n && strcmp((*rules)[j], r->v[i].rule))
			j++;
		if (j == n)
			(*rules)[n++] = r->v[i].rule;
		(*index)[i] = j;
	}
	return n;
}

/* docs/rules.md and docs/decodetree.md, embedded at build time */
extern const char pv_rules_md[], pv_decodetree_md[];

/* The meaning column of rule id's row in a Markdown table ("| id | … |
 * meaning |", the id bare or in backquotes), or false. */
static bool doc_row(const char *md, const char *id, sbuf *out)
{
	size_t n = strlen(id);
	for (const char *p = md; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		if (p[0] != '|' || p[1] != ' ')
			continue;
		const char *q = p + 2;
		bool bq = *q == '`';
		q += bq;
		if (strncmp(q, id, n) || (bq && q[n] != '`'))
			continue;
		q += n + bq;
		if (strncmp(q, " |", 2))
			continue;
		const char *end = strchr(q, '\n');
		if (!end)
			end = q + strlen(q);
		while (end > q && (end[-1] == ' ' || end[-1] == '|' || end[-1] == '\r'))
			end--;
		const char *start = end;
		while (start > q && start[-1] != '|')
			start--;
		while (start < end && *start == ' ')
			start++;
		sb_putn(out, start, (size_t)(end - start));
		return true;
	}
	return false;
}

/* A rule's text from the docs; an id no doc describes says so (the
 * SARIF test refuses that). */
static void rule_text(const char *id, sbuf *full)
{
	if (!doc_row(pv_rules_md, id, full) && !doc_row(pv_decodetree_md, id, full))
		sb_puts(full, "(undocumented rule)");
}

/* 64-bit FNV-1a over the parts that name a finding, not its witness:
 * stable across runs and across witnesses a solver may choose. */
static uint64_t fnv(uint64_t h, const char *s)
{
	for (; s && *s; s++)
		h = (h ^ (unsigned char)*s) * UINT64_C(0x100000001b3);
	return (h ^ 0xff) * UINT64_C(0x100000001b3);
}

static void fingerprint(const pv_finding *f, const char *file, const char *rfile, char out[17])
{
	char num[96];
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	h = fnv(h, f->rule);
	h = fnv(h, file);
	snprintf(num, sizeof(num), "%d:%d", f->loc.line, f->loc.col);
	h = fnv(h, num);
	h = fnv(h, rfile);
	snprintf(num, sizeof(num), "%d", f->related.line);
	h = fnv(h, num);
	h = fnv(h, f->root);
	if (f->has_gens) {
		snprintf(num, sizeof(num), "%u..%u", f->gen_min, f->gen_max);
		h = fnv(h, num);
	}
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

static void print_sarif(const pv_report *r, const char *isa_path, FILE *out)
{
	char *root = real_path(r->srcroot);
	jw w = {.out = out};
	jw_open(&w, NULL, '{');
	jw_str(&w, "$schema", SARIF_SCHEMA);
	jw_str(&w, "version", "2.1.0");
	jw_open(&w, "runs", '[');
	jw_open(&w, NULL, '{');
	jw_open(&w, "tool", '{');
	jw_open(&w, "driver", '{');
	jw_str(&w, "name", "isaproof");
	jw_str(&w, "version", ISAPROOF_VERSION);
	const char **rules;
	int *index;
	int nrules = sarif_rules(r, &rules, &index);
	jw_open(&w, "rules", '[');
	for (int i = 0; i < nrules; i++) {
		jw_open(&w, NULL, '{');
		jw_str(&w, "id", rules[i]);
		/* GitHub code scanning shows all three: the docs' text, the short
		 * one cut at the first clause */
		sbuf full = {0}, brief = {0}, help = {0};
		rule_text(rules[i], &full);
		size_t cut = strcspn(full.s, ":;(");
		while (cut && full.s[cut - 1] == ' ')
			cut--;
		sb_putn(&brief, full.s, cut ? cut : strlen(full.s));
		sb_puts(&help, full.s);
		sb_puts(&help, " (isaproof docs/rules.md; decodetree rules: docs/decodetree.md)");
		jw_open(&w, "shortDescription", '{');
		jw_str(&w, "text", brief.s);
		jw_close(&w, '}');
		jw_open(&w, "fullDescription", '{');
		jw_str(&w, "text", full.s);
		jw_close(&w, '}');
		jw_open(&w, "help", '{');
		jw_str(&w, "text", help.s);
		jw_close(&w, '}');
		free(full.s);
		free(brief.s);
		free(help.s);
		jw_close(&w, '}');
	}
	jw_close(&w, ']');
	jw_close(&w, '}');
	jw_close(&w, '}');
	if (root) {
		sbuf base = {0};
		path_uri(&base, root);
		sb_puts(&base, "/");
		jw_open(&w, "originalUriBaseIds", '{');
		jw_open(&w, "SRCROOT", '{');
		jw_str(&w, "uri", base.s);
		jw_close(&w, '}');
		jw_close(&w, '}');
		free(base.s);
	}
	jw_open(&w, "results", '[');
	for (int i = 0; i < r->n; i++) {
		const pv_finding *f = &r->v[i];
		jw_open(&w, NULL, '{');
		jw_str(&w, "ruleId", f->rule);
		jw_int(&w, "ruleIndex", index[i]);
		/* proofs pass, measurements inform: neither becomes an alert; an
		 * undecided question stays a warning, never clean */
		if (f->kind == PV_NOTE) {
			bool proof = !strcmp(f->rule, "disjoint");
			jw_str(&w, "kind", proof ? "pass" : "informational");
			jw_str(&w, "level", "none");
		} else {
			jw_str(&w, "kind", "fail");
			jw_str(&w, "level", f->kind == PV_UNKNOWN ? "warning" : kind_name(f->kind));
		}

		sbuf msg = {0};
		if (f->kind == PV_UNKNOWN)
			sb_puts(&msg, "unknown: ");
		sb_puts(&msg, f->message);
		for (int j = 0; j < f->nlines; j++) {
			sb_puts(&msg, "; ");
			sb_puts(&msg, f->lines[j].key);
			sb_puts(&msg, ": ");
			sb_puts(&msg, f->lines[j].value);
		}
		if (f->witness) {
			sb_puts(&msg, "; witness: ");
			sb_puts(&msg, f->witness);
		}
		jw_open(&w, "message", '{');
		jw_str(&w, "text", msg.s);
		jw_close(&w, '}');
		free(msg.s);

		isa_loc l = resolve(f->loc, isa_path);
		jw_open(&w, "locations", '[');
		if (l.file) {
			jw_open(&w, NULL, '{');
			sarif_physical(&w, l, root);
			jw_close(&w, '}');
		}
		jw_close(&w, ']');
		if (has_related(f)) {
			isa_loc rl = resolve(f->related, isa_path);
			if (rl.file) {
				jw_open(&w, "relatedLocations", '[');
				jw_open(&w, NULL, '{');
				jw_int(&w, "id", 1);
				sarif_physical(&w, rl, root);
				jw_close(&w, '}');
				jw_close(&w, ']');
			}
		}
		{
			/* files relative to the root when under it, so another
			 * checkout of the repository keeps the identity */
			char fp[17], *k1, *k2;
			isa_loc rl = resolve(f->related, isa_path);
			const char *a = under_root(root, l.file, &k1);
			const char *b = has_related(f) ? under_root(root, rl.file, &k2) : (k2 = NULL);
			fingerprint(f, a ? a : l.file, has_related(f) ? (b ? b : rl.file) : NULL, fp);
			free(k1);
			free(k2);
			jw_open(&w, "partialFingerprints", '{');
			jw_str(&w, "isaproofFinding/v1", fp);
			jw_close(&w, '}');
		}
		if (f->witness || f->has_gens || f->root) {
			jw_open(&w, "properties", '{');
			if (f->witness)
				jw_str(&w, "witness", f->witness);
			if (f->has_gens) {
				jw_open(&w, "gens", '{');
				jw_int(&w, "min", f->gen_min);
				jw_int(&w, "max", f->gen_max);
				jw_close(&w, '}');
			}
			if (f->root)
				jw_str(&w, "root", f->root);
			jw_close(&w, '}');
		}
		jw_close(&w, '}');
	}
	jw_close(&w, ']');
	jw_close(&w, '}');
	jw_close(&w, ']');
	jw_close(&w, '}');
	free(rules);
	free(index);
	free(root);
}

/* ------------------------------------------------------------------ */

void pv_report_print(const pv_report *r, pv_format fmt, const char *isa_path, FILE *out)
{
	switch (fmt) {
	case PV_TEXT: print_text(r, isa_path, out); break;
	case PV_JSON: print_json(r, isa_path, out); break;
	case PV_SARIF: print_sarif(r, isa_path, out); break;
	}
}
