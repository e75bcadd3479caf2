# check --gen x: not a number, exit 2, no report.
# args: check isa/examples/check-clean.xml --gen x
# exit: 2
---
