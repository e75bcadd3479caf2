# 6. {:align=1000000}: a column that only multiplies output is refused at
# load; decode streams its output in small batches, so many words with
# long texts stay within a small memory limit.
. "$(dirname "$0")/lib.sh"
cat > align.xml <<'XML'
<isa>
<bitset name="#instruction" size="32">
  <display>x{:align=1000000}y</display>
  <pattern low="0" high="31">00000000000000000000000000000000</pattern>
</bitset>
</isa>
XML
sed 's/1000000/1000/' align.xml > align1000.xml
run 5 100 "$ISAPROOF" lint align.xml
expect_rc 2
expect_out "align.xml:3:3: error: display of '#instruction' aligns to column 1000000: at most 1024 [display-align]"
for i in $(seq 1 20000); do echo 00000000; done > words.txt
STDIN=words.txt run 60 150 "$ISAPROOF" decode align1000.xml
expect_rc 0
n=$(wc -l < .out)
[ "$n" = 20000 ] || fail "$n lines decoded, expected 20000"
echo "ok: absurd aligns refused, decode streams"
