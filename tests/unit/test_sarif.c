/*
 * tests/unit/test_sarif.c - `check --format sarif` has the structure SARIF
 * 2.1.0 requires and GitHub code scanning uses, checked by hand (no schema
 * validator is among the project's packages).
 *
 * For reports of several descriptions (clean, with errors, with lint
 * warnings, one that does not load, a decodetree file), with and without
 * a source root, the output is parsed as JSON and checked:
 *   - version "2.1.0", $schema, one run with tool.driver.name;
 *   - every rule object has an id and shortDescription, fullDescription
 *     and help texts from the docs (never "(undocumented rule)");
 *   - every result has ruleId and a ruleIndex naming that rule, a
 *     message.text, kind among SARIF's six and level among its four, level
 *     "none" whenever kind is not "fail" (proofs and measurements never
 *     become alerts), a partialFingerprints object of strings, locations
 *     with an artifactLocation uri and startLine >= 1 where a region is;
 *   - a uriBaseId names an entry of originalUriBaseIds, whose uri is an
 *     absolute file: URI ending in '/';
 *   - the fingerprints are the same in a second run.
 */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "model/isa.h"
#include "read/read.h"
#include "solver/prove.h"

#include "check.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

/* ---- a small JSON reader ------------------------------------------------ */

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } jkind;

typedef struct jval {
	jkind k;
	char *s;               /* J_STR */
	double num;            /* J_NUM */
	struct jval **v;       /* J_ARR elements, J_OBJ values */
	char **keys;           /* J_OBJ */
	int n;
} jval;

typedef struct jp {
	const char *p;
	bool bad;
} jp;

static void ws(jp *j)
{
	while (*j->p == ' ' || *j->p == '\n' || *j->p == '\t' || *j->p == '\r')
		j->p++;
}

static jval *jnew(jkind k)
{
	jval *v = calloc(1, sizeof(*v));
	if (!v)
		abort();
	v->k = k;
	return v;
}

static char *jstring(jp *j)
{
	size_t cap = 64, n = 0;
	char *s = malloc(cap);
	if (!s)
		abort();
	j->p++; /* opening quote */
	while (*j->p && *j->p != '"') {
		char c = *j->p++;
		if ((unsigned char)c < 0x20)
			j->bad = true; /* raw control characters are not JSON */
		if (c == '\\') {
			char e = *j->p++;
			switch (e) {
			case 'n': c = '\n'; break;
			case 't': c = '\t'; break;
			case 'r': c = '\r'; break;
			case 'b': c = '\b'; break;
			case 'f': c = '\f'; break;
			case 'u':
				for (int i = 0; i < 4; i++)
					if (!strchr("0123456789abcdefABCDEF", *j->p++) || !j->p[-1])
						j->bad = true;
				c = '?';
				break;
			case '"': case '\\': case '/': c = e; break;
			default: j->bad = true; break;
			}
		}
		if (n + 2 > cap && !(s = realloc(s, cap *= 2)))
			abort();
		s[n++] = c;
	}
	if (*j->p != '"')
		j->bad = true;
	else
		j->p++;
	s[n] = 0;
	return s;
}

static jval *jparse(jp *j, int depth)
{
	ws(j);
	if (depth > 64) {
		j->bad = true;
		return jnew(J_NULL);
	}
	jval *v;
	if (*j->p == '{' || *j->p == '[') {
		bool obj = *j->p == '{';
		v = jnew(obj ? J_OBJ : J_ARR);
		j->p++;
		ws(j);
		if (*j->p == (obj ? '}' : ']')) {
			j->p++;
			return v;
		}
		for (;;) {
			ws(j);
			char *key = NULL;
			if (obj) {
				if (*j->p != '"') {
					j->bad = true;
					return v;
				}
				key = jstring(j);
				ws(j);
				if (*j->p++ != ':') {
					j->bad = true;
					free(key);
					return v;
				}
			}
			jval *e = jparse(j, depth + 1);
			v->v = realloc(v->v, (size_t)(v->n + 1) * sizeof(*v->v));
			v->keys = realloc(v->keys, (size_t)(v->n + 1) * sizeof(*v->keys));
			if (!v->v || !v->keys)
				abort();
			v->v[v->n] = e;
			v->keys[v->n] = key;
			v->n++;
			ws(j);
			if (*j->p == ',') {
				j->p++;
				continue;
			}
			if (*j->p == (obj ? '}' : ']')) {
				j->p++;
				return v;
			}
			j->bad = true;
			return v;
		}
	}
	if (*j->p == '"') {
		v = jnew(J_STR);
		v->s = jstring(j);
		return v;
	}
	if (!strncmp(j->p, "true", 4) || !strncmp(j->p, "false", 5)) {
		v = jnew(J_BOOL);
		j->p += j->p[0] == 't' ? 4 : 5;
		return v;
	}
	if (!strncmp(j->p, "null", 4)) {
		j->p += 4;
		return jnew(J_NULL);
	}
	char *end;
	v = jnew(J_NUM);
	v->num = strtod(j->p, &end);
	if (end == j->p)
		j->bad = true;
	j->p = end;
	return v;
}

