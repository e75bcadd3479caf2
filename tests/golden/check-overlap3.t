# check: a three-way overlap, three pairwise errors.  The witness of a later
# pair avoids the other earlier leaf: 00000000 (alpha/beta; all three match,
# Mesa names the first two), 20000000 (alpha/gamma, bit 29 set escapes
# beta), 80000000 (beta/gamma, bit 31 set escapes alpha).  Unused:
# 27 * 2^26 = 1811939328 words (42.1875%), 8 cubes.
# args: check isa/examples/check-overlap3.xml
# exit: 1
---
isa/examples/check-overlap3.xml:40:1: error: 'alpha' and 'beta' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 00000000	; bitset conflict: alpha vs beta
    first: alpha (isa/examples/check-overlap3.xml:32)
    second: beta (isa/examples/check-overlap3.xml:40)
    witness: 00000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap3.xml:32:1
isa/examples/check-overlap3.xml:49:1: error: 'alpha' and 'gamma' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 20000000	; bitset conflict: alpha vs gamma
    first: alpha (isa/examples/check-overlap3.xml:32)
    second: gamma (isa/examples/check-overlap3.xml:49)
    witness: 20000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap3.xml:32:1
isa/examples/check-overlap3.xml:49:1: error: 'beta' and 'gamma' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 80000000	; bitset conflict: beta vs gamma
    first: beta (isa/examples/check-overlap3.xml:40)
    second: gamma (isa/examples/check-overlap3.xml:49)
    witness: 80000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap3.xml:40:1
isa/examples/check-overlap3.xml:29:1: note: #instruction @ gen 0..max: 1811939328 of 2^32 words match no leaf (42.1875%), in 8 cubes [unused-encoding]
    cube: 0b010101xxxxxxxxxxxxxxxxxxxxxxxxxx (2^26 words)
    cube: 0b01011xxxxxxxxxxxxxxxxxxxxxxxxxxx (2^27 words)
    cube: 0b011x01xxxxxxxxxxxxxxxxxxxxxxxxxx (2^27 words)
    cube: 0b011x1xxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b1x0101xxxxxxxxxxxxxxxxxxxxxxxxxx (2^27 words)
    cube: 0b1x011xxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b1x1x01xxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b1x1x1xxxxxxxxxxxxxxxxxxxxxxxxxxx (2^29 words)
    gens: #instruction 0..max
3 errors, 0 warnings, 0 unknown, 1 notes
