# texkill (etnaviv.xml:1202-1205) via #instruction-alu-no-dst-maybe-src0-src1
# (379-427): SRC0_USE=1, SRC1_USE=0 -> second override #instruction-has-src0
# (expr defined later, 872-874).  00000000000000001540480400000197: COND=6
# ".ne", PMODE=1, DST_USE=0 -> "void", SRC0 t4.yyyy.  "texkill.ne " is 11
# columns, pad to 18.
# args: decode $SHARED/corpus/mesa/etnaviv/etnaviv.xml --show-errors 00000000000000001540480400000197
---
texkill.ne        void, t4.yyyy, void, void