static void jfree(jval *v)
{
	if (!v)
		return;
	for (int i = 0; i < v->n; i++) {
		jfree(v->v[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->v);
	free(v->keys);
	free(v->s);
	free(v);
}

static jval *get(const jval *o, const char *key)
{
	if (!o || o->k != J_OBJ)
		return NULL;
	for (int i = 0; i < o->n; i++)
		if (!strcmp(o->keys[i], key))
			return o->v[i];
	return NULL;
}

static const char *str(const jval *o, const char *key)
{
	const jval *v = get(o, key);
	return v && v->k == J_STR ? v->s : NULL;
}

static bool one_of(const char *s, const char *const *set)
{
	for (; s && *set; set++)
		if (!strcmp(s, *set))
			return true;
	return false;
}

/* ---- the checks ---------------------------------------------------------- */

static void check_artifact(const jval *loc, const jval *bases)
{
	const jval *pl = get(loc, "physicalLocation");
	CHECK(pl != NULL);
	const jval *al = get(pl, "artifactLocation");
	CHECK(str(al, "uri") != NULL);
	const char *base = str(al, "uriBaseId");
	if (base) {
		const jval *b = get(bases, base);
		const char *u = str(b, "uri");
		CHECK(u && !strncmp(u, "file:///", 8) && u[strlen(u) - 1] == '/');
		CHECK(str(al, "uri")[0] != '/' && strncmp(str(al, "uri"), "file:", 5));
	}
	const jval *reg = get(pl, "region");
	if (reg) {
		const jval *l = get(reg, "startLine");
		CHECK(l && l->k == J_NUM && l->num >= 1);
	}
}

/* Validates one SARIF log; appends every fingerprint to fps. */
static void check_sarif(const char *text, const char *what, char *fps, size_t fpcap)
{
	static const char *const kinds[] = {"pass", "fail", "review", "open", "notApplicable",
					    "informational", NULL};
	static const char *const levels[] = {"none", "note", "warning", "error", NULL};
	int fails = nfail;
	jp j = {text, false};
	jval *root = jparse(&j, 0);
	ws(&j);
	CHECK(!j.bad && !*j.p);
	CHECK(root->k == J_OBJ);
	CHECK_STR(str(root, "version"), "2.1.0");
	CHECK(str(root, "$schema") != NULL);
	const jval *runs = get(root, "runs");
	CHECK(runs && runs->k == J_ARR && runs->n == 1);
	const jval *run = runs && runs->n ? runs->v[0] : NULL;
	const jval *driver = get(get(run, "tool"), "driver");
	CHECK(str(driver, "name") && !strcmp(str(driver, "name"), "isaproof"));
	const jval *rules = get(driver, "rules");
	CHECK(rules && rules->k == J_ARR);
	for (int i = 0; rules && i < rules->n; i++) {
		const jval *r = rules->v[i];
		CHECK(str(r, "id") != NULL);
		static const char *const d[] = {"shortDescription", "fullDescription", "help"};
		for (int k = 0; k < 3; k++) {
			const char *t = str(get(r, d[k]), "text");
			CHECK(t && *t && !strstr(t, "(undocumented rule)"));
			if (t && strstr(t, "(undocumented rule)"))
				printf("  rule %s is not in docs/rules.md\n", str(r, "id"));
		}
	}
	const jval *bases = get(run, "originalUriBaseIds");
	const jval *results = get(run, "results");
	CHECK(results && results->k == J_ARR);
	for (int i = 0; results && i < results->n; i++) {
		const jval *res = results->v[i];
		const char *id = str(res, "ruleId");
		const jval *ix = get(res, "ruleIndex");
		CHECK(id && ix && ix->k == J_NUM && rules && ix->num >= 0 && ix->num < rules->n);
		if (id && ix && rules && ix->num >= 0 && ix->num < rules->n)
			CHECK(!strcmp(str(rules->v[(int)ix->num], "id"), id));
		CHECK(str(get(res, "message"), "text") != NULL);
		const char *kind = str(res, "kind"), *level = str(res, "level");
		CHECK(one_of(kind, kinds) && one_of(level, levels));
		if (kind && level && strcmp(kind, "fail"))
			CHECK(!strcmp(level, "none"));
		const jval *fp = get(res, "partialFingerprints");
		CHECK(fp && fp->k == J_OBJ && fp->n >= 1);
		for (int k = 0; fp && k < fp->n; k++) {
			CHECK(fp->v[k]->k == J_STR);
			if (fp->v[k]->k == J_STR && strlen(fps) + strlen(fp->v[k]->s) + 2 < fpcap) {
				strcat(fps, fp->v[k]->s);
				strcat(fps, " ");
			}
		}
		const jval *locs = get(res, "locations");
		CHECK(locs && locs->k == J_ARR);
		for (int k = 0; locs && k < locs->n; k++)
			check_artifact(locs->v[k], bases);
		const jval *rel = get(res, "relatedLocations");
		for (int k = 0; rel && k < rel->n; k++)
			check_artifact(rel->v[k], bases);
	}
	if (nfail != fails)
		printf("  in the SARIF of %s\n", what);
	jfree(root);
}

/* The report check prints for a description, as the CLI builds it: the
 * load's diagnostics first, then (when it loads) the proofs. */
static char *sarif_of(const char *path, const char *srcroot)
{
	isa_diags d;
	isa_diags_init(&d);
	isa_load_opts lo = {0};
	isa *m = isa_load(path, &lo, &d);
	pv_report r;
	pv_report_init(&r);
	r.srcroot = srcroot;
	for (int i = 0; i < d.n; i++)
		pv_add(&r, d.v[i].severity == ISA_ERROR ? PV_ERROR : PV_WARNING, d.v[i].rule, d.v[i].loc,
		       "%s", d.v[i].msg);
	if (!d.nerrors) {
		pv_opts o = {.max_cubes = 4};
		pv_check(m, &o, &r);
	}
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	pv_report_print(&r, PV_SARIF, path, f);
	fclose(f);
	pv_report_free(&r);
	isa_free(m);
	isa_diags_free(&d);
	return buf;
}

int main(void)
{
	static const char *const files[] = {
		"isa/toy16.xml",
		"isa/examples/check-overlap2.xml",
		"isa/examples/check-lints.xml",
		"isa/examples/check-roundtrip.xml",
		"isa/examples/check-operand-enum-deep.xml",
		"tests/bad/pattern_too_short.xml",
		"tests/decodetree/check/shadow_first.decode",
		NULL,
	};
	if (chdir(ISAPROOF_SOURCE_DIR)) { /* paths as the CLI tests give them */
		perror(ISAPROOF_SOURCE_DIR);
		return 1;
	}
	for (int i = 0; files[i]; i++)
		for (int root = 0; root < 2; root++) {
			char fp1[1 << 15] = "", fp2[1 << 15] = "";
			char *a = sarif_of(files[i], root ? "." : NULL);
			check_sarif(a, files[i], fp1, sizeof(fp1));
			char *b = sarif_of(files[i], root ? "." : NULL);
			check_sarif(b, files[i], fp2, sizeof(fp2));
			CHECK(!strcmp(fp1, fp2));
			CHECK(!root || strstr(a, "\"uriBaseId\": \"SRCROOT\"") != NULL);
			free(a);
			free(b);
		}
	return check_summary();
}
