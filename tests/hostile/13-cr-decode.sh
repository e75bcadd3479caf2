# 13. CR-only line endings in a .decode file end lines (as Python reads
# them for decodetree.py), instead of making the whole file one comment
# that loads clean with no pattern; a file with no pattern is a warning.
. "$(dirname "$0")/lib.sh"
printf '# two patterns\raddi 0000000 rs2:5 rs1:5 000 rd:5 0110011\rsub 0100000 rs2:5 rs1:5 000 rd:5 0110011\r' > cr.decode
printf '# two patterns\r\naddi 0000000 rs2:5 rs1:5 000 rd:5 0110011\r\nsub 0100000 rs2:5 rs1:5 000 rd:5 0110011\r\n' > crlf.decode
for f in cr.decode crlf.decode; do
  run 5 100 "$ISAPROOF" decode $f 00208033 40208033
  expect_rc 0
  [ "$OUT" = "$(printf 'addi rs2=2 rs1=1 rd=0\nsub rs2=2 rs1=1 rd=0')" ] || fail "$f: $OUT"
done
printf '# nothing here\n' > empty.decode
run 5 100 "$ISAPROOF" lint empty.decode
expect_rc 1
expect_out "empty.decode: warning: no patterns: the file decodes no word [dt-empty]"
echo "ok: CR ends lines, empty files are said so"
