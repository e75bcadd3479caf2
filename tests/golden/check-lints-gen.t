# check --gen 0 on the lint example: the whole-description lints
# (enum-too-wide, c-name-collision) are skipped, and so is old.op, which
# is not active at gen 0; the unresolved-field of add stays.
# args: check isa/examples/check-lints.xml --gen 0
---
isa/examples/check-lints.xml:43:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-lints.xml:64:2: warning: display of '#alu' refers to '{SRCB}', which is no field of it, its ancestors or descendants, nor a template [display-unresolved]
isa/examples/check-lints.xml:43:1: note: #instruction @ gen 0..max: 4 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-lints.xml:43:1: note: #instruction @ gen 0..max: 222 of 2^8 words match no leaf (86.7188%), in 8 cubes [unused-encoding]
    cube: 0b0000xxxx (2^4 words)
    cube: 0b0011xxxx (2^4 words)
    cube: 0b0100001x (2^1 words)
    cube: 0b010001xx (2^2 words)
    cube: 0b01001xxx (2^3 words)
    cube: 0b0101xxxx (2^4 words)
    cube: 0b011xxxxx (2^5 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-lints.xml:64:2: warning: display prints {SRCB}, but for some words of 'add' no case defines it [unresolved-field]
    gen: 0
    decodes as: add r	; no field 'SRCB'
    witness: 40
    related: isa/examples/check-lints.xml:70:1
0 errors, 3 warnings, 0 unknown, 2 notes
