# swz (ir3-cat1.xml:373-396).  2490600c00020b05: UL(45)=1, DST_TYPE(46-48)=1
# f32, SRC_TYPE(50-52)=4 s16, ROUND(55-56)=1 "(even)" (#round 63-68),
# DST0=0x0c r3.x, DST1=0x02 r0.z, SRC0=0x05, SRC1=0x0b.  #cat1-multi-src
# (323-332) prints {HALF}: derived in #instruction-cat1-typed (87-96), true
# for s16 -> "h"; #cat1-multi-dst uses DST_HALF, false for f32.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors 2490600c00020b05
---
(ul)swz.s16f32 (even)r3.x, r0.z, hr1.y, hr2.w
