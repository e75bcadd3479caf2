# No HEX arguments: one word per line from standard input.
# args: decode $ROOT/isa/toy16.xml
# stdin: 2021
# stdin: 0x4104
# stdin: 1000
---
add   r1, r2
ld r1, [sp+4]
ret
