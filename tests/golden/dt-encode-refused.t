# what encode refuses on a decode file: a constant argument given another
# value (li's rs1 is 0 in its pattern).  Exit 1.
# args: encode $ROOT/tests/decodetree/gen/small.decode li rd=3 imm=5 rs1=1
# exit: 1
# stderr
---
isaproof: cannot encode li: argument 'rs1' is 0 in this pattern, not 1
