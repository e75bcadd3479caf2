# check on the clean small Valhall-dialect file, as JSON (docs/check-json.md).
# args: check tests/valhall/mini.xml --max-cubes 1 --format json
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "tests/valhall/mini.xml",
  "summary": {
    "errors": 0,
    "warnings": 9,
    "unknown": 0,
    "notes": 5
  },
  "findings": [
    {
      "kind": "note",
      "rule": "disjoint",
      "message": "#instruction @ gen 0..max: 11 leaves pairwise disjoint (proved)",
      "fingerprint": "f39483e508c79677",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 1,
        "column": 1
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "evidence": []
    },
    {
      "kind": "note",
      "rule": "unused-encoding",
      "message": "#instruction @ gen 0..max: 18185535295322062848 of 2^64 words match no leaf (98.584%), in 37 cubes",
      "fingerprint": "0bd57244bf42af1c",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 1,
        "column": 1
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "evidence": [
        {
          "key": "cube",
          "value": "0bxxxxxxx000000001xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^55 words)"
        },
        {
          "key": "more",
          "value": "36 more cubes (--max-cubes)"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-opcode2-unused",
      "message": "FADD.f32 is alone in bucket 0xA4: decoding never looks at its opcode2 0x0 (bits 16..19), so any value there decodes as FADD.f32",
      "fingerprint": "fb62c5e6ccb5289e",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 97,
        "column": 38
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "00a4000000010000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "FADD.f32 r0.h1, r0, r0"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-opcode2-unused",
      "message": "FADD.v2f16 is alone in bucket 0xA5: decoding never looks at its opcode2 0x0 (bits 16..19), so any value there decodes as FADD.v2f16",
      "fingerprint": "800917b576d2c96a",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 102,
        "column": 40
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "00a5000000010000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "FADD.v2f16 r0.h1, r0.h00, r0.h00"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-opcode2-unused",
      "message": "LOAD.i32 is alone in bucket 0x60: decoding never looks at its opcode2 0x3 (bits 27..29), so any value there decodes as LOAD.i32",
      "fingerprint": "f60db938854bc63a",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 119,
        "column": 38
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "0060000010000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "LOAD.i32.slot0 @, r0, offset:0"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-table-overflow",
      "message": "2 fields can index enum table widen (3 entries) past its end: Mesa's disassembler reads past the array",
      "fingerprint": "45af72cbd0543ae4",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 69,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "00a4000030000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "FADD.f32 r0.h1, r0.widen[3], r0\t; widen[3] is past the table's end (3 entries)"
        },
        {
          "key": "field",
          "value": "FADD.f32: source 0's swizzle (bits 28..29) reaches 3"
        },
        {
          "key": "field",
          "value": "FADD.f32: source 1's swizzle (bits 26..27) reaches 3"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-table-overflow",
      "message": "4 fields can index enum table swizzles_32_bit (8 entries) past its end: Mesa's disassembler reads past the array",
      "fingerprint": "e760e65095b24f66",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 72,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "00a0008000000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "IADD.u32 r0.h1, r0.swizzles_32_bit[8], r0\t; swizzles_32_bit[8] is past the table's end (8 entries)"
        },
        {
          "key": "field",
          "value": "IADD.u32: source 0's widen (bits 36..39) reaches 15"
        },
        {
          "key": "field",
          "value": "IADD.u32: source 1's widen (bits 26..29) reaches 15"
        },
        {
          "key": "field",
          "value": "ISUB.u32: source 0's widen (bits 36..39) reaches 15"
        },
        {
          "key": "field",
          "value": "ISUB.u32: source 1's widen (bits 26..29) reaches 15"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-table-overflow",
      "message": "1 field can index enum table condition (6 entries) past its end: Mesa's disassembler reads past the array",
      "fingerprint": "1ab66ef0f1aa68ad",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 79,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "0150000600000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "CSEL.u32.condition[6] r0.h1, r0, r0, r0, r0\t; condition[6] is past the table's end (6 entries)"
        },
        {
          "key": "field",
          "value": "CSEL.u32: condition (bits 32..34) reaches 7"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-table-overflow",
      "message": "2 fields can index enum table slot (4 entries) past its end: Mesa's disassembler reads past the array",
      "fingerprint": "bc9ad0a7f9c9fc9b",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 83,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "0060000118000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "LOAD.i32.slot[4] @, r0, offset:0\t; slot[4] is past the table's end (4 entries)"
        },
        {
          "key": "field",
          "value": "LOAD.i32: slot (bits 30..32) reaches 7"
        },
        {
          "key": "field",
          "value": "BARRIER: slot (bits 30..32) reaches 7"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-lut-overflow",
      "message": "4 float sources can index the 32-entry immediate LUT at 32..63 (source byte 0xE0..0xFF): Mesa asserts \"overflow in LUT\" and reads past it",
      "fingerprint": "8e45773efc051a9a",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 6,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "00a40000000000e0",
      "evidence": [
        {
          "key": "decodes as",
          "value": "FADD.f32 r0.h1, lut[32], r0\t; overflow in LUT: float source 0 reads entry 32 of 32"
        },
        {
          "key": "in",
          "value": "FADD.f32"
        },
        {
          "key": "in",
          "value": "FADD.v2f16"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "va-bit63",
      "message": "every instruction decodes with bit 63 set: Mesa asserts it is 0 and indexes the 16-entry flow table with w >> 59 (16..31)",
      "fingerprint": "0846155b16d089e8",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 91,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "8000000000000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "NOP.flow[16] \t; assert: reserved bit 63 is set, flow[16] is past the table's end (16 entries)"
        }
      ]
    },
    {
      "kind": "note",
      "rule": "va-bucket-unused",
      "message": "bucket 0x91 (MOV.i32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each",
      "fingerprint": "7a71c837a5c6533d",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 93,
        "column": 5
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "0091000000010000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "no match: 0091000000010000"
        }
      ]
    },
    {
      "kind": "note",
      "rule": "va-bucket-unused",
      "message": "bucket 0xA0 (IADD.u32 ...): 14 of 16 secondary values (w >> 16) & 0xF select nothing, 2^51 words each",
      "fingerprint": "a22df6a8a1dad7fb",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 106,
        "column": 3
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "00a0000000020000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "no match: 00a0000000020000"
        }
      ]
    },
    {
      "kind": "note",
      "rule": "va-bucket-unused",
      "message": "503 of 512 primary opcodes select nothing (2^55 words each); 9 buckets, 2 with several members",
      "fingerprint": "21f6a81f6e5de8dc",
      "location": {
        "file": "tests/valhall/mini.xml",
        "line": 91,
        "column": 3
      },
      "evidence": []
    }
  ]
}
