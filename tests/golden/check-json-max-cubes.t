# check --format json with --max-cubes 1: a finding with no evidence
# prints "evidence": [], the capped listing ends with a "more" line, the
# totals in the message are unchanged.
# args: check isa/examples/check-unused8.xml --max-cubes 1 --format json
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "isa/examples/check-unused8.xml",
  "summary": {
    "errors": 0,
    "warnings": 1,
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
        "file": "isa/examples/check-unused8.xml",
        "line": 27,
        "column": 1
      },
      "evidence": []
    },
    {
      "kind": "note",
      "rule": "disjoint",
      "message": "#instruction @ gen 0..max: 3 leaves pairwise disjoint (proved)",
      "fingerprint": "f39483e508c79677",
      "location": {
        "file": "isa/examples/check-unused8.xml",
        "line": 27,
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
      "message": "#instruction @ gen 0..max: 112 of 2^8 words match no leaf (43.75%), in 3 cubes",
      "fingerprint": "0bd57244bf42af1c",
      "location": {
        "file": "isa/examples/check-unused8.xml",
        "line": 27,
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
          "value": "0b0101xxxx (2^4 words)"
        },
        {
          "key": "more",
          "value": "2 more cubes (--max-cubes)"
        }
      ]
    }
  ]
}
