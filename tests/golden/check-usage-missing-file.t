# check on a file that does not exist: the loader's error and the refusal
# on stderr, nothing on stdout, exit 2.
# args: check isa/examples/no-such-check.xml
# exit: 2
# stderr
---
isa/examples/no-such-check.xml: error: cannot read the description file 'isa/examples/no-such-check.xml' (No such file or directory): check the path [import-missing]
isaproof: isa/examples/no-such-check.xml has errors; refusing to use it
