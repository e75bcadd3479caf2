# Round trip: encode, then decode the printed word.
# args: decode $ROOT/isa/toy16.xml $("$bin" encode $ROOT/isa/toy16.xml sel COND=.z SRC=2 DST=1) $("$bin" encode $ROOT/isa/toy16.xml bfe LO=2 HI=5 DST=1) $("$bin" encode $ROOT/isa/toy16.xml st REG=15 OFF=252)
---
sel.z r1, r2
bfe r1, 2:5 w=4 n=3 m=0x3c
st sp, [sp+252]
