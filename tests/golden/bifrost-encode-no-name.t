# A name the modifier does not have, listing those it has.
# args: encode tests/bifrost/mini.xml SHIFT.v2i16 lanes=b12
# stderr
# exit: 1
---
isaproof: cannot encode SHIFT.v2i16: *SHIFT.v2i16.1: modifier lanes has no value 'b12'; its values: b00 b11 b01 b10 reserved (and no other encoding takes the values)
