# A header with a reserved bit set (Mesa asserts they are 0).
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d080004800002943461854b
---
isaproof: clause_0 (word 0): header 062a0913ada1 has reserved bits set (bits 0-4; Mesa asserts they are 0)
