# --root must name a root bitset: a leaf (or any extending bitset) is refused.
# args: check isa/examples/check-lints.xml --root add
# exit: 2
# stderr
---
isaproof: no root bitset named 'add' in isa/examples/check-lints.xml
