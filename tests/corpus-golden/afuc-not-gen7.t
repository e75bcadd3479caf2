# not (afuc.xml:280-282) via #alu-1src (169-180): bits 5-8 and 21-25 are x.
# 9be20a08: XMOV=1, DST=1, SRC1(16-20)=2, bits 21-25 = 11111 -> dontcare
# 0x03e00000.  4003ffff: noti displayname "not" (284-286) via
# #alu-1src-immed (203-211): IMMED=0xffff, DST=3.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors 9be20a08 4003ffff
---
(xmov1)not $01, $02	; dontcare bits in not: 03e00000
not $03, 0xffff
