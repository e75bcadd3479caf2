# check: a description that does not load still gives a
# JSON report, its load errors as findings (exit 2); the errors go to
# stderr too, as before.
# args: check tests/bad/pattern_too_short.xml --format json
# exit: 2
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "tests/bad/pattern_too_short.xml",
  "summary": {
    "errors": 2,
    "warnings": 0,
    "unknown": 0,
    "notes": 0
  },
  "findings": [
    {
      "kind": "error",
      "rule": "pattern-length",
      "message": "<pattern> \"000000000000000\" has 15 characters, bits 16..31 need 16",
      "fingerprint": "8ea468da4ee9d756",
      "location": {
        "file": "tests/bad/pattern_too_short.xml",
        "line": 8,
        "column": 2
      },
      "evidence": []
    },
    {
      "kind": "error",
      "rule": "leaf-undefined-bits",
      "message": "leaf bitset 'mov' leaves bits undefined (no pattern, field or assert): ffff0000",
      "fingerprint": "ec74aca75459001d",
      "location": {
        "file": "tests/bad/pattern_too_short.xml",
        "line": 7,
        "column": 1
      },
      "evidence": []
    }
  ]
}
