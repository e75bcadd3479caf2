# malformed isaproof-allow comments: allow-syntax errors, nothing suppressed
# args: check tests/allow/malformed.xml
# exit: 1
---
tests/allow/malformed.xml:21:1: error: 'ld' and 'ld.imm' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 12000000	; bitset conflict: ld vs ld.imm
    first: ld (tests/allow/malformed.xml:12)
    second: ld.imm (tests/allow/malformed.xml:21)
    witness: 12000000
    gens: #instruction 0..max
    related: tests/allow/malformed.xml:12:1
tests/allow/malformed.xml:8:1: note: #instruction @ gen 0..max: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b0011xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)
    cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)
    cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)
    gens: #instruction 0..max
tests/allow/malformed.xml:7:6: error: malformed isaproof-allow: ':' and a reason expected after the rule list [allow-syntax]
tests/allow/malformed.xml:11:6: error: malformed isaproof-allow: no reason given: say after the ':' why the finding is accepted [allow-syntax]
tests/allow/malformed.xml:20:6: error: isaproof-allow names 'ambigous-encoding', which is no rule id of docs/rules.md: the allow suppresses nothing [allow-syntax]
tests/allow/malformed.xml:29:6: error: malformed isaproof-allow: no rule named: write isaproof-allow(RULE): reason [allow-syntax]
tests/allow/malformed.xml:29:41: error: malformed isaproof-allow: ',' or ')' expected after a rule id [allow-syntax]
tests/allow/malformed.xml:30:6: error: malformed isaproof-allow: a rule id (lowercase letters, digits and '-') expected in the list [allow-syntax]
7 errors, 0 warnings, 0 unknown, 1 notes
