# check --format json with a warning: the undocumented-enum-value finding
# has related, witness and evidence but no root or gens; exit 0.
# args: check isa/examples/check-enum-gap.xml --format json
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "isa/examples/check-enum-gap.xml",
  "summary": {
    "errors": 0,
    "warnings": 2,
    "unknown": 0,
    "notes": 2
  },
  "findings": [
    {
      "kind": "warning",
      "rule": "isa-width",
      "message": "instruction width 8 is not a multiple of 32 (Mesa's generator requires it)",
      "fingerprint": "4a29f8d54cfe25cf",
      "location": {
        "file": "isa/examples/check-enum-gap.xml",
        "line": 30,
        "column": 1
      },
      "evidence": []
    },
    {
      "kind": "note",
      "rule": "disjoint",
      "message": "#instruction @ gen 0..max: 2 leaves pairwise disjoint (proved)",
      "fingerprint": "f39483e508c79677",
      "location": {
        "file": "isa/examples/check-enum-gap.xml",
        "line": 30,
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
      "message": "#instruction @ gen 0..max: 248 of 2^8 words match no leaf (96.875%), in 5 cubes",
      "fingerprint": "0bd57244bf42af1c",
      "location": {
        "file": "isa/examples/check-enum-gap.xml",
        "line": 30,
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
          "value": "0b00001xxx (2^3 words)"
        },
        {
          "key": "cube",
          "value": "0b0001xxxx (2^4 words)"
        },
        {
          "key": "cube",
          "value": "0b001xxxxx (2^5 words)"
        },
        {
          "key": "cube",
          "value": "0b01xxxxxx (2^6 words)"
        },
        {
          "key": "cube",
          "value": "0b1xxxxxxx (2^7 words)"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "undocumented-enum-value",
      "message": "2 fields of enum type #cond can hold values it does not list (e.g. 'COND' of 'cmp' holds 3)",
      "fingerprint": "2946fb0fbf408fd6",
      "location": {
        "file": "isa/examples/check-enum-gap.xml",
        "line": 24,
        "column": 1
      },
      "related": {
        "file": "isa/examples/check-enum-gap.xml",
        "line": 38,
        "column": 2
      },
      "witness": "03",
      "evidence": [
        {
          "key": "gen",
          "value": "0"
        },
        {
          "key": "decodes as",
          "value": "cmp3"
        },
        {
          "key": "field",
          "value": "COND (isa/examples/check-enum-gap.xml:38) holds 0x3 in 'cmp'"
        },
        {
          "key": "field",
          "value": "COND (isa/examples/check-enum-gap.xml:46) holds 0x3 in 'br'"
        }
      ]
    }
  ]
}
