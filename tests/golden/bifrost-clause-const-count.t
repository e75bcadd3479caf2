# Format 12 constants for a clause of another number of tuples (Mesa asserts).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800002943461850b 00000000000000000000000000000071
---
isaproof: clause_0 (word 0): quadword 1: constants at position 1 are for a clause of 2 tuples, this one has 1 so far (Mesa asserts: INSTR_INVALID_ENC)
