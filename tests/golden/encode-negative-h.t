# Negative immediate plus the H bit.
# args: encode $ROOT/isa/toy16.xml addi DST=3 SRC=-1 H=1
---
23f3
