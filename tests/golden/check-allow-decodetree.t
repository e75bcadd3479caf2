# isaproof-allow in # comments of a .decode file
# args: check tests/allow/overlap.decode
# exit: 0
---
tests/allow/overlap.decode:9:40: warning: isaproof-allow(dt-overlap) suppresses nothing: no [dt-overlap] finding is on this line or the next [unused-allow]
2 suppressed in the description (isaproof-allow)
0 errors, 1 warnings, 0 unknown, 0 notes
