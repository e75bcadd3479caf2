# encode on a decode file takes what decode prints: a %field of several
# segments behind !function as printed (beq), a constant argument (li
# rs1=0), a named-field segment, a !function of no segments and a
# constant (mixed), a member of a {} group (high); then decode it back.
# args: decode $ROOT/tests/decodetree/gen/small.decode $("$bin" encode $ROOT/tests/decodetree/gen/small.decode beq 'imm=ex_shift_1(-4)' rs2=3 rs1=2) $("$bin" encode $ROOT/tests/decodetree/gen/small.decode li rd=3 imm=5 rs1=0) $("$bin" encode $ROOT/tests/decodetree/gen/small.decode mixed rs1=2 v=122 'm=get_mode()' k=-5) $("$bin" encode $ROOT/tests/decodetree/gen/small.decode high)
---
beq imm=ex_shift_1(-4) rs2=3 rs1=2
li rd=3 imm=5 rs1=0
mixed rs1=2 v=122 m=get_mode() k=-5
high
