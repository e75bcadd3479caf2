# check: as check-param-gen-hidden, q hiding the param only at gens 3..6:
# undocumented-enum-value for #m.
# args: check isa/examples/check-param-gen-window.xml
---
isa/examples/check-param-gen-window.xml:38:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-param-gen-window.xml:16:1: note: #op @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #op 0..max
isa/examples/check-param-gen-window.xml:16:1: note: #op @ gen 0..max: 0 of 2^4 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #op 0..max
isa/examples/check-param-gen-window.xml:38:1: note: #instruction @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-param-gen-window.xml:38:1: note: #instruction @ gen 0..max: 192 of 2^8 words match no leaf (75%), in 2 cubes [unused-encoding]
    cube: 0b00xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-param-gen-window.xml:11:1: warning: 1 field of enum type #m can hold values it does not list (e.g. 'M' of 'mov' holds 3) [undocumented-enum-value]
    gen: 0
    decodes as: mov q3
    field: M (isa/examples/check-param-gen-window.xml:45) holds 0x3 in 'mov'
    witness: 70
    related: isa/examples/check-param-gen-window.xml:45:2
isa/examples/check-param-gen-window.xml:41:2: warning: in this case of 'mov', bits 07 (3) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 40  "mov q.x"
    same text: 41  "mov q.x"
    gen: 0
    related: isa/examples/check-param-gen-window.xml:40:1
isa/examples/check-param-gen-window.xml:41:2: warning: in this case of 'mov', the text does not determine field 'SRC' (bits 0..3): its operand prints two values alike [roundtrip-text-field]
    word: 40  "mov q.x"
    same text: 41  "mov q.x"
    values: SRC = 0x0 and 0x1
    gen: 0
    related: isa/examples/check-param-gen-window.xml:46:2
isa/examples/check-param-gen-window.xml:41:2: warning: unknown: in this case of 'mov', whether the text determines 1 field ('M') is not settled: the templates do not prove it and 6 decoded words gave no two that print alike [roundtrip-text-field]
0 errors, 4 warnings, 1 unknown, 4 notes
