# An ADD word is at most 20 bits.
# args: vectors tests/bifrost/mini.xml /dev/stdin
# stdin: add 100000	+NOP t1
# stderr
# exit: 2
---
/dev/stdin:1: '100000' is not a hex word of at most 20 bits (the ADD slot)
