# asm reads standard input when no text is given: blank lines and #
# lines are skipped, as Mesa's command-line assembler does; a refused
# line is named by its line number.
# args: asm tests/valhall/mini.xml
# stdin: # a comment
# stdin: MOV.i32 r1, r2
# stdin: 
# stdin: FADD.f32.clamp_m1_1.wait r0, r1, r2.neg.abs
# stdin: FADD.f32 r0, r1
# stdin: BARRIER.slot1
# stderr
# exit: 1
---
0091c10000000002
48a4c03200000201
<stdin>:5: error: FADD.f32 takes 3 operands, 2 given
0045c00040000000
