# All fields of an expression are fetched, sorted by name, before it is
# evaluated: ZA is reported before ZB, whatever the value of A.
# args: decode $ROOT/isa/examples/quirks.xml --show-errors 09000003 09000000
---
errsort.true	; no field 'ZA', no field 'ZB'
errsort 0	; no field 'ZA', no field 'ZB'
