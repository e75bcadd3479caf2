# 37. A long .isa slot inheritance chain: 1,200 slots each adding one
# opcode to its base's copies, resolved recursively (a minute at 3,000).
# Base slots nest at most 64 deep.
. "$(dirname "$0")/lib.sh"
{
  printf 'isa I { namespace n; slots { s1200; } }\n'
  printf 'slot s0 {\n  default size = 4;\n  default opcode = disasm: "x", semfunc: "f";\n'
  printf '  opcodes { o0{: : }, disasm: "o", semfunc: "f"; }\n}\n'
  for i in $(seq 1 1200); do
    printf 'slot s%d:s%d{default opcode=disasm:"x",semfunc:"f";opcodes{o%d{:},semfunc:"f";}}\n' $i $((i - 1)) $i
  done
} > chain.isa
run 20 1500 "$ISAPROOF" lint chain.isa
expect_rc 2
expect_out "chain.isa:1141:6: error: slot 's1135': base slots nested more than 64 deep; not resolved [mp-budget]"
echo "ok: slot inheritance is bounded"
