# --start past the end of the file is an error
# args: decode $ROOT/isa/examples/branch32.xml --bin $ROOT/tests/golden/data/branch32.bin --start 4096
# exit: 2
# stderr
---
isaproof: --start 4096 is past the end of '$ROOT/tests/golden/data/branch32.bin' (36 bytes)
