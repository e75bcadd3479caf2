# texkill (etnaviv.xml:1202-1205) with no sources: default display of
# #instruction-alu-no-dst-maybe-src0-src1 (381-383) prints {DST_FULL} right
# after {DST}.  80002000000000000000000000000017: PMODE bit 34 = 0 -> ".pack"
# (bool_inv), LOW_HALF=1 -> THREAD ".t0", DST_FULL -> ".hp".
# "texkill.pack.t0 " is 16 columns, pad to 18.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 80002000000000000000000000000017
---
texkill.pack.t0   void.hp, void, void, void
