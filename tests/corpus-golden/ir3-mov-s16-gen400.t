# mov-immed (ir3-cat1.xml:258-268) via #instruction-cat1-mov (115-155).
# 305102041234fffe: SY=1, REPEAT(40-41)=2, SRC_TYPE=DST_TYPE=4 (s16), DST=r1.x
# (not a0.x, so no mova) -> default display; DST_HALF -> "h".
# SRC is #cat1-immed-src (163-212): the s16 override (191-196) has no display
# but defines IMMED as a 16-bit int, so the default {IMMED} prints
# 0xfffe = -2 and ignores bits 16-31 (0x1234).
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors 305102041234fffe
---
(sy)(rpt2)mov.s16s16 hr1.x, -2
