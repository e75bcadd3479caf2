# check --format json (docs/check-json.md) on the two-way overlap: summary
# counts, the error with related, root, gens (max 4294967295 = no bound),
# witness and evidence (the tab in the decoded text escaped as \t), then
# the unused-encoding note (no related, no witness).  Exit status as text.
# args: check isa/examples/check-overlap2.xml --format json
# exit: 1
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "isa/examples/check-overlap2.xml",
  "summary": {
    "errors": 1,
    "warnings": 0,
    "unknown": 0,
    "notes": 1
  },
  "findings": [
    {
      "kind": "error",
      "rule": "ambiguous-encoding",
      "message": "'ld' and 'ld.imm' both match some #instruction words at gens 0..max",
      "fingerprint": "c3446a6e05c04cce",
      "location": {
        "file": "isa/examples/check-overlap2.xml",
        "line": 34,
        "column": 1
      },
      "related": {
        "file": "isa/examples/check-overlap2.xml",
        "line": 26,
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
          "value": "ld (isa/examples/check-overlap2.xml:26)"
        },
        {
          "key": "second",
          "value": "ld.imm (isa/examples/check-overlap2.xml:34)"
        }
      ]
    },
    {
      "kind": "note",
      "rule": "unused-encoding",
      "message": "#instruction @ gen 0..max: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes",
      "fingerprint": "0bd57244bf42af1c",
      "location": {
        "file": "isa/examples/check-overlap2.xml",
        "line": 23,
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
    }
  ]
}
