# check: #cond lists 0..2 but the 2-bit COND fields of cmp and br can hold
# 3.  One warning at the enum naming both fields; the witness (03, the only
# word of cmp with COND = 3) decodes as "cmp3".  Warnings alone: exit 0.
# args: check isa/examples/check-enum-gap.xml
---
isa/examples/check-enum-gap.xml:30:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-enum-gap.xml:30:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-enum-gap.xml:30:1: note: #instruction @ gen 0..max: 248 of 2^8 words match no leaf (96.875%), in 5 cubes [unused-encoding]
    cube: 0b00001xxx (2^3 words)
    cube: 0b0001xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-enum-gap.xml:24:1: warning: 2 fields of enum type #cond can hold values it does not list (e.g. 'COND' of 'cmp' holds 3) [undocumented-enum-value]
    gen: 0
    decodes as: cmp3
    field: COND (isa/examples/check-enum-gap.xml:38) holds 0x3 in 'cmp'
    field: COND (isa/examples/check-enum-gap.xml:46) holds 0x3 in 'br'
    witness: 03
    related: isa/examples/check-enum-gap.xml:38:2
0 errors, 2 warnings, 0 unknown, 2 notes
