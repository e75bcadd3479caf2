/*
 * solver/report.c - findings of `isaproof check`: collected, named by a
 * fingerprint, and judged by a policy (rules on or off, a baseline).
 *
 * A report owns every string it holds (rules, messages, paths, evidence),
 * so it outlives the model it was computed from.  Every finding lives in
 * an allocation of its own, so the pointer pv_add() returns stays valid
 * for the report's life: checkers hold findings while they add others.
 * Printing is in solver/report_print.c, baseline files in baseline.c.
 *
 * Plain C11 and libc only: no Z3 here.
 */
#define _XOPEN_SOURCE 700
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "solver/internal.h"
#include "solver/prove.h"

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

static void finding_clear(pv_finding *f)
{
	xfree_const(f->rule);
	xfree_const(f->loc.file);
	xfree_const(f->related.file);
	free(f->message);
	xfree_const(f->root);
	free(f->scope);
	free(f->witness);
	for (int i = 0; i < f->nlines; i++) {
		free(f->lines[i].key);
		free(f->lines[i].value);
	}
	free(f->lines);
	memset(f, 0, sizeof(*f));
}

static void finding_free(pv_finding *f)
{
	finding_clear(f);
	free(f);
}

void pv_report_free(pv_report *r)
{
	for (int i = 0; i < r->n; i++)
		finding_free(r->v[i]);
	finding_clear(&r->sink);
	for (int i = 0; i < r->nrules; i++)
		free(r->rules[i].rule);
	free(r->rules);
	free(r->v);
	pv_allows_free(r);
	pv_policy_free(&r->policy);
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

static int list_max(const pv_report *r)
{
	return r->max_per_rule ? r->max_per_rule : PV_LIST_MAX;
}

bool pv_listing(const pv_report *r, const char *rule)
{
	int max = list_max(r);
	if (max < 0)
		return true;
	for (int i = 0; i < r->nrules; i++)
		if (!strcmp(r->rules[i].rule, rule))
			return r->rules[i].n < max;
	return true;
}

static void count_kind(pv_report *r, pv_kind kind)
{
	switch (kind) {
	case PV_ERROR: r->nerrors++; break;
	case PV_WARNING: r->nwarnings++; break;
	case PV_NOTE: r->nnotes++; break;
	case PV_UNKNOWN: r->nunknown++; break;
	}
}

/* Every finding is kept, each in an allocation of its own, so the pointer
 * pv_add returns stays valid as long as the report: a checker may hold it
 * (or several) while it adds others.  Past the listing limit a finding
 * keeps what names it (its fingerprint needs that) but no evidence lines,
 * the costly part when a description repeats one mistake many times. */
pv_finding *pv_add(pv_report *r, pv_kind kind, const char *rule, isa_loc loc,
		   const char *fmt, ...)
{
	const char *id = rule ? rule : "";
	pv_rule_count *rc = rule_count(r, id);
	count_kind(r, kind);
	int max = list_max(r);
	bool evidence = max < 0 || rc->n < max; /* pv_listing, without a second search */
	if (max >= 0 && rc->n >= (max > PV_KEEP_MAX ? max : PV_KEEP_MAX)) {
		rc->dropped[kind]++; /* no message formatted: millions can come */
		r->sink.dropped = true;
		return &r->sink;
	}
	rc->n++;
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 16;
		r->v = xrealloc(r->v, (size_t)r->cap * sizeof(*r->v));
	}
	pv_finding *f = xrealloc(NULL, sizeof(*f));
	memset(f, 0, sizeof(*f));
	r->v[r->n++] = f;
	f->kind = kind;
	f->rule = xstrdup(id);
	f->loc = loc_copy(loc);
	f->evidence = evidence;
	f->scope = xstrdup(r->scope);
	va_list ap;
	va_start(ap, fmt);
	f->message = xvformat(fmt, ap);
	va_end(ap);
	return f;
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
		pv_finding *f = from->v[i]; /* moved: from no longer owns it */
		loc_own(&f->loc, isa_path);
		if (f->related.file || f->related.line > 0)
			loc_own(&f->related, isa_path);
		into->v[into->n++] = f;
	}
	from->n = 0;
	pv_allows_merge(into, from);
	into->nerrors += from->nerrors;
	into->nwarnings += from->nwarnings;
	into->nnotes += from->nnotes;
	into->nunknown += from->nunknown;
	for (int i = 0; i < from->nrules; i++) {
		const pv_rule_count *src = &from->rules[i];
		pv_rule_count *rc = rule_count(into, src->rule);
		rc->n += src->n;
		for (int k = 0; k < 4; k++)
			rc->dropped[k] += src->dropped[k];
	}
	pv_report_free(from);
}

