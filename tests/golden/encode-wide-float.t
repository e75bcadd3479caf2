# wide128: raw float bits in the top word, SAT and an enum COND.
# args: encode $ROOT/isa/wide128.xml mov.f32 DST=1 IMM=0x3f200000 COND=.gt SAT=1
---
3f200000000000000000000000001843
