# sread is gen >= 6 (afuc.xml:815) and gen 5 has no other leaf with bits
# 27-31 = 10111 (cread gen<=5 is 10110, 800-804) -> no match.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 5 --show-errors b8838005
# exit: 1
---
no match: b8838005
