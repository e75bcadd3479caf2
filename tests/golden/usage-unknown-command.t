# Unknown subcommand: exit 2.
# args: frobnicate
# exit: 2
---
