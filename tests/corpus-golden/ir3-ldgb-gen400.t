# ldgb for gen <= 499 (ir3-cat6.xml:611-615: OPC 11011, bit 0 = 1) via
# #instruction-cat6-a3xx-ibo-load (586-609: bits 1-8 and 40 x).
# c6ca0c1300721001: TYPE=5 s32, SSBO_IM=0 -> SSBO 0x06 prints r1.z,
# DST(32-39)=0x13 r4.w, SRC1_IM(22)=1 -> SRC1 = 200, SRC2 = r0.x,
# TYPE_SIZE_MINUS_ONE=1 -> 2, TYPED=0 "untyped", D=1.  No x bit is set.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors c6ca0c1300721001
---
ldgb.untyped.1d.s32.2 r4.w, g[r1.z], 200, r0.x
