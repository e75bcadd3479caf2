#!/usr/bin/env bash
# tests/mpact/first-switch.sh ISAPROOF SHARED - the tree of MPACT's 16-bit
# riscv function (riscv64g.bin_fmt, RiscVCInst16) starts with one switch on
# bits 0-1 and 13-15, the key MPACT's own generator uses: the tree builder
# widens a key's segment by a bit that still tells a sixteenth of the pairs
# apart, where a later switch on bit 0 alone missed half its predictions.
# Skips (77) without ../shared.
set -eu
bin=$1
isa=$2/corpus/mpact/mpact-riscv/riscv/riscv64g.bin_fmt
[ -f "$isa" ] || { echo "skip: $isa not present"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" gen "$isa" --decoder RiscV64G --group RiscVCInst16 --classify-only -o "$tmp" --prefix g16
# the first switch of the tree function
first=$(grep -m1 'switch (' "$tmp/g16.c")
# bits 0-1 as key bits 0-1, bits 13-15 shifted to key bits 2-4 (one shift, one mask)
want='switch ((unsigned)((w[0] >> 0) & 0x3u) | (unsigned)((w[0] >> 11) & 0x1cu)) {'
if [ "$first" != "$(printf '\t%s' "$want")" ]; then
  echo "first switch: $first"
  echo "expected:     $want"
  exit 1
fi
echo "first switch on bits 0-1 and 13-15"
