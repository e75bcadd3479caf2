# gen 2: xor exists; mul is still opcode 101.
# args: decode $ROOT/isa/toy16.xml --gen 2 3021 3421 3821
# exit: 1
---
xor   r1, r2
mul   r1, r2
no match: 3821
