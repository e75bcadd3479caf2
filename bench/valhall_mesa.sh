#!/usr/bin/env bash
# bench/valhall_mesa.sh - the Valhall disassembler `isaproof gen` writes for
# Panfrost's ISA.xml against the one Mesa's own generator (disasm.py, with
# valhall.py) writes for the same file, both compiled by the same compiler
# and linked into one program (bench/valhall_mesa_bench.c, which holds no
# Mesa code: it declares va_disasm_instr and links the object compiled
# from the file Mesa's generator wrote).
#
# usage: bench/valhall_mesa.sh [ISAPROOF] [SHARED] [MESA_SRC]
#        (defaults: build/isaproof ../shared $MESA_SRC; ROUNDS=7,
#        WALL_WORDS=200000, IR_WORDS=20000, OPT=-O2 for both sides in the
#        environment; VA_XML=corpus (default when SHARED has it: Mesa's
#        ISA.xml at 7d41cfa1, with its test vectors), VA_XML=tree (the
#        tree's own ISA.xml) or VA_XML=PATH)
# MESA_SRC is a Mesa source tree: src/panfrost/compiler/valhall/ (older
# trees: src/panfrost/bifrost/valhall/) with disasm.py, valhall.py and
# disassemble.h.  Without it, or without python3-mako, the script says so
# and exits 0.  Mesa's generator is run on a copy of those files next to
# the chosen ISA.xml (its valhall.py reads the ISA.xml beside it; a
# disasm.py that wants --xml gets it), and its va_disasm.c compiled with
# the tree's headers; when they need Mesa's util headers and those fail,
# with a shim that defines BIT, MASK, SEXT, UNUSED and VA_SRC_*_TYPE.
#
# Prints, both sides in one run:
#   vectors  with the corpus ISA.xml: how many of Mesa's 244 official
#            vectors (vectors-official.tsv) each side prints exactly
#   per word set, one line: Ir per word inside the measured call
#            (callgrind --toggle-collect on run_mesa / run_gd, IR_WORDS
#            words), ns per word (WALL_WORDS words, best of ROUNDS rounds,
#            the two sides one after the other in each round), the ratios
#            Mesa / isaproof (above 1: isaproof faster), and how many of
#            the words the two print differently ("same text": 0 differ).
# Word sets (valhall_mesa_bench `words`, splitmix64 seed 1), restricted to
# words on which Mesa's disassembler is defined: isaproof classifies the
# word and prints it without an error (no enum entry past its table, no
# float source past the 32-entry LUT, bit 63 clear) -- elsewhere Mesa reads
# past an array or asserts, and its plain build may crash:
#   biased   each instruction in turn, a random word with its primary
#            opcode and opcode2 (drawn until the word selects it), flow
#            bits 59..63 a valid flow
#   uniform  uniform random 64-bit words
# Forms: Mesa: va_disasm_instr(fp, word) then the newline, as its
# disassemble_valhall does; isaproof: gd_disasm (errors shown, &leaf) into
# a buffer, the line and newline written with one fwrite; both to
# /dev/null.
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
mesa=${3:-${MESA_SRC:-}}
rounds=${ROUNDS:-7}
nwall=${WALL_WORDS:-200000}
nir=${IR_WORDS:-20000}
read -ra opt <<< "${OPT:--O2}"
[ -n "$mesa" ] || { echo "skip: no Mesa tree (give its path as the third argument or in MESA_SRC)"; exit 0; }
vdir=""
for d in src/panfrost/compiler/valhall src/panfrost/bifrost/valhall; do
  [ -f "$mesa/$d/disasm.py" ] && [ -f "$mesa/$d/valhall.py" ] && { vdir=$mesa/$d; break; }
done
[ -n "$vdir" ] || { echo "skip: no src/panfrost/{compiler,bifrost}/valhall/disasm.py and valhall.py under $mesa"; exit 0; }
py=/usr/bin/python3
[ -x "$py" ] || py=python3
"$py" -c 'import mako' 2> /dev/null ||
  { echo "skip: python3-mako not installed (apt-get install python3-mako)"; exit 0; }
command -v valgrind > /dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
tsv=$shared/corpus/mesa/valhall/vectors-official.tsv
xml=${VA_XML:-corpus}
case $xml in
  corpus) xml=$shared/corpus/mesa/valhall/ISA.xml
          [ -f "$xml" ] || xml=$vdir/ISA.xml ;;
  tree) xml=$vdir/ISA.xml ;;
esac
[ -f "$xml" ] || { echo "no ISA.xml at $xml"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}

