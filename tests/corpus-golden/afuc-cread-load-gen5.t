# cread for gen <= 5 (afuc.xml:800-804): bits 27-31 = 10110, bit 15 = 1, via
# #cread (782-798), BASE #control-base (668-688), PREINCREMENT=0 -> nothing.
# b0418004: DST=1, OFFSET=2, BASE=4 -> cread.
# b0410004: bit 15 = 0: load is gen >= 6 (760-780) -> no match.
# b8414004: 10111 -> nothing at gen 5 -> no match.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 5 --show-errors b0418004 b0410004 b8414004
# exit: 1
---
cread $01, [$02 + ]
no match: b0410004
no match: b8414004
