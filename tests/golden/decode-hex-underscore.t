# Hex words may group digits with '_' (as Mesa's tests write them); a
# doubled, leading or trailing '_' is a typo and refused.
# args: decode $ROOT/isa/toy16.xml 00_00 0x0_0_0_0
# exit: 0
---
nop
nop
