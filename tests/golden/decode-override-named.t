# bfe override expr="#bfe-all" (LO 0, HI 7); the inline override before it
# is false.
# args: decode $ROOT/isa/toy16.xml 70f0
---
bfe.s r0, all
