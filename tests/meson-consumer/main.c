/*
 * main.c - prints the text of each word given (hex, gen 1) through the
 * decoder isaproof generated for toy16 at build time (toydec.h), and
 * checks the two words tests/meson-consumer/meson.build passes against the
 * texts of the golden decode tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "toydec.h"

int main(int argc, char **argv)
{
	/* decode-alu.t (add at gen 0..2) and decode-gen1.t (mul from gen 1) */
	static const char *const want[] = {"add   r1, r2", "mul   r1, r2"};
	int failures = 0;
	for (int i = 1; i < argc; i++) {
		toydec_insn w = {{strtoull(argv[i], NULL, 16)}};
		toydec_options o;
		memset(&o, 0, sizeof(o));
		o.gen = 1;
		char buf[128];
		int leaf = -1;
		toydec_disasm(&w, &o, buf, sizeof(buf), &leaf);
		printf("%s\t%s\n", argv[i], buf);
		if (i <= 2 && strcmp(buf, want[i - 1]) != 0) {
			printf("FAIL: expected '%s'\n", want[i - 1]);
			failures++;
		}
	}
	return failures ? 1 : 0;
}
