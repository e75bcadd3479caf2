# check: gens where no leaf is active (3..4, 7..max) are
# reported as unused (all 2^8 words, one cube), between the intervals that
# have leaves; the old code left them out of a full run.
# args: check isa/examples/check-gens-no-leaf.xml
---
isa/examples/check-gens-no-leaf.xml:12:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-gens-no-leaf.xml:12:1: note: #instruction @ gen 0..2: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..2
isa/examples/check-gens-no-leaf.xml:12:1: note: #instruction @ gen 0..2: 240 of 2^8 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0001xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..2
isa/examples/check-gens-no-leaf.xml:12:1: note: #instruction @ gen 3..4: no leaf is active, all 2^8 words match no leaf (100%), in 1 cube [unused-encoding]
    cube: 0bxxxxxxxx (2^8 words)
    gens: #instruction 3..4
isa/examples/check-gens-no-leaf.xml:12:1: note: #instruction @ gen 5..6: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 5..6
isa/examples/check-gens-no-leaf.xml:12:1: note: #instruction @ gen 5..6: 240 of 2^8 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 5..6
isa/examples/check-gens-no-leaf.xml:12:1: note: #instruction @ gen 7..max: no leaf is active, all 2^8 words match no leaf (100%), in 1 cube [unused-encoding]
    cube: 0bxxxxxxxx (2^8 words)
    gens: #instruction 7..max
0 errors, 1 warnings, 0 unknown, 6 notes
