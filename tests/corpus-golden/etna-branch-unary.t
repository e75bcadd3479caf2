# branch_unary, displayname "branch" (etnaviv.xml:1192-1195) via
# #instruction-cf-src0 (876-902): SRC0_USE=1, SRC1_USE=0.
# 0000320080000010aaa0a800000002d6: COND=11 ".nz"; derived TYPE (140-142) =
# TYPE_BIT2(53)=1 << 2 | TYPE_BIT01(94-95)=2 = 6 ".u32"; SRC0: ABS=1 (printed
# on both sides, 235), RGROUP 2 "u", REG 10, swizzle 0xaa; TARGET=100.
# "branch.nz.u32 " is 14 columns, pad to 18.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 0000320080000010aaa0a800000002d6
---
branch.nz.u32     void, |u10.zzzz|, void, 100
