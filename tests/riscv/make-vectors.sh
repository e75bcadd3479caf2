#!/usr/bin/env bash
# tests/riscv/make-vectors.sh RVDIFF [PER-LEAF] [SEED]
# Regenerates corpus/riscv/rv.vectors and corpus/riscv/rvc.vectors from
# llvm-mc: PER-LEAF (default 2) random words of every leaf of each
# description at XLEN 32 and 64 (the leaf's fixed bits, the others random),
# kept when llvm-mc decodes them, with llvm-mc's no-alias text normalized
# (blank runs -> one space).  RVDIFF is the built tests/riscv/rvdiff
# (e.g. build/tests/riscv/rvdiff).  Run from the source directory; needs
# llvm-mc.  The hand-written corpus/riscv/*-manual.vectors are not touched.
set -eu
rvdiff=$1 k=${2:-2} seed=${3:-1}
command -v llvm-mc >/dev/null || { echo "make-vectors.sh: llvm-mc not found" >&2; exit 2; }
ver=$(llvm-mc --version | sed -n 's/.*LLVM version \([0-9.]*\).*/\1/p' | head -1)
for f in rv rvc; do
  out=corpus/riscv/$f.vectors
  {
    echo "# $f.vectors - isa/riscv/$f.xml checked against LLVM $ver's disassembler."
    echo "# Written by tests/riscv/make-vectors.sh (do not edit): $k random words of"
    echo "# every leaf at each XLEN (gen 32, gen 64) that llvm-mc decodes, with"
    echo "# llvm-mc --disassemble -M no-aliases text, blanks collapsed to one space."
    echo "# Check with: isaproof vectors isa/riscv/$f.xml $out"
    for x in 32 64; do
      "$rvdiff" isa/riscv/$f.xml $x --vectors "$k" "$seed" | awk '!seen[$0]++'
    done
  } > "$out.tmp"
  mv "$out.tmp" "$out"
  echo "$out: $(grep -vc '^#' "$out") vectors"
done