void pv_add_line(pv_finding *f, const char *key, const char *fmt, ...)
{
	if (!f->evidence)
		return; /* past the listing limit: named, not shown in full */
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
	if (f->dropped)
		return;
	xfree_const(f->related.file);
	f->related = loc_copy(loc);
}

void pv_set_witness(pv_finding *f, const char *hex)
{
	if (f->dropped)
		return;
	free(f->witness);
	f->witness = xstrdup(hex);
}

void pv_set_gens(pv_finding *f, const char *root, uint32_t lo, uint32_t hi)
{
	if (f->dropped)
		return;
	xfree_const(f->root);
	f->root = xstrdup(root);
	f->has_gens = true;
	f->gen_min = lo;
	f->gen_max = hi;
}

/* ------------------------------------------------------------------ */
/* Rule control                                                        */
/* ------------------------------------------------------------------ */

/* Groups of rules (docs/rules.md): a member ending in '-' is a prefix. */
static const char *const g_proofs[] = {"disjoint", "unused-encoding", "diff-identical", NULL};
static const char *const g_gaps[] = {"undocumented-enum-value", "undocumented-operand",
				     "dontcare-settable", "assert-violable", NULL};
static const char *const g_roundtrip[] = {"roundtrip-", NULL};
static const char *const g_lint[] = {"unresolved-field", "unresolved-param", "no-display",
				     "enum-too-wide", "c-name-collision", "leaf-never-active", NULL};
static const char *const g_decodetree[] = {"dt-", NULL};
static const char *const g_mpact[] = {"mp-", NULL};
static const char *const g_valhall[] = {"va-", NULL};
static const char *const g_diff[] = {"diff-", NULL};
static const char *const g_limits[] = {"diag-limit", "finding-limit", NULL};

const pv_rule_group pv_rule_groups[] = {
	{"proofs", g_proofs},	      {"gaps", g_gaps},	    {"roundtrip", g_roundtrip},
	{"lint", g_lint},	      {"decodetree", g_decodetree}, {"mpact", g_mpact},
	{"valhall", g_valhall},	      {"diff", g_diff},	    {"limits", g_limits},
	{NULL, NULL},
};

static bool member_holds(const char *member, const char *rule)
{
	size_t n = strlen(member);
	if (n && member[n - 1] == '-')
		return !strncmp(member, rule, n);
	return !strcmp(member, rule);
}

static const pv_rule_group *find_group(const char *name)
{
	for (const pv_rule_group *g = pv_rule_groups; g->name; g++)
		if (!strcmp(g->name, name))
			return g;
	return NULL;
}

static bool group_holds(const pv_rule_group *g, const char *rule)
{
	for (const char *const *m = g->rules; *m; m++)
		if (member_holds(*m, rule))
			return true;
	return false;
}

/* docs/rules.md and docs/decodetree.md, embedded at build time */
extern const char pv_rules_md[], pv_decodetree_md[];

/* The documented ids, sorted, found once: an allow names rules by the
 * thousand in a hostile description, and each would scan the docs. */
static char **known_ids;
static int nknown_ids;

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The id of a table row "| id |" or "| `id` |" starting at p, or NULL. */
static char *row_id(const char *p)
{
	if (strncmp(p, "| ", 2))
		return NULL;
	const char *q = p + 2;
	bool bq = *q == '`';
	q += bq;
	size_t n = strcspn(q, bq ? "`\n" : " \n");
	if (!n || (bq && q[n] != '`') || strncmp(q + n + bq, " |", 2))
		return NULL;
	char *id = xrealloc(NULL, n + 1);
	memcpy(id, q, n);
	id[n] = '\0';
	return id;
}

static void known_add(const char *md)
{
	for (const char *p = md; p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		char *id = row_id(p);
		if (!id)
			continue;
		known_ids = xrealloc(known_ids, (size_t)(nknown_ids + 1) * sizeof(*known_ids));
		known_ids[nknown_ids++] = id;
	}
}

bool pv_rule_known(const char *id)
{
	if (!known_ids) {
		known_add(pv_rules_md);
		known_add(pv_decodetree_md);
		qsort(known_ids, (size_t)nknown_ids, sizeof(*known_ids), str_cmp);
	}
	return bsearch(&id, known_ids, (size_t)nknown_ids, sizeof(*known_ids), str_cmp) != NULL;
}

bool pv_policy_switch(pv_policy *p, const char *list, bool on, char *err, size_t errlen)
{
	const char *s = list;
	for (;;) {
		size_t n = strcspn(s, ",");
		char *name = xrealloc(NULL, n + 1);
		memcpy(name, s, n);
		name[n] = '\0';
		if (!n || (!find_group(name) && !pv_rule_known(name))) {
			snprintf(err, errlen, "'%s' is neither a rule id of docs/rules.md nor a group of rules",
				 name);
			free(name);
			return false;
		}
		p->sw = xrealloc(p->sw, (size_t)(p->nsw + 1) * sizeof(*p->sw));
		p->sw[p->nsw++] = (pv_rule_switch){name, on};
		if (!s[n])
			return true;
		s += n + 1;
	}
}

