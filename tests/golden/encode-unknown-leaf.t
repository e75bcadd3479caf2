# Unknown leaf: exit 2, with the nearest name.
# args: encode $ROOT/isa/toy16.xml frob
# exit: 2
# stderr
---
isaproof: no instruction (leaf bitset) named 'frob' (did you mean nop?)
