# Fewer than 4 digits are zero-extended; 0x is optional.
# args: decode $ROOT/isa/toy16.xml --show-errors 503 21 0x1000
---
br.z 3
nop	; dontcare bits in nop: 0021
ret
