/*
 * fuzz/fz_files.h - one fuzz input as several files, so the MPACT
 * harnesses (load_binfmt, load_isa) reach #include with its diamonds,
 * cycles, depth and repeated reads without touching the disk.
 *
 *   top file text
 *   //== NAME
 *   text of the file NAME
 *   //== OTHER
 *   ...
 *
 * A line starting with "//==" (a comment in both languages, so a seed
 * stays a valid description) starts the next file, named by the rest of
 * the line, blanks trimmed.  `#include "NAME"` then reads it from memory
 * (isa_load_opts.files).  Header-only: each harness is one source file.
 */
#ifndef ISAPROOF_FUZZ_FZ_FILES_H
#define ISAPROOF_FUZZ_FZ_FILES_H

#include <stddef.h>
#include <string.h>

#include "model/isa.h"

#define FZ_MAX_INPUT 65536 /* larger inputs only cost time */
#define FZ_MAX_FILES 16
#define FZ_MAX_NAME 64

typedef struct fz_files {
	const char *top; /* the top file's text and length */
	size_t top_len;
	isa_mem_file files[FZ_MAX_FILES];
	char names[FZ_MAX_FILES][FZ_MAX_NAME];
	int n;
} fz_files;

static inline int fz_is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* the end of the line starting at i */
static inline size_t fz_line_end(const char *s, size_t n, size_t i)
{
	const char *nl = memchr(s + i, '\n', n - i);
	return nl ? (size_t)(nl - s) : n;
}

/* Split s[0..n) at its "//==" lines; the text of a file ends before the
 * next marker line.  Files past FZ_MAX_FILES stay part of the last one. */
static inline void fz_split(const char *s, size_t n, fz_files *F)
{
	F->top = s;
	F->top_len = n;
	F->n = 0;
	size_t *len = &F->top_len;
	size_t start = 0;
	for (size_t i = 0; i < n; i = fz_line_end(s, n, i) + 1) {
		if (n - i < 4 || memcmp(s + i, "//==", 4) || F->n == FZ_MAX_FILES)
			continue;
		*len = i - start;
		size_t a = i + 4, b = fz_line_end(s, n, i);
		while (a < b && fz_is_blank(s[a]))
			a++;
		while (b > a && fz_is_blank(s[b - 1]))
			b--;
		size_t k = b - a < FZ_MAX_NAME - 1 ? b - a : FZ_MAX_NAME - 1;
		memcpy(F->names[F->n], s + a, k);
		F->names[F->n][k] = '\0';
		start = fz_line_end(s, n, i) + (fz_line_end(s, n, i) < n);
		isa_mem_file *f = &F->files[F->n++];
		f->name = F->names[F->n - 1];
		f->text = s + start;
		f->len = n - start;
		len = &f->len;
	}
}

#endif
