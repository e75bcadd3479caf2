# A text that differs is shown with what isaproof (and Mesa) print.
# args: vectors tests/bifrost/mini.xml tests/bifrost/vectors-bad.tsv
# exit: 1
---
tests/bifrost/vectors-bad.tsv:1: fma 100000: text differs
    expected: *ADD.f32 t0, r0, r1
    got:      *ADD.f32 t0, r0, r0
tests/bifrost/vectors-bad.tsv: 2 vectors, 2 decoded: 1 text mismatches, 0 round-trip failures
