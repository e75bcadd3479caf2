#!/usr/bin/env bash
# bench/mesa_anchor.sh - the disassemblers `isaproof gen` writes for Mesa's
# ir3, etnaviv and afuc against the ones Mesa's own isaspec generator
# (decode.py) writes for the same XML, both compiled at -O2 by the same
# compiler and linked into one program (bench/mesa_bench.c).
#
# usage: bench/mesa_anchor.sh [ISAPROOF] [SHARED]
#        (defaults: build/isaproof ../shared; ROUNDS=7, WALL_WORDS=200000,
#        IR_WORDS=20000 in the environment; MESA_ISAS="ir3" for fewer
#        descriptions, of ir3 etnaviv afuc; MIS=1 adds the mispredicts)
# Needs ../shared/corpus/mesa/isaspec-oracle (its build.sh builds Mesa's
# generated disassemblers) and python3-mako for the system python3; skips
# cleanly without them.
#
# Word sets, per ISA and gen (ir3 400, 500, 600, 700; etnaviv 0; afuc 5, 6, 7):
#   real   uniform random words of the full width (splitmix64, seed 1) that
#          decode to a leaf, as bench/gen_bench.c `words` draws them: the
#          natural mix of error suffixes, errors shown
#   unit   Mesa's own unit-test words (vectors-official.tsv; ir3 and
#          etnaviv), each at its own gen
# Forms (bench/mesa_bench.c):
#   word   one call per word, as Mesa's unit tests call its disassembler
#          (isaproof: NAME_disasm, its line written with fwrite)
#   prog   one call over the whole set, as a tool dumps a program
#          (isaproof: NAME_disasm_program); both to /dev/null
# Ir: callgrind's count inside the form's function (--toggle-collect), per
# word, on IR_WORDS words. Wall: ns per word on WALL_WORDS words, best of
# ROUNDS rounds, the two sides one after the other in each round. The
# ratio is Mesa / isaproof (above 1: isaproof faster). The text of both
# program forms is compared line by line on the real set ("same text").
# MIS=1: the same callgrind runs simulate the branch predictor too
# (--branch-sim=yes; this machine's perf has no hardware counters), and
# two more columns give the conditional plus indirect branches it
# mispredicts per word inside the form's function, each side.
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
rounds=${ROUNDS:-7}
nwall=${WALL_WORDS:-200000}
nir=${IR_WORDS:-20000}
oracle=$shared/corpus/mesa/isaspec-oracle
tsv=$shared/corpus/mesa/vectors-official.tsv
[ -f "$oracle/build.sh" ] || { echo "skip: $oracle not present"; exit 0; }
/usr/bin/python3 -c 'import mako' 2> /dev/null ||
  { echo "skip: python3-mako not installed (apt-get install python3-mako)"; exit 0; }
command -v valgrind > /dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}

OPT=-O2 CC=$cc bash "$oracle/build.sh" "$tmp/oracle" > "$tmp/oracle.log" 2>&1 ||
  { cat "$tmp/oracle.log"; exit 1; }
src=$oracle/mesa/src
inc="-isystem $src -isystem $oracle/mesa/include -isystem $src/compiler/isaspec -isystem $tmp/oracle/gen"
mesa_objs=""
for o in ralloc hash_table half_float softfloat isaspec; do mesa_objs="$mesa_objs $tmp/oracle/obj/$o.o"; done

mis=${MIS:-0}
ir() { # N FN CMD... : Ir per word inside FN (MIS=1: then mispredicts per word)
  local words=$1 fn=$2
  shift 2
  local sim=""
  [ "$mis" = 1 ] && sim=--branch-sim=yes
  valgrind --tool=callgrind $sim --callgrind-out-file="$tmp/cg.out" --toggle-collect="$fn" "$@" > /dev/null 2>&1
  callgrind_annotate --show-percs=no "$tmp/cg.out" 2> /dev/null | awk -v b="$words" -v m="$mis" '
    /^Events shown:/ { for (i = 3; i <= NF; i++) col[$i] = i - 2 }
    /PROGRAM TOTALS/ {
      for (i = 1; i <= NF; i++) gsub(",", "", $i)
      printf "%.0f", $(col["Ir"]) / b
      if (m == 1) printf " %.2f", ($(col["Bcm"]) + $(col["Bim"])) / b
    }'
}
ns() { "$@" | sed 's/.*: \([0-9.]*\) ns.*/\1/'; }

