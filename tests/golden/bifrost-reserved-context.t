# A next register block whose control is reserved (ctrl 0, reg1 0, reg2 and
# reg3 differ: entry 0) is refused: Mesa asserts on it.
# args: decode tests/bifrost/mini.xml --next-regs 0x100 100000
# stderr
# exit: 2
---
isaproof: the next register block's control selects entry 0, which is reserved (Mesa asserts while printing the destination)
