# -9 does not fit a 4-bit signed field.
# args: encode $ROOT/isa/toy16.xml movi DST=1 SRC=-9
# exit: 1
---
