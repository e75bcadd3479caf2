# A quadword of more than 128 bits.
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause 100000000000000000000000000000000
---
isaproof: '100000000000000000000000000000000' is not a hex word of at most 128 bits
