# nop has x bits 0..9: set ones are reported (only those bits, 4 hex digits
# for a 16-bit ISA) but the word still decodes.
# args: decode $ROOT/isa/toy16.xml --show-errors 0042 03ff 0000
---
nop	; dontcare bits in nop: 0042
nop	; dontcare bits in nop: 03ff
nop
