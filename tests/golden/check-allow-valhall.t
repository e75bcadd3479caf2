# isaproof-allow in Valhall XML comments
# args: check tests/allow/valhall.xml
# exit: 0
---
tests/allow/valhall.xml:1:1: note: #instruction @ gen 0..max: 11 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
tests/allow/valhall.xml:1:1: note: #instruction @ gen 0..max: 18185535295322062848 of 2^64 words match no leaf (98.584%), in 37 cubes [unused-encoding]
    cube: 0bxxxxxxx000000001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^55 words)
    cube: 0bxxxxxxx00000001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^56 words)
    cube: 0bxxxxxxx0000001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^57 words)
    cube: 0bxxxxxxx0010000xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^57 words)
    cube: 0bxxxxxxx001000100xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^55 words)
    cube: 0bxxxxxxx00100011xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^56 words)
    cube: 0bxxxxxxx001100001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^55 words)
    cube: 0bxxxxxxx00110001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^56 words)
    cube: 0bxxxxxxx0011001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^57 words)
    cube: 0bxxxxxxx001101xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^58 words)
    cube: 0bxxxxxxx00111xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^59 words)
    cube: 0bxxxxxxx00x001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^59 words)
    cube: 0bxxxxxxx00x01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^60 words)
    cube: 0bxxxxxxx01000xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^59 words)
    cube: 0bxxxxxxx010010000xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^55 words)
    cube: 0bxxxxxxx010010001xxxxxxxxxxxxxxxxxxxxxxxxxxxx0x01xxxxxxxxxxxxxxxx (2^52 words)
    more: 21 more cubes (--max-cubes)
    gens: #instruction 0..max
tests/allow/valhall.xml:104:40: warning: FADD.v2f16 is alone in bucket 0xA5: decoding never looks at its opcode2 0x0 (bits 16..19), so any value there decodes as FADD.v2f16 [va-opcode2-unused]
    decodes as: FADD.v2f16 r0.h1, r0.h00, r0.h00
    witness: 00a5000000010000
    gens: #instruction 0..max
tests/allow/valhall.xml:121:38: warning: LOAD.i32 is alone in bucket 0x60: decoding never looks at its opcode2 0x3 (bits 27..29), so any value there decodes as LOAD.i32 [va-opcode2-unused]
    decodes as: LOAD.i32.slot0 @, r0, offset:0
    witness: 0060000010000000
    gens: #instruction 0..max
tests/allow/valhall.xml:74:3: warning: 4 fields can index enum table swizzles_32_bit (8 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: IADD.u32 r0.h1, r0.swizzles_32_bit[8], r0	; swizzles_32_bit[8] is past the table's end (8 entries)
    field: IADD.u32: source 0's widen (bits 36..39) reaches 15
    field: IADD.u32: source 1's widen (bits 26..29) reaches 15
    field: ISUB.u32: source 0's widen (bits 36..39) reaches 15
    field: ISUB.u32: source 1's widen (bits 26..29) reaches 15
    witness: 00a0008000000000
    gens: #instruction 0..max
tests/allow/valhall.xml:81:3: warning: 1 field can index enum table condition (6 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: CSEL.u32.condition[6] r0.h1, r0, r0, r0, r0	; condition[6] is past the table's end (6 entries)
    field: CSEL.u32: condition (bits 32..34) reaches 7
    witness: 0150000600000000
    gens: #instruction 0..max
tests/allow/valhall.xml:85:3: warning: 2 fields can index enum table slot (4 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: LOAD.i32.slot[4] @, r0, offset:0	; slot[4] is past the table's end (4 entries)
    field: LOAD.i32: slot (bits 30..32) reaches 7
    field: BARRIER: slot (bits 30..32) reaches 7
    witness: 0060000118000000
    gens: #instruction 0..max
tests/allow/valhall.xml:7:3: warning: 4 float sources can index the 32-entry immediate LUT at 32..63 (source byte 0xE0..0xFF): Mesa asserts "overflow in LUT" and reads past it [va-lut-overflow]
    decodes as: FADD.f32 r0.h1, lut[32], r0	; overflow in LUT: float source 0 reads entry 32 of 32
    in: FADD.f32
    in: FADD.v2f16
    witness: 00a40000000000e0
    gens: #instruction 0..max
tests/allow/valhall.xml:93:3: warning: every instruction decodes with bit 63 set: Mesa asserts it is 0 and indexes the 16-entry flow table with w >> 59 (16..31) [va-bit63]
    decodes as: NOP.flow[16] 	; assert: reserved bit 63 is set, flow[16] is past the table's end (16 entries)
    witness: 8000000000000000
    gens: #instruction 0..max
tests/allow/valhall.xml:95:5: note: bucket 0x91 (MOV.i32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each [va-bucket-unused]
    decodes as: no match: 0091000000010000
    witness: 0091000000010000
    gens: #instruction 0..max
tests/allow/valhall.xml:108:3: note: bucket 0xA0 (IADD.u32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each [va-bucket-unused]
    decodes as: no match: 00a0000000020000
    witness: 00a0000000020000
    gens: #instruction 0..max
tests/allow/valhall.xml:93:3: note: 503 of 512 primary opcodes select nothing (2^55 words each); 9 buckets, 2 with several members [va-bucket-unused]
2 suppressed in the description (isaproof-allow)
0 errors, 7 warnings, 0 unknown, 5 notes
