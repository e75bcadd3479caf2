# '_' only between two digits.
# args: decode $ROOT/isa/toy16.xml 00__00
# exit: 2
# stderr
---
isaproof: '00__00' is not a hex word of at most 16 bits
