/*
 * read/mpfiles.c - MPACT-Sim's #include for both of its languages
 * (.bin_fmt in read/binfmt.c, .isa in read/mpisa.c): where it finds a
 * file, and the checks before it is read.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "binfmt.h"
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

static bool is_file(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISREG(st.st_mode);
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
		return is_file(name) ? strcpy(isa_xmalloc(strlen(name) + 1), name) : NULL;
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
		if (is_file(p))
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

char *mp_include_open(mp_files *F, isa_diags *d, const isa_load_opts *o, bool off, int maxdepth,
		      const char *name, isa_loc loc, char **path, size_t *len)
{
	if (off) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include",
			     "#include \"%s\": includes are off (description read from memory)", name);
		return NULL;
	}
	char *p = mp_include_find(o, F->topdir, F->dirs.v, F->dirs.n, name);
	if (!p) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": file not found", name);
		return NULL;
	}
	char *real = realpath(p, NULL);
	if (!real)
		real = strcpy(isa_xmalloc(strlen(p) + 1), p);
	char *text = NULL;
	for (int i = 0; i < F->stack.n; i++)
		if (!strcmp(F->stack.v[i], real)) {
			isa_diag_add(d, ISA_ERROR, loc, "mp-include-cycle",
				     "#include \"%s\": recursive include of a file being read", name);
			goto fail;
		}
	for (int i = 0; i < F->once.n; i++)
		if (!strcmp(F->once.v[i], real))
			goto fail; /* #once: read already */
	if (F->stack.n >= maxdepth) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": more than %d nested includes",
			     name, maxdepth);
		goto fail;
	}
	char why[256];
	text = isa_read_file(p, len, why, sizeof(why));
	if (!text) {
		isa_diag_add(d, ISA_ERROR, loc, "mp-include", "#include \"%s\": cannot read %s (%s)", name, p,
			     why);
		goto fail;
	}
	LD_PUSH(F->stack, real);
	*path = p;
	return text;
fail:
	free(real);
	free(p);
	return NULL;
}

void mp_include_done(mp_files *F)
{
	free(F->stack.v[--F->stack.n]);
}

void mp_files_free(mp_files *F)
{
	free_list(F->stack.v, F->stack.n);
	free_list(F->once.v, F->once.n);
	free_list(F->dirs.v, F->dirs.n);
}
