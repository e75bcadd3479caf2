/*
 * model/diag.c - diagnostics collected in a context, printed GCC-style.
 *
 * Library code never prints or exits on bad input: it adds a diagnostic
 * and carries on, and the caller decides what an error means.
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
	free(d->v);
	memset(d, 0, sizeof(*d));
}

void isa_diag_add(isa_diags *d, isa_severity sev, isa_loc loc, const char *rule,
		  const char *fmt, ...)
{
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
	/* the diagnostic outlives the model, so it owns a copy of the path */
	if (loc.file) {
		char *f = isa_xmalloc(strlen(loc.file) + 1);
		strcpy(f, loc.file);
		loc.file = f;
	}
	d->v[d->n++] = (isa_diag){sev, loc, rule, msg};
	if (sev == ISA_ERROR)
		d->nerrors++;
	else if (sev == ISA_WARNING)
		d->nwarnings++;
}

static const char *sev_name(isa_severity s)
{
	return s == ISA_ERROR ? "error" : s == ISA_WARNING ? "warning" : "note";
}

void isa_diags_print(const isa_diags *d, FILE *out)
{
	for (int i = 0; i < d->n; i++) {
		const isa_diag *g = &d->v[i];
		if (g->loc.file) {
			fprintf(out, "%s:", g->loc.file);
			if (g->loc.line)
				fprintf(out, "%d:%d:", g->loc.line, g->loc.col ? g->loc.col : 1);
			fputc(' ', out);
		}
		fprintf(out, "%s: %s [%s]\n", sev_name(g->severity), g->msg, g->rule);
	}
}
