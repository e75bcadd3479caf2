# check: dontcare-settable notes for nop (its own bits, word 0f) and for
# the parent #sync (once, through its first leaf bar, word 1c), an
# assert-violable note for ret (word 41), and nothing for halt's assert,
# which only applies when the asserted bit is already 1.
# args: check isa/examples/check-dontcare-assert.xml
---
isa/examples/check-dontcare-assert.xml:33:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-dontcare-assert.xml:33:1: note: #instruction @ gen 0..max: 5 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-dontcare-assert.xml:33:1: note: #instruction @ gen 0..max: 228 of 2^8 words match no leaf (89.0625%), in 7 cubes [unused-encoding]
    cube: 0b0001xx1x (2^3 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01x0001x (2^2 words)
    cube: 0b01x001xx (2^3 words)
    cube: 0b01x01xxx (2^4 words)
    cube: 0b01x1xxxx (2^5 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-dontcare-assert.xml:36:1: note: dontcare bits 0f of 'nop' can be set in a word that decodes as 'nop' (Mesa then reports them) [dontcare-settable]
    gen: 0
    decodes as: nop	; dontcare bits in nop: 01
    witness: 01
    related: isa/examples/check-dontcare-assert.xml:36:1
isa/examples/check-dontcare-assert.xml:44:1: note: dontcare bits 0c of '#sync' can be set in a word that decodes as 'bar' (Mesa then reports them) [dontcare-settable]
    gen: 0
    decodes as: bar	; dontcare bits in bar: 04
    witness: 14
    related: isa/examples/check-dontcare-assert.xml:52:1
isa/examples/check-dontcare-assert.xml:65:2: note: assert on bits 0..0 of 'ret' can be violated by a word that decodes as 'ret' [assert-violable]
    gen: 0
    decodes as: ret	; WARNING: unexpected bits[0:0] in ret: 01 vs 00
    witness: 41
    related: isa/examples/check-dontcare-assert.xml:60:1
isa/examples/check-dontcare-assert.xml:71:3: warning: unknown: in this case of 'halt', whether the text determines 1 field ('F') is not settled: the templates do not prove it and 2 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-dontcare-assert.xml:76:2: warning: unknown: in this case of 'halt', whether the text determines 1 field ('F') is not settled: the templates do not prove it and 2 decoded words gave no two that print alike [roundtrip-text-field]
0 errors, 1 warnings, 2 unknown, 5 notes
