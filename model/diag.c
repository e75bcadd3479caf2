/*
 * model/diag.c - diagnostics collected in a context, printed GCC-style.
 *
 * Library code never prints or exits on bad input: it adds a diagnostic
 * and carries on, and the caller decides what an error means.  A context
 * keeps at most max_per_rule diagnostics of one rule and counts the
 * rest, so a file that repeats one mistake costs memory and output in
 * proportion to the mistakes' kinds, not their copies.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

void isa_diags_init(isa_diags *d) { memset(d, 0, sizeof(*d)); }

void isa_diags_free(isa_diags *d)
{
	for (int i = 0; i < d->n; i++) {
		free(d->v[i].msg);
		free((char *)d->v[i].loc.file);
	}
	for (int i = 0; i < d->nrules; i++)
		free((char *)d->rules[i].first.file);
	free(d->v);
	free(d->rules);
	memset(d, 0, sizeof(*d));
}

/* A copy of s on one line: control characters become \n, \r, \t or
 * \xNN, so one diagnostic is always one line of output. */
char *isa_one_line(const char *s)
{
	size_t n = 0;
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		n += (*p < 0x20 && *p != '\t') || *p == 0x7f ? 4 : 1;
	char *out = isa_xmalloc(n + 1), *o = out;
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if ((*p >= 0x20 && *p != 0x7f) || *p == '\t') { /* tabs are Mesa's text */
			*o++ = (char)*p;
			continue;
		}
		const char *esc = *p == '\n' ? "\\n" : *p == '\r' ? "\\r" : NULL;
		if (esc) {
			memcpy(o, esc, 2);
			o += 2;
		} else {
			snprintf(o, 5, "\\x%02x", *p);
			o += 4;
		}
	}
	*o = '\0';
	return out;
}

static isa_rule_count *rule_count(isa_diags *d, const char *rule)
{
	for (int i = 0; i < d->nrules; i++)
		if (d->rules[i].rule == rule || !strcmp(d->rules[i].rule, rule))
			return &d->rules[i];
	if (d->nrules == d->caprules) {
		d->caprules = d->caprules ? d->caprules * 2 : 16;
		d->rules = isa_xrealloc(d->rules, d->caprules * sizeof(*d->rules));
	}
	d->rules[d->nrules] = (isa_rule_count){.rule = rule};
	return &d->rules[d->nrules++];
}

void isa_diag_add(isa_diags *d, isa_severity sev, isa_loc loc, const char *rule,
		  const char *fmt, ...)
{
	if (sev == ISA_ERROR)
		d->nerrors++;
	else if (sev == ISA_WARNING)
		d->nwarnings++;
	isa_rule_count *rc = rule_count(d, rule);
	int max = d->max_per_rule ? d->max_per_rule : ISA_DIAG_LIST_MAX;
	if (rc->n++ == 0)
		rc->first = (isa_loc){loc.file ? isa_one_line(loc.file) : NULL, loc.line, loc.col};
	if (sev > rc->worst)
		rc->worst = sev;
	if (max > 0 && rc->listed >= max)
		return;
	rc->listed++;
	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 16;
		d->v = isa_xrealloc(d->v, d->cap * sizeof(*d->v));
	}
	va_list ap;
	va_start(ap, fmt);
	int len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *msg = isa_xmalloc(len + 1);
	va_start(ap, fmt);
	vsnprintf(msg, len + 1, fmt, ap);
	va_end(ap);
	char *line = isa_one_line(msg);
	free(msg);
	/* the diagnostic outlives the model, so it owns a copy of the path */
	if (loc.file)
		loc.file = isa_one_line(loc.file);
	d->v[d->n++] = (isa_diag){sev, loc, rule, line};
}

int isa_diags_unlisted(const isa_diags *d, const char *rule)
{
	for (int i = 0; i < d->nrules; i++)
		if (!strcmp(d->rules[i].rule, rule))
			return d->rules[i].n - d->rules[i].listed;
	return 0;
}

static const char *sev_name(isa_severity s)
{
	return s == ISA_ERROR ? "error" : s == ISA_WARNING ? "warning" : "note";
}

static void print_loc(const isa_loc *loc, FILE *out)
{
	if (!loc->file)
		return;
	fprintf(out, "%s:", loc->file);
	if (loc->line)
		fprintf(out, "%d:%d:", loc->line, loc->col ? loc->col : 1);
	fputc(' ', out);
}

void isa_diags_print(const isa_diags *d, FILE *out)
{
	for (int i = 0; i < d->n; i++) {
		const isa_diag *g = &d->v[i];
		print_loc(&g->loc, out);
		fprintf(out, "%s: %s [%s]\n", sev_name(g->severity), g->msg, g->rule);
	}
	for (int i = 0; i < d->nrules; i++) {
		const isa_rule_count *rc = &d->rules[i];
		if (rc->n == rc->listed)
			continue;
		print_loc(&rc->first, out);
		fprintf(out, "note: %d more [%s] %ss not listed (%d reported, the first %d shown) [diag-limit]\n",
			rc->n - rc->listed, rc->rule, sev_name(rc->worst), rc->n, rc->listed);
	}
}
