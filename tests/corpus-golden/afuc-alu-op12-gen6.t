# Same-name leaves split by gen: ALU op 01100 (bits 0-4) is rot for gen <= 6
# (afuc.xml:350-354) but mul8 for gen >= 7 (382-385).  9909380c: #alu-2src
# (151-167) DST=7, SRC1=8, SRC2=9.  Gen 6 -> rot (see afuc-alu-op12-gen7).
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 9909380c
---
rot $07, $08, $09
