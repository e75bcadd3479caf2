/*
 * cli/project.c - the project file (isaproof.json): the descriptions of a
 * repository with their options, and options for the whole check, so
 * that `isaproof check` in the repository's root checks all of them.
 *
 * The file is read with json-c (strict: no comments, no trailing commas).
 * Every key becomes the command-line words check would take for it
 * ("gen": 500 -> --gen 500), so a project file means exactly what the
 * same options on the command line mean, and is checked against the same
 * option table: a key check has no option for is an error, never
 * ignored.  json-c keeps no positions for values, so only syntax errors
 * carry a line and column; the others name the key's path
 * (descriptions[2].width).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <json-c/json.h>

#include "cli/cli.h"

/* The file, whole; NULL with a message printed when it cannot be read. */
#define PROJECT_MAX_BYTES (1 << 20)

static char *project_slurp(const char *path, size_t *len)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		fprintf(stderr, "%s: cannot read project file '%s': %s\n", progname, path, strerror(errno));
		return NULL;
	}
	if (!S_ISREG(st.st_mode) || st.st_size > PROJECT_MAX_BYTES) {
		fprintf(stderr, "%s: cannot read project file '%s': %s\n", progname, path,
			S_ISREG(st.st_mode) ? "larger than 1 MiB" : "not a regular file");
		return NULL;
	}
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "%s: cannot read project file '%s': %s\n", progname, path, strerror(errno));
		return NULL;
	}
	char *buf = malloc((size_t)st.st_size + 1);
	size_t n = buf ? fread(buf, 1, (size_t)st.st_size, f) : 0;
	bool bad = !buf || ferror(f);
	fclose(f);
	if (bad) {
		fprintf(stderr, "%s: cannot read project file '%s'\n", progname, path);
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* "FILE:LINE:COL" of byte offset `at` (columns count bytes from 1). */
static void project_pos(const char *text, size_t at, int *line, int *col)
{
	*line = 1;
	*col = 1;
	for (size_t i = 0; i < at && text[i]; i++) {
		if (text[i] == '\n') {
			(*line)++;
			*col = 1;
		} else {
			(*col)++;
		}
	}
}

static json_object *project_parse(const char *path, const char *text, size_t len)
{
	json_tokener *tok = json_tokener_new();
	if (!tok) {
		fprintf(stderr, "%s: out of memory\n", progname);
		return NULL;
	}
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
	json_object *root = json_tokener_parse_ex(tok, text, (int)len);
	enum json_tokener_error e = json_tokener_get_error(tok);
	size_t end = json_tokener_get_parse_end(tok);
	int line, col;
	if (e == json_tokener_continue) {
		project_pos(text, len, &line, &col);
		fprintf(stderr, "%s:%d:%d: error: the JSON ends too early (an object or array is not closed)\n",
			path, line, col);
	} else if (e != json_tokener_success) {
		project_pos(text, end, &line, &col);
		fprintf(stderr, "%s:%d:%d: error: not JSON: %s\n", path, line, col,
			json_tokener_error_desc(e));
	} else {
		size_t k = end;
		while (k < len && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r'))
			k++;
		if (k < len) {
			project_pos(text, k, &line, &col);
			fprintf(stderr, "%s:%d:%d: error: text after the JSON value\n", path, line, col);
			json_object_put(root);
			root = NULL;
		} else if (!json_object_is_type(root, json_type_object)) {
			fprintf(stderr, "%s:1:1: error: the project file is a JSON object "
					"({\"descriptions\": [...]}), not of type %s\n",
				path, json_type_to_name(json_object_get_type(root)));
			json_object_put(root);
			root = NULL;
		}
	}
	json_tokener_free(tok);
	return e == json_tokener_success ? root : NULL;
}

/* ---- words -------------------------------------------------------------- */

static void words_add(cli_words *w, const char *s)
{
	if (w->n + 1 >= w->cap) {
		w->cap = w->cap ? 2 * w->cap : 16;
		w->v = realloc(w->v, (size_t)w->cap * sizeof(*w->v));
		if (!w->v) {
			fputs("isaproof: out of memory\n", stderr);
			exit(EXIT_BAD);
		}
	}
	w->v[w->n] = strdup(s);
	if (!w->v[w->n]) {
		fputs("isaproof: out of memory\n", stderr);
		exit(EXIT_BAD);
	}
	w->v[++w->n] = NULL;
}

static void words_free(cli_words *w)
{
	for (int i = 0; i < w->n; i++)
		free(w->v[i]);
	free(w->v);
	memset(w, 0, sizeof(*w));
}

/* ---- values ----------------------------------------------------------- */

typedef struct project_ctx {
	const char *file; /* the project file, for messages */
	const char *dir;  /* its folder: relative paths are relative to it */
	bool ok;
} project_ctx;

static void project_error(project_ctx *c, const char *where, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static void project_error(project_ctx *c, const char *where, const char *fmt, ...)
{
	fprintf(stderr, "%s: error: %s: ", c->file, where);
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	c->ok = false;
}

/* "a/b/../c" as "a/c", "./a" as "a" (a leading ".." stays); malloc'ed. */
static char *path_fold(const char *p)
{
	char *buf = malloc(strlen(p) + 2);
	if (!buf)
		return NULL;
	char *out = buf;
	if (*p == '/')
		*out++ = '/';
	char *start = out; /* segments are written from here, each + '/' */
	for (const char *seg = p; *seg;) {
		while (*seg == '/')
			seg++;
		size_t n = strcspn(seg, "/");
		if (!n)
			break;
		bool dot = n == 1 && seg[0] == '.';
		bool dotdot = n == 2 && seg[0] == '.' && seg[1] == '.';
		/* the last segment written, which ".." drops unless it is ".." */
		char *prev = out > start ? out - 1 : start;
		while (prev > start && prev[-1] != '/')
			prev--;
		bool droppable = out > start && !(out - prev == 3 && prev[0] == '.' && prev[1] == '.');
		if (dotdot && droppable) {
			out = prev;
		} else if (!dot) {
			memcpy(out, seg, n);
			out += n;
			*out++ = '/';
		}
		seg += n;
	}
	if (out > start)
		out--; /* the last segment's '/' */
	*out = '\0';
	if (!buf[0])
		strcpy(buf, ".");
	return buf;
}

/* Two paths that name one file (or both that name none). */
static bool same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	bool ea = stat(a, &sa) == 0, eb = stat(b, &sb) == 0;
	if (!ea || !eb)
		return !ea && !eb;
	return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* A path of the project file as the process sees it: relative to the
 * project file's folder (kept as written when that is "."), with "x/.."
 * folded away when that names the same file (a symbolic link can make
 * them differ: then the path stays as joined). */
static char *project_path(const project_ctx *c, const char *p)
{
	size_t n = strlen(c->dir) + strlen(p) + 2;
	char *out = malloc(n);
	if (!out) {
		fputs("isaproof: out of memory\n", stderr);
		exit(EXIT_BAD);
	}
	if (p[0] == '/' || !strcmp(c->dir, "."))
		snprintf(out, n, "%s", p);
	else
		snprintf(out, n, "%s/%s", c->dir, p);
	char *folded = path_fold(out);
	if (folded) {
		if (same_file(folded, out)) {
			free(out);
			return folded;
		}
		free(folded);
	}
	return out;
}

/* The file (or folder) exists: a missing one is named now, not after
 * the descriptions before it have been checked. */
static bool project_exists(project_ctx *c, const char *where, const char *path, bool dir)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		project_error(c, where, "cannot read '%s': %s", path, strerror(errno));
		return false;
	}
	if (dir ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode)) {
		project_error(c, where, "'%s' is not a %s", path, dir ? "folder" : "regular file");
		return false;
	}
	return true;
}

