# asm refuses texts no word prints, each with the instruction that
# matched furthest and the column where it stopped, and exit status 1
# (the text, not the description, is wrong): empty and padded texts,
# case, spacing and alignment, operands out of range or of no leaf,
# numbers that are no canonical print (a leading 0, -0, +1, uppercase
# hex), a zero offset printed, a wrong field type, repeated or unknown
# modifiers, a derived value no field gives, trailing text, tabs.
# args: asm $ROOT/isa/toy16.xml -- '' ' ' 'nop ' ' nop' NOP 'add r1, r2' 'add   r1, r2,' 'add   r1,r2' 'add   r8, r2' 'add   hr1, r9' 'addi  r3, #8' 'addi  r3, #-9' 'addi  r3, 5' 'addi  r3, #05' 'addi  r3, #-0' 'movi  r7, #+1' 'ldi r1, 0x80' 'ldi r1, 0x7F' 'ldi r1, 0x07' 'ldi r1, 7f' 'ld r1, [sp+0]' 'ld r1, [sp+-4]' 'ld r0, [sp-129]' 'st r1, [sp-4]' 'st r1, [sp+256]' 'br 128' 'br.z -1x' 'call 4' 'jmp  0' 'cvt.u8.sat.sat hr2, neg=1' 'cvt.u8.sat hr2, neg=2' 'cvt.u9 hr2, neg=1' 'sel.x r1, r2' 'bfe r1, 5:2 w=4 n=3 m=0x3c' 'ret; nop' 'frobnicate r1' 'add   sp, sp	x' 'add	r1, r2'
# stderr
# exit: 1
---
<args>:1: error: no word prints this text at gen 0; closest instruction 'nop' matches up to column 1 (the text ends early)
<args>:2: error: no word prints this text at gen 0; closest instruction 'nop' matches up to column 1 (at ' ')
<args>:3: error: no word prints this text at gen 0; closest instruction 'nop' matches up to column 4 (at ' ')
<args>:4: error: no word prints this text at gen 0; closest instruction 'nop' matches up to column 1 (at ' nop')
<args>:5: error: no word prints this text at gen 0; closest instruction 'nop' matches up to column 1 (at 'NOP')
<args>:6: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 5 (at 'r1, r2')
<args>:7: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 13 (at ',')
<args>:8: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 10 (at 'r2')
<args>:9: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 8 (at '8, r2')
<args>:10: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 12 (at 'r9')
<args>:11: error: no word prints this text at gen 0; closest instruction 'addi' matches up to column 12 (at '8')
<args>:12: error: no word prints this text at gen 0; closest instruction 'addi' matches up to column 13 (at '9')
<args>:13: error: no word prints this text at gen 0; closest instruction 'addi' matches up to column 12 (the text ends early)
<args>:14: error: no word prints this text at gen 0; closest instruction 'addi' matches up to column 13 (at '5')
<args>:15: error: no word prints this text at gen 0; closest instruction 'addi' matches up to column 13 (at '0')
<args>:16: error: no word prints this text at gen 0; closest instruction 'movi' matches up to column 12 (at '+1')
<args>:17: error: no word prints this text at gen 0; closest instruction 'ldi' matches up to column 12 (at '0')
<args>:18: error: no word prints this text at gen 0; closest instruction 'ldi' matches up to column 12 (at 'F')
<args>:19: error: no word prints this text at gen 0; closest instruction 'ldi' matches up to column 12 (at '7')
<args>:20: error: no word prints this text at gen 0; closest instruction 'ldi' matches up to column 9 (at '7f')
<args>:21: error: no word prints this text at gen 0; closest instruction 'ld' matches up to column 12 (at '0]')
<args>:22: error: no word prints this text at gen 0; closest instruction 'ld' matches up to column 12 (at '-4]')
<args>:23: error: no word prints this text at gen 0; closest instruction 'ld' matches up to column 14 (at '9]')
<args>:24: error: no word prints this text at gen 0; closest instruction 'st' matches up to column 11 (at '-4]')
<args>:25: error: no word prints this text at gen 0; closest instruction 'st' matches up to column 14 (at '6]')
<args>:26: error: no word prints this text at gen 0; closest instruction 'br' matches up to column 6 (at '8')
<args>:27: error: no word prints this text at gen 0; closest instruction 'br' matches up to column 8 (at 'x')
<args>:28: error: no word prints this text at gen 0; closest instruction 'call' matches up to column 5 (at ' 4')
<args>:29: error: no word prints this text at gen 0; closest instruction 'jmp' matches up to column 4 (at '  0')
<args>:30: error: no word prints this text at gen 0; closest instruction 'cvt' matches up to column 11 (at '.sat hr2, neg=1')
<args>:31: error: no word prints this text at gen 0; closest instruction 'cvt' matches up to column 21 (at '2')
<args>:32: error: no word prints this text at gen 0; closest instruction 'cvt' matches up to column 4 (at '.u9 hr2, neg=1')
<args>:33: error: no word prints this text at gen 0; closest instruction 'sel' matches up to column 4 (at '.x r1, r2')
<args>:34: error: no word prints this text at gen 0; closest instruction 'bfe' matches up to column 27 (the text ends early)
<args>:35: error: no word prints this text at gen 0; closest instruction 'ret' matches up to column 4 (at '; nop')
<args>:36: error: no word prints this text at gen 0; closest instruction 'nop' matches up to column 1 (at 'frobnicate r1')
<args>:37: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 13 (at ' x')
<args>:38: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 4 (at ' r1, r2')
