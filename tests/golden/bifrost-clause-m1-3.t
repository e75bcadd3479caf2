# Constant modifier M1 = 3 (Mesa asserts).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800002943461850b 00000000000000030000000000000070
---
isaproof: clause_0 (word 0): quadword 1: constant modifier M1 3 has no meaning (Mesa asserts)
