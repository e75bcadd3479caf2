# Without --show-errors a conflict is just "no match".
# args: decode $ROOT/isa/examples/conflict.xml 10000010 1f000010 20000000
# exit: 1
---
load 0x10
no match: 1f000010
stop
