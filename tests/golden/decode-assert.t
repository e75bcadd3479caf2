# ret-chk (displayname "ret") asserts bits 0..9 are 0: a mismatch warns,
# field bits shifted down, 4 hex digits.
# args: decode $ROOT/isa/toy16.xml --show-errors 1003 13ff 1000
---
ret	; WARNING: unexpected bits[0:9] in ret: 0003 vs 0000
ret	; WARNING: unexpected bits[0:9] in ret: 03ff vs 0000
ret
