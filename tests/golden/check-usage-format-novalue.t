# check --format with no value: usage error, exit 2, no report.
# args: check isa/examples/check-clean.xml --format
# exit: 2
---
