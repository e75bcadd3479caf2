# load (etnaviv.xml:1307-1310) via #instruction-load (954-1017); the
# INSTR_LOAD_STORE template (21-23) shows neither DST_FULL nor THREAD (bits
# 127 and 109 set here).  800020071ffe6a7d8483488003069032: SKPHP ".skpHp",
# PMODE=0 ".pack"; DST REG 6, AMODE 4 "[a.w]", COMPS 6 ".zy".
# SRC0: RGROUP 7, AMODE 5 -> IMMED_TYPE 2 uint20 (295-303):
#   1<<19 | ABS<<18 | SWIZ 0x12 << 9 | REG 52 = 0xc2434 = 795700.
# SRC1: RGROUP 7, AMODE 3 -> IMMED_TYPE 1 int20 (275-283):
#   1<<19 | 1<<18 | 1<<17 | 0xff << 9 | 212 = 0xffed4 = -300.
# "load.skpHp.pack " is 16 columns, pad to 18.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 800020071ffe6a7d8483488003069032
---
load.skpHp.pack   t6[a.w].zy, 795700, -300, void
