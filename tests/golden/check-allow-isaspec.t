# isaproof-allow in isaspec XML comments: above (multi-line), on the line, unused
# args: check tests/allow/overlap.xml
# exit: 0
---
tests/allow/overlap.xml:32:6: warning: isaproof-allow(ambiguous-encoding) suppresses nothing: no [ambiguous-encoding] finding is on this line or the next [unused-allow]
tests/allow/overlap.xml:32:6: warning: isaproof-allow(no-display) suppresses nothing: no [no-display] finding is on this line or the next [unused-allow]
2 suppressed in the description (isaproof-allow)
0 errors, 2 warnings, 0 unknown, 0 notes
