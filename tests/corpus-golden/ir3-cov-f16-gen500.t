# mov-immed (ir3-cat1.xml:258-268) with SRC_TYPE=0 f16 != DST_TYPE=1 f32 ->
# cov override (138-145).  2140400adeadc500: DST=r2.z, ROUND=2
# "(pos_infinity)".  #cat1-immed-src f16 override (164-172): IMMED is bits
# 0-15 as an IEEE half: 0xc500 = -5.0, printed with %f; bits 16-31 ignored.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors 2140400adeadc500
---
cov.f16f32 (pos_infinity)r2.z, h(-5.000000)
