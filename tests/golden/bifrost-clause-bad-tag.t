# Tag 0x42 names no format (Mesa: unreachable).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800002943461852b 00000003000000020000000112345642
---
isaproof: clause_0 (word 0): quadword 1: tag 0x42 names no format (Mesa: unreachable, INSTR_INVALID_ENC)
