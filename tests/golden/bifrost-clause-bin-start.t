# --start OFFSET skips bytes of the --bin FILE: the shader begins at its third
# quadword, whose clause is then clause_0 (--branch-offset would say otherwise).
# stderr
# args: decode tests/bifrost/mini.xml --clause --bin tests/bifrost/clauses.bin --start 32
---
isaproof: note: the last 2 bytes of 'tests/bifrost/clauses.bin' are no whole 32-bit word: not read (as Mesa)
clause_0:
ds(1) eos ftz_au fpe_psqr XXX reserved next_XXX reserved 
{
    *SHIFT.v2i16.b11 t0, r3, r3
    +LOAD.i32 r33:t1.h1, r17, r17(INVALID), offset:0, @r1
}

