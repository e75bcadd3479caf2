# 00000000000000000000000000000004: OPC 000100 with OPCODE_BIT6 (80) = 0 has
# no leaf (etnaviv.xml:1106 "dst" is only a comment).
# 00000000000000400000000000000000: nop's pattern (1086-1089) except SRC1_USE
# (bit 70), which #instruction-alu-no-src (334-365) requires to be 0.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 00000000000000000000000000000004 00000000000000400000000000000000
# exit: 1
---
no match: 00000000000000000000000000000004
no match: 00000000000000400000000000000000
