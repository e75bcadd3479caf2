# check --format codequality (GitLab Code Quality): one object per finding
# that is not a note, with description, check_name, fingerprint, severity
# (major for errors) and location path and begin line.
# args: check isa/examples/check-overlap2.xml --format codequality
# exit: 1
---
[
  {
    "description": "'ld' and 'ld.imm' both match some #instruction words at gens 0..max",
    "check_name": "ambiguous-encoding",
    "fingerprint": "c3446a6e05c04cce",
    "severity": "major",
    "location": {
      "path": "isa/examples/check-overlap2.xml",
      "lines": {
        "begin": 34
      }
    }
  }
]
