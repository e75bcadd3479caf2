# nop for gen >= 6 (afuc.xml:996-1004): pattern 0-25 is
# "01000000000000000000000000", first character = bit 25, so bit 24 = 1.
# All-zero words are illegal from a6xx on -> no match (exit 1).
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 00000000 04000000 01000000 05000000
# exit: 1
---
no match: 00000000
no match: 04000000
nop
(rep)nop
