#!/usr/bin/env bash
# tests/mpact/groups.sh ISAPROOF SHARED - riscv64g's `jal` (rd != 0: five
# leaves, one per leading bit of rd, G32_LEAF_jal..G32_LEAF_jal_6 = 2..6)
# is one group of the 32-bit tree: the classifier tests it once and finds
# the leaf in rt_pick_0_tab by rd, from the group's first leaf, and no tree leaf
# returns one of the five on its own.  Skips (77) without ../shared.
set -eu
bin=$1
isa=$2/corpus/mpact/mpact-riscv/riscv/riscv64g.bin_fmt
[ -f "$isa" ] || { echo "skip: $isa not present"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" gen "$isa" --decoder RiscV64G --group RiscVGInst32 --classify-only -o "$tmp" --prefix g32
grep -q 'G32_LEAF_jal_6 = 6,' "$tmp/g32.h" || { echo "jal's leaves are not 2..6"; exit 1; }
calls=$(grep -c '2 + rt_pick_0_tab\[[0-9]* + ((unsigned)((w\[0\] >> 8) & 0xfu))\]' "$tmp/g32.c" || true)
[ "$calls" -ge 1 ] || { echo "no test of the jal group"; exit 1; }
if grep -E 'return [2-6];|k = [2-6];' "$tmp/g32.c"; then
  echo "a tree leaf answers one of jal's leaves alone"
  exit 1
fi
echo "jal tested as one group ($calls)"
