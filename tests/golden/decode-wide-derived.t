# movd: DIFF = HIGH - LOW as uint (64-bit wrap), SUM as int of width 33
# (0x1fffffffe is -2); HIGH == 0 (named expr) shows LOW as a derived float.
# args: decode $ROOT/isa/wide128.xml 00000000000000020000000100000006 00000000000000010000000200000006 00000000ffffffffffffffff00000006 000000000000000040490fdb00000006 00000000000000000000000000000006
---
movd        t0, d=1 s=3
movd        t0, d=18446744073709551615 s=3
movd        t0, d=0 s=-2
movd        t0, f=3.141593
movd        t0, f=0.000000
