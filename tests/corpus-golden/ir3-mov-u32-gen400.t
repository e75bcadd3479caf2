# #cat1-immed-src (ir3-cat1.xml:163-212) u32 override (182-190):
# ({SRC_TYPE} == 3) && ({IMMED} > 0x1000) prints 0x{IMMED} (hex); 0x1000 is
# not > 0x1000 so the default uint {IMMED} prints 4096.
# mov-immed (258-268), SRC_TYPE = DST_TYPE = 3, DST = r0.x.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors 204cc00000012345 204cc00000001000
---
mov.u32u32 r0.x, 0x12345
mov.u32u32 r0.x, 4096
