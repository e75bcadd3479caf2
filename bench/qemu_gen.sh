#!/usr/bin/env bash
# bench/qemu_gen.sh - the decoder `isaproof gen` writes for a QEMU .decode
# file against QEMU's own (scripts/decodetree.py from ../shared, compiled
# with the recording trans_* stubs of bench/qemu_stubs.py), both built here
# at -O2 and run in the same process (bench/qemu_bench.c).
#
# usage: bench/qemu_gen.sh [ISAPROOF] [SHARED]   (defaults: build/isaproof ../shared)
# Files: riscv insn32 and insn16, loongarch, a64, a32, sparc (QEMU_FILES to
# change: "rel/path:width ...").
# Word sets (splitmix64, seed 1):
#   uniform   uniform random words of the instruction's width
#   valid     uniform random words that decode (the others dropped)
# Per file and set:
#   agree     QEMU's pattern and every argument value against gd_disasm's
#             text, on AGREE_WORDS words (default 200,000) of each set;
#             any difference fails the script
#   Ir        callgrind, only inside the measured call (--toggle-collect),
#             per word, on 20,000 words:
#               qemu      decode() with the stubs (QEMU extracts the
#                         arguments of every pattern it tries: its only mode)
#               classify  gd_classify
#               fields    gd_classify + gd_fields (every encodable field)
#               args      gd_decode_args (leaf and every field's value, one pass)
#               disasm    gd_disasm with show_errors (the text, errors shown)
#   wall      ns/word, best of ROUNDS (default 5) interleaved rounds over
#             100,000 words x 10; ratio = qemu / isaproof (> 1: isaproof
#             faster): q/cls classify, q/fld fields, q/arg args
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
Q=$shared/corpus/qemu
[ -f "$Q/scripts/decodetree.py" ] || { echo "skip: $Q not present"; exit 0; }
command -v valgrind > /dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
rounds=${ROUNDS:-5}
nagree=${AGREE_WORDS:-200000}
files=${QEMU_FILES:-"riscv/insn32:32 riscv/insn16:16 loongarch/insns:32 arm/tcg/a64:32 arm/tcg/a32:32 sparc/insns:32"}

ir() { # WORDS FN CMD... : Ir per word inside FN
  local words=$1 fn=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --toggle-collect="$fn" "$@" > /dev/null 2>&1
  local total
  total=$(callgrind_annotate "$tmp/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
  awk -v a="$total" -v b="$(wc -l < "$words")" 'BEGIN { printf "%.1f", a / b }'
}
ns() { "$@" | sed 's/.*: \([0-9.]*\) ns.*/\1/'; }
declare -A best
keep() { # KEY NS
  local cur=${best[$1]:-}
  if [ -z "$cur" ] || awk -v a="$2" -v b="$cur" 'BEGIN { exit !(a < b) }'; then best[$1]=$2; fi
}

fail=0
printf '%-18s %-8s %8s | %8s %8s %8s %8s %8s | %8s %8s %8s %8s | %7s %7s %7s\n' file set agree "Ir qemu" classify \
  fields args disasm "ns qemu" classify fields args "q/cls" "q/fld" "q/arg"
for spec in $files; do
  rel=${spec%:*} width=${spec#*:}
  name=$(echo "$rel" | tr '/' '_')
  d=$tmp/$name
  mkdir -p "$d"
  python3 "$Q/scripts/decodetree.py" --insnwidth "$width" "$Q/target/$rel.decode" -o "$d/$name.c.inc"
  python3 "$here/qemu_stubs.py" "$d/$name.c.inc" "$d/qstubs.h" "$Q/target/$rel.decode"
  "$bin" gen --insnwidth "$width" "$Q/target/$rel.decode" -o "$d" --prefix gd
  "$cc" -std=c11 -O2 -g -c "$d/gd.c" -I"$d" -o "$d/gd.o"
  "$cc" -std=c11 -O2 -g -w -DQ_BITS="$width" -I"$d" -c "$here/qemu_bench.c" -o "$d/qb.o"
  "$cc" "$d/qb.o" "$d/gd.o" -o "$d/qb"
  for set in uniform valid; do
    "$d/qb" words "$set" "$nagree" 1 > "$d/$set.agree"
    if "$d/qb" agree "$d/$set.agree" > "$d/$set.out"; then
      ag=$(sed 's/.*: \([0-9.]*\) %/\1%/' "$d/$set.out")
    else
      ag=DIFFERENT fail=1
      head -5 "$d/$set.out" >&2
    fi
    head -20000 "$d/$set.agree" > "$d/$set.words"
    head -100000 "$d/$set.agree" > "$d/$set.big"
    iq=$(ir "$d/$set.words" q_decode_one "$d/qb" time qemu "$d/$set.words" 1)
    ic=$(ir "$d/$set.words" i_classify_one "$d/qb" time classify "$d/$set.words" 1)
    if_=$(ir "$d/$set.words" i_fields_one "$d/qb" time fields "$d/$set.words" 1)
    ia=$(ir "$d/$set.words" i_args_one "$d/qb" time args "$d/$set.words" 1)
    id=$(ir "$d/$set.words" i_disasm_one "$d/qb" time disasm "$d/$set.words" 1)
    best=()
    for _ in $(seq "$rounds"); do
      for m in qemu classify fields args; do keep "$m" "$(ns "$d/qb" time "$m" "$d/$set.big" 10)"; done
    done
    printf '%-18s %-8s %8s | %8s %8s %8s %8s %8s | %8s %8s %8s %8s | %6.2fx %6.2fx %6.2fx\n' "$rel" "$set" "$ag" \
      "$iq" "$ic" "$if_" "$ia" "$id" "${best[qemu]}" "${best[classify]}" "${best[fields]}" "${best[args]}" \
      "$(awk -v a="${best[qemu]}" -v b="${best[classify]}" 'BEGIN { print a / b }')" \
      "$(awk -v a="${best[qemu]}" -v b="${best[fields]}" 'BEGIN { print a / b }')" \
      "$(awk -v a="${best[qemu]}" -v b="${best[args]}" 'BEGIN { print a / b }')"
  done
done
exit $fail
