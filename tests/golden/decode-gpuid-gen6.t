# sys has gen max 5: at gen 6 nothing matches.
# args: decode $ROOT/isa/toy16.xml --gen 6 83ab
# exit: 1
---
no match: 83ab
