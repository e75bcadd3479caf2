# wide128: SRC1 straddles bit 64, SRC2 is in the top word; template
# INSTR_ALU = {NAME}{SAT}{COND}; {:align=12}; #cond 3 is missing.
# args: decode $ROOT/isa/wide128.xml 00000202000000411000000000305841 000004000000000010000000c0000002 000000030000000020000000001010c1
---
mad.sat.gt  t5, t3, c17, -t2
csel        t0, void, t1, c0
mad3        t1, t1, t2, t3