printf '%-22s %-5s %9s %9s %8s %10s %10s %8s  %s\n' "set" "form" "Ir Mesa" "Ir gen" "Ir x" \
  "ns Mesa" "ns gen" "wall x" "text$([ "$mis" = 1 ] && echo '  [mis Mesa, mis gen]')"
isas=" ${MESA_ISAS:-ir3 etnaviv afuc} "
for spec in ir3:64:400,500,600,700 etnaviv:128:0 afuc:32:5,6,7; do
  IFS=: read -r name bits gens <<< "$spec"
  case $isas in *" $name "*) ;; *) continue ;; esac
  xml=$shared/corpus/mesa/$name/$name.xml
  d=$tmp/$name
  mkdir -p "$d"
  "$bin" gen "$xml" -o "$d" --prefix gd
  "$cc" -std=gnu11 -O2 -c "$d/gd.c" -I"$d" -o "$d/gd.o"
  "$cc" -std=gnu11 -O2 -I"$d" "$here/gen_bench.c" "$d/gd.o" -o "$d/words"
  "$cc" -std=gnu11 -O2 -g -I"$d" $inc -DISA_HDR="\"$name-isa.h\"" -DISA_DISASM="${name}_isa_disasm" \
    -DISA_BITS="$bits" "$here/mesa_bench.c" "$d/gd.o" "$tmp/oracle/obj/$name-isa.o" $mesa_objs -lm \
    -Wl,--gc-sections -o "$d/mb"
  sets=""
  for g in ${gens//,/ }; do
    "$d/words" words "$g" "$nwall" 1 > "$d/real$g.wall"
    head -n "$nir" "$d/real$g.wall" > "$d/real$g.ir"
    sets="$sets real$g"
  done
  awk -F'\t' -v n="$name" '$1 == n { print $2, $3 }' "$tsv" > "$d/unit.wall"
  if [ -s "$d/unit.wall" ]; then cp "$d/unit.wall" "$d/unit.ir"; sets="$sets unit"; fi
  for set in $sets; do
    forms="word prog"
    same="-"
    if [ "$set" = unit ]; then
      forms=word # its words have several gens; a program form runs at one
    else
      same=$("$d/mb" cmp "$d/$set.wall" | sed 's/^cmp: //') || true
    fi
    nw=$(wc -l < "$d/$set.ir")
    for form in $forms; do
      read -r a ma <<< "$(ir "$nw" "run_mesa_$form" "$d/mb" "mesa-$form" "$d/$set.ir" 1)"
      read -r b mb <<< "$(ir "$nw" "run_gd_$form" "$d/mb" "gd-$form" "$d/$set.ir" 1)"
      ta="" tb=""
      for _ in $(seq "$rounds"); do
        x=$(ns "$d/mb" "mesa-$form" "$d/$set.wall" 1)
        y=$(ns "$d/mb" "gd-$form" "$d/$set.wall" 1)
        ta=$(awk -v a="$x" -v b="$ta" 'BEGIN { print (b == "" || a < b) ? a : b }')
        tb=$(awk -v a="$y" -v b="$tb" 'BEGIN { print (b == "" || a < b) ? a : b }')
      done
      label="$name ${set/real/real gen }"
      [ "$set" = unit ] && label="$name unit ($(wc -l < "$d/$set.wall") words)"
      text=$same
      [ "$mis" = 1 ] && text="$same  [$ma, $mb]"
      awk -v l="$label" -v f="$form" -v a="$a" -v b="$b" -v x="$ta" -v y="$tb" -v s="$text" \
        'BEGIN { printf "%-22s %-5s %9d %9d %7.1fx %10.1f %10.1f %7.1fx  %s\n", l, f, a, b, a / b, x, y, x / y, s }'
    done
  done
done
echo "Ir on $nir words per real set; ns per word on $nwall words, best of $rounds rounds"
