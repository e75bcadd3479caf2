/*
 * solver/allow.c - what the isaproof-allow comments of the descriptions
 * do to a report (docs/suppressions.md).
 *
 * An allow covers the line it is written on and the line after the one
 * its comment ends on.  A finding of a rule it names whose primary
 * location is on a covered line of the same file (and description) is
 * suppressed.  A malformed allow, or one naming no rule id, is an
 * allow-syntax error and suppresses nothing; a rule of a well-formed
 * allow that suppressed nothing is an unused-allow warning, said only
 * when the run could have found such a finding (see allow_judged).
 *
 * The same file read by two descriptions of one run (an import, an
 * include) gives each its copy of an allow: the copies are reported
 * once, and a rule is unused only when it is unused in every copy.
 *
 * Plain C11 and libc only: no Z3 here.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "solver/internal.h"
#include "solver/prove.h"

static char *xstrdup(const char *s)
{
	if (!s)
		return NULL;
	size_t n = strlen(s) + 1;
	char *d = pv_xmalloc(n);
	memcpy(d, s, n);
	return d;
}

/* NULL and "" are one scope: a report of one description */
static int scope_cmp(const char *a, const char *b) { return strcmp(a ? a : "", b ? b : ""); }

/* ------------------------------------------------------------------ */
/* Collecting                                                          */
/* ------------------------------------------------------------------ */

void pv_report_allows(pv_report *r, const isa *m, bool complete)
{
	if (!m || !m->allows.n)
		return;
	r->allows = pv_xrealloc(r->allows, (size_t)(r->nallows + m->allows.n) * sizeof(*r->allows));
	for (const isa_allow *al = m->allows.first; al; al = al->next) {
		pv_allow *c = &r->allows[r->nallows++];
		memset(c, 0, sizeof(*c));
		c->loc = al->loc;
		c->loc.file = xstrdup(al->loc.file);
		c->end_line = al->end_line;
		c->nrules = al->nrules;
		c->rules = pv_xmalloc((size_t)(al->nrules + 1) * sizeof(*c->rules));
		c->used = pv_xmalloc((size_t)(al->nrules + 1) * sizeof(*c->used));
		for (int k = 0; k < al->nrules; k++) {
			c->rules[k] = xstrdup(al->rules[k]);
			c->used[k] = 0;
		}
		c->reason = xstrdup(al->reason);
		c->error = xstrdup(al->error);
		c->scope = xstrdup(r->scope);
		c->judged = complete;
	}
}

void pv_rule_partial(pv_report *r, const char *rule)
{
	const char *s = r->scope ? r->scope : "";
	size_t n = strlen(s) + strlen(rule) + 2;
	char *key = pv_xmalloc(n);
	snprintf(key, n, "%s\n%s", s, rule);
	r->partial = pv_xrealloc(r->partial, (size_t)(r->npartial + 1) * sizeof(*r->partial));
	r->partial[r->npartial++] = key;
}

/* ------------------------------------------------------------------ */
/* Matching findings                                                   */
/* ------------------------------------------------------------------ */

/* A line an allow covers: sorted by scope, file, line, then allow. */
typedef struct cover {
	const char *scope, *file;
	int line;
	int allow;
} cover;

static int cover_cmp(const void *pa, const void *pb)
{
	const cover *a = pa, *b = pb;
	int c = scope_cmp(a->scope, b->scope);
	if (!c)
		c = strcmp(a->file, b->file);
	if (!c)
		c = (a->line > b->line) - (a->line < b->line);
	if (!c)
		c = (a->allow > b->allow) - (a->allow < b->allow);
	return c;
}

/* Does an allow suppress anything: well-formed, every rule known? */
static bool allow_valid(const pv_allow *a)
{
	if (a->error)
		return false;
	for (int k = 0; k < a->nrules; k++)
		if (!pv_rule_known(a->rules[k]))
			return false;
	return true;
}

