#!/usr/bin/env bash
# bench/mpact_anchor.sh - MPACT-Sim's own generated decoder for riscv64g
# (../shared/corpus/mpact/generated/riscv64g, g++ -std=c++17 -O2, Debian's
# libabsl-dev) against the decoders `isaproof gen` writes for
# riscv64g.bin_fmt (decoder RiscV64G): DecodeRiscVGInst32 against the
# RiscVGInst32 group, DecodeRiscVCInst16 against RiscVCInst16, in one
# process (bench/mpact_bench.cc).
#
# usage: bench/mpact_anchor.sh [ISAPROOF] [SHARED]   (defaults: build/isaproof ../shared)
# Word sets (splitmix64, seed 1), each function at its width:
#   uniform    uniform random words
#   valid      uniform random words isaproof's classifier accepts (decodable)
# Prints per function and set: opcode agreement on 200,000 words (a figure:
# MPACT picks among overlapping encodings by its own order; the run stops
# if NAME_opcode and NAME_classify differ on a word), Ir per word inside
# the call (callgrind --toggle-collect, 20,000 words), ns per word (best of
# ROUNDS, default 5, interleaved rounds over 100,000 words x 10) and the
# ratio MPACT / isaproof (> 1: isaproof faster), for isaproof's two entries:
# NAME_classify (cls: the word by pointer, gen, conflict pair) and
# NAME_opcode (op: the word itself, as MPACT's functions take it); then
# `.text` of MPACT's object against the two isaproof objects (whole:
# classifier, disassembler and encoder) and their classifier functions
# alone (nm -S), then the sections .text leaves out on each side.
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
G=$shared/corpus/mpact/generated/riscv64g
R=$shared/corpus/mpact/mpact-riscv/riscv
[ -f "$G/riscv64g_bin_decoder.cc" ] || { echo "skip: $G not present"; exit 0; }
[ -d /usr/include/absl ] || { echo "libabsl-dev not installed (scripts/deps.sh)"; exit 1; }
command -v valgrind > /dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
cxx=${CXX:-c++}
rounds=${ROUNDS:-5}

"$bin" gen "$R/riscv64g.bin_fmt" --decoder RiscV64G --group RiscVGInst32 -o "$tmp" --prefix g32
"$bin" gen "$R/riscv64g.bin_fmt" --decoder RiscV64G --group RiscVCInst16 -o "$tmp" --prefix g16
for p in g32 g16; do "$cc" -std=c11 -O2 -g -c "$tmp/$p.c" -I"$tmp" -o "$tmp/$p.o"; done
"$cxx" -std=c++17 -O2 -g -I"$G" -c "$G/riscv64g_bin_decoder.cc" -o "$tmp/mpact.o"
{
  echo "static const char *const mp_names[] = {"
  sed -n '/enum class OpcodeEnum/,/}/p' "$G/riscv/riscv64g_decoder.h" | grep -o '\bk[A-Za-z0-9_]*' |
    sed 's/.*/\t"&",/'
  echo "};"
} > "$tmp/mp_names.h"
"$cxx" -std=c++17 -O2 -g -I"$G" -I"$tmp" -c "$here/mpact_bench.cc" -o "$tmp/mb.o"
"$cxx" "$tmp/mb.o" "$tmp/mpact.o" "$tmp/g32.o" "$tmp/g16.o" -o "$tmp/mb"

