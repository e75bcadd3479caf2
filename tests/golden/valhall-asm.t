# asm on the small Valhall-dialect file: accepted texts (empty modifier
# tokens, trailing comma, a special FAU value with its page, defaults of
# 16-bit swizzles, the i??N quirk) and refusals, one per line.
# args: asm tests/valhall/mini.xml 'MOV.i32 r1, r2' 'MOV.i32.. r0, r1,' 'CLZ.u32.end r1, thread_local_pointer.w1' 'FADD.v2f16 r0, r1.h10, r2.neg' 'IADD_IMM.i32 r0, i0x5, #-0x0' 'LOAD.i32.slot2 @r4:r5, ^r2, offset:-32768' 'CSEL.u32.gt r0, u1, u0, 0x3F800000, r2' 'NOP.wait0' 'NOP.none.end' 'MOV.i32 r0, 0x12345678' 'FADD.f32 r0, u0, u4' 'FADD.f32 r0, r1.h0.h1, r2' 'LOAD.i32.slot2 @r1:r2, r2, offset:0' 'LOAD.i32.slot2.sr1 @r1, r2, offset:0' 'LOAD.i32 @r1, r2, offset:0' 'IADD_IMM.i32 r0, r1, #07' 'CSEL.u32 r0, r1, r2, r3, r4' 'BARRIER.slot0.left' 'MOV.i32 r0, u0.w1' 'MOV.i32x r0, r1' 'IADD.u32 r0, lane_id, u0'
# stderr
# exit: 1
---
0091c10000000002
0091c00000000001
7a91c100000400e3
00a5c01018000201
0110c000000000c5
0060840498800042
<args>:7: error: overflowed FAU buffer: more than two uniforms and constants
0800c00000000000
<args>:9: error: two flow modifiers
<args>:10: error: constant 0x12345678 is not in the immediate LUT
<args>:11: error: too many FAU slots
<args>:12: error: two swizzles on one source
<args>:13: error: staging registers must be aligned to a register pair
<args>:14: error: modifier 'staging_register_count' specified twice
<args>:15: error: missing required modifier 'slot'
<args>:16: error: immediate '07' is not an integer in [0, 4294967295]
<args>:17: error: missing required modifier 'condition'
<args>:18: error: invalid modifier '.left'
<args>:19: error: '.w1' on a source that is no special value
<args>:20: error: 'MOV.i32' must be followed by '.' in 'MOV.i32x'
<args>:21: error: mismatched FAU pages 3 and 0
