# check: a gap only the 4th instruction using an operand
# shows (witness 23 at gen 5, "i4 e3"), and one two operands deep (4c,
# "deep (n3)"); the old code looked at 3 contexts, one level deep, and
# reported neither.
# args: check isa/examples/check-operand-enum-deep.xml
---
isa/examples/check-operand-enum-deep.xml:69:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-operand-enum-deep.xml:32:1: note: #op @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #op 0..max
isa/examples/check-operand-enum-deep.xml:32:1: note: #op @ gen 0..max: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #op 0..max
isa/examples/check-operand-enum-deep.xml:40:1: note: #inner @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #inner 0..max
isa/examples/check-operand-enum-deep.xml:40:1: note: #inner @ gen 0..max: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #inner 0..max
isa/examples/check-operand-enum-deep.xml:48:1: note: #outer @ gen 0..max: 3 leaves pairwise disjoint (proved) [disjoint]
    gens: #outer 0..max
isa/examples/check-operand-enum-deep.xml:48:1: note: #outer @ gen 0..max: 0 of 2^4 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #outer 0..max
isa/examples/check-operand-enum-deep.xml:69:1: note: #instruction @ gen 0..max: 5 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-operand-enum-deep.xml:69:1: note: #instruction @ gen 0..max: 176 of 2^8 words match no leaf (68.75%), in 6 cubes [unused-encoding]
    cube: 0b0000xxxx (2^4 words)
    cube: 0b000100xx (2^2 words)
    cube: 0b001001xx (2^2 words)
    cube: 0b00101xxx (2^3 words)
    cube: 0b0011xxxx (2^4 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-operand-enum-deep.xml:105:1: note: dontcare bits 03 of 'deep' can be set in a word that decodes as 'deep' (Mesa then reports them) [dontcare-settable]
    gen: 0
    decodes as: deep (n.a)	; dontcare bits in deep: 01
    witness: 41
    related: isa/examples/check-operand-enum-deep.xml:105:1
isa/examples/check-operand-enum-deep.xml:57:1: note: dontcare bits 03 of 'p' can be set in a word with an operand that decodes as 'p' (Mesa then reports them) [dontcare-settable]
    gen: 0
    decodes as: deep p	; dontcare bits in p: 01
    witness: 54
    related: isa/examples/check-operand-enum-deep.xml:57:1
isa/examples/check-operand-enum-deep.xml:63:1: note: dontcare bits 07 of 'q' can be set in a word with an operand that decodes as 'q' (Mesa then reports them) [dontcare-settable]
    gen: 0
    decodes as: deep q	; dontcare bits in q: 01
    witness: 64
    related: isa/examples/check-operand-enum-deep.xml:63:1
isa/examples/check-operand-enum-deep.xml:22:1: warning: 1 field of enum type #m can hold values it does not list (e.g. 'M' of 'e' holds 3) [undocumented-enum-value]
    gen: 5
    decodes as: i4 e3
    field: M (isa/examples/check-operand-enum-deep.xml:38) holds 0x3 in 'e'
    witness: 23
    related: isa/examples/check-operand-enum-deep.xml:38:2
isa/examples/check-operand-enum-deep.xml:27:1: warning: 1 field of enum type #k can hold values it does not list (e.g. 'K' of 'n' holds 3) [undocumented-enum-value]
    gen: 0
    decodes as: deep (n3)
    field: K (isa/examples/check-operand-enum-deep.xml:46) holds 0x3 in 'n'
    witness: 4c
    related: isa/examples/check-operand-enum-deep.xml:46:2
isa/examples/check-operand-enum-deep.xml:74:3: warning: unknown: in this case of 'i1', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-deep.xml:78:2: warning: unknown: in this case of 'i1', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-deep.xml:99:2: warning: in this case of 'i4', bits 03 (2) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 20  "i4"
    same text: 21  "i4"
    gen: 0
    related: isa/examples/check-operand-enum-deep.xml:92:1
0 errors, 4 warnings, 2 unknown, 11 notes