static const char *type_name(json_object *v)
{
	return json_type_to_name(json_object_get_type(v));
}

/* A whole number in lo..hi as text; false with a message otherwise. */
static bool project_int(project_ctx *c, const char *where, json_object *v, int64_t lo, int64_t hi,
			char out[24])
{
	if (!json_object_is_type(v, json_type_int)) {
		project_error(c, where, "expected a whole number, got %s", type_name(v));
		return false;
	}
	int64_t n = json_object_get_int64(v);
	if (n < lo || n > hi) {
		project_error(c, where, "%lld is out of range (%lld..%lld)", (long long)n, (long long)lo,
			      (long long)hi);
		return false;
	}
	snprintf(out, 24, "%lld", (long long)n);
	return true;
}

static const char *project_str(project_ctx *c, const char *where, json_object *v)
{
	if (!json_object_is_type(v, json_type_string)) {
		project_error(c, where, "expected a string, got %s", type_name(v));
		return NULL;
	}
	const char *s = json_object_get_string(v);
	if (!*s) {
		project_error(c, where, "is empty");
		return NULL;
	}
	return s;
}

/* ---- descriptions ------------------------------------------------------ */

/* The keys of a description: its path, a label, and the options that
 * read or check one description, with the option each becomes. */
enum { K_PATH, K_NAME, K_GEN, K_WIDTH, K_STR, K_FILE, K_DIRS };
static const struct desc_key {
	const char *key;
	int kind;
	const char *option;
} desc_keys[] = {
	{"path", K_PATH, NULL},
	{"name", K_NAME, NULL},
	{"gen", K_GEN, "--gen"},
	{"root", K_STR, "--root"},
	{"width", K_WIDTH, "--insnwidth"},
	{"varwidth", K_WIDTH, "--varinsnwidth"},
	{"decoder", K_STR, "--decoder"},
	{"group", K_STR, "--group"},
	{"isa", K_FILE, "--isa"},
	{"isa-name", K_STR, "--isa-name"},
	{"include", K_DIRS, "--include"},
};
#define NDESC_KEYS ((int)(sizeof(desc_keys) / sizeof(desc_keys[0])))

