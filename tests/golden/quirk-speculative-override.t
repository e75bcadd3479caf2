# An override expression may read a field only that override defines.
# args: decode $ROOT/isa/examples/quirks.xml 06000085 06000005
---
spec.hi 5
spec 5 x=0
