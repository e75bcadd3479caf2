# texldl (etnaviv.xml:1222-1225) via #instruction-tex-src0-maybe-src1-src2
# (792-843): all three USE bits set -> second override (805-809).
# 307fc07a0000014039001f201f85101b: DST t5 (COMPS 15), TEX_ID(27-31)=3,
# TEX_SWIZ(35-42)=0xe4 ".xyzw" (#src-swizzle 183-199), SRC0 t1.xyzw,
# SRC1 RGROUP 2 "u" REG 2, SRC2 NEG=1 RGROUP 3 "u" REG 7 swizzle 0xff.
# INSTR_TEX (13-15) is just {NAME}; "texldl " is 7 columns, pad to 18.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 307fc07a0000014039001f201f85101b
---
texldl            t5, tex3.xyzw, t1.xyzw, u2.xxxx, -u7.wwww
