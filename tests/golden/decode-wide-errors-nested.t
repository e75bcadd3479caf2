# A dontcare bit inside a nested operand bitset is reported with that
# operand's (display)name and its own bits.
# args: decode $ROOT/isa/wide128.xml --show-errors 00000c05000000800abc123400001001
---
mad         t1, t0, , void	; dontcare bits in mad: 00000000000000000abc000000000000, WARNING: unexpected bits[32:47] in #alu: 00000000000000000000000000001234 vs 00000000000000000000000000000000, no match: FIELD: 'mad.SRC1': 00000000000000000000000000000800, dontcare bits in void: 00000000000000000000000000000005
