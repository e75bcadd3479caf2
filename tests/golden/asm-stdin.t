# asm reads standard input when no text is given: blank lines and #
# lines are skipped; --raw prints each word with its text; a refused
# line is named by its line number.
# args: asm $ROOT/isa/toy16.xml --raw 
# stdin: # a comment
# stdin: add   r1, r2
# stdin: 
# stdin: ld r1, [sp+4]
# stdin: add r1, r2
# stdin: ret
# stderr
# exit: 1
---
2021	add   r1, r2
4104	ld r1, [sp+4]
<stdin>:5: error: no word prints this text at gen 0; closest instruction 'add' matches up to column 5 (at 'r1, r2')
1000	ret
