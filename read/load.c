/*
 * read/load.c - choose the reader for a description file.
 */
#include <string.h>

#include "read.h"
#include "internal.h"

bool isa_dt_is_decode_path(const char *path)
{
	size_t n = strlen(path);
	return n >= 7 && !strcmp(path + n - 7, ".decode");
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && !strcmp(s + n - k, suffix);
}

bool isa_mp_is_binfmt_path(const char *path)
{
	return ends_with(path, ".bin_fmt");
}

isa *isa_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	if (isa_mp_is_binfmt_path(path))
		return rd_bf_load(path, opts, d);
	if (isa_dt_is_decode_path(path))
		return rd_dt_load(path, opts, d);
	return rd_isaspec_load(path, opts, d);
}
