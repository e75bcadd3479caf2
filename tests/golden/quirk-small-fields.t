# 1-bit int: 1 is -1; 2-bit offset: 1 is +1, 3 is -1; uoffset 0 prints
# nothing.
# args: decode $ROOT/isa/examples/quirks.xml 0a00001b 0a000006
---
small -1 o=+1 u=+3
small 0 o=-1 u=
