#!/bin/bash
# tests/diff/timeout.sh ISAPROOF
#
# A field difference only a factorisation shows: B defines D=1 where
# {A} * {B} is a 61-bit semiprime, A defines D=0 everywhere.  With a
# 300 ms budget per query Z3 cannot decide it: diff must report it as
# unknown (solver-unknown), exit 1, and never say "decodes identically".
set -u
exe=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
common='<field name="A" low="0" high="30" type="uint"/>
  <field name="B" low="31" high="61" type="uint"/>
  <pattern low="62" high="63">00</pattern>
  <derived name="D" type="uint"><expr>0</expr></derived>'
cat > "$tmp/a.xml" <<XML
<isa>
<bitset name="#instruction" size="64">
  <display>x {A} {B} {D}</display>
  $common
</bitset>
</isa>
XML
cat > "$tmp/b.xml" <<XML
<isa>
<bitset name="#instruction" size="64">
  <display>x {A} {B} {D}</display>
  $common
  <override>
    <expr>{A} * {B} == 1152921470247108503</expr>
    <derived name="D" type="uint"><expr>1</expr></derived>
  </override>
</bitset>
</isa>
XML
out=$("$exe" diff "$tmp/a.xml" "$tmp/b.xml" --timeout-ms 300 2>&1); rc=$?
fail=0
[ $rc = 1 ] || { echo "FAIL: exit $rc, expected 1"; fail=1; }
grep -q 'unknown: .*field D .*\[solver-unknown\]' <<<"$out" || { echo "FAIL: no solver-unknown for field D"; fail=1; }
grep -q 'decodes identically' <<<"$out" && { echo "FAIL: an undecided question reported as identical"; fail=1; }
grep -q ', 1 unknown' <<<"$out" || { echo "FAIL: the summary does not count the unknown"; fail=1; }
[ $fail = 0 ] && echo "ok: a field Z3 cannot decide is unknown, never identical" || echo "$out"
exit $fail
