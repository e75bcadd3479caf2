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
isa/toy16.xml:217:2: warning: unknown: in this case of 'add', whether the text determines 3 fields ('DST', 'SRC', 'H') is not settled: the templates do not prove it and 82 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:235:2: warning: unknown: in this case of 'addi', whether the text determines 2 fields ('DST', 'H') is not settled: the templates do not prove it and 34 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:290:2: warning: unknown: in this case of 'ld', whether the text determines 1 field ('REG') is not settled: the templates do not prove it and 16 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:321:2: warning: unknown: in this case of 'cvt', whether the text determines 2 fields ('DST', 'HALF') is not settled: the templates do not prove it and 34 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:337:2: warning: unknown: in this case of 'ldi', whether the text determines 1 field ('DST') is not settled: the templates do not prove it and 16 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:354:3: warning: in this case of 'bfe', the text does not determine field 'HI' (bits 5..7): this case prints it only through a condition, a derived field or a param [roundtrip-text-field]
    word: 7100  "bfe r0, invalid w=0"
    same text: 7220  "bfe r0, invalid w=0"
    values: HI = 0x0 and 0x1
    gen: 0
    related: isa/toy16.xml:368:2
isa/toy16.xml:354:3: warning: in this case of 'bfe', the text does not determine field 'LO' (bits 8..10): this case prints it only through a condition, a derived field or a param [roundtrip-text-field]
    word: 7100  "bfe r0, invalid w=0"
    same text: 7220  "bfe r0, invalid w=0"
    values: LO = 0x1 and 0x2
    gen: 0
    related: isa/toy16.xml:367:2
isa/toy16.xml:354:3: warning: unknown: in this case of 'bfe', whether the text determines 1 field ('DST') is not settled: the templates do not prove it and 80 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:359:3: warning: unknown: in this case of 'bfe', whether the text determines 3 fields ('DST', 'HI', 'LO') is not settled: the templates do not prove it and 80 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:363:2: warning: unknown: in this case of 'bfe', whether the text determines 3 fields ('DST', 'LO', 'HI') is not settled: the templates do not prove it and 80 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:387:3: warning: unknown: in this case of 'sel', whether the text determines 2 fields ('DST', 'MODE') is not settled: the templates do not prove it and 34 decoded words gave no two that print alike [roundtrip-text-field]
isa/toy16.xml:392:2: warning: unknown: in this case of 'sel', whether the text determines 3 fields ('DST', 'SRC', 'MODE') is not settled: the templates do not prove it and 82 decoded words gave no two that print alike [roundtrip-text-field]
9 findings of disabled rules not shown
0 errors, 4 warnings, 10 unknown, 5 notes
