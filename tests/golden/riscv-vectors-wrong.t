# isaproof vectors: a deliberately wrong file lists every mismatch as
# FILE:LINE with expected and actual text, and exits 1.
# args: vectors isa/riscv/rv.xml tests/riscv/wrong.vectors
# exit: 1
---
tests/riscv/wrong.vectors:5: 00a50533 (gen 32): text differs
    expected: add a0, a0, a1
    got:      add a0, a0, a0
tests/riscv/wrong.vectors:7: 0005051b (gen 32): text differs
    expected: addiw a0, a0, 0
    got:      no match: 0005051b
tests/riscv/wrong.vectors:9: 00b50533 (gen 64): text differs
    expected: add  a0, a0, a1
    got:      add a0, a0, a1
tests/riscv/wrong.vectors:9: asm refuses 'add  a0, a0, a1' (gen 64): no word prints this text at gen 64; closest instruction 'add' matches up to column 5 (at ' a0, a0, a1')
tests/riscv/wrong.vectors:10: c0002573 (gen 64): text differs
    expected: csrrs a0, 3072, zero
    got:      csrrs a0, cycle, zero
tests/riscv/wrong.vectors:10: asm refuses 'csrrs a0, 3072, zero' (gen 64): no word prints this text at gen 64; closest instruction 'csrrs' matches up to column 14 (at '2, zero')
tests/riscv/wrong.vectors: 6 vectors, 5 decoded: 4 text mismatches, 0 round-trip failures, 2 of 5 texts not assembled
