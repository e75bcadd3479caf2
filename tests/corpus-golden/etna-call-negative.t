# call (etnaviv.xml:1177-1180) via #instruction-cf-no-src (859-870) and
# #instruction-cf (845-857: PMODE bit 34 is x, TARGET 103-117 absbranch).
# 003fff00000000000000000400000014: TARGET=0x7ffe, without labels a 15-bit
# sign-extended int -> -2; bit 34 set -> dontcare (w3 w2 w1 w0).
# "call " is 5 columns; {:align=18} only pads.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 003fff00000000000000000400000014
---
call              void, void, void, -2	; dontcare bits in call: 00000000000000000000000400000000
