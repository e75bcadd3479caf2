# --bin (little-endian dwords) with branch labels: index 0 is both a call
# target and a branch target: "fxn0:" (no empty line for 0) then "l0:".
# args: decode $ROOT/isa/examples/branch32.xml --branch-labels --bin $ROOT/tests/golden/data/branch32.bin
---
fxn0:
l0:
call  fxn5
bz r1, l3
jump  l0
l3:
nop
ret

fxn5:
goto  l3
call  fxn0
jump  100
jump  -9
