# check: a clean description proves clean: only disjoint and
# unused-encoding notes (0 unused words in #src and #instruction, whose
# leaves cover their spaces exactly), no warning, exit 0.
# args: check isa/examples/check-clean.xml
---
isa/examples/check-clean.xml:29:1: note: #src @ gen 0..max: 2 leaves pairwise disjoint (proved) [disjoint]
    gens: #src 0..max
isa/examples/check-clean.xml:29:1: note: #src @ gen 0..max: 0 of 2^2 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #src 0..max
isa/examples/check-clean.xml:48:1: note: #instruction @ gen 0..max: 4 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
isa/examples/check-clean.xml:48:1: note: #instruction @ gen 0..max: 0 of 2^32 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #instruction 0..max
0 errors, 0 warnings, 0 unknown, 4 notes
