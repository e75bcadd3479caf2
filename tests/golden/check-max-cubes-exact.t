# check --max-cubes 3: exactly as many as there are: all listed, no "more"
# line.
# args: check isa/examples/check-unused8.xml --max-cubes 3
---
isa/examples/check-unused8.xml:27:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-unused8.xml:27:1: note: #instruction @ gen 0..max: 3 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-unused8.xml:27:1: note: #instruction @ gen 0..max: 112 of 2^8 words match no leaf (43.75%), in 3 cubes [unused-encoding]
    cube: 0b0101xxxx (2^4 words)
    cube: 0b011xxxxx (2^5 words)
    cube: 0b1x0xxxxx (2^6 words)
    gens: #instruction 0..max
0 errors, 1 warnings, 0 unknown, 2 notes
