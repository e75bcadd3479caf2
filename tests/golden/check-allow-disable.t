# a rule that did not run is never called unused: --disable, --gen
# args: check --disable no-display tests/allow/overlap.xml
# exit: 0
---
tests/allow/overlap.xml:32:6: warning: isaproof-allow(ambiguous-encoding) suppresses nothing: no [ambiguous-encoding] finding is on this line or the next [unused-allow]
2 suppressed in the description (isaproof-allow)
0 errors, 1 warnings, 0 unknown, 0 notes
