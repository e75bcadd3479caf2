# The words of afuc-immed-gen6 at gen 7 (opcode in bits 27-31):
# 48831234: 01001 = bici (afuc.xml:467-470, gen>=7) "bic".
# 0c410010: 00001 = addi (218-220), unchanged.
# 60410010: 01100 = mul8i (387-390, gen>=7) "mul8".
# 68410010: 01101 = cmpi (457-460, gen>=7) "cmp".
# 70410010: 01110 = movi (605-608, gen>=7) via #movi (579-598): RIMMED=0x10,
#   DST=1, SHIFT(21-25)=2 != 0 -> default display "... << {SHIFT}".
# 80410010: 10000 matches nothing at gen 7 (cmpi moved) -> exit 1.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors 48831234 0c410010 60410010 68410010 70410010 80410010
# exit: 1
---
bic $03, $04, 0x1234
(rep)add $01, $02, 0x10
mul8 $01, $02, 0x10
cmp $01, $02, 0x10
mov $01, 0x10 << 2
no match: 80410010
