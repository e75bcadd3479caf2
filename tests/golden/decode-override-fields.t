# sel: MODE=1 picks the override (named expr #sel-imm) that redefines
# bits 4..9 as a signed IMM; DST still resolves from the default case.
# args: decode $ROOT/isa/toy16.xml 7921 78f0 7fe1 7c53
---
sel.z r1, r2
sel r0, sp
sel r1, #-2
sel r3, #5
