# gen 1: xor (gen>=2) and the gen>=3 mul do not exist; the gen<=2 mul does.
# args: decode $ROOT/isa/toy16.xml --gen 1 3021 3421 3821
# exit: 1
---
no match: 3021
mul   r1, r2
no match: 3821
