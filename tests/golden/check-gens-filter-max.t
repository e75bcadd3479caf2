# check --gen 4294967295 (the largest gen): only the open interval 10..max.
# args: check isa/examples/check-gens.xml --gen 4294967295
---
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 10..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 10..max
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 10..max: 4026531840 of 2^32 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b001xxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^29 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 10..max
0 errors, 0 warnings, 0 unknown, 2 notes
