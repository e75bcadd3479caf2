# 34. MPACT `!=` constraints: each `f != v` on a 4-bit field is 4 cubes,
# eight of them on one encoding 65,536, and a decoder of such encodings
# half a million leaves for lint, check, gen and diff to work through.
# A decoder's model holds at most 16,384 leaves; the load says so.
. "$(dirname "$0")/lib.sh"
{
  printf 'decoder D { namespace n; opcode_enum = "E"; G; };\n'
  printf 'format F[32] { fields: unsigned a[4]; unsigned b[4]; unsigned c[4]; unsigned d[4];'
  printf ' unsigned e[4]; unsigned f[4]; unsigned g[4]; unsigned h[4]; };\n'
  printf 'instruction group G[32] : F {\n'
  for i in $(seq 1 8); do
    printf ' e%d : F : a != %d, b != %d, c != %d, d != %d, e != %d, f != %d, g != %d, h != %d;\n' $i $i $i $i $i $i $i $i $i
  done
  printf '};\n'
} > ne.bin_fmt
msg="ne.bin_fmt:4:2: error: encoding 'e1': its words, less those of its specializations and of earlier encodings of its name, need 65536 more cubes (leaves) when 0 are taken: more than the budget of 16384 leaves of a decoder; the decoder is not built [mp-budget]"
run 20 1500 "$ISAPROOF" lint ne.bin_fmt
expect_rc 2
expect_out "$msg"
run 20 1500 "$ISAPROOF" gen ne.bin_fmt -o out
expect_rc 2
expect_err "$msg"
run 20 1500 "$ISAPROOF" diff ne.bin_fmt ne.bin_fmt
expect_rc 2
# two fields fewer: 4,096 cubes, built and checked
sed 's/, g != [0-9]*, h != [0-9]*;/;/' ne.bin_fmt | sed '5,$d' > ne6.bin_fmt
echo '};' >> ne6.bin_fmt
run 20 1500 "$ISAPROOF" check ne6.bin_fmt
expect_rc 0
expect_out "G: 1 encodings (4096 cubes)"
echo "ok: != cubes are bounded per decoder"
