#!/usr/bin/env bash
# tests/gen/no-asm.sh ISAPROOF SOURCE_DIR: gen writes NAME_assemble for an
# isaspec description and only adds it: with --no-asm the source is the
# default one's beginning byte for byte, and the header the default one
# without the assembler's block.  --classify-only, --args-only and a
# decodetree file get no assembler.  The generated assembler compiles
# clean under -std=c99 -Wall -Wextra -Wpedantic -Werror and reads back
# what the decoder prints (toy16).
set -u
exe=${1:?usage: no-asm.sh ISAPROOF SOURCE_DIR}
src=${2:?usage: no-asm.sh ISAPROOF SOURCE_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }

xml=$src/isa/toy16.xml
"$exe" gen "$xml" -o "$tmp/a" --prefix toy || no "gen"
"$exe" gen "$xml" -o "$tmp/n" --prefix toy --no-asm || no "gen --no-asm"
grep -q 'int toy_assemble(const char \*text, uint32_t gen, toy_insn \*w);' "$tmp/a/toy.h" ||
	no "the header declares no toy_assemble"
grep -q 'toy_assemble' "$tmp/n/toy.h" "$tmp/n/toy.c" && no "--no-asm still writes toy_assemble"
size=$(wc -c < "$tmp/n/toy.c")
[ "$(wc -c < "$tmp/a/toy.c")" -gt "$size" ] || no "the assembler adds nothing to toy.c"
cmp -s <(head -c "$size" "$tmp/a/toy.c") "$tmp/n/toy.c" ||
	no "toy.c with --no-asm is not the beginning of the default toy.c"
# the header: the default one is the --no-asm one with the block added
diff "$tmp/n/toy.h" "$tmp/a/toy.h" | grep '^<' && no "the assembler changes lines of the header"

"$exe" gen "$xml" -o "$tmp/c" --prefix toy --classify-only || no "gen --classify-only"
grep -q '_assemble(' "$tmp/c/toy.h" "$tmp/c/toy.c" && no "--classify-only writes an assembler"
"$exe" gen "$src/tests/allow/overlap.decode" -o "$tmp/d" --prefix dt || no "gen overlap.decode"
grep -q '_assemble(' "$tmp/d/dt.h" && no "a decodetree decoder gets an assembler"

cc=${CC:-cc}
cat > "$tmp/main.c" <<'C'
#include <stdio.h>
#include <string.h>
#include "toy.h"
int main(void)
{
	/* what `isaproof asm isa/toy16.xml` gives for these texts */
	static const char *const text[] = {"add   r1, r2", "ld r2, [sp-4]", "nope"};
	static const int rc[] = {TOY_ASM_OK, TOY_ASM_OK, TOY_ASM_NO_WORD};
	static const unsigned word[] = {0x2021, 0x42fc, 0};
	int bad = 0;
	for (int i = 0; i < 3; i++) {
		toy_insn w = {{0}};
		int r = toy_assemble(text[i], 0, &w);
		if (r != rc[i] || (r == TOY_ASM_OK && w.w[0] != word[i])) {
			printf("'%s': %d %llx\n", text[i], r, (unsigned long long)w.w[0]);
			bad = 1;
		}
	}
	return bad || toy_assemble(NULL, 0, NULL) != TOY_ASM_BAD_TEXT;
}
C
"$cc" -std=c99 -Wall -Wextra -Wpedantic -Werror -I"$tmp/a" "$tmp/main.c" "$tmp/a/toy.c" -o "$tmp/t" ||
	no "the generated assembler does not compile clean"
[ -x "$tmp/t" ] && { "$tmp/t" || no "toy_assemble's answers"; }
[ $fail = 0 ] && echo "ok: gen writes toy_assemble, --no-asm leaves it out and nothing else"
exit $fail
