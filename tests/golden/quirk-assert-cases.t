# Asserts are checked in the cases find_display walks: override 1 (M=1)
# has a display, so the default assert on bits 8..11 is not checked;
# override 2 (K=1) has no display but its assert (bits 4..7 = 0101) is
# checked before the default case supplies the display.
# args: decode $ROOT/isa/examples/quirks.xml --show-errors 0e000301 0e000300 0e000002 0e000052 0e000303
---
asrt.m
asrt	; WARNING: unexpected bits[8:11] in asrt: 00000003 vs 00000000
asrt	; WARNING: unexpected bits[4:7] in asrt: 00000000 vs 00000005
asrt
asrt.m
