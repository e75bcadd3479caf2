# isaproof vectors: the C extension (16-bit) against llvm-mc 14's text
# (corpus/riscv/rvc.vectors, from tests/riscv/make-vectors.sh).
# args: vectors isa/riscv/rvc.xml corpus/riscv/rvc.vectors
---
corpus/riscv/rvc.vectors: 499 vectors, 499 decoded: 0 text mismatches, 0 round-trip failures: all pass
