# Five problems, only the first four are reported: top-level dontcare
# (bits 48..59, unshifted, 32 digits), the #alu assert (named after the
# ancestor holding it), then SRC0 and SRC1 no-match; the dontcare inside
# the nested "void" source is the fifth and is dropped.
# args: decode $ROOT/isa/wide128.xml --show-errors 00000c05000000801abc123480001001
---
mad         t1, , , void	; dontcare bits in mad: 00000000000000000abc000000000000, WARNING: unexpected bits[32:47] in #alu: 00000000000000000000000000001234 vs 00000000000000000000000000000000, no match: FIELD: 'mad.SRC0': 00000000000000000000000000000800, no match: FIELD: 'mad.SRC1': 00000000000000000000000000000801
