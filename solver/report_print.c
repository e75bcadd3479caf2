/*
 * solver/report_print.c - a finished report, printed.  Four formats:
 *
 *   PV_TEXT         GCC-style "file:line:col: error: message [rule]" lines,
 *                   the evidence indented under each, and a summary line;
 *   PV_JSON         the schema documented in docs/check-json.md;
 *   PV_SARIF        SARIF 2.1.0, one run, for GitHub code scanning;
 *   PV_CODEQUALITY  GitLab Code Quality (a CodeClimate JSON array).
 *
 * Printing is deterministic: the same report gives the same bytes,
 * findings in the order they were added.  What is printed is the view
 * of the policy: disabled rules never, baselined findings on request
 * (SARIF always carries them, as unchanged and suppressed), at most
 * max_per_rule findings of one rule with a finding-limit note for the
 * rest (that note describes the output, so it is not counted).
 *
 * Plain C11 and libc only: no Z3 here.
 */
#define _XOPEN_SOURCE 700
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "solver/internal.h"
#include "solver/prove.h"

#ifndef ISAPROOF_VERSION
#define ISAPROOF_VERSION "0.1.0"
#endif

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

static char *xstrdup(const char *s)
{
	if (!s)
		return NULL;
	size_t n = strlen(s) + 1;
	char *d = pv_xmalloc(n);
	memcpy(d, s, n);
	return d;
}

static void *xrealloc(void *p, size_t n) { return pv_xrealloc(p, n); }

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

/* SARIF's baselineState words, used by the JSON format too */
static const char *baseline_state(const pv_finding *f)
{
	if (!strcmp(f->rule, "baseline-fixed"))
		return "absent";
	return f->in_baseline ? "unchanged" : "new";
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
/* The view: what a format prints                                      */
/* ------------------------------------------------------------------ */

typedef struct view {
	const pv_finding **v;
	int n;
	pv_finding *limits; /* finding-limit notes, owned */
	int nlimits;
} view;

static bool shown(const pv_report *r, const pv_finding *f, pv_format fmt)
{
	if (f->state == PV_DISABLED)
		return false;
	if (f->state == PV_SUPPRESSED) /* marked where a reader can tell */
		return fmt == PV_SARIF || fmt == PV_JSON;
	if (f->state == PV_BASELINED && !r->policy.show_baselined && fmt != PV_SARIF)
		return false;
	if (f->kind == PV_NOTE && ((fmt == PV_TEXT && r->policy.no_notes) || fmt == PV_CODEQUALITY))
		return false;
	return true;
}

typedef struct rule_seen {
	const char *rule;
	int n;       /* shown, kept */
	int dropped; /* past PV_KEEP_MAX: counted, not kept */
	const pv_finding *first;
} rule_seen;

static rule_seen *seen_of(rule_seen **t, int *n, const char *rule)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp((*t)[i].rule, rule))
			return &(*t)[i];
	*t = xrealloc(*t, (size_t)(*n + 1) * sizeof(**t));
	(*t)[*n] = (rule_seen){rule, 0, 0, NULL};
	return &(*t)[(*n)++];
}

/* The limit note of one rule, as a finding of the view. */
static void limit_note(view *w, const rule_seen *s, int max)
{
	static const char *const kinds[] = {"errors", "warnings", "notes", "unknowns"};
	pv_finding *f = &w->limits[w->nlimits++];
	memset(f, 0, sizeof(*f));
	f->kind = PV_NOTE;
	f->rule = "finding-limit";
	f->loc = s->first->loc;
	size_t len = strlen(s->rule) + 240;
	f->message = pv_xmalloc(len);
	int n = s->n + s->dropped;
	int k = snprintf(f->message, len, "%d more [%s] %s not listed (%d found, the first %d shown",
			 n - max, s->rule, kinds[s->first->kind], n, max);
	snprintf(f->message + k, len - (size_t)k, s->dropped ? "; %d past %d kept have no fingerprint)" : ")",
		 s->dropped, PV_KEEP_MAX);
	char *id = pv_identity(f);
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	for (const char *p = id; *p; p++)
		h = (h ^ (unsigned char)*p) * UINT64_C(0x100000001b3);
	free(id);
	snprintf(f->fp, sizeof(f->fp), "%016llx", (unsigned long long)h);
}

