# The bifrost group switches every bi-* rule of check at once.
# args: check tests/bifrost/overlap.xml --no-notes --disable bifrost
---
9 findings of disabled rules not shown
0 errors, 0 warnings, 0 unknown, 2 notes
