# {N} (jmp) and {NA} (wait) are prefixes of NAME and print the bitset name.
# args: decode $ROOT/isa/toy16.xml --gen 2 0c07 1420
---
jmp   7
wait 32
