/*
 * fuzz/fz_src.h - the harnesses that read a description from the source
 * tree (asm, bifrost, bi_clause): FZ_SRC_DIR, defined by the build, is the tree; ""
 * means isaproof-src/ beside the binary (OSS-Fuzz's build.sh copies the
 * files there).
 */
#ifndef ISAPROOF_FUZZ_FZ_SRC_H
#define ISAPROOF_FUZZ_FZ_SRC_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/isa.h"
#include "read/read.h"

/* rel (a path inside the tree) loaded without errors, else the harness
 * stops: a run without its description would test nothing */
static isa *fz_load_src(const char *who, const char *argv0, const char *rel)
{
	char path[4096];
	if (FZ_SRC_DIR[0]) {
		snprintf(path, sizeof(path), "%s/%s", FZ_SRC_DIR, rel);
	} else {
		const char *slash = argv0 ? strrchr(argv0, '/') : NULL;
		snprintf(path, sizeof(path), "%.*s/isaproof-src/%s", slash ? (int)(slash - argv0) : 1,
			 slash ? argv0 : ".", rel);
	}
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	if (!m || d.nerrors) {
		fprintf(stderr, "%s: cannot load %s\n", who, path);
		exit(1);
	}
	isa_diags_free(&d);
	return m;
}

/* The two Bifrost descriptions the Bifrost harnesses decode on:
 * m[0] tests/bifrost/mini.xml, m[1] tests/bifrost/overlap.xml */
static inline void fz_load_bifrost(const char *who, const char *argv0, isa *m[2])
{
	m[0] = fz_load_src(who, argv0, "tests/bifrost/mini.xml");
	m[1] = fz_load_src(who, argv0, "tests/bifrost/overlap.xml");
	if (!m[0]->bi || !m[1]->bi) {
		fprintf(stderr, "%s: tests/bifrost/*.xml are no Bifrost descriptions\n", who);
		exit(1);
	}
}

#endif
