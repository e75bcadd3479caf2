# nofield.xml: unresolved names.  lazy's override names MISSING after an
# && that is false (A=0) or true (A=1): every referenced field is fetched
# before evaluation, so both report it.  nest passes no param for BANK
# (its own BANK field is not looked at from #opnd); nest.ok passes its enum K.  nodisp has no display at all.
# args: decode $ROOT/isa/examples/nofield.xml --show-errors 10000005 20000000 20000001 30000105 40000107 50000000
---
typo 5:	; no field 'B'
lazy 0	; no field 'MISSING'
lazy 1	; no field 'MISSING'
nest 5	; no field 'BANK'
nest.ok c7
	; nodisp: no display template
