#!/usr/bin/env bash
# bench/gen.sh - size, machine instructions (callgrind Ir) and time per word
# of the decoders `isaproof gen` writes for Mesa's ir3, etnaviv and afuc,
# both forms (`gen`: straight C per leaf; `gen --compact`: display
# programs), against the generator's output of the earlier release
# (bench/baseline/, same words, same run) and against the interpreter
# (model/decode.c).
#
# usage: bench/gen.sh [ISAPROOF] [SHARED] [BUILD]
#        (defaults: build/isaproof ../shared build)
# Word sets, per ISA and gen (ir3 600, etnaviv 0, afuc 6):
#   unit     Mesa's own test words (../shared/corpus/mesa/vectors-official.tsv;
#            afuc has none), errors off, leaf NULL
#   real     random words that decode: uniform random words of the full
#            width (splitmix64, seed 1), those matching nothing dropped; the
#            natural mix of error suffixes, errors shown.  20,000 for Ir,
#            1,000,000 for the timings (ir3; BENCH_WORDS to change)
# Measures:
#   classify      NAME_classify
#   disasm        NAME_disasm(w, opts, buf, size, NULL), errors off
#   disasm-leaf   NAME_disasm(w, opts, buf, size, &leaf), errors shown
#   program       NAME_disasm_program(words, n, opts, /dev/null), errors shown
#   interpreter   isa_decode, errors shown as in disasm-leaf
# Ir counts only what runs inside the call (callgrind --toggle-collect),
# divided by the number of words.  Wall-clock: best of 3 rounds, the
# decoders run one after another in each round (the machine is shared).
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
build=${3:-$(dirname "$bin")}
tsv=$shared/corpus/mesa/vectors-official.tsv
[ -f "$shared/corpus/mesa/ir3/ir3.xml" ] || { echo "skip: $shared/corpus/mesa not present"; exit 0; }
command -v valgrind > /dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
nbig=${BENCH_WORDS:-1000000}

# the interpreter, linked from the build's libraries
"$cc" -std=c11 -O2 -I"$here/.." "$here/interp_bench.c" "$build/libisaproof_read.a" \
  "$build/libisaproof_model.a" $(pkg-config --libs libxml-2.0) -lm -o "$tmp/interp"

ir() { # OUT-FILE FN CMD... : Ir per word inside FN
  local words=$1 fn=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --toggle-collect="$fn" "$@" > /dev/null 2>&1
  local total
  total=$(callgrind_annotate "$tmp/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
  awk -v a="$total" -v b="$(wc -l < "$words")" 'BEGIN { printf "%.0f", a / b }'
}
ns() { "$@" | sed 's/.*: \([0-9.]*\) ns.*/\1/'; }
text_kb() { size -A "$1" | awk '$1 == ".text" { printf "%.1f", $2 / 1024 }'; }

for spec in ir3:600 etnaviv:0 afuc:6; do
  name=${spec%:*} gen=${spec#*:}
  xml=$shared/corpus/mesa/$name/$name.xml
  d=$tmp/$name
  mkdir -p "$d/new" "$d/cmp" "$d/old"
  "$bin" gen "$xml" -o "$d/new" --prefix gd
  "$bin" gen "$xml" -o "$d/cmp" --prefix gd --compact
  xz -dc "$here/baseline/$name-gd.c.xz" > "$d/old/gd.c"
  xz -dc "$here/baseline/$name-gd.h.xz" > "$d/old/gd.h"
  for v in new cmp old; do
    "$cc" -std=c99 -O2 -c "$d/$v/gd.c" -I"$d/$v" -o "$d/$v/gd.o"
    "$cc" -std=c99 -O2 -gdwarf-4 -I"$d/$v" "$here/gen_bench.c" "$d/$v/gd.c" -o "$d/$v/bench"
  done
  "$d/new/bench" words "$gen" 20000 1 > "$d/real.words"
  awk -F'\t' -v n="$name" '$1 == n { print $2, $3 }' "$tsv" > "$d/unit.words"
  for v in new cmp old; do "$d/$v/bench" dump "$d/real.words" > "$d/$v.txt"; done
  same="identical"
  cmp -s "$d/new.txt" "$d/old.txt" && cmp -s "$d/cmp.txt" "$d/old.txt" || same="DIFFERENT"
  errs=$(grep -c "	; " "$d/new.txt" || true)
  echo "== $name (gen $gen): .text at -O2: gen $(text_kb "$d/new/gd.o") KB, gen --compact" \
       "$(text_kb "$d/cmp/gd.o") KB, before $(text_kb "$d/old/gd.o") KB"
  echo "   real set: 20,000 words, $errs with an error suffix; text of all three $same"
  printf '%-34s %9s %9s %9s %9s\n' "Ir/word (word set)" "gen" "compact" "before" "interp"
  for set in unit real; do
    w=$d/$set.words
    [ -s "$w" ] || continue
    if [ "$set" = unit ]; then modes="classify disasm"; else modes="classify disasm-leaf program"; fi
    for mode in $modes; do
      fn=gd_$mode
      [ "$mode" = disasm-leaf ] && fn=gd_disasm
      [ "$mode" = program ] && fn=gd_disasm_program
      a=$(ir "$w" "$fn" "$d/new/bench" "$mode" "$w" 1)
      b=$(ir "$w" "$fn" "$d/cmp/bench" "$mode" "$w" 1)
      o=$(ir "$w" "$fn" "$d/old/bench" "$mode" "$w" 1)
      c=-
      case $mode in disasm | disasm-leaf)
        c=$(ir "$w" isa_decode "$tmp/interp" "$xml" "$mode" "$w" 1) ;;
      esac
      printf '%-34s %9s %9s %9s %9s\n' "$mode ($set, $(wc -l < "$w") words)" "$a" "$b" "$o" "$c"
    done
  done
done

# wall-clock, ir3 gen 600, on nbig realistic words
d=$tmp/ir3
"$d/new/bench" words 600 "$nbig" 1 > "$d/big.words"
echo "== wall-clock, ir3 gen 600, $nbig realistic words, errors shown (ns/word, best of 3 interleaved rounds)"
declare -A best
keep() { # KEY NS
  local cur=${best[$1]:-}
  if [ -z "$cur" ] || awk -v a="$2" -v b="$cur" 'BEGIN { exit !(a < b) }'; then best[$1]=$2; fi
}
for round in 1 2 3; do
  for mode in program disasm-leaf; do
    for v in new cmp old; do
      keep "$v:$mode" "$(ns "$d/$v/bench" "$mode" "$d/big.words" 1)"
    done
  done
  keep interp "$(ns "$tmp/interp" "$shared/corpus/mesa/ir3/ir3.xml" disasm-leaf "$d/big.words" 1)"
done
printf '%-12s %9s %9s %9s %9s %13s %13s %13s\n' "ns/word" "gen" "compact" "before" "interp" \
  "before/gen" "before/compact" "interp/gen"
for mode in program disasm-leaf; do
  awk -v m="$mode" -v a="${best[new:$mode]}" -v b="${best[cmp:$mode]}" -v o="${best[old:$mode]}" \
    -v c="${best[interp]}" 'BEGIN { printf "%-12s %9.1f %9.1f %9.1f %9.1f %12.2fx %12.2fx %12.2fx\n",
      m, a, b, o, c, o / a, o / b, c / a }'
done
