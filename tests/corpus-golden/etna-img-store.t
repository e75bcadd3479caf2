# img_store (etnaviv.xml:1510-1513) via #instruction-store (1019-1082),
# display {INSTR_LOAD_STORE} (21-23) {:align=18}mem{COMPS}, ...
# 40390029c0ab00c000200f1c0602083a: SAT ".sat", DENORM(42) ".denorm",
# LOCAL(40) ".local", TYPE = 1 << 2 | 3 = 7 ".u8", LEFT_SHIFT(35-37)=3 ->
# #left-shift (934-952) override ".ls3", PMODE=1; COMPS=12 ".__zw"; SRC1 RGROUP
# 1 "i"; SRC2 RGROUP 4 "th".  The name part is 33 columns, past 18: no pad.
# x bits 17 and 41 set -> dontcare.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 40390029c0ab00c000200f1c0602083a
---
img_store.sat.denorm.local.u8.ls3 mem.__zw, t0.xxxx, i1.yyyy, th2.xyzw	; dontcare bits in img_store: 00000000000000000000020000020000
