/*
 * read/file.c - reading a description file whole.
 */
#include <stdio.h>

#include "model/isa.h"
#include "internal.h"


char *isa_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	isa_buf b;
	isa_buf_init(&b);
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		isa_buf_putn(&b, chunk, n);
	bool err = ferror(f);
	fclose(f);
	if (err) {
		isa_buf_free(&b);
		return NULL;
	}
	if (!b.s)
		isa_buf_putn(&b, "", 0);
	*len = b.len;
	return b.s;
}
