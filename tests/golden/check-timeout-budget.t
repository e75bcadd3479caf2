# check --timeout: the overall budget stops the undecidable question when
# it runs out ("timeout"), and the question after it is reported unknown
# with the budget named, without asking the solver (notes and the text
# round trip left out: check-timeout.t shows them).
# args: check tests/golden/data/check-timeout.xml --timeout 1 --timeout-ms 0 --no-notes --disable roundtrip-text
---
tests/golden/data/check-timeout.xml:32:2: warning: unknown: could not decide whether an enum field can hold unlisted values for '#instruction': timeout [solver-unknown]
    related: tests/golden/data/check-timeout.xml:20:1
tests/golden/data/check-timeout.xml:26:3: warning: unknown: could not decide whether '#instruction' ever prints this case, so its round trips are not proved: the overall time budget (--timeout) ran out [solver-unknown]
tests/golden/data/check-timeout.xml:21:2: warning: unknown: in this case of '#instruction', whether the text determines 2 fields ('A', 'B') is not settled: the templates do not prove it and 84 decoded words gave no two that print alike [roundtrip-text-field]
1 findings of disabled rules not shown
0 errors, 0 warnings, 3 unknown, 2 notes
