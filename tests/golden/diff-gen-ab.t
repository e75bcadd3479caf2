# diff --gen-a 2 --gen-b 3: toy16 at gen 2 against itself at gen 3: mul (gen ..2) only in A, mul.wide (gen 3..) only in B, sys's GEN field (ISA_GPU_ID()) and text differ, #reg identical
# args: diff isa/toy16.xml isa/toy16.xml --gen-a 2 --gen-b 3
# exit: 1
---
isa/toy16.xml:107:1: note: #reg @ gen 2 (A) / 3 (B): decodes identically (proved) [diff-identical]
    gens: #reg 2..2
isa/toy16.xml:266:1: error: #instruction @ gen 2 (A) / 3 (B): 512 words decode in A and not in B (0.781% of 2^16), in 1 cubes [diff-only-a]
    A decodes as: mul   r0, r0
    B decodes as: no match: 3400
    cube: 0b0011010xxxxxxxxx (512 words)
    pair: A mul / B (no match): 512 words, e.g. 3400
    witness: 3400
    gens: #instruction 2..2
isa/toy16.xml:271:1: error: #instruction @ gen 2 (A) / 3 (B): 512 words decode in B and not in A (0.781% of 2^16), in 1 cubes [diff-only-b]
    A decodes as: no match: 3800
    B decodes as: mul.wide r0, r0
    cube: 0b0011100xxxxxxxxx (512 words)
    pair: A (no match) / B mul: 512 words, e.g. 3800
    witness: 3800
    gens: #instruction 2..2
isa/toy16.xml:428:2: error: #instruction @ gen 2 (A) / 3 (B): field GEN of sys (A) and GEN of sys (B) extract different values: 2 vs 3 [diff-field]
    A decodes as: sys sr0, 0x0
    B decodes as: sys.g3 sr0, 0x0
    witness: 8000
    gens: #instruction 2..2
    related: isa/toy16.xml:416:1
isa/toy16.xml:416:1: error: #instruction @ gen 2 (A) / 3 (B): sys (A) and sys (B) print different text [diff-text]
    A decodes as: sys sr0, 0x0
    B decodes as: sys.g3 sr0, 0x0
    witness: 8000
    gens: #instruction 2..2
    related: isa/toy16.xml:416:1
4 errors, 0 warnings, 0 unknown, 1 notes
2 roots, 2 gen intervals: 1 identical (proved), 4 differences, 0 unknown; 512 words only in A; 512 words only in B
