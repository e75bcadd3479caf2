# check: an overlap only at some gens.  Intervals 0..4 {mov, mov.old},
# 5..9 {mov, mov.imm}, 10..max {mov}: disjoint notes at 0..4 and 10..max,
# an ambiguous-encoding error naming gens 5..9 (witness decoded at gen 5).
# args: check isa/examples/check-gens.xml
# exit: 1
---
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 0..4: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..4
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 0..4: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b0011xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 0..4
isa/examples/check-gens.xml:45:1: error: 'mov' and 'mov.imm' both match some #instruction words at gens 5..9 [ambiguous-encoding]
    decodes as: no match: 1f000000	; bitset conflict: mov vs mov.imm
    first: mov (isa/examples/check-gens.xml:28)
    second: mov.imm (isa/examples/check-gens.xml:45)
    witness: 1f000000
    gens: #instruction 5..9
    related: isa/examples/check-gens.xml:28:1
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 5..9: 4026531840 of 2^32 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b001xxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^29 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 5..9
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 10..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 10..max
isa/examples/check-gens.xml:25:1: note: #instruction @ gen 10..max: 4026531840 of 2^32 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b001xxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^29 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 10..max
1 errors, 0 warnings, 0 unknown, 5 notes
