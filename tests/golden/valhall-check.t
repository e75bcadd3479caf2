# check on a Valhall-dialect file with planted defects: a modifier on the
# destination's bits (va-overlap, and the generic encode->decode error), a
# bucket member whose own words select nothing (va-shadowed), opcode2s no
# decoding tests, tables and the LUT read past their ends, bit 63, two
# flags printing .lod_mode (and the text asm refuses), per-bucket unused
# space.  Every witness decodes to show its problem.
# args: check tests/valhall/check.xml --max-cubes 2
# exit: 1
---
tests/valhall/check.xml:1:1: note: #instruction @ gen 0..max: 16 leaves pairwise disjoint (proved) [disjoint]
    gens: #instruction 0..max
tests/valhall/check.xml:1:1: note: #instruction @ gen 0..max: 18072945304637800448 of 2^64 words match no leaf (97.9736%), in 46 cubes [unused-encoding]
    cube: 0bxxxxxxx000000001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^55 words)
    cube: 0bxxxxxxx00000001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^56 words)
    more: 44 more cubes (--max-cubes)
    gens: #instruction 0..max
tests/valhall/check.xml:97:38: warning: FADD.f32 is alone in bucket 0xA4: decoding never looks at its opcode2 0x0 (bits 16..19), so any value there decodes as FADD.f32 [va-opcode2-unused]
    decodes as: FADD.f32 r0.h1, r0, r0
    witness: 00a4000000010000
    gens: #instruction 0..max
tests/valhall/check.xml:102:40: warning: FADD.v2f16 is alone in bucket 0xA5: decoding never looks at its opcode2 0x0 (bits 16..19), so any value there decodes as FADD.v2f16 [va-opcode2-unused]
    decodes as: FADD.v2f16 r0.h1, r0.h00, r0.h00
    witness: 00a5000000010000
    gens: #instruction 0..max
tests/valhall/check.xml:119:38: warning: LOAD.i32 is alone in bucket 0x60: decoding never looks at its opcode2 0x3 (bits 27..29), so any value there decodes as LOAD.i32 [va-opcode2-unused]
    decodes as: LOAD.i32.slot0 @, r0, offset:0
    witness: 0060000010000000
    gens: #instruction 0..max
tests/valhall/check.xml:140:3: error: LOAD.i8's own words do not decode as LOAD.i8: bucket 0x70 decodes opcode2 as (w >> 16) & 0xF (its first member CVT_A.i32's rule), LOAD.i8 encodes it at bit 27 with mask 0x7 [va-shadowed]
    decodes as: no match: 0070000028000000
    witness: 0070000028000000
    gens: #instruction 0..max
    related: tests/valhall/check.xml:137:3
tests/valhall/check.xml:143:42: warning: NOT_OLD.i64 is alone in bucket 0x191: decoding never looks at its opcode2 0xE (bits 16..19), so any value there decodes as NOT_OLD.i64 [va-opcode2-unused]
    decodes as: NOT_OLD.i64 r0.h1, r0
    witness: 01910000000f0000
    gens: #instruction 0..max
tests/valhall/check.xml:133:3: error: in SAT_ON_DEST.i32, modifier saturate and the destination both claim bit 44 (bits 0x0000100000000000) [va-overlap]
    decodes as: SAT_ON_DEST.i32.saturate r16.h1, r0
    witness: 0096100000000000
    gens: #instruction 0..max
