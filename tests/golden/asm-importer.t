# asm through an <import>ed file and a conflict file: the leaves of
# every file are tried.
# args: asm $ROOT/isa/examples/importer.xml 'movr.w r3, r5' 'movr.b c1, c0' 'movr3 r0, r0'
---
01020305
01008180
01030000
