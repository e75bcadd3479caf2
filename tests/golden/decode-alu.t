# ALU reg-reg: display at #alu (grandparent of the leaf), {DST:align=6}
# pads "add " (col 4) to col 6; the H bit reaches #reg through <param as="HALF">;
# SRC 1111 is the #reg-sp leaf whose displayname "sp" is printed by {NAME}.
# args: decode $ROOT/isa/toy16.xml 2021 2534 28f0 2c56
---
add   r1, r2
sub   hr4, hr3
and   r0, sp
or    r6, r5
