# after -- an argument that looks like an option is an argument
# args: lint -- --help
# exit: 2
# stderr
---
--help: error: cannot read the description file '--help' (No such file or directory): check the path [import-missing]
