# Relative registers and a dontcare bit inside an operand bitset.
# 4010000430174bfd: add.f (ir3-cat2.xml:186-188), FULL=1, DST r1.x.
#   SRC1=0x4bfd: bits 11-13 = 001, bit 10 = 0 -> #multisrc-relative-gpr
#   (ir3-common.xml:225-237), ABSNEG=1 "(neg)", SRC = #reg-relative-gpr
#   (93-106) OFFSET 10-bit int 0x3fd = -3 -> "r<a0.x + -3>".
#   SRC2=0x3017: bits 11-13 = 110 -> #multisrc-const (215-223), pattern "x10"
#   so bit 13 is x: the nested leaf reports "dontcare bits in #multisrc-const"
#   with the field bits (0x2000); c5.w is #reg-const (77-87).
# 200640c80000040a: mov-gpr (ir3-cat1.xml:280-294), f32/f32, DST_REL(49)=1 ->
#   #cat1-dst (31-61) second override (OFFSET=200 != 0) "r<a0.x + 200>";
#   SRC #cat1-gpr-src (224-232) with LAST=1 "(last)".
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors 4010000430174bfd 200640c80000040a
---
add.f r1.x, (neg)r<a0.x + -3>, c5.w	; dontcare bits in #multisrc-const: 0000000000002000
mov.f32f32 r<a0.x + 200>, (last)r2.z
