# --verbose prints each tuple's register block, whose control here selects a
# reserved entry (Mesa asserts); without --verbose the same clause prints.
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause --verbose 000000004007ffffff8000000040034f
---
isaproof: clause_0 (word 0): tuple 0: the register block's control selects entry 0, which is reserved (Mesa asserts while printing the verbose register line)
