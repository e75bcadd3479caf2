#!/usr/bin/env bash
# bench/valhall.sh - random Valhall words through the interpreter under
# ASan+UBSan and through the generated decoder against the interpreter.
#
# usage: bench/valhall.sh [BUILD-ASAN] [WORDS] [SHARED]
#        (defaults: build-asan 2000000 ../shared)
# BUILD-ASAN is a build configured with -DISAPROOF_SANITIZE=ON (ASan and
# UBSan, no recovery: the first report ends the run with an error); its
# tests/difftest_<name> are tests/gen/difftest.c linked with the decoder
# `isaproof gen` wrote for each Valhall file (instrumented the same way).
# Per file, WORDS words: half uniform, half biased to each instruction in
# turn (its primary opcode and, in a bucket, its opcode2 at the bucket's
# shift and mask; half of those with bits 59..63 valid flow).  Each word
# is decoded by the interpreter (with and without --show-errors) and by
# the generated decoder, and must give the same bytes, the same leaf (and
# Mesa's bucket walk's), and re-encode; a sanitizer report fails the run.
# Prints one line per file: words, matched, no match, wall seconds.
set -u
b=${1:-build-asan}
n=${2:-2000000}
shared=${3:-../shared}
here=$(cd "$(dirname "$0")/.." && pwd)
files="mini:$here/tests/valhall/mini.xml check:$here/tests/valhall/check.xml"
[ -f "$here/isa/valhall.xml" ] && files="valhall:$here/isa/valhall.xml $files"
[ -f "$shared/corpus/mesa/valhall/ISA.xml" ] && files="$files ISA:$shared/corpus/mesa/valhall/ISA.xml"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rc=0
printf '%-8s %10s %10s %10s %8s  %s\n' file words matched no_match wall_s result
for nf in $files; do
  name=${nf%%:*} f=${nf#*:}
  exe=$b/tests/difftest_$name
  [ -x "$exe" ] || { echo "$name: no $exe (build it: cmake --build $b --target difftest_$name)"; rc=2; continue; }
  start=$(date +%s.%N)
  "$exe" "$f" "$n" 1 > "$tmp/out" 2> "$tmp/err"
  st=$?
  end=$(date +%s.%N)
  line=$(grep '^gen 0:' "$tmp/out")
  words=$(echo "$line" | sed -n 's/^gen 0: \([0-9]*\) words.*/\1/p')
  matched=$(echo "$line" | sed -n 's/.*(\([0-9]*\) matched.*/\1/p')
  nomatch=$(echo "$line" | sed -n 's/.*matched, \([0-9]*\) no match.*/\1/p')
  reports=$(grep -c 'runtime error\|ERROR: AddressSanitizer\|ERROR: LeakSanitizer' "$tmp/err")
  if [ $st -eq 0 ] && [ "$reports" -eq 0 ]; then
    result=$(tail -1 "$tmp/out")
  else
    result="FAILED (exit $st, $reports sanitizer reports): $(head -3 "$tmp/out" "$tmp/err" | tr '\n' ' ')"
    rc=1
  fi
  printf '%-8s %10s %10s %10s %8.1f  %s\n' "$name" "$words" "$matched" "$nomatch" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN{print b - a}')" "$result"
done
exit $rc
