#!/usr/bin/env bash
# bench/gen_size.sh - size of the C `isaproof gen` writes and its -O2
# compile time, next to the anchor's: for every QEMU .decode file of
# ../shared/corpus/qemu, QEMU's own decoder (scripts/decodetree.py, compiled
# with the stubs of bench/qemu_stubs.py); for mpact-riscv riscv64g, MPACT's
# generated riscv64g_bin_decoder.cc (g++ -std=c++17, needs libabsl-dev) against
# isaproof's two decode functions together; for Mesa's ir3, etnaviv and afuc,
# the disassembler Mesa's isaspec generator (decode.py, from
# ../shared/corpus/mesa/isaspec-oracle, needs python3-mako) writes, its .c and
# .h, against gen, gen --compact and gen --classify-only.
#
# usage: bench/gen_size.sh [ISAPROOF] [SHARED]   (defaults: build/isaproof ../shared)
# DT_FILES="riscv/insn32:32 ..." limits the .decode files (default: all,
# widths from ../shared/corpus/README.md; rx's variable width is left out:
# decodetree.py writes a different API for it).
# Columns: source bytes (.c + .h; the anchor: decodetree.py's .c.inc alone,
# the stubs not counted) and compile CPU seconds (user+sys, cc -O2,
# one file at a time) of gen (the whole decoder), gen --classify-only (the
# classifier alone), gen --args-only (the classifier and the argument
# records, NAME_decode_args) and the anchor, and the ratios to the anchor.
set -eu
bin=${1:-build/isaproof}
shared=${2:-../shared}
Q=$shared/corpus/qemu
[ -f "$Q/scripts/decodetree.py" ] || { echo "skip: $Q not present"; exit 0; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
cxx=${CXX:-c++}

width_of() {
  case $1 in
    arm/tcg/t16 | avr/insn | riscv/insn16) echo 16 ;;
    ppc/insn64) echo 64 ;;
    *) echo 32 ;;
  esac
}
if [ -n "${DT_FILES:-}" ]; then
  files=$DT_FILES
else
  files=$(cd "$Q/target" && find . -name '*.decode' | sed 's|^\./||; s|\.decode$||' | sort | grep -v '^rx/' |
    while read -r f; do echo "$f:$(width_of "$f")"; done)
fi
cpu() { # CMD... : user+sys seconds
  /usr/bin/time -f '%U %S' -o "$tmp/t" "$@" > /dev/null 2>&1 || { echo "FAILED: $*" >&2; return 1; }
  awk '{ printf "%.2f", $1 + $2 }' "$tmp/t"
}
kb() { awk -v n="$1" 'BEGIN { printf "%.0f", n / 1024 }'; }
bytes() { cat "$@" | wc -c; }

printf '%-28s %9s %9s %9s %9s | %8s %8s %8s %8s | %7s %7s %7s %7s\n' "file (KB, CPU s)" gen-KB co-KB ao-KB \
  anchor-KB gen-s co-s ao-s anchor-s gen/anc co/anc ao/anc ao-s/anc
