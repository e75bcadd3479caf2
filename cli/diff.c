/*
 * cli/diff.c - `isaproof diff A B` and `isaproof diff --git REV FILE`:
 * compare two descriptions (solver/diff.c does the proving).
 *
 * --git takes FILE's folder (and everything under it, so imports and
 * includes beside the file come along) from revision REV with
 * `git archive` into a temporary folder, compares it with the working
 * tree, and removes the folder again.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "model/isa.h"
#include "solver/prove.h"
#include "cli/cli.h"

static const char usage_diff[] =
	"usage: isaproof diff A B [--gen N | --gen-a N --gen-b M] [--root R] [--map FILE]\n"
	"                     [--format text|json|sarif] [--max-cubes N]\n"
	"                     [--max-per-rule N] [--max-pairs N] [--timeout-ms N]\n"
	"                     [--samples N] [--verbose]\n"
	"       isaproof diff --git REV FILE [options]\n"
	"\n"
	"Compares two descriptions word by word, exactly (cube algebra and Z3, no\n"
	"enumeration): for every root both have and every gen interval in which both\n"
	"sets of active leaves are constant, the words only A decodes, only B\n"
	"decodes, and both decode as different instructions, as disjoint cubes with\n"
	"exact counts and a witness re-decoded by both; for paired instructions\n"
	"(same name, or --map) the fields that extract different values, and (same\n"
	"format) texts that differ.  Formats may be mixed when the widths agree.\n"
	"\n"
	"  --git REV FILE   FILE (with its folder: imports) at revision REV against\n"
	"                   the working tree\n"
	"  --gen N          only the gen interval holding N\n"
	"  --gen-a N        A decoded at gen N (with --gen-b)\n"
	"  --gen-b M        against B decoded at gen M\n"
	"  --root R         only root R (default: every root of one name in both;\n"
	"                   the two main roots when they share none)\n"
	"  --map FILE       TSV: 'nameA<TAB>nameB' pairs leaves besides equal names;\n"
	"                   'field<TAB>FA<TAB>FB' pairs fields; '#' starts a comment\n"
	"  --format F       text (default), json, sarif (as for check)\n"
	"  --max-cubes N    cubes listed per class (default 16; counts always exact)\n"
	"  --max-per-rule N findings listed per rule (default 100; 0 = all)\n"
	"  --max-pairs N    leaf combinations listed per class (default 32; 0 = all)\n"
	"  --timeout-ms N   per solver query (default 10000); a timeout is unknown\n"
	"  --samples N      words compared per pair whose text is not proved (256)\n"
	"  --verbose        a note for every pair whose text was only sampled\n"
	"Exit status: 0 identical (proved), 1 differences or unknowns, 2 bad input.\n";

/* ---- the map file -------------------------------------------------- */

typedef struct dmap {
	char **a, **b;
	int n, cap;
	char **fa, **fb;
	int nf, capf;
} dmap;

static void push2(char ***a, char ***b, int *n, int *cap, const char *x, const char *y)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 64;
		*a = realloc(*a, (size_t)*cap * sizeof(char *));
		*b = realloc(*b, (size_t)*cap * sizeof(char *));
		if (!*a || !*b)
			abort();
	}
	(*a)[*n] = strdup(x);
	(*b)[*n] = strdup(y);
	if (!(*a)[*n] || !(*b)[*n])
		abort();
	(*n)++;
}

static void dmap_free(dmap *m)
{
	for (int i = 0; i < m->n; i++) {
		free(m->a[i]);
		free(m->b[i]);
	}
	for (int i = 0; i < m->nf; i++) {
		free(m->fa[i]);
		free(m->fb[i]);
	}
	free(m->a);
	free(m->b);
	free(m->fa);
	free(m->fb);
}

/* A map is a file beside the descriptions, read whole: only a regular
 * file (checked before opening, as opening a FIFO waits for a writer) */
