# ld: 8-bit offset type, sign-extended with explicit sign, nothing for 0;
# template MEMADDR is [sp{OFF}]; the ZERO derived bool (display "") is
# passed as HALF and prints nothing.
# args: decode $ROOT/isa/toy16.xml 4104 42fc 4300 4080 4f00
---
ld r1, [sp+4]
ld r2, [sp-4]
ld r3, [sp]
ld r0, [sp-128]
ld sp, [sp]
