# --bin FILE: the shader's bytes as Mesa takes them (little-endian 32-bit
# words); two trailing bytes are no word.
# stderr
# args: decode tests/bifrost/mini.xml --clause --bin tests/bifrost/clauses.bin
---
isaproof: note: the last 2 bytes of 'tests/bifrost/clauses.bin' are no whole 32-bit word: not read (as Mesa)
clause_0:
ds(0) nbb 
{
    *ADD.f32 t0, r7, r7
    +LOAD.i32 t1, r8, r7, offset:0, @r0
    *MIN.f32 t0, r0.abs, r44.abs
    +NOP r5:t1.h1
}

clause_2:
ds(1) eos ftz_au fpe_psqr XXX reserved next_XXX reserved 
{
    *SHIFT.v2i16.b11 t0, r3, r3
    +LOAD.i32 r33:t1.h1, r17, r17(INVALID), offset:0, @r1
}

