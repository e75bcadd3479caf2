# Round trip on wide128, through a derived float.
# args: decode $ROOT/isa/wide128.xml $("$bin" encode $ROOT/isa/wide128.xml movd DST=0 LOW=0x40490fdb) $("$bin" encode $ROOT/isa/wide128.xml mov.f16 DST=2 IMM=0x3555)
---
movd        t0, f=3.141593
mov.f16     t2, 0.333252
