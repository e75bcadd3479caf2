# check --format with an unknown format: usage error, exit 2, no report on
# stdout.
# args: check isa/examples/check-clean.xml --format xml
# exit: 2
---
