# --clause needs a Bifrost ISA.xml.
# exit: 2
# stderr
# args: decode isa/toy16.xml --clause 48
---
isaproof: --clause is for a Bifrost ISA.xml
