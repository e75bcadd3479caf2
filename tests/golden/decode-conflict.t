# conflict.xml: 1fxxxxxx matches load and load.fast.  The word prints as
# "no match" and, with errors shown, the conflict goes on the same line
# (the project's contract; Mesa's program loop would carry the message
# over to the next decoded instruction instead).  The next word is clean.
# args: decode $ROOT/isa/examples/conflict.xml --show-errors 10000010 1f000010 20000000
# exit: 1
---
load 0x10
no match: 1f000010	; bitset conflict: load vs load.fast
stop
