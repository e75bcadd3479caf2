/*
 * read/load.c - choose the reader for a description file.
 */
#include <stdio.h>
#include <string.h>

#include "read.h"
#include "internal.h"

bool isa_dt_is_decode_path(const char *path)
{
	size_t n = strlen(path);
	return n >= 7 && !strcmp(path + n - 7, ".decode");
}

/* Valhall's and Bifrost's ISA.xml are XML too: the root element tells
 * (the first 4 KiB hold it in any sensible file). */
static bool root_is(const char *path, const isa_load_opts *opts, bool (*sniff)(const char *, size_t))
{
	if (opts && opts->buffer)
		return sniff(opts->buffer, opts->buffer_len);
	char head[4096];
	if (!rd_is_regular(path)) /* never wait on a FIFO: the reader says why */
		return false;
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	size_t n = fread(head, 1, sizeof(head), f);
	fclose(f);
	return sniff(head, n);
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
	if (ends_with(path, ".isa"))
		return rd_mi_load(path, opts, d);
	if (isa_dt_is_decode_path(path))
		return rd_dt_load(path, opts, d);
	if (root_is(path, opts, rd_va_sniff))
		return rd_va_load(path, opts, d);
	if (root_is(path, opts, rd_bi_sniff))
		return rd_bi_load(path, opts, d);
	return rd_isaspec_load(path, opts, d);
}
