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

void pv_count_kind(pv_report *r, pv_kind kind)
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
	pv_count_kind(r, kind);
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
/* The allows a report carries (matched in solver/allow.c)             */
/* ------------------------------------------------------------------ */

void pv_allows_free(pv_report *r)
{
	for (int i = 0; i < r->nallows; i++) {
		pv_allow *a = &r->allows[i];
		free((void *)(uintptr_t)a->loc.file);
		for (int k = 0; k < a->nrules; k++)
			free(a->rules[k]);
		free(a->rules);
		free(a->used);
		free(a->reason);
		free(a->error);
		free(a->scope);
	}
	free(r->allows);
	for (int i = 0; i < r->npartial; i++)
		free(r->partial[i]);
	free(r->partial);
	r->allows = NULL;
	r->partial = NULL;
	r->nallows = r->npartial = 0;
}

/* Moves the allows and partial rules of `from` to `into`. */
void pv_allows_merge(pv_report *into, pv_report *from)
{
	if (!from->nallows && !from->npartial)
		return;
	into->allows = pv_xrealloc(into->allows, (size_t)(into->nallows + from->nallows) * sizeof(*into->allows));
	if (from->nallows)
		memcpy(into->allows + into->nallows, from->allows, (size_t)from->nallows * sizeof(*from->allows));
	into->nallows += from->nallows;
	into->partial = pv_xrealloc(into->partial, (size_t)(into->npartial + from->npartial) * sizeof(*into->partial));
	if (from->npartial)
		memcpy(into->partial + into->npartial, from->partial, (size_t)from->npartial * sizeof(*from->partial));
	into->npartial += from->npartial;
	free(from->allows);
	free(from->partial);
	from->allows = NULL;
	from->partial = NULL;
	from->nallows = from->npartial = 0;
}
