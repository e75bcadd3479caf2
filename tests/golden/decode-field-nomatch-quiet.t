# Without --show-errors: the text up to the failed field, trailing space kept.
# args: decode $ROOT/isa/toy16.xml 20a1
---
add   r1, 
