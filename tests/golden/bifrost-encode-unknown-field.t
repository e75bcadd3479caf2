# A name that is no field or modifier of the instruction lists those it has.
# args: encode tests/bifrost/mini.xml '*ADD.f32' rounding=rtp
# stderr
# exit: 2
---
isaproof: cannot encode *ADD.f32: *ADD.f32 has no field or modifier 'rounding'; it has: src0 src1 neg0 abs1 round
