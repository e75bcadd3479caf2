# No subcommand: usage error, exit 2, nothing on stdout.
# args: 
# exit: 2
---
