#!/usr/bin/env bash
# bench/bifrost_oracle.sh - isaproof's Bifrost decode against Mesa's own
# generated disassembler, word by word.
#
# Builds Mesa's bi_disasm_fma / bi_disasm_add from ../shared/corpus/mesa/
# bifrost with Mesa's generator (gen_disasm.py, Debian's python3-mako) and
# bench/bifrost_oracle.c, then compares what both print under each operand
# context below: every FMA word (2^23) and every ADD word (2^20), or, with
# --sample N, N words per slot drawn at random (seeded, so the run repeats).
# The decoder `isaproof gen` writes (bench/bifrost_gen.c drives it) is
# compared with Mesa's on the same words.  Prints "exact X/Y" per slot and
# context for isaproof decode and "gen exact X/Y" for the generated
# decoder; exits 1 on any difference (the first differences are shown), 2
# on a failure of its own, 77 (a skip, for ctest) when ../shared or
# python3-mako is absent.
#
# usage: bench/bifrost_oracle.sh [--isaproof PATH] [--shared DIR] [--sample N]
#                                [--seed S] [--work DIR] [--isa FILE]
#                                [--words-fma FILE --words-add FILE] [--time]
#                                [--clauses N --cases PATH]
# --isa compares on another Bifrost ISA.xml (Mesa's generator still from
# ../shared); --words-* give the words to compare (hex, one a line);
# --time then times Mesa's generated disassembler and the generated
# decoder (both built with cc -O2) on every word of each slot under the
# all-zero context (wall time, best of 3), and counts their instructions
# (valgrind's Ir, when valgrind is there) on 65,536 seeded random words.
# --clauses N compares whole clauses instead: Mesa's disassemble_bifrost
# (bench/bifrost_clause_oracle.c) and isaproof's (the model's
# isa_bi_disasm_clauses, driven by PATH, tests/bifrost/clause_cases built
# by CMake) on N seeded random shaders, plain and verbose; prints "exact
# X/N" with how many both print whole and how many both refuse.
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
isaproof=$here/build/isaproof
shared=$here/../shared
sample=0
seed=1
work=
isa=
words_fma=
words_add=
timing=0
clauses=0
cases=
while [ $# -gt 0 ]; do
  case $1 in
    --isaproof) isaproof=$2; shift 2 ;;
    --shared) shared=$2; shift 2 ;;
    --sample) sample=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --isa) isa=$2; shift 2 ;;
    --words-fma) words_fma=$2; shift 2 ;;
    --words-add) words_add=$2; shift 2 ;;
    --time) timing=1; shift ;;
    --clauses) clauses=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    *) echo "usage: $0 [--isaproof PATH] [--shared DIR] [--sample N] [--seed S] [--work DIR] [--isa FILE] [--words-fma FILE --words-add FILE] [--time] [--clauses N --cases PATH]" >&2; exit 2 ;;
  esac
done

src=$shared/corpus/mesa/bifrost
if [ ! -f "$src/ISA.xml" ] || [ ! -f "$src/oracle/gen_disasm.py" ]; then
  echo "bifrost_oracle: $src (Mesa's Bifrost ISA.xml and generator) is absent: skipped" >&2
  exit 77
fi
isa=${isa:-$src/ISA.xml}
isa=$(cd "$(dirname "$isa")" && pwd)/$(basename "$isa")
if ! /usr/bin/python3 -c 'import mako' 2>/dev/null; then
  echo "bifrost_oracle: Mesa's generator needs python3-mako (apt-get install python3-mako): skipped" >&2
  exit 77
fi
if [ ! -x "$isaproof" ]; then
  echo "bifrost_oracle: no isaproof at $isaproof (build first)" >&2
  exit 2
fi

