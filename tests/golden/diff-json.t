# diff --format json: the proof lines of a self-diff at one gen, in check's JSON schema
# args: diff isa/toy16.xml isa/toy16.xml --gen 2 --format json
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "isa/toy16.xml",
  "summary": {
    "errors": 0,
    "warnings": 0,
    "unknown": 0,
    "notes": 2
  },
  "findings": [
    {
      "kind": "note",
      "rule": "diff-identical",
      "message": "#reg @ gen 2..2: decodes identically (proved)",
      "fingerprint": "e3913f7103f4e74f",
      "location": {
        "file": "isa/toy16.xml",
        "line": 107,
        "column": 1
      },
      "root": "#reg",
      "gens": {
        "min": 2,
        "max": 2
      },
      "evidence": []
    },
    {
      "kind": "note",
      "rule": "diff-identical",
      "message": "#instruction @ gen 2..2: decodes identically (proved)",
      "fingerprint": "d7bf200cadc3122b",
      "location": {
        "file": "isa/toy16.xml",
        "line": 129,
        "column": 1
      },
      "root": "#instruction",
      "gens": {
        "min": 2,
        "max": 2
      },
      "evidence": []
    }
  ]
}
