# The same differences as JSON.
# args: diff tests/bifrost/mini.xml tests/bifrost/mini-changed.xml --format json --root add
# exit: 1
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "tests/bifrost/mini-changed.xml",
  "summary": {
    "errors": 3,
    "warnings": 0,
    "unknown": 0,
    "notes": 0
  },
  "findings": [
    {
      "kind": "error",
      "rule": "diff-only-a",
      "message": "#add: 1 words select a state in A and none in B (9.54e-05% of 2^20), in 1 cubes",
      "fingerprint": "74b50a21d6e07cc1",
      "location": {
        "file": "tests/bifrost/mini.xml",
        "line": 117,
        "column": 3
      },
      "root": "#add",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "7ffff",
      "evidence": [
        {
          "key": "A decodes as",
          "value": "+NOP t1"
        },
        {
          "key": "B decodes as",
          "value": "INSTR_INVALID_ENC add 7FFFF"
        },
        {
          "key": "cube",
          "value": "0b01111111111111111111 (1 words)"
        },
        {
          "key": "pair",
          "value": "A +NOP / B (none): 1 words, e.g. 7ffff"
        }
      ]
    },
    {
      "kind": "error",
      "rule": "diff-only-b",
      "message": "#add: 4096 words select a state in B and none in A (0.391% of 2^20), in 1 cubes",
      "fingerprint": "3602b3b8a18e3148",
      "location": {
        "file": "tests/bifrost/mini-changed.xml",
        "line": 115,
        "column": 3
      },
      "root": "#add",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "90000",
      "evidence": [
        {
          "key": "A decodes as",
          "value": "INSTR_INVALID_ENC add 90000"
        },
        {
          "key": "B decodes as",
          "value": "+NEG.f32 t1, r3"
        },
        {
          "key": "cube",
          "value": "0b10010000xxxxxxxxxxxx (4096 words)"
        },
        {
          "key": "pair",
          "value": "A (none) / B +NEG.f32: 4096 words, e.g. 90000"
        }
      ]
    },
    {
      "kind": "error",
      "rule": "diff-different",
      "message": "#add: 64 words select states of different names that print different text (0.0061% of 2^20), in 1 cubes",
      "fingerprint": "3047817b4be87ab0",
      "location": {
        "file": "tests/bifrost/mini.xml",
        "line": 84,
        "column": 3
      },
      "related": {
        "file": "tests/bifrost/mini-changed.xml",
        "line": 81,
        "column": 3
      },
      "root": "#add",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "60000",
      "evidence": [
        {
          "key": "A decodes as",
          "value": "+LOAD.i32 t1, r3, r3, offset:0, @r0"
        },
        {
          "key": "B decodes as",
          "value": "+LOAD.u32 t1, r3, r3, offset:0, @r0"
        },
        {
          "key": "cube",
          "value": "0b01100000000000xxxxxx (64 words)"
        },
        {
          "key": "pair",
          "value": "A +LOAD.i32 / B +LOAD.u32: 64 words, e.g. 60000"
        }
      ]
    }
  ]
}
