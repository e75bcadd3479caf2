# Bifrost FMA words of tests/bifrost/mini.xml under the all-zero context:
# exact masks, encodings told apart by their derived fields, a reserved
# derived value (no match), the sources' ordering and an alias entry
# (.reserved), a source mask (INVALID); the text is Mesa's.
# exit: 1
# args: decode tests/bifrost/mini.xml 100000 1003c1 10010b 200000 200400 200200 200840 300008 300048 300400 300401 300440 7ff000
---
*ADD.f32 t0, r0, r0
*ADD.f32.reserved t0, r0.neg, r0.abs
*ADD.f32.rtp t0, #0, r0
*SHIFT.v2i16.b00 t0, r0, r0
*SHIFT.v2i16.b11 t0, r0, r0
INSTR_INVALID_ENC fma 200200
*SHIFT.v2i16.b10 t0, r0, r0
*MIN.f32 t0, r0, r0
*MIN.f32 t0, r0.abs, r0.abs
*MIN.f32 t0, r0.reserved, r0.reserved
*MIN.f32 t0, r0.abs, r0
*MIN.f32 t0, r0.reserved, r0.reserved
INSTR_INVALID_ENC fma 7FF000
