# check: a sub-bitset gap.  The 4-bit root #src leaves 1111 unmatched (1 of
# 16 words, one cube); the SRC fields of neg and abs can hold it: one
# undocumented-operand warning at #src naming both fields, with neg's
# witness 1f (the only such word of neg) decoded with Mesa's
# "no match: FIELD" error.
# args: check isa/examples/check-operand-gap.xml
---
isa/examples/check-operand-gap.xml:65:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-operand-gap.xml:31:1: note: #src @ gen 0..max: 4 leaves pairwise disjoint (proved) [disjoint]
    gens: #src 0..max
isa/examples/check-operand-gap.xml:31:1: note: #src @ gen 0..max: 1 of 2^4 words match no leaf (6.25%), in 1 cube [unused-encoding]
    cube: 0b1111 (2^0 words)
    gens: #src 0..max
isa/examples/check-operand-gap.xml:65:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-operand-gap.xml:65:1: note: #instruction @ gen 0..max: 224 of 2^8 words match no leaf (87.5%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxx (2^4 words)
    cube: 0b0011xxxx (2^4 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-operand-gap.xml:31:1: warning: 2 fields of type #src can hold bits no #src leaf matches (e.g. 'SRC' of 'neg' holds 0f) [undocumented-operand]
    gen: 0
    decodes as: neg 	; no match: FIELD: 'neg.SRC': 0f
    field: SRC (isa/examples/check-operand-gap.xml:73) holds 0xf in 'neg'
    field: SRC (isa/examples/check-operand-gap.xml:81) holds 0xf in 'abs'
    witness: 1f
    related: isa/examples/check-operand-gap.xml:73:2
0 errors, 2 warnings, 0 unknown, 4 notes
