# The words of afuc-control-gen5 at gen 6: 10101 is cwrite with bit 15 = 0
# (afuc.xml:716-719) and swrite with bit 15 = 1 and bits 12-13 = 00
# (738-758); store moved to 10100 (658-662).
# a8414010: cwrite, BASE override (PREINCREMENT=1) -> "0x10".
# a8410010: cwrite, custom CONTROLREG prints nothing.
# a803a123: bit 15 = 1 but SDS bits 12-13 = 10 -> swrite fails -> no match.
# a841c010: swrite, BASE is #sqe-base (721-736): the override prints
#   "0x{IMMED}" but its IMMED is type uint, so 16 prints as "0x16".
# a0414010: store (gen >= 6).
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors a8414010 a8410010 a803a123 a841c010 a0414010
# exit: 1
---
cwrite $01, [$02 + 0x10]!
cwrite $01, [$02 + ]
no match: a803a123
swrite $01, [$02 + 0x16]!
store $01, [$02 + 0x10]!
