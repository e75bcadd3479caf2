# Same-name leaves: --gen picks the gen 2 mul (opcode 101).
# args: encode $ROOT/isa/toy16.xml mul DST=1 SRC=2 --gen 2
---
3421