static void desc_value(project_ctx *c, const char *where, const struct desc_key *k, json_object *v,
		       cli_project_desc *d)
{
	char num[24];
	const char *s;
	switch (k->kind) {
	case K_PATH:
		if ((s = project_str(c, where, v))) {
			d->path = project_path(c, s);
			project_exists(c, where, d->path, false);
		}
		break;
	case K_NAME:
		if ((s = project_str(c, where, v)))
			d->name = strdup(s);
		break;
	case K_GEN:
		if (project_int(c, where, v, 0, UINT32_MAX, num)) {
			words_add(&d->opts, k->option);
			words_add(&d->opts, num);
		}
		break;
	case K_WIDTH:
		if (!project_int(c, where, v, 0, 64, num))
			break;
		if (strcmp(num, "16") && strcmp(num, "32") && strcmp(num, "64")) {
			project_error(c, where, "%s is no width decodetree handles (16, 32 or 64)", num);
			break;
		}
		words_add(&d->opts, k->option);
		words_add(&d->opts, num);
		break;
	case K_STR:
		if ((s = project_str(c, where, v))) {
			words_add(&d->opts, k->option);
			words_add(&d->opts, s);
		}
		break;
	case K_FILE:
		if ((s = project_str(c, where, v))) {
			char *p = project_path(c, s);
			if (project_exists(c, where, p, false)) {
				words_add(&d->opts, k->option);
				words_add(&d->opts, p);
			}
			free(p);
		}
		break;
	case K_DIRS:
		if (!json_object_is_type(v, json_type_array)) {
			project_error(c, where, "expected an array of folders, got %s", type_name(v));
			break;
		}
		for (size_t i = 0; i < json_object_array_length(v); i++) {
			char at[160];
			snprintf(at, sizeof(at), "%.100s[%zu]", where, i);
			if (!(s = project_str(c, at, json_object_array_get_idx(v, i))))
				continue;
			char *p = project_path(c, s);
			if (project_exists(c, at, p, true)) {
				words_add(&d->opts, k->option);
				words_add(&d->opts, p);
			}
			free(p);
		}
		break;
	}
}

static void project_desc(project_ctx *c, size_t i, json_object *o, cli_project_desc *d)
{
	char where[64];
	snprintf(where, sizeof(where), "descriptions[%zu]", i);
	if (!json_object_is_type(o, json_type_object)) {
		project_error(c, where, "expected an object ({\"path\": ...}), got %s", type_name(o));
		return;
	}
	json_object_object_foreach(o, key, v)
	{
		char at[160];
		snprintf(at, sizeof(at), "%.40s.%.64s", where, key);
		int k = 0;
		while (k < NDESC_KEYS && strcmp(desc_keys[k].key, key))
			k++;
		if (k == NDESC_KEYS) {
			const char *names[NDESC_KEYS];
			for (int j = 0; j < NDESC_KEYS; j++)
				names[j] = desc_keys[j].key;
			project_error(c, where, "unknown key \"%s\" (did you mean \"%s\"?)", key,
				      cli_nearest(key, names, NDESC_KEYS));
			continue;
		}
		desc_value(c, at, &desc_keys[k], v, d);
	}
	if (!d->path && !json_object_object_get_ex(o, "path", NULL))
		project_error(c, where, "no \"path\" (the description file)");
}

/* ---- options for the whole check --------------------------------------- */

/* A top-level key: a check option spelled without its dashes ("format":
 * "sarif", "max-per-rule": 10, "disable": ["a", "b"] as --disable a,b, a
 * flag as true or false). */