static bool dmap_read(const char *path, dmap *m)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		fprintf(stderr, "%s: cannot read map %s: %s\n", progname, path, strerror(errno));
		return false;
	}
	if (!S_ISREG(st.st_mode)) {
		fprintf(stderr, "%s: cannot read map %s: %s (only a regular file is read)\n",
			progname, path,
			S_ISDIR(st.st_mode)				 ? "a directory"
			: S_ISFIFO(st.st_mode)				 ? "a FIFO"
			: S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
								       : "not a regular file");
		return false;
	}
	FILE *f = fopen(path, "r");
	cli_lines in;
	if (!f) {
		fprintf(stderr, "%s: cannot read map %s: %s\n", progname, path, strerror(errno));
		return false;
	}
	if (!cli_lines_open(&in, f, path)) {
		fclose(f);
		return false;
	}
	char line[1024];
	int ln = 0, got;
	bool ok = true;
	while (ok && (got = cli_lines_next(&in, line, sizeof(line))) != 0) {
		if (got < 0) {
			ok = false;
			break;
		}
		ln = in.lineno;
		char *h = strchr(line, '#');
		if (h)
			*h = '\0';
		char *s = trim(line);
		if (!s)
			continue;
		char *col[4];
		int nc = 0;
		for (char *p = s; p && nc < 4;) {
			col[nc++] = p;
			p = strchr(p, '\t');
			if (p)
				*p++ = '\0';
		}
		for (int i = 0; i < nc; i++)
			col[i] = trim(col[i]);
		if (nc == 2 && col[0] && col[1]) {
			push2(&m->a, &m->b, &m->n, &m->cap, col[0], col[1]);
		} else if (nc == 3 && col[0] && !strcmp(col[0], "field") && col[1] && col[2]) {
			push2(&m->fa, &m->fb, &m->nf, &m->capf, col[1], col[2]);
		} else {
			fprintf(stderr, "%s:%d:1: error: expected 'nameA<TAB>nameB' or "
					"'field<TAB>A<TAB>B' [diff-map]\n", path, ln);
			ok = false;
		}
	}
	fclose(f);
	return ok;
}

/* ---- --git ---------------------------------------------------------- */

/* Run argv, stdout to the file descriptor out (-1: inherited); the exit
 * status, or -1. */
static int run(char *const argv[], int out)
{
	fflush(stdout);
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		if (out >= 0 && dup2(out, 1) < 0)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	int st;
	if (waitpid(pid, &st, 0) < 0)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The output of argv (one line, without its final newline: a folder's
 * name may hold another) into buf. */
static bool capture(char *const argv[], char *buf, size_t len)
{
	int p[2];
	if (pipe(p))
		return false;
	fflush(stdout);
	pid_t pid = fork();
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return false;
	}
	if (!pid) {
		close(p[0]);
		if (dup2(p[1], 1) < 0)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(p[1]);
	size_t n = 0;
	ssize_t r;
	while ((r = read(p[0], buf + n, len - 1 - n)) > 0 && n + (size_t)r < len - 1)
		n += (size_t)r;
	if (r > 0)
		n += (size_t)r;
	close(p[0]);
	buf[n] = '\0';
	int st;
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st))
		return false;
	if (n == len - 1)
		return false; /* cut: no path of ours */
	if (n && buf[n - 1] == '\n')
		buf[n - 1] = '\0';
	return true;
}

/* Extract FILE's folder at REV into a new temporary folder; the path of
 * FILE there into out (malloc'ed), the folder into tmp.  The archive is
 * tmp/rev.tar and the files go to tmp/tree/, so no file of the revision
 * can be named like the archive.  Git takes the folder literally
 * (--literal-pathspecs, after --): a folder named ":(glob)x" is a folder. */
