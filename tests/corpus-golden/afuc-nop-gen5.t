# nop for gen <= 5 (afuc.xml:987-994): bits 0-25 all 0, 27-31 00000, REP
# (bit 26) free.  00000000 -> nop, 04000000 -> (rep)nop.  01000000 (bit 24,
# the gen>=6 nop pattern 996-1004) matches nothing at gen 5 -> exit 1.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 5 --show-errors 00000000 04000000 01000000
# exit: 1
---
nop
(rep)nop
no match: 01000000
