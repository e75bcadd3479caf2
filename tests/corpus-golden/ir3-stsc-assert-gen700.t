# stsc (ir3-cat6.xml:500-534, gen >= 700) has <assert pos="40">0</assert>.
# cf46010503c0040e: bit 40 = 1 -> WARNING with the actual/expected field bits
# at full width.  JP(59)=1, TYPE=3 u32, SRC(1-8)=7 (#cat6-src with derived
# SRC_IM = #true -> IMMED), DST derived (DST_HI=2 << 8) | DST_LO=5 = 517,
# SIZE(24-31)=3.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 700 --show-errors cf46010503c0040e
---
(jp)stsc.u32 c[517], 7, 3	; WARNING: unexpected bits[40:40] in stsc: 0000000000000001 vs 0000000000000000
