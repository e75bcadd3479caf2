# The words of afuc-cread-load-gen5 at gen 6: "a6xx shuffled around the cread
# opcode" (afuc.xml:806-811: 10111, bit 15 = 0); 10110 with bit 15 = 0 is
# load (760-780: IMMED 0-11 hex).
# b0418004: 10110 with bit 15 = 1 -> no match.
# b0410004: load, IMMED=4.
# b8414004: cread with PREINCREMENT=1 -> #control-base override 0x{IMMED}.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors b0418004 b0410004 b8414004
# exit: 1
---
no match: b0418004
load $01, [$02 + 0x4]
cread $01, [$02 + 0x4]!
