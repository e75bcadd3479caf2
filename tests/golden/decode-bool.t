# cvt: SAT bool with display, NOCLAMP bool_inv (prints ".clamp" when the bit
# is 0), NEG bool without display (prints 0/1), HALF passed by param name
# (no as=); enum #type: 4 is missing (decimal), 7 is written val="0x7".
# args: decode $ROOT/isa/toy16.xml 6001 61f2 6443 6760
---
cvt.clamp r1, neg=0
cvt.u8.sat hr2, neg=1
cvt4 r3, neg=0
cvt.f32 r0, neg=1