ir() { # WORDS FN CMD... : Ir per word inside FN
  local words=$1 fn=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --toggle-collect="$fn" "$@" > /dev/null 2>&1
  local total
  total=$(callgrind_annotate "$tmp/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
  awk -v a="$total" -v b="$(wc -l < "$words")" 'BEGIN { printf "%.1f", a / b }'
}
ns() { "$@" | sed 's/.*: \([0-9.]*\) ns.*/\1/'; }
# .text and the compiler's .text.unlikely (code moved out of the hot path)
text_kb() { size -A "$1" | awk '$1 == ".text" || $1 == ".text.unlikely" { n += $2 } END { printf "%.1f", n / 1024 }'; }
sec_kb() { # OBJ PREFIX: KB of the sections whose names start with PREFIX
  size -A "$1" | awk -v p="$2" 'index($1, p) == 1 { n += $2 } END { printf "%.1f", n / 1024 }'
}
fn_kb() { # OBJ REGEX: KB of the functions whose names match
  local sum=0 size name
  while read -r _ size _ name; do
    [[ $name =~ $2 ]] && sum=$((sum + 16#$size))
  done < <(nm -S "$1" | awk 'NF == 4')
  awk -v n="$sum" 'BEGIN { printf "%.1f", n / 1024 }'
}

printf '%-3s %-7s %-44s | %6s %6s %6s | %6s %6s %6s %6s %6s\n' fn set "agreement (200,000 words)" \
  "Ir M" cls op "ns M" cls op "M/cls" "M/op"
for bits in 32 16; do
  for set in uniform valid; do
    "$tmp/mb" words "$set" "$bits" 200000 1 > "$tmp/all"
    "$tmp/mb" agree "$bits" "$tmp/all" > "$tmp/agree" || { cat "$tmp/agree"; exit 1; }
    ag=$(tail -1 "$tmp/agree")
    head -20000 "$tmp/all" > "$tmp/w"
    head -100000 "$tmp/all" > "$tmp/big"
    im=$(ir "$tmp/w" "m_one$bits" "$tmp/mb" time mpact "$bits" "$tmp/w" 1)
    ii=$(ir "$tmp/w" "i_one$bits" "$tmp/mb" time isaproof "$bits" "$tmp/w" 1)
    io=$(ir "$tmp/w" "o_one$bits" "$tmp/mb" time opcode "$bits" "$tmp/w" 1)
    bm="" bi="" bo=""
    for _ in $(seq "$rounds"); do
      t=$(ns "$tmp/mb" time mpact "$bits" "$tmp/big" 10)
      [ -z "$bm" ] || awk -v a="$t" -v b="$bm" 'BEGIN { exit !(a < b) }' && bm=$t
      t=$(ns "$tmp/mb" time isaproof "$bits" "$tmp/big" 10)
      [ -z "$bi" ] || awk -v a="$t" -v b="$bi" 'BEGIN { exit !(a < b) }' && bi=$t
      t=$(ns "$tmp/mb" time opcode "$bits" "$tmp/big" 10)
      [ -z "$bo" ] || awk -v a="$t" -v b="$bo" 'BEGIN { exit !(a < b) }' && bo=$t
    done
    printf '%-3s %-7s %-44s | %6s %6s %6s | %6s %6s %6s %5.2fx %5.2fx\n' "$bits" "$set" "$(cut -c1-44 <<< "$ag")" \
      "$im" "$ii" "$io" "$bm" "$bi" "$bo" "$(awk -v a="$bm" -v b="$bi" 'BEGIN { print a / b }')" \
      "$(awk -v a="$bm" -v b="$bo" 'BEGIN { print a / b }')"
  done
done
echo ".text at -O2: MPACT $(text_kb "$tmp/mpact.o") KB (both functions and their helpers);" \
  "isaproof $(text_kb "$tmp/g32.o") KB + $(text_kb "$tmp/g16.o") KB whole (classifier, disassembler, encoder)," \
  "classifier functions alone $(fn_kb "$tmp/g32.o" '^(rt_cls_|rt_tree_|rt_pick_[0-9]+$|rt_end_|g32_classify|g32_opcode)') KB + $(fn_kb "$tmp/g16.o" '^(rt_cls_|rt_tree_|rt_pick_[0-9]+$|rt_end_|g16_classify|g16_opcode)') KB"
# What the .text figures leave out on each side: MPACT fills its tables of
# decode functions (.bss) at start-up (.text.startup) and keeps a few
# constants in .rodata; isaproof's switches jump through tables in .rodata
# (with the leaf names and the disassembler's tables in the whole objects).
echo "not in .text: MPACT $(sec_kb "$tmp/mpact.o" '.text.startup') KB .text.startup," \
  "$(sec_kb "$tmp/mpact.o" '.rodata') KB .rodata*, $(sec_kb "$tmp/mpact.o" '.bss') KB .bss;" \
  "isaproof $(sec_kb "$tmp/g32.o" '.rodata') KB + $(sec_kb "$tmp/g16.o" '.rodata') KB .rodata* whole (every .rodata section)"
