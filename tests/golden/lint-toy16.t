# toy16.xml is structurally clean; its only diagnostic is the intended
# [isa-width] warning (16 is no multiple of 32) at the #instruction root
# (line 129), so lint exits 1 (warnings only).  A relative path, because
# lint prints the path as given.
# args: lint isa/toy16.xml
# exit: 1
---
isa/toy16.xml:129:1: warning: instruction width 16 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
