# The words of afuc-op10010-gen7 at gen 6: bits 27-31 = 10010 is only
# #setclrbit6 (afuc.xml:483-497), where bits 6-15 are all x; bit 0 picks
# clrbit (522-526, bit 0 = 0) or setbiti "setbit" (516-520, bit 0 = 1).
# 93bc2abc: bit 0 = 0 -> clrbit, BIT = bits 1-5 of 0x2abc = 30,
#   dontcare = 0x2abc & 0xffc0 = 0x2a80.
# 9041604f: setbit, BIT=7, dontcare 0x604f & 0xffc0 = 0x6040.
# 90a47223: setbit, BIT = (0x7223 >> 1) & 31 = 17, dontcare 0x7200.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 93bc2abc 9041604f 90a47223
---
clrbit $rem, $memdata, b30	; dontcare bits in clrbit: 00002a80
setbit $01, $02, b7	; dontcare bits in setbit: 00006040
setbit $04, $05, b17	; dontcare bits in setbit: 00007200
