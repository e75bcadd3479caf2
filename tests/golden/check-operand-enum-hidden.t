# check: an undocumented enum value inside an operand that
# no word prints (an override hides the operand, an override on the field
# makes it a uint, a gen-gated case prints it only where the operand leaf
# does not exist): no undocumented-enum-value (the old code reported #m with
# the witness 07, which decodes as "mov -").
# args: check isa/examples/check-operand-enum-hidden.xml
---
isa/examples/check-operand-enum-hidden.xml:32:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-operand-enum-hidden.xml:23:1: note: #op @ gen 0..4: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #op 0..4
isa/examples/check-operand-enum-hidden.xml:23:1: note: #op @ gen 0..4: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #op 0..4
isa/examples/check-operand-enum-hidden.xml:23:1: note: #op @ gen 5..max: no leaf is active, all 2^2 words match no leaf (100%), in 1 cube [unused-encoding]
    cube: 0bxx (2^2 words)
    gens: #op 5..max
isa/examples/check-operand-enum-hidden.xml:32:1: note: #instruction @ gen 0..max: 3 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-operand-enum-hidden.xml:32:1: note: #instruction @ gen 0..max: 244 of 2^8 words match no leaf (95.3125%), in 5 cubes [unused-encoding]
    cube: 0b000000xx (2^2 words)
    cube: 0b0001xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-operand-enum-hidden.xml:23:1: warning: 3 fields of type #op can hold bits no #op leaf matches (e.g. 'SRC' of 'mov' holds 00) [undocumented-operand]
    gen: 5
    decodes as: mov 	; no match: FIELD: 'mov.SRC': 00
    field: SRC (isa/examples/check-operand-enum-hidden.xml:45) holds 0x0 in 'mov'
    field: SRC (isa/examples/check-operand-enum-hidden.xml:56) holds 0x0 in 'nor'
    field: SRC (isa/examples/check-operand-enum-hidden.xml:69) holds 0x0 in 'gg'
    witness: 04
    related: isa/examples/check-operand-enum-hidden.xml:45:2
isa/examples/check-operand-enum-hidden.xml:37:3: warning: unknown: in this case of 'mov', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-hidden.xml:41:2: warning: unknown: in this case of 'mov', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-hidden.xml:52:2: warning: unknown: in this case of 'nor', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-hidden.xml:65:2: warning: in this case of 'gg', bits 03 (2) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 0c  "gg"
    same text: 0d  "gg"
    gen: 0
    related: isa/examples/check-operand-enum-hidden.xml:58:1
0 errors, 3 warnings, 3 unknown, 5 notes
