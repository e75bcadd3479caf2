# atomic.s.add for gen <= 499 (ir3-cat6.xml:815-818) via
# #instruction-cat6-a3xx-atomic-global-a4xx (811-813: bit 0 = 0), -global
# (784-809: G bit 52 = 1, TYPE 49-51 #type-atomic, SRC3 1-8, SSBO 41-48) and
# #instruction-cat6-a3xx-atomic (682-721).  c43c061d2a810c06: TYPE=6 "u64",
# SSBO_IM=1 SSBO=3, DST=0x1d r7.y, SRC2_IM=1 SRC2=42, SRC1_IM=0 SRC1=r1.x,
# TYPED=1, D_MINUS_ONE=2 -> 3d, TYPE_SIZE=1, SRC3=0x03 r0.w.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors c43c061d2a810c06
---
atomic.s.add.typed.3d.u64.1.g r7.y, g[3], r1.x, 42, r0.w
