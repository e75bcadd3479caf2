# --gen with a non-number: exit 2.
# args: decode $ROOT/isa/toy16.xml --gen abc 0
# exit: 2
---
