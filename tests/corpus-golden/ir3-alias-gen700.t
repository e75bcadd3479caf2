# alias (ir3-cat7.xml:274-339, gen >= 700).  f4409916abcdef0d:
# SRC_REG_TYPE(51-52)=0 -> first override: SRC is #alias-gpr-src (232-245,
# 0-7 = 0x0d r3.y, HALF from param SRC_TYPE=0 b16 -> "h").  The override's
# <pattern low="8" high="31"> (307) is ignored by Mesa (patterns are only
# read directly under <bitset>), so the garbage 0xabcdef in bits 8-31 is
# neither a mismatch nor an error.  SCOPE(47-49)=1 is not in #alias-scope
# (247-255) -> printed in decimal.  UNK(40-43)=9, SS=1, SY=1, DST=0x16 r5.z.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 700 --show-errors f4409916abcdef0d
---
(sy)(ss)alias.1.b16.9 r5.z, hr3.y
