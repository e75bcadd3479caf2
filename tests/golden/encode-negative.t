# Negative values go in two's complement within the field.
# args: encode $ROOT/isa/toy16.xml movi DST=7 SRC=-8
---
2687
