# isaproof vectors: the RV32/RV64 32-bit encodings against llvm-mc 14's own text
# (corpus/riscv/rv.vectors, written by tests/riscv/make-vectors.sh): every
# vector prints exactly LLVM's text and encodes back.
# args: vectors isa/riscv/rv.xml corpus/riscv/rv.vectors
---
corpus/riscv/rv.vectors: 785 vectors, 785 decoded: 0 text mismatches, 0 round-trip failures: all pass
