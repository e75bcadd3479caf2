# A source is 3 bits.
# args: encode tests/bifrost/mini.xml '*ADD.f32' src0=8
# stderr
# exit: 1
---
isaproof: cannot encode *ADD.f32: src0=8 does not fit in its 3 bits
