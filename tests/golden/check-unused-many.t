# check: one leaf matching the single word 00000000 leaves 2^32 - 1 words
# unused in 32 cubes; the default listing stops after 16 (2^0 .. 2^15) and
# says "16 more".  6 significant digits print 99.99999997...% as 100%.
# args: check isa/examples/check-unused-many.xml
---
isa/examples/check-unused-many.xml:19:1: note: #instruction @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-unused-many.xml:19:1: note: #instruction @ gen 0..max: 4294967295 of 2^32 words match no leaf (>99.9999%), in 32 cubes [unused-encoding]
    cube: 0b00000000000000000000000000000001 (2^0 words)
    cube: 0b0000000000000000000000000000001x (2^1 words)
    cube: 0b000000000000000000000000000001xx (2^2 words)
    cube: 0b00000000000000000000000000001xxx (2^3 words)
    cube: 0b0000000000000000000000000001xxxx (2^4 words)
    cube: 0b000000000000000000000000001xxxxx (2^5 words)
    cube: 0b00000000000000000000000001xxxxxx (2^6 words)
    cube: 0b0000000000000000000000001xxxxxxx (2^7 words)
    cube: 0b000000000000000000000001xxxxxxxx (2^8 words)
    cube: 0b00000000000000000000001xxxxxxxxx (2^9 words)
    cube: 0b0000000000000000000001xxxxxxxxxx (2^10 words)
    cube: 0b000000000000000000001xxxxxxxxxxx (2^11 words)
    cube: 0b00000000000000000001xxxxxxxxxxxx (2^12 words)
    cube: 0b0000000000000000001xxxxxxxxxxxxx (2^13 words)
    cube: 0b000000000000000001xxxxxxxxxxxxxx (2^14 words)
    cube: 0b00000000000000001xxxxxxxxxxxxxxx (2^15 words)
    more: 16 more cubes (--max-cubes)
    gens: #instruction 0..max
0 errors, 0 warnings, 0 unknown, 2 notes
