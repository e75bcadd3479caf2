# check: a two-way overlap.  ld (0001xxxx...) and ld.imm (00010010...)
# both match 12xxxxxx; the witness is the overlap cube with every free bit
# 0 and the interpreter reports the conflict on it.  Unused space: top
# nibble not 0001/0010, 2^32 - 2^29 = 3758096384 words (87.5%), 4 cubes.
# args: check isa/examples/check-overlap2.xml
# exit: 1
---
isa/examples/check-overlap2.xml:34:1: error: 'ld' and 'ld.imm' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 12000000	; bitset conflict: ld vs ld.imm
    first: ld (isa/examples/check-overlap2.xml:26)
    second: ld.imm (isa/examples/check-overlap2.xml:34)
    witness: 12000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap2.xml:26:1
isa/examples/check-overlap2.xml:23:1: note: #instruction @ gen 0..max: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b0011xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 0..max
1 errors, 0 warnings, 0 unknown, 1 notes
