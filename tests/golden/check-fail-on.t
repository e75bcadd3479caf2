# check --fail-on warning: toy16 has warnings and no errors, so the run
# fails (exit 1); --disable lint and --max-per-rule 1 change no count.
# args: check isa/toy16.xml --fail-on warning --max-per-rule 1 --no-notes
# exit: 1
---
isa/toy16.xml:129:1: warning: instruction width 16 is not a multiple of 32 (Mesa's generator requires it) [isa-width]
isa/toy16.xml:62:1: warning: 2 fields of enum type #cond can hold values it does not list (e.g. 'COND' of 'br' holds 2) [undocumented-enum-value]
    gen: 0
    decodes as: br2 0
    field: COND (isa/toy16.xml:166) holds 0x2 in 'br'
    field: COND (isa/toy16.xml:397) holds 0x2 in 'sel'
    witness: 0600
    related: isa/toy16.xml:166:2
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
isa/toy16.xml:62:1: note: 1 more [undocumented-enum-value] warnings not listed (2 found, the first 1 shown) [finding-limit]
isa/toy16.xml:217:2: note: 11 more [roundtrip-text-field] unknowns not listed (12 found, the first 1 shown) [finding-limit]
0 errors, 6 warnings, 10 unknown, 12 notes
