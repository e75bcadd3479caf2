# Three tuples (formats 0, 2 and 3): tuple 2 split over two quadwords, an
# embedded constant that is a branch (M1 1: pc_lo) read through FAU 0x40;
# --verbose adds Mesa's '#' lines (quadwords, tags, header, registers, constants).
# args: decode tests/bifrost/mini.xml --clause --verbose 00000000000000308001618410c4402b 0b005a2a4a00000c80012b0c51c84023 6000000c200000100000000000001244
---
clause_0:
# 00000000 00000030 80016184 10c4402b 
# tag: 0x2b
# 0b005a2a 4a00000c 80012b0c 51c84023 
# tag: 0x23
# 6000000c 20000010 00000000 00001244 
# tag: 0x44
# header: 000000000000
ds(0) eos 
{
    # regs: 000000018410c440
    # slot 0: r1 slot 1: r2 slot 2: r3 (read) slot 3: r4 (write FMA) fau 40 
    *ADD.f32 t0, clause_18, clause_18 >> 32
    +LOAD.i32 r8:t1, clause_18, r2, offset:0, @r0
    # regs: 000000030c51c840
    # slot 0: r5 slot 1: r6 slot 2: r7 (read) slot 3: r8 (write ADD) fau 40 
    *ADD.f32 r9:t0.h0, clause_18 >> 32, clause_18
    +LOAD.i32 t1, t, r5, offset:0, @r0
    # regs: 000000000b454940
    # slot 0: r52 slot 2: r21 (read) slot 3: r9 (write lo FMA) fau 40 
    *ADD.f32 r4:t0, clause_18, clause_18 >> 32
    +LOAD.i32 t1, clause_18, r58, offset:0, @r0
}
# const0: 00000120
# const1: 00000000

