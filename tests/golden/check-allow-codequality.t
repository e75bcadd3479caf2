# Code Quality leaves suppressed findings out
# args: check --format codequality tests/allow/overlap.xml
# exit: 0
---
[
  {
    "description": "isaproof-allow(ambiguous-encoding) suppresses nothing: no [ambiguous-encoding] finding is on this line or the next",
    "check_name": "unused-allow",
    "fingerprint": "a7fb746d815ae893",
    "severity": "minor",
    "location": {
      "path": "tests/allow/overlap.xml",
      "lines": {
        "begin": 32
      }
    }
  },
  {
    "description": "isaproof-allow(no-display) suppresses nothing: no [no-display] finding is on this line or the next",
    "check_name": "unused-allow",
    "fingerprint": "edfd45d2f92c1317",
    "severity": "minor",
    "location": {
      "path": "tests/allow/overlap.xml",
      "lines": {
        "begin": 32
      }
    }
  }
]
