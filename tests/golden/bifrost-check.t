# check on a Bifrost file: overlapping states and which one Mesa's generated
# disassembler prints (*HIDDEN loses every word), the words no state
# selects as cubes, a modifier value no name covers, bits no field holds;
# each with a witness word.
# args: check tests/bifrost/overlap.xml
# exit: 1
---
tests/bifrost/overlap.xml:17:3: warning: *NARROW and *HIDDEN both match 4096 words: Mesa's generated disassembler tries *NARROW first (as many exact bits, earlier in the file), so *HIDDEN never prints them [bi-overlap]
    decodes as: *NARROW t0, r0, r0
    witness: 101000
    gens: #fma 0..max
    related: tests/bifrost/overlap.xml:12:3
tests/bifrost/overlap.xml:17:3: error: *HIDDEN can never be printed: states Mesa tries before it take every one of its words [bi-shadowed]
    decodes as: *NARROW t0, r0, r0
    matched first by: *NARROW
    witness: 101000
    gens: #fma 0..max
tests/bifrost/overlap.xml:7:3: warning: *NARROW and *WIDE both match 4096 words: Mesa's generated disassembler tries *NARROW first (more exact bits), so *WIDE never prints them [bi-overlap]
    decodes as: *NARROW t0, r0, r0
    witness: 101000
    gens: #fma 0..max
    related: tests/bifrost/overlap.xml:12:3
tests/bifrost/overlap.xml:7:3: warning: *HIDDEN and *WIDE both match 4096 words: Mesa's generated disassembler tries *HIDDEN first (more exact bits), so *WIDE never prints them [bi-overlap]
    decodes as: *NARROW t0, r0, r0
    witness: 101000
    gens: #fma 0..max
    related: tests/bifrost/overlap.xml:17:3
tests/bifrost/overlap.xml:1:1: note: #fma: 8318976 of 2^23 words select no state (99.1699%; Mesa prints INSTR_INVALID_ENC), in 15 cubes [unused-encoding]
    decodes as: INSTR_INVALID_ENC fma 0
    cube: 0b000xxxxxxxxxxxxxxxxxxxx (2^20 words)
    cube: 0b0010001xxxxxxxxxxxxxxxx (2^16 words)
    cube: 0b001001xxxxxxxxxxxxxxxxx (2^17 words)
    cube: 0b00101xxxxxxxxxxxxxxxxxx (2^18 words)
    cube: 0b0011xxxxxxxxxxxxxxxxxxx (2^19 words)
    cube: 0b01000000001xxxxxxxxxxxx (2^12 words)
    cube: 0b0100000001xxxxxxxxxxxxx (2^13 words)
    cube: 0b010000001xxxxxxxxxxxxxx (2^14 words)
    cube: 0b01000001xxxxxxxxxxxxxxx (2^15 words)
    cube: 0b0100001xxxxxxxxxxxxxxxx (2^16 words)
    cube: 0b010001xxxxxxxxxxxxxxxxx (2^17 words)
    cube: 0b01001xxxxxxxxxxxxxxxxxx (2^18 words)
    cube: 0b0101xxxxxxxxxxxxxxxxxxx (2^19 words)
    cube: 0b011xxxxxxxxxxxxxxxxxxxx (2^20 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxx (2^22 words)
    witness: 000000
    gens: #fma 0..max
tests/bifrost/overlap.xml:12:3: note: *NARROW: bits 6,7,8,9,10,11 of its words reach neither its pattern nor its text [bi-unread-bits]
    decodes as: *NARROW t0, r0, r0
    and so does: *NARROW t0, r0, r0
    other word: 101fc0
    witness: 101000
    gens: #fma 0..max
tests/bifrost/overlap.xml:23:5: warning: *MODS: 1 of the 4 values of modifier round have no name (the first: 3); Mesa's disassembler prints them as .reserved [bi-mod-unnamed]
    decodes as: *MODS.reserved t0, r0
    witness: 2000c0
    gens: #fma 0..max
tests/bifrost/overlap.xml:21:3: note: *MODS: bits 3,4,5,8,9,10,11 of its words reach neither its pattern nor its text [bi-unread-bits]
    decodes as: *MODS t0, r0
    and so does: *MODS t0, r0
    other word: 200f38
    witness: 200000
    gens: #fma 0..max
tests/bifrost/overlap.xml:7:3: note: *WIDE: bits 3,4,5,6,7,8,9,10,11 of its words reach neither its pattern nor its text [bi-unread-bits]
    decodes as: *WIDE t0, r0, imm:0
    and so does: *WIDE t0, r0, imm:0
    other word: 100ff8
    witness: 100000
    gens: #fma 0..max
tests/bifrost/overlap.xml:1:1: note: #add: 1044480 of 2^20 words select no state (99.6094%; Mesa prints INSTR_INVALID_ENC), in 8 cubes [unused-encoding]
    decodes as: INSTR_INVALID_ENC add 0
    cube: 0b0000xxxxxxxxxxxxxxxx (2^16 words)
    cube: 0b00010001xxxxxxxxxxxx (2^12 words)
    cube: 0b0001001xxxxxxxxxxxxx (2^13 words)
    cube: 0b000101xxxxxxxxxxxxxx (2^14 words)
    cube: 0b00011xxxxxxxxxxxxxxx (2^15 words)
    cube: 0b001xxxxxxxxxxxxxxxxx (2^17 words)
    cube: 0b01xxxxxxxxxxxxxxxxxx (2^18 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxx (2^19 words)
    witness: 00000
    gens: #add 0..max
tests/bifrost/overlap.xml:30:3: note: +ONE: bits 3,4,5,6,7,8,9,10,11 of its words reach neither its pattern nor its text [bi-unread-bits]
    decodes as: +ONE t1, r0
    and so does: +ONE t1, r0
    other word: 10ff8
    witness: 10000
    gens: #add 0..max
1 errors, 4 warnings, 0 unknown, 6 notes
