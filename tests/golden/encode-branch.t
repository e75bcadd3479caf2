# Enum by display text and a negative branch offset.
# args: encode $ROOT/isa/toy16.xml br COND=.nz OFF=-1
---
07ff
