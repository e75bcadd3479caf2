# 36. MPACT overlays x encodings: an overlay of scattered bits is one
# hidden field per run, and every leaf holds all of its format's fields.
# A format of a hundred 32-run overlays is refused; so are a thousand
# encodings of a format just under that budget.
. "$(dirname "$0")/lib.sh"
# 20 s is the limit of the release build; ASan+UBSan at -O0 is about ten
# times slower on the same work (the leaves built up to the budget)
secs=20
[ "$SANITIZED" = 1 ] && secs=150
bits=$(seq -s, 62 -2 0)
overlays() { for i in $(seq 1 "$1"); do printf '  unsigned o%d[32] = [%s];\n' $i "$bits"; done; }
encodings() { for i in $(seq 1 "$1"); do printf ' e%d : F : a == %d;\n' $i $i; done; }
{
  printf 'decoder D { namespace n; opcode_enum = "E"; G; };\n'
  printf 'format F[64] { fields: unsigned a[32]; unsigned b[32];\n overlays:\n'
  overlays 100
  printf '};\ninstruction group G[64] : F {\n'
  encodings 300
  printf '};\n'
} > wide.bin_fmt
run 20 1500 "$ISAPROOF" lint wide.bin_fmt
expect_rc 2
expect_out "wide.bin_fmt:2:8: error: format 'F': its fields and overlays make 3302 model fields (an overlay is one per run of consecutive bits, and itself): more than the budget of 512; the decoder is not built [mp-budget]"
{
  printf 'decoder D { namespace n; opcode_enum = "E"; G; };\n'
  printf 'format F[64] { fields: unsigned a[32]; unsigned b[32];\n overlays:\n'
  overlays 15
  printf '};\ninstruction group G[64] : F {\n'
  encodings 1000
  printf '};\n'
} > many.bin_fmt
run $secs 1500 "$ISAPROOF" lint many.bin_fmt
expect_rc 2
expect_out "many.bin_fmt:423:2: error: encoding 'e403': the decoder's leaves hold more than 200000 fields in all (leaves times the fields of their formats, overlay runs included): the budget of a decoder; the decoder is not built [mp-budget]"
echo "ok: overlays x encodings are bounded"
