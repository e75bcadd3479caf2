/*
 * solver/baseline.c - baseline files: the findings a project has accepted.
 *
 * A baseline is a JSON file (json-c), written sorted so that it is stable
 * byte for byte and diffs well in git:
 *
 *   {
 *     "isaproof-baseline": 3,
 *     "findings": [
 *       { "fingerprint": "…", "rule": "…", "level": "error", "message": "…" },
 *       …
 *     ]
 *   }
 *
 * The number is the fingerprint recipe (PV_FP_RECIPE, docs/baselines.md):
 * fingerprints of another recipe would match nothing and turn every
 * accepted finding into a new one, so such a file is refused.  Only the
 * fingerprint matches; rule, level and message are for the reviewer.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/isa.h"
#include "solver/internal.h"
#include "solver/prove.h"

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = pv_xmalloc(n);
	memcpy(d, s, n);
	return d;
}

static const char *level_of(pv_kind k)
{
	static const char *const names[] = {"error", "warning", "note", "unknown"};
	return names[k];
}

/* ---- reading ------------------------------------------------------------ */

static bool fail(char *err, size_t errlen, const char *path, const char *why)
{
	snprintf(err, errlen, "baseline %s: %s", path, why);
	return false;
}

static const char *member_str(json_object *o, const char *key)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_string))
		return NULL;
	return json_object_get_string(v);
}

static bool is_fp(const char *s)
{
	if (!s || strlen(s) != PV_FP_LEN)
		return false;
	for (; *s; s++)
		if (!((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f')))
			return false;
	return true;
}

static int entry_cmp(const void *a, const void *b)
{
	const pv_base_entry *x = a, *y = b;
	return strcmp(x->fp, y->fp);
}

/* The recipe number at the top; false (with the reason) when absent or
 * not ours. */
static bool check_recipe(json_object *top, const char *path, char *err, size_t errlen)
{
	json_object *v;
	if (!json_object_is_type(top, json_type_object) ||
	    !json_object_object_get_ex(top, "isaproof-baseline", &v))
		return fail(err, errlen, path, "not an isaproof baseline (no \"isaproof-baseline\" member)");
	if (!json_object_is_type(v, json_type_int))
		return fail(err, errlen, path, "\"isaproof-baseline\" is not a number");
	int64_t got = json_object_get_int64(v);
	if (got != PV_FP_RECIPE) {
		char why[200];
		snprintf(why, sizeof(why),
			 "written with fingerprint recipe %lld, this isaproof uses recipe %d: its "
			 "fingerprints would match nothing; write it again with --write-baseline",
			 (long long)got, PV_FP_RECIPE);
		return fail(err, errlen, path, why);
	}
	return true;
}

static bool read_entries(json_object *arr, pv_policy *p, const char *path, char *err, size_t errlen)
{
	size_t n = json_object_array_length(arr);
	p->base = pv_xmalloc((n + 1) * sizeof(*p->base));
	for (size_t i = 0; i < n; i++) {
		json_object *e = json_object_array_get_idx(arr, i);
		const char *fp = member_str(e, "fingerprint"), *rule = member_str(e, "rule");
		const char *level = member_str(e, "level"), *msg = member_str(e, "message");
		if (!is_fp(fp) || !rule) {
			char why[160];
			snprintf(why, sizeof(why),
				 "entry %zu has no fingerprint of %d hex digits or no rule", i + 1, PV_FP_LEN);
			return fail(err, errlen, path, why);
		}
		p->base[p->nbase++] = (pv_base_entry){xstrdup(fp), xstrdup(rule),
						      xstrdup(level ? level : ""),
						      xstrdup(msg ? msg : ""), false};
	}
	qsort(p->base, (size_t)p->nbase, sizeof(*p->base), entry_cmp);
	return true;
}

bool pv_baseline_read(pv_report *r, const char *path, char *err, size_t errlen)
{
	json_object *top = json_object_from_file(path);
	if (!top) {
		FILE *f = fopen(path, "r");
		if (!f)
			return fail(err, errlen, path, strerror(errno));
		fclose(f);
		return fail(err, errlen, path, "not valid JSON");
	}
	pv_policy *p = &r->policy;
	json_object *arr;
	bool ok = check_recipe(top, path, err, errlen);
	if (ok && (!json_object_object_get_ex(top, "findings", &arr) ||
		   !json_object_is_type(arr, json_type_array)))
		ok = fail(err, errlen, path, "no \"findings\" array");
	if (ok)
		ok = read_entries(arr, p, path, err, errlen);
	json_object_put(top);
	p->has_base = ok;
	return ok;
}

/* ---- writing ------------------------------------------------------------ */

static int finding_cmp(const void *a, const void *b)
{
	const pv_finding *x = *(const pv_finding *const *)a, *y = *(const pv_finding *const *)b;
	return strcmp(x->fp, y->fp);
}

/* Every finding of the run that its rules leave on, the baselined ones
 * too (a baseline rewritten keeps what it held), not the fixed notes nor
 * those an isaproof-allow of the description accepts (the description
 * says so already: removing the allow must bring the finding back). */
static json_object *entries(const pv_report *r)
{
	const pv_finding **v = pv_xmalloc((size_t)(r->n + 1) * sizeof(*v));
	int n = 0;
	for (int i = 0; i < r->n; i++) {
		const pv_finding *f = r->v[i];
		if (f->state != PV_DISABLED && f->state != PV_SUPPRESSED && strcmp(f->rule, "baseline-fixed"))
			v[n++] = f;
	}
	qsort(v, (size_t)n, sizeof(*v), finding_cmp);
	json_object *arr = json_object_new_array();
	for (int i = 0; i < n; i++) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "fingerprint", json_object_new_string(v[i]->fp));
		json_object_object_add(e, "rule", json_object_new_string(v[i]->rule));
		json_object_object_add(e, "level", json_object_new_string(level_of(v[i]->kind)));
		json_object_object_add(e, "message", json_object_new_string(v[i]->message));
		json_object_array_add(arr, e);
	}
	free(v);
	return arr;
}

bool pv_baseline_write(const pv_report *r, const char *path, char *err, size_t errlen)
{
	struct stat st;
	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode))
		return fail(err, errlen, path, "exists and is not a regular file; not replaced");
	json_object *top = json_object_new_object();
	json_object_object_add(top, "isaproof-baseline", json_object_new_int(PV_FP_RECIPE));
	json_object_object_add(top, "findings", entries(r));
	const char *text = json_object_to_json_string_ext(
		top, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE);
	size_t len = strlen(text);
	char *buf = pv_xmalloc(len + 2);
	memcpy(buf, text, len);
	buf[len] = '\n';
	bool ok = isa_write_file(path, buf, len + 1, err, errlen);
	free(buf);
	json_object_put(top);
	return ok;
}
