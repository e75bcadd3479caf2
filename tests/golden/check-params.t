# check-params.xml: a param naming nothing, and a field that does not pass
# a name its operand's leaf prints (another field does).
# args: check isa/examples/check-params.xml --max-cubes 1
---
isa/examples/check-params.xml:16:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-params.xml:10:1: note: #reg @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #reg 0..max
isa/examples/check-params.xml:10:1: note: #reg @ gen 0..max: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #reg 0..max
isa/examples/check-params.xml:16:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-params.xml:16:1: note: #instruction @ gen 0..max: 248 of 2^8 words match no leaf (96.875%), in 6 cubes [unused-encoding]
    cube: 0b000000xx (2^2 words)
    more: 5 more cubes (--max-cubes)
    gens: #instruction 0..max
isa/examples/check-params.xml:11:2: warning: display prints {HALF}, but for some words of 'gpr' no case defines it [unresolved-field]
    gen: 0
    decodes as: add r0	; no field 'HALF'
    witness: 04
    related: isa/examples/check-params.xml:13:1
isa/examples/check-params.xml:18:2: warning: unknown: in this case of 'add', whether the text determines 1 field ('DST') is not settled: the templates do not prove it and 4 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-params.xml:20:2: warning: field 'DST' of 'add' passes {HX} (as {HALF}), but no case of 'add', its ancestors or descendants defines it [unresolved-param]
isa/examples/check-params.xml:27:2: warning: field 'DST' of 'sub' decodes #reg without passing {HALF}, which its leaf 'gpr' reads [unresolved-param]
    related: isa/examples/check-params.xml:13:1
0 errors, 4 warnings, 1 unknown, 4 notes
