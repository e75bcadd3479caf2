# A clause of one tuple (format 0, tag 0x4b) on tests/bifrost/mini.xml: every
# header field Mesa's disassemble_bifrost prints, the register block, staging
# register and destination taken from the clause (text checked against Mesa's).
# args: decode tests/bifrost/mini.xml --clause 3150489d6d00002880008a943461854b
---
clause_0:
ds(2) osrb bb inf_suppress nan_suppress ftz_dx11 fpe_pd load td ncph next_store dwb(0, 3) 
{
    *ADD.f32 t0, r10, r17
    +LOAD.i32 r33:t1.h1, r17, r10, offset:0, @r4
}

