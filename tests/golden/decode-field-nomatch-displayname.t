# The scope name in a FIELD no-match is the displayname (mul.wide).
# args: decode $ROOT/isa/toy16.xml --gen 3 --show-errors 38a1
---
mul.wide r1, 	; no match: FIELD: 'mul.wide.SRC': 000a
