# valhall-decode.t on mini.xml written with <mod> (the tag of Mesa before
# July 2024) for <va_mod>: the same text, .saturate included.
# args: decode tests/valhall/mini-mod.xml --show-errors 0091c10000000002 0091c10000040002 00a4c03200000201 00a5c00000000201 00a0c10040000201 00a0c10000010201 00a0c10000020201 0150c1000304c9c0 0060c002c0ffff02 0110c10012345601 7800c00000000000 0045000040000000 0045000100000000 0291c100000000e3 0491c100000000e6 00a4c000000000ff 80a4c00000000001 0123000000000000
# exit: 1
---
MOV.i32 r1, r2
CLZ.u32 r1, r2
FADD.f32.clamp_m1_1 r0, r1, r2.neg.abs
FADD.v2f16 r0, r1.h00, r2.h00
IADD.u32.saturate r1, r1, r2
ISUB.u32 r1, r1, r2
no match: 00a0c10000020201
CSEL.u32.eq r1, 0x0, 0x7060504, r4, r3
LOAD.i32.reserved @r0, r2, offset:-1
IADD_IMM.i32 r1, r1, #0x123456
NOP.end 
BARRIER.slot1 
BARRIER.slot[4] 	; slot[4] is past the table's end (4 entries)
MOV.i32 r1, thread_local_pointer.w1
MOV.i32 r1, reserved_page2.w0
FADD.f32 r0, lut[63], r0	; overflow in LUT: float source 0 reads entry 63 of 32
FADD.f32.flow[16] r0, r1, r0	; assert: reserved bit 63 is set, flow[16] is past the table's end (16 entries)
no match: 0123000000000000
