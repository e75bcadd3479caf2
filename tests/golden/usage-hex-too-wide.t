# A word wider than the 16-bit instruction: exit 2.
# args: decode $ROOT/isa/toy16.xml 12345
# exit: 2
---
