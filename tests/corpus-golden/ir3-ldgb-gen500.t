# The word of ir3-ldgb-gen400 at gen 500: ldgb for gen >= 500
# (ir3-cat6.xml:617-621) has bit 0 as x, so the set bit 0 is reported.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors c6ca0c1300721001
---
ldgb.untyped.1d.s32.2 r4.w, g[r1.z], 200, r0.x	; dontcare bits in ldgb: 0000000000000001