static bool git_extract(const char *rev, const char *file, char *tmp, size_t tmplen, char **out)
{
	char dir[4096], prefix[4096];
	const char *slash = strrchr(file, '/');
	if (slash)
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - file), file);
	else
		snprintf(dir, sizeof(dir), ".");
	if (!dir[0])
		snprintf(dir, sizeof(dir), "/");
	const char *base = slash ? slash + 1 : file;
	char *pfx[] = {"git", "-C", dir, "rev-parse", "--show-prefix", NULL};
	if (!capture(pfx, prefix, sizeof(prefix))) {
		fprintf(stderr, "%s: %s is not in a git work tree\n", progname, file);
		return false;
	}
	char top[4096];
	char *tl[] = {"git", "-C", dir, "rev-parse", "--show-toplevel", NULL};
	if (!capture(tl, top, sizeof(top))) {
		fprintf(stderr, "%s: %s is not in a git work tree\n", progname, file);
		return false;
	}
	char spec[4200];
	snprintf(spec, sizeof(spec), "%s^{commit}", rev);
	char sha[128];
	char *vr[] = {"git", "-C", top, "rev-parse", "--verify", "--quiet", spec, NULL};
	if (!capture(vr, sha, sizeof(sha))) {
		fprintf(stderr, "%s: --git: no revision '%s'\n", progname, rev);
		return false;
	}
	const char *t = getenv("TMPDIR");
	snprintf(tmp, tmplen, "%s/isaproof-diff-XXXXXX", t && *t ? t : "/tmp");
	if (!mkdtemp(tmp)) {
		fprintf(stderr, "%s: cannot make a temporary folder\n", progname);
		return false;
	}
	char tarpath[4200];
	snprintf(tarpath, sizeof(tarpath), "%s/rev.tar", tmp);
	FILE *tf = fopen(tarpath, "wb");
	if (!tf) {
		fprintf(stderr, "%s: cannot write %s\n", progname, tarpath);
		return false;
	}
	/* the folder of FILE at REV (the whole tree when FILE is at the top) */
	char path[4200];
	snprintf(path, sizeof(path), "%s", prefix[0] ? prefix : ".");
	char *ar[] = {"git", "--literal-pathspecs", "-C", top, "archive", "--format=tar", sha, "--", path,
		      NULL};
	int rc = run(ar, fileno(tf));
	fclose(tf);
	if (rc) {
		fprintf(stderr, "%s: --git: %s has no %s at %s\n", progname, top, prefix, rev);
		return false;
	}
	char tree[4200];
	snprintf(tree, sizeof(tree), "%s/tree", tmp);
	char *tx[] = {"tar", "-x", "-f", tarpath, "-C", tree, NULL};
	if (mkdir(tree, 0700) != 0 || run(tx, -1)) {
		fprintf(stderr, "%s: cannot unpack %s\n", progname, tarpath);
		return false;
	}
	unlink(tarpath);
	size_t n = strlen(tree) + strlen(prefix) + strlen(base) + 3;
	*out = malloc(n);
	if (!*out)
		abort();
	snprintf(*out, n, "%s/%s%s", tree, prefix, base);
	if (access(*out, R_OK)) {
		fprintf(stderr, "%s: --git: %s does not exist at %s\n", progname, file, rev);
		return false;
	}
	return true;
}

static void remove_tree(const char *tmp)
{
	if (!tmp[0])
		return;
	char *rm[] = {"rm", "-rf", "--", (char *)tmp, NULL};
	run(rm, -1);
}

/* Findings in files taken from REV name them REV:path, not the
 * temporary folder (gone when the command ends). */
static void rename_loc(isa_loc *l, const char *tmp, const char *rev)
{
	char tree[4200];
	int n = snprintf(tree, sizeof(tree), "%s/tree/", tmp);
	if (!l->file || strncmp(l->file, tree, (size_t)n))
		return;
	size_t len = strlen(rev) + strlen(l->file + n) + 2;
	char *s = malloc(len);
	if (!s)
		abort();
	snprintf(s, len, "%s:%s", rev, l->file + n);
	free((char *)l->file);
	l->file = s;
}

