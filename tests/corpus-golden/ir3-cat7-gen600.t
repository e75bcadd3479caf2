# a7xx-only cat7 words at gen 600: alias (ir3-cat7.xml:274-339, OPC 1000)
# and ccinv (148-161; e2d2000000000000 is Mesa's own gen-700 ccinv vector)
# are gen >= 700.  dcinv (134-139, same OPC 0101 as ccinv) needs bit 52 = 0
# (#instruction-cat7-data 70-81, pattern 52-54 "xx0") but ccinv has it set.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 600 --show-errors f4409916abcdef0d e2d2000000000000
# exit: 1
---
no match: f4409916abcdef0d
no match: e2d2000000000000
