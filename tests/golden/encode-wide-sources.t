# wide128: bitset-typed fields take raw values (SRC1 straddles bit 64).
# args: encode $ROOT/isa/wide128.xml mad DST=5 COND=.gt SAT=1 SRC0=0x003 SRC1=0x411 SRC2=0x202
---
00000202000000411000000000305841
