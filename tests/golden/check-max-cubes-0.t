# check --max-cubes 0: no cube listed, "3 more"; totals unchanged.
# args: check isa/examples/check-unused8.xml --max-cubes 0
---
isa/examples/check-unused8.xml:27:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-unused8.xml:27:1: note: #instruction @ gen 0..max: 3 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-unused8.xml:27:1: note: #instruction @ gen 0..max: 112 of 2^8 words match no leaf (43.75%), in 3 cubes [unused-encoding]
    more: 3 more cubes (--max-cubes)
    gens: #instruction 0..max
0 errors, 1 warnings, 0 unknown, 2 notes
