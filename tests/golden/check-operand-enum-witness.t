# check: the witness of an enum gap inside an operand
# prints the field: 0b at gen 5 ("g5 e3"), not 07 at gen 0 ("h -").
# args: check isa/examples/check-operand-enum-witness.xml
---
isa/examples/check-operand-enum-witness.xml:27:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-operand-enum-witness.xml:19:1: note: #op @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #op 0..max
isa/examples/check-operand-enum-witness.xml:19:1: note: #op @ gen 0..max: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #op 0..max
isa/examples/check-operand-enum-witness.xml:27:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-operand-enum-witness.xml:27:1: note: #instruction @ gen 0..max: 248 of 2^8 words match no leaf (96.875%), in 6 cubes [unused-encoding]
    cube: 0b000000xx (2^2 words)
    cube: 0b000011xx (2^2 words)
    cube: 0b0001xxxx (2^4 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-operand-enum-witness.xml:14:1: warning: 1 field of enum type #m can hold values it does not list (e.g. 'M' of 'e' holds 3) [undocumented-enum-value]
    gen: 5
    decodes as: g5 e3
    field: M (isa/examples/check-operand-enum-witness.xml:25) holds 0x3 in 'e'
    witness: 0b
    related: isa/examples/check-operand-enum-witness.xml:25:2
isa/examples/check-operand-enum-witness.xml:32:3: warning: unknown: in this case of 'h', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-witness.xml:36:2: warning: unknown: in this case of 'h', whether the text determines 1 field ('SRC') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-operand-enum-witness.xml:49:2: warning: in this case of 'g5', bits 03 (2) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 08  "g5"
    same text: 09  "g5"
    gen: 0
    related: isa/examples/check-operand-enum-witness.xml:42:1
0 errors, 3 warnings, 2 unknown, 4 notes
