# A Bifrost file cannot be compared with a description of another kind.
# args: diff tests/bifrost/mini.xml isa/toy16.xml
# stderr
# exit: 2
---
isaproof: diff: tests/bifrost/mini.xml is a Bifrost ISA.xml and isa/toy16.xml is not: their words cannot be compared
