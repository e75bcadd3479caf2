# Words matching no leaf print "no match: <4 hex digits>"; exit 1.
# args: decode $ROOT/isa/toy16.xml --show-errors 0000 a000 ffff 1800 2a00
# exit: 1
---
nop
no match: a000
no match: ffff
no match: 1800
no match: 2a00
