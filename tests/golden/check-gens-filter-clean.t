# check --gen 3: only the interval 0..4 holding gen 3, where the leaves are
# disjoint: exit 0 although gens 5..9 have a conflict.
# args: check isa/examples/check-gens.xml --gen 3
---
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 0..4: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..4
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 0..4: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b0011xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 0..4
0 errors, 0 warnings, 0 unknown, 2 notes