# Mesa's side: its generator on a copy, next to the chosen ISA.xml
mkdir -p "$tmp/va"
cp "$vdir"/*.py "$tmp/va/"
cp "$xml" "$tmp/va/ISA.xml"
( cd "$tmp/va" && { "$py" disasm.py ISA.xml > va_disasm.c 2> gen.log ||
                    "$py" disasm.py --xml ISA.xml > va_disasm.c 2>> gen.log; } ) ||
  { cat "$tmp/va/gen.log"; echo "Mesa's disasm.py failed"; exit 1; }
grep -q 'va_disasm_instr' "$tmp/va/va_disasm.c" ||
  { head -n 20 "$tmp/va/va_disasm.c"; echo "Mesa's disasm.py wrote no va_disasm_instr"; exit 1; }
cat > "$tmp/va/shim.h" << 'EOF'
/* what Mesa's util headers give its generated disassembler */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#ifndef BIT
#define BIT(b) (1ull << (b))
#endif
#ifndef MASK
#define MASK(count) ((1ull << (count)) - 1)
#endif
#ifndef SEXT
#define SEXT(b, count) ((b ^ BIT(count - 1)) - BIT(count - 1))
#endif
#ifndef UNUSED
#define UNUSED __attribute__((unused))
#endif
#ifndef VA_SRC_UNIFORM_TYPE
#define VA_SRC_UNIFORM_TYPE 0x2
#define VA_SRC_IMM_TYPE 0x3
#endif
EOF
mflags=(-std=gnu11 "${opt[@]}" -g -w -I"$vdir" -isystem "$mesa/src" -isystem "$mesa/include")
"$cc" "${mflags[@]}" -c "$tmp/va/va_disasm.c" -o "$tmp/va/va_disasm.o" 2> "$tmp/va/cc.log" ||
  "$cc" "${mflags[@]}" -include "$tmp/va/shim.h" -c "$tmp/va/va_disasm.c" -o "$tmp/va/va_disasm.o" 2>> "$tmp/va/cc.log" ||
  { cat "$tmp/va/cc.log"; echo "Mesa's va_disasm.c does not compile"; exit 1; }

# isaproof's side, and the program that links both
d=$tmp/gd
"$bin" gen "$xml" -o "$d" --prefix gd
"$cc" -std=gnu11 "${opt[@]}" -c "$d/gd.c" -I"$d" -o "$d/gd.o"
"$cc" -std=gnu11 "${opt[@]}" -g -I"$d" "$here/valhall_mesa_bench.c" "$d/gd.o" "$tmp/va/va_disasm.o" \
  -o "$tmp/vmb"

echo "Mesa: $vdir (generated with $xml)"
if [ -f "$tsv" ] && cmp -s "$xml" "$shared/corpus/mesa/valhall/ISA.xml"; then
  "$tmp/vmb" vectors "$tsv" 2> "$tmp/vec.err" || true
  sed 's/^/  /' "$tmp/vec.err" | head -n 20
fi

ir() { # N FN CMD... : Ir per word inside FN
  local words=$1 fn=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --toggle-collect="$fn" "$@" > /dev/null 2>&1
  callgrind_annotate --show-percs=no "$tmp/cg.out" 2> /dev/null | awk -v b="$words" '
    /PROGRAM TOTALS/ { gsub(",", "", $1); printf "%.0f", $1 / b }'
}
ns() { "$@" | sed 's/.*: \([0-9.]*\) ns.*/\1/'; }

printf '%-10s %9s %9s %8s %10s %10s %8s  %s\n' "set" "Ir Mesa" "Ir gen" "Ir x" "ns Mesa" "ns gen" \
  "wall x" "text"
for set in biased uniform; do
  "$tmp/vmb" words "$set" "$nwall" 1 > "$tmp/$set.wall" 2> "$tmp/$set.log"
  head -n "$nir" "$tmp/$set.wall" > "$tmp/$set.ir"
  same=$("$tmp/vmb" cmp "$tmp/$set.wall" 2> /dev/null | sed 's/^cmp: //') || true
  a=$(ir "$nir" run_mesa "$tmp/vmb" mesa "$tmp/$set.ir" 1)
  b=$(ir "$nir" run_gd "$tmp/vmb" gd "$tmp/$set.ir" 1)
  ta="" tb=""
  for _ in $(seq "$rounds"); do
    x=$(ns "$tmp/vmb" mesa "$tmp/$set.wall" 1)
    y=$(ns "$tmp/vmb" gd "$tmp/$set.wall" 1)
    ta=$(awk -v a="$x" -v b="$ta" 'BEGIN { print (b == "" || a < b) ? a : b }')
    tb=$(awk -v a="$y" -v b="$tb" 'BEGIN { print (b == "" || a < b) ? a : b }')
  done
  awk -v l="$set" -v a="$a" -v b="$b" -v x="$ta" -v y="$tb" -v s="$same" \
    'BEGIN { printf "%-10s %9d %9d %7.2fx %10.1f %10.1f %7.2fx  %s\n", l, a, b, a / b, x, y, x / y, s }'
  sed 's/^/  /' "$tmp/$set.log"
done
echo "Ir on $nir words per set; ns per word on $nwall words, best of $rounds rounds; $cc ${opt[*]}"