# --clauses: Mesa's disassemble_bifrost on the shaders `cases gen` writes,
# against `cases run` (the model), plain and verbose.  disassemble.c is
# built with trapping array-bounds checks: where it writes past an array
# its output is undefined, and the driver reports an error as for an
# assert.
compare_clauses() {
  if [ ! -x "$cases" ]; then
    echo "bifrost_oracle: --clauses needs --cases PATH (tests/bifrost/clause_cases, built by CMake)" >&2
    return 2
  fi
  ( cd "$work" &&
    cc -std=gnu11 -O1 -w -I. -Ibifrost -DUTIL_ARCH_LITTLE_ENDIAN=1 -DUTIL_ARCH_BIG_ENDIAN=0 \
       -fsanitize=bounds -fsanitize-undefined-trap-on-error \
       -o clause_oracle "$here/bench/bifrost_clause_oracle.c" bi_disasm_gen.c \
       bifrost/disassemble.c bi_print_common.c ) ||
    { echo "bifrost_oracle: building Mesa's clause disassembler failed" >&2; return 2; }
  "$cases" gen "$seed" "$clauses" > "$work/shaders" || return 2
  local st=0 v name
  for v in "" -v; do
    name=$([ -z "$v" ] && echo plain || echo verbose)
    "$work/clause_oracle" $v < "$work/shaders" > "$work/mesa.$name" || return 2
    "$cases" run "$isa" $v < "$work/shaders" > "$work/iso.$name" || return 2
    # one record per shader, ended by its %%end line; the first differences shown
    awk -v name="$name" -v total="$clauses" '
      FNR == 1 { f++; k = 0 }
      { rec[f, k] = rec[f, k] $0 "\n" }
      /^%%end / { if (f == 1) end1[k] = $2; k++ }
      END {
        for (i = 0; i < total; i++) {
          if (rec[1, i] == rec[2, i]) { same++; if (end1[i] == "ok") whole++; else refused++ }
          else if (shown++ < 3) printf "  shader %d differs\n--- mesa\n%s--- isaproof\n%s", i + 1, rec[1, i], rec[2, i]
        }
        printf "clauses %-7s exact %d/%d (%d printed whole by both, %d refused by both)\n", name, same, total, whole, refused
        exit same != total
      }' "$work/mesa.$name" "$work/iso.$name" || st=1
  done
  return $st
}

own_work=0
if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/bifrost_oracle.XXXXXX")
  own_work=1
fi
cleanup() { [ "$own_work" = 1 ] && rm -rf "$work"; }
trap cleanup EXIT

# Mesa's files stay read-only in ../shared: the build happens in a copy
cp -r "$src/oracle/." "$work/" && chmod -R u+w "$work"
( cd "$work" &&
  /usr/bin/python3 gen_disasm.py "$isa" > bi_disasm_gen.c &&
  { [ "$clauses" != 0 ] || cc -std=gnu11 -O2 -w -I. -Ibifrost -DUTIL_ARCH_LITTLE_ENDIAN=1 -DUTIL_ARCH_BIG_ENDIAN=0 \
     -o oracle "$here/bench/bifrost_oracle.c" bi_disasm_gen.c bifrost/disassemble.c \
     bi_print_common.c; } ) || { echo "bifrost_oracle: building Mesa's disassembler failed" >&2; exit 2; }
if [ "$clauses" != 0 ]; then
  compare_clauses # (above); the word comparisons are not run
  exit $?
fi
# isaproof's generated decoder, built as a user builds it
( "$isaproof" gen "$isa" -o "$work/gen" --prefix gb &&
  cc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror -I"$work/gen" -o "$work/gendec" \
     "$here/bench/bifrost_gen.c" "$work/gen/gb.c" ) ||
  { echo "bifrost_oracle: generating or building isaproof's decoder failed" >&2; exit 2; }

# The contexts: name, then the register block, the next register block
# (both 35-bit, packed as the clause holds them), the staging register,
# the branch offset, whether the tuple is the last, and constants 0..5
# as HEX:MOD (MOD 0 none, 1 pc_lo, 2 pc_hi, 3 pc_lo_hi).
#   zero   everything 0 (isaproof decode's default)
#   uni    uniform u5 as FAU; ctrl 5 registers; next: W_W_ADD (r12:t0, r33:t1)
#   const  embedded constant 5 as FAU, ctrl 0 registers; last tuple, next
#          control 1 (slot 3 written low by FMA: r40:t0.h0)
#   pc     constant 0 as a branch target (pc_lo) from clause 5; next control
#          11 through reg1 (both slots written high)
pack() { # fau reg3 reg2 reg0 reg1 ctrl
  printf '%x' $(( $1 | ($2 << 8) | ($3 << 14) | ($4 << 20) | ($5 << 25) | ($6 << 31) ))
}
ctx_names=(zero uni const pc)
ctx_args=(
  "0 0 0 0 0 0:0 0:0 0:0 0:0 0:0 0:0"
  "$(pack 0x85 40 17 3 10 5) $(pack 0 33 12 0 0 15) 7 3 0 0:0 0:0 0:0 0:0 0:0 0:0"
  "$(pack 0x31 9 21 20 5 0) $(pack 0 40 2 0 0 1) 2 0 1 0:0 0:0 0:0 0:0 0:0 3f8000004cafe000:0"
  "$(pack 0x40 2 2 30 4 0) $(pack 0 7 6 0 44 0) 0 5 0 120:1 0:0 0:0 0:0 0:0 0:0"
)

