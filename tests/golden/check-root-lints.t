# check --root '#reg': only the operand root's notes and its own leaf's
# lint ({SZ}); no instruction finding (no solver queries, no no-display).
# args: check isa/examples/check-unresolved.xml --root '#reg'
---
isa/examples/check-unresolved.xml:53:1: warning: instruction width 8 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/examples/check-unresolved.xml:44:2: warning: display of '#reg' refers to '{SZ}', which is no field of it, its ancestors or descendants, nor a template [display-unresolved]
isa/examples/check-unresolved.xml:98:2: warning: display of 'jmp' refers to '{TARGET}', which is no field of it, its ancestors or descendants, nor a template [display-unresolved]
isa/examples/check-unresolved.xml:43:1: note: #reg @ gen 0..max: 1 leaf pairwise disjoint (proved) [disjoint]
    gens: #reg 0..max
isa/examples/check-unresolved.xml:43:1: note: #reg @ gen 0..max: 0 of 2^3 words match no leaf (0%), in 0 cubes [unused-encoding]
    gens: #reg 0..max
isa/examples/check-unresolved.xml:44:2: warning: display used by 'gpr' prints {SZ}, but no case defines it and no field using its root passes it as a param [unresolved-field]
    related: isa/examples/check-unresolved.xml:49:1
0 errors, 4 warnings, 0 unknown, 2 notes
