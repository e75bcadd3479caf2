# Commands that do not read Bifrost descriptions yet say so.
# args: asm tests/bifrost/mini.xml '*ADD.f32 t0, r0, r0'
# stderr
# exit: 2
---
tests/bifrost/mini.xml:1:1: error: 'asm' does not read Bifrost descriptions yet (lint, decode, encode, check, vectors, gen and diff do) [bi-unsupported]
isaproof: tests/bifrost/mini.xml has errors; refusing to use it
