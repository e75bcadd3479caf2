# decode on a reduced pre-July-2024 ISA.xml (<mod> modifiers; LOAD.i24 and
# LOAD.i48, whose sources are 24 and 48 bits): the load-lane modifier
# prints its entry unless it is the default (identity, w0), reserved
# entries as .reserved; staging count 2 gives a register pair.
# args: decode tests/valhall/old-load.xml --show-errors 0060840210001002 0060848250ffff02 0060849298000402 0060844420000802 0060840220000002 0060841210000002
---
LOAD.i24.slot0 @r4, r2, offset:16
LOAD.i24.unsigned.slot1 @r4, r2, offset:-1
LOAD.i32.d0.unsigned.slot2 @r4, r2, offset:4
LOAD.i48.slot0 @r4:r5, r2, offset:8
LOAD.i48.reserved.slot0 @r4, r2, offset:0
LOAD.i24.reserved.slot0 @r4, r2, offset:0
