# Control flow without branch labels: branch prints as int; absbranch too
# (sign-extended: 0x3ff in 10 bits is -1); enum #cond value 2 is missing and
# prints as "2"; {N} and {NA} print the name; wait needs gen 2.
# args: decode $ROOT/isa/toy16.xml --gen 2 0000 0503 04fe 0605 077f 080c 0fff 0c07 1000 1420
---
nop
br.z 3
br -2
br2 5
br.nz 127
call  12
jmp   -1
jmp   7
ret
wait 32
