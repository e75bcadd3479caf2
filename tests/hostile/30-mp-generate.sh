# 30. MPACT GENERATE products: ten lists of ten values ask for 10^10
# copies of the body (.bin_fmt and .isa).  What a GENERATE would write is
# counted before it is written and refused past the budget, with the
# product named.
. "$(dirname "$0")/lib.sh"
ten='[0,1,2,3,4,5,6,7,8,9]'
{
  printf 'decoder D { namespace n; opcode_enum = "E"; G; };\n'
  printf 'format F[32] { fields: unsigned a[16]; unsigned b[16]; };\n'
  printf 'instruction group G[32] : F {\n  GENERATE('
  for v in p q r s t u v w x; do printf '%s = %s, ' $v "$ten"; done
  printf 'y = %s) {\n    e$(p)$(q)$(r)$(s)$(t)$(u)$(v)$(w)$(x)$(y) : F : a == $(p);\n  };\n};\n' "$ten"
} > gen.bin_fmt
run 20 1500 "$ISAPROOF" lint gen.bin_fmt
expect_rc 2
expect_out "gen.bin_fmt:4:3: error: GENERATE writes over 65536 copies of a 8-token body: more than the budget of 65536 generated tokens (over all GENERATEs of the files read); not expanded [mp-budget]"
{
  printf 'isa I { namespace n; slots { s; } }\nslot s {\n  default size = 4;\n'
  printf '  default opcode = disasm: "x", semfunc: "f";\n  opcodes {\n    GENERATE('
  for v in p q r s t u v w x; do printf '%s = %s, ' $v "$ten"; done
  printf 'y = %s) {\n      o$(p)$(q)$(r)$(s)$(t)$(u)$(v)$(w)$(x)$(y){: : }, disasm: "o", semfunc: "f";\n    };\n  }\n}\n' "$ten"
} > gen.isa
run 20 1500 "$ISAPROOF" lint gen.isa
expect_rc 2
expect_out "gen.isa:6:5: error: GENERATE writes over 65536 copies of a 14-token body: more than the budget of 65536 generated tokens (over all GENERATEs of the files read); not expanded [mp-budget]"
# a product under the budget is expanded: 100 encodings, all there
{
  printf 'decoder D { namespace n; opcode_enum = "E"; G; };\n'
  printf 'format F[32] { fields: unsigned a[16]; unsigned b[16]; };\n'
  printf 'instruction group G[32] : F {\n  GENERATE(p = [%s], q = [%s]) {\n' "$(seq -s, 1 10)" "$(seq -s, 1 10)"
  printf '    e$(p)_$(q) : F : a == $(p), b == $(q);\n  };\n};\n'
} > small.bin_fmt
run 20 1500 "$ISAPROOF" check small.bin_fmt
expect_rc 0
expect_out "G: 100 encodings (100 cubes): 0 overlapping pairs"
echo "ok: GENERATE products are budgeted before they are expanded"
