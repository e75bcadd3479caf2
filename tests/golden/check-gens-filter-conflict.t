# check --gen 7: only the interval 5..9, with its conflict (exit 1).
# args: check isa/examples/check-gens.xml --gen 7
# exit: 1
---
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
1 errors, 0 warnings, 0 unknown, 1 notes