tests/valhall/check.xml:69:3: warning: 2 fields can index enum table widen (3 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: FADD.f32 r0.h1, r0.widen[3], r0	; widen[3] is past the table's end (3 entries)
    field: FADD.f32: source 0's swizzle (bits 28..29) reaches 3
    field: FADD.f32: source 1's swizzle (bits 26..27) reaches 3
    witness: 00a4000030000000
    gens: #instruction 0..max
tests/valhall/check.xml:72:3: warning: 4 fields can index enum table swizzles_32_bit (8 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: IADD.u32 r0.h1, r0.swizzles_32_bit[8], r0	; swizzles_32_bit[8] is past the table's end (8 entries)
    field: IADD.u32: source 0's widen (bits 36..39) reaches 15
    field: IADD.u32: source 1's widen (bits 26..29) reaches 15
    field: ISUB.u32: source 0's widen (bits 36..39) reaches 15
    field: ISUB.u32: source 1's widen (bits 26..29) reaches 15
    witness: 00a0008000000000
    gens: #instruction 0..max
tests/valhall/check.xml:79:3: warning: 1 field can index enum table condition (6 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: CSEL.u32.condition[6] r0.h1, r0, r0, r0, r0	; condition[6] is past the table's end (6 entries)
    field: CSEL.u32: condition (bits 32..34) reaches 7
    witness: 0150000600000000
    gens: #instruction 0..max
tests/valhall/check.xml:83:3: warning: 2 fields can index enum table slot (4 entries) past its end: Mesa's disassembler reads past the array [va-table-overflow]
    decodes as: LOAD.i32.slot[4] @, r0, offset:0	; slot[4] is past the table's end (4 entries)
    field: LOAD.i32: slot (bits 30..32) reaches 7
    field: BARRIER: slot (bits 30..32) reaches 7
    witness: 0060000118000000
    gens: #instruction 0..max
tests/valhall/check.xml:6:3: warning: 4 float sources can index the 32-entry immediate LUT at 32..63 (source byte 0xE0..0xFF): Mesa asserts "overflow in LUT" and reads past it [va-lut-overflow]
    decodes as: FADD.f32 r0.h1, lut[32], r0	; overflow in LUT: float source 0 reads entry 32 of 32
    in: FADD.f32
    in: FADD.v2f16
    witness: 00a40000000000e0
    gens: #instruction 0..max
tests/valhall/check.xml:91:3: warning: every instruction decodes with bit 63 set: Mesa asserts it is 0 and indexes the 16-entry flow table with w >> 59 (16..31) [va-bit63]
    decodes as: NOP.flow[16] 	; assert: reserved bit 63 is set, flow[16] is past the table's end (16 entries)
    witness: 8000000000000000
    gens: #instruction 0..max
tests/valhall/check.xml:148:5: warning: in GRADIENT, modifiers lod_mode and lod_mode both print '.lod_mode' (and the assembler refuses the token as ambiguous) [va-modifier-text]
    decodes as: GRADIENT.lod_mode.lod_mode 
    witness: 012a000000006000
    gens: #instruction 0..max
    related: tests/valhall/check.xml:147:5
tests/valhall/check.xml:146:3: warning: 2 of 20 texts of GRADIENT that differ in one field do not assemble back to the same text [va-asm-roundtrip]
    decodes as: GRADIENT.lod_mode 
    asm refuses: ambiguous modifier '.lod_mode'
    witness: 012a000000002000
    gens: #instruction 0..max
tests/valhall/check.xml:137:3: note: bucket 0x70 (CVT_A.i32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each [va-bucket-unused]
    decodes as: no match: 0070000000000000
    witness: 0070000000000000
    gens: #instruction 0..max
tests/valhall/check.xml:93:5: note: bucket 0x91 (MOV.i32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each [va-bucket-unused]
    decodes as: no match: 0091000000010000
    witness: 0091000000010000
    gens: #instruction 0..max
tests/valhall/check.xml:106:3: note: bucket 0xA0 (IADD.u32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each [va-bucket-unused]
    decodes as: no match: 00a0000000020000
    witness: 00a0000000020000
    gens: #instruction 0..max
tests/valhall/check.xml:91:3: note: 499 of 512 primary opcodes select nothing (2^55 words each); 13 buckets, 3 with several members [va-bucket-unused]
tests/valhall/check.xml:134:5: error: encode->decode of 'SAT_ON_DEST.i32': fields 'saturate' (bits 44..44) and 'dest' (bits 40..45) share bit 44, so their values cannot both be kept [roundtrip-encode-decode]
    values: flow=0x0 fau_page=0x0 saturate=0x1 dest=0x0 dest_mask=0x0 src0=0x0
    encoder: field 'saturate' does not read back as 0x1 (cases conflict)
    gen: 0
    related: tests/valhall/check.xml:133:3
3 errors, 12 warnings, 0 unknown, 6 notes
