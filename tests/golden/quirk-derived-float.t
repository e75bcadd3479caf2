# Derived floats: width 16 is an IEEE half (0x3c00 = 1, 0xc500 = -5,
# 0x3c1c = 1.02734375), width 32 a single (0x3c000000 = 0.0078125 -> %f
# rounds the tie to even: 0.007812).
# args: decode $ROOT/isa/examples/quirks.xml 1200003c 120000c5 12001c3c
---
flt 1.000000 0.007812
flt -5.000000 -2048.000000
flt 1.027344 0.007812
