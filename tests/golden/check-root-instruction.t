# check --root '#instruction': the conflict lives in #src only, so checking
# #instruction alone finds no error (exit 0).
# args: check isa/examples/check-operand-overlap.xml --root '#instruction'
---
isa/examples/check-operand-overlap.xml:54:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-operand-overlap.xml:54:1: note: #instruction @ gen 0..max: 0 of 2^32 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #instruction 0..max
0 errors, 0 warnings, 0 unknown, 2 notes
