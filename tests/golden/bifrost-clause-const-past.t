# Format 12 position 14 in a clause of six tuples: constants 5 and 6, one
# past Mesa's array.
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d0000000000029434618528 00000000000000000000029434618520 00000000000000000000029434618501 00000000000000000000029434618560 00000000000000000000000000000006 0000000000000000000000000000007e
---
isaproof: clause_0 (word 0): quadword 5: constants at position 14 would be constants 5 and 6 (Mesa writes past its six constants)
