# asm cannot assemble an immediate wider than the operand's bits and its
# params hold (13 bits: a uint up to 8191): decoding prints a derived
# uint whole, so no setting of the bits solves it, and the search, which
# cannot prove that, stops at its budget of decodes and says so (exit
# status 2); a -0 (never printed) is refused at its column.
# args: asm $ROOT/isa/examples/asm-param-immed.xml 'mov r0, 8192' 'mov r0, #-0'
# stderr
# exit: 2
---
<args>:1: error: search limit hit (30 match steps of 2000000, 200000 decodes of 200000) before a word printing the text was found
<args>:2: error: no word prints this text at gen 0; closest instruction 'mov' matches up to column 11 (at '0')
