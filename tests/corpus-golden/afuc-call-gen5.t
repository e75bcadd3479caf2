# call (afuc.xml:912-923): TARGET 0-25 absbranch call="true"; without branch
# labels it prints as a 26-bit sign-extended int.
# d4000123: 0x123 = 291.  d6000010: 0x2000010 has bit 25 set ->
# 0x2000010 - 0x4000000 = -33554416.
# e0000064: bl (954-968), TARGET=100.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 5 --show-errors d4000123 d6000010 e0000064
---
call #291
call #-33554416
bl #100
