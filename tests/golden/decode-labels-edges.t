# Branch labels: a branch to itself (offset 0) labels its own line; a
# label before a word that matches nothing; an absbranch to exactly
# the instruction count (4) is out of range and prints as a number.
# args: decode $ROOT/isa/toy16.xml --branch-labels 0400 0401 a000 0c04
# exit: 1
---
l0:
br l0
br l2
l2:
no match: a000
jmp   4
