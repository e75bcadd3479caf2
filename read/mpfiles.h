/*
 * read/mpfiles.h - private to the two MPACT-Sim readers: the files a load
 * is reading, for #include's search, its cycle check and the files read
 * already (read/mpfiles.c).
 */
#ifndef ISAPROOF_READ_MPFILES_H
#define ISAPROOF_READ_MPFILES_H

#include <stdbool.h>
#include <stddef.h>

#include "model/build.h"

/* read/mpfiles.c: the files an MPACT reader is reading, for #include's
 * search, its cycle check and the files read already.
 *
 * A file is parsed once.  Read again under #once it is skipped, as in
 * MPACT.  Read again without #once, MPACT reads it again: when that
 * defines nothing (a file of #includes only, whose own includes define
 * nothing again either) skipping it changes nothing, and when it would
 * define something MPACT reports every definition twice, so one error
 * says so instead.  Thirty files each including the next twice are then
 * thirty reads, not 2^30. */
typedef struct mp_read {
	char *real;   /* real path (or the in-memory name) */
	bool once;    /* it starts with #once (.bin_fmt) */
	bool defines; /* reading it again would define something */
} mp_read;

typedef struct mp_files {
	const char *topdir;
	LD_VEC(char *) stack;  /* real paths being read (cycles) */
	LD_VEC(mp_read) read;  /* every file read, in order */
	LD_VEC(char *) dirs;   /* directories of the files read so far */
} mp_files;

/* The file an #include names, found, checked and read: its text
 * (malloc'd, *len) and the path found (*path, malloc'd), its real path
 * pushed on F->stack until mp_include_done and appended to F->read (the
 * last entry).  NULL when it is not read: off (includes off), not found,
 * not a regular file, a cycle, too deep or unreadable, each reported in
 * d; or read already: *again is then its F->read index when it has no
 * #once (pass it to mp_include_again), -1 otherwise.  With o->files set,
 * includes are served from that in-memory set by the name written. */
char *mp_include_open(mp_files *F, isa_diags *d, const isa_load_opts *o, bool off, int maxdepth,
		      const char *name, isa_loc loc, char **path, size_t *len, int *again);
/* A file read already and included again without #once: an
 * mp-include-repeated error when reading it again would define something
 * (true), else nothing (false). */
bool mp_include_again(mp_files *F, isa_diags *d, int again, const char *name, isa_loc loc);
/* a file about to be read (the top file, or by mp_include_open): recorded
 * as read and being read */
void mp_files_read(mp_files *F, const char *real);
void mp_include_done(mp_files *F);
void mp_files_free(mp_files *F);

/* read/mpfiles.c: the directory part of path, with its '/' (malloc'd) */
char *mp_dir_of(const char *path);
/* MPACT's #include search: ".", the --include roots (o), the top file's
 * directory, the directories of the files read so far (seen); a name
 * starting with '/' as it is.  The path found (malloc'd), or NULL. */
char *mp_include_find(const isa_load_opts *o, const char *topdir, char *const *seen, int nseen,
		      const char *name);

#endif
