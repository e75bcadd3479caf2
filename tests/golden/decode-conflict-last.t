# The conflicting word last: its message still prints, on its own line.
# args: decode $ROOT/isa/examples/conflict.xml --show-errors 1f000010
# exit: 1
---
no match: 1f000010	; bitset conflict: load vs load.fast
