# check --timeout-ms: a question the solver cannot decide in 300 ms (a
# 61-bit number to factor) is stopped at its limit and reported unknown,
# "timeout", never clean; every other finding is still given.
# args: check tests/golden/data/check-timeout.xml --timeout-ms 300
---
tests/golden/data/check-timeout.xml:17:1: note: #instruction @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
tests/golden/data/check-timeout.xml:17:1: note: #instruction @ gen 0..max: 13835058055282163712 of 2^64 words match no leaf (75%), in 2 cubes [unused-encoding]
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^62 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^63 words)
    gens: #instruction 0..max
tests/golden/data/check-timeout.xml:29:2: warning: unknown: could not decide whether an enum field can hold unlisted values for '#instruction': timeout [solver-unknown]
    related: tests/golden/data/check-timeout.xml:17:1
tests/golden/data/check-timeout.xml:23:3: warning: unknown: could not decide whether '#instruction' ever prints this case, so its round trips are not proved: timeout [solver-unknown]
tests/golden/data/check-timeout.xml:18:2: warning: in this case of '#instruction', bits 3000000000000000 (2) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 0000000000000000  "x 0 0"
    same text: 1000000000000000  "x 0 0"
    gen: 0
    related: tests/golden/data/check-timeout.xml:17:1
0 errors, 1 warnings, 2 unknown, 2 notes
