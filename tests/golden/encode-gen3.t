# Same-name leaves: --gen picks the gen 3 mul (opcode 110).
# args: encode $ROOT/isa/toy16.xml mul DST=1 SRC=2 --gen 3
---
3821
