# Templates: INSTR_ALU is written over several lines (whitespace stripped),
# MEMADDR on one.
# args: decode $ROOT/isa/toy16.xml 2021 4104
---
add   r1, r2
ld r1, [sp+4]
