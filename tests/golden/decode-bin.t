# --bin without labels: offsets and targets as signed numbers.
# args: decode $ROOT/isa/examples/branch32.xml --bin $ROOT/tests/golden/data/branch32.bin
---
call  5
bz r1, 2
jump  -2
nop
ret
goto  3
call  0
jump  100
jump  -9
