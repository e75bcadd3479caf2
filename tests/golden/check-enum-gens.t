# check: an enum gap only at gens 5..9 (cmp's C of type #c lacks 3; old's
# C at gens 0..4 is of the complete #c4).  The witness 07 is shown at gen
# 5, the first gen of cmp's interval.
# args: check isa/examples/check-enum-gens.xml
---
isa/examples/check-enum-gens.xml:35:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-enum-gens.xml:35:1: note: #instruction @ gen 0..4: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..4
isa/examples/check-enum-gens.xml:35:1: note: #instruction @ gen 0..4: 252 of 2^8 words match no leaf (98.4375%), in 6 cubes [unused-encoding]
    cube: 0b000001xx (2^2 words)
    cube: 0b00001xxx (2^3 words)
    cube: 0b0001xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..4
isa/examples/check-enum-gens.xml:35:1: note: #instruction @ gen 5..9: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 5..9
isa/examples/check-enum-gens.xml:35:1: note: #instruction @ gen 5..9: 252 of 2^8 words match no leaf (98.4375%), in 6 cubes [unused-encoding]
    cube: 0b000000xx (2^2 words)
    cube: 0b00001xxx (2^3 words)
    cube: 0b0001xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 5..9
isa/examples/check-enum-gens.xml:35:1: note: #instruction @ gen 10..max: no leaf is active, all 2^8 words match no leaf (100%), in 1 cube [unused-encoding]
    cube: 0bxxxxxxxx (2^8 words)
    gens: #instruction 10..max
isa/examples/check-enum-gens.xml:22:1: warning: 1 field of enum type #c can hold values it does not list (e.g. 'C' of 'cmp' holds 3) [undocumented-enum-value]
    gen: 5
    decodes as: cmp3
    field: C (isa/examples/check-enum-gens.xml:53) holds 0x3 in 'cmp'
    witness: 07
    related: isa/examples/check-enum-gens.xml:53:2
0 errors, 2 warnings, 0 unknown, 5 notes
