# #sys has gen min 2: at gen 1 nothing matches.
# args: decode $ROOT/isa/toy16.xml --gen 1 83ab
# exit: 1
---
no match: 83ab
