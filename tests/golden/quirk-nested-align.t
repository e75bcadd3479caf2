# {V:align=10} inside a nested operand: columns count from the start of
# the instruction's text ("nalign " is 7 wide, so 3 spaces).
# args: decode $ROOT/isa/examples/quirks.xml 11000005
---
nalign    5|
