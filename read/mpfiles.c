/*
 * read/mpfiles.c - MPACT-Sim's #include for both of its languages
 * (.bin_fmt in read/binfmt.c, .isa in read/mpisa.c): where it finds a
 * file, and the checks before it is read.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mpfiles.h"
#include "internal.h"

char *mp_dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) + 1 : 0;
	char *d = isa_xmalloc(n + 1);
	memcpy(d, path, n);
	d[n] = '\0';
	return d;
}

/* Found is whatever exists, so that a directory, FIFO or device named
 * by an #include is refused for what it is instead of "not found". */
static bool exists(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0;
}

static char *join(const char *dir, const char *name)
{
	size_t a = strlen(dir), b = strlen(name);
	char *r = isa_xmalloc(a + b + 2);
	memcpy(r, dir, a);
	size_t k = a;
	if (a && dir[a - 1] != '/')
		r[k++] = '/';
	memcpy(r + k, name, b + 1);
	return r;
}

char *mp_include_find(const isa_load_opts *o, const char *topdir, char *const *seen, int nseen,
		      const char *name)
{
	if (name[0] == '/')
		return exists(name) ? strcpy(isa_xmalloc(strlen(name) + 1), name) : NULL;
	LD_VEC(const char *) dirs = {0};
	LD_PUSH(dirs, ".");
	for (int i = 0; o && i < o->nmp_includes; i++)
		LD_PUSH(dirs, o->mp_includes[i]);
	LD_PUSH(dirs, topdir);
	for (int i = 0; i < nseen; i++)
		LD_PUSH(dirs, seen[i]);
	char *found = NULL;
	for (int i = 0; i < dirs.n && !found; i++) {
		char *p = join(dirs.v[i], name);
		if (exists(p))
			found = p;
		else
			free(p);
	}
	free(dirs.v);
	return found;
}

static void free_list(char **v, int n)
{
	for (int i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* What a path that is not a regular file is, for the message */
static const char *not_regular(const char *p)
{
	struct stat st;
	if (stat(p, &st) != 0 || S_ISREG(st.st_mode))
		return NULL;
	if (S_ISDIR(st.st_mode))
		return "a directory";
	if (S_ISFIFO(st.st_mode))
		return "a FIFO";
	if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
		return "a device";
	if (S_ISSOCK(st.st_mode))
		return "a socket";
	return "not a regular file";
}

static const isa_mem_file *mem_find(const isa_load_opts *o, const char *name)
{
	for (int i = 0; i < o->nfiles; i++)
		if (!strcmp(o->files[i].name, name))
			return &o->files[i];
	return NULL;
}

/* The file from the in-memory set (o->files, fuzzing): found by the name
 * the #include writes, its text copied as a file's would be read. */
static char *mem_open(const isa_load_opts *o, isa_diags *d, const char *name, isa_loc loc, size_t *len)
{
	const isa_mem_file *m = mem_find(o, name);
	if (!m) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": file not found", name);
		return NULL;
	}
	char *t = isa_xmalloc(m->len + 1);
	memcpy(t, m->text, m->len);
	t[m->len] = '\0';
	*len = m->len;
	return t;
}

static int read_before(const mp_files *F, const char *real)
{
	for (int i = 0; i < F->read.n; i++)
		if (!strcmp(F->read.v[i].real, real))
			return i;
	return -1;
}

static char *dup(const char *s) { return strcpy(isa_xmalloc(strlen(s) + 1), s); }

void mp_files_read(mp_files *F, const char *real)
{
	mp_read r = {dup(real), false, false};
	LD_PUSH(F->read, r);
	LD_PUSH(F->stack, dup(real));
}

char *mp_include_open(mp_files *F, isa_diags *d, const isa_load_opts *o, bool off, int maxdepth,
		      const char *name, isa_loc loc, char **path, size_t *len, int *again)
{
	*again = -1;
	if (off) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include",
			     "#include \"%s\": includes are off (description read from memory)", name);
		return NULL;
	}
	bool mem = o && o->files;
	char *p = mem ? (mem_find(o, name) ? strcpy(isa_xmalloc(strlen(name) + 1), name) : NULL)
		      : mp_include_find(o, F->topdir, F->dirs.v, F->dirs.n, name);
	if (!p) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": file not found", name);
		return NULL;
	}
	const char *what = mem ? NULL : not_regular(p);
	if (what) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": %s is %s, not a file; not read",
			     name, p, what);
		free(p);
		return NULL;
	}
	char *real = mem ? NULL : realpath(p, NULL);
	if (!real)
		real = strcpy(isa_xmalloc(strlen(p) + 1), p);
	char *text = NULL;
	for (int i = 0; i < F->stack.n; i++)
		if (!strcmp(F->stack.v[i], real)) {
			isa_diag_add(d, ISA_ERROR, loc, "mp-include-cycle",
				     "#include \"%s\": recursive include of a file being read", name);
			goto fail;
		}
	/* read already: under #once it is skipped; without, the reader decides
	 * from what reading it again would do (mp_include_again) */
	int k = read_before(F, real);
	if (k >= 0) {
		*again = F->read.v[k].once ? -1 : k;
		goto fail;
	}
	if (F->stack.n >= maxdepth) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": more than %d nested includes",
			     name, maxdepth);
		goto fail;
	}
	char why[256];
	text = mem ? mem_open(o, d, name, loc, len) : isa_read_file(p, len, why, sizeof(why));
	if (!text) {
		if (!mem)
			isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": cannot read %s (%s)", name,
				     p, why);
		goto fail;
	}
	mp_files_read(F, real);
	free(real);
	*path = p;
	return text;
fail:
	free(real);
	free(p);
	return NULL;
}

bool mp_include_again(mp_files *F, isa_diags *d, int again, const char *name, isa_loc loc)
{
	if (again < 0 || !F->read.v[again].defines)
		return false;
	isa_diag_add(d, ISA_ERROR, loc, "mp-include-repeated",
		     "#include \"%s\": read already, and it has no #once: MPACT would read it again and define "
		     "everything in it a second time; not read again",
		     name);
	return true;
}

void mp_include_done(mp_files *F)
{
	free(F->stack.v[--F->stack.n]);
}

void mp_files_free(mp_files *F)
{
	free_list(F->stack.v, F->stack.n);
	for (int i = 0; i < F->read.n; i++)
		free(F->read.v[i].real);
	free(F->read.v);
	free_list(F->dirs.v, F->dirs.n);
}
