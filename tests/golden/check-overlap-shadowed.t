# check: overlaps whose witness cannot avoid an earlier leaf (ld.fast0 lies
# inside ld.fast inside ld): every witness is 1f000000, which Mesa reports
# as "ld vs ld.fast".  Unused: 2^32 - 2^28 = 4026531840 (93.75%), 4 cubes.
# args: check isa/examples/check-overlap-shadowed.xml
# exit: 1
---
isa/examples/check-overlap-shadowed.xml:38:1: error: 'ld' and 'ld.fast' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 1f000000	; bitset conflict: ld vs ld.fast
    first: ld (isa/examples/check-overlap-shadowed.xml:30)
    second: ld.fast (isa/examples/check-overlap-shadowed.xml:38)
    witness: 1f000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap-shadowed.xml:30:1
isa/examples/check-overlap-shadowed.xml:46:1: error: 'ld' and 'ld.fast0' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 1f000000	; bitset conflict: ld vs ld.fast
    first: ld (isa/examples/check-overlap-shadowed.xml:30)
    second: ld.fast0 (isa/examples/check-overlap-shadowed.xml:46)
    witness: 1f000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap-shadowed.xml:30:1
isa/examples/check-overlap-shadowed.xml:46:1: error: 'ld.fast' and 'ld.fast0' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 1f000000	; bitset conflict: ld vs ld.fast
    first: ld.fast (isa/examples/check-overlap-shadowed.xml:38)
    second: ld.fast0 (isa/examples/check-overlap-shadowed.xml:46)
    witness: 1f000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap-shadowed.xml:38:1
isa/examples/check-overlap-shadowed.xml:27:1: note: #instruction @ gen 0..max: 4026531840 of 2^32 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b001xxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^29 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 0..max
3 errors, 0 warnings, 0 unknown, 1 notes
