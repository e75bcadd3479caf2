# nofield.xml: {B} in typo's display names nothing (warning, exit 1).
# BANK is not flagged: #opnd gets it through a <param>.
# args: lint isa/examples/nofield.xml
# exit: 1
---
isa/examples/nofield.xml:41:2: warning: display of 'typo' refers to '{B}', which is no field of it, its ancestors or descendants, nor a template [display-unresolved]
