# 17. gen --classify-only writes the classifier alone: three functions in
# the header, the same leaf ids as the whole decoder, C that compiles clean
# and classifies as `decode` does (NAME_opcode as NAME_classify); with
# --compact it is a usage error.
. "$(dirname "$0")/lib.sh"
printf '&i imm rs1 rd\naddi imm:s12 rs1:5 000 rd:5 0010011 &i\nsub 0100000 rs2:5 rs1:5 000 rd:5 0110011\n' > t.decode
run 5 100 "$ISAPROOF" gen t.decode -o full --prefix dt
expect_rc 0
run 5 100 "$ISAPROOF" gen t.decode -o co --prefix dt --classify-only
expect_rc 0
grep -q 'dt_disasm\|dt_encode\|dt_fields' co/dt.h co/dt.c && fail "classify-only writes more than the classifier"
[ "$(grep -c '^int dt_classify\|^int dt_opcode(dt_word w);\|^const char \*dt_leaf_name' co/dt.h)" = 3 ] || fail "prototypes: $(cat co/dt.h)"
[ "$(grep 'DT_LEAF_' co/dt.h)" = "$(grep 'DT_LEAF_' full/dt.h)" ] || fail "leaf ids differ from the whole decoder's"
[ "$(wc -c < co/dt.c)" -lt "$(wc -c < full/dt.c)" ] || fail "classify-only is not smaller"
cat > main.c <<'EOC'
#include <stdio.h>
#include "dt.h"
int main(void)
{
	static const uint64_t words[] = {0xffd08093, 0x40208033, 0x00208033, 0xffffffff};
	for (int i = 0; i < 4; i++) {
		dt_insn w = {{words[i]}};
		int leaf = dt_classify(&w, 0, NULL);
		printf("%s\n", leaf >= 0 ? dt_leaf_name(leaf) : "none");
		if (dt_opcode((dt_word)words[i]) != leaf)
			return 1;
	}
	return dt_leaf_name(DT_NUM_LEAVES) != NULL || dt_leaf_name(-1) != NULL;
}
EOC
run 60 500 "$CC" -std=c99 -Wall -Wextra -Wpedantic -Werror -Ico main.c co/dt.c -o main
expect_rc 0
run 5 100 ./main
expect_rc 0
[ "$OUT" = "$(printf 'addi\nsub\nnone\nnone')" ] || fail "classification: $OUT"
run 5 100 "$ISAPROOF" gen t.decode -o c2 --compact --classify-only
expect_rc 2
[ -z "$OUT" ] || fail "usage error on stdout: $OUT"
echo "$ERR" | grep -q -- "--compact and --classify-only exclude each other" || fail "message: $ERR"
[ -e c2 ] && fail "a refused gen wrote files"
echo "ok: gen --classify-only writes the classifier alone"
