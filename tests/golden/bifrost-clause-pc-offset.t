# A branch constant whose offset is not a whole clause (Mesa asserts).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 00000000000000308001618410c4412b 0b005a2a4a00000c80012b0c51c84023 6000000c200000100000000000001244
---
isaproof: clause_0 (word 0): tuple 0: a branch constant's offset is not a whole clause (Mesa asserts)
