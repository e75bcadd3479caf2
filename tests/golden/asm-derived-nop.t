# A case condition reads two flag bits and the case prints a derived uint
# of them ("(nopN)") that is wider than the derived field's declared
# width: the case's bits are settled against the whole value decoding
# prints, so "(nop3)" sets both flags at once and the 20-bit field behind
# the shown derived value is solved bit by bit, within a few hundred
# decodes (taking "(nop1)" for "(nop3)" left a search of 24 bits that
# hit the budget of 200,000 decodes).  The default case and each flag
# alone too; "r02" and "r03" are register 0 followed by the number of an
# unlisted enum value (printf writes no number with a leading zero).
# args: asm $ROOT/isa/examples/asm-derived-nop.xml '(nop3) op 1048575' '(nop1) op 1048575' '(nop2) op 5' 'op 1048575 r2' 'op 0 r0' 'op 0 r0.x' 'op 7 r02' 'op 7 r13'
---
00fffff3
00fffff1
00000052
00fffff8
00000000
01000000
02000070
03000074
