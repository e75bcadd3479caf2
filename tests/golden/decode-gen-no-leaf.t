# A gen where no instruction is active: said once on stderr, with the
# gens that have instructions; every word still prints Mesa's no match.
# args: decode $ROOT/isa/examples/check-gens-no-leaf.xml --gen 3 0 1
# exit: 1
# stderr
---
isaproof: no instruction is active at gen 3; instructions exist at gens 0..2, 5..6 (give --gen N)
no match: 00
no match: 01
