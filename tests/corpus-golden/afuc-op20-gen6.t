# ALU op 10100 (bits 0-4) is msb for gen <= 6 (afuc.xml:472-476, #alu-1src
# 169-180: SRC1 is bits 16-20, bits 21-25 x).  98620814: DST=1, bits 16-20 =
# 2, bits 21-25 = 3 -> dontcare 0x00600000.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 98620814
---
msb $01, $02	; dontcare bits in msb: 00600000
