# Multi-bit bools: bool with display prints it for any non-zero value;
# bool without display prints the value; bool_inv prints its display only
# for 0, and without display prints !value.
# args: decode $ROOT/isa/examples/quirks.xml 040000aa 04000000 04000055
---
bools.f g=2 i=0
bools.h g=0 i=1
bools.f g=1 i=0
