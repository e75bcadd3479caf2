# Unknown option: exit 2.
# args: decode $ROOT/isa/toy16.xml --frob 0
# exit: 2
---
