# A word that is not hex: exit 2.
# args: decode $ROOT/isa/toy16.xml xyz
# exit: 2
---
