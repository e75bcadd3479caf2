# An enum field takes a value's display text.
# args: encode $ROOT/isa/toy16.xml cvt TYPE=.u8 SAT=1 NOCLAMP=1 DST=2
---
61c2
