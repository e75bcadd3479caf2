# wide128 from --bin: four little-endian dwords per instruction, bits 0..31
# first.
# args: decode $ROOT/isa/wide128.xml --branch-labels --bin $ROOT/tests/golden/data/wide128.bin
---
branch.eq   t1, l2
call        fxn3
l2:
ret

fxn3:
nop
