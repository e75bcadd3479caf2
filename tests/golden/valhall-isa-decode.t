# decode on isa/valhall.xml (the project's Valhall-dialect description): sources
# with float, widen, half-swizzle, lanes, lane, combine and not; staging operands
# with a constant count, the read and the write count; a hidden modifier past the
# word; <dest/>; and with --show-errors a float source past the LUT.
# args: decode isa/valhall.xml --show-errors 0090c100c0050002 00a8c11040000302 0094c16000000002 0098c11000000002 00f8c14130030302 781fc047fffffc02 01b4c10840040302 0178c10300040302 0061440068000802 0056848400003000 0120c40200060002 01d0c20000020302 0090c100000000f0 0098c100000000c2 00a8c100f0000302 0056000000000000
# exit: 0
---
FROUND.f32.rtz r1, r2
IADD.v4u8.saturate r1, r2.b3210, r3
V2S8_TO_V2S16 r1, r2.b21
S8_TO_S32 r1, r2.b13
ICMP.u8.gt r1, r2.b1, r3.b3
BRANCHZ.end r2.h1, offset:-4
LSHIFT_OR.i32.not_result r1, r2, r3.not, r4
MUX.i32.bit r1, r2, r3, r4
STORE.i64.slot1 @r4:r5, r2, offset:8
LD_VAR_SPECIAL.skip @r4:r5, index:0x3
ATOM_RETURN.i32 @r4, @r6, r2
SHADDX.u64 r2, r2, r3, shift:0x2
FROUND.f32 r1, lut[48]	; overflow in LUT: float source 0 reads entry 48 of 32
S8_TO_S32 r1, 0x7FFFFFFF.b02
IADD.v4u8.saturate r1, r2, r3.reserved
LD_VAR_SPECIAL @, index:0x0
