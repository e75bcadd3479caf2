# gen 3: mul moved to opcode 110 and prints its displayname "mul.wide",
# longer than the align column 6, so no padding.
# args: decode $ROOT/isa/toy16.xml --gen 3 3021 3421 3821
# exit: 1
---
xor   r1, r2
no match: 3421
mul.wide r1, r2
