# Without --show-errors the assert warning is not printed.
# args: decode $ROOT/isa/toy16.xml 13ff
---
ret
