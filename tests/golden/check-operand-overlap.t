# check: an overlap only through an operand root.  In the 8-bit root #src,
# reg (00xxxxxx) lies inside imm (0xxxxxxx): an error with witness 00000000
# (full instruction width), decoded against #src.  #src has no unused
# words; #instruction (neg/not split by bit 31) is disjoint and complete,
# and no SRC value is undocumented.
# args: check isa/examples/check-operand-overlap.xml
# exit: 1
---
isa/examples/check-operand-overlap.xml:38:1: error: 'reg' and 'imm' both match some #src words at gens 0..max [ambiguous-encoding]
    decodes as: bitset conflict: reg vs imm
    first: reg (isa/examples/check-operand-overlap.xml:30)
    second: imm (isa/examples/check-operand-overlap.xml:38)
    witness: 00000000
    gens: #src 0..max
    related: isa/examples/check-operand-overlap.xml:30:1
isa/examples/check-operand-overlap.xml:27:1: note: #src @ gen 0..max: 0 of 2^8 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #src 0..max
isa/examples/check-operand-overlap.xml:54:1: note: #instruction @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-operand-overlap.xml:54:1: note: #instruction @ gen 0..max: 0 of 2^32 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #instruction 0..max
1 errors, 0 warnings, 0 unknown, 3 notes
