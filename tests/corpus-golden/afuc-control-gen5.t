# Control words at gen 5.  Bits 27-31 = 10101 hold store (gen<=5,
# afuc.xml:652-656, bit 15 = 0) and cwrite (gen<=5, 711-714, bit 15 = 1).
# a8414010: store via #store (631-650): IMMED=0x10, SRC=1, OFFSET(21-25)=2,
#   PREINCREMENT(14)=1 -> bool display "!" (#control 622-629).
# a8410010: same without PREINCREMENT.
# a803a123: cwrite via #cwrite (690-709): SDS(12-13)=2 -> "(sds2)" (#sds
#   610-620), SRC=3, BASE=0x123 is #control-base (668-688) with param
#   PREINCREMENT=0 -> default case prints CONTROLREG, type custom: nothing.
# a841c010: cwrite, SDS=0, PREINCREMENT=1 -> #control-base override: 0x{IMMED}.
# a0414010: 10100 (store from gen 6, 658-662) matches nothing at gen 5.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 5 --show-errors a8414010 a8410010 a803a123 a841c010 a0414010
# exit: 1
---
store $01, [$02 + 0x10]!
store $01, [$02 + 0x10]
(sds2)cwrite $03, [$00 + ]
cwrite $01, [$02 + 0x10]!
no match: a0414010
