# check --max-cubes -1: not a count, exit 2, no report.
# args: check isa/examples/check-clean.xml --max-cubes -1
# exit: 2
---
