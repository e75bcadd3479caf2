# check --root '#reg': only the operand root's notes and its own leaf's
# lint ({SZ}); no instruction finding (no solver queries, no no-display).
# args: check isa/examples/check-unresolved.xml --root '#reg'
---
isa/examples/check-unresolved.xml:43:1: note: #reg @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #reg 0..max
isa/examples/check-unresolved.xml:43:1: note: #reg @ gen 0..max: 0 of 2^3 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #reg 0..max
isa/examples/check-unresolved.xml:44:2: warning: display used by 'gpr' prints {SZ}, but no case defines it and no field using its root passes it as a param [unresolved-field]
    related: isa/examples/check-unresolved.xml:49:1
0 errors, 1 warnings, 0 unknown, 2 notes
