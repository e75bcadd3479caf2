# R = {R} + 1.  Displayed directly, Mesa's guard misses stack slot 0, so
# the expression runs twice before the inner read yields 0: 2 (memoised,
# so 2 again).  Under an override expression (slot 0 taken) it is 1.
# args: decode $ROOT/isa/examples/quirks.xml 07000000 08000000
---
recur 2 2
recur2 1
