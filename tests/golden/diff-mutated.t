# diff: cvt's SAT and NEG swapped (fields and text differ, proved/sampled with witnesses), mul gone at gen 2 (512 words only in A), exit 1
# args: diff isa/toy16.xml tests/diff/toy16-moved.xml
# exit: 1
---
isa/toy16.xml:107:1: note: #reg @ gen 0..max: decodes identically (proved) [diff-identical]
    gens: #reg 0..max
isa/toy16.xml:326:2: error: #instruction @ gen 0..1: field SAT of cvt (A) and SAT of cvt (B) extract different values: 1 vs 0 [diff-field]
    A decodes as: cvt.sat.clamp r0, neg=0
    B decodes as: cvt.clamp r0, neg=1
    witness: 6080
    gens: #instruction 0..1
    related: tests/diff/toy16-moved.xml:323:1
isa/toy16.xml:328:2: error: #instruction @ gen 0..1: field NEG of cvt (A) and NEG of cvt (B) extract different values: 1 vs 0 [diff-field]
    A decodes as: cvt.clamp r0, neg=1
    B decodes as: cvt.sat.clamp r0, neg=0
    witness: 6020
    gens: #instruction 0..1
    related: tests/diff/toy16-moved.xml:323:1
isa/toy16.xml:320:1: error: #instruction @ gen 0..1: cvt (A) and cvt (B) print different text [diff-text]
    A decodes as: cvt.f16.clamp r5, neg=1
    B decodes as: cvt.f16.sat.clamp r5, neg=0
    witness: 6625
    gens: #instruction 0..1
    related: tests/diff/toy16-moved.xml:323:1
isa/toy16.xml:266:1: error: #instruction @ gen 2..2: 512 words decode in A and not in B (0.781% of 2^16), in 1 cubes [diff-only-a]
    A decodes as: mul   r0, r0
    B decodes as: no match: 3400
    cube: 0b0011010xxxxxxxxx (512 words)
    pair: A mul / B (no match): 512 words, e.g. 3400
    witness: 3400
    gens: #instruction 2..2
isa/toy16.xml:129:1: error: #instruction @ gen 3..5: 3 field or text differences reported for an earlier gen interval hold here too (witnesses re-found here) [diff-repeated]
    gens: #instruction 3..5
isa/toy16.xml:129:1: error: #instruction @ gen 6..max: 3 field or text differences reported for an earlier gen interval hold here too (witnesses re-found here) [diff-repeated]
    gens: #instruction 6..max
6 errors, 0 warnings, 0 unknown, 1 notes
2 roots, 5 gen intervals: 1 identical (proved), 6 differences, 0 unknown; 512 words only in A
