# The same program without --branch-labels.
# args: decode $ROOT/isa/toy16.xml 0502 0804 0c00 04ff 1000 0464 04f8 0fe8
---
br.z 2
call  4
jmp   0
br -1
ret
br 100
br -8
jmp   -24
