# nop: the top word is dontcare; reported unshifted.
# args: decode $ROOT/isa/wide128.xml --show-errors 12345678000000000000000000000000
---
nop	; dontcare bits in nop: 12345678000000000000000000000000
