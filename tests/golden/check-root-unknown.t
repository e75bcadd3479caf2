# check --root with a name no bitset has: bad input (exit 2) and one
# message, nothing else.
# args: check isa/examples/check-operand-overlap.xml --root '#nope'
# exit: 2
# stderr
---
isaproof: no root bitset named '#nope' in isa/examples/check-operand-overlap.xml
