# mov (etnaviv.xml:1128-1131) via #instruction-alu-src2 (466-509), display
# {INSTR_ALU} (template 9-11) {DST:align=18}, void, void, {SRC2}.
# PMODE (bit 34, bool_inv, 217) = 1 -> no ".pack"; DST (#instruction-dst
# 107-131) REG=3, COMPS=15 (#wrmask "") -> "t3"; "mov " is 4 columns, pad to 18.
# SRC2 (#instruction-src 233-332): RGROUP=7, AMODE=6 -> IMMED_TYPE 3 ->
# derived float width 16 (315-322): (SWIZ 0x60 << 9) | REG 256 = 0xc100 =
# -2.5 as an IEEE half.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 7c181008000000000000000407831009
---
mov               t3, void, void, -2.500000
