# texldb (etnaviv.xml:1212-1215) via #instruction-tex-src0-maybe-src1-src2
# (792-843): overrides in document order, first true one wins.
# ...0048...0000 0039003f2007821019: SRC0_USE=1, SRC1_USE=0, SRC2_USE=1 ->
#   #instruction-has-src0 (872-874) wins and SRC2 is not shown.
# ...0048...00c0...: all three used -> second override, SRC1 t1, SRC2 t4.
# ...0000...00c0...: SRC0, SRC1 without SRC2 -> default display.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 000000480000000039003f2007821019 00000048000000c039003f2007821019 00000000000000c039003f2007821019
---
texldb            t2, tex0.xyzw, t3.xyzw, void, void
texldb            t2, tex0.xyzw, t3.xyzw, t1.xxxx, t4.xxxx
texldb            t2, tex0.xyzw, t3.xyzw, t1.xxxx, void
