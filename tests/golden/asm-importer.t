# asm on a description that <import>s another: the leaves the imported
# file defines are tried as the importer's own.
# args: asm $ROOT/isa/examples/importer.xml 'movr.w r3, r5' 'movr.b c1, c0' 'movr3 r0, r0'
---
01020305
01008180
01030000
