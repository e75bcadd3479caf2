# JSON marks suppressed findings with the allow's justification and place
# args: check --format json tests/allow/overlap.xml
# exit: 0
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "tests/allow/overlap.xml",
  "summary": {
    "errors": 0,
    "warnings": 2,
    "unknown": 0,
    "notes": 0,
    "suppressed": 2
  },
  "findings": [
    {
      "kind": "error",
      "rule": "ambiguous-encoding",
      "message": "'ld' and 'ld.imm' both match some #instruction words at gens 0..max",
      "fingerprint": "c3446a6e05c04cce",
      "suppressed": {
        "justification": "ld.imm is meant to win over ld, as in the hardware",
        "allow": {
          "file": "tests/allow/overlap.xml",
          "line": 22,
          "column": 6
        }
      },
      "location": {
        "file": "tests/allow/overlap.xml",
        "line": 24,
        "column": 1
      },
      "related": {
        "file": "tests/allow/overlap.xml",
        "line": 14,
        "column": 1
      },
      "root": "#instruction",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "12000000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "no match: 12000000\t; bitset conflict: ld vs ld.imm"
        },
        {
          "key": "first",
          "value": "ld (tests/allow/overlap.xml:14)"
        },
        {
          "key": "second",
          "value": "ld.imm (tests/allow/overlap.xml:24)"
        }
      ]
    },
    {
      "kind": "note",
      "rule": "unused-encoding",
      "message": "#instruction @ gen 0..max: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes",
      "fingerprint": "0bd57244bf42af1c",
      "suppressed": {
        "justification": "a test of allows",
        "allow": {
          "file": "tests/allow/overlap.xml",
          "line": 11,
          "column": 45
        }
      },
      "location": {
        "file": "tests/allow/overlap.xml",
        "line": 11,
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
          "value": "0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)"
        },
        {
          "key": "cube",
          "value": "0b0011xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words)"
        },
        {
          "key": "cube",
          "value": "0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words)"
        },
        {
          "key": "cube",
          "value": "0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "unused-allow",
      "message": "isaproof-allow(ambiguous-encoding) suppresses nothing: no [ambiguous-encoding] finding is on this line or the next",
      "fingerprint": "a7fb746d815ae893",
      "location": {
        "file": "tests/allow/overlap.xml",
        "line": 32,
        "column": 6
      },
      "evidence": []
    },
    {
      "kind": "warning",
      "rule": "unused-allow",
      "message": "isaproof-allow(no-display) suppresses nothing: no [no-display] finding is on this line or the next",
      "fingerprint": "edfd45d2f92c1317",
      "location": {
        "file": "tests/allow/overlap.xml",
        "line": 32,
        "column": 6
      },
      "evidence": []
    }
  ]
}
