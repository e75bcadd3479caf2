# asm inverts the displays of toy16.xml: int, uint, hex, offset and
# uoffset numbers, bool with and without display, bool_inv, enums, align
# columns, {NAME}, operands through a root with a param, derived fields
# and overrides (bfe), branch and absbranch targets.  Each word decodes
# back to its text.
# args: asm $ROOT/isa/toy16.xml 'addi  r3, #5' 'movi  r7, #-8' 'addi  hr3, #-1' 'add   r1, r2' 'sub   hr4, hr3' 'and   r0, sp' 'or    r6, r5' 'cvt.clamp r1, neg=0' 'cvt.u8.sat hr2, neg=1' 'cvt4 r3, neg=0' 'cvt.f32 r0, neg=1' 'bfe r1, 2:5 w=4 n=3 m=0x3c' 'bfe.s r2, 0:6 w=7 n=6 m=0x7f' 'bfe r0, 1:7 w=7 n=6 m=0xfe' nop 'ldi r1, 0x7f' 'ldi r0, 0x5' 'ldi r0, 0x0' 'br.z 2' 'call  4' 'jmp   0' 'br -1' ret 'br 100' 'br -8' 'jmp   -24' 'ld r1, [sp+4]' 'ld r2, [sp-4]' 'ld r3, [sp]' 'ld r0, [sp-128]' 'ld sp, [sp]' 'sel.z r1, r2' 'sel r0, sp' 'sel r1, #-2' 'sel r3, #5' 'bfe r3, invalid w=-2' 'bfe r0, invalid w=-6' 'bfe.s r0, all' 'st r1, [sp+252]' 'st sp, [sp]'
---
2253
2687
23f3
2021
2534
28f0
2c56
6001
61f2
6443
6760
72a1
70d2
71e0
0000
6ff1
6850
6800
0502
0804
0c00
04ff
1000
0464
04f8
0fe8
4104
42fc
4300
4080
4f00
7921
78f0
7fe1
7c53
7303
7700
70f0
51fc
5f00
