# A modifier without a position: the encoding and derived value that print
# it (SHIFT.v2i16.0's entry 2).
# args: encode tests/bifrost/mini.xml SHIFT.v2i16 lanes=b11
---
200400
