# --bin on a file that does not exist: exit 2.
# args: decode $ROOT/isa/toy16.xml --bin $ROOT/tests/golden/data/no-such-file.bin
# exit: 2
---
