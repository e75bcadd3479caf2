# isaproof vectors: where rv.xml follows the manual and LLVM 14 does not
# (exact conversions with a rounding mode, reserved shift amounts, uret),
# and reserved fields both reject (hand-written, corpus/riscv/rv-manual.vectors).
# args: vectors isa/riscv/rv.xml corpus/riscv/rv-manual.vectors
---
corpus/riscv/rv-manual.vectors: 21 vectors, 8 decoded: 0 text mismatches, 0 round-trip failures: all pass
