# 32-bit ISA: a derived value is cut to 32 bits (also when read by another
# expression: CHAIN = U + 1 = 0x100000000 -> 0); an int derived without
# width= has width 1 (1 -> -1, 2 -> 0).
# args: decode $ROOT/isa/examples/quirks.xml 01000201 01000102
---
arith h=ffffffff u=4294967295 i=-1 i1=-1 big=2 chain=0
arith h=1 u=1 i=1 i1=0 big=1 chain=2
