# 0x values.
# args: encode $ROOT/isa/toy16.xml ldi DST=1 IMM=0x7f
---
6ff1
