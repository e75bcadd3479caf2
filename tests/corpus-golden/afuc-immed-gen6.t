# #alu-2src-immed (afuc.xml:182-190: RIMMED 0-15 hex, DST 16-20, SRC1 21-25)
# leaves by opcode in bits 27-31, gen 6.  Displaynames give {NAME}.
# 48831234: 01001 = shli (293-296, gen<=6) "shl".
# 0c410010: 00001 = addi (218-220) "add", REP bit 26 -> "(rep)".
# 60410010: 01100 = roti (356-359, gen<=6) "rot".
# 68410010: 01101 = mul8i (377-380, gen<=6) "mul8".
# 70410010: 01110 = mini (398-401, gen<=6) "min".
# 80410010: 10000 = cmpi (447-450, gen<=6) "cmp".
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 48831234 0c410010 60410010 68410010 70410010 80410010
---
shl $03, $04, 0x1234
(rep)add $01, $02, 0x10
rot $01, $02, 0x10
mul8 $01, $02, 0x10
min $01, $02, 0x10
cmp $01, $02, 0x10
