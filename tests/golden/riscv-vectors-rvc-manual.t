# isaproof vectors: where rvc.xml follows the manual and LLVM 14 does not
# (RV32C shamt[5]=1, c.lui with nzimm=0), reserved encodings and HINTs
# (hand-written, corpus/riscv/rvc-manual.vectors).
# args: vectors isa/riscv/rvc.xml corpus/riscv/rvc-manual.vectors
---
corpus/riscv/rvc-manual.vectors: 23 vectors, 10 decoded: 0 text mismatches, 0 round-trip failures: all pass
