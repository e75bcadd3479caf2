# sread (afuc.xml:813-833, gen >= 6): bits 27-31 = 10111, bit 15 = 1,
# bits 12-13 = 00.  b8838005: DST=3, OFFSET=4, BASE=5 (#sqe-base 721-736,
# PREINCREMENT=0 -> custom SQEREG prints nothing).  Its display (816-818)
# names {XREG}, which no field defines: nothing printed, error "no field".
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors b8838005
---
sread $03, [$04 + ]	; no field 'XREG'
