# asm --explain names the finding of check's text-level proof that
# explains another word printing the same text: an enum's shared display
# (cnd), a case split printing alike (cas), an operand's param (opd);
# and says when the word is the one found.  --verbose points at the
# finding for the second word its search meets.
# args: asm $ROOT/isa/examples/check-text-fields.xml --verbose --explain 01000205 -- 'cnd.eq 5'
# stderr
# exit: 0
---
01000005
<args>:1: note: leaf cnd; bits the text does not decide: 00000200 (1)
<args>:1: note: 01000205 (leaf cnd) prints the same text; the first word found is printed
<args>:1: note: explained by roundtrip-text-field at $ROOT/isa/examples/check-text-fields.xml:50:2: leaf cnd, field 'C': two values of its enum print one display
<args>:1: note: explained by roundtrip-text-field at $ROOT/isa/examples/check-text-fields.xml:50:2: leaf cnd, field 'C': two values of its enum print one display
