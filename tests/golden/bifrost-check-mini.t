# mini.xml: a derived value no modifier values give (MIN.f32.1's alias entry)
# and a modifier value without a name; notes left out.
# args: check tests/bifrost/mini.xml --no-notes
---
tests/bifrost/mini.xml:108:3: warning: +SEL.i32 is defined again: Mesa keeps this one, at the place of the first (line 91) [bi-duplicate]
tests/bifrost/mini.xml:12:5: warning: *ADD.f32: 1 of the 4 values of modifier round have no name (the first: 3); Mesa's disassembler prints them as .reserved [bi-mod-unnamed]
    decodes as: *ADD.f32.reserved t0, r0, r0
    witness: 100300
    gens: #fma 0..max
tests/bifrost/mini.xml:71:7: warning: *MIN.f32.1: 1 value of its derived fields (the first: 1) no modifier values give, yet none is reserved: Mesa selects such words and prints the modifiers as .reserved [bi-derived-unreached]
    decodes as: *MIN.f32 t0, r0.reserved, r0.reserved
    witness: 300440
    gens: #fma 0..max
tests/bifrost/mini.xml:111:5: warning: +SEL.i32: 1 of the 2 values of modifier wide have no name (the first: 1); Mesa's disassembler prints them as .reserved [bi-mod-unnamed]
    decodes as: +SEL.i32.reserved t1, r0, r0
    witness: 70200
    gens: #add 0..max
0 errors, 4 warnings, 0 unknown, 7 notes
