# Enum values without an entry print in decimal.  add (etnaviv.xml:1091-1094)
# via #instruction-alu-src0-src2 (550-595).  8b002018000000283900280400801401:
# COND(6-10)=16 (#cond 25-43 stops at 15, then 22) -> "16"; DST_FULL(127) ->
# ".hp"; LOW_HALF(109)=HIGH_HALF(120)=1 -> derived THREAD = 3 (#thread 201-205
# has 0..2) -> "3".  "add.hp163 " is 10 columns, pad to 18.  SRC0: RGROUP=5
# (#reg_group 63-70 has no 5) then REG 2 then swizzle xyzw -> "52.xyzw";
# SRC2: RGROUP 0 "t", REG 1, AMODE=5 (#reg_addressing_mode 72-78 stops at 4)
# -> "t15.xxxx".
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 8b002018000000283900280400801401
---
add.hp163         t0.x___, 52.xyzw, void, t15.xxxx
