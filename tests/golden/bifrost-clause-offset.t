# --branch-offset gives the first clause's offset: labels and branch
# targets move with it.
# args: decode tests/bifrost/mini.xml --clause --branch-offset 7 00000000000000308001618410c4402b 0b005a2a4a00000c80012b0c51c84023 6000000c200000100000000000001244
---
clause_7:
ds(0) eos 
{
    *ADD.f32 t0, clause_25, clause_25 >> 32
    +LOAD.i32 r8:t1, clause_25, r2, offset:0, @r0
    *ADD.f32 r9:t0.h0, clause_25 >> 32, clause_25
    +LOAD.i32 t1, t, r5, offset:0, @r0
    *ADD.f32 r4:t0, clause_25, clause_25 >> 32
    +LOAD.i32 t1, clause_25, r58, offset:0, @r0
}

