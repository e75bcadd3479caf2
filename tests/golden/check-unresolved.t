# check: unresolved references.  Displays of instruction leaves are checked
# per word: jmp never defines TARGET (witness 40), sel defines IMM only
# when M = 1 (witness 50, M = 0); an operand display ({SZ}) is checked by
# name ({HALF} is passed as a param, so it is fine); expressions read
# {MODEX} (an override) and {SCALE} (a derived field).  nop has no display.
# Unused: 204 of 256 words (79.6875%), 9 cubes.
# args: check isa/examples/check-unresolved.xml
---
isa/examples/check-unresolved.xml:53:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-unresolved.xml:44:2: warning: display of '#reg' refers to '{SZ}', which is no field of it, its ancestors or descendants, nor a template [display-unresolved]
isa/examples/check-unresolved.xml:98:2: warning: display of 'jmp' refers to '{TARGET}', which is no field of it, its ancestors or descendants, nor a template [display-unresolved]
isa/examples/check-unresolved.xml:43:1: note: #reg @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #reg 0..max
isa/examples/check-unresolved.xml:43:1: note: #reg @ gen 0..max: 0 of 2^3 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #reg 0..max
isa/examples/check-unresolved.xml:53:1: note: #instruction @ gen 0..max: 6 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-unresolved.xml:53:1: note: #instruction @ gen 0..max: 204 of 2^8 words match no leaf (79.6875%), in 9 cubes [unused-encoding]
    cube: 0b0101001x (2^1 words)
    cube: 0b010101xx (2^2 words)
    cube: 0b01011xxx (2^3 words)
    cube: 0b011xxxxx (2^5 words)
    cube: 0b0x000001 (2^1 words)
    cube: 0b0x00001x (2^2 words)
    cube: 0b0x0001xx (2^3 words)
    cube: 0b0x001xxx (2^4 words)
    cube: 0b1xxxxxxx (2^7 words)
    gens: #instruction 0..max
isa/examples/check-unresolved.xml:44:2: warning: display prints {SZ}, but for some words of 'gpr' no case defines it [unresolved-field]
    gen: 0
    decodes as: add r0	; no field 'SZ'
    witness: 10
    related: isa/examples/check-unresolved.xml:49:1
isa/examples/check-unresolved.xml:98:2: warning: display prints {TARGET}, but for some words of 'jmp' no case defines it [unresolved-field]
    gen: 0
    decodes as: jmp 	; no field 'TARGET'
    witness: 40
    related: isa/examples/check-unresolved.xml:97:1
isa/examples/check-unresolved.xml:109:2: warning: display prints {IMM}, but for some words of 'sel' no case defines it [unresolved-field]
    gen: 0
    decodes as: sel 0 	; no field 'IMM'
    witness: 50
    related: isa/examples/check-unresolved.xml:104:1
isa/examples/check-unresolved.xml:61:2: warning: unknown: in this case of 'add', whether the text determines 2 fields ('DST', 'H') is not settled: the templates do not prove it and 26 decoded words gave no two that print alike [roundtrip-text-field]
isa/examples/check-unresolved.xml:56:1: warning: leaf 'nop' has no display in any case of it or its ancestors [no-display]
    gen: 0
    decodes as: 	; nop: no display template
    witness: 00
isa/examples/check-unresolved.xml:73:3: warning: expression "{MODEX} == 1" used by 'sub' reads {MODEX}, but no case of it or its ancestors defines it [unresolved-field]
    gen: 0
    decodes as: sub r0 m0	; no field 'MODEX'
    witness: 20
    related: isa/examples/check-unresolved.xml:71:1
isa/examples/check-unresolved.xml:93:3: warning: expression "{DST} * {SCALE}" used by 'mul' reads {SCALE}, but no case of it or its ancestors defines it [unresolved-field]
    gen: 0
    decodes as: mul r0, 0	; no field 'SCALE'
    witness: 30
    related: isa/examples/check-unresolved.xml:86:1
0 errors, 9 warnings, 1 unknown, 4 notes
