# 16 does not fit the 4-bit DST: message on stderr, exit 1.
# args: encode $ROOT/isa/toy16.xml add DST=16
# exit: 1
---
