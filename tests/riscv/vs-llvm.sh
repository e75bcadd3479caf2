#!/usr/bin/env bash
# tests/riscv/vs-llvm.sh RVDIFF [WORDS] [SEED]
# Runs rvdiff (tests/riscv/rvdiff.c) for rv.xml and rvc.xml at XLEN 32 and
# 64, WORDS words each (default 5000).  Exit 77 (skipped) without llvm-mc,
# 1 when some word disagrees outside the classes docs/riscv.md documents.
# Run from the source directory.
set -u
rvdiff=$1 words=${2:-5000} seed=${3:-1}
command -v llvm-mc >/dev/null || { echo "llvm-mc not found: skipped"; exit 77; }
status=0
for f in rv rvc; do
  for x in 32 64; do
    "$rvdiff" isa/riscv/$f.xml $x "$words" "$seed"
    rc=$?
    [ $rc = 77 ] && exit 77
    [ $rc != 0 ] && status=1
  done
done
exit $status
