# Bifrost vectors: each slot word prints its text, and its values encode to a
# word printing it again.
# args: vectors tests/bifrost/mini.xml tests/bifrost/vectors.tsv
---
tests/bifrost/vectors.tsv: 20 vectors, 15 decoded: 0 text mismatches, 0 round-trip failures: all pass