static void project_option(project_ctx *c, const cli_parser *table, const char *key, json_object *v,
			   cli_words *out)
{
	char opt[CLI_OPT_NAME + 2];
	snprintf(opt, sizeof(opt), "--%s", key);
	int k = -1;
	for (int i = 0; i < table->nopts; i++)
		if (!strcmp(table->names[i], opt))
			k = i;
	if (k < 0 || !strcmp(key, "project")) {
		const char *names[CLI_MAX_OPTS + 1];
		int n = 0;
		names[n++] = "descriptions";
		for (int i = 0; i < table->nopts; i++)
			if (table->names[i][1] == '-' && strcmp(table->names[i], "--project"))
				names[n++] = table->names[i] + 2;
		project_error(c, key, "unknown key (check has no option --%s; did you mean \"%s\"?)", key,
			      cli_nearest(key, names, n));
		return;
	}
	if (!table->has_arg[k]) {
		if (!json_object_is_type(v, json_type_boolean))
			project_error(c, key, "expected true or false (--%s is a flag), got %s", key,
				      type_name(v));
		else if (json_object_get_boolean(v))
			words_add(out, opt);
		return;
	}
	char num[24];
	switch (json_object_get_type(v)) {
	case json_type_string:
		words_add(out, opt);
		words_add(out, json_object_get_string(v));
		break;
	case json_type_int:
		if (project_int(c, key, v, 0, INT64_MAX, num)) {
			words_add(out, opt);
			words_add(out, num);
		}
		break;
	case json_type_array: {
		/* a list option (--disable a,b): the items joined by commas */
		size_t n = json_object_array_length(v), len = 0;
		char *list = calloc(1, 1);
		for (size_t i = 0; list && i < n; i++) {
			char at[160];
			snprintf(at, sizeof(at), "%.64s[%zu]", key, i);
			const char *s = project_str(c, at, json_object_array_get_idx(v, i));
			if (!s)
				continue;
			char *grown = realloc(list, len + strlen(s) + 2);
			if (!grown)
				break;
			list = grown;
			len += (size_t)sprintf(list + len, "%s%s", len ? "," : "", s);
		}
		if (list && len) {
			words_add(out, opt);
			words_add(out, list);
		} else if (!n) {
			project_error(c, key, "is an empty list");
		}
		free(list);
		break;
	}
	default:
		project_error(c, key, "expected a string, a number or a list of strings, got %s",
			      type_name(v));
	}
}

/* ---- the file ----------------------------------------------------------- */

bool cli_project_read(const char *file, const char *usage, cli_project *pr)
{
	memset(pr, 0, sizeof(*pr));
	size_t len = 0;
	char *text = project_slurp(file, &len);
	if (!text)
		return false;
	json_object *root = project_parse(file, text, len);
	free(text);
	if (!root)
		return false;
	char *dir = strdup(file);
	char *slash = dir ? strrchr(dir, '/') : NULL;
	if (slash)
		*(slash == dir ? slash + 1 : slash) = '\0';
	project_ctx c = {.file = file, .dir = slash ? dir : ".", .ok = true};
	cli_parser table;
	char *noargs[] = {(char *)"check", NULL};
	cli_parser_init(&table, usage, 1, noargs);
	json_object *descs = NULL;
	json_object_object_foreach(root, key, v)
	{
		if (!strcmp(key, "descriptions"))
			descs = v;
		else
			project_option(&c, &table, key, v, &pr->opts);
	}
	if (!descs) {
		project_error(&c, "descriptions", "missing (the list of descriptions to check)");
	} else if (!json_object_is_type(descs, json_type_array) || !json_object_array_length(descs)) {
		project_error(&c, "descriptions", "expected a non-empty array of objects, got %s",
			      json_object_is_type(descs, json_type_array) ? "an empty array" : type_name(descs));
	} else {
		size_t n = json_object_array_length(descs);
		pr->v = calloc(n, sizeof(*pr->v));
		if (!pr->v) {
			fputs("isaproof: out of memory\n", stderr);
			exit(EXIT_BAD);
		}
		for (size_t i = 0; i < n; i++, pr->n++)
			project_desc(&c, i, json_object_array_get_idx(descs, i), &pr->v[i]);
	}
	json_object_put(root);
	free(dir);
	if (!c.ok)
		cli_project_free(pr);
	return c.ok;
}

void cli_project_free(cli_project *pr)
{
	for (int i = 0; i < pr->n; i++) {
		free(pr->v[i].path);
		free(pr->v[i].name);
		words_free(&pr->v[i].opts);
	}
	free(pr->v);
	words_free(&pr->opts);
	memset(pr, 0, sizeof(*pr));
}
