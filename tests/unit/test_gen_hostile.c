/*
 * tests/unit/test_gen_hostile.c - names no XML file can carry (bytes that
 * are not UTF-8, control characters, comment ends, trigraphs, a backslash
 * at the end) written over every name of a loaded model, then generated
 * with gen_emit: the C must compile with -trigraphs -Werror, and the
 * hostile text must stand only inside comments and string literals.
 * tests/hostile/01-gen-injection.sh does the same through the XML reader.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "codegen/gen.h"
#include "model/isa.h"
#include "read/read.h"

#include "check.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif
#ifndef ISAPROOF_CC
#define ISAPROOF_CC "cc"
#endif

/* Each name ends a comment, then writes code that defines pwned<N> (leaf
 * ids made of names hold "_pwned3_": a word of its own only if injected). */
static const char *const hostile[] = {
	"\xff\xfe*/ int pwned1; /*",
	"x*/int pwned2;/*\\",
	"?\?/\nint pwned3; /*", /* ?\? : no trigraph here */
	"\x80\xc0\x01*/ int pwned4(void) { return 1; } /*",
	"a\"b*/ int pwned5; /* ?\?= \\",
};

static const char *pick(int *k)
{
	return hostile[(*k)++ % (int)(sizeof(hostile) / sizeof(hostile[0]))];
}

int main(void)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(ISAPROOF_SOURCE_DIR "/isa/toy16.xml", NULL, &d);
	CHECK(m && d.nerrors == 0);
	if (!m || d.nerrors)
		return check_summary();
	/* every name a comment shows: bitsets, fields, enums, expressions */
	int k = 0;
	for (int i = 0; i < m->nbitsets; i++) {
		isa_bitset *b = m->bitsets[i];
		b->name = pick(&k);
		for (int c = 0; c < b->ncases; c++)
			for (int f = 0; f < b->cases[c].nfields; f++)
				b->cases[c].fields[f].name = pick(&k);
	}
	for (int i = 0; i < m->nenums; i++)
		m->enums[i]->name = pick(&k);
	for (int i = 0; i < m->nexprs; i++)
		if (m->exprs[i]->name)
			m->exprs[i]->name = pick(&k);

	char dir[] = "/tmp/isaproof-hostile-XXXXXX";
	CHECK(mkdtemp(dir) != NULL);
	gen_opts go = {.prefix = "hostile", .source = "x*/y.xml"};
	char err[512] = "";
	bool ok = gen_write(m, &go, dir, err, sizeof(err));
	if (!ok)
		printf("gen_write: %s\n", err);
	CHECK(ok);
	char cmd[1024];
	snprintf(cmd, sizeof(cmd),
		 "%s -std=c11 -trigraphs -Wno-trigraphs -Wall -Wextra -Werror -c %s/hostile.c -o %s/h.o "
		 "&& %s -std=c11 -trigraphs -E -P -I%s %s/hostile.c | "
		 "sed -E -e 's/\"([^\"\\\\]|\\\\.)*\"//g' | grep -qwE 'pwned[0-9]'",
		 ISAPROOF_CC, dir, dir, ISAPROOF_CC, dir, dir);
	int rc = system(cmd);
	/* grep -q finds nothing: status 1 (0 would be an injection, and
	 * anything else a compile failure) */
	if (rc != 256)
		printf("'%s' returned %d\n", cmd, rc);
	CHECK(rc == 256);
	CHECK_STR(err, ""); /* gen_write said nothing */
	if (rc != 256) printf("kept %s\n", dir); else {
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	CHECK(system(cmd) == 0);
	}
	isa_free(m);
	isa_diags_free(&d);
	return check_summary();
}
