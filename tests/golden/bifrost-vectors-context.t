# The context options of decode apply to every line; a line's slot wins.
# args: vectors tests/bifrost/mini.xml /dev/stdin --slot add --regs 0x294346885 --next-regs 0x780032100 --staging 7
# stdin: 60000	+LOAD.i32 r33:t1, r3, r3, offset:0, @r7
# stdin: fma 100000	*ADD.f32 r12:t0, r3, r3
---
/dev/stdin: 2 vectors, 2 decoded: 0 text mismatches, 0 round-trip failures: all pass
