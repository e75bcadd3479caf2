# 5. Quadratic blow-ups: one mistake repeated thousands of times is
# reported per rule at most 100 times, with a count of the rest (the
# finding-limit notes describe the output and are not counted); the
# pairwise decodetree overlap check stays fast and small.
. "$(dirname "$0")/lib.sh"
{
  printf '<isa>\n<enum name="#e">\n'
  for i in $(seq 0 2399); do printf '<value val="1" display="v%d"/>\n' $i; done
  printf '</enum>\n<bitset name="#instruction" size="32"><display>x {E}</display><field name="E" low="0" high="3" type="#e"/>\n'
  printf '<pattern low="4" high="31">0000000000000000000000000000</pattern></bitset>\n</isa>\n'
} > enum.xml
for i in $(seq 2800); do echo 'insn 0000000 rs2:5 rs1:5 000 rd:5 0110011'; done > dup.decode
run 20 300 "$ISAPROOF" lint enum.xml
expect_rc 1
expect_lines_at_most 101
expect_out "enum.xml:4:1: note: 2299 more [enum-duplicate] warnings not listed (2399 reported, the first 100 shown) [diag-limit]"
run 30 500 "$ISAPROOF" check dup.decode
expect_rc 1
expect_out "note: 3918500 more [dt-overlap] errors not listed (3918600 found, the first 100 shown; 3908600 past 10000 kept have no fingerprint) [finding-limit]"
expect_out "3918600 errors, 2799 warnings, 0 unknown, 1 notes"
expect_lines_at_most 2000
run 30 500 "$ISAPROOF" check dup.decode --max-per-rule 5 --format json
expect_rc 1
expect_out '"rule": "finding-limit"'
echo "ok: repeated mistakes are counted, not multiplied"
