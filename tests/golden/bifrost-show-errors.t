# A branch constant (constant 0 as pc_lo, read through FAU 0x40) whose offset
# is not a whole clause: Mesa asserts; isaproof prints the text Mesa's
# formula gives and, with --show-errors, names the assert.
# args: decode tests/bifrost/mini.xml --regs 0x40 --const 0=0x128:pc_lo --branch-offset 5 --show-errors 100024 100025
---
*ADD.f32 t0, clause_23, clause_23	; assert: a branch constant's offset is not a whole clause (Mesa asserts)
*ADD.f32 t0, clause_23 >> 32, clause_23	; assert: a branch constant's offset is not a whole clause (Mesa asserts)
