# The ADD slot under a context: the register block (fau_idx 0x85, reg3 40,
# reg2 17, reg0 3, reg1 10, ctrl 5), the next block naming the destination
# (ctrl 15: ADD writes r33), staging register 7; a repeated instruction name
# keeps the later definition at the first one's place.
# exit: 1
# args: decode tests/bifrost/mini.xml --slot add --regs 0x294346885 --next-regs 0x780032100 --staging 7 60000 6003f 603c0 70400 70c00 70200 70000 7ffff 80000
---
+LOAD.i32 r33:t1, r3, r3, offset:0, @r7
+LOAD.i32 r33:t1, t1, t1(INVALID), offset:0, @r7
INSTR_INVALID_ENC add 603C0
INSTR_INVALID_ENC add 70400
INSTR_INVALID_ENC add 70C00
+SEL.i32.reserved r33:t1, r3, r3
INSTR_INVALID_ENC add 70000
+NOP r33:t1
INSTR_INVALID_ENC add 80000
