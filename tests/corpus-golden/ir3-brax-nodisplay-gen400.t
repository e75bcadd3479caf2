# brax (ir3-cat0.xml:264-269) has no <display> and neither have its parents
# #instruction-cat0-branch (246-249), #instruction-cat0 (31-54): the line is
# empty with the errors.  008000c800000000: OPC(55-58)=0001, BRTYPE(37-39)=110,
# bit 35 (x pattern 32-36) set -> the dontcare error comes first (found at
# match time), then "no display template".
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors 008000c800000000
---
	; dontcare bits in brax: 0000000800000000, brax: no display template
