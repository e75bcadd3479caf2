# dcinv (ir3-cat7.xml:134-139) via #instruction-cat7-data (70-81: 45-50 x,
# TYPE 51 #dccln-type, 52-54 "xx0") and #instruction-cat7 (31-38: 0-43 x).
# e2a8100000000001: SS=1, TYPE=1 ".all", x bits 0 and 53 set.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors e2a8100000000001
---
(ss)dcinv.all	; dontcare bits in dcinv: 0020000000000001
