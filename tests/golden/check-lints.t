# check: static lints.  One unresolved-field for #alu's shared display
# (through add, witness 40), leaf-never-active for old.op (gen min 6 under
# a parent that stops at 4; it is in no interval), enum-too-wide for
# #mode's value 4 in a 2-bit field, and c-name-collision for bitsets
# mov.a/mov-a and enums #Cond/#cond.
# args: check isa/examples/check-lints.xml
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
isa/examples/check-lints.xml:83:1: warning: leaf 'old.op' is active at no gen: its own range and its ancestors' do not intersect [leaf-never-active]
isa/examples/check-lints.xml:32:2: warning: enum #mode value 4 (".e") does not fit its widest field ('MODE', 2 bits): it can never be printed [enum-too-wide]
    related: isa/examples/check-lints.xml:52:2
isa/examples/check-lints.xml:55:1: warning: bitsets 'mov.a' and 'mov-a' both become 'mov_a' in generated C [c-name-collision]
    related: isa/examples/check-lints.xml:46:1
isa/examples/check-lints.xml:39:1: warning: enums '#Cond' and '#cond' both become 'enum___cond' in generated C [c-name-collision]
    related: isa/examples/check-lints.xml:35:1
0 errors, 7 warnings, 0 unknown, 2 notes
