# The later F (bits 4..7) is decoded: 0x21 -> 2.
# args: decode $ROOT/isa/examples/dupfield.xml 0b000021
---
dupe 2
