# A decodetree file has no display templates to invert: asm says so
# and exits 2.
# args: asm $ROOT/tests/decodetree/check/cli_bad_width.decode nop
# stderr
# exit: 2
---
isaproof: asm: $ROOT/tests/decodetree/check/cli_bad_width.decode has no assembler (isaspec descriptions with an #instruction root and Valhall's ISA.xml have)
