# Two clauses: two tuples (formats 0 and 1) then one; the second clause's
# label counts quadwords; reserved message types print as Mesa prints them.
# args: decode tests/bifrost/mini.xml --clause 00000000c0000004800007907185022b 600000000007fffd8002405800828143 a2c8002033000049002002943461854b
---
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

