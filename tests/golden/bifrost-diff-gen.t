# Bifrost has no gens: --gen is refused, as is a slot that does not exist.
# args: diff tests/bifrost/mini.xml tests/bifrost/mini.xml --gen 3
# stderr
# exit: 2
---
isaproof: diff: --gen, --gen-a/--gen-b and --map do not apply to Bifrost (no gens; states are compared by the words they print)
