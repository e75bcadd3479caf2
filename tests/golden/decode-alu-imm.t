# #alu-ri overrides the display (adds #) and makes SRC a 4-bit int:
# 1000 is -8, 1111 is -1.
# args: decode $ROOT/isa/toy16.xml 2253 2687 23f3
---
addi  r3, #5
movi  r7, #-8
addi  hr3, #-1
