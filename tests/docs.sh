#!/usr/bin/env bash
# docs.sh - the examples in the documentation run as shown (test docs.examples).
#
# usage: docs.sh ISAPROOF SOURCE_DIR SHARED_DIR FILE.md...
#
# In every fenced code block of FILE.md that holds a line "$ isaproof ...",
# each "$ COMMAND" line is run, in order, in one bash session per block
# (so "$ R=..." then "$ isaproof decode $R/..." work), and what it prints
# (standard output and standard error together) must be, character for
# character, the lines that follow it up to the next "$ " line or the end
# of the block.  "$ echo $?" prints the exit status of the command before.
#
# The commands run in a scratch copy of the layout of a clone: SOURCE_DIR's
# top-level entries linked into TMP/src, SHARED_DIR as TMP/shared (so
# ../shared/... resolves as from a clone next to it), `isaproof` on PATH
# being ISAPROOF; files the examples create land in TMP/src.
#
# Examples name the real descriptions by the paths a user has in the
# upstream checkouts next to the clone: ../mesa/src/freedreno/isa/ir3.xml,
# ../qemu/target/riscv/insn32.decode, ../mpact-riscv/riscv/riscv64g.bin_fmt.
# TMP/mesa, TMP/qemu and TMP/mpact-riscv are that layout, copied from
# SHARED_DIR/corpus (copies, not links: an example may commit them to git).
# A block that names ../shared or one of those checkouts is skipped when
# SHARED_DIR is absent.  Exit 0 when every example that ran matched, 1
# otherwise (each failure with a diff).
set -u
bin=${1:?usage: docs.sh ISAPROOF SOURCE_DIR SHARED_DIR FILE.md...}
src=${2:?} shared=${3:?}
shift 3
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
src=$(cd "$src" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin"
# a fresh TMP/src for every block: what one example creates (seeds/toy16)
# is not there for the next
fresh_src() {
  rm -rf "$tmp/src" && mkdir -p "$tmp/src"
  for e in "$src"/* "$src"/.[!.]*; do
    [ -e "$e" ] || continue
    case $(basename "$e") in build | build-* | .git) continue ;; esac
    ln -s "$e" "$tmp/src/$(basename "$e")"
  done
}
have_shared=0
if [ -d "$shared" ]; then
  ln -s "$(cd "$shared" && pwd)" "$tmp/shared"
  have_shared=1
fi
ln -s "$bin" "$tmp/bin/isaproof"

# upstream_copy FROM TO: SHARED_DIR/corpus/FROM's files into TMP/TO
upstream_copy() {
  [ -d "$shared/corpus/$1" ] || return 0
  mkdir -p "$tmp/$2" && cp -R "$shared/corpus/$1/." "$tmp/$2/"
}
if [ $have_shared = 1 ]; then
  upstream_copy mesa/ir3 mesa/src/freedreno/isa
  upstream_copy mesa/afuc mesa/src/freedreno/afuc
  upstream_copy mesa/etnaviv mesa/src/etnaviv/isa
  upstream_copy mesa/valhall mesa/src/panfrost/compiler/valhall
  upstream_copy qemu qemu
  upstream_copy mpact/mpact-riscv mpact-riscv
fi

ran=0 failed=0 skipped=0
# run_block FILE LINE: the block's lines are in $tmp/block
run_block() {
  local file=$1 line=$2
  if [ $have_shared = 0 ] && grep -Eq '\.\./(shared|mesa|qemu|mpact-riscv)/' "$tmp/block"; then
    skipped=$((skipped + 1))
    return
  fi
  # a driver script: each command's output into its own file, so the
  # commands share one shell (variables, $?)
  local n=0 drv=$tmp/driver.sh
  rm -rf "$tmp/out" && mkdir -p "$tmp/out"
  fresh_src
  {
    echo 'cd "$1/src" || exit 99; export PATH="$1/bin:$PATH"; __rc=0'
    while IFS= read -r l; do
      case $l in
      '$ echo $?') n=$((n + 1)); printf 'echo "$__rc" > "$1/out/%d"\n' $n ;;
      '$ '*)
        n=$((n + 1))
        printf '{ %s\n} > "$1/out/%d" 2>&1 < /dev/null; __rc=$?\n' "${l#'$ '}" $n
        ;;
      esac
    done < "$tmp/block"
  } > "$drv"
  timeout 600 bash "$drv" "$tmp" > /dev/null 2>&1
  # the expected output of command k: the lines after its "$ " line
  n=0
  local expect=$tmp/expect cmd=
  : > "$expect"
  check_one() {
    [ $n -gt 0 ] || return 0
    ran=$((ran + 1))
    if ! cmp -s "$expect" "$tmp/out/$n"; then
      failed=$((failed + 1))
      echo "FAIL: $file:$line: \$ $cmd"
      diff "$expect" "$tmp/out/$n" | head -20 | sed 's/^/    /'
    fi
  }
  while IFS= read -r l; do
    case $l in
    '$ '*)
      check_one
      n=$((n + 1)) cmd=${l#'$ '}
      : > "$expect"
      ;;
    *) printf '%s\n' "$l" >> "$expect" ;;
    esac
  done < "$tmp/block"
  check_one
}

for md in "$@"; do
  rel=${md#"$src"/}
  inblock=0 lineno=0 start=0
  while IFS= read -r l; do
    lineno=$((lineno + 1))
    if [[ $l == '```'* ]]; then
      if [ $inblock = 0 ]; then
        inblock=1 start=$lineno
        : > "$tmp/block"
      else
        inblock=0
        grep -q '^\$ isaproof ' "$tmp/block" && run_block "$rel" "$start"
      fi
      continue
    fi
    [ $inblock = 1 ] && printf '%s\n' "$l" >> "$tmp/block"
  done < "$md"
done
echo "docs.sh: $ran examples run, $failed failed; $skipped blocks skipped (no ../shared)"
[ $ran -gt 0 ] || { echo "docs.sh: no example found"; exit 1; }
[ $failed = 0 ]
