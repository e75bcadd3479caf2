# swz (ir3-cat1.xml:373-396) extends #instruction-cat1-multi, gen >= 500
# (346-371, line 355); at gen 400 no other cat1 leaf has OPC(57-58) = 10.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors 2490600c00020b05
# exit: 1
---
no match: 2490600c00020b05