# isaproof's options for the same context
iso_opts() { # regs next staging branch last c0..c5
  local o="--regs 0x$1 --next-regs 0x$2 --staging $3 --branch-offset $4"
  [ "$5" = 1 ] && o="$o --last"
  local k=0
  for c in "${@:6}"; do
    local v=${c%%:*} m=${c##*:}
    local mods=(none pc_lo pc_hi pc_lo_hi)
    o="$o --const $k=0x$v:${mods[$m]}"
    k=$((k + 1))
  done
  echo "$o"
}

words() { # slot: the words to compare, hex, one a line
  local bits=$([ "$1" = fma ] && echo 23 || echo 20)
  local given=$([ "$1" = fma ] && echo "$words_fma" || echo "$words_add")
  if [ -n "$given" ]; then
    cat "$given"
  elif [ "$sample" = 0 ]; then
    awk -v n=$((1 << bits)) 'BEGIN { for (i = 0; i < n; i++) printf "%x\n", i }'
  else
    awk -v n="$sample" -v bits="$bits" -v seed="$seed" \
      'BEGIN { srand(seed); m = 2 ^ bits; for (i = 0; i < n; i++) printf "%x\n", int(rand() * m) }'
  fi
}

status=0
for slot in fma add; do
  words $slot > "$work/words.$slot"
  total=$(wc -l < "$work/words.$slot")
  for i in "${!ctx_names[@]}"; do
    set -- ${ctx_args[$i]}
    "$work/oracle" $slot "$@" - < "$work/words.$slot" > "$work/mesa.txt" || { status=2; continue; }
    # shellcheck disable=SC2046
    "$isaproof" decode "$isa" --slot $slot $(iso_opts "$@") < "$work/words.$slot" \
      > "$work/iso.txt" 2> "$work/iso.err"
    rc=$?
    if [ $rc -gt 1 ]; then
      echo "bifrost_oracle: isaproof decode failed (exit $rc):" >&2
      head -5 "$work/iso.err" >&2
      status=2
      continue
    fi
    same=$(paste -d '\n' "$work/mesa.txt" "$work/iso.txt" | awk 'NR % 2 { a = $0; next } a == $0 { n++ } END { print n + 0 }')
    lines=$(wc -l < "$work/iso.txt")
    [ "$lines" = "$total" ] || same=$((same < lines ? same : lines))
    "$work/gendec" $slot "$@" - < "$work/words.$slot" > "$work/gen.txt" || { status=2; continue; }
    gsame=$(paste -d '\n' "$work/mesa.txt" "$work/gen.txt" | awk 'NR % 2 { a = $0; next } a == $0 { n++ } END { print n + 0 }')
    printf '%-4s %-6s exact %d/%d  gen exact %d/%d\n' $slot "${ctx_names[$i]}" "$same" "$total" "$gsame" "$total"
    if [ "$gsame" != "$total" ]; then
      status=1
      paste "$work/words.$slot" "$work/mesa.txt" "$work/gen.txt" |
        awk -F '\t' '$2 != $3 { print "  word " $1 "\n    mesa:      " $2 "\n    generated: " $3; if (++n == 3) exit }'
    fi
    if [ "$same" != "$total" ] || [ "$lines" != "$total" ]; then
      status=1
      paste "$work/words.$slot" "$work/mesa.txt" "$work/iso.txt" |
        awk -F '\t' '$2 != $3 { print "  word " $1 "\n    mesa:     " $2 "\n    isaproof: " $3; if (++n == 3) exit }'
    fi
  done
done

# Wall time (best of 3) on every word, instructions on a sample: Mesa's
# generated disassembler and isaproof's generated decoder, same context
best_wall() { # command... -> seconds, the best of 3 runs
  local best= t
  for _ in 1 2 3; do
    t=$( { /usr/bin/time -f '%e' "$@" > /dev/null; } 2>&1 | tail -1 )
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}
irs() { # command... (words on stdin) -> Ir
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null |
    awk '/Collected :/ { print $4 }'
}
if [ "$timing" = 1 ]; then
  zero=(0 0 0 0 0 0:0 0:0 0:0 0:0 0:0 0:0)
  for slot in fma add; do
    bits=$([ $slot = fma ] && echo 23 || echo 20)
    wm=$(best_wall "$work/oracle" $slot "${zero[@]}" all)
    wg=$(best_wall "$work/gendec" $slot "${zero[@]}" all)
    printf '%-4s wall, every word (2^%d): Mesa %ss, generated %ss\n' $slot $bits "$wm" "$wg"
    if command -v valgrind > /dev/null; then
      awk -v bits=$bits 'BEGIN { srand(29); m = 2 ^ bits; for (i = 0; i < 65536; i++) printf "%x\n", int(rand() * m) }' > "$work/ir.$slot"
      im=$(irs "$work/oracle" $slot "${zero[@]}" - < "$work/ir.$slot")
      ig=$(irs "$work/gendec" $slot "${zero[@]}" - < "$work/ir.$slot")
      printf '%-4s Ir, 65536 random words (whole program): Mesa %s, generated %s\n' $slot "$im" "$ig"
    fi
  done
fi
exit $status
