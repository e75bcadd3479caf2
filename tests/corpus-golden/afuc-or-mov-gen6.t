# afuc or (afuc.xml:257-266): the override {SRC1} == 0 prints "mov" without
# {NAME}.  981f2806: SRC1=0, SRC2=0x1f -> #src override #reg-special (93-95,
# 97-114) -> #specialsrc (45-51) "$data", DST=5.  9b5b0a06: SRC1=0x1a "$sp",
# SRC2=0x1b "$lr", XMOV=1 "(xmov1)": the default case keeps {NAME}.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 981f2806 9b5b0a06
---
mov $05, $data
(xmov1)or $01, $sp, $lr
