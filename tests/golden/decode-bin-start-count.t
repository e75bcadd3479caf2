# decode --bin --start 8 --count 2 --address: two words from byte 8, addresses are file offsets
# args: decode $ROOT/isa/examples/branch32.xml --bin=$ROOT/tests/golden/data/branch32.bin --start=8 --count 2 --address
# exit: 0
# stderr
---
       8:	jump  -2
       c:	nop
