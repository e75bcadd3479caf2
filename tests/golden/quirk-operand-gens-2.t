# ... and #new from gen 2.
# args: decode $ROOT/isa/examples/quirks.xml --gen 2 0d000005
---
gens new5
