# bfe default case: WIDTH = HI-LO+1 (int, width 4), SPAN = HI-LO (uint),
# MASK = (1<<(HI+1)) - (1<<LO) from a named expr, printed as hex.
# args: decode $ROOT/isa/toy16.xml 72a1 70d2 71e0
---
bfe r1, 2:5 w=4 n=3 m=0x3c
bfe.s r2, 0:6 w=7 n=6 m=0x7f
bfe r0, 1:7 w=7 n=6 m=0xfe
