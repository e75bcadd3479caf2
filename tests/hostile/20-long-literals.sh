# 20. Names and texts too long for a C99 string literal (4,095 characters,
# the most a compiler must accept): for each kind of description, the
# longest name gen still accepts gives C that gcc and clang compile with
# -std=c99 -Wpedantic -Werror (and --compact's with one of them), and one character
# more is refused by lint and gen (exit 2, rule gen-string-length) instead
# of generating code that does not compile.
. "$(dirname "$0")/lib.sh"
long() { head -c "$1" /dev/zero | tr '\0' a; }

# desc KIND N: a description whose longest literal comes from a name (or
# a display text) of N characters, written to the file it prints
desc() {
  local n=$1 kind=$2 name
  name=$(long "$n")
  case $kind in
  xml-name | xml-display)
    local leaf=$name disp=x
    [ "$kind" = xml-display ] && leaf=ld disp=$name
    printf '<isa>\n<bitset name="#instruction" size="32"/>\n<bitset name="%s" extends="#instruction">\n<display>%s</display>\n<pattern low="0" high="31">00000000000000000000000000000000</pattern>\n</bitset>\n</isa>\n' "$leaf" "$disp" > "$kind.xml"
    echo "$kind.xml" ;;
  decode)
    printf '%s 0000000 rs2:5 rs1:5 000 rd:5 0110011\n' "$name" > "$kind.decode"
    echo "$kind.decode" ;;
  valhall)
    sed "s/<ins name=\"NOP\"/<ins name=\"$name\"/" "$SRC/tests/valhall/mini.xml" > "$kind.xml"
    echo "$kind.xml" ;;
  binfmt)
    sed "s/^  add : F/  $name : F/" "$SRC/tests/mpact/check/decode_fields.bin_fmt" > "$kind.bin_fmt"
    echo "$kind.bin_fmt" ;;
  esac
}

# gcc and clang when installed (else the build's compiler alone)
compilers=()
for cc in gcc clang; do
  command -v $cc >/dev/null && compilers+=($cc)
done
[ ${#compilers[@]} -gt 0 ] || compilers=("$CC")

for kind in xml-name xml-display decode valhall binfmt; do
  # the longest gen accepts: at most 4,095 (the literal holds the name and
  # maybe a few characters more)
  n=4095 f=
  while [ $n -gt 4000 ]; do
    f=$(desc $n $kind)
    run 20 500 "$ISAPROOF" gen "$f" -o "ok-$kind" --prefix gd
    [ "$RC" = 0 ] && break
    expect_err "more than the 4095 a C99 compiler must accept"
    n=$((n - 1))
  done
  [ "$RC" = 0 ] || fail "$kind: gen refuses every name of 4001..4095 characters: $ERR"
  run 20 500 "$ISAPROOF" gen "$f" -o "ok-$kind-compact" --prefix gd --compact
  expect_rc 0
  # (--compact: with the first compiler only, to keep the test short)
  for cc in "${compilers[@]}" "${compilers[0]}:compact"; do
    d=ok-$kind
    case $cc in *:compact) cc=${cc%:compact} d=ok-$kind-compact ;; esac
    "$cc" -std=c99 -Wall -Wextra -Wpedantic -Werror -c "$d/gd.c" -o "$d/gd.o" 2> cc.txt ||
      fail "$kind: $cc does not compile $d/gd.c (a name of $n characters): $(head -3 cc.txt)"
  done
  # one more character: refused by both, with the 4,096 it would be
  f=$(desc $((n + 1)) $kind)
  run 20 500 "$ISAPROOF" lint "$f"
  expect_rc 2
  expect_out "would be a C string of 4096 characters, more than the 4095 a C99 compiler must accept: shorten it [gen-string-length]"
  run 20 500 "$ISAPROOF" gen "$f" -o "bad-$kind" --prefix gd
  expect_rc 2
  expect_err "would be a C string of 4096 characters"
  [ -e "bad-$kind/gd.c" ] && fail "$kind: gen wrote code it refused"
  echo "$kind: a name of $n characters compiles (${compilers[*]}), $((n + 1)) is refused"
done
echo "ok: generated C holds only string literals C99 compilers accept"
