# st: uoffset: "+" then unsigned decimal, nothing for 0.
# args: decode $ROOT/isa/toy16.xml 51fc 5f00
---
st r1, [sp+252]
st sp, [sp]
