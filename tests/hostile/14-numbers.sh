# 14. Numbers on the command line are decimal, or hex after 0x: "010" is
# ten, "08" is eight, nothing is octal; signs, blanks and exponents are
# refused.
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
cat > gen.xml <<'XML'
<isa>
<bitset name="#instruction" size="32"/>
<bitset name="old" extends="#instruction">
  <gen max="8"/>
  <display>old</display>
  <pattern low="0" high="31">00000000000000000000000000000000</pattern>
</bitset>
<bitset name="new" extends="#instruction">
  <gen min="9"/>
  <display>new</display>
  <pattern low="0" high="31">00000000000000000000000000000000</pattern>
</bitset>
</isa>
XML
for g in 010 10 0xa 0x0A 9; do
  run 5 100 "$ISAPROOF" decode gen.xml --gen $g 0
  expect_rc 0
  [ "$OUT" = new ] || fail "--gen $g decoded as '$OUT', not at gen 10"
done
for g in 08 8 0 00; do
  run 5 100 "$ISAPROOF" decode gen.xml --gen $g 0
  expect_rc 0
  [ "$OUT" = old ] || fail "--gen $g decoded as '$OUT'"
done
for bad in -1 +1 " 1" 1e3 0x "" 4294967296 0b1; do
  run 5 100 "$ISAPROOF" decode "$T" --gen "$bad" 8123
  expect_rc 2
done
run 5 100 "$ISAPROOF" check "$T" --max-cubes 010
expect_rc 0
run 5 100 "$ISAPROOF" check "$T" --max-cubes 1e1
expect_rc 2
echo "ok: numbers are decimal or 0x hex"
