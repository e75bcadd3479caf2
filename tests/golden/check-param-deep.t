# check: a field printed only through a param handed on twice (op ->
# #outer -> #inner, which prints it) is followed to the inner operand:
# undocumented-enum-value with the witness 0180 (MODE = 2), which prints
# "op0 o0:2i0", a value #mode does not list.
# args: check isa/examples/check-param-deep.xml
---
isa/examples/check-param-deep.xml:42:1: warning: instruction width 16 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-param-deep.xml:19:1: note: #inner @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #inner 0..max
isa/examples/check-param-deep.xml:19:1: note: #inner @ gen 0..max: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #inner 0..max
isa/examples/check-param-deep.xml:29:1: note: #outer @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #outer 0..max
isa/examples/check-param-deep.xml:29:1: note: #outer @ gen 0..max: 0 of 2^4 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #outer 0..max
isa/examples/check-param-deep.xml:42:1: note: #instruction @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-param-deep.xml:42:1: note: #instruction @ gen 0..max: 65280 of 2^16 words match no leaf (99.6094%), in 8 cubes [unused-encoding]
    cube: 0b00000000xxxxxxxx (2^8 words)
    cube: 0b0000001xxxxxxxxx (2^9 words)
    cube: 0b000001xxxxxxxxxx (2^10 words)
    cube: 0b00001xxxxxxxxxxx (2^11 words)
    cube: 0b0001xxxxxxxxxxxx (2^12 words)
    cube: 0b001xxxxxxxxxxxxx (2^13 words)
    cube: 0b01xxxxxxxxxxxxxx (2^14 words)
    cube: 0b1xxxxxxxxxxxxxxx (2^15 words)
    gens: #instruction 0..max
isa/examples/check-param-deep.xml:14:1: warning: 1 field of enum type #mode can hold values it does not list (e.g. 'MODE' of 'op' holds 2) [undocumented-enum-value]
    gen: 0
    decodes as: op0 o0:2i0
    field: MODE (isa/examples/check-param-deep.xml:50) holds 0x2 in 'op'
    witness: 0180
    related: isa/examples/check-param-deep.xml:50:2
isa/examples/check-param-deep.xml:46:2: warning: unknown: in this case of 'op', whether the text determines 2 fields ('SRC', 'MODE') is not settled: the templates do not prove it and 36 decoded words gave no two that print alike [roundtrip-text-field]
0 errors, 2 warnings, 1 unknown, 6 notes
