# Mesa's 244 official Valhall vectors (assembler-cases.txt): each word
# decodes to Mesa's text, its decoded fields encode back to it, and
# asm (Mesa's assembler rules) gives the word back from the text.
# args: vectors $SHARED/corpus/mesa/valhall/ISA.xml $SHARED/corpus/mesa/valhall/vectors-official.tsv
---
$SHARED/corpus/mesa/valhall/vectors-official.tsv: 244 vectors, 244 decoded: 0 text mismatches, 0 round-trip failures, 0 asm mismatches: all pass
