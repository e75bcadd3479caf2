#!/usr/bin/env bash
# bench/asm_gen.sh [ISAPROOF] [SHARED] [BUILD] [N] [INTERP-N]: the
# assembler `isaproof gen` writes (gd_assemble) on Mesa's ir3 (gens 400,
# 500, 600, 700), etnaviv (gen 0) and afuc (gens 5, 6, 7).
# Per set, bench/asm_gen.c draws uniform random words of the full width
# (splitmix64, seed 1) until N of them (default 1,000,000) decode to a
# leaf without an error (errors shown, the generated decoder); N and
# INTERP-N also come from ASM_GEN_N and ASM_GEN_INTERP_N (to run fewer);
# ASM_GEN_ISAS="etnaviv" runs only the descriptions named (of ir3 etnaviv afuc).
# Then, for ir3 and etnaviv, Mesa's own texts (bench/asm_texts.c: the
# rows of vectors-official.tsv that bench/asm_official.sh takes, each at
# its gen, ASM_GEN_REPS passes, default 200): texts/s and the slowest.
# ASM_GEN_IR=1 also runs each set under callgrind and prints the
# instructions per text inside gd_assemble (load does not move them;
# use a small N: valgrind is about 50 times slower).
# Per description it prints the bytes of gd.c and its -O2 compile time
# (wall clock), then per set:
#   - the generated assembler's time and rate over the N texts (a loop of
#     calls only), then the texts over 1 ms with each timed on its own,
#     and the answers that pass gave otherwise (none: a text has one);
#   - the round trip decode(asm(decode(w))) == decode(w) on every word:
#     texts printed back the same (and how many give w itself), refused
#     (no word, budget), printed back only with an error, printed
#     differently; the first 5 texts not round-tripped with their leaf;
#   - the interpreter's rate (isa_asm, the assembler of `isaproof asm`) on
#     the first INTERP-N texts (default 2,000).
# Prints figures, asserts nothing; skips without ../shared.
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
build=${3:-$(dirname "$bin")}
n=${4:-${ASM_GEN_N:-1000000}}
ni=${5:-${ASM_GEN_INTERP_N:-2000}}
reps=${ASM_GEN_REPS:-200}
M=$shared/corpus/mesa
[ -f "$M/ir3/ir3.xml" ] || { echo "skip: $M not present"; exit 0; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}

isas=" ${ASM_GEN_ISAS:-ir3 etnaviv afuc} "
for spec in ir3:400,500,600,700 etnaviv:0 afuc:5,6,7; do
  name=${spec%:*} gens=${spec#*:}
  case $isas in *" $name "*) ;; *) continue ;; esac
  xml=$M/$name/$name.xml
  d=$tmp/$name
  mkdir -p "$d"
  "$bin" gen "$xml" -o "$d" --prefix gd
  t0=$(date +%s.%N)
  "$cc" -std=c99 -O2 -c "$d/gd.c" -I"$d" -o "$d/gd.o"
  t1=$(date +%s.%N)
  "$cc" -std=c11 -O2 -I"$here/.." -I"$d" "$here/asm_gen.c" "$d/gd.o" \
    "$build/libisaproof_read.a" "$build/libisaproof_model.a" $(pkg-config --libs libxml-2.0) -lm \
    -o "$d/bench"
  echo "== $name: gd.c $(wc -c <"$d/gd.c") bytes, compiled at -O2 in $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s;" \
    ".text of gd.o $(size -A "$d/gd.o" | awk '$1 == ".text" { printf "%.1f", $2 / 1024 }') KB"
  "$cc" -std=c11 -O2 -I"$here/.." -I"$d" "$here/asm_texts.c" "$d/gd.o" -lm -o "$d/texts"
  for gen in ${gens//,/ }; do
    "$d/bench" "$xml" "$gen" "$n" "$ni" 1
    if [ -n "${ASM_GEN_IR:-}" ]; then
      out=$(valgrind --tool=callgrind --callgrind-out-file="$d/cg.out" --toggle-collect=gd_assemble \
        "$d/bench" "$xml" "$gen" "$n" 0 1 2> /dev/null | head -n 1)
      total=$(callgrind_annotate "$d/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
      texts=$(echo "$out" | sed -n 's/.* words drawn, \([0-9]*\) texts;.*/\1/p')
      # asm_gen.c assembles every text twice (the rate's pass, the timed pass)
      echo "gen $gen: gd_assemble $(awk -v a="$total" -v b="$texts" 'BEGIN { printf "%.0f", a / (2 * b) }') instructions per text (callgrind, $texts texts)"
    fi
  done
  # Mesa's own texts (afuc has no rows): those asm_official.sh takes
  awk -F'\t' -v isa="$name" 'NR > 1 && $1 == isa && $4 != "NO_MATCH" && index($4, "\\t") == 0 {
      gsub(/\\\\/, "\\", $4); print $2 "\t" $4 }' "$M/vectors-official.tsv" > "$d/rows"
  if [ -s "$d/rows" ]; then
    "$d/texts" "$d/rows" "$reps"
    if [ -n "${ASM_GEN_IR:-}" ]; then
      valgrind --tool=callgrind --callgrind-out-file="$d/cgt.out" --toggle-collect=gd_assemble \
        "$d/texts" "$d/rows" 1 > /dev/null 2>&1
      total=$(callgrind_annotate "$d/cgt.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
      rows=$(wc -l < "$d/rows")
      # one timed pass and the pass of single timings
      echo "Mesa's texts: gd_assemble $(awk -v a="$total" -v b="$rows" 'BEGIN { printf "%.0f", a / (2 * b) }') instructions per text (callgrind, $rows texts)"
    fi
  fi
done
