# --branch-labels on HEX words: br targets get lN, call fxnN (with an empty
# line before "fxn4:"), targets outside the program (100+5, -8+6) and the
# absbranch 1000 (printed sign-extended from 10 bits: -24) stay numbers.
# args: decode $ROOT/isa/toy16.xml --branch-labels 0502 0804 0c00 04ff 1000 0464 04f8 0fe8
---
l0:
br.z l2
call  fxn4
l2:
jmp   l0
br l2

fxn4:
ret
br 100
br -8
jmp   -24
