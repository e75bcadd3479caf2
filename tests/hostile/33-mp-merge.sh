# 33. MPACT merged groups: a group naming its member twice, nested 35
# deep, doubled at every level (2^35 copies); merged groups sharing
# members (Fibonacci-like nesting) still grow exponentially as MPACT
# copies them, so merging is budgeted per decoder.
. "$(dirname "$0")/lib.sh"
{
  printf 'decoder D { namespace n; opcode_enum = "E"; M35; };\n'
  printf 'format F[32] { fields: unsigned a[32]; };\n'
  printf 'instruction group M0[32] : F { x : F : a == 1; };\n'
  for i in $(seq 1 35); do printf 'instruction group M%d = { M%d, M%d };\n' $i $((i - 1)) $((i - 1)); done
} > twice.bin_fmt
run 20 1500 "$ISAPROOF" lint twice.bin_fmt
expect_rc 2
expect_out "twice.bin_fmt:38:32: error: merged group 'M35' names 'M34' twice; ignored [mp-group-twice]"
n=$(grep -c 'mp-group-twice' <<<"$OUT")
[ "$n" = 35 ] || fail "$n mp-group-twice errors, expected 35 (one per group)"
{
  printf 'decoder D { namespace n; opcode_enum = "E"; M35; };\n'
  printf 'format F[32] { fields: unsigned a[32]; };\n'
  printf 'instruction group M0[32] : F { x : F : a == 1; };\n'
  printf 'instruction group M1[32] : F { y : F : a == 2; };\n'
  for i in $(seq 2 35); do printf 'instruction group M%d = { M%d, M%d };\n' $i $((i - 1)) $((i - 2)); done
} > fib.bin_fmt
run 20 1500 "$ISAPROOF" lint fib.bin_fmt
expect_rc 2
expect_out "fib.bin_fmt:38:19: error: merged group 'M35': more than 16384 member visits and encoding copies (the budget of the merged groups of one decoder); left out [mp-budget]"
echo "ok: merged groups are bounded"
