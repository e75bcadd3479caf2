# A clause whose last quadword does not end it: Mesa reads past the end.
# The clauses before it print; this one is refused (exit 2).
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 3150489d6d000004800002943461852b
---
isaproof: clause_0 (word 0): quadword 1: the words end inside the clause (no quadword ends it; Mesa reads past the end)
