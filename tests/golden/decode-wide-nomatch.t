# No match prints all 128 bits as 32 hex digits.
# args: decode $ROOT/isa/wide128.xml 3f
# exit: 1
---
no match: 0000000000000000000000000000003f
