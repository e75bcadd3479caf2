# check: an enum gap reachable only under an override.  mov's override
# ({EXT} == 1) widens TYPE to 2 bits, so TYPE can hold 3 (witness 0f,
# "mov3 e1"); the default-case TYPE is 1 bit (0 and 1, both listed), and
# cvt's override ({EXT} == 2 on a 1-bit field) is never selected: one
# warning only, naming mov.
# args: check isa/examples/check-enum-override.xml
---
isa/examples/check-enum-override.xml:35:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-enum-override.xml:35:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-enum-override.xml:35:1: note: #instruction @ gen 0..max: 240 of 2^8 words match no leaf (93.75%), in 5 cubes [unused-encoding]
    cube: 0b00000xxx (2^3 words)
    cube: 0b00011xxx (2^3 words)
    cube: 0b001xxxxx (2^5 words)
    cube: 0b01xxxxxx (2^6 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-enum-override.xml:29:1: warning: 1 field of enum type #srct can hold values it does not list (e.g. 'TYPE' of 'mov' holds 3) [undocumented-enum-value]
    gen: 0
    decodes as: mov3 e1
    field: TYPE (isa/examples/check-enum-override.xml:44) holds 0x3 in 'mov'
    witness: 0f
    related: isa/examples/check-enum-override.xml:44:3
isa/examples/check-enum-override.xml:41:3: warning: unknown: in this case of 'mov', whether the text determines 2 fields ('TYPE', 'EXT') is not settled: the templates do not prove it and 22 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-enum-override.xml:46:2: warning: unknown: in this case of 'mov', whether the text determines 2 fields ('TYPE', 'EXT') is not settled: the templates do not prove it and 20 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-enum-override.xml:63:2: warning: unknown: in this case of 'cvt', whether the text determines 2 fields ('TYPE', 'EXT') is not settled: the templates do not prove it and 20 decoded words gave no two that print alike [roundtrip-text-field]
0 errors, 2 warnings, 3 unknown, 2 notes
