# 38. The .isa expression parser recursed once per '(' or '-': tens of
# thousands overflowed the stack.  Expressions nest at most 256 deep.
. "$(dirname "$0")/lib.sh"
slot='slot s {\n  default size = 4;\n  default opcode = disasm: "x", semfunc: "f";\n  opcodes { o{: : }, disasm: "o", semfunc: "f"; }\n}\n'
{
  printf 'isa I { namespace n; slots { s; } }\nint c = '
  head -c 30000 /dev/zero | tr '\0' '('
  printf '1'
  head -c 30000 /dev/zero | tr '\0' ')'
  printf ';\n'
  printf "$slot"
} > paren.isa
run 20 1500 "$ISAPROOF" lint paren.isa
expect_rc 2
expect_out "paren.isa:2:265: error: expression nested more than 256 deep (parentheses, '-' or call arguments) [mp-budget]"
{
  printf 'isa I { namespace n; slots { s; } }\nint c = '
  head -c 30000 /dev/zero | tr '\0' '-'
  printf '1;\n'
  printf "$slot"
} > minus.isa
run 20 1500 "$ISAPROOF" lint minus.isa
expect_rc 2
expect_out "minus.isa:2:265: error: expression nested more than 256 deep (parentheses, '-' or call arguments) [mp-budget]"
# a few levels are fine
printf "isa I { namespace n; slots { s; } }\nint c = ((1 + 2) * -(-3));\n$slot" > ok.isa
run 20 1500 "$ISAPROOF" lint ok.isa
expect_rc 0
echo "ok: expression depth is bounded"
