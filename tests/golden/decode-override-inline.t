# bfe inline override {HI} < {LO}: WIDTH is negative, sign-extended from
# 4 bits (2-5+1 = -2, 0-7+1 = -6).
# args: decode $ROOT/isa/toy16.xml 7543 7700
---
bfe r3, invalid w=-2
bfe r0, invalid w=-6
