# --verbose says which leaf the word decodes as, which bits the text
# does not decide (left 0), and whether the search met a second word
# printing the same text (the first found is printed).
# args: asm $ROOT/isa/toy16.xml --verbose 'add   r1, r2' nop 'bfe.s r0, all'
# stderr
---
2021
<args>:1: note: leaf add; bits the text does not decide: 0000 (0)
<args>:1: note: the search found no other word printing the text (45 steps, 12 decodes)
0000
<args>:2: note: leaf nop; bits the text does not decide: 03ff (10)
<args>:2: note: the search found no other word printing the text (25 steps, 4 decodes)
70f0
<args>:3: note: leaf bfe; bits the text does not decide: 0000 (0)
<args>:3: note: the search found no other word printing the text (65 steps, 124 decodes)
