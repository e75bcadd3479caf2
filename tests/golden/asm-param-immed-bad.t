# asm refuses an immediate wider than the operand's bits and its params
# hold (13 bits: a uint up to 8191), after searching what the text does
# not show, and a -0 (never printed), with exit status 1.
# args: asm $ROOT/isa/examples/asm-param-immed.xml 'mov r0, 8192' 'mov r0, #-0'
# stderr
# exit: 1
---
<args>:1: error: no word prints this text at gen 0; closest instruction 'mov' matches up to column 13 (the text ends early)
<args>:2: error: no word prints this text at gen 0; closest instruction 'mov' matches up to column 11 (at '0')