bool pv_rule_enabled(const pv_policy *p, const char *rule)
{
	for (int i = p->nsw - 1; i >= 0; i--) {
		const pv_rule_group *g = find_group(p->sw[i].name);
		if (g ? group_holds(g, rule) : !strcmp(p->sw[i].name, rule))
			return p->sw[i].on;
	}
	return true;
}

void pv_policy_free(pv_policy *p)
{
	for (int i = 0; i < p->nsw; i++)
		free(p->sw[i].name);
	free(p->sw);
	for (int i = 0; i < p->nbase; i++) {
		free(p->base[i].fp);
		free(p->base[i].rule);
		free(p->base[i].level);
		free(p->base[i].message);
	}
	free(p->base);
	memset(p, 0, sizeof(*p));
}

/* ------------------------------------------------------------------ */
/* Fingerprints (recipe 3, docs/baselines.md)                          */
/* ------------------------------------------------------------------ */

typedef struct idbuf {
	char *s;
	size_t n, cap;
} idbuf;

static void id_putc(idbuf *b, char c)
{
	if (b->n + 2 > b->cap) {
		b->cap = b->cap ? b->cap * 2 : 128;
		b->s = xrealloc(b->s, b->cap);
	}
	b->s[b->n++] = c;
	b->s[b->n] = '\0';
}

static void id_puts(idbuf *b, const char *s)
{
	for (; s && *s; s++)
		id_putc(b, *s);
}

