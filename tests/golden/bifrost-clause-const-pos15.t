# Format 12 position 15 fits no clause (Mesa asserts).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800002943461850b 0000000000000000000000000000007f
---
isaproof: clause_0 (word 0): quadword 1: constants at position 15 fit no clause (Mesa asserts: INSTR_INVALID_ENC)
