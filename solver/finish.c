/*
 * solver/finish.c - a report judged once every finding is in: the
 * description's isaproof-allow comments applied (solver/allow.c), every
 * finding's fingerprint, its state under the policy (disabled,
 * suppressed, baselined, new), the baseline entries no longer found
 * reported as fixed, and the exit status.
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
		b->s = pv_xrealloc(b->s, b->cap);
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
	fp_slot *t = pv_xrealloc(NULL, (size_t)cap * sizeof(*t));
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
			pv_count_kind(r, f->kind);
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
