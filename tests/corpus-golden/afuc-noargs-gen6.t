# Leaves extending #instruction-no-args (afuc.xml:888-893, bits 0-25 x) and
# #ret (895-901, bits 0-24 x): set x bits are reported, the word still decodes.
# ec000000/ec000123: setsecure (974-985): own display; TARGET is a derived
#   branch, expr #three (970-972), width 16 -> 3.
# d0000000/d0000100: ret (903-905, bit 25 = 0), display {NAME} from #ret.
# d2000005: iret (907-910, bit 25 = 1).
# d8000000/d8000001: waitin (940-952): the leaf display wins over {NAME}.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors ec000000 ec000123 d0000000 d0000100 d2000005 d8000000 d8000001
---
setsecure $02, #3
setsecure $02, #3	; dontcare bits in setsecure: 00000123
ret
ret	; dontcare bits in ret: 00000100
iret	; dontcare bits in iret: 00000005
waitin
waitin	; dontcare bits in waitin: 00000001
