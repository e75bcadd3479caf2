# ret asserts bits 103..117 are 0; field bits shifted down, 32 digits.
# args: decode $ROOT/isa/wide128.xml --show-errors 00000280000000000000000000000012
---
ret	; WARNING: unexpected bits[103:117] in ret: 00000000000000000000000000000005 vs 00000000000000000000000000000000
