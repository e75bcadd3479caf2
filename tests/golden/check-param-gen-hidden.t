# check: an enum field passed as a param to an operand whose leaf p always
# prints it, while leaf q prints it except at gens below 5: the value 3 #m
# does not list is printed through p ("mov p3"), so undocumented-enum-value
# is reported (a gap seen through q's looser model was refused by decoding
# and dropped before).
# args: check isa/examples/check-param-gen-hidden.xml
---
isa/examples/check-param-gen-hidden.xml:41:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-param-gen-hidden.xml:19:1: note: #op @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #op 0..max
isa/examples/check-param-gen-hidden.xml:19:1: note: #op @ gen 0..max: 0 of 2^4 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #op 0..max
isa/examples/check-param-gen-hidden.xml:41:1: note: #instruction @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-param-gen-hidden.xml:41:1: note: #instruction @ gen 0..max: 192 of 2^8 words match no leaf (75%), in 2 cubes [unused-encoding]
    cube: 0b00xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-param-gen-hidden.xml:14:1: warning: 1 field of enum type #m can hold values it does not list (e.g. 'M' of 'mov' holds 3) [undocumented-enum-value]
    gen: 0
    decodes as: mov p3
    field: M (isa/examples/check-param-gen-hidden.xml:48) holds 0x3 in 'mov'
    witness: 78
    related: isa/examples/check-param-gen-hidden.xml:48:2
isa/examples/check-param-gen-hidden.xml:44:2: warning: in this case of 'mov', bits 37 (5) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 40  "mov q"
    same text: 41  "mov q"
    gen: 0
    related: isa/examples/check-param-gen-hidden.xml:43:1
isa/examples/check-param-gen-hidden.xml:44:2: warning: in this case of 'mov', the text does not determine field 'SRC' (bits 0..3): its operand prints two values alike [roundtrip-text-field]
    word: 40  "mov q"
    same text: 41  "mov q"
    values: SRC = 0x0 and 0x1
    gen: 0
    related: isa/examples/check-param-gen-hidden.xml:49:2
isa/examples/check-param-gen-hidden.xml:44:2: warning: in this case of 'mov', the text does not determine field 'M' (bits 4..5): this case prints it only through a condition, a derived field or a param [roundtrip-text-field]
    word: 40  "mov q"
    same text: 50  "mov q"
    values: M = 0x0 and 0x1
    gen: 0
    related: isa/examples/check-param-gen-hidden.xml:48:2
0 errors, 5 warnings, 0 unknown, 4 notes
