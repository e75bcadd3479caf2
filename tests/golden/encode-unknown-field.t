# Unknown field: exit 1.
# args: encode $ROOT/isa/toy16.xml add FOO=1
# exit: 1
---