static int covers_build(const pv_report *r, cover **out)
{
	cover *v = pv_xmalloc((size_t)(2 * r->nallows + 1) * sizeof(*v));
	int n = 0;
	for (int i = 0; i < r->nallows; i++) {
		const pv_allow *a = &r->allows[i];
		if (!a->loc.file || a->loc.line <= 0 || !allow_valid(a))
			continue;
		v[n++] = (cover){a->scope, a->loc.file, a->loc.line, i};
		if (a->end_line + 1 != a->loc.line)
			v[n++] = (cover){a->scope, a->loc.file, a->end_line + 1, i};
	}
	qsort(v, (size_t)n, sizeof(*v), cover_cmp);
	*out = v;
	return n;
}

/* The first cover at or after key (allow -1 sorts first), or n. */
static int covers_lower(const cover *v, int n, const cover *key)
{
	int lo = 0, hi = n;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (cover_cmp(&v[mid], key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static int rule_index(const pv_allow *a, const char *rule)
{
	for (int k = 0; k < a->nrules; k++)
		if (!strcmp(a->rules[k], rule))
			return k;
	return -1;
}

/* The allow (first in file order) covering a finding, marked in it. */
static void match_finding(pv_report *r, pv_finding *f, const cover *v, int n)
{
	if (!f->loc.file || f->loc.line <= 0 || !strcmp(f->rule, "baseline-fixed"))
		return;
	cover key = {f->scope, f->loc.file, f->loc.line, -1};
	for (int i = covers_lower(v, n, &key); i < n; i++) {
		key.allow = v[i].allow;
		if (cover_cmp(&v[i], &key))
			break;
		pv_allow *a = &r->allows[v[i].allow];
		int k = rule_index(a, f->rule);
		if (k >= 0) {
			a->used[k]++;
			f->allow = v[i].allow + 1;
			return;
		}
	}
}

/* ------------------------------------------------------------------ */
/* Reporting the allows                                                */
/* ------------------------------------------------------------------ */

/* Copies of one allow (one file read by several descriptions) are at
 * one place: file, line, column. */
static int place_cmp3(const pv_allow *a, const pv_allow *b)
{
	int c = strcmp(a->loc.file ? a->loc.file : "", b->loc.file ? b->loc.file : "");
	if (!c)
		c = (a->loc.line > b->loc.line) - (a->loc.line < b->loc.line);
	if (!c)
		c = (a->loc.col > b->loc.col) - (a->loc.col < b->loc.col);
	return c;
}

static const pv_report *sort_report; /* qsort has no context argument in C11 */

/* by place, then in the order added */
static int place_cmp(const void *pa, const void *pb)
{
	int ia = *(const int *)pa, ib = *(const int *)pb;
	int c = place_cmp3(&sort_report->allows[ia], &sort_report->allows[ib]);
	return c ? c : (ia > ib) - (ia < ib);
}

/* The allows' indices sorted by place: the copies of one allow next to
 * each other, the first added first. */
static int *by_place(const pv_report *r)
{
	int *order = pv_xmalloc((size_t)(r->nallows + 1) * sizeof(int));
	for (int i = 0; i < r->nallows; i++)
		order[i] = i;
	sort_report = r;
	qsort(order, (size_t)r->nallows, sizeof(int), place_cmp);
	sort_report = NULL;
	return order;
}

/* The scopes where the solver left some question open: an allow read
 * there may name the rule of a finding that was not reached. */
static int open_scopes(const pv_report *r, const char ***out)
{
	const char **v = pv_xmalloc((size_t)(r->n + 1) * sizeof(*v));
	int n = 0;
	for (int i = 0; i < r->n; i++) {
		if (r->v[i]->kind != PV_UNKNOWN)
			continue;
		int j = 0;
		while (j < n && scope_cmp(v[j], r->v[i]->scope))
			j++;
		if (j == n)
			v[n++] = r->v[i]->scope;
	}
	*out = v;
	return n;
}

static bool in_scopes(const char *const *v, int n, const char *scope)
{
	for (int i = 0; i < n; i++)
		if (!scope_cmp(v[i], scope))
			return true;
	return false;
}

/* Was `rule` checked in full where allow a was read: its description
 * checked in full, the rule on, no finding of it left unkept, no
 * question left open by the solver there? */
static bool allow_judged(const pv_report *r, const pv_allow *a, const char *rule,
			 const char *const *open, int nopen)
{
	if (!a->judged || !pv_rule_enabled(&r->policy, rule) || in_scopes(open, nopen, a->scope))
		return false;
	for (int i = 0; i < r->nrules; i++) {
		const pv_rule_count *rc = &r->rules[i];
		if (!strcmp(rc->rule, rule) && rc->dropped[0] + rc->dropped[1] + rc->dropped[2] + rc->dropped[3])
			return false;
	}
	const char *s = a->scope ? a->scope : "";
	size_t sl = strlen(s);
	for (int i = 0; i < r->npartial; i++) {
		if (strncmp(r->partial[i], s, sl) || r->partial[i][sl] != '\n')
			continue;
		const char *p = r->partial[i] + sl + 1; /* a rule, or a prefix ending in '-' */
		size_t pl = strlen(p);
		if (pl && p[pl - 1] == '-' ? !strncmp(p, rule, pl) : !strcmp(p, rule))
			return false;
	}
	return true;
}

/* The copies order[from, to) of one allow: the first one's used counts
 * become the sums, and its rules that some copy could not judge are
 * marked in unsure. */
static void fold_copies(pv_report *r, const int *order, int from, int to, bool *unsure,
			const char *const *open, int nopen)
{
	pv_allow *a = &r->allows[order[from]];
	for (int k = 0; k < a->nrules; k++) {
		unsure[k] = false;
		for (int j = from; j < to; j++) {
			const pv_allow *c = &r->allows[order[j]];
			if (j > from && k < c->nrules)
				a->used[k] += c->used[k];
			unsure[k] |= !allow_judged(r, c, a->rules[k], open, nopen);
		}
	}
}

/* The findings about one allow (the first of its copies), added under
 * its scope: allow-syntax, else unused-allow per rule that suppressed
 * nothing where every copy was checked in full. */
static void report_allow(pv_report *r, const pv_allow *a, const bool *unsure)
{
	const char *saved = r->scope;
	r->scope = a->scope;
	bool bad = a->error != NULL;
	if (bad)
		pv_add(r, PV_ERROR, "allow-syntax", a->loc, "malformed isaproof-allow: %s", a->error);
	for (int k = 0; k < a->nrules && !a->error; k++)
		if (!pv_rule_known(a->rules[k])) {
			pv_add(r, PV_ERROR, "allow-syntax", a->loc,
			       "isaproof-allow names '%s', which is no rule id of docs/rules.md: the allow "
			       "suppresses nothing", a->rules[k]);
			bad = true;
		}
	for (int k = 0; k < a->nrules && !bad; k++)
		if (!a->used[k] && !unsure[k])
			pv_add(r, PV_WARNING, "unused-allow", a->loc,
			       "isaproof-allow(%s) suppresses nothing: no [%s] finding is on this line or the "
			       "next", a->rules[k], a->rules[k]);
	r->scope = saved;
}

/* Match every finding against the allows, then add the findings about
 * the allows (never suppressed themselves), in the order the allows
 * were read.  Once per report, before fingerprints are computed. */
void pv_allows_apply(pv_report *r)
{
	if (!r->nallows)
		return;
	cover *v;
	int n = covers_build(r, &v);
	for (int i = 0; i < r->n; i++)
		match_finding(r, r->v[i], v, n);
	free(v);
	const char **open;
	int nopen = open_scopes(r, &open);
	int *order = by_place(r);
	/* per allow: 1 + where its copies start in order, 0 for a copy */
	int *first = pv_xmalloc((size_t)(r->nallows + 1) * sizeof(int));
	int *last = pv_xmalloc((size_t)(r->nallows + 1) * sizeof(int));
	for (int i = 0; i < r->nallows; i++)
		first[i] = 0;
	for (int i = 0, j; i < r->nallows; i = j) {
		for (j = i + 1; j < r->nallows; j++)
			if (place_cmp3(&r->allows[order[i]], &r->allows[order[j]]))
				break;
		first[order[i]] = i + 1;
		last[order[i]] = j;
	}
	for (int i = 0; i < r->nallows; i++) {
		if (!first[i])
			continue;
		pv_allow *a = &r->allows[i];
		bool *unsure = pv_xmalloc((size_t)(a->nrules + 1) * sizeof(bool));
		fold_copies(r, order, first[i] - 1, last[i], unsure, open, nopen);
		report_allow(r, a, unsure);
		free(unsure);
	}
	free(first);
	free(last);
	free(order);
	free(open);
}
