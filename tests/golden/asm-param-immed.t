# asm on an operand whose 13-bit immediate is spread over the operand's
# bits and the instruction fields its params name (REG, GROUP, MODE): the
# override that prints it is selected by params, and the immediate is
# solved for the bits of both scopes at once.  uint and int readings
# (the high bit of MODE), both ends of each range, and a register source
# through the same operand.  Each word decodes back to its text.
# args: asm $ROOT/isa/examples/asm-param-immed.xml 'mov r1, #-1' 'mov r2, 4095' 'mov r3, 4096' 'add r4, r4, #-4096' 'mov r5, -|c3.a|' 'mov r0, 0' 'mov r0, #0' 'add r7, r7, 8191' 'add r9, r9, #4095' 'mov r1, #-2'
---
0401ffff
0402fcff
040301c0
080403c0
0405e843
040000c0
040002c0
0807fdff
0809feff
0401fffe
