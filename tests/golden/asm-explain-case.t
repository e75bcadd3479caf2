# asm --explain: the override and the default case of 'cas' print alike,
# so a word with M set prints the text the word found (M clear) prints.
# args: asm $ROOT/isa/examples/check-text-fields.xml --explain 04000105 -- 'cas 5'
# stderr
# exit: 0
---
04000005
<args>:1: note: explained by roundtrip-text-field at $ROOT/isa/examples/check-text-fields.xml:75:2: leaf cas, field 'M': it selects between cases that print alike
