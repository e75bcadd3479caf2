# As afuc-sread-gen6 without --show-errors: the missing {XREG} (afuc.xml:817)
# silently prints nothing.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 b8838005
---
sread $03, [$04 + ]
