# Same word as afuc-alu-op12-gen6 (9909380c, ALU op 01100) at gen 7: rot now
# uses op 10101 (361-364) and mul8 (afuc.xml:382-385) takes 01100.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors 9909380c
---
mul8 $07, $08, $09
