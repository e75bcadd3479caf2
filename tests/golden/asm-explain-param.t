# asm --explain: opd's operand prints P + V, P a param; P = 0, V = 1
# prints what P = 1, V = 0 prints; a word that prints another text is
# said to, not explained.
# args: asm $ROOT/isa/examples/check-text-fields.xml --explain 05000001 -- 'opd #1' 'opd #2'
# stderr
# exit: 0
---
05000010
<args>:1: note: explained by roundtrip-text-field at $ROOT/isa/examples/check-text-fields.xml:90:2: leaf opd, field 'S': its operand prints two values alike
05000020
<args>:2: note: 05000001 does not print the same text
