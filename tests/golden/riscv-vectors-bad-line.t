# isaproof vectors: a malformed line is bad input (exit 2), named by FILE:LINE.
# args: vectors isa/riscv/rv.xml tests/riscv/bad-line.vectors
# exit: 2
# stderr
---
tests/riscv/bad-line.vectors:3: expected [GEN ]HEX<TAB>TEXT
