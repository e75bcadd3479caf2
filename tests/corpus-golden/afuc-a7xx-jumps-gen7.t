# a7xx-only leaves: #jump-a7xx (afuc.xml:1006-1009, gen >= 7, bits 26-31 =
# 110111).  df70001b: jumpr (1011-1036): bits 20-25 = 110111, 5-19 = 0,
# SRC1 = 0x1b -> "$lr".  df600000: sret (1038-1052).
# e4000040: jumpa (925-938, gen >= 7), TARGET absbranch = 64.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors df70001b df600000 e4000040
---
jump $lr
sret
jumpa #64
