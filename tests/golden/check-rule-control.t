# check --disable with a group and a rule id, --enable turning one rule of
# the group back on (the last switch wins), --no-notes: the warnings of
# other rules stay, the notes are counted but not printed, and the
# count of findings of disabled rules is said.
# args: check isa/toy16.xml --disable gaps,disjoint --enable undocumented-operand --no-notes
# exit: 0
---
isa/toy16.xml:129:1: warning: instruction width 16 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/toy16.xml:107:1: warning: 8 fields of type #reg can hold bits no #reg leaf matches (e.g. 'SRC' of 'add' holds 0008) [undocumented-operand]
    gen: 0
    decodes as: add   r0, 	; no match: FIELD: 'add.SRC': 0008
    field: SRC (isa/toy16.xml:229) holds 0x8 in 'add'
    field: DST (isa/toy16.xml:222) holds 0x8 in 'add'
    field: REG (isa/toy16.xml:294) holds 0x8 in 'ld'
    field: DST (isa/toy16.xml:330) holds 0x8 in 'cvt'
    field: DST (isa/toy16.xml:342) holds 0x8 in 'ldi'
    field: DST (isa/toy16.xml:370) holds 0x8 in 'bfe'
    field: SRC (isa/toy16.xml:398) holds 0x8 in 'sel'
    field: DST (isa/toy16.xml:401) holds 0x8 in 'sel'
    witness: 2080
    related: isa/toy16.xml:229:2
9 findings of disabled rules not shown
0 errors, 2 warnings, 0 unknown, 5 notes
