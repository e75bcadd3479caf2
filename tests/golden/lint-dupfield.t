# dupfield.xml: F twice in one case.  Mesa adds both to the field mask, so
# bits 0..3 are defined: only the field-duplicate warning.
# args: lint isa/examples/dupfield.xml
# exit: 1
---
isa/examples/dupfield.xml:22:2: warning: field 'F' defined twice in one case (the later one wins) [field-duplicate]
