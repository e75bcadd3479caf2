# jump (ir3-cat0.xml:188-191) via #instruction-cat0-immed (178-186: 32-39,
# 45-47, 52-54 x) and #instruction-cat0 (31-54: IMMED 0-31 branch, REPEAT
# 40-42 not displayed here, 43 x).  0900031ffffffff0: JP=1, REPEAT=3,
# x bits 32-36 = 0x1f, IMMED=0xfffffff0 -> -16.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors 0900031ffffffff0
---
(jp)jump #-16	; dontcare bits in jump: 0000001f00000000
