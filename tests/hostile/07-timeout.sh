# 7. A 500-byte override that asks Z3 to factor a 61-bit semiprime: every
# query has a default budget (10 s) and --timeout bounds the whole run;
# what the budget leaves open is unknown, never proved.
. "$(dirname "$0")/lib.sh"
cat > semi.xml <<'XML'
<isa>
<bitset name="#instruction" size="64">
  <display>x {A} {B}</display>
  <field name="A" low="0" high="30" type="uint"/>
  <field name="B" low="31" high="61" type="uint"/>
  <pattern low="62" high="63">00</pattern>
  <override>
    <expr>{A} * {B} == 1152921470247108503</expr>
    <display>factored</display>
  </override>
</bitset>
</isa>
XML
run 40 1000 "$ISAPROOF" check semi.xml --timeout 2
expect_rc 0
expect_out "warning: unknown:"
expect_out "[solver-unknown]"
[ "$MS" -lt 30000 ] || fail "check --timeout 2 took ${MS} ms"
run 40 1000 "$ISAPROOF" check semi.xml --timeout-ms 300
expect_rc 0
# the solver's unknown, and roundtrip-text-field's on A and B (they choose
# the display, so no template proves them)
expect_out "[solver-unknown]"
expect_out "2 unknown"
run 5 100 "$ISAPROOF" check --help
expect_out "--timeout-ms N   per solver query (default 10000; 0 = none)"
echo "ok: solver budgets end in unknown"
