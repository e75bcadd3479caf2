# {X:align=N} pads to column N (not when already past it); {:align=N}
# only pads.
# args: decode $ROOT/isa/toy16.xml --gen 3 2021 2687 3821 080c
---
add   r1, r2
movi  r7, #-8
mul.wide r1, r2
call  12
