# 11. One line per diagnostic: names and libxml2 messages with newlines or
# other control characters are escaped.
. "$(dirname "$0")/lib.sh"
printf '<isa>\n<bitset name="#instruction" size="32">\n<display>{A&#10;B}</display>\n<field name="X&#10;Y&#13;Z" low="0" high="3" type="nosuchtype"/>\n<pattern low="4" high="31">0000000000000000000000000000</pattern>\n</bitset>\n</isa>\n' > nl.xml
run 5 100 "$ISAPROOF" lint nl.xml
[ "$RC" = 1 ] || [ "$RC" = 2 ] || fail "exit $RC"
[ -n "$OUT" ] || fail "no diagnostics"
while IFS= read -r line; do
  grep -qE '\[[a-z0-9-]+\]$' <<<"$line" || fail "a diagnostic spans lines: '$line'"
done <<<"$OUT"
expect_out 'A\nB'
printf '<isa>\n<bitset name="a\nb" size="32"\n' > broken.xml
run 5 100 "$ISAPROOF" lint broken.xml
expect_rc 2
while IFS= read -r line; do
  grep -qE '\[[a-z0-9-]+\]$' <<<"$line" || fail "a diagnostic spans lines: '$line'"
done <<<"$OUT"
echo "ok: one line per diagnostic"
