/*
 * read/internal.h - private to read/: each reader's entry point (load.c
 * chooses one) and the file reading they share.
 */
#ifndef ISAPROOF_READ_INTERNAL_H
#define ISAPROOF_READ_INTERNAL_H

#include <stddef.h>

#include "model/isa.h"

/* The largest description file read (a real one is well under 1 MiB). */
#define ISA_MAX_FILE (16L << 20)
#define ISA_MAX_FILE_TEXT "16 MiB"

/* A whole regular file, NUL-terminated (malloc'ed; *len without the
 * NUL), or NULL with the reason in `why`.  read/file.c */
char *isa_read_file(const char *path, size_t *len, char *why, size_t whylen);

/* isaspec XML (read/isaspec.c) and QEMU decodetree (read/decodetree.c) */
isa *rd_isaspec_load(const char *path, const isa_load_opts *opts, isa_diags *d);
isa *rd_dt_load(const char *path, const isa_load_opts *opts, isa_diags *d);

#endif
