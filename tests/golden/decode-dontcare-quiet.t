# Without --show-errors the dontcare message is not printed.
# args: decode $ROOT/isa/toy16.xml 0042
---
nop
