# check --fail-on never: the overlap error is printed, the exit status is 0.
# args: check isa/examples/check-overlap2.xml --fail-on never --no-notes
# exit: 0
---
isa/examples/check-overlap2.xml:34:1: error: 'ld' and 'ld.imm' both match some #instruction words at gens 0..max [ambiguous-encoding]
    decodes as: no match: 12000000	; bitset conflict: ld vs ld.imm
    first: ld (isa/examples/check-overlap2.xml:26)
    second: ld.imm (isa/examples/check-overlap2.xml:34)
    witness: 12000000
    gens: #instruction 0..max
    related: isa/examples/check-overlap2.xml:26:1
1 errors, 0 warnings, 0 unknown, 1 notes
