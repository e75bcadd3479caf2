#!/usr/bin/env bash
# bench/gen.sh - machine instructions (callgrind Ir) and ns per word of the
# decoder `isaproof gen` writes for ir3, on Mesa's own ir3 test words
# (../shared/corpus/mesa/vectors-official.tsv) and on uniform random words.
#
# usage: bench/gen.sh [ISAPROOF] [SHARED]    (defaults: build/isaproof ../shared)
# Targets (issue 4): classification <= 50 Ir per word, full disassembly
# <= 2,000 Ir per instruction (Mesa's runtime disassembler: ~52,000).
# Ir counts only what runs inside gd_classify / gd_disasm (callgrind's
# --toggle-collect), divided by the number of calls.
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
isa=$shared/corpus/mesa/ir3/ir3.xml
tsv=$shared/corpus/mesa/vectors-official.tsv
[ -f "$isa" ] && [ -f "$tsv" ] || { echo "skip: $shared/corpus/mesa not present"; exit 0; }
command -v valgrind > /dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bin" gen "$isa" -o "$tmp" --prefix gd
${CC:-cc} -std=c99 -O2 -gdwarf-4 -I"$tmp" "$here/gen_bench.c" "$tmp/gd.c" -o "$tmp/bench"
awk -F'\t' '$1 == "ir3" { print $2, $3 }' "$tsv" > "$tmp/mesa.words"
# uniform random 64-bit words at gen 600 (mostly no match: the tree's worst paths)
od -An -tx8 -N 80000 /dev/urandom | tr -s ' ' '\n' | grep . | sed 's/^/600 /' > "$tmp/random.words"

ir_per_call() { # FN MODE WORDS
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --toggle-collect="$1" \
    "$tmp/bench" "$2" "$3" 1 > /dev/null 2>&1
  local ir calls
  ir=$(callgrind_annotate "$tmp/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
  calls=$(wc -l < "$3")
  awk -v a="$ir" -v b="$calls" 'BEGIN { printf "%.1f", a / b }'
}

printf '%-28s %8s %12s\n' "measure" "Ir/word" "ns/word"
for set in mesa random; do
  w=$tmp/$set.words
  n=$(wc -l < "$w")
  for mode in classify disasm; do
    fn=gd_$mode
    ir=$(ir_per_call "$fn" "$mode" "$w")
    ns=$("$tmp/bench" "$mode" "$w" $((2000000 / n + 1)) | sed 's/.*: \([0-9.]*\) ns.*/\1/')
    printf '%-28s %8s %12s\n' "$mode ($set, $n words)" "$ir" "$ns"
  done
done
