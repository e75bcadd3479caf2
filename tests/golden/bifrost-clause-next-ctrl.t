# The last tuple's destination is named by the clause's first register
# block; its control selects a reserved entry (Mesa asserts).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800000000040034b
---
isaproof: clause_0 (word 0): tuple 0: the next register block's control selects entry 0, which is reserved (Mesa asserts while printing the destination)
