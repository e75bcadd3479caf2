# a .isa alone: its link rules (mp-isa-*) did not run, so their allows are not called unused
# args: check tests/allow/link.isa
# exit: 0
---
0 errors, 0 warnings, 0 unknown, 0 notes
