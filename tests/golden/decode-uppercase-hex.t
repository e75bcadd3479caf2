# Hex digits may be upper case.
# args: decode $ROOT/isa/toy16.xml 2C56 0x4FFC
---
or    r6, r5
ld sp, [sp-4]
