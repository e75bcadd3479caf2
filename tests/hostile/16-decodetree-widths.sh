# 16. encode, vectors and corpus take --insnwidth/--varinsnwidth like the
# other commands, so 16- and 64-bit .decode files can be encoded, checked
# against vectors and seeded.
. "$(dirname "$0")/lib.sh"
printf 'mov 0001 rd:4 imm:8\nadd 0010 rd:4 rs:4 rt:4\n' > t16.decode
run 5 100 "$ISAPROOF" encode t16.decode mov rd=3 imm=0x45 --insnwidth 16
expect_rc 0
[ "$OUT" = 1345 ] || fail "encode: $OUT"
printf '1345\tmov imm=69 rd=3\n2123\tadd rt=3 rs=2 rd=1\n' > t16.vec
run 5 100 "$ISAPROOF" decode t16.decode 1345 2123 --insnwidth 16
printf '1345\t%s\n2123\t%s\n' "$(sed -n 1p <<<"$OUT")" "$(sed -n 2p <<<"$OUT")" > t16.vec
run 5 100 "$ISAPROOF" vectors t16.decode t16.vec --insnwidth 16
expect_rc 0
expect_out "all pass"
run 60 300 "$ISAPROOF" corpus t16.decode -o seeds --insnwidth 16 --quiet
[ "$RC" = 0 ] || [ "$RC" = 1 ] || fail "corpus exited $RC: $ERR"
ls seeds | grep -q . || fail "corpus wrote no seed"
printf 'w 00000000 00000000 00000000 00000000 00000000 00000000 00000001 imm:8\n' > t64.decode
run 5 100 "$ISAPROOF" encode t64.decode w imm=5 --insnwidth 64
expect_rc 0
[ "$OUT" = 0000000000000105 ] || fail "encode 64: $OUT"
echo "ok: decodetree widths on every command"
