# A bitset-typed field is matched at the instruction's gen (#old: gen<=1).
# args: decode $ROOT/isa/examples/quirks.xml --gen 1 0d000005
---
gens old5
