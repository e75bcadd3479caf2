# Bits 27-31 = 10010 at gen 7, told apart by bits 12-15:
# 93bc2abc: 0010 = shli (afuc.xml:303-306) via #alu-2src-immed12 (192-201):
#   RIMMED(0-11)=0xabc, DST=0x1c -> #specialdst "$rem", SRC1=0x1d ->
#   #specialsrc "$memdata" (45-59).
# 9041604f: 0110 = #setclrbit7 (499-514), bit 0 = 1 -> setbiti displayname
#   "setbit" (528-531); BIT(1-5)=7; bit 6 is in the x pattern 6-11 ->
#   "dontcare bits in setbit: 00000040" (message uses the displayname).
# 90a47223: 0111 = ubfx (567-571) via #bitfield-immed (548-565): LO=3, HI=17.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors 93bc2abc 9041604f 90a47223
---
shl $rem, $memdata, 0xabc
setbit $01, $02, b7	; dontcare bits in setbit: 00000040
ubfx $04, $05, b3, b17
