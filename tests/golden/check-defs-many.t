# check: every definition of a field name is followed, however many the
# chain has.  op's 33rd override ({SEL} == 32) gives TYPE two bits, so it
# can hold 3, which #srct lacks: witness 1803, "op3 s32 h0 o32".  (check
# once kept 32 definitions per name and said nothing about the rest.)
# args: check tests/golden/data/check-defs-many.xml
---
tests/golden/data/check-defs-many.xml:23:1: warning: instruction width 16 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
tests/golden/data/check-defs-many.xml:23:1: note: #instruction @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
tests/golden/data/check-defs-many.xml:23:1: note: #instruction @ gen 0..max: 61440 of 2^16 words match no leaf (93.75%), in 4 cubes [unused-encoding]
    cube: 0b0000xxxxxxxxxxxx (2^12 words)
    cube: 0b001xxxxxxxxxxxxx (2^13 words)
    cube: 0b01xxxxxxxxxxxxxx (2^14 words)
    cube: 0b1xxxxxxxxxxxxxxx (2^15 words)
    gens: #instruction 0..max
tests/golden/data/check-defs-many.xml:17:1: warning: 1 field of enum type #srct can hold values it does not list (e.g. 'TYPE' of 'op' holds 3) [undocumented-enum-value]
    gen: 0
    decodes as: op3 s32 h0 o32
    field: TYPE (tests/golden/data/check-defs-many.xml:256) holds 0x3 in 'op'
    witness: 1803
    related: tests/golden/data/check-defs-many.xml:256:3
tests/golden/data/check-defs-many.xml:29:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 26 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:36:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:43:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:50:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:57:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:64:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:71:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:78:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:85:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:92:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:99:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:106:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:113:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:120:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:127:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:134:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:141:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:148:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:155:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:162:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:169:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:176:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:183:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:190:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:197:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 31 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:204:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:211:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:218:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:225:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:232:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:239:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:246:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 32 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:253:3: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
tests/golden/data/check-defs-many.xml:258:2: warning: unknown: in this case of 'op', whether the text determines 2 fields ('TYPE', 'SEL') is not settled: the templates do not prove it and 33 decoded words gave no two that print alike [roundtrip-text-field]
0 errors, 2 warnings, 34 unknown, 2 notes
