# diff: a description against itself: a proof line per root and gen interval, exit 0
# args: diff isa/toy16.xml isa/toy16.xml
---
isa/toy16.xml:107:1: note: #reg @ gen 0..max: decodes identically (proved) [diff-identical]
    gens: #reg 0..max
isa/toy16.xml:129:1: note: #instruction @ gen 0..1: decodes identically (proved) [diff-identical]
    gens: #instruction 0..1
isa/toy16.xml:129:1: note: #instruction @ gen 2..2: decodes identically (proved) [diff-identical]
    gens: #instruction 2..2
isa/toy16.xml:129:1: note: #instruction @ gen 3..5: decodes identically (proved) [diff-identical]
    gens: #instruction 3..5
isa/toy16.xml:129:1: note: #instruction @ gen 6..max: decodes identically (proved) [diff-identical]
    gens: #instruction 6..max
0 errors, 0 warnings, 0 unknown, 5 notes
2 roots, 5 gen intervals: 5 identical (proved), 0 differences, 0 unknown
