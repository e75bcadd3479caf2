/*
 * read/mpfiles.c - where MPACT-Sim's #include finds a file, for both of
 * its languages (.bin_fmt in read/binfmt.c, .isa in read/mpisa.c).
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
