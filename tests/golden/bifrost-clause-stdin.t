# Quadwords from standard input, one a line; a clause whose first word is 0
# is Mesa's end-of-shader padding: the rest is not read (said on stderr).
# stderr
# stdin: 3150489d6d00002880008a943461854b
# stdin: 0
# stdin: 00000000c0000004800007907185022b
# args: decode tests/bifrost/mini.xml --clause
---
isaproof: note: word 4 is 0, which ends the shader (Mesa's padding); 3 nonzero words after it are not read
clause_0:
ds(2) osrb bb inf_suppress nan_suppress ftz_dx11 fpe_pd load td ncph next_store dwb(0, 3) 
{
    *ADD.f32 t0, r10, r17
    +LOAD.i32 r33:t1.h1, r17, r10, offset:0, @r4
}

