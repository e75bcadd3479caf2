# Unknown field: exit 2, with the nearest name.
# args: encode $ROOT/isa/toy16.xml add FOO=1
# exit: 2
# stderr
---
isaproof: add has no field 'FOO' (did you mean SRC?); its fields: SRC H DST ZERO