/* Load the revision's copy: its messages, printed once the load is done,
 * name REV:path where they would name the temporary folder */
static isa *load_rev(const char *path, const char *tmp, const char *rev, isa_diags *d)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		abort();
	isa *m = cli_load(path, false, d, f);
	fclose(f);
	char tree[4200];
	size_t n = (size_t)snprintf(tree, sizeof(tree), "%s/tree/", tmp);
	for (const char *s = text; *s;) {
		const char *hit = strstr(s, tree);
		if (!hit) {
			fputs(s, stderr);
			break;
		}
		fprintf(stderr, "%.*s%s:", (int)(hit - s), s, rev);
		s = hit + n;
	}
	free(text);
	return m;
}

/* ---- the command ---------------------------------------------------- */

int cmd_diff(int argc, char **argv)
{
	const char *paths[2] = {NULL, NULL};
	int npaths = 0;
	const char *git_rev = NULL, *map_path = NULL;
	pv_diff_opts o = {.max_cubes = 16, .max_pairs = 32, .timeout_ms = DEFAULT_TIMEOUT_MS, .text_samples = 256};
	pv_format fmt = PV_TEXT;
	int max_per_rule = 0;
	cli_parser p;
	cli_parser_init(&p, usage_diff, argc, argv);
	const char *a, *v;
	int pr;
	while ((pr = cli_next(&p, &a, &v)) == CLI_OPT) {
		uint64_t n;
		if (!strcmp(a, "--gen") || !strcmp(a, "--gen-a") || !strcmp(a, "--gen-b")) {
			uint32_t g;
			if (!parse_gen(v, &g))
				return usage_error(usage_diff, "a gen option needs a number, got '%s'", v);
			if (a[5] == '\0') {
				o.has_gen = true;
				o.gen = g;
			} else if (a[6] == 'a') {
				o.has_gen_a = true;
				o.gen_a = g;
			} else {
				o.has_gen_b = true;
				o.gen_b = g;
			}
		} else if (!strcmp(a, "--git")) {
			git_rev = v;
		} else if (!strcmp(a, "--root")) {
			o.root = v;
		} else if (!strcmp(a, "--map")) {
			map_path = v;
		} else if (!strcmp(a, "--format")) {
			if (!strcmp(v, "text"))
				fmt = PV_TEXT;
			else if (!strcmp(v, "json"))
				fmt = PV_JSON;
			else if (!strcmp(v, "sarif"))
				fmt = PV_SARIF;
			else
				return usage_error(usage_diff, "--format is text, json or sarif, not '%s'", v);
		} else if (!strcmp(a, "--max-cubes") || !strcmp(a, "--max-per-rule") ||
			   !strcmp(a, "--timeout-ms") || !strcmp(a, "--samples") ||
			   !strcmp(a, "--max-pairs")) {
			if (!parse_uint(v, INT32_MAX, &n))
				return usage_error(usage_diff, "a count option needs a number, got '%s'", v);
			if (!strcmp(a, "--max-cubes"))
				o.max_cubes = (int)n;
			else if (!strcmp(a, "--max-pairs"))
				o.max_pairs = (int)n;
			else if (!strcmp(a, "--max-per-rule"))
				max_per_rule = n ? (int)n : -1;
			else if (!strcmp(a, "--timeout-ms"))
				o.timeout_ms = (unsigned)n;
			else
				o.text_samples = (int)n;
		} else if (!strcmp(a, "--verbose")) {
			o.verbose_samples = true;
		} else {
			return cli_unhandled(&p, a);
		}
	}
	if (pr != CLI_END)
		return pr;
	if (p.npos > 2)
		return usage_error(usage_diff, "unexpected argument '%s'", p.pos[2]);
	for (int i = 0; i < p.npos; i++)
		paths[npaths++] = p.pos[i];
	if (o.has_gen && (o.has_gen_a || o.has_gen_b))
		return usage_error(usage_diff, "%s", "--gen excludes --gen-a and --gen-b");
	if (o.has_gen_a != o.has_gen_b)
		return usage_error(usage_diff, "%s", "--gen-a and --gen-b go together");
	if (git_rev ? npaths != 1 : npaths != 2)
		return usage_error(usage_diff, "%s",
				   git_rev ? "--git REV takes one FILE" : "diff needs two descriptions");
	dmap map;
	memset(&map, 0, sizeof(map));
	if (map_path && !dmap_read(map_path, &map)) {
		dmap_free(&map);
		return EXIT_BAD;
	}
	o.map_a = (const char *const *)map.a;
	o.map_b = (const char *const *)map.b;
	o.nmap = map.n;
	o.fmap_a = (const char *const *)map.fa;
	o.fmap_b = (const char *const *)map.fb;
	o.nfmap = map.nf;

	char tmp[4096] = "";
	char *old = NULL;
	const char *pa = paths[0], *pb = paths[1];
	int rc = EXIT_BAD;
	isa *ma = NULL, *mb = NULL;
	isa_diags da, db;
	isa_diags_init(&da);
	isa_diags_init(&db);
	if (git_rev) {
		if (!git_extract(git_rev, paths[0], tmp, sizeof(tmp), &old))
			goto out;
		pa = old;
		pb = paths[0];
	}
	isa_diags_free(&da);
	isa_diags_free(&db);
	ma = git_rev ? load_rev(pa, tmp, git_rev, &da) : cli_load(pa, false, &da, stderr);
	mb = cli_load(pb, false, &db, stderr);
	if (!ma || !mb || da.nerrors || db.nerrors)
		goto out;
	pv_report r;
	pv_report_init(&r);
	r.max_per_rule = max_per_rule;
	pv_diff_result res;
	char err[512];
	bool bi = ma->bi || mb->bi; /* Bifrost: every word of the slots (solver/bidiff.c) */
	if (!(bi ? pv_bi_diff(ma, mb, &o, &r, &res, err, sizeof(err))
		 : pv_diff(ma, mb, &o, &r, &res, err, sizeof(err)))) {
		fprintf(stderr, "%s: diff: %s\n", progname, err);
		pv_report_free(&r);
		goto out;
	}
	for (int i = 0; git_rev && i < r.n; i++) {
		rename_loc(&r.v[i]->loc, tmp, git_rev);
		rename_loc(&r.v[i]->related, tmp, git_rev);
	}
	if (git_rev && fmt == PV_TEXT)
		printf("A: %s at %s (paths: %s:...)\nB: %s (working tree)\n", paths[0], git_rev,
		       git_rev, pb);
	pv_report_print(&r, fmt, pb, stdout);
	if (fmt == PV_TEXT) {
		static const char *const what[6] = {"", "only in A", "only in B", "different",
						    "unpaired", "conflict on one side"};
		if (bi)
			printf("%d slots: %d identical (proved), %d differences", res.roots,
			       res.identical, res.differences);
		else
			printf("%d roots, %d gen intervals: %d identical (proved), %d differences, "
			       "%d unknown",
			       res.roots, res.intervals, res.identical, res.differences, res.unknown);
		for (int c = 1; c < 6; c++)
			if (strcmp(res.count[c], "0"))
				printf("; %s words %s", res.count[c], what[c]);
		printf("\n");
	}
	rc = res.differences || res.unknown || res.unmapped ? EXIT_FINDINGS : EXIT_OK;
	pv_report_free(&r);
out:
	if (ma)
		isa_free(ma);
	if (mb)
		isa_free(mb);
	isa_diags_free(&da);
	isa_diags_free(&db);
	free(old);
	remove_tree(tmp);
	dmap_free(&map);
	return rc;
}
