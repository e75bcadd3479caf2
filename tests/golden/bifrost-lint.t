# lint on a Bifrost ISA.xml: the repeated name is a warning (Mesa keeps the
# later definition); nothing else.
# args: lint tests/bifrost/mini.xml
# exit: 1
---
tests/bifrost/mini.xml:108:3: warning: +SEL.i32 is defined again: Mesa keeps this one, at the place of the first (line 91) [bi-duplicate]
