# quirks.xml: duplicate enum values warn (1 twice; 2 and 0x2 are the same
# value spelled twice).
# args: lint isa/examples/quirks.xml
# exit: 1
---
isa/examples/quirks.xml:44:2: warning: enum #dup lists value 1 twice [enum-duplicate]
isa/examples/quirks.xml:46:2: warning: enum #dup lists value 0x2 twice [enum-duplicate]
