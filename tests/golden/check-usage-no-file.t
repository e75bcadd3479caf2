# check with no ISA.xml: usage error, exit 2, no report.
# args: check --gen 3
# exit: 2
---
