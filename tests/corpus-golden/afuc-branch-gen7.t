# Branches (afuc.xml:835-886), bits 26-31; OFFSET 0-15 type branch prints as
# a sign-extended int without labels; displaynames brne/breq.
# c05ffffe: brnei (859-862) via #branch-immed (845-850): SRC=2, IMMED=0x1f, -2.
# c7407fff: breqi (864-867): SRC=0x1a "$sp", IMMED=0, OFFSET=0x7fff=32767.
# c8000005: brneb (869-881) with BIT=0 and SRC=0 -> override "jump #{OFFSET}".
# c8a3ffff: brneb, BIT=3, SRC=5 -> default #branch-bit display (852-857), -1.
# cc000002: breqb (883-886) has no jump override.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors c05ffffe c7407fff c8000005 c8a3ffff cc000002
---
brne $02, 0x1f, #-2
breq $sp, 0x0, #32767
jump #5
brne $05, b3, #-1
breq $00, b0, #2
