# Enum #dup: val="1" twice -> the later display (Mesa's dict keyed by the
# val text); 2 and 0x2 -> both kept, the first wins; 3 is missing.
# args: decode $ROOT/isa/examples/quirks.xml 0c000001 0c000002 0c000003
---
enumdup uno
enumdup two
enumdup 3