static void view_build(const pv_report *r, pv_format fmt, view *w)
{
	int max = r->max_per_rule ? r->max_per_rule : PV_LIST_MAX;
	memset(w, 0, sizeof(*w));
	w->v = pv_xmalloc((size_t)(r->n + 1) * sizeof(*w->v));
	rule_seen *seen = NULL;
	int nseen = 0;
	for (int i = 0; i < r->n; i++) {
		const pv_finding *f = r->v[i];
		if (!shown(r, f, fmt))
			continue;
		rule_seen *s = seen_of(&seen, &nseen, f->rule);
		if (!s->n++)
			s->first = f;
		if (max < 0 || s->n <= max)
			w->v[w->n++] = f;
	}
	for (int i = 0; i < nseen; i++)
		for (int k = 0; k < r->nrules; k++)
			if (!strcmp(r->rules[k].rule, seen[i].rule)) {
				const int *d = r->rules[k].dropped;
				seen[i].dropped = d[0] + d[1] + d[2] + d[3];
			}
	w->limits = pv_xmalloc((size_t)(nseen + 1) * sizeof(*w->limits));
	for (int i = 0; i < nseen; i++)
		if (max >= 0 && seen[i].n + seen[i].dropped > max)
			limit_note(w, &seen[i], max);
	free(seen);
}

static void view_free(view *w)
{
	for (int i = 0; i < w->nlimits; i++)
		free(w->limits[i].message);
	free(w->limits);
	free(w->v);
}

/* the i-th finding of the view: listed ones, then the limit notes */
static const pv_finding *view_at(const view *w, int i)
{
	return i < w->n ? w->v[i] : &w->limits[i - w->n];
}

static int view_len(const view *w) { return w->n + w->nlimits; }

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
	view w;
	view_build(r, PV_TEXT, &w);
	for (int i = 0; i < view_len(&w); i++) {
		const pv_finding *f = view_at(&w, i);
		if (text_loc(out, resolve(f->loc, isa_path)))
			fputs(": ", out);
		if (f->state == PV_BASELINED)
			fputs("baselined: ", out);
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
	view_free(&w);
	if (r->policy.has_base)
		fprintf(out, "%d findings accepted by the baseline%s, %d baseline entries no longer found\n",
			r->nbaselined, r->policy.show_baselined ? "" : " (not shown)", r->nfixed);
	if (r->ndisabled)
		fprintf(out, "%d findings of disabled rules not shown\n", r->ndisabled);
	if (r->nsuppressed)
		fprintf(out, "%d suppressed in the description (isaproof-allow)\n", r->nsuppressed);
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
	if (r->policy.has_base) {
		jw_int(&w, "baselined", r->nbaselined);
		jw_int(&w, "fixed", r->nfixed);
	}
	if (r->nallows)
		jw_int(&w, "suppressed", r->nsuppressed);
	jw_close(&w, '}');
	view vw;
	view_build(r, PV_JSON, &vw);
	jw_open(&w, "findings", '[');
	for (int i = 0; i < view_len(&vw); i++) {
		const pv_finding *f = view_at(&vw, i);
		jw_open(&w, NULL, '{');
		jw_str(&w, "kind", kind_name(f->kind));
		jw_str(&w, "rule", f->rule);
		jw_str(&w, "message", f->message);
		jw_str(&w, "fingerprint", f->fp);
		if (r->policy.has_base)
			jw_str(&w, "baseline", baseline_state(f));
		if (f->state == PV_SUPPRESSED) {
			const pv_allow *a = &r->allows[f->allow - 1];
			jw_open(&w, "suppressed", '{');
			jw_str(&w, "justification", a->reason);
			json_loc(&w, "allow", resolve(a->loc, isa_path));
			jw_close(&w, '}');
		}
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
	view_free(&vw);
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
static int sarif_rules(const view *v, const char ***rules, int **index)
{
	int n = 0, len = view_len(v);
	*rules = xrealloc(NULL, (size_t)(len + 1) * sizeof(**rules));
	*index = xrealloc(NULL, (size_t)(len + 1) * sizeof(**index));
	for (int i = 0; i < len; i++) {
		const char *rule = view_at(v, i)->rule;
		int j = 0;
		while (j < n && strcmp((*rules)[j], rule))
			j++;
		if (j == n)
			(*rules)[n++] = rule;
		(*index)[i] = j;
	}
	return n;
}

/* docs/rules.md and docs/decodetree.md, embedded at build time */
extern const char pv_rules_md[], pv_decodetree_md[];

/* The row of rule id in a Markdown table ("| id | severity | meaning |",
 * the id bare or in backquotes): the text after the id's cell, or NULL. */
static const char *doc_find(const char *md, const char *id)
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
		if (!strncmp(q, " |", 2))
			return q + 2;
	}
	return NULL;
}

