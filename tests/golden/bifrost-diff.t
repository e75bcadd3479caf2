# Two Bifrost files: per slot, the words that select or print differently, as exact counts and cubes.
# args: diff tests/bifrost/mini.xml tests/bifrost/mini-changed.xml
# exit: 1
---
tests/bifrost/mini.xml:7:3: error: #fma: 256 words select states of one name that print different text (0.00305% of 2^23), in 1 cubes [diff-text]
    A decodes as: *ADD.f32.rtp t0, r3, r3
    B decodes as: *ADD.f32.rtpos t0, r3, r3
    cube: 0b001000000000001xxxxxxxx (256 words)
    pair: A *ADD.f32 / B *ADD.f32: 256 words, e.g. 100100
    witness: 100100
    gens: #fma 0..max
    related: tests/bifrost/mini-changed.xml:4:3
tests/bifrost/mini.xml:117:3: error: #add: 1 words select a state in A and none in B (9.54e-05% of 2^20), in 1 cubes [diff-only-a]
    A decodes as: +NOP t1
    B decodes as: INSTR_INVALID_ENC add 7FFFF
    cube: 0b01111111111111111111 (1 words)
    pair: A +NOP / B (none): 1 words, e.g. 7ffff
    witness: 7ffff
    gens: #add 0..max
tests/bifrost/mini-changed.xml:115:3: error: #add: 4096 words select a state in B and none in A (0.391% of 2^20), in 1 cubes [diff-only-b]
    A decodes as: INSTR_INVALID_ENC add 90000
    B decodes as: +NEG.f32 t1, r3
    cube: 0b10010000xxxxxxxxxxxx (4096 words)
    pair: A (none) / B +NEG.f32: 4096 words, e.g. 90000
    witness: 90000
    gens: #add 0..max
tests/bifrost/mini.xml:84:3: error: #add: 64 words select states of different names that print different text (0.0061% of 2^20), in 1 cubes [diff-different]
    A decodes as: +LOAD.i32 t1, r3, r3, offset:0, @r0
    B decodes as: +LOAD.u32 t1, r3, r3, offset:0, @r0
    cube: 0b01100000000000xxxxxx (64 words)
    pair: A +LOAD.i32 / B +LOAD.u32: 64 words, e.g. 60000
    witness: 60000
    gens: #add 0..max
    related: tests/bifrost/mini-changed.xml:81:3
4 errors, 0 warnings, 0 unknown, 0 notes
2 slots: 0 identical (proved), 4 differences; 1 words only in A; 4096 words only in B; 320 words different
