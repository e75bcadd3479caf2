# The same words without --show-errors.
# args: decode $ROOT/isa/examples/nofield.xml 10000005 20000000 20000001 30000105 40000107 50000000
---
typo 5:
lazy 0
lazy 1
nest 5
nest.ok c7

