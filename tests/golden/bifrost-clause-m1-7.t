# Constant modifier M1 = 7 with M2 = 4 (Mesa asserts M2 < 4).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800002943461850b 00000000000000070000000400000070
---
isaproof: clause_0 (word 0): quadword 1: constant modifier M1 7 with M2 4 (0-3; Mesa asserts)
