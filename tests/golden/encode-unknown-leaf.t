# Unknown leaf: exit 1.
# args: encode $ROOT/isa/toy16.xml frob
# exit: 1
---
