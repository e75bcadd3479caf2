# check --root '#src': only the operand root (its error and unused note);
# no #instruction findings, no solver queries on instructions.
# args: check isa/examples/check-operand-overlap.xml --root '#src'
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
1 errors, 0 warnings, 0 unknown, 1 notes
