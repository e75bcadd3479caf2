# 4. Import diamonds: 31 files each importing the next twice (2 KB in all)
# would be 2^30 loads.  Each file is loaded once (by canonical path); a
# repeated import is a warning; cycles stay errors.
. "$(dirname "$0")/lib.sh"
for i in $(seq 0 29); do
  printf '<isa>\n<import file="f%d.xml"/>\n<import file="./f%d.xml"/>\n</isa>\n' $((i + 1)) $((i + 1)) > f$i.xml
done
printf '<isa>\n<bitset name="#instruction" size="32"><display>x</display><pattern low="0" high="31">00000000000000000000000000000000</pattern></bitset>\n</isa>\n' > f30.xml
run 10 200 "$ISAPROOF" lint f0.xml
expect_rc 1
expect_out "f0.xml:3:9: warning: './f1.xml' is already loaded: read once (Mesa would read it again and define everything in it twice) [import-repeated]"
n=$(grep -c 'import-repeated' <<<"$OUT")
[ "$n" = 30 ] || fail "$n import-repeated warnings, expected 30"
expect_no "bitset-duplicate"
run 10 200 "$ISAPROOF" decode f0.xml 00000000
expect_rc 0
expect_out "x"
printf '<isa>\n<import file="c2.xml"/>\n</isa>\n' > c1.xml
printf '<isa>\n<import file="c1.xml"/>\n</isa>\n' > c2.xml
run 5 100 "$ISAPROOF" lint c1.xml
expect_rc 2
expect_out "[import-cycle]"
echo "ok: diamonds load once, cycles stay errors"
