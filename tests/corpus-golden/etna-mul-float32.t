# mul (etnaviv.xml:1101-1104) via #instruction-alu-src0-src1 (511-548).
# 0000000707f800790000080500811803: SAT, RMODE(32-33)=1 ".rtz", PMODE=1,
# DST t1.x___.  IMMED_TYPE 0 -> derived float width 32 = value << 12
# (255-263): SRC0 AMODE 1 -> 0x80000 << 12 = 0x80000000 = -0.0;
# SRC1 ABS, NEG, SWIZ 0xfc -> 0x7f800 << 12 = 0x7f800000 = inf.
# "mul.sat.rtz " is 12 columns, pad to 18.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 0000000707f800790000080500811803
---
mul.sat.rtz       t1.x___, -0.000000, inf, void
