# getlast (ir3-cat0.xml:203-233) is gen >= 600; at gen 500 nothing else has
# OPC 0100 with OPC_HI bit 49 = 1 (ret, 77-80, needs bit 49 = 0).
# 0222000000000010: bit 49, W(52-54)=2, OPC bit 57, IMMED=16.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors 0222000000000010
# exit: 1
---
no match: 0222000000000010
