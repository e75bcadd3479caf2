# check isa/riscv/rvc.xml: leaves pairwise disjoint at RV32 and RV64, unused
# space (the 32-bit space 0bxx...11 and the reserved 16-bit encodings),
# no warning, no round-trip finding.
# args: check isa/riscv/rvc.xml --max-cubes 0
---
isa/riscv/rvc.xml:113:1: warning: instruction width 16 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/riscv/rvc.xml:113:1: note: #instruction @ gen 0..63: 128 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..63
isa/riscv/rvc.xml:113:1: note: #instruction @ gen 0..63: 20328 of 2^16 words match no leaf (31.0181%), in 31 cubes [unused-encoding]
    more: 31 more cubes (--max-cubes)
    gens: #instruction 0..63
isa/riscv/rvc.xml:113:1: note: #instruction @ gen 64..max: 141 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 64..max
isa/riscv/rvc.xml:113:1: note: #instruction @ gen 64..max: 18792 of 2^16 words match no leaf (28.6743%), in 31 cubes [unused-encoding]
    more: 31 more cubes (--max-cubes)
    gens: #instruction 64..max
0 errors, 1 warnings, 0 unknown, 4 notes