/* The severity column of a rule's row: its first word ("error, warning"
 * gives error), as a SARIF level. */
static const char *doc_level(const char *id)
{
	const char *q = doc_find(pv_rules_md, id);
	if (!q)
		q = doc_find(pv_decodetree_md, id);
	if (!q)
		return "warning";
	q += strspn(q, " ");
	if (!strncmp(q, "error", 5))
		return "error";
	if (!strncmp(q, "note", 4))
		return "note";
	return "warning"; /* warning, unknown */
}

/* The meaning column of rule id's row in a Markdown table ("| id | … |
 * meaning |", the id bare or in backquotes), or false. */
static bool doc_row(const char *md, const char *id, sbuf *out)
{
	const char *q = doc_find(md, id);
	if (!q)
		return false;
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

/* A rule's text from the docs; an id no doc describes says so (the
 * SARIF test refuses that). */
static void rule_text(const char *id, sbuf *full)
{
	if (!doc_row(pv_rules_md, id, full) && !doc_row(pv_decodetree_md, id, full))
		sb_puts(full, "(undocumented rule)");
}

#ifndef ISAPROOF_DOCDIR
#define ISAPROOF_DOCDIR "/usr/local/share/doc/isaproof"
#endif

/* The remedy of a rule: docs/rules.md's "## Remedies" list ("- `id`:
 * what to change"), or the group's line there ("- group `mpact`: ..."). */
static bool doc_remedy(const char *id, sbuf *out)
{
	const char *sec = strstr(pv_rules_md, "\n## Remedies");
	if (!sec)
		return false;
	char key[160];
	snprintf(key, sizeof(key), "\n- `%s`: ", id);
	const char *p = strstr(sec, key);
	for (const pv_rule_group *g = pv_rule_groups; !p && g->name; g++) {
		bool holds = false;
		for (const char *const *m = g->rules; *m; m++) {
			size_t n = strlen(*m);
			holds |= (*m)[n - 1] == '-' ? !strncmp(*m, id, n) : !strcmp(*m, id);
		}
		if (!holds)
			continue;
		snprintf(key, sizeof(key), "\n- group `%s`: ", g->name);
		p = strstr(sec, key);
	}
	if (!p) {
		snprintf(key, sizeof(key), "\n- default: ");
		p = strstr(sec, key);
	}
	if (!p)
		return false;
	p += strlen(key);
	const char *end = strstr(p, "\n- ");
	const char *next = strstr(p, "\n\n");
	if (!end || (next && next < end))
		end = next ? next : p + strlen(p);
	sb_putn(out, p, (size_t)(end - p));
	return true;
}

static void sarif_rule(jw *w, const char *id)
{
	jw_open(w, NULL, '{');
	jw_str(w, "id", id);
	/* GitHub code scanning shows all of these: the docs' text, the short
	 * one cut at the first clause, the remedy in the help */
	sbuf full = {0}, brief = {0}, help = {0}, md = {0}, remedy = {0}, uri = {0};
	rule_text(id, &full);
	size_t cut = strcspn(full.s, ":;(");
	while (cut && full.s[cut - 1] == ' ')
		cut--;
	sb_putn(&brief, full.s, cut ? cut : strlen(full.s));
	if (!doc_remedy(id, &remedy))
		sb_puts(&remedy, "(no remedy written for this rule)");
	sb_puts(&help, full.s);
	sb_puts(&help, " What to change: ");
	sb_puts(&help, remedy.s);
	sb_puts(&md, "**");
	sb_puts(&md, id);
	sb_puts(&md, "**: ");
	sb_puts(&md, full.s);
	sb_puts(&md, "\n\n**What to change:** ");
	sb_puts(&md, remedy.s);
	sb_puts(&md, "\n\nTo accept findings instead: a baseline (`check --write-baseline FILE`, then "
		     "`check --baseline FILE`), or `--disable ");
	sb_puts(&md, id);
	sb_puts(&md, "` (docs/baselines.md).");
	path_uri(&uri, ISAPROOF_DOCDIR "/rules.md");
	jw_open(w, "shortDescription", '{');
	jw_str(w, "text", brief.s);
	jw_close(w, '}');
	jw_open(w, "fullDescription", '{');
	jw_str(w, "text", full.s);
	jw_close(w, '}');
	jw_open(w, "help", '{');
	jw_str(w, "text", help.s);
	jw_str(w, "markdown", md.s);
	jw_close(w, '}');
	jw_str(w, "helpUri", uri.s);
	jw_open(w, "defaultConfiguration", '{');
	jw_str(w, "level", doc_level(id));
	jw_close(w, '}');
	jw_close(w, '}');
	free(full.s);
	free(brief.s);
	free(help.s);
	free(md.s);
	free(remedy.s);
	free(uri.s);
}

/* message text: the message, then the evidence lines and the witness */
static void sarif_message(jw *w, const pv_finding *f)
{
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
	jw_open(w, "message", '{');
	jw_str(w, "text", msg.s);
	jw_close(w, '}');
	free(msg.s);
}

static void sarif_result(jw *w, const pv_report *r, const pv_finding *f, int rule_index,
			 const char *isa_path, const char *root)
{
	jw_open(w, NULL, '{');
	jw_str(w, "ruleId", f->rule);
	jw_int(w, "ruleIndex", rule_index);
	/* proofs pass, measurements inform: neither becomes an alert; an
	 * undecided question stays a warning, never clean */
	if (f->kind == PV_NOTE) {
		bool proof = !strcmp(f->rule, "disjoint");
		jw_str(w, "kind", proof ? "pass" : "informational");
		jw_str(w, "level", "none");
	} else {
		jw_str(w, "kind", "fail");
		jw_str(w, "level", f->kind == PV_UNKNOWN ? "warning" : kind_name(f->kind));
	}
	sarif_message(w, f);
	isa_loc l = resolve(f->loc, isa_path);
	jw_open(w, "locations", '[');
	if (l.file) {
		jw_open(w, NULL, '{');
		sarif_physical(w, l, root);
		jw_close(w, '}');
	}
	jw_close(w, ']');
	isa_loc rl = resolve(f->related, isa_path);
	if (has_related(f) && rl.file) {
		jw_open(w, "relatedLocations", '[');
		jw_open(w, NULL, '{');
		jw_int(w, "id", 1);
		sarif_physical(w, rl, root);
		jw_close(w, '}');
		jw_close(w, ']');
	}
	/* what the finding is about, never where it is (docs/baselines.md) */
	char key[40];
	snprintf(key, sizeof(key), "isaproofFinding/v%d", PV_FP_RECIPE);
	jw_open(w, "partialFingerprints", '{');
	jw_str(w, key, f->fp);
	jw_close(w, '}');
	if (r->policy.has_base)
		jw_str(w, "baselineState", baseline_state(f));
	if (f->state == PV_SUPPRESSED) {
		const pv_allow *a = &r->allows[f->allow - 1];
		jw_open(w, "suppressions", '[');
		jw_open(w, NULL, '{');
		jw_str(w, "kind", "inSource");
		jw_str(w, "status", "accepted");
		jw_str(w, "justification", a->reason);
		jw_open(w, "location", '{');
		sarif_physical(w, resolve(a->loc, isa_path), root);
		jw_close(w, '}');
		jw_close(w, '}');
		jw_close(w, ']');
	} else if (f->state == PV_BASELINED) {
		jw_open(w, "suppressions", '[');
		jw_open(w, NULL, '{');
		jw_str(w, "kind", "external");
		jw_str(w, "status", "accepted");
		jw_str(w, "justification", "accepted by the baseline (check --baseline)");
		jw_close(w, '}');
		jw_close(w, ']');
	}
	if (f->witness || f->has_gens || f->root) {
		jw_open(w, "properties", '{');
		if (f->witness)
			jw_str(w, "witness", f->witness);
		if (f->has_gens) {
			jw_open(w, "gens", '{');
			jw_int(w, "min", f->gen_min);
			jw_int(w, "max", f->gen_max);
			jw_close(w, '}');
		}
		if (f->root)
			jw_str(w, "root", f->root);
		jw_close(w, '}');
	}
	jw_close(w, '}');
}

static void print_sarif(const pv_report *r, const char *isa_path, FILE *out)
{
	char *root = real_path(r->srcroot);
	view v;
	view_build(r, PV_SARIF, &v);
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
	int nrules = sarif_rules(&v, &rules, &index);
	jw_open(&w, "rules", '[');
	for (int i = 0; i < nrules; i++)
		sarif_rule(&w, rules[i]);
	jw_close(&w, ']');
	jw_close(&w, '}');
	jw_close(&w, '}');
	if (r->policy.category) {
		jw_open(&w, "automationDetails", '{');
		jw_str(&w, "id", r->policy.category);
		jw_close(&w, '}');
	}
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
	for (int i = 0; i < view_len(&v); i++)
		sarif_result(&w, r, view_at(&v, i), index[i], isa_path, root);
	jw_close(&w, ']');
	jw_close(&w, '}');
	jw_close(&w, ']');
	jw_close(&w, '}');
	free(rules);
	free(index);
	free(root);
	view_free(&v);
}

/* ------------------------------------------------------------------ */
/* GitLab Code Quality                                                 */
/* ------------------------------------------------------------------ */

static const char *cq_severity(pv_kind k)
{
	switch (k) {
	case PV_ERROR: return "major";
	case PV_WARNING: return "minor";
	case PV_UNKNOWN: return "minor";
	case PV_NOTE: return "info";
	}
	return "major";
}

/* One issue per finding that is not a note (proofs and measurements are
 * no issues); paths relative to --srcroot when under it, as GitLab shows
 * them against the repository. */
static void print_codequality(const pv_report *r, const char *isa_path, FILE *out)
{
	char *root = real_path(r->srcroot);
	view v;
	view_build(r, PV_CODEQUALITY, &v);
	jw w = {.out = out};
	jw_open(&w, NULL, '[');
	for (int i = 0; i < view_len(&v); i++) {
		const pv_finding *f = view_at(&v, i);
		isa_loc l = resolve(f->loc, isa_path);
		char *keep;
		const char *rel = under_root(root, l.file, &keep);
		sbuf desc = {0};
		sb_puts(&desc, f->kind == PV_UNKNOWN ? "unknown: " : "");
		sb_puts(&desc, f->message);
		jw_open(&w, NULL, '{');
		jw_str(&w, "description", desc.s);
		jw_str(&w, "check_name", f->rule);
		jw_str(&w, "fingerprint", f->fp);
		jw_str(&w, "severity", cq_severity(f->kind));
		jw_open(&w, "location", '{');
		jw_str(&w, "path", rel ? rel : l.file);
		jw_open(&w, "lines", '{');
		jw_int(&w, "begin", l.line > 0 ? l.line : 1);
		jw_close(&w, '}');
		jw_close(&w, '}');
		jw_close(&w, '}');
		free(desc.s);
		free(keep);
	}
	jw_close(&w, ']');
	free(root);
	view_free(&v);
}

/* ------------------------------------------------------------------ */

void pv_report_print(pv_report *r, pv_format fmt, const char *isa_path, FILE *out)
{
	pv_report_finish(r);
	switch (fmt) {
	case PV_TEXT: print_text(r, isa_path, out); break;
	case PV_JSON: print_json(r, isa_path, out); break;
	case PV_SARIF: print_sarif(r, isa_path, out); break;
	case PV_CODEQUALITY: print_codequality(r, isa_path, out); break;
	}
}
