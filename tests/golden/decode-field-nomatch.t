# #reg values 1000..1110 match no leaf: "no match: FIELD: '<scope>.<field>'"
# with the field bits shifted down; nothing is printed for the field, but
# alignment padding before DST still happens (the field resolves).
# args: decode $ROOT/isa/toy16.xml --show-errors 20a1 2018 20aa 7aa1
---
add   r1, 	; no match: FIELD: 'add.SRC': 000a
add   , r1	; no match: FIELD: 'add.DST': 0008
add   , 	; no match: FIELD: 'add.DST': 000a, no match: FIELD: 'add.SRC': 000a
sel2 r1, 	; no match: FIELD: 'sel.SRC': 000a