static bool is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Drop what the output holds of the current word back to its start (a
 * path's folders: where the tree lies is no part of what a finding is). */
static void drop_folders(idbuf *b)
{
	while (b->n && b->s[b->n - 1] != ' ' && b->s[b->n - 1] != '(' && b->s[b->n - 1] != '\'')
		b->n--;
	b->s[b->n] = '\0';
}

/* A message as identity: names stay (quoted ones verbatim), numbers
 * outside quotes become '#' (counts, percentages, words, line numbers and
 * gens change when unrelated parts of a description do), folders of paths
 * go.  A number is a digit that follows no letter, digit, '_' or '-',
 * with the letters, digits, '.', '_' and '^' after it ("2^13", "0x1f",
 * "34.5", "0..max"). */
static void norm_message(idbuf *b, const char *m)
{
	bool quoted = false;
	for (const char *p = m; *p; p++) {
		char prev = p > m ? p[-1] : ' ';
		if (*p == '\'') {
			if (!quoted && !is_word(prev))
				quoted = true;
			else if (quoted && !is_word(p[1]))
				quoted = false;
			id_putc(b, *p);
		} else if (*p == '/') {
			drop_folders(b);
		} else if (!quoted && is_digit(*p) && !is_word(prev) && prev != '-') {
			while (is_word(p[1]) || p[1] == '.' || p[1] == '^')
				p++;
			id_putc(b, '#');
		} else {
			id_putc(b, *p);
		}
	}
}

char *pv_identity(const pv_finding *f)
{
	idbuf b = {0};
	if (f->scope) { /* a line of its own only in reports of several descriptions */
		id_puts(&b, f->scope);
		id_putc(&b, '\n');
	}
	id_puts(&b, f->rule);
	id_putc(&b, '\n');
	id_puts(&b, f->root);
	id_putc(&b, '\n');
	if (f->has_gens) {
		char g[48];
		snprintf(g, sizeof(g), "%lu..%lu", (unsigned long)f->gen_min, (unsigned long)f->gen_max);
		id_puts(&b, g);
	}
	id_putc(&b, '\n');
	norm_message(&b, f->message);
	if (!b.s)
		id_puts(&b, "");
	return b.s;
}

/* 64-bit FNV-1a */
static uint64_t fnv(uint64_t h, const char *s)
{
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * UINT64_C(0x100000001b3);
	return h;
}

static bool is_fixed_note(const pv_finding *f)
{
	return !strcmp(f->rule, "baseline-fixed");
}

typedef struct fp_slot {
	uint64_t h;
	int seen; /* findings of this identity so far */
} fp_slot;

/* The n-th finding of one identity (in the order added) hashes "#n" too:
 * identical identities stay apart, and only findings of the same
 * identity can shift each other. */
static void fingerprint_all(pv_report *r)
{
	int cap = 16;
	while (cap < 2 * r->n)
		cap *= 2;
	fp_slot *t = xrealloc(NULL, (size_t)cap * sizeof(*t));
	memset(t, 0, (size_t)cap * sizeof(*t));
	for (int i = 0; i < r->n; i++) {
		pv_finding *f = r->v[i];
		if (is_fixed_note(f))
			continue; /* named by the entry it stands for */
		char *id = pv_identity(f);
		uint64_t h = fnv(UINT64_C(0xcbf29ce484222325), id);
		free(id);
		size_t k = (size_t)(h & (uint64_t)(cap - 1));
		while (t[k].seen && t[k].h != h)
			k = (k + 1) & (size_t)(cap - 1);
		t[k].h = h;
		int nth = ++t[k].seen;
		if (nth > 1) {
			char num[24];
			snprintf(num, sizeof(num), "\n#%d", nth);
			h = fnv(h, num);
		}
		snprintf(f->fp, sizeof(f->fp), "%016llx", (unsigned long long)h);
	}
	free(t);
}

/* ------------------------------------------------------------------ */
/* Finishing                                                           */
/* ------------------------------------------------------------------ */

static pv_base_entry *base_find(pv_policy *p, const char *fp)
{
	int lo = 0, hi = p->nbase - 1; /* sorted by fingerprint when read */
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		int c = strcmp(p->base[mid].fp, fp);
		if (!c)
			return &p->base[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return NULL;
}

/* A note (or, with --fail-on-fixed, an error) per baseline entry no
 * finding of this run matched: the file is to be tidied. */
static void note_fixed(pv_report *r)
{
	pv_policy *p = &r->policy;
	for (int i = 0; i < p->nbase; i++) {
		pv_base_entry *e = &p->base[i];
		if (e->seen || !pv_rule_enabled(p, e->rule))
			continue;
		pv_finding *f = pv_add(r, p->fail_on_fixed ? PV_ERROR : PV_NOTE, "baseline-fixed",
				       (isa_loc){0}, "baselined %s [%s] no longer found: %s", e->level,
				       e->rule, e->message);
		pv_add_line(f, "fingerprint", "%s", e->fp);
		snprintf(f->fp, sizeof(f->fp), "%s", e->fp);
		r->nfixed++;
	}
}

/* Safe to call again (a report printed twice, or added to after it was
 * printed): everything is recomputed, the fixed notes added once. */
void pv_report_finish(pv_report *r)
{
	if (!r->finished)
		pv_allows_apply(r); /* before fingerprints: it adds findings */
	fingerprint_all(r);
	pv_policy *p = &r->policy;
	int n = r->n;
	for (int i = 0; i < n; i++) {
		pv_finding *f = r->v[i];
		pv_base_entry *e = p->has_base && !is_fixed_note(f) ? base_find(p, f->fp) : NULL;
		f->state = PV_NEW;
		f->in_baseline = e != NULL;
		if (e)
			e->seen = true; /* found: not fixed, whatever accepts it */
		if (!pv_rule_enabled(p, f->rule))
			f->state = PV_DISABLED;
		else if (f->allow)
			f->state = PV_SUPPRESSED; /* the description's word goes first */
		else if (e)
			f->state = PV_BASELINED;
	}
	if (p->has_base && !r->finished)
		note_fixed(r);
	r->finished = true;
	r->nerrors = r->nwarnings = r->nnotes = r->nunknown = 0;
	r->nbaselined = r->ndisabled = r->nsuppressed = 0;
	for (int i = 0; i < r->n; i++) {
		const pv_finding *f = r->v[i];
		if (f->state == PV_NEW)
			count_kind(r, f->kind);
		r->nbaselined += f->state == PV_BASELINED;
		r->ndisabled += f->state == PV_DISABLED;
		r->nsuppressed += f->state == PV_SUPPRESSED;
	}
	for (int i = 0; i < r->nrules; i++) {
		const pv_rule_count *rc = &r->rules[i];
		bool on = pv_rule_enabled(p, rc->rule);
		if (!on) {
			r->ndisabled += rc->dropped[0] + rc->dropped[1] + rc->dropped[2] + rc->dropped[3];
			continue;
		}
		r->nerrors += rc->dropped[PV_ERROR];
		r->nwarnings += rc->dropped[PV_WARNING];
		r->nnotes += rc->dropped[PV_NOTE];
		r->nunknown += rc->dropped[PV_UNKNOWN];
	}
}

int pv_report_status(const pv_report *r)
{
	switch (r->policy.fail_on) {
	case PV_FAIL_ERROR: return r->nerrors ? 1 : 0;
	case PV_FAIL_WARNING: return r->nerrors || r->nwarnings || r->nunknown ? 1 : 0;
	case PV_FAIL_NEVER: return 0;
	}
	return 0;
}
