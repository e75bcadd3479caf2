# absneg.s (ir3-cat2.xml:278-280) via #instruction-cat2-1src (73-93: bits
# 16-31 and 48-50 x) and #instruction-cat2 (31-71).  43550004beef8009:
# FULL(52)=1, DST=r1.x, SRC1 #multisrc-gpr (ir3-common.xml:200-213): SRC=0x09
# r2.y, ABSNEG(14-15)=2 "(abs)", HALF = !FULL = 0.  DST_HALF (#dest-half
# 253-255): FULL == DST_CONV is false.  x bits: 0xbeef in 16-31, 101 in 48-50.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors 43550004beef8009
---
absneg.s r1.x, (abs)r2.y	; dontcare bits in absneg.s: 00050000beef0000
