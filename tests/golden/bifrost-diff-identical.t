# A Bifrost file against itself: every word of both slots compared, proved identical.
# stderr
# args: diff tests/bifrost/mini.xml tests/bifrost/mini.xml
---
tests/bifrost/mini.xml:1:1: note: #fma: every one of the 2^23 words selects the same way and prints the same text (proved: every word compared, through the print tables where two states share them) [diff-identical]
    gens: #fma 0..max
tests/bifrost/mini.xml:1:1: note: #add: every one of the 2^20 words selects the same way and prints the same text (proved: every word compared, through the print tables where two states share them) [diff-identical]
    gens: #add 0..max
0 errors, 0 warnings, 0 unknown, 2 notes
2 slots: 2 identical (proved), 0 differences
