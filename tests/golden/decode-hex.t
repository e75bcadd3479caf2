# ldi: hex type, lowercase, no prefix, no padding.
# args: decode $ROOT/isa/toy16.xml 6ff1 6850 6800
---
ldi r1, 0x7f
ldi r0, 0x5
ldi r0, 0x0
