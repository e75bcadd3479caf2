# 14. Numbers on the command line are decimal, or hex after 0x: "010" is
# ten, "08" is eight, nothing is octal; signs, blanks and exponents are
# refused.  encode's field values also take 0b binary and a sign, and say
# which range a value is out of.
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
# encode's values: decimal (a leading 0 too), 0x hex, 0b binary, negative
for pair in 010:140a 08:1408 0x10:1410 0b101:1405 -3:17fd 1023:17ff -512:1600; do
  run 5 100 "$ISAPROOF" encode "$T" wait CYCLES=${pair%%:*} --gen 600
  expect_rc 0
  [ "$OUT" = "${pair#*:}" ] || fail "CYCLES=${pair%%:*} encoded as '$OUT', not ${pair#*:}"
done
run 5 100 "$ISAPROOF" encode "$T" wait CYCLES=08x --gen 600
expect_rc 1
expect_err "field 'CYCLES': '08x' is not a number (decimal, 0x hex or 0b binary)"
run 5 100 "$ISAPROOF" encode "$T" wait CYCLES=99999999999999999999 --gen 600
expect_rc 1
expect_err "field 'CYCLES': 99999999999999999999 is out of range (values go from -2^63 to 2^64-1)"
run 5 100 "$ISAPROOF" encode "$T" wait CYCLES=1024 --gen 600
expect_rc 1
expect_err "field 'CYCLES': 1024 does not fit in 10 bits (-512 to 1023)"
run 5 100 "$ISAPROOF" encode "$T" wait CYCLES=1 CYCLES=2 --gen 600
expect_rc 2
expect_err "field 'CYCLES' is given twice (CYCLES=1 and CYCLES=2): give each field once"
echo "ok: numbers are decimal or 0x hex"
