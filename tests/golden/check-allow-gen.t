# with --gen, no allow is called unused (part of the description was checked)
# args: check --gen 1 tests/allow/overlap.xml
# exit: 0
---
2 suppressed in the description (isaproof-allow)
0 errors, 0 warnings, 0 unknown, 0 notes
