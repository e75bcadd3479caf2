/*
 * solver/rules.c - which rules a run reports: the rule groups of
 * docs/rules.md, the rule ids the documentation knows, and the policy's
 * switches (--enable, --disable) and baseline entries.
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
static const char *const g_bifrost[] = {"bi-", NULL};
static const char *const g_diff[] = {"diff-", NULL};
static const char *const g_limits[] = {"diag-limit", "finding-limit", NULL};

const pv_rule_group pv_rule_groups[] = {
	{"proofs", g_proofs},	      {"gaps", g_gaps},	    {"roundtrip", g_roundtrip},
	{"lint", g_lint},	      {"decodetree", g_decodetree}, {"mpact", g_mpact},
	{"valhall", g_valhall},	      {"diff", g_diff},	    {"limits", g_limits},
	{"bifrost", g_bifrost},	      {NULL, NULL},
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
	char *id = pv_xrealloc(NULL, n + 1);
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
		known_ids = pv_xrealloc(known_ids, (size_t)(nknown_ids + 1) * sizeof(*known_ids));
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
		char *name = pv_xrealloc(NULL, n + 1);
		memcpy(name, s, n);
		name[n] = '\0';
		if (!n || (!find_group(name) && !pv_rule_known(name))) {
			snprintf(err, errlen, "'%s' is neither a rule id of docs/rules.md nor a group of rules",
				 name);
			free(name);
			return false;
		}
		p->sw = pv_xrealloc(p->sw, (size_t)(p->nsw + 1) * sizeof(*p->sw));
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
