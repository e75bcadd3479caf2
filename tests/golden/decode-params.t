# Field lookup through <param>: H as HALF (hr), HALF by name in cvt, ZERO as
# HALF (prints nothing); #reg-sp prints its displayname.
# args: decode $ROOT/isa/toy16.xml 2534 61f2 4f00 21ff
---
sub   hr4, hr3
cvt.u8.sat hr2, neg=1
ld sp, [sp]
add   sp, sp
