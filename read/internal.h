/*
 * read/internal.h - private to read/: each reader's entry point (load.c
 * chooses one) and the file reading they share.
 */
#ifndef ISAPROOF_READ_INTERNAL_H
#define ISAPROOF_READ_INTERNAL_H

#include <stddef.h>

#include "model/isa.h"

/* A whole file, NUL-terminated (malloc'ed; *len without the NUL), or
 * NULL with errno set.  read/file.c */
char *isa_read_file(const char *path, size_t *len);

/* isaspec XML (read/isaspec.c) and QEMU decodetree (read/decodetree.c) */
isa *rd_isaspec_load(const char *path, const isa_load_opts *opts, isa_diags *d);
isa *rd_dt_load(const char *path, const isa_load_opts *opts, isa_diags *d);
/* MPACT-Sim .bin_fmt (read/binfmt*.c) */
isa *rd_bf_load(const char *path, const isa_load_opts *opts, isa_diags *d);

#endif
