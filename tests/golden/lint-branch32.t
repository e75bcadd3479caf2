# branch32.xml is clean.
# args: lint $ROOT/isa/examples/branch32.xml
---