for spec in $files; do
  rel=${spec%:*} width=${spec#*:}
  d=$tmp/$(echo "$rel" | tr '/' '_')
  mkdir -p "$d/full" "$d/co" "$d/ao" "$d/q"
  "$bin" gen --insnwidth "$width" "$Q/target/$rel.decode" -o "$d/full" --prefix gd
  "$bin" gen --insnwidth "$width" "$Q/target/$rel.decode" -o "$d/co" --prefix gd --classify-only
  "$bin" gen --insnwidth "$width" "$Q/target/$rel.decode" -o "$d/ao" --prefix gd --args-only
  python3 "$Q/scripts/decodetree.py" --insnwidth "$width" "$Q/target/$rel.decode" -o "$d/q/dec.c.inc"
  python3 "$here/qemu_stubs.py" "$d/q/dec.c.inc" "$d/q/qstubs.h" "$Q/target/$rel.decode"
  # the anchor's translation unit: QEMU's bitops, the stubs, the decoder
  cat > "$d/q/anchor.c" <<EOF
#include <stdbool.h>
#include <stdint.h>
static inline uint32_t extract32(uint32_t v, int at, int len) { return (v >> at) & (~0u >> (32 - len)); }
static inline int32_t sextract32(uint32_t v, int at, int len) { return (int32_t)(v << (32 - len - at)) >> (32 - len); }
static inline uint32_t deposit32(uint32_t v, int at, int len, uint32_t f)
{ uint32_t m = (~0u >> (32 - len)) << at; return (v & ~m) | ((f << at) & m); }
static inline uint64_t extract64(uint64_t v, int at, int len) { return (v >> at) & (~0ull >> (64 - len)); }
static inline int64_t sextract64(uint64_t v, int at, int len) { return (int64_t)(v << (64 - len - at)) >> (64 - len); }
static inline uint64_t deposit64(uint64_t v, int at, int len, uint64_t f)
{ uint64_t m = (~0ull >> (64 - len)) << at; return (v & ~m) | ((f << at) & m); }
#include "qstubs.h"
int anchor_decode(uint64_t w) { DisasContext c; c.pat = -1; decode(&c, w); return c.pat; }
EOF
  ga=$(bytes "$d/full/gd.c" "$d/full/gd.h") co=$(bytes "$d/co/gd.c" "$d/co/gd.h") qa=$(bytes "$d/q/dec.c.inc")
  ao=$(bytes "$d/ao/gd.c" "$d/ao/gd.h")
  gs=$(cpu "$cc" -std=c11 -O2 -c "$d/full/gd.c" -I"$d/full" -o "$d/full/gd.o") || gs=FAIL
  cs=$(cpu "$cc" -std=c11 -O2 -c "$d/co/gd.c" -I"$d/co" -o "$d/co/gd.o") || cs=FAIL
  as=$(cpu "$cc" -std=c11 -O2 -c "$d/ao/gd.c" -I"$d/ao" -o "$d/ao/gd.o") || as=FAIL
  qs=$(cpu "$cc" -std=c11 -O2 -w -c "$d/q/anchor.c" -I"$d/q" -o "$d/q/anchor.o") || qs=FAIL
  printf '%-28s %9s %9s %9s %9s | %8s %8s %8s %8s | %6.2fx %6.2fx %6.2fx %6.2fx\n' "$rel" "$(kb "$ga")" \
    "$(kb "$co")" "$(kb "$ao")" "$(kb "$qa")" "$gs" "$cs" "$as" "$qs" \
    "$(awk -v a="$ga" -v b="$qa" 'BEGIN { print a / b }')" "$(awk -v a="$co" -v b="$qa" 'BEGIN { print a / b }')" \
    "$(awk -v a="$ao" -v b="$qa" 'BEGIN { print a / b }')" "$(awk -v a="$as" -v b="$qs" 'BEGIN { print (b > 0 ? a / b : 0) }')"
  rm -rf "$d"
done

O=$shared/corpus/mesa/isaspec-oracle
if [ -f "$O/build.sh" ] && /usr/bin/python3 -c 'import mako' 2> /dev/null; then
  S=$O/mesa/src
  printf '%-28s %9s %9s %9s %9s | %8s %8s %8s %8s | %7s %7s %7s\n' "isaspec (KB, CPU s)" gen-KB cmp-KB co-KB \
    anchor-KB gen-s cmp-s co-s anchor-s gen/anc cmp/anc gen-s/anc
  for spec in ir3:freedreno/isa afuc:freedreno/afuc etnaviv:etnaviv/isa; do
    name=${spec%:*} dir=${spec#*:}
    xml=$shared/corpus/mesa/$name/$name.xml
    d=$tmp/$name
    mkdir -p "$d/full" "$d/cmp" "$d/co" "$d/m"
    "$bin" gen "$xml" -o "$d/full" --prefix gd
    "$bin" gen "$xml" -o "$d/cmp" --prefix gd --compact
    "$bin" gen "$xml" -o "$d/co" --prefix gd --classify-only
    /usr/bin/python3 "$S/compiler/isaspec/decode.py" --xml "$xml" --out-c "$d/m/$name-isa.c" --out-h "$d/m/$name-isa.h"
    ga=$(bytes "$d/full/gd.c" "$d/full/gd.h") ca=$(bytes "$d/cmp/gd.c" "$d/cmp/gd.h")
    co=$(bytes "$d/co/gd.c" "$d/co/gd.h") qa=$(bytes "$d/m/$name-isa.c" "$d/m/$name-isa.h")
    gs=$(cpu "$cc" -std=c11 -O2 -c "$d/full/gd.c" -I"$d/full" -o "$d/g.o") || gs=FAIL
    cs=$(cpu "$cc" -std=c11 -O2 -c "$d/cmp/gd.c" -I"$d/cmp" -o "$d/c.o") || cs=FAIL
    os=$(cpu "$cc" -std=c11 -O2 -c "$d/co/gd.c" -I"$d/co" -o "$d/o.o") || os=FAIL
    # Mesa's own flags for the generated file (the oracle's build.sh)
    qs=$(cpu "$cc" -std=gnu11 -O2 -w -D_GNU_SOURCE -DHAVE_PTHREAD -DHAVE_STRUCT_TIMESPEC -DHAVE_TIMESPEC_GET \
      -DUTIL_ARCH_LITTLE_ENDIAN=1 -DUTIL_ARCH_BIG_ENDIAN=0 -DHAVE_ENDIAN_H -DHAVE_SECURE_GETENV \
      -I"$S" -I"$O/mesa/include" -I"$S/compiler/isaspec" -I"$S/$dir" -I"$d/m" -c "$d/m/$name-isa.c" \
      -o "$d/m.o") || qs=FAIL
    printf '%-28s %9s %9s %9s %9s | %8s %8s %8s %8s | %6.2fx %6.2fx %6.2fx\n' "mesa $name" "$(kb "$ga")" \
      "$(kb "$ca")" "$(kb "$co")" "$(kb "$qa")" "$gs" "$cs" "$os" "$qs" \
      "$(awk -v a="$ga" -v b="$qa" 'BEGIN { print a / b }')" "$(awk -v a="$ca" -v b="$qa" 'BEGIN { print a / b }')" \
      "$(awk -v a="$gs" -v b="$qs" 'BEGIN { print (b > 0 ? a / b : 0) }')"
    rm -rf "$d"
  done
fi

G=$shared/corpus/mpact/generated/riscv64g
R=$shared/corpus/mpact/mpact-riscv/riscv
[ -f "$G/riscv64g_bin_decoder.cc" ] && [ -d /usr/include/absl ] || exit 0
d=$tmp/mpact
mkdir -p "$d/full" "$d/co" "$d/ao"
for fn in RiscVGInst32 RiscVCInst16; do
  "$bin" gen "$R/riscv64g.bin_fmt" --decoder RiscV64G --group $fn -o "$d/full" --prefix "g$fn"
  "$bin" gen "$R/riscv64g.bin_fmt" --decoder RiscV64G --group $fn -o "$d/co" --prefix "g$fn" --classify-only
  "$bin" gen "$R/riscv64g.bin_fmt" --decoder RiscV64G --group $fn -o "$d/ao" --prefix "g$fn" --args-only
done
ga=$(bytes "$d"/full/*) co=$(bytes "$d"/co/*) ao=$(bytes "$d"/ao/*) qa=$(bytes "$G"/*.cc "$G"/*.h)
gs=0 cs=0 as=0
for fn in RiscVGInst32 RiscVCInst16; do
  gs=$(awk -v a="$gs" -v b="$(cpu "$cc" -std=c11 -O2 -c "$d/full/g$fn.c" -I"$d/full" -o "$d/g.o")" 'BEGIN { print a + b }')
  cs=$(awk -v a="$cs" -v b="$(cpu "$cc" -std=c11 -O2 -c "$d/co/g$fn.c" -I"$d/co" -o "$d/c.o")" 'BEGIN { print a + b }')
  as=$(awk -v a="$as" -v b="$(cpu "$cc" -std=c11 -O2 -c "$d/ao/g$fn.c" -I"$d/ao" -o "$d/a.o")" 'BEGIN { print a + b }')
done
qs=$(cpu "$cxx" -std=c++17 -O2 -I"$G" -c "$G/riscv64g_bin_decoder.cc" -o "$d/m.o")
printf '%-28s %9s %9s %9s %9s | %8s %8s %8s %8s | %6.2fx %6.2fx %6.2fx %6.2fx\n' "mpact riscv64g (2 fns)" \
  "$(kb "$ga")" "$(kb "$co")" "$(kb "$ao")" "$(kb "$qa")" "$gs" "$cs" "$as" "$qs" \
  "$(awk -v a="$ga" -v b="$qa" 'BEGIN { print a / b }')" "$(awk -v a="$co" -v b="$qa" 'BEGIN { print a / b }')" \
  "$(awk -v a="$ao" -v b="$qa" 'BEGIN { print a / b }')" "$(awk -v a="$as" -v b="$qs" 'BEGIN { print (b > 0 ? a / b : 0) }')"
